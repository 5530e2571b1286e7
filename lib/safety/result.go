package safety

import (
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// Solver selects the method that proves points safe.
type Solver int

// The solvers. On the same position with the same budget each proves at
// least what the solvers it builds on prove: Static ⊇ Benson, Solver1 ⊇
// Static, Partial ⊇ Solver1 (checked, not by construction), Solver2 ⊇
// Solver1 and Solver3 ⊇ Partial (by construction: they start from that
// solver's result). Solver2 and Partial are not comparable.
const (
	Benson  Solver = iota // Benson's unconditional life (pass-alive)
	Static                // static rules: Benson on miai-connected chains
	Solver1               // SOLVER 1.0: region search with merging
	Partial               // SOLVER 1.0 + P: partial regions split at miaipairs
	Solver2               // SOLVER 2.0: SOLVER 1.0 and open-boundary zones
	Solver3               // SOLVER 3.0: SOLVER 2.0 + P (SOLVER 1.0 + P and open-boundary zones)
)

// Solvers returns every solver in the order of the rows of the paper's
// Table 2: benson, static, solver1, solver2, partial, solver3.
func Solvers() []Solver { return []Solver{Benson, Static, Solver1, Solver2, Partial, Solver3} }

var solverNames = [...]string{"benson", "static", "solver1", "partial", "solver2", "solver3"}

func (s Solver) String() string {
	if s >= 0 && int(s) < len(solverNames) {
		return solverNames[s]
	}
	return fmt.Sprintf("Solver(%d)", int(s))
}

// ParseSolver reads a solver name: benson, static, solver1, solver2,
// partial or solver3.
func ParseSolver(s string) (Solver, error) {
	for i, n := range solverNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Solver(i), nil
		}
	}
	return 0, fmt.Errorf("unknown solver %q (want benson, static, solver1, solver2, partial or solver3)", s)
}

// Budget limits the searches of Solver1 and Partial: the shared
// search.Budget (MaxNodes and MaxTime over the whole Solve call, TTEntries
// per region search) and the per-region limits of this package. Zero
// fields take the defaults of DefaultBudget.
type Budget struct {
	search.Budget
	RegionNodes int // search nodes for one region or partial region
	// MaxRegionSize and MaxMergeSize, if set, are the largest region
	// searched as a whole and the largest union of related regions
	// searched together; 0 (the default) means no limit but the nodes.
	MaxRegionSize int
	MaxMergeSize  int
}

// DefaultBudget returns the budget used for zero fields: 2,000,000 nodes
// per Solve call and no time limit (so results do not depend on the
// machine's load), 2^20 transposition-table entries per region search, and
// 50,000 nodes per region search: the paper's 20 s per search (Table 2)
// at the 2,000-3,000 nodes per second of its Table 1. No size limit:
// MaxRegionSize and MaxMergeSize are 0, the node budget decides.
func DefaultBudget() Budget {
	return Budget{
		Budget: search.Budget{
			MaxNodes:  2_000_000,
			TTEntries: 1 << 20,
		},
		RegionNodes: 50_000,
	}
}

func (b Budget) withDefaults() Budget {
	d := DefaultBudget()
	if b.MaxNodes > 0 {
		d.MaxNodes = b.MaxNodes
	}
	if b.MaxTime > 0 {
		d.MaxTime = b.MaxTime
	}
	if b.TTEntries > 0 {
		d.TTEntries = b.TTEntries
	}
	if b.RegionNodes > 0 {
		d.RegionNodes = b.RegionNodes
	}
	if b.MaxRegionSize > 0 {
		d.MaxRegionSize = b.MaxRegionSize
	}
	if b.MaxMergeSize > 0 {
		d.MaxMergeSize = b.MaxMergeSize
	}
	return d
}

// Options configure Solve.
type Options struct {
	Solver Solver
	Budget Budget
	// OneMiaiAtATime is the ablation of the paper's Fig. 5 for SOLVER 1.0
	// + P: a region is divided at a single miaipair at a time into two
	// sides instead of at one pair per cluster at once.
	OneMiaiAtATime bool
	// WithoutRule3 is an ablation: the defender may not take its near
	// miai point before the attacker takes a point of the pair (search
	// rule 3 of §3.2 off); it shows where rule 3 proves more.
	WithoutRule3 bool
	// Engine is the algorithm of the region searches (Auto, the default,
	// DepthFirst or ProofNumber): the same rules and claims, another speed.
	Engine Engine
	// withoutGroupZones is an ablation for the tests: SOLVER 2.0 and 3.0
	// without their group zones.
	withoutGroupZones bool
	// withoutCrossing is an ablation for the tests: a promised pair that
	// crosses a partial region's border makes its search fail, as it did
	// before crossingPairs.
	withoutCrossing bool
}

