package safety

import (
	"context"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/study"
)

// RegionsStudy runs Table1 on every position file (ReadTable1File) with
// one budget and region search engine, one position per worker of o, and
// returns the rows in the files' order.
func RegionsStudy(ctx context.Context, files []string, bud Budget, engine Engine, o study.Options) ([]Table1Row, error) {
	return study.RunRows(ctx, files, o, func(ctx context.Context, file string) ([]Table1Row, error) {
		p, err := ReadTable1File(file)
		if err != nil {
			return nil, err
		}
		return Table1(ctx, p.Name, p.Board, p.Defender, p.Region, bud, engine)
	})
}

// Table1Position is one position of a Table 1 set.
type Table1Position struct {
	Name     string // the file's base name without .sgf
	Board    *board.Board
	Defender board.Color
	// Region is the Table 1 region, the points marked with triangles (TR)
	// in the file; empty if none are marked (Table1 then takes
	// TableRegion).
	Region board.Region
}

// ReadTable1File reads a position of a Table 1 set: an SGF setup (its
// moves are not played) whose file name ends in "-w" when White defends
// (Black otherwise, as in the rooms of data/safety), with the Table 1
// region marked by triangles.
func ReadTable1File(file string) (Table1Position, error) {
	rec, err := board.ReadSGFFile(file)
	if err != nil {
		return Table1Position{}, err
	}
	b, err := rec.Position(0)
	if err != nil {
		return Table1Position{}, err
	}
	p := Table1Position{Name: strings.TrimSuffix(filepath.Base(file), ".sgf"), Board: b, Defender: board.Black, Region: rec.Markup.TR}
	if strings.HasSuffix(p.Name, "-w") {
		p.Defender = board.White
	}
	return p, nil
}

// PhasesStudy runs Table2 over the game records in files for each
// solver, its region searches run by engine: one solver on one game per
// problem of o (so a sharded study splits by game as well as by solver),
// and returns the sums by solver and phase (SumTable2), solver by solver.
func PhasesStudy(ctx context.Context, files []string, solvers []Solver, bud Budget, engine Engine, o study.Options) ([]Table2Row, error) {
	var games []*board.Record
	for _, f := range files {
		rec, err := board.ReadSGFFile(f)
		if err != nil {
			return nil, err
		}
		games = append(games, rec)
	}
	type problem struct {
		solver Solver
		game   int
	}
	var problems []problem
	for _, s := range solvers {
		for g := range games {
			problems = append(problems, problem{s, g})
		}
	}
	if o.Cost == nil {
		// Searching solvers cost far more than Benson and the static rules.
		weight := map[Solver]float64{Benson: 1, Static: 2, Solver1: 50, Partial: 60, Solver2: 80, Solver3: 100}
		o.Cost = func(i int) float64 { return weight[problems[i].solver] }
	}
	rows, err := study.RunRows(ctx, problems, o, func(ctx context.Context, p problem) ([]Table2Row, error) {
		return Table2Game(ctx, games[p.game], p.solver, bud, engine)
	})
	if err != nil {
		return nil, err
	}
	return SumTable2(rows), nil
}
