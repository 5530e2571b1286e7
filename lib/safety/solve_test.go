package safety

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestSolversHandMade checks the number of safe points per colour for
// every solver on positions worked out by hand.
func TestSolversHandMade(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		// want[solver] = {black, white} safe points
		want [4][2]int
	}{
		{"two living groups: the opponent's group is not territory", `
			. X . X O
			X X X X O
			O O O O O
			. O . O .
			O O O O O`, [4][2]int{{8, 17}, {8, 17}, {8, 17}, {8, 17}}},
		// Blocks A5... and D5... each have one eye of their own (A3, E5);
		// the region B5 C5 C4 C3 is vital to neither (C5 is no liberty
		// of the left block), but C4 and C3 miai-connect the two blocks
		// and every empty point of it is a liberty of the chain.
		{"miai-connected blocks share an eye (static, not Benson)", `
			X O . X . X O
			X X . X X X O
			. X . X O O O
			X X X O O . .
			O O O O . . .`, [4][2]int{{0, 0}, {19, 0}, {19, 0}, {19, 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			for s := Benson; s <= Partial; s++ {
				res, err := Solve(context.Background(), b, Options{Solver: s})
				if err != nil {
					t.Fatal(err)
				}
				got := [2]int{res.Safe[board.Black].Count(), res.Safe[board.White].Count()}
				if got != tc.want[s] {
					t.Errorf("%v: safe points (black, white) = %v, want %v\n%s", s, got, tc.want[s], b)
				}
				if b.Empties().Count() > 8 {
					continue // too big for the exhaustive check
				}
				for _, c := range []board.Color{board.Black, board.White} {
					if chk, _, _ := CheckClaim(context.Background(), b, c, res.Safe[c], search.Budget{MaxNodes: 2_000_000}); res.Safe[c].Count() > 0 && chk != ClaimHolds {
						t.Errorf("%v: %v's claim %s is %v under exhaustive search", s, c, gtpList(res.Safe[c], b.Height()), chk)
					}
				}
			}
		})
	}
}

// TestMergedPartialRegion: with one of its two eyes filled, the wall of
// RoomsPosition(1, 3, 2) needs a room as its second eye. The 31-point
// region is too big for SOLVER 1.0 (alone or merged with the eye), and
// the white stones in the rooms keep STATIC's 1-vital rule from applying
// (without them the rooms' centres are 1-vital points and STATIC proves
// everything); SOLVER 1.0 + P proves a room merged with the one-point eye
// region, and then everything.
func TestMergedPartialRegion(t *testing.T) {
	b, err := RoomsPosition(1, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Setup(board.Pt(0, 9), board.Black); err != nil { // fill the eye A10
		t.Fatal(err)
	}
	want := map[Solver]int{Benson: 0, Static: 0, Solver1: 0, Partial: 361}
	for s, n := range want {
		res, err := Solve(context.Background(), b, Options{Solver: s})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Safe[board.Black].Count(); got != n {
			t.Errorf("%v: %d safe points, want %d", s, got, n)
		}
		if s != Partial {
			continue
		}
		for _, v := range res.Regions {
			if v.Color == board.Black && v.Size() == 1 && v.Method != "merged partial" {
				t.Errorf("eye region proven by %q, want merged partial", v.Method)
			}
		}
	}
}
