package endgame

import (
	"context"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
)

// BensonSafety proves stones and territories safe with Benson's
// unconditional life (lib/safety): the pass-alive blocks of each colour
// and the regions they enclose whose every empty point is their liberty.
// Benson's safety needs no answer to any attacker move, so it is sound for
// scoring as it stands: nothing the attacker plays there changes the count.
func BensonSafety(b *board.Board) Safety {
	var s Safety
	for c := board.Black; c <= board.White; c++ {
		r := safety.BensonAlive(b, c)
		s.Stones[c], s.Territory[c] = r.Alive, r.Territory
	}
	return s
}

// SafetyOf returns a SafeFunc that runs one of lib/safety's solvers
// (Benson, static rules, region search, partial regions) and keeps only
// what is sound for scoring (Müller 2001, Section 4.2.2: the defender
// answers every threat, Section 4.2.6 case 1). Benson's safe points are
// always kept. A point the solver proves safe beyond them belongs to a
// connected region R of one colour c (safe blocks and safe territory), and
// R is kept only if it is score-neutral: every point next to R is a stone
// kept safe (by Benson or in another kept region) or territory of c kept
// safe. Then every attacker move that touches R is played inside R; the
// solver's proof gives it an answer inside R that keeps R safe, so the
// attacker's stones there end up captured. Under Japanese rules the pair
// costs the defender the point of the answer and gives it the prisoner of
// the attacker's stone (the point under that stone is territory again);
// under Chinese rules both points stay the defender's area: the pair
// keeps the count, R's value is the integer Constant counts, and the
// attacker's move is a threat answered as in case 1. A region that touches
// an area could be threatened from outside, where the answer inside R
// costs a point without a prisoner (the counterexample of
// TestSafetyNeverChangesScore: paper-scale, 7/5 with Benson, 6/5 when the
// search-proven stones inside area A are taken as walls); such a region is
// dropped and its points are searched as part of the areas. The check is
// repeated until no more region is dropped. If the solver fails (unusable
// input) only Benson's points are safe.
func SafetyOf(ctx context.Context, solver safety.Solver, budget safety.Budget) SafeFunc {
	return func(b *board.Board) Safety {
		s := BensonSafety(b)
		if solver == safety.Benson {
			return s
		}
		r, err := safety.Solve(ctx, b, safety.Options{Solver: solver, Budget: budget})
		if err != nil {
			return s
		}
		return neutralSafety(b, s, r.Safe, r.SafeBlocks)
	}
}

// neutralSafety extends base (sound) by the score-neutral regions of what
// a solver proved: proven[c] are the points safe for colour c, blocks[c]
// the stones of its safe blocks (see SafetyOf).
func neutralSafety(b *board.Board, base Safety, proven, blocks [3]board.Region) Safety {
	type region struct {
		c       board.Color
		pts     board.Region
		dropped bool
	}
	var regions []*region
	for c := board.Black; c <= board.White; c++ {
		extra := proven[c].Minus(base.Stones[c]).Minus(base.Territory[c])
		for _, comp := range extra.Components() {
			regions = append(regions, &region{c: c, pts: comp})
		}
	}
	on := b.OnBoard()
	for changed := true; changed; {
		changed = false
		stones, territory := base.Stones, base.Territory
		for _, rg := range regions {
			if !rg.dropped {
				stones[rg.c] = stones[rg.c].Union(rg.pts.Intersect(blocks[rg.c]))
				territory[rg.c] = territory[rg.c].Union(rg.pts.Minus(blocks[rg.c]))
			}
		}
		walls := stones[board.Black].Union(stones[board.White])
		for _, rg := range regions {
			if rg.dropped {
				continue
			}
			if !rg.pts.Neighbours(on).SubsetOf(walls.Union(territory[rg.c])) {
				rg.dropped, changed = true, true
			}
		}
	}
	s := base
	for _, rg := range regions {
		if !rg.dropped {
			s.Stones[rg.c] = s.Stones[rg.c].Union(rg.pts.Intersect(blocks[rg.c]))
			s.Territory[rg.c] = s.Territory[rg.c].Union(rg.pts.Minus(blocks[rg.c]))
		}
	}
	return s
}
