package soft

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// TestSoftAreas checks the area sub-games of Options.Areas on an
// endgame problem: they hold the unsettled empty points no core reaches,
// each searched over exactly its own points.
func TestSoftAreas(t *testing.T) {
	rec, err := board.ReadSGFFile("../../data/endgames/small-01.sgf")
	if err != nil {
		t.Fatal(err)
	}
	b := rec.Setup
	ctx := context.Background()
	plain, err := Decompose(ctx, b, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions()
	o.Areas = true
	with, err := Decompose(ctx, b, o)
	if err != nil {
		t.Fatal(err)
	}
	proven := with.Proven[board.Black].Union(with.Proven[board.White])
	var covered board.Region
	areas := 0
	for _, sg := range with.SubGames {
		cands := board.RegionOf(sg.Candidates...)
		if cands.Intersects(covered) || cands.Intersects(proven) {
			t.Errorf("sub-game candidates %v overlap another sub-game or proven points", sg.Candidates)
		}
		covered = covered.Union(cands)
		if !sg.Area.IsEmpty() {
			areas++
			if sg.Area != cands || !sg.Core.Stones.IsEmpty() || sg.Depth != o.CalmDepth {
				t.Errorf("area sub-game: area %v, candidates %v, core %v, depth %d", sg.Area.Points(), sg.Candidates, sg.Core.Stones.Points(), sg.Depth)
			}
		}
	}
	if open := b.Empties().Minus(proven); !open.SubsetOf(covered) {
		t.Errorf("unsettled empty points %v are in no sub-game", open.Minus(covered).Points())
	}
	if areas == 0 || len(with.SubGames) != len(plain.SubGames)+areas {
		t.Errorf("%d sub-games with areas (%d area sub-games), %d without", len(with.SubGames), areas, len(plain.SubGames))
	}
}
