package safety

import (
	"context"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/study"
)

// RegionsStudy runs Table1 on every position file (SGF, one position each)
// with one budget, one position per worker of o, and returns the rows in
// the files' order. The file's base name names the position; a name ending
// in "-w" has White defend, any other Black (the rooms of data/safety).
func RegionsStudy(ctx context.Context, files []string, bud Budget, o study.Options) ([]Table1Row, error) {
	return study.RunRows(ctx, files, o, func(ctx context.Context, file string) ([]Table1Row, error) {
		rec, err := board.ReadSGFFile(file)
		if err != nil {
			return nil, err
		}
		b, err := rec.Position(0)
		if err != nil {
			return nil, err
		}
		name := strings.TrimSuffix(filepath.Base(file), ".sgf")
		c := board.Black
		if strings.HasSuffix(name, "-w") {
			c = board.White
		}
		return Table1(ctx, name, b, c, bud)
	})
}

// PhasesStudy runs Table2 over the game records in files for each solver,
// one solver per worker of o, and returns the rows solver by solver.
func PhasesStudy(ctx context.Context, files []string, solvers []Solver, bud Budget, o study.Options) ([]Table2Row, error) {
	var games []*board.Record
	for _, f := range files {
		rec, err := board.ReadSGFFile(f)
		if err != nil {
			return nil, err
		}
		games = append(games, rec)
	}
	return study.RunRows(ctx, solvers, o, func(ctx context.Context, s Solver) ([]Table2Row, error) {
		return Table2(ctx, games, []Solver{s}, bud)
	})
}
