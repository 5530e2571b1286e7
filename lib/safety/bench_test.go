package safety

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

func benchSolve(b *testing.B, pos *board.Board, s Solver, bud Budget) {
	b.Helper()
	var res *Result
	for b.Loop() {
		var err error
		res, err = Solve(context.Background(), pos, Options{Solver: s, Budget: bud})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(res.Safe[board.Black].Count()+res.Safe[board.White].Count()), "safe-points")
	b.ReportMetric(float64(res.Nodes), "nodes")
}

// gamePosition is the final position of the first shared self-play game.
func gamePosition(b *testing.B) *board.Board {
	path := filepath.Join(testenv.Shared(b), "games", "gnugo-selfplay-19", "gnugo-selfplay-19x19-001.sgf")
	rec, err := board.ReadSGFFile(path)
	if err != nil {
		b.Skipf("shared game records absent: %v", err)
	}
	pos, err := rec.Position(-1)
	if err != nil {
		b.Fatal(err)
	}
	return pos
}

func BenchmarkBensonGame19(b *testing.B)  { benchSolve(b, gamePosition(b), Benson, Budget{}) }
func BenchmarkStaticGame19(b *testing.B)  { benchSolve(b, gamePosition(b), Static, Budget{}) }
func BenchmarkSolver1Game19(b *testing.B) { benchSolve(b, gamePosition(b), Solver1, Budget{}) }
func BenchmarkPartialGame19(b *testing.B) { benchSolve(b, gamePosition(b), Partial, Budget{}) }

// The 174-point region with 15 miaipairs of RoomsPosition(4, 4, 0).
func BenchmarkSolver1Rooms174(b *testing.B) {
	pos, _ := RoomsPosition(4, 4, 0)
	benchSolve(b, pos, Solver1, Budget{})
}

func BenchmarkPartialRooms174(b *testing.B) {
	pos, _ := RoomsPosition(4, 4, 0)
	benchSolve(b, pos, Partial, Budget{Budget: search.Budget{MaxTime: 60e9, MaxNodes: 50_000_000}})
}

// BenchmarkTable1 runs SOLVER 1.0 + P on every position of data/safety
// (the Table 1 positions) with the default budget.
func BenchmarkTable1(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(dataDir, "rooms-*.sgf"))
	if len(files) == 0 {
		b.Skip("no data/safety positions")
	}
	for _, f := range files {
		pos := readSetup(b, f)
		b.Run(strings.TrimSuffix(filepath.Base(f), ".sgf"), func(b *testing.B) {
			benchSolve(b, pos, Partial, Budget{})
		})
	}
}
