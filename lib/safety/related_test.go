package safety

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestWeaklyRelatedRegions: the wall's two corner regions are weakly
// related (one common block). A1 is an eye; the five points on the right
// are no eye by the static rules (G1 has one free liberty next to it), and
// they cannot give the wall two eyes alone. SOLVER 1.0 proves both by
// searching each region with the wall needing one eye there (Niu &
// Müller's weakly dependent regions), without a merged search; with merged
// regions limited to 5 points (the union has 6) that is the only way.
// Exhaustive search agrees.
func TestWeaklyRelatedRegions(t *testing.T) {
	b := board.MustParse(`
		X X X X X X X
		X X X X X . .
		. X X X . . .`)
	rs := Analyze(b, board.Black)
	if len(rs.Regions) != 2 || rs.Related(0, 1) != Weakly {
		t.Fatalf("want two weakly related regions, got %d regions", len(rs.Regions))
	}
	for _, bud := range []Budget{{}, {MaxMergeSize: 5}} {
		res, err := Solve(context.Background(), b, Options{Solver: Solver1, Budget: bud})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Safe[board.Black].Count(); got != 21 {
			t.Errorf("MaxMergeSize %d: %d points safe for Black, want 21", bud.MaxMergeSize, got)
		}
		for _, v := range res.Regions {
			if v.Color == board.Black && v.Method != "weakly related" {
				t.Errorf("MaxMergeSize %d: region of %d points proven by %q, want weakly related", bud.MaxMergeSize, v.Size(), v.Method)
			}
		}
	}
	if res, _ := Solve(context.Background(), b, Options{Solver: Static}); res.Safe[board.Black].Count() != 0 {
		t.Errorf("STATIC proves %d points, want 0 (the regions need search)", res.Safe[board.Black].Count())
	}
	chk, _, err := CheckClaim(context.Background(), b, board.Black, b.OnBoard(), search.Budget{MaxNodes: 2_000_000})
	if err != nil || chk != ClaimHolds {
		t.Errorf("exhaustive search: the whole board for Black %v (%v), want holds", chk, err)
	}
}

// TestStronglyRelatedRegions: Black's regions D4 and D3 share both black
// blocks around them (a generated position). Neither alone makes both
// blocks safe; merged they do, and strongly related regions are merged
// before weakly related ones are tried. Exhaustive search agrees.
func TestStronglyRelatedRegions(t *testing.T) {
	b := board.MustParse(`
		O . . X X
		X O X . X
		X X X . O
		X . X O O
		O O O . O`)
	res, err := Solve(context.Background(), b, Options{Solver: Solver1})
	if err != nil {
		t.Fatal(err)
	}
	rs := Analyze(b, board.Black)
	var merged []int
	for i, v := range res.Regions {
		if v.Color == board.Black && v.Method == "merged strongly" {
			merged = append(merged, i)
		}
	}
	if len(merged) < 2 {
		t.Fatalf("%d regions merged strongly, want 2 or more", len(merged))
	}
	// Regions come colour by colour in Analyze's order: Black first.
	for _, i := range merged {
		strong := false
		for _, j := range merged {
			strong = strong || rs.Related(i, j) == Strongly
		}
		if !strong {
			t.Errorf("region %d merged strongly but strongly related to none of the others", i)
		}
	}
	chk, _, err := CheckClaim(context.Background(), b, board.Black, res.Safe[board.Black], search.Budget{MaxNodes: 2_000_000})
	if err != nil || chk != ClaimHolds {
		t.Errorf("exhaustive search: Black's claim %v (%v), want holds", chk, err)
	}
}
