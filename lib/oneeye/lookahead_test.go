package oneeye

import (
	"context"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/proof"
	"github.com/decomplab/decomplab/lib/search"
)

// checkedGame is a game whose Child (proof.Lookahead) is checked against
// playing the move: every answer it gives is compared with Play, Hash,
// Evaluate, InitialNumbers and Undo.
type checkedGame struct {
	*game
	t             *testing.T
	asked, told   int
	failed        bool
	diagramOnFail string
}

func (c *checkedGame) Child(m proof.Move) (uint64, proof.Outcome, uint32, uint32, bool) {
	c.asked++
	h, out, pn, dn, ok := c.game.Child(m)
	if !ok {
		return h, out, pn, dn, ok
	}
	c.told++
	c.game.Play(m)
	wh, wout := c.game.Hash(), c.game.Evaluate()
	var wpn, wdn uint32
	if wout == proof.Unknown {
		wpn, wdn = c.game.InitialNumbers()
	}
	c.game.Undo()
	if (h != wh || out != wout || pn != wpn || dn != wdn) && !c.failed {
		c.failed = true
		c.t.Errorf("%s\nChild(%v) = %x %v %d %d, playing it gives %x %v %d %d", c.diagramOnFail, toPoint(m), h, out, pn, dn, wh, wout, wpn, wdn)
	}
	return h, out, pn, dn, ok
}

// initialized is a problem with initial numbers.
type initialized interface {
	proof.Problem
	proof.Initializer
}

// plainGame hides the game's Child: the solver plays every move.
type plainGame struct{ initialized }

// TestChildIsPlayed checks that game.Child (the children a search
// generates without playing them) answers exactly as playing the move
// does, at every node of searches of random problems and of STANDARD
// positions by every method, and that the searches with it and without
// it (every move played) give the same results and counters.
func TestChildIsPlayed(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 800))
	var problems []*Problem
	for len(problems) < 60 {
		if p := randomProblem(rng, 10); p != nil {
			problems = append(problems, p)
		}
	}
	problems = append(problems, GenerateStandard(1, 3)...)
	var asked, told int
	for _, p := range problems {
		for _, first := range firsts(p) {
			for _, m := range []Method{NoDDS, DDS, RDS} {
				opts := proof.Options{Budget: search.Budget{MaxNodes: 3000, TTEntries: 1 << 14}, Epsilon: proof.DefaultEpsilon}
				solve := func(pr proof.Problem) proof.Result {
					r, err := proof.Solve(context.Background(), pr, opts)
					if err != nil {
						t.Fatal(err)
					}
					r.Stats.Elapsed = 0
					return r
				}
				g := newGame(p, first, m, SharedKnowledge)
				cg := &checkedGame{game: g, t: t, diagramOnFail: p.Diagram()}
				got := solve(cg)
				want := solve(plainGame{newGame(p, first, m, SharedKnowledge)})
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%v first, %v: with Child %+v, playing every move %+v\n%s", first, m, got, want, p.Diagram())
				}
				asked, told = asked+cg.asked, told+cg.told
			}
		}
	}
	t.Logf("%d problems: Child asked %d times, answered %d", len(problems), asked, told)
	if told == 0 || told == asked {
		t.Errorf("Child answered %d of %d: the test does not exercise both paths", told, asked)
	}
}

// TestNextToGivenBlocks checks the region Moves removes from the
// defender's moves against nextToGiven point by point, on random problems
// with stones given as safe, along random lines of play.
func TestNextToGivenBlocks(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 801))
	checked := 0
	for problems := 0; problems < 200; {
		p := randomProblem(rng, 12)
		if p == nil || p.Safe.IsEmpty() {
			continue
		}
		problems++
		g := newGame(p, p.Defender, NoDDS, DDSOnlyKnowledge)
		for range 12 {
			b := g.b
			forbid := g.nextToGivenBlocks(b)
			for q := range b.Empties().Intersect(g.region).All() {
				if forbid.Has(q) != g.nextToGiven(b, q) {
					t.Fatalf("at %v: nextToGivenBlocks %v, nextToGiven %v\n%s", q, forbid.Has(q), !forbid.Has(q), b)
				}
				checked++
			}
			moves := g.Moves(nil)
			g.Play(moves[rng.IntN(len(moves))])
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// TestParentShortcuts checks what Moves records for Child against the
// tests it replaces, at every move along random lines of play in random
// problems: the points where the player to move captures and, at those,
// the stones captured and the ko point after the move (captureBy), against
// playing the move, and, for the defender's moves that capture nothing,
// whether the stone's block would touch a candidate eye point
// (blockTouchesAfter after candidatesAfterStone).
func TestParentShortcuts(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 802))
	var captures, touches, checked int
	for problems := 0; problems < 300; {
		p := randomProblem(rng, 12)
		if p == nil {
			continue
		}
		problems++
		g := newGame(p, []board.Color{p.Defender, p.Attacker()}[rng.IntN(2)], NoDDS, DDSOnlyKnowledge)
		for range 16 {
			moves := g.Moves(nil)
			b, c := g.b, g.b.ToMove()
			pi := &g.parents[g.ply()]
			for _, m := range moves {
				q := toPoint(m)
				if q == board.Pass {
					continue
				}
				var captured board.Region
				ko := g.captureBy(&captured, q, c)
				before := b.Stones(c.Opponent())
				if err := b.Play(q, c); err != nil {
					t.Fatal(err)
				}
				wantCaptured, wantKo := before.Minus(b.Stones(c.Opponent())), b.Ko()
				b.Undo()
				if captured != wantCaptured || ko != wantKo {
					t.Fatalf("%v at %v: captureBy %v ko %v, playing it captures %v ko %v\n%s", c, q, captured, ko, wantCaptured, wantKo, b)
				}
				if pi.captures.Has(q) != !captured.IsEmpty() {
					t.Fatalf("%v at %v: recorded capture %v, playing it captures %v\n%s", c, q, pi.captures.Has(q), captured, b)
				}
				checked++
				if !captured.IsEmpty() {
					captures++
					continue
				}
				if c != g.def {
					continue
				}
				slow := func() bool { cand := g.candidatesAfterStone(b, q, pi.cand); return g.blockTouchesAfter(b, q, &cand) }
				if got := pi.nearEye(q); !pi.cand.Has(q) && got != slow() {
					t.Fatalf("defender at %v: nearEye %v, blockTouchesAfter %v\n%s", q, got, !got, b)
				}
				if slow() {
					touches++
				}
			}
			if len(moves) == 0 {
				break
			}
			g.Play(moves[rng.IntN(len(moves))])
		}
	}
	t.Logf("%d moves checked, %d captures, %d touching a candidate", checked, captures, touches)
	if captures == 0 || touches == 0 {
		t.Fatal("the test does not exercise both shortcuts")
	}
}

// candidatesAfterStone is candidatesAfter before the defender's stone at
// p is on the board: the reference eyeMadeAfterStone's inline version is
// checked against.
func (r *rules) candidatesAfterStone(b *board.Board, p board.Point, before board.Region) board.Region {
	def, att := b.Stones(r.def), b.Stones(r.att)
	def.Add(p)
	r.candidatesWith(&before, &def, &att, p)
	return before
}
