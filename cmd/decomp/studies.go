package main

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/soft"
	"github.com/decomplab/decomplab/lib/study"
)

// The studies of `decomp study`, each a thin adapter from the command line's
// studyConfig to a solver package's experiment function.
func init() {
	studies = append(studies,
		paramsStudy("bgf", "binary game forests of the paper's class: Chen's Algorithms 1-3, Estimate and depth-limited Metasearch (then our variants) vs exact Lo (quick: 200 forests, full: 10,000)", bgfParams),
		paramsStudy("oneeye", "one-eye problems: no-DDS vs DDS vs RDS on data/oneeye/toy and standard, per problem and first player (Figs. 7-9)", oneeyeParams),
		paramsStudy("oneeye-tables", "one-eye problems: per collection and method, problems solved, and over the problems every method solved total time, total nodes, nodes per second, decomposition share, no-DDS over this (Tables 1-2)", func(cfg studyConfig) (oneeye.TablesParams, error) {
			p, err := oneeyeParams(cfg)
			return oneeye.TablesParams{StudyParams: p}, err
		}),
		paramsStudy("oneeye-scaling", "one-eye pocket families (k dead pockets; one live among dead, Fig. 5), k = 1..8 (quick: 1..5): nodes of no-DDS, DDS, RDS against k", oneeyeScalingParams),
		paramsStudy("safety-regions", "Table 1 of the partial-regions paper: SOLVER 1.0 vs SOLVER 1.0 + P on data/safety (time, nodes, fully/partly/not proven)", safetyRegionsParams),
		paramsStudy("safety-phases", "Table 2 of the partial-regions paper: proven safe points at End-100 ... End over ../shared/games for its six solvers (quick: 10 games at 5,000 nodes per region search, the paper's 20 s / 10; full: all 67 at lib/safety's budget)", safetyPhasesParams),
		studyDef{"bgf-gnugo", "soft decomposition (Metasearch, each territory rule) on ../shared/games self-play positions after 60, 120, 180 moves: rank of its move among GNU Go's top moves (quick: 4 games, full: all)", studyBGFGNUGo},
		paramsStudy("bgf-endgames", "soft decomposition (each heuristic and Metasearch) against exact play (decomposition search; alpha-beta or ko bounds where a ko arose) on data/endgames: points lost per game, reference undecided from which ply and why", bgfEndgamesParams),
	)
}

// bgfParams are the parameters of lib/bgf's heuristic-quality experiment
// (bgf.QualityStudy: one forest size per worker). Quick: 20 forests per
// size; full: 1,000 per size (10,000 forests).
func bgfParams(cfg studyConfig) (bgf.QualityOptions, error) {
	o := bgf.DefaultQualityOptions()
	o.Seed = cfg.Seed
	if cfg.Scale == "full" {
		o.Forests = 1000
	}
	if cfg.Budget.MaxNodes > 0 {
		o.MaxNodes = cfg.Budget.MaxNodes
	}
	return o, nil
}

// bgfEndgamesParams plays lib/soft's soft-decomposition player against its
// exact player (decomposition search; alpha-beta or the ko
// bounds where a ko arose) from every problem of data/endgames, one problem
// per worker; a row per problem, method and colour.
func bgfEndgamesParams(cfg studyConfig) (soft.PlayParams, error) {
	files, err := board.SGFFiles(filepath.Join(cfg.Data, "endgames"))
	if err != nil {
		return soft.PlayParams{}, fmt.Errorf("%w (run from the repository root or pass --data)", err)
	}
	p := soft.PlayParams{Play: soft.DefaultPlayOptions()}
	if cfg.Budget.MaxNodes > 0 || cfg.Budget.MaxTime > 0 {
		p.Play.Solve = cfg.Budget
	}
	p.Problems, err = study.FilesOf(files)
	return p, err
}

// studyBGFGNUGo compares soft decomposition's moves with GNU Go's top moves
// (soft.TopMoves, GNU Go at level 5 with random seed 1, so that the table
// repeats) on the self-play records in
// <shared>/games/gnugo-selfplay-19, one game per worker.
func studyBGFGNUGo(ctx context.Context, cfg studyConfig) (any, error) {
	files, err := selfPlayFiles(cfg, 4)
	if err != nil {
		return nil, err
	}
	o := soft.DefaultOptions()
	if cfg.Budget.MaxNodes > 0 || cfg.Budget.MaxTime > 0 {
		o.Budget = cfg.Budget
	}
	rules := []soft.Territory{soft.TerritoryDistance, soft.TerritoryBouzy}
	return runRows(ctx, cfg, "bgf-gnugo games", files, func(ctx context.Context, f string) ([]soft.TopMovesRow, error) {
		return soft.TopMoves(ctx, []string{f}, []int{60, 120, 180}, rules, o, "--level", "5", "--seed", "1")
	})
}

// runRows runs f on each item with lib/study (one item per worker) and
// joins the rows in the items' order; the first error stops it. Run this
// way, a study can be split into shards (decomp study --shard).
func runRows[P, R any](ctx context.Context, cfg studyConfig, label string, items []P, f func(context.Context, P) ([]R, error)) ([]R, error) {
	return runRowsByCost(ctx, cfg, label, items, nil, f)
}

