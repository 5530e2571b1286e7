package oneeye

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/proof"
	"github.com/decomplab/decomplab/lib/search"
)

// miai has an attacker block (the two x in the lower corridor row) that is
// not anchored but has two liberties next to the safe attacker wall: RDS
// treats it as safe and splits the corridor in two, DDS cannot.
const miai = `
. . . . . . . . .
X X X X X X X X X
X - - - - - - - X
X - - - x x - - X
X W W W W W W W X
. O O O O O O O .`

// TestSplitAtRoot checks the decompositions of the root: DDS finds the
// pockets of a toy problem and none in the miai corridor; RDS finds the
// two halves of the corridor.
func TestSplitAtRoot(t *testing.T) {
	tests := []struct {
		name      string
		diagram   string
		method    Method
		wantParts int
	}{
		{"comb with three pockets, DDS", `
. . . . . . . . . . .
X O O O O O O O O O X
X W W W W W W W W W X
X - x - W - - W x - X`, DDS, 3},
		{"comb with a gap at the foot of a tooth, DDS", `
. . . . . . . . .
X O O O O O O O X
X W W W W W W W X
X - x - - - x - X`, DDS, 1},
		{"miai corridor, DDS", miai, DDS, 1},
		{"miai corridor, RDS", miai, RDS, 2},
		{"miai corridor, no-DDS", miai, NoDDS, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseDiagram(tc.diagram)
			if err != nil {
				t.Fatal(err)
			}
			g := newGame(p, p.Defender, tc.method)
			var parts int
			if tc.method != NoDDS {
				parts = len(g.splitHere().parts)
			}
			if parts != tc.wantParts {
				t.Errorf("%d parts, want %d", parts, tc.wantParts)
			}
		})
	}
}

// TestMiaiCorridor solves the miai corridor with every method: all agree,
// RDS finds decompositions and DDS's answer equals exhaustive minimax's.
func TestMiaiCorridor(t *testing.T) {
	p, err := ParseDiagram(miai)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, first := range firsts(p) {
		var want Outcome
		for _, m := range []Method{NoDDS, DDS, RDS} {
			r, err := Solve(ctx, p, first, Options{Method: m, Budget: search.Budget{MaxNodes: 2000000, TTEntries: 131072}})
			if err != nil || r.Outcome == Unknown {
				t.Fatalf("%v %v: %v %v", first, m, r.Outcome, err)
			}
			if want == Unknown {
				want = r.Outcome
			} else if r.Outcome != want {
				t.Errorf("%v first: %v says %v, no-DDS %v", first, m, r.Outcome, want)
			}
			if m == RDS && r.Stats.Decompositions == 0 {
				t.Errorf("%v first: RDS found no decomposition", first)
			}
			t.Logf("%v first, %v: %v, %d nodes, %d decompositions, fallback %v", first, m, r.Outcome, r.Stats.Nodes, r.Stats.Decompositions, r.Stats.Fallback)
		}
	}
}

// TestRDSExtension follows the three RDS rules in the miai corridor: a
// defender move in the left half narrows the working region to that half
// and the connection point next to it (rules 1 and 2); after an attacker
// pass, the defender's move on the connection point extends the working
// region to the whole region (rule 3).
func TestRDSExtension(t *testing.T) {
	p, err := ParseDiagram(miai)
	if err != nil {
		t.Fatal(err)
	}
	at := func(v string) proof.Move {
		pt, err := board.ParseGTP(v, p.Board.Width(), p.Board.Height())
		if err != nil {
			t.Fatal(err)
		}
		return proof.Move(pt)
	}
	g := newGame(p, p.Defender, RDS)
	g.Play(at("B3"))
	left := board.RegionOf()
	for _, v := range []string{"B4", "C4", "D4", "B3", "C3", "D3", "E4"} {
		left.Add(board.Point(at(v)))
	}
	if got := g.cur().w; got != left {
		t.Fatalf("working region after B3: %v, want %v", got.Points(), left.Points())
	}
	g.Play(passMove)
	g.Play(at("E4"))
	if got := g.cur().w; got != p.Region {
		t.Errorf("working region after the connection point E4: %v, want the whole region", got.Points())
	}
	g.Undo()
	g.Play(at("C4"))
	c4 := board.Point(at("C4"))
	if got := g.cur().w; !got.SubsetOf(left) || !got.Has(c4) {
		t.Errorf("working region after C4: %v, want a part of the left half holding C4", got.Points())
	}
}
