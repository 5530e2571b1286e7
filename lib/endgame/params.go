package endgame

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// SubsetParams are the parameters of the study endgame-subsets
// (SubsetStudy): `decomp study` and notebook 02 build the same value, so
// they share cached rows (study.Params).
type SubsetParams struct {
	Problems study.Files // endgame problems (data/endgames)
	First    board.Color
	Budget   search.Budget
}

// Run runs SubsetStudy on p's problems.
func (p SubsetParams) Run(ctx context.Context, o study.Options) ([]NodeCountRow, error) {
	problems, err := readProblems(p.Problems)
	if err != nil {
		return nil, err
	}
	return SubsetStudy(ctx, problems, p.First, p.Budget, o)
}

// TableSizeParams are the parameters of the study endgame-tt
// (TableSizeStudy), shared by `decomp study` and notebook 02 as
// SubsetParams are.
type TableSizeParams struct {
	Problem      study.Files // one endgame problem (data/endgames/paper-scale.sgf)
	Areas        int         // the problem's first Areas areas are solved
	First        board.Color
	Enhancements Enhancements
	Entries      []int // table sizes (0: unbounded)
	Budget       search.Budget
}

// Run runs TableSizeStudy on p's problem.
func (p TableSizeParams) Run(ctx context.Context, o study.Options) ([]TableSizeRow, error) {
	problems, err := readProblems(p.Problem)
	if err != nil {
		return nil, err
	}
	if len(problems) != 1 {
		return nil, fmt.Errorf("endgame: the table-size study takes one problem, not %d", len(problems))
	}
	return TableSizeStudy(ctx, problems[0], p.Areas, p.First, p.Enhancements, p.Entries, p.Budget, o)
}

// readProblems reads the problems of files (ReadProblem).
func readProblems(files study.Files) ([]*Problem, error) {
	var problems []*Problem
	for _, path := range files.Paths() {
		p, err := ReadProblem(path)
		if err != nil {
			return nil, err
		}
		problems = append(problems, p)
	}
	return problems, nil
}
