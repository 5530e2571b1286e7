package bgf

import (
	"context"

	"github.com/decomplab/decomplab/lib/study"
)

// QualityStudy runs HeuristicQuality with lib/study, one forest size per
// worker, and joins the rows in the order of o.Sizes. It is the run of
// `decomp study bgf` and of notebook 05, so the two share cached rows.
func QualityStudy(ctx context.Context, o QualityOptions, so study.Options) ([]QualityRow, error) {
	return study.RunRows(ctx, o.Sizes, so, func(ctx context.Context, n int) ([]QualityRow, error) {
		one := o
		one.Sizes = []int{n}
		return HeuristicQuality(ctx, one)
	})
}
