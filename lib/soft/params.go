package soft

import (
	"context"

	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/study"
)

// PlayParams are the parameters of the study bgf-endgames (PlayStudy):
// `decomp study` and notebook 05 build the same value, so they share
// cached rows (study.Params).
type PlayParams struct {
	Problems study.Files // endgame problems (data/endgames)
	Play     PlayOptions
}

// Run reads p's problems and runs PlayStudy on them.
func (p PlayParams) Run(ctx context.Context, o study.Options) ([]Row, error) {
	var problems []*endgame.Problem
	for _, f := range p.Problems.Paths() {
		pr, err := endgame.ReadProblem(f)
		if err != nil {
			return nil, err
		}
		problems = append(problems, pr)
	}
	return PlayStudy(ctx, problems, p.Play, o)
}
