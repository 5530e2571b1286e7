package main

import (
	"fmt"
	"path/filepath"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/study"
)

func init() {
	studies = append(studies,
		paramsStudy("endgames-real",
			"decomposition search (partial-regions safety) on ../shared/games/strong-19 at 0, 5, 10, 20, 30, 40 moves before the end: decomposes, solved, time, largest area, what blocks the solve, points lost (quick: 10 games, full: all)",
			realParams),
		paramsStudy("endgames-real-moves",
			"the moves that lost points in the solved endings of ../shared/games/strong-19: walking back from the end while the positions are solved (at most 40 moves), each move's loss against optimal play (quick: 10 games, full: all)",
			func(cfg studyConfig) (endgame.RealMovesParams, error) {
				p, err := realParams(cfg)
				return endgame.RealMovesParams{RealParams: p, Limit: realMovesLimit}, err
			}),
		paramsStudy("endgames-real-assumed",
			"endgames-real under an assumption instead of the sound safety: the status at the count (GNU Go's final_status_list of each game's final position; needs GNU Go); rows name their safety, and every exact value is checked by alpha-beta, the final score minus komi against the recorded result",
			func(cfg studyConfig) (endgame.RealParams, error) {
				p, err := realParams(cfg)
				p.Assume = endgame.StatusAtCount
				return p, err
			}),
		paramsStudy("endgames-real-moves-assumed",
			"endgames-real-moves under the status at the count (as endgames-real-assumed): the moves that lost points in the endings solved under that assumption",
			func(cfg studyConfig) (endgame.RealMovesParams, error) {
				p, err := realParams(cfg)
				p.Assume = endgame.StatusAtCount
				return endgame.RealMovesParams{RealParams: p, Limit: realMovesLimit}, err
			}))
}

// realMovesLimit is the most moves endgames-real-moves walks back.
const realMovesLimit = 40

// realParams are the parameters of the real-game studies
// (endgame.DefaultRealParams): the strong games of the scale (quick: the
// first 10), SOLVER 1.0 + P (--safety names another solver) with lib/safety's default budget (nodes only,
// so rows do not depend on the machine's load; --max-nodes replaces its
// nodes per region search, --time-limit adds a time limit).
func realParams(cfg studyConfig) (endgame.RealParams, error) {
	files, err := board.SGFFiles(filepath.Join(cfg.Shared, "games", "strong-19"))
	if err != nil {
		return endgame.RealParams{}, fmt.Errorf("%w (pass --shared)", err)
	}
	if cfg.Scale != "full" && len(files) > 10 {
		files = files[:10]
	}
	games, err := study.FilesOf(files)
	if err != nil {
		return endgame.RealParams{}, err
	}
	p := endgame.DefaultRealParams(games)
	p.SafetyBudget = safetyBudget(cfg)
	if cfg.Safety != "" {
		if p.Safety, err = safety.ParseSolver(cfg.Safety); err != nil {
			return endgame.RealParams{}, usageError("--safety: %v", err)
		}
	}
	return p, nil
}
