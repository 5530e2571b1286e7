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
// (Benson, static rules, region search, partial regions, open-boundary
// zones: SOLVER 2.0 and 3.0) with the given
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
// The check is repeated until no more region is dropped.
//
// The argument holds for the solvers up to SOLVER 1.0 + P, whose searches
// give the outside away. SOLVER 2.0 and 3.0 add open-boundary zones
// (lib/safety's doc.go), whose proofs do not: a zone's strategy answers
// the attacker's moves on the zone's area Z (the points it claims and its
// dividers, which it searches but does not claim) and on the outside
// liberties L of its blocks that the search counted (the attacker fills
// them one at a time; lib/safety reserves them after the proof, so no
// other proof answers there, and counts none that lies in another proof's
// area or in safe territory). lib/safety reports each zone proof with its
// Z, its blocks and its L (safety.Result.Zones). A region R of such a
// solver is kept by the rule above (its territory closed off, no open
// promised point next to it) and, for every zone whose area or blocks
// meet R, only if every point of the zone's Z and L is kept safe
// territory of c (the exact rule): then every move the zone answers is a
// move inside kept territory, a threat answered as above; any other
// neighbour of R may stay open, since every other proof of the solver
// (the closed-region searches and static rules before and after the
// zones) gives the outside away. A zone's blocks touch its area, so a
// region relying on a zone's blocks meets them; one relying on them
// through a promised miai connection has the open pair next to it and is
// dropped by the rule above. No proof claims a divider or a counted
// liberty, so in practice the rule keeps a zone only when it has neither.
//
// SOLVER 2.0 and 3.0 run their predecessor first (SOLVER 1.0 for SOLVER
// 2.0, SOLVER 1.0 + P for SOLVER 3.0), and lib/safety reports what that
// stage proved (safety.Result.Predecessor): proofs that give the outside
// away, each lying inside one region of the whole run, since safe points
// only grow. SafetyOf keeps the predecessor's regions by the rule above
// together with the later solver's regions by the exact rule: a
// predecessor's region whose enclosing region is dropped is kept alone,
// and then no zone needs an answer inside it, since no zone overlaps a
// proven area or counts a liberty there. Both sets come from the one run,
// also when it stopped early (every proof before the stop holds).
// TestLaterSolverKeepsWhatItsPredecessorKeeps checks that the union keeps
// at least what SafetyOf keeps with the predecessor alone, and
// TestSafetyNeverChangesScore and TestOpenRegionKeptAndScoreUnchanged
// (SOLVER 3.0 keeping a group next to an area through its predecessor)
// that no score changes. The solver's nodes, the stop reason and an error
// (then only Benson's points are safe) are in Safety.Report.
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
		sets := proofsOf(r)
		proven := s.points()
		for _, ps := range sets {
			proven = proven.Union(ps.safe[board.Black]).Union(ps.safe[board.White])
		}
		s = neutralSafety(b, s, sets...)
		s.Report.Nodes, s.Report.Stop = r.Stats.Nodes, r.Stats.Stop
		s.Report.Proven = proven.Count()
		s.Report.Dropped = proven.Minus(s.points()).Count()
		return s
	}
}

// provenSet is what one stage of a safety solver's run proved, by colour
// (index board.Black, board.White): the points safe for the colour, the
// stones of its safe blocks and the points of the miai pairs its proofs
// rely on, and its open-boundary zone proofs (whose strategies answer
// outside the points they claim; none for a stage that gives the outside
// away).
type provenSet struct {
	safe, blocks, committed [3]board.Region
	zones                   []safety.ZoneProof
}

// proofsOf returns the proven sets of a solver's result: the predecessor
// stage's (SOLVER 2.0 and 3.0) and the whole run's.
func proofsOf(r *safety.Result) []provenSet {
	var sets []provenSet
	if p := r.Predecessor; p != nil {
		sets = append(sets, provenSet{safe: p.Safe, blocks: p.SafeBlocks, committed: p.Committed})
	}
	return append(sets, provenSet{safe: r.Safe, blocks: r.SafeBlocks, committed: r.Committed, zones: r.Zones})
}

// points returns every point s proves safe for either colour.
func (s Safety) points() board.Region {
	return s.Stones[board.Black].Union(s.Stones[board.White]).Union(s.Territory[board.Black]).Union(s.Territory[board.White])
}

// neutralSafety extends base (sound) by the score-neutral regions of the
// proven sets (see SafetyOf): each connected part of a set's points of
// one colour beyond base is a region, kept by the rule of its set.
func neutralSafety(b *board.Board, base Safety, sets ...provenSet) Safety {
	type region struct {
		c         board.Color
		set       *provenSet
		stones    board.Region // pts in c's safe blocks
		territory board.Region // the other pts
		dropped   bool
	}
	var regions []*region
	for i := range sets {
		ps := &sets[i]
		for c := board.Black; c <= board.White; c++ {
			extra := ps.safe[c].Minus(base.Stones[c]).Minus(base.Territory[c])
			for _, comp := range extra.Components() {
				regions = append(regions, &region{c: c, set: ps, stones: comp.Intersect(ps.blocks[c]), territory: comp.Minus(ps.blocks[c])})
			}
		}
	}
	on := b.OnBoard()
	kept := func() Safety {
		s := base
		for _, rg := range regions {
			if !rg.dropped {
				s.Stones[rg.c] = s.Stones[rg.c].Union(rg.stones)
				s.Territory[rg.c] = s.Territory[rg.c].Union(rg.territory)
			}
		}
		for c := board.Black; c <= board.White; c++ {
			s.Territory[c] = s.Territory[c].Minus(s.Stones[c])
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
			open := rg.stones.Union(rg.territory).Neighbours(on).Minus(walls).Minus(s.Territory[rg.c])
			if rg.territory.Neighbours(on).Intersects(open) || open.Intersects(rg.set.committed[rg.c]) || !zonesKept(rg.set.zones, rg.c, rg.stones.Union(rg.territory), s.Territory[rg.c]) {
				rg.dropped, changed = true, true
			}
		}
	}
	return kept()
}

// zonesKept reports that every zone proof of colour c whose area or
// blocks meet the region r answers only inside territory, c's kept
// territory (the exact rule of SafetyOf).
func zonesKept(zones []safety.ZoneProof, c board.Color, r, territory board.Region) bool {
	for _, z := range zones {
		if z.Color == c && (z.Area.Intersects(r) || z.Blocks.Intersects(r)) && !z.Area.Union(z.Counted).SubsetOf(territory) {
			return false
		}
	}
	return true
}
