package safety

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

func TestTable1Rooms(t *testing.T) {
	// 2x4 rooms: with fewer, STATIC proves the region (the rooms' centres
	// are 1-vital points and the wall is one block).
	b, err := RoomsPosition(2, 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := Table1(context.Background(), "rooms-2x4", b, board.Black, board.Region{}, Budget{}, DepthFirst)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Solver != Solver1 || rows[1].Solver != Partial {
		t.Fatalf("rows %+v", rows)
	}
	// The 86-point region with 7 miaipairs: SOLVER 1.0 leaves it unproven,
	// SOLVER 1.0 + P proves it fully; the two eyes of the wall are proven by both.
	if r := rows[0]; r.RegionSize != 86 || r.MiaiPairs != 7 || r.Fully != 2 || r.NotProven != 1 {
		t.Errorf("solver1 row %+v", r)
	}
	if r := rows[1]; r.Fully != 3 || r.NotProven != 0 || r.SafePoints != 361 {
		t.Errorf("partial row %+v", r)
	}
}

func TestTable2Games(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(testenv.Shared(t), "games", "gnugo-selfplay-19", "*.sgf"))
	if len(files) < 3 {
		t.Skip("shared game records absent")
	}
	var games []*board.Record
	for _, f := range files[:3] {
		g, err := board.ReadSGFFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	rows, err := Table2(context.Background(), games, []Solver{Benson, Partial}, Budget{Budget: search.Budget{MaxNodes: 5000}}, DepthFirst)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2*len(Phases()) {
		t.Fatalf("%d rows", len(rows))
	}
	for i, r := range rows[:len(Phases())] {
		p := rows[len(Phases())+i]
		if r.Positions != 3 || p.SafePoints < r.SafePoints {
			t.Errorf("%s: benson %+v, partial %+v", r.Phase, r, p)
		}
	}
	// More is settled at the end than 100 moves before it.
	if first, last := rows[0], rows[len(Phases())-1]; last.SafePoints <= first.SafePoints {
		t.Errorf("benson End-100 %d points, End %d", first.SafePoints, last.SafePoints)
	}
}

// TestTable1Groups checks the group counts on hand-made rows: one
// position per group and one with nothing proven.
func TestTable1Groups(t *testing.T) {
	var rows []Table1Row
	for i, g := range []int{1, 2, 3, 3, 0} {
		rows = append(rows, Table1Row{Solver: Solver1, Group: g, RegionNodes: int64(10 * (i + 1))}, Table1Row{Solver: Partial, Group: g, RegionNodes: int64(i + 1)})
	}
	got := Table1Groups(rows)
	want := []struct {
		n              int
		paper          int
		solver1, plusP int64
	}{{1, 4, 10, 1}, {1, 6, 20, 2}, {2, 10, 70, 7}, {1, 1, 50, 5}}
	for i, w := range want {
		g := got[i]
		if g.Positions != w.n || g.Paper != w.paper || g.Solver1Nodes != w.solver1 || g.PartialNodes != w.plusP {
			t.Errorf("%s: %+v, want %d positions (paper %d), nodes %d and %d", g.Group, g, w.n, w.paper, w.solver1, w.plusP)
		}
	}
}
