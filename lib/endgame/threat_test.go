package endgame

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// TestPlayerAnswersThreat is case 1 of full-board move selection (Müller
// 2001, Section 4.2.6): Black's 3x3 corner A1..C3 is not Benson's
// territory (its inner points are no liberties of the wall) but SOLVER
// 1.0 proves it safe, also after one White stone in it; after W B2 and W
// C1 it no longer does (White, moving on, could make two eyes there).
// The Player does not answer the first move (an answer inside one's own
// territory costs a point) and answers the second with a move after which
// the solver proves the corner safe again.
func TestPlayerAnswersThreat(t *testing.T) {
	b, err := board.Parse(`
.O.OOOOOO
OOOOOOOOO
OOOOOOOOO
XXX..XXXX
XXXXXXXXX
XXXXX.X.X
...XXXXXX
...XXXXXX
...XXXXXX`)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	sf := SafetyOf(ctx, safety.Solver1, safety.Budget{})
	var corner board.Region
	for _, v := range []string{"A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"} {
		p, err := board.ParseGTP(v, 9, 9)
		if err != nil {
			t.Fatal(err)
		}
		corner.Add(p)
	}
	if BensonSafety(b).Territory[board.Black].Intersects(corner) || !corner.SubsetOf(sf(b).Territory[board.Black]) {
		t.Fatal("the corner must be SOLVER 1.0's territory and not Benson's: the test lost its case")
	}
	proven := func(b *board.Board) bool {
		return corner.Minus(b.Stones(board.White)).SubsetOf(sf(b).Territory[board.Black].Union(sf(b).Stones[board.Black]))
	}
	pl := NewPlayer(b, Options{Safety: sf, Budget: search.Budget{MaxNodes: 1e6}})
	play := func(c board.Color, v string) {
		t.Helper()
		p, err := board.ParseGTP(v, 9, 9)
		if err != nil {
			t.Fatal(err)
		}
		if err := pl.Play(p, c); err != nil {
			t.Fatalf("%v %s: %v", c, v, err)
		}
	}
	play(board.White, "B2")
	if !proven(pl.Board()) {
		t.Fatal("after W B2 the solver no longer proves the corner: the test lost its case")
	}
	m, err := pl.BestMove(ctx, board.Black)
	if err != nil {
		t.Fatal(err)
	}
	if corner.Has(m) {
		t.Errorf("Black answers W B2 at %s, though the corner is still proven safe", m.GTP(9))
	}
	if err := pl.Play(m, board.Black); err != nil {
		t.Fatal(err)
	}
	play(board.White, "C1")
	if proven(pl.Board()) {
		t.Fatal("after W C1 the solver still proves the corner: the test lost its case")
	}
	m, err = pl.BestMove(ctx, board.Black)
	if err != nil {
		t.Fatal(err)
	}
	if !corner.Has(m) {
		t.Fatalf("Black plays %s, not an answer in the corner", m.GTP(9))
	}
	if err := pl.Play(m, board.Black); err != nil {
		t.Fatal(err)
	}
	if !proven(pl.Board()) {
		t.Errorf("after Black's answer %s the solver does not prove the corner safe", m.GTP(9))
	}
}
