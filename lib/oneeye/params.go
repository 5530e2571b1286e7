package oneeye

import (
	"context"

	"github.com/decomplab/decomplab/lib/study"
)

// StudyParams are the parameters of the study oneeye (Tables 1-2, Figs.
// 7-9): `decomp study` and notebook 03 build the same value, so they share
// cached rows (study.Params).
type StudyParams struct {
	Collections study.Files // collection folders (data/oneeye: toy, standard)
	Limit       int         // the first problems of each collection (0: all)
	// DDSOnly adds no-DDS with DDSOnlyKnowledge on every problem, for
	// comparison.
	DDSOnly bool
	Options Options
}

// Jobs lists the study's searches: per collection, CollectionJobs, then
// (DDSOnly) no-DDS with DDSOnlyKnowledge on the same problems.
func (p StudyParams) Jobs() ([]Job, error) {
	var js []Job
	for _, name := range p.Collections.Names {
		coll, err := CollectionJobs(p.Collections.Dir, p.Limit, name)
		if err != nil {
			return nil, err
		}
		js = append(js, coll...)
		if !p.DDSOnly {
			continue
		}
		for _, j := range coll {
			if j.Method == NoDDS {
				j.Knowledge = DDSOnlyKnowledge
				js = append(js, j)
			}
		}
	}
	return js, nil
}

// Run runs the study's searches (RunJobs), one per worker.
func (p StudyParams) Run(ctx context.Context, o study.Options) ([]Row, error) {
	js, err := p.Jobs()
	if err != nil {
		return nil, err
	}
	return RunJobs(ctx, js, p.Options, o)
}

// TablesParams are the parameters of the study oneeye-tables: the oneeye
// study's, whose rows it totals (Tables).
type TablesParams struct {
	StudyParams
}

// Run runs the oneeye study and totals its rows per collection and method.
func (p TablesParams) Run(ctx context.Context, o study.Options) ([]TableRow, error) {
	rows, err := p.StudyParams.Run(ctx, o)
	if err != nil {
		return nil, err
	}
	return Tables(rows), nil
}

// ScalingParams are the parameters of the study oneeye-scaling (the pocket
// families of ScalingJobs, k = 1..MaxK), shared by `decomp study` and
// notebook 03 as StudyParams are.
type ScalingParams struct {
	MaxK    int
	Options Options
}

// Run runs the scaling study's searches, one per worker.
func (p ScalingParams) Run(ctx context.Context, o study.Options) ([]Row, error) {
	js, err := ScalingJobs(p.MaxK)
	if err != nil {
		return nil, err
	}
	return RunJobs(ctx, js, p.Options, o)
}
