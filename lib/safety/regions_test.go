package safety

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

func TestAnalyzeRegionsAndRelations(t *testing.T) {
	// Black: blocks B4-B3-A3 and D4-D3-D2-C2.
	b := board.MustParse(`
		. X . X .
		X X . X .
		. . X X .
		. . . . .`)
	rs := Analyze(b, board.Black)
	if len(rs.Blocks) != 2 {
		t.Fatalf("%d blocks, want 2", len(rs.Blocks))
	}
	sizes := map[int]int{}
	for _, r := range rs.Regions {
		sizes[r.Size()]++
		if r.Points.Intersects(b.Stones(board.Black)) || !r.Empties.SubsetOf(r.Points) || !r.Interior.SubsetOf(r.Points) {
			t.Errorf("region %v: bad sets", gtpList(r.Points, 4))
		}
	}
	// {A4}, {C4, C3} and the big region of 10 points.
	if len(rs.Regions) != 3 || sizes[1] != 1 || sizes[2] != 1 || sizes[10] != 1 {
		t.Fatalf("region sizes %v", sizes)
	}
	var a5, c5, big int
	for i, r := range rs.Regions {
		switch r.Size() {
		case 1:
			a5 = i
		case 2:
			c5 = i
		default:
			big = i
		}
	}
	if got := rs.Related(a5, c5); got != Weakly {
		t.Errorf("A4 and C4: %v, want weakly related (one common block)", got)
	}
	if got := rs.Related(c5, big); got != Strongly {
		t.Errorf("C4 and the big region: %v, want strongly related (two common blocks)", got)
	}
	// Edge: all but B2; interior: A1, B1, E1.
	if r := rs.Regions[big]; r.Edge != 9 || r.Interior.Count() != 3 {
		t.Errorf("big region: edge %d, interior %v", r.Edge, gtpList(r.Interior, 4))
	}
}

func TestMiaiPairsCorridor(t *testing.T) {
	tests := []struct {
		diagram string
		want    []string // "P-Q largest", best first
	}{
		{`
			X X X X X X X
			X . . X . . X
			X . . . . . X
			X X X X X X X`, []string{"C2-D2 5", "D2-E2 5"}},
		{`
			X X X X X X X X
			X . . X X . . X
			X . . . . . . X
			X X X X X X X X`, []string{"D2-E2 5", "C2-D2 6", "E2-F2 6"}},
		{`
			X X X X X X
			X . . . . X
			X . . . . X
			X X X X X X`, nil}, // no cut points
	}
	for _, tc := range tests {
		b := board.MustParse(tc.diagram)
		var got []string
		for _, m := range MiaiPairs(b, board.Black, Analyze(b, board.Black).Regions[0].Points) {
			got = append(got, fmt.Sprintf("%s-%s %d", m.P.GTP(4), m.Q.GTP(4), m.Largest))
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("miaipairs %v, want %v\n%s", got, tc.want, b)
		}
	}
}

// TestBudgetAndCancellation: an exhausted or cancelled search returns
// promptly with Stop set and what it proved so far.
func TestBudgetAndCancellation(t *testing.T) {
	b, _ := RoomsPosition(4, 4, 0)
	res, err := Solve(context.Background(), b, Options{Solver: Partial, Budget: Budget{Budget: search.Budget{MaxNodes: 500}}})
	if err != nil {
		t.Fatal(err)
	}
	// search.Limiter counts the node it refuses: at most MaxNodes+1.
	if !res.Stop.Early() || res.Nodes > 501 || res.Safe[board.Black].Count() < 187 {
		t.Errorf("node budget: stop %v, %d nodes, %d safe", res.Stop, res.Nodes, res.Safe[board.Black].Count())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	res, err = Solve(ctx, b, Options{Solver: Partial})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Stop.Early() || time.Since(start) > 5*time.Second {
		t.Errorf("cancelled: stop %v after %v", res.Stop, time.Since(start))
	}
	if _, err := Solve(context.Background(), b, Options{Solver: Solver(9)}); err == nil {
		t.Error("unknown solver accepted")
	}
	if _, err := SolveColors(context.Background(), b, []board.Color{board.Empty}, Options{}); err == nil {
		t.Error("colour empty accepted")
	}
}
