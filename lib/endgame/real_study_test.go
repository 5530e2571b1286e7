package endgame

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// strongGame is a game of ../shared/games/strong-19 whose last 20
// positions are solved (its final position is Benson-safe).
const strongGame = "strong-19-035"

// TestRealGameAgreesWithAlphaBeta checks every exact value of the study
// on a strong game against full-board alpha-beta (the same safety and
// areas; all four enhancements), each player first, at 0, 5, 10 and 20
// moves before the end: every position solved is compared where
// alpha-beta finishes, and at least one is.
func TestRealGameAgreesWithAlphaBeta(t *testing.T) {
	ctx := context.Background()
	rec, err := board.ReadSGFFile(filepath.Join("..", "..", "..", "shared", "games", "strong-19", strongGame+".sgf"))
	if err != nil {
		t.Skip(err)
	}
	o, _, err := recordRules(strongGame, rec, RealOptions{Options: Options{Budget: search.Budget{MaxNodes: 1e6}, Safety: SafetyOf(ctx, safety.Partial, safety.Budget{})}})
	if err != nil {
		t.Fatal(err)
	}
	compared := 0
	for _, k := range []int{0, 5, 10, 20} {
		b, err := rec.Position(len(rec.Moves) - k)
		if err != nil {
			t.Fatal(err)
		}
		an, err := Analyze(ctx, b, o.Options)
		if err != nil {
			t.Fatal(err)
		}
		if !an.Solved() {
			t.Errorf("k = %d: not solved: %v", k, an.Blocker)
			continue
		}
		d := an.Decomposition
		for _, first := range []board.Color{board.Black, board.White} {
			ab, err := AlphaBeta(ctx, b, d, d.Areas, first, ABOptions{Rules: o.Rules, Budget: search.Budget{MaxNodes: 2e5}, Enhancements: AllEnhancements()})
			if errors.Is(err, ErrBudget) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			compared++
			if ab.Score != an.Score(first) {
				t.Errorf("k = %d, %v first: decomposition search %d, alpha-beta %d", k, first, an.Score(first), ab.Score)
			}
		}
	}
	if compared == 0 {
		t.Fatal("alpha-beta finished on no position")
	}
}

// RealParams.Run, RealShares and RealMovesParams.Run with
// RealGameLosses on the strong game: every position solved; the final
// position's score minus komi is the recorded result; the points lost by
// the moves sum to the score difference between the first solved
// position and the final one (each player's loss counted against it).
func TestRealStudyOnStrongGame(t *testing.T) {
	ctx := context.Background()
	games, err := study.FilesOf([]string{filepath.Join("..", "..", "..", "shared", "games", "strong-19", strongGame+".sgf")})
	if err != nil {
		t.Fatal(err)
	}
	p := DefaultRealParams(games)
	p.Before = []int{0, 5, 10}
	rows, err := p.Run(ctx, study.Options{Workers: 1})
	if err != nil {
		t.Skip(err)
	}
	shares := RealShares(rows)
	if len(shares) != 3 || shares[0].Solved != 1 || shares[2].Percent != 100 {
		t.Fatalf("shares %+v", shares)
	}
	final := rows[0]
	if got := float64(final.Score) - final.Komi; !final.Solved || got >= 0 || final.Recorded != "W+3.5" || got != -3.5 {
		t.Errorf("final position: score %d, komi %v, recorded %q", final.Score, final.Komi, final.Recorded)
	}
	mp := RealMovesParams{RealParams: p, Limit: 10}
	moves, err := mp.Run(ctx, study.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	losses := RealGameLosses(moves)
	if len(moves) != 10 || len(losses) != 1 || losses[0].Moves != 10 {
		t.Fatalf("%d moves, losses %+v", len(moves), losses)
	}
	// Black's losses lower the score, White's raise it
	if got, want := -losses[0].BlackLost+losses[0].WhiteLost, final.Score-rows[2].Score; got != want {
		t.Errorf("moves lost %d net for Black, the scores say %d (%+v)", got, want, losses[0])
	}
}

// TestRealParamsIn: the small scale names the given games with the given
// moves and safety nodes; the full scale is every game of the folder with
// the study's defaults, the parameters decomp study --scale full builds.
func TestRealParamsIn(t *testing.T) {
	dir := filepath.Dir(testenv.Shared(t, "games", "strong-19", strongGame+".sgf"))
	p, err := RealParamsIn(dir, false, []string{strongGame}, []int{0, 10}, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Games.Paths(); len(got) != 1 || got[0] != filepath.Join(dir, strongGame+".sgf") {
		t.Errorf("games %v, want %s", got, strongGame)
	}
	if len(p.Before) != 2 || p.SafetyBudget.MaxNodes != 1000 || p.SafetyBudget.RegionNodes != 5000 {
		t.Errorf("small scale: before %v, safety budget %+v", p.Before, p.SafetyBudget)
	}
	full, err := RealParamsIn(dir, true, nil, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	files, err := board.SGFFiles(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(full.Games.Names) != len(files) || len(full.Before) != len(DefaultRealBefore) || full.SafetyBudget != safety.DefaultBudget() {
		t.Errorf("full scale: %d games of %d, before %v, safety budget %+v", len(full.Games.Names), len(files), full.Before, full.SafetyBudget)
	}
	if _, err := RealParamsIn(filepath.Join(dir, "missing"), true, nil, nil, 0); err == nil {
		t.Errorf("a missing folder gives no error")
	}
}
