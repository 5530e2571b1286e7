package oneeye

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/proof"
	"github.com/decomplab/decomplab/lib/search"
)

// TestForcedMoveThreats checks the two one-move wins of the forced-move
// test (forced.go): the attacker to move captures a crucial block in
// atari; the defender to move completes an eye point. The other player to
// move, and the test switched off, leave the position undecided.
func TestForcedMoveThreats(t *testing.T) {
	for _, c := range []struct {
		name, diagram string
		winner        board.Color // the player to move that wins at once
		want          proof.Outcome
	}{
		{"attacker captures", `
. . . . .
. X X X .
. X - W X
. X - x X
. X X X .`, board.Black, proof.Disproven},
		{"defender completes an eye point", `
. O O O O O .
O W - - - - O
. O O O O O .`, board.White, proof.Proven},
	} {
		p, err := ParseDiagram(c.diagram)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, toMove := range []board.Color{c.winner, c.winner.Opponent()} {
			for _, forced := range []bool{false, true} {
				g := newGame(p, toMove, NoDDS, SharedKnowledge)
				g.forced = forced
				want := proof.Unknown
				if forced && toMove == c.winner {
					want = c.want
				}
				if got := g.Evaluate(); got != want {
					t.Errorf("%s, %v to move, forced moves %v: %v, want %v", c.name, toMove, forced, got, want)
				}
			}
		}
	}
}

// TestForcedMovesAgree solves small generated problems with every df-pn
// method with and without the forced-move test and requires exhaustive
// minimax's answer from both (the test never changes an answer; it only
// saves expansions). TestRandomProblemsAgree runs the same configurations
// on random problems.
func TestForcedMovesAgree(t *testing.T) {
	ctx := context.Background()
	var with, without int64
	for _, p := range GenerateSmall(61, 20, 6, 12) {
		if playable(p) > 12 {
			continue
		}
		eachMinimaxAnswer(t, p, func(first board.Color, want Outcome) {
			for _, m := range Methods {
				for _, forced := range []bool{false, true} {
					r, err := Solve(ctx, p, first, Options{Method: m, ForcedMoves: forced, Budget: search.Budget{MaxNodes: 300000, TTEntries: 65536}})
					if err != nil {
						t.Fatal(err)
					}
					if r.Outcome != want {
						t.Errorf("%s %v first, %v, forced moves %v: %v, minimax %v", p.Name, first, m, forced, r.Outcome, want)
					}
					if forced {
						with += r.Stats.Nodes
					} else {
						without += r.Stats.Nodes
					}
				}
			}
		})
	}
	t.Logf("nodes without the forced-move test %d, with it %d", without, with)
}
