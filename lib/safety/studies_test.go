package safety

import (
	"context"
	"encoding/json"
	"github.com/decomplab/decomplab/lib/search"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/study"
)

// TestRegionsStudy checks that the study gives Table1's rows for each file,
// in the files' order, with Black defending the rooms.
func TestRegionsStudy(t *testing.T) {
	files := []string{filepath.Join(dataDir, "rooms-1x3-s0.sgf"), filepath.Join(dataDir, "rooms-1x2-s0.sgf")}
	rows, err := RegionsStudy(context.Background(), files, Budget{RegionNodes: 2_000}, DepthFirst, study.Options{Workers: 2})
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
	want, err := Table1(context.Background(), "rooms-1x2-s0", rec.Setup, board.Black, board.Region{}, Budget{RegionNodes: 2_000}, DepthFirst)
	if err != nil {
		t.Fatal(err)
	}
	if rows[3].RegionSafe != want[1].RegionSafe || rows[3].Nodes != want[1].Nodes {
		t.Errorf("study row %+v, Table1 row %+v", rows[3], want[1])
	}
	if _, err := RegionsStudy(context.Background(), []string{"no-such.sgf"}, Budget{}, DepthFirst, study.Options{}); err == nil {
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
	rows, err := PhasesStudy(context.Background(), files, solvers, Budget{}, DepthFirst, study.Options{Workers: 2})
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
	want, err := Table2(context.Background(), games, solvers, Budget{}, DepthFirst)
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

// TestStudiesEngine checks that the studies' parameters carry the region
// search engine to every search (rows equal to Table1's and Table2's with
// that engine, and node counts that differ from the default engine's),
// and that the default engine leaves the parameters' JSON, which keys the
// results cache, as it was before the field existed.
func TestStudiesEngine(t *testing.T) {
	ctx := context.Background()
	bud := Budget{RegionNodes: 2_000}
	files := []string{filepath.Join(dataDir, "rooms-1x2-s2.sgf")}
	pos, err := study.FilesOf(files)
	if err != nil {
		t.Fatal(err)
	}
	regions := RegionsParams{Positions: pos, Budget: bud}
	phases := PhasesParams{Solvers: []Solver{Solver1}, Budget: bud}
	for _, p := range []any{regions, phases} {
		js, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(js), "Engine") {
			t.Errorf("default engine in the JSON: %s", js)
		}
	}
	regions.Engine, phases.Engine = ProofNumber, ProofNumber
	if js, _ := json.Marshal(regions); !strings.Contains(string(js), `"Engine":2`) {
		t.Errorf("df-pn not in the JSON: %s", js)
	}

	rows, err := regions.Run(ctx, study.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	p, err := ReadTable1File(files[0])
	if err != nil {
		t.Fatal(err)
	}
	var want [2][]Table1Row
	for i, e := range []Engine{DepthFirst, ProofNumber} {
		if want[i], err = Table1(ctx, p.Name, p.Board, p.Defender, p.Region, bud, e); err != nil {
			t.Fatal(err)
		}
	}
	if len(rows) != 2 || rows[0].Nodes != want[1][0].Nodes || rows[1].Nodes != want[1][1].Nodes || rows[1].RegionSafe != want[1][1].RegionSafe {
		t.Errorf("df-pn study rows %+v, Table1 with df-pn %+v", rows, want[1])
	}
	if want[0][0].Nodes == want[1][0].Nodes {
		t.Errorf("SOLVER 1.0 expands %d nodes with either engine: is the engine used?", want[0][0].Nodes)
	}

	games, err := board.SGFFiles(filepath.Join("..", "..", "..", "shared", "games", "strong-19"))
	if err != nil {
		t.Skipf("no strong games: %v", err)
	}
	if phases.Games, err = study.FilesOf(games[:1]); err != nil {
		t.Fatal(err)
	}
	phases.Budget = Budget{Budget: search.Budget{MaxNodes: 1_000, TTEntries: 1 << 12}, RegionNodes: 200}
	got, err := phases.Run(ctx, study.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := board.ReadSGFFile(games[0])
	if err != nil {
		t.Fatal(err)
	}
	var nodes [2]int64
	for i, e := range []Engine{DepthFirst, ProofNumber} {
		rows, err := Table2(ctx, []*board.Record{rec}, phases.Solvers, phases.Budget, e)
		if err != nil {
			t.Fatal(err)
		}
		for j, r := range rows {
			nodes[i] += r.Nodes
			if e == ProofNumber && (r.Nodes != got[j].Nodes || r.SafePoints != got[j].SafePoints) {
				t.Errorf("%s: df-pn study %+v, Table2 with df-pn %+v", r.Phase, got[j], r)
			}
		}
	}
	if nodes[0] == nodes[1] {
		t.Errorf("Table 2 expands %d nodes with either engine", nodes[0])
	}
}
