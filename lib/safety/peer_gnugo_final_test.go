package safety

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// allSolvers returns every solver Solve knows, weakest first.
func allSolvers() []Solver {
	var out []Solver
	b, _ := board.New(2, 2)
	for s := Benson; ; s++ {
		if _, err := Solve(context.Background(), b, Options{Solver: s}); err != nil {
			return out
		}
		out = append(out, s)
	}
}

// gnugoFinalStatus asks GNU Go for the final status of the loaded
// position: the dead stones of each colour and each colour's territory.
func gnugoFinalStatus(e *gtpEngine, b *board.Board) (dead, territory [3]board.Region, err error) {
	points := func(status string) (board.Region, error) {
		var r board.Region
		s, err := e.send("final_status_list %s", status)
		if err != nil {
			return r, err
		}
		return board.ParseGTPRegion(s, b.Width(), b.Height())
	}
	d, err := points("dead")
	if err != nil {
		return dead, territory, err
	}
	for _, c := range []board.Color{board.Black, board.White} {
		dead[c] = d.Intersect(b.Stones(c))
		if territory[c], err = points(strings.ToLower(c.String()) + "_territory"); err != nil {
			return dead, territory, err
		}
	}
	if !d.SubsetOf(b.Stones(board.Black).Union(b.Stones(board.White))) {
		err = errors.New("GNU Go lists an empty point as dead")
	}
	return dead, territory, err
}

// TestSafeAgreesWithGNUGoFinalStatus checks every solver against GNU Go's
// final status at the end of finished games (the strong games and the GNU
// Go self-play games): no point a solver proves safe for a colour is, by
// GNU Go's final_status_list, a dead stone of that colour or territory of
// the other colour. GNU Go's status is a judgement, not a proof, but at
// the end of a game played to a counted result it is rarely wrong, and a
// safe claim it contradicts is worth a look either way. By default the
// first two games of each set with small budgets; with -args -long all of
// them with the default budgets.
func TestSafeAgreesWithGNUGoFinalStatus(t *testing.T) {
	ctx := context.Background()
	var files []string
	for _, set := range []string{"strong-19", "gnugo-selfplay-19"} {
		f, _ := filepath.Glob(filepath.Join(testenv.Shared(t), "games", set, "*.sgf"))
		if !*longTests && len(f) > 2 {
			f = f[:2]
		}
		files = append(files, f...)
	}
	if len(files) == 0 {
		t.Skip("no game records in the shared data")
	}
	// By default 5,000 nodes per region search (as decomp study
	// safety-phases) and 300,000 per position; with -long the defaults.
	bud := Budget{Budget: search.Budget{MaxNodes: 300_000}, RegionNodes: 5_000}
	if *longTests {
		bud = Budget{}
	}
	e := startGNUGo(t)
	solvers := allSolvers()
	var proven, checked [16]int
	for _, f := range files {
		b, err := e.position(f, 0)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(f), err)
		}
		dead, territory, err := gnugoFinalStatus(e, b)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(f), err)
		}
		for _, s := range solvers {
			res, err := Solve(ctx, b, Options{Solver: s, Budget: bud})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []board.Color{board.Black, board.White} {
				safe := res.Safe[c]
				proven[s] += safe.Count()
				checked[s]++
				if bad := safe.Intersect(dead[c]); !bad.IsEmpty() {
					t.Errorf("%s, %v: %v proves safe %s, dead stones by GNU Go\n%s", filepath.Base(f), s, c, gtpList(bad, b.Height()), b)
				}
				if bad := safe.Intersect(territory[c.Opponent()]); !bad.IsEmpty() {
					t.Errorf("%s, %v: %v proves safe %s, %v's territory by GNU Go\n%s", filepath.Base(f), s, c, gtpList(bad, b.Height()), c.Opponent(), b)
				}
			}
		}
	}
	for _, s := range solvers {
		t.Logf("%v: %d points proven safe over %d games, none dead or the other colour's territory by GNU Go", s, proven[s], checked[s]/2)
	}
}
