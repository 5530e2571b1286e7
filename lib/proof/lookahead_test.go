package proof

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// lookaheadGame is a graph game with a repetition rule and initial numbers
// that tells the children of even moves (Lookahead) by playing them, so
// that the solver's path without Play is compared with its path with it.
type lookaheadGame struct {
	graphGameRep
	told int
}

func (g *lookaheadGame) InitialNumbers() (pn, dn uint32) {
	return uint32(len(g.nodes[g.cur()].edges)), uint32(g.cur()%3 + 1)
}

func (g *lookaheadGame) Child(m Move) (hash uint64, out Outcome, pn, dn uint32, ok bool) {
	if m%2 == 1 {
		return 0, Unknown, 0, 0, false
	}
	g.told++
	g.Play(m)
	hash, out = g.Hash(), g.Evaluate()
	if out == Unknown {
		pn, dn = g.InitialNumbers()
	}
	g.Undo()
	return hash, out, pn, dn, true
}

// withoutLookahead hides Child.
type withoutLookahead struct{ *lookaheadGame }

func (w withoutLookahead) Child() {}

// TestLookaheadIsPlay checks that a search using Lookahead gives the same
// result, best move, numbers and counters as the search that plays every
// move, on random cyclic graphs with repetition outcomes per position
// (children on the path are played even when Lookahead could tell them).
func TestLookaheadIsPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 1))
	told := 0
	for range 300 {
		nodes := randomGraph(r, 2+r.IntN(30), 1+r.IntN(4), false)
		opts := Options{Budget: search.Budget{MaxNodes: 2000, TTEntries: 1 << 10}, Epsilon: DefaultEpsilon}
		g := &lookaheadGame{graphGameRep: graphGameRep{newGraphGame(nodes, 0)}}
		got, err := Solve(context.Background(), g, opts)
		if err != nil {
			t.Fatal(err)
		}
		want, err := Solve(context.Background(), withoutLookahead{&lookaheadGame{graphGameRep: graphGameRep{newGraphGame(nodes, 0)}}}, opts)
		if err != nil {
			t.Fatal(err)
		}
		if !sameResult(got, want) {
			t.Errorf("with Lookahead %+v, playing every move %+v\n%v", got, want, g.graphGame)
		}
		told += g.told
	}
	if told == 0 {
		t.Error("Lookahead was never asked")
	}
}
