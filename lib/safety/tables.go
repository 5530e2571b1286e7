package safety

import (
	"context"
	"fmt"
	"slices"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// Table1Row is one row of the paper's Table 1: one solver on one position,
// counting the defender's Table 1 region (TableRegion).
type Table1Row struct {
	Name       string // position name
	Solver     Solver // Solver1 or Partial
	RegionSize int    // size of the Table 1 region
	MiaiPairs  int    // miaipairs of that region
	Millis     float64
	Nodes      int64 // search nodes of the whole Solve call (every region of the defender)
	// RegionNodes are the search nodes spent on the basic regions meeting
	// the Table 1 region (RegionVerdict.Nodes): the paper's count for the
	// region, without the searches of the position's other regions.
	RegionNodes int64
	// Regions of the defender (with boundary blocks) by verdict.
	Fully, Partly, NotProven int
	SafePoints               int // points proven safe for the defender
	RegionSafe               int // points of the Table 1 region proven safe
	// Group is the paper's group of the position (§4.1, Table1Group), the
	// same on both rows.
	Group int
}

// TableRegion returns the region of colour c that Table 1 counts: the
// largest region of c holding no stone of the opponent that STATIC proves
// safe (a region with a living opponent group is no territory to prove).
func TableRegion(b *board.Board, c board.Color) board.Region {
	res, _ := Solve(context.Background(), b, Options{Solver: Static})
	var big board.Region
	for _, r := range Analyze(b, c).Regions {
		if len(r.Boundary) > 0 && !r.Points.Intersects(res.SafeBlocks[c.Opponent()]) && r.Size() > big.Count() {
			big = r.Points
		}
	}
	return big
}

// Table1 runs SOLVER 1.0 and SOLVER 1.0 + P with the same budget and
// region search engine on a position for defender c and returns one row
// each, counting region (one basic region of c or the union of several:
// the paper's "single or merged region"); an empty region means
// TableRegion(b, c).
func Table1(ctx context.Context, name string, b *board.Board, c board.Color, region board.Region, bud Budget, engine Engine) ([]Table1Row, error) {
	rs := Analyze(b, c)
	big := region
	if big.IsEmpty() {
		big = TableRegion(b, c)
	}
	pairs := len(MiaiPairs(b, c, big))
	var rows []Table1Row
	for _, s := range []Solver{Solver1, Partial} {
		res, err := SolveColors(ctx, b, []board.Color{c}, Options{Solver: s, Budget: bud, Engine: engine})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		row := Table1Row{Name: name, Solver: s, RegionSize: big.Count(), MiaiPairs: pairs,
			Millis: float64(res.Elapsed.Microseconds()) / 1000, Nodes: res.Nodes, SafePoints: res.Safe[c].Count(),
			RegionSafe: res.Safe[c].Intersect(big).Count()}
		for i, v := range res.Regions {
			if len(rs.Regions[i].Boundary) == 0 {
				continue
			}
			if v.Points.Intersects(big) {
				row.RegionNodes += int64(v.Nodes)
			}
			switch v.Status {
			case Safe:
				row.Fully++
			case PartlySafe:
				row.Partly++
			default:
				row.NotProven++
			}
		}
		rows = append(rows, row)
	}
	group := Table1Group(big.Count(), rows[0].RegionSafe, rows[1].RegionSafe)
	for i := range rows {
		rows[i].Group = group
	}
	return rows, nil
}

// Table1Budget is the budget of Table 1 on the Table 1 set (data/safety)
// in `decomp study safety-regions` and notebook 04. Full scale: 50,000
// nodes per region search, as DefaultBudget (the paper's 20 s per search;
// its Table 1 allowed 200 s, about 500,000 nodes at its speed), and
// 200,000 per position and solver, so that the 21 positions run in
// minutes. Quick scale: 10,000 and 40,000.
func Table1Budget(full bool) Budget {
	if full {
		return Budget{Budget: search.Budget{MaxNodes: 200_000}, RegionNodes: 50_000}
	}
	return Budget{Budget: search.Budget{MaxNodes: 40_000}, RegionNodes: 10_000}
}

// Table1Group returns the paper's group (§4.1) of a position whose Table 1
// region has size points, of which SOLVER 1.0 proves solver1 and SOLVER 1.0
// + P partial: 1 both prove it whole, 3 only SOLVER 1.0 + P does, 2 SOLVER
// 1.0 + P proves part of it, 0 nothing (as the paper's Fig. 7).
func Table1Group(size, solver1, partial int) int {
	switch {
	case solver1 == size && partial == size:
		return 1
	case partial == size:
		return 3
	case partial > 0:
		return 2
	}
	return 0
}

// Table1GroupCount is one group of the paper's §4.1: how many positions
// of a Table 1 run fall in it, beside the paper's count.
type Table1GroupCount struct {
	Group     string // "Group 1" ... "Group 3", "none (Fig. 7)"
	Meaning   string
	Positions int // ours
	Paper     int // the paper's, of its 21 positions
	// Solver1Nodes and PartialNodes sum the two solvers' RegionNodes
	// over the group's positions.
	Solver1Nodes, PartialNodes int64
}

// Table1Groups counts the positions of Table1 rows (two rows each) by
// group, in the paper's order: Groups 1, 2, 3, then those with nothing
// proven (the paper's one, Fig. 7).
func Table1Groups(rows []Table1Row) []Table1GroupCount {
	out := []Table1GroupCount{
		{Group: "Group 1", Meaning: "both prove the region", Paper: 4},
		{Group: "Group 2", Meaning: "SOLVER 1.0 + P proves part of it", Paper: 6},
		{Group: "Group 3", Meaning: "only SOLVER 1.0 + P proves it", Paper: 10},
		{Group: "none (Fig. 7)", Meaning: "nothing proven", Paper: 1},
	}
	index := [...]int{0: 3, 1: 0, 2: 1, 3: 2}
	for _, r := range rows {
		if r.Group < 0 || r.Group > 3 {
			continue
		}
		g := &out[index[r.Group]]
		switch r.Solver {
		case Solver1:
			g.Positions++
			g.Solver1Nodes += r.RegionNodes
		case Partial:
			g.PartialNodes += r.RegionNodes
		}
	}
	return out
}

// Phases returns the game phases of the paper's Table 2: the position this
// many moves before the end of a game.
func Phases() []int { return []int{100, 75, 50, 25, 0} }

// Table2Row is one cell group of the paper's Table 2: one solver at one
// phase over a set of game records.
type Table2Row struct {
	Solver     Solver
	Phase      string // "End-100" ... "End"
	Positions  int    // games long enough for the phase
	SafePoints int    // points proven safe for either colour, summed
	Percent    float64
	Millis     float64 // total time
	Nodes      int64
	Points     int // points of the boards, summed (Percent is SafePoints of them)
}

// phaseName returns the name of the phase back moves before the end.
func phaseName(back int) string {
	if back > 0 {
		return fmt.Sprintf("End-%d", back)
	}
	return "End"
}

// Table2 proves safe points in every game record at each of Phases() with
// each solver (its region searches run by engine) and sums them
// (SumTable2 of Table2Game's rows). Games shorter than a phase are left
// out of that phase.
func Table2(ctx context.Context, games []*board.Record, solvers []Solver, bud Budget, engine Engine) ([]Table2Row, error) {
	var rows []Table2Row
	for _, s := range solvers {
		for _, g := range games {
			r, err := Table2Game(ctx, g, s, bud, engine)
			rows = append(rows, r...)
			if err != nil {
				return SumTable2(rows), err
			}
		}
	}
	return SumTable2(rows), nil
}

// Table2Game proves safe points in one game record at each of Phases()
// the game is long enough for, with one solver (its region searches run
// by engine): one row per phase, with Positions 1.
func Table2Game(ctx context.Context, g *board.Record, s Solver, bud Budget, engine Engine) ([]Table2Row, error) {
	var rows []Table2Row
	for _, back := range Phases() {
		move := len(g.Moves) - back
		if move < 0 {
			continue
		}
		b, err := g.Position(move)
		if err != nil {
			return rows, err
		}
		res, err := Solve(ctx, b, Options{Solver: s, Budget: bud, Engine: engine})
		if err != nil {
			return rows, err
		}
		row := Table2Row{Solver: s, Phase: phaseName(back), Positions: 1,
			SafePoints: res.Safe[board.Black].Union(res.Safe[board.White]).Count(), Points: b.OnBoard().Count(),
			Millis: float64(res.Elapsed.Microseconds()) / 1000, Nodes: res.Nodes}
		row.Percent = 100 * float64(row.SafePoints) / float64(row.Points)
		rows = append(rows, row)
		if ctx.Err() != nil {
			return rows, ctx.Err()
		}
	}
	return rows, nil
}

// SumTable2 sums rows (of Table2Game, or sums of them) by solver and
// phase: one row per solver, in the order the solvers first appear, and
// per phase of Phases(), Percent recomputed from the sums.
func SumTable2(rows []Table2Row) []Table2Row {
	var solvers []Solver
	type key struct {
		solver Solver
		phase  string
	}
	sums := map[key]*Table2Row{}
	for _, r := range rows {
		k := key{r.Solver, r.Phase}
		sum, ok := sums[k]
		if !ok {
			if !slices.Contains(solvers, r.Solver) {
				solvers = append(solvers, r.Solver)
			}
			sum = &Table2Row{Solver: r.Solver, Phase: r.Phase}
			sums[k] = sum
		}
		sum.Positions += r.Positions
		sum.SafePoints += r.SafePoints
		sum.Points += r.Points
		sum.Millis += r.Millis
		sum.Nodes += r.Nodes
	}
	var out []Table2Row
	for _, s := range solvers {
		for _, back := range Phases() {
			sum, ok := sums[key{s, phaseName(back)}]
			if !ok {
				sum = &Table2Row{Solver: s, Phase: phaseName(back)}
			}
			if sum.Points > 0 {
				sum.Percent = 100 * float64(sum.SafePoints) / float64(sum.Points)
			}
			out = append(out, *sum)
		}
	}
	return out
}
