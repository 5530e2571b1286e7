package endgame

import (
	"context"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
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
	s.Report.Solver = safety.Benson
	return s
}

// SafetyReport is what the safety solver of a Safety did: the solver, its
// search nodes, why it stopped early (search.Stop: its node budget, or
// the context) and whether it failed, and how many of the points it
// proved were not kept (not score-neutral, see SafetyOf). A stopped or
// failed solver still gives a sound Safety (what was proven before the
// stop, or Benson's), only a weaker one: the report says so instead of
// silently falling back.
type SafetyReport struct {
	Solver safety.Solver `json:"solver"`
	Nodes  int64         `json:"nodes,omitempty"`
	Stop   search.Stop   `json:"stop,omitempty"`
	// Err is the solver's error (unusable input): only Benson's points
	// are safe then.
	Err string `json:"error,omitempty"`
	// Proven counts the points the solver proved safe for either colour,
	// Dropped those of them SafetyOf did not keep.
	Proven  int `json:"proven"`
	Dropped int `json:"dropped,omitempty"`
	// Assumed names the assumption the Safety rests on (CountStatus.Name:
	// AssumedSafety); empty for a sound Safety. Solver, Nodes and Stop
	// are then unused, and Proven counts the points assumed safe.
	Assumed string `json:"assumed,omitempty"`
}

// Kind is the safety's name in result rows: SoundSafety, or the name of
// the assumption it rests on.
func (r SafetyReport) Kind() string {
	if r.Assumed != "" {
		return r.Assumed
	}
	return SoundSafety
}

// Incomplete reports that the solver stopped early or failed.
func (r SafetyReport) Incomplete() bool { return r.Stop.Early() || r.Err != "" }

// SafetyOf returns a SafeFunc that runs one of lib/safety's solvers
// (Benson, static rules, region search, partial regions) with the given
// budget (lib/safety's default budget counts nodes and has no time limit,
// so the result does not depend on the machine's load) and keeps only what
// is sound for scoring (Müller 2001, Section 4.2.2: the defender answers
// every threat, Section 4.2.6 case 1). Benson's safe points are always
// kept. A point the solver proves safe beyond them belongs to a connected
// region R of one colour c (safe blocks and safe territory, the attacker's
// dead stones included), and R is kept if it is score-neutral, that is if
// no attacker move outside R needs an answer inside R:
//
//   - every territory point of R (a point of R not in a block of c) has
//     only neighbours in R, kept safe stones or c's kept territory: the
//     attacker can reach R's territory only by playing inside it;
//   - no point next to R is a point of a miai pair the solver's proofs
//     rely on (safety.Result.Committed), unless it is kept safe:
//     such a point is the one place outside R where an attacker move
//     must be answered.
//
// Every other dependence of a proof on the outside is given away in
// advance: lib/safety's searches let the attacker fill the outside
// liberties of the boundary blocks at any time (its doc.go, SOLVER 1.0),
// so an attacker move next to R's blocks needs no answer, and R's blocks
// are walls for the areas around them. An attacker move inside R gets at
// most one answer inside R from the solver's proof, and its stone ends
// captured or dead: under Japanese rules the answer costs the defender a
// point and the stone gives it a prisoner (the point under it is
// territory again), under Chinese rules both points stay the defender's
// area, so each such pair keeps the count and the attacker's move is a
// threat answered as in case 1. (The rule kept before this one asked every
// point next to R to be safe; it is the special case of an R with no
// open neighbour.) A region that fails either test could be threatened
// from outside, where the answer inside R costs a point without a
// prisoner (the counterexample of TestSafetyNeverChangesScore:
// paper-scale, 7/5 with Benson, 6/5 when the stones that the static
// solver proves inside area A, through a miai pair there, are taken as
// walls); it is dropped and its points are searched as part of the areas.
// The check is repeated until no more region is dropped. The argument
// holds for the solvers up to SOLVER 1.0 + P, whose searches give the
// outside away; a solver that counts outside liberties (open-boundary
// zones: any solver after safety.Partial) keeps a region only if every
// point next to it is kept safe, the rule before this one. The solver's
// nodes, its stop reason and an error (then only Benson's points are safe)
// are in Safety.Report.
func SafetyOf(ctx context.Context, solver safety.Solver, budget safety.Budget) SafeFunc {
	return func(b *board.Board) Safety {
		s := BensonSafety(b)
		if solver == safety.Benson {
			return s
		}
		s.Report.Solver = solver
		r, err := safety.Solve(ctx, b, safety.Options{Solver: solver, Budget: budget})
		if err != nil {
			s.Report.Err = err.Error()
			return s
		}
		s = neutralSafety(b, s, r.Safe, r.SafeBlocks, r.Committed, solver <= safety.Partial)
		s.Report.Nodes, s.Report.Stop = r.Stats.Nodes, r.Stats.Stop
		s.Report.Proven = r.Safe[board.Black].Union(r.Safe[board.White]).Count()
		s.Report.Dropped = r.Safe[board.Black].Union(r.Safe[board.White]).Minus(s.points()).Count()
		return s
	}
}

// points returns every point s proves safe for either colour.
func (s Safety) points() board.Region {
	return s.Stones[board.Black].Union(s.Stones[board.White]).Union(s.Territory[board.Black]).Union(s.Territory[board.White])
}

// neutralSafety extends base (sound) by the score-neutral regions of what
// a solver proved: proven[c] are the points safe for colour c, blocks[c]
// the stones of its safe blocks, committed[c] the points of the miai pairs
// its proofs rely on; openOutside reports that the proofs give every
// outside liberty away, so that a region may touch an area (see
// SafetyOf).
func neutralSafety(b *board.Board, base Safety, proven, blocks, committed [3]board.Region, openOutside bool) Safety {
	type region struct {
		c         board.Color
		pts       board.Region
		territory board.Region // pts outside c's safe blocks
		dropped   bool
	}
	var regions []*region
	for c := board.Black; c <= board.White; c++ {
		extra := proven[c].Minus(base.Stones[c]).Minus(base.Territory[c])
		for _, comp := range extra.Components() {
			regions = append(regions, &region{c: c, pts: comp, territory: comp.Minus(blocks[c])})
		}
	}
	on := b.OnBoard()
	kept := func() Safety {
		s := base
		for _, rg := range regions {
			if !rg.dropped {
				s.Stones[rg.c] = s.Stones[rg.c].Union(rg.pts.Intersect(blocks[rg.c]))
				s.Territory[rg.c] = s.Territory[rg.c].Union(rg.territory)
			}
		}
		return s
	}
	for changed := true; changed; {
		changed = false
		s := kept()
		for _, rg := range regions {
			if rg.dropped {
				continue
			}
			walls := s.Stones[board.Black].Union(s.Stones[board.White])
			open := rg.pts.Neighbours(on).Minus(walls).Minus(s.Territory[rg.c])
			if rg.territory.Neighbours(on).Intersects(open) || open.Intersects(committed[rg.c]) || !openOutside && !open.IsEmpty() {
				rg.dropped, changed = true, true
			}
		}
	}
	return kept()
}
