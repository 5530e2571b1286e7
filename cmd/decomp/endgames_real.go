package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

func init() {
	studies = append(studies, studyDef{"endgames-real",
		"decomposition search (partial-regions safety) on ../shared/games/strong-19 at 0, 5, 10, 20, 30, 40 moves before the end: decomposes, solved, time, largest area, what blocks the solve, points lost (quick: 10 games, full: all)",
		runEndgamesRealStudy},
		studyDef{"endgames-real-moves",
			"the moves that lost points in the solved endings of ../shared/games/strong-19: walking back from the end while the positions are solved (at most 40 moves), each move's loss against optimal play (quick: 10 games, full: all)",
			runEndgamesRealMovesStudy})
}

// realMovesLimit is the most moves endgames-real-moves walks back.
const realMovesLimit = 40

// realBefore are the numbers of moves before the end the study analyses.
var realBefore = []int{0, 5, 10, 20, 30, 40}

// runEndgamesRealStudy analyses the strong games' endgames
// (endgame.RealGame), one game per worker: the safety is SafetyOf with
// the partial-regions solver, the strongest the endgame package offers,
// with lib/safety's default budget (nodes only, so rows do not depend on
// the machine's load; --max-nodes replaces its nodes per region search,
// --time-limit adds a time limit); each local search has 1,000,000 nodes
// and the default area limit.
func runEndgamesRealStudy(ctx context.Context, cfg studyConfig) (any, error) {
	files, err := realGameFiles(cfg)
	if err != nil {
		return nil, err
	}
	return runRows(ctx, cfg, "endgames-real games", files, func(ctx context.Context, file string) ([]endgame.RealRow, error) {
		name, rec, o, err := realGame(ctx, cfg, file)
		if err != nil {
			return nil, err
		}
		return endgame.RealGame(ctx, name, rec, realBefore, o)
	})
}

// runEndgamesRealMovesStudy lists the moves of the strong games' solved
// endings with the points each lost (endgame.RealMoves), with the
// options of endgames-real.
func runEndgamesRealMovesStudy(ctx context.Context, cfg studyConfig) (any, error) {
	files, err := realGameFiles(cfg)
	if err != nil {
		return nil, err
	}
	return runRows(ctx, cfg, "endgames-real-moves games", files, func(ctx context.Context, file string) ([]endgame.PlayedMove, error) {
		name, rec, o, err := realGame(ctx, cfg, file)
		if err != nil {
			return nil, err
		}
		return endgame.RealMoves(ctx, name, rec, realMovesLimit, o)
	})
}

// realGameFiles lists the strong games of the scale (quick: the first 10).
func realGameFiles(cfg studyConfig) ([]string, error) {
	files, err := board.SGFFiles(filepath.Join(cfg.Shared, "games", "strong-19"))
	if err != nil {
		return nil, fmt.Errorf("%w (pass --shared)", err)
	}
	if cfg.Scale != "full" && len(files) > 10 {
		files = files[:10]
	}
	return files, nil
}

// realGame reads one game and returns its name and the endgame options of
// the real-game studies.
func realGame(ctx context.Context, cfg studyConfig, file string) (string, *board.Record, endgame.Options, error) {
	rec, err := board.ReadSGFFile(file)
	if err != nil {
		return "", nil, endgame.Options{}, err
	}
	o := endgame.Options{
		Budget: search.Budget{MaxNodes: 1_000_000},
		Safety: endgame.SafetyOf(ctx, safety.Partial, safetyBudget(cfg)),
	}
	return strings.TrimSuffix(filepath.Base(file), ".sgf"), rec, o, nil
}