// runRowsByCost is runRows for items whose expected costs (in any unit)
// the study can tell: shards are balanced by them.
func runRowsByCost[P, R any](ctx context.Context, cfg studyConfig, label string, items []P, cost func(P) float64, f func(context.Context, P) ([]R, error)) ([]R, error) {
	o := cfg.options(label)
	if cost != nil {
		o.Cost = func(i int) float64 { return cost(items[i]) }
	}
	return study.RunRows(ctx, items, o, f)
}

// safetyBudget turns the command line's budget into lib/safety's, keeping
// its defaults for what is not given.
func safetyBudget(cfg studyConfig) safety.Budget {
	b := safety.DefaultBudget()
	if cfg.Budget.MaxNodes > 0 {
		b.RegionNodes = int(cfg.Budget.MaxNodes) // per search, as the paper's limits are
	}
	if cfg.Budget.MaxTime > 0 {
		b.MaxTime = cfg.Budget.MaxTime
	}
	return b
}

// safetyEngine reads --engine, the region search engine of the safety
// studies (auto, lib/safety's default, if not given).
func safetyEngine(cfg studyConfig) (safety.Engine, error) {
	if cfg.Engine == "" {
		return safety.Auto, nil
	}
	e, err := safety.ParseEngine(cfg.Engine)
	if err != nil {
		return 0, usageError("--engine: %v", err)
	}
	return e, nil
}

// safetyRegionsParams runs lib/safety's Table 1 (SOLVER 1.0 and SOLVER 1.0 + P
// with one budget) on the Table 1 set of data/safety (positions from
// strong games, game-...-b or -w naming the defender, and built ones;
// the rooms are TestSafetyData's), budget safety.Table1Budget of the
// scale (--max-nodes sets the nodes per region search); one position per
// worker. Each row carries the paper's group (1-3, 0 for nothing proven).
func safetyRegionsParams(cfg studyConfig) (safety.RegionsParams, error) {
	files, err := board.SGFFiles(filepath.Join(cfg.Data, "safety"))
	if err != nil {
		return safety.RegionsParams{}, fmt.Errorf("%w (run from the repository root or pass --data)", err)
	}
	files = slices.DeleteFunc(files, func(f string) bool { return strings.HasPrefix(filepath.Base(f), "rooms-") })
	p := safety.RegionsParams{Budget: safety.Table1Budget(cfg.Scale == "full")}
	if p.Engine, err = safetyEngine(cfg); err != nil {
		return safety.RegionsParams{}, err
	}
	if cfg.Budget.MaxNodes > 0 {
		p.Budget.RegionNodes = int(cfg.Budget.MaxNodes) // per search, as the paper's limits are
	}
	if cfg.Budget.MaxTime > 0 {
		p.Budget.MaxTime = cfg.Budget.MaxTime
	}
	p.Positions, err = study.FilesOf(files)
	return p, err
}

// safetyPhasesParams runs lib/safety's Table 2 over the game records in
// --games (default <shared>/games/strong-19, 67 strong games; the first 10
// unless --scale full), all six solvers of the paper's Table 2, one solver
// on one game per worker (and per shard). The budget per search
// defaults to lib/safety's (--max-nodes sets the nodes per region search).
func safetyPhasesParams(cfg studyConfig) (safety.PhasesParams, error) {
	dir := cfg.Games
	if dir == "" {
		dir = filepath.Join(cfg.Shared, "games", "strong-19")
	}
	files, err := board.SGFFiles(dir)
	if err != nil {
		return safety.PhasesParams{}, fmt.Errorf("%w (pass --games or --shared)", err)
	}
	if cfg.Scale != "full" && len(files) > 10 {
		files = files[:10]
	}
	p := safety.PhasesParams{Solvers: safety.Solvers(), Budget: safetyBudget(cfg)}
	if p.Engine, err = safetyEngine(cfg); err != nil {
		return safety.PhasesParams{}, err
	}
	if cfg.Scale != "full" && cfg.Budget.MaxNodes == 0 {
		p.Budget.RegionNodes = quickPhaseNodes
	}
	p.Games, err = study.FilesOf(files)
	return p, err
}

// quickPhaseNodes is safety-phases' search budget per region at the
// quick scale: a tenth of lib/safety's default (the paper's 20 s), as
// BENCHMARKS.md's quick Table 2 is measured.
const quickPhaseNodes = 5_000

// selfPlayFiles lists the GNU Go self-play records in
// <shared>/games/gnugo-selfplay-19 that a study reads: the first quick of
// them unless --scale full.
func selfPlayFiles(cfg studyConfig, quick int) ([]string, error) {
	files, err := board.SGFFiles(filepath.Join(cfg.Shared, "games", "gnugo-selfplay-19"))
	if err != nil {
		return nil, fmt.Errorf("%w (pass --shared)", err)
	}
	if cfg.Scale != "full" && len(files) > quick {
		files = files[:quick]
	}
	return files, nil
}
