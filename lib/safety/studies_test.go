package safety

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/study"
)

// TestRegionsStudy checks that the study gives Table1's rows for each file,
// in the files' order, with Black defending the rooms.
func TestRegionsStudy(t *testing.T) {
	files := []string{filepath.Join(dataDir, "rooms-1x3-s0.sgf"), filepath.Join(dataDir, "rooms-1x2-s0.sgf")}
	rows, err := RegionsStudy(context.Background(), files, Budget{RegionNodes: 2_000}, study.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 4 || rows[0].Name != "rooms-1x3-s0" || rows[2].Name != "rooms-1x2-s0" {
		t.Fatalf("rows %+v", rows)
	}
	rec, err := board.ReadSGFFile(files[1])
	if err != nil {
		t.Fatal(err)
	}
	want, err := Table1(context.Background(), "rooms-1x2-s0", rec.Setup, board.Black, board.Region{}, Budget{RegionNodes: 2_000})
	if err != nil {
		t.Fatal(err)
	}
	if rows[3].RegionSafe != want[1].RegionSafe || rows[3].Nodes != want[1].Nodes {
		t.Errorf("study row %+v, Table1 row %+v", rows[3], want[1])
	}
	if _, err := RegionsStudy(context.Background(), []string{"no-such.sgf"}, Budget{}, study.Options{}); err == nil {
		t.Error("missing file: no error")
	}
}

// TestPhasesStudySumsGames checks that the study, which runs one solver on
// one game per problem, sums to Table2's rows over the same games.
func TestPhasesStudySumsGames(t *testing.T) {
	files, err := board.SGFFiles(filepath.Join("..", "..", "..", "shared", "games", "strong-19"))
	if err != nil {
		t.Skipf("no strong games: %v", err)
	}
	files = files[:3]
	solvers := []Solver{Benson, Static}
	rows, err := PhasesStudy(context.Background(), files, solvers, Budget{}, study.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	var games []*board.Record
	for _, f := range files {
		rec, err := board.ReadSGFFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, rec)
	}
	want, err := Table2(context.Background(), games, solvers, Budget{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(solvers)*len(Phases()) || len(rows) != len(want) {
		t.Fatalf("%d rows, Table2 %d, want %d", len(rows), len(want), len(solvers)*len(Phases()))
	}
	for i, r := range rows {
		w := want[i]
		if r.Solver != w.Solver || r.Phase != w.Phase || r.Positions != w.Positions || r.SafePoints != w.SafePoints || r.Points != w.Points || r.Percent != w.Percent {
			t.Errorf("row %d: study %+v, Table2 %+v", i, r, w)
		}
		if r.Positions != len(files) || r.Points != len(files)*361 {
			t.Errorf("row %d: %d positions of %d points, want %d of %d", i, r.Positions, r.Points, len(files), len(files)*361)
		}
	}
}
