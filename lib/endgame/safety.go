package endgame

import (
	"context"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
)

// BensonSafety proves stones and territories safe with Benson's
// unconditional life (lib/safety): the pass-alive blocks of each colour
// and the regions they enclose whose every empty point is their liberty.
func BensonSafety(b *board.Board) Safety {
	var s Safety
	for c := board.Black; c <= board.White; c++ {
		r := safety.BensonAlive(b, c)
		s.Stones[c-1], s.Territory[c-1] = r.Alive, r.Territory
	}
	return s
}

// SafetyOf returns a SafeFunc running one of lib/safety's solvers (Benson,
// static rules, region search, partial regions). The stronger solvers prove
// points safe if their owner answers every threat; local search never
// plays in safe points, so the areas stay independent, but a threat made
// from inside an area against a safe block is not answered there: for
// exact results on composed problems use BensonSafety. If the solver
// fails (unusable input) nothing is proven.
func SafetyOf(ctx context.Context, solver safety.Solver, budget safety.Budget) SafeFunc {
	return func(b *board.Board) Safety {
		var s Safety
		r, err := safety.Solve(ctx, b, safety.Options{Solver: solver, Budget: budget})
		if err != nil {
			return s
		}
		for c := board.Black; c <= board.White; c++ {
			s.Stones[c-1] = r.SafeBlocks[c]
			s.Territory[c-1] = r.Safe[c].Minus(r.SafeBlocks[c])
		}
		return s
	}
}
