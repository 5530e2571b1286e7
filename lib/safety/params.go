package safety

import (
	"context"

	"github.com/decomplab/decomplab/lib/study"
)

// RegionsParams are the parameters of the study safety-regions (Table 1,
// RegionsStudy): `decomp study` and notebook 04 build the same value, so
// they share cached rows (study.Params).
type RegionsParams struct {
	Positions study.Files // SGF positions (data/safety)
	Budget    Budget
	// Engine runs the region searches (Auto, the zero value and the
	// default, is left out of the JSON).
	Engine Engine `json:",omitempty"`
}

// Run runs RegionsStudy on p's positions.
func (p RegionsParams) Run(ctx context.Context, o study.Options) ([]Table1Row, error) {
	return RegionsStudy(ctx, p.Positions.Paths(), p.Budget, p.Engine, o)
}

// PhasesParams are the parameters of the study safety-phases (Table 2,
// PhasesStudy), shared by `decomp study` and notebook 04 as RegionsParams
// are.
type PhasesParams struct {
	Games   study.Files // game records (../shared/games/strong-19)
	Solvers []Solver
	Budget  Budget
	Engine  Engine `json:",omitempty"` // as RegionsParams.Engine
}

// Run runs PhasesStudy on p's games.
func (p PhasesParams) Run(ctx context.Context, o study.Options) ([]Table2Row, error) {
	return PhasesStudy(ctx, p.Games.Paths(), p.Solvers, p.Budget, p.Engine, o)
}
