package soft

import (
	"context"

	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/study"
)

// PlayStudy runs Play with lib/study, one problem per worker, and joins
// the rows in the problems' order. It is the run of `decomp study
// bgf-endgames` and of notebook 05.
func PlayStudy(ctx context.Context, problems []*endgame.Problem, o PlayOptions, so study.Options) ([]Row, error) {
	return study.RunRows(ctx, problems, so, func(ctx context.Context, p *endgame.Problem) ([]Row, error) {
		return Play(ctx, []*endgame.Problem{p}, o)
	})
}
