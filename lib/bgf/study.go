package bgf

import (
	"context"

	"github.com/decomplab/decomplab/lib/study"
)

// QualityStudy runs HeuristicQuality with lib/study, one forest size per
// worker, and joins the rows in the order of o.Sizes. Shards are balanced
// by n² (a size's cost grows with it: 0.06 s at 2 trees, 1.8 s at 20 at
// the quick scale on one core) unless so.Cost is set.
func QualityStudy(ctx context.Context, o QualityOptions, so study.Options) ([]QualityRow, error) {
	if so.Cost == nil {
		so.Cost = func(i int) float64 { n := o.Sizes[i]; return float64(n * n) }
	}
	return study.RunRows(ctx, o.Sizes, so, func(ctx context.Context, n int) ([]QualityRow, error) {
		one := o
		one.Sizes = []int{n}
		return HeuristicQuality(ctx, one)
	})
}

// Run runs QualityStudy: the options are the parameters of the study bgf,
// which `decomp study` and notebook 05 build alike and so share cached
// rows (study.Params).
func (o QualityOptions) Run(ctx context.Context, so study.Options) ([]QualityRow, error) {
	return QualityStudy(ctx, o, so)
}
