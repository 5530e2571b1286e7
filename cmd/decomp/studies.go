package main

import (
	"context"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/study"
)

// The studies of `decomp study`, each a thin adapter from the command line's
// studyConfig to a solver package's experiment function.
func init() {
	studies = append(studies,
		studyDef{"bgf", "binary game forests: heuristics 1-3, Estimate and depth-limited Metasearch vs exact Lo (quick: 200 forests, full: 10,000)", studyBGF},
	)
}

// studyBGF runs lib/bgf's heuristic-quality experiment, one forest size per
// worker. Quick: 20 forests per size; full: 1,000 per size (10,000 forests).
func studyBGF(ctx context.Context, cfg studyConfig) (any, error) {
	o := bgf.DefaultQualityOptions()
	o.Seed = cfg.Seed
	if cfg.Scale == "full" {
		o.Forests = 1000
	}
	if cfg.Budget.MaxNodes > 0 {
		o.MaxNodes = int(cfg.Budget.MaxNodes)
	}
	type sized struct {
		rows []bgf.QualityRow
		err  error
	}
	perSize, err := study.Run(ctx, o.Sizes, study.Options{Workers: cfg.Workers, Progress: cfg.Progress, Label: "bgf forest sizes"},
		func(ctx context.Context, n int) sized {
			one := o
			one.Sizes = []int{n}
			rows, err := bgf.HeuristicQuality(ctx, one)
			return sized{rows, err}
		})
	if err != nil {
		return nil, err
	}
	var rows []bgf.QualityRow
	for _, s := range perSize {
		if s.err != nil {
			return nil, s.err
		}
		rows = append(rows, s.rows...)
	}
	return rows, nil
}
