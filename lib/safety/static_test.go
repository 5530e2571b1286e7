package safety

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestStaticRules: the static rules on positions made for one rule each.
// Every claim of STATIC is checked by exhaustive search (CheckClaim), and
// where it claims nothing the whole board may be checked too (whole): a
// rule must not miss what it is for, nor claim what the exhaustive search
// refutes.
func TestStaticRules(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		benson  int   // points BENSON proves safe for Black
		static  int   // points STATIC proves safe for Black
		whole   Check // CheckClaim of the whole board for Black; ClaimUnknown: not checked
	}{
		// Rule 3 (1-vital): the room's centre D3 is no liberty, but two of
		// its neighbours are a miai pair: the room is a second eye.
		{"1-vital room is the second eye", `
			X X X X X X X
			X X . . . X X
			X X . . . X X
			X X . . . X X
			. X X X X X X`, 0, 35, ClaimHolds},
		// Rule 4 (2-vital): straight four on the edge, split at C2 or D2.
		{"2-vital straight four", `
			X . . . . X
			X X X X X X`, 0, 12, ClaimHolds},
		// Straight three has one split point only: the attacker takes it.
		{"straight three is not 2-vital", `
			X . . . X X
			X X X X X X`, 0, 0, ClaimBroken},
		// White holds three neighbours of the centre: one free neighbour
		// is no miai pair, so rule 3 does not apply.
		{"room with one free neighbour of its centre", `
			X X X X X X X
			X X . O . X X
			X X O . O X X
			X X . . . X X
			. X X X X X X`, 0, 0, ClaimUnknown},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			for _, s := range []Solver{Benson, Static} {
				res, err := Solve(context.Background(), b, Options{Solver: s})
				if err != nil {
					t.Fatal(err)
				}
				want := map[Solver]int{Benson: tc.benson, Static: tc.static}[s]
				if got := res.Safe[board.Black].Count(); got != want {
					t.Errorf("%v: %d points safe for Black, want %d\n%s", s, got, want, b)
				}
			}
			bud := search.Budget{MaxNodes: 5_000_000}
			res, err := Solve(context.Background(), b, Options{Solver: Static})
			if err != nil {
				t.Fatal(err)
			}
			if claim := res.Safe[board.Black]; !claim.IsEmpty() {
				if chk, _, err := CheckClaim(context.Background(), b, board.Black, claim, bud); err != nil || chk != ClaimHolds {
					t.Errorf("exhaustive search: STATIC's claim %v (%v)", chk, err)
				}
			}
			if tc.whole == ClaimUnknown {
				return
			}
			if chk, _, err := CheckClaim(context.Background(), b, board.Black, b.OnBoard(), bud); err != nil || chk != tc.whole {
				t.Errorf("exhaustive search: the whole board for Black %v (%v), want %v", chk, err, tc.whole)
			}
		})
	}
}

// TestNoSizeRule: three generated positions where a 7-point corner region
// holds an attacker group with one eye and a second the defender can only
// take by a ko (which the attacker wins). The solvers once counted such
// regions dead by their size; every claim must now hold under exhaustive
// search.
func TestNoSizeRule(t *testing.T) {
	tests := []struct {
		diagram string
		c       board.Color
	}{
		{`
			O . O X .
			. O O X X
			O X X X .
			X . X X X
			X X X . X`, board.Black},
		{`
			X . X X . X
			. X X . X .
			X X . X X X
			X X X X O O
			X X X O . O
			X . X X O .`, board.Black},
		{`
			O . O .
			O O O O
			X X X O
			. X . X`, board.White},
	}
	for _, tc := range tests {
		b := board.MustParse(tc.diagram)
		for s := Benson; s <= Partial; s++ {
			res, err := Solve(context.Background(), b, Options{Solver: s})
			if err != nil {
				t.Fatal(err)
			}
			claim := res.Safe[tc.c]
			if claim.IsEmpty() {
				continue
			}
			if chk, _, err := CheckClaim(context.Background(), b, tc.c, claim, search.Budget{MaxNodes: 2_000_000}); err != nil || chk != ClaimHolds {
				t.Errorf("%v: %v's claim %s is %v (%v)\n%s", s, tc.c, gtpList(claim, b.Height()), chk, err, b)
			}
		}
	}
}