// Status is the verdict on one basic region.
type Status int

// The verdicts on a region.
const (
	NotProven  Status = iota // nothing in the region was proven safe
	Safe                     // the whole region and its boundary blocks are safe
	PartlySafe               // some partial regions (and their boundary blocks) are safe
	Unknown                  // the budget ran out before the region was decided
)

var statusNames = [...]string{"not proven", "safe", "partly safe", "unknown"}

func (s Status) String() string {
	if s >= 0 && int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// RegionVerdict is the result for one basic region of one colour.
type RegionVerdict struct {
	Color  board.Color
	Points board.Region // the basic region
	Status Status
	// SafePoints are the points of the region proven safe for Color
	// (all of Points when Status is Safe).
	SafePoints board.Region
	// Method names the rule or search that proved it: "benson", "static",
	// "search", "merged", "partial" (empty if not proven).
	Method string
	Nodes  int // search nodes spent on this region
}

// Size returns the number of points of the region.
func (v RegionVerdict) Size() int { return v.Points.Count() }

// Result is what Solve proves about a position.
type Result struct {
	Solver Solver
	// Safe holds, by colour (index board.Black, board.White), the points
	// proven safe: stones of safe blocks and safe territory (including
	// opponent stones inside it, which are dead).
	Safe [3]board.Region
	// SafeBlocks holds, by colour, the stones of blocks proven safe.
	SafeBlocks [3]board.Region
	// Committed holds, by colour, the points of the miai pairs the proofs
	// rely on (the defender answers one point of a pair with the other):
	// the only points outside the proven ones a proof depends on, since
	// the searches let the attacker fill every outside liberty.
	Committed [3]board.Region
	// Regions has a verdict for every basic region of each analysed colour.
	Regions []RegionVerdict
	// Predecessor is, for SOLVER 2.0 and 3.0, what their first stage
	// proved: SOLVER 1.0's result (for SOLVER 2.0) or SOLVER 1.0 + P's
	// (for SOLVER 3.0), with the same per-search budgets, before any
	// open-boundary zone is searched. Every proof of that stage lets the
	// attacker fill the outside liberties of its boundary blocks at any
	// time, so it depends on no point outside its area but its miai
	// points (Stage.Committed). Nil for the other solvers, whose whole
	// result is of that kind.
	Predecessor *Stage
	// Zones are the open-boundary zone proofs of SOLVER 2.0 and 3.0, in
	// the order they were made: the only proofs whose strategies answer
	// the attacker outside the points they claim.
	Zones []ZoneProof
	// Stats holds what the searches report: Nodes (search nodes, 0 for
	// Benson and Static), TTHits, Elapsed, NodesPerSecond, Stop (why the
	// budget or the context stopped a search early: what was proven
	// before that is still reported; Finished otherwise) and this
	// package's counters.
	Stats
}

// Stage is what a solver had proven at the end of one stage of its run,
// by colour (index board.Black, board.White), as in Result: the points
// proven safe, the stones of the safe blocks and the promised miai points.
type Stage struct {
	Safe, SafeBlocks, Committed [3]board.Region
}

// ZoneProof is one proven open-boundary zone (SOLVER 2.0 and 3.0): the
// area searched (Area: the points claimed and the dividers, searched but
// never claimed), the blocks of Color it made safe (every block touching
// the area) and the outside liberties of those blocks the search counted
// (Counted: the attacker fills them one at a time and the zone's strategy
// answers; no later proof answers, searches or claims there). The zone's
// strategy answers the attacker's moves on Area and Counted only.
type ZoneProof struct {
	Color                 board.Color
	Area, Blocks, Counted board.Region
}

// Stats is search.Stats with the counters of this package.
type Stats struct {
	search.Stats
	RegionSearches  int64 // whole-region and merged searches run
	PartialSearches int64 // partial-region searches run (merged ones included)
	ZoneSearches    int64 // open-boundary zone searches run (SOLVER 2.0 and 3.0)
}

// SafeFor returns the points proven safe for colour c.
func (r *Result) SafeFor(c board.Color) board.Region { return r.Safe[c] }
