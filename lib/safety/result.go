package safety

import (
	"fmt"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// Solver selects the method that proves points safe.
type Solver int

// The solvers, from weakest to strongest. Each proves at least what the
// previous one proves on the same position (with the same budget).
const (
	Benson  Solver = iota // Benson's unconditional life (pass-alive)
	Static                // static rules: Benson on miai-connected chains
	Solver1               // SOLVER 1.0: region search with merging
	Partial               // SOLVER 1.0 + P: partial regions split at miaipairs
)

var solverNames = [...]string{"benson", "static", "solver1", "partial"}

func (s Solver) String() string {
	if s >= 0 && int(s) < len(solverNames) {
		return solverNames[s]
	}
	return fmt.Sprintf("Solver(%d)", int(s))
}

// ParseSolver reads a solver name: benson, static, solver1, partial.
func ParseSolver(s string) (Solver, error) {
	for i, n := range solverNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Solver(i), nil
		}
	}
	return 0, fmt.Errorf("unknown solver %q (want benson, static, solver1 or partial)", s)
}

// Budget limits the searches of Solver1 and Partial: the shared
// search.Budget (MaxNodes and MaxTime over the whole Solve call, TTEntries
// per region search) and the per-region limits of this package. Zero
// fields take the defaults of DefaultBudget.
type Budget struct {
	search.Budget
	RegionNodes   int // search nodes for one region or partial region
	MaxRegionSize int // largest region (or merged region) searched as a whole
	MaxMergeSize  int // largest union of related regions searched together
}

// DefaultBudget returns the budget used for zero fields: 2,000,000 nodes,
// 10 s, 2^20 transposition-table entries per region search, 100,000 nodes
// per region, regions up to 18 points searched whole, merged regions up to
// 24 points.
func DefaultBudget() Budget {
	return Budget{
		Budget: search.Budget{
			MaxNodes:  2_000_000,
			MaxTime:   10 * time.Second,
			TTEntries: 1 << 20,
		},
		RegionNodes:   100_000,
		MaxRegionSize: 18,
		MaxMergeSize:  24,
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
	// withoutRule3 forbids the defender's near miai point before the
	// attacker takes a miai point (search rule 3 of Section 3.2): the
	// tests use it to find the positions where rule 3 proves more.
	withoutRule3 bool
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
	// Regions has a verdict for every basic region of each analysed colour.
	Regions []RegionVerdict
	// Stats holds what every search reports: Nodes (search nodes, 0 for
	// Benson and Static), TTHits (transposition-table hits), Elapsed and
	// NodesPerSecond.
	search.Stats
	// Exhausted is set when the budget or the context stopped a search;
	// what was proven before that is still reported.
	Exhausted bool
}

// SafeFor returns the points proven safe for colour c.
func (r *Result) SafeFor(c board.Color) board.Region { return r.Safe[c] }
