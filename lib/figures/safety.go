package figures

import (
	"context"
	"fmt"
	"strings"

	"github.com/go-echarts/go-echarts/v2/charts"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// The figures and tables of Niu & Müller, "An Improved Safety Solver in Go
// Using Partial Regions" (CG 2008), and the boards that explain them.

// SafetySolvers are the six solvers of lib/safety in the order of the
// paper's Table 2.
var SafetySolvers = safety.Solvers()

// SafetyShades shades what res proves safe for each colour.
func SafetyShades(res *safety.Result) []plot.Shade {
	return []plot.Shade{
		{Name: "safe for Black", Region: res.SafeFor(board.Black), Color: plot.SafeBlackColor},
		{Name: "safe for White", Region: res.SafeFor(board.White), Color: plot.SafeWhiteColor},
	}
}

// SafetyMiaiPairs draws the largest region of colour c shaded with its
// miaipairs (§3.1) circled, as SOLVER 1.0 + P finds them.
func SafetyMiaiPairs(b *board.Board, c board.Color) (plot.BoardOptions, []safety.MiaiPair) {
	var region board.Region
	for _, r := range safety.Analyze(b, c).Regions {
		if r.Size() > region.Count() {
			region = r.Points
		}
	}
	pairs := safety.MiaiPairs(b, c, region)
	o := plot.BoardOptions{Title: fmt.Sprintf("a %d-point %v region with %d miaipairs", region.Count(), c, len(pairs)), Cell: 22,
		Shades: []plot.Shade{{Name: "largest region", Region: region, Color: plot.AreaColors[2]}}}
	for _, m := range pairs {
		o.Marks = append(o.Marks, plot.Mark{Point: m.P, Kind: plot.Circle}, plot.Mark{Point: m.Q, Kind: plot.Circle})
	}
	return o, pairs
}

// SafetyProof is what one solver run proves on a position: a table row
// and the board options that shade it.
type SafetyProof struct {
	Run      string            `table:"run"`
	Black    int               `table:"safe for Black"`
	White    int               `table:"safe for White"`
	Nodes    int64             `table:"nodes"`
	Verdicts string            `table:"region verdicts (size: status by method)"`
	Board    plot.BoardOptions `table:"-"`
	Result   *safety.Result    `table:"-"`
}

// SafetyProve runs each of opts on b and returns what each proves, the
// verdicts of colour c's regions listed.
func SafetyProve(ctx context.Context, b *board.Board, c board.Color, labels []string, opts []safety.Options) ([]SafetyProof, error) {
	if len(labels) != len(opts) {
		return nil, fmt.Errorf("figures: %d labels for %d solver options", len(labels), len(opts))
	}
	var out []SafetyProof
	for i, o := range opts {
		res, err := safety.Solve(ctx, b, o)
		if err != nil {
			return nil, fmt.Errorf("figures: %s: %w", labels[i], err)
		}
		var vs []string
		for _, v := range res.Regions {
			if v.Color == c {
				m := v.Method
				if m == "" {
					m = "-"
				}
				vs = append(vs, fmt.Sprintf("%d: %s by %s", v.Size(), v.Status, m))
			}
		}
		out = append(out, SafetyProof{Run: labels[i], Black: res.SafeFor(board.Black).Count(), White: res.SafeFor(board.White).Count(),
			Nodes: res.Nodes, Verdicts: strings.Join(vs, "; "), Result: res,
			Board: plot.BoardOptions{Title: labels[i], Shades: SafetyShades(res), Cell: 18}})
	}
	return out, nil
}

// SafetyCompare runs each solver of SafetySolvers on b with one budget.
func SafetyCompare(ctx context.Context, b *board.Board, c board.Color, bud safety.Budget) ([]SafetyProof, error) {
	var labels []string
	var opts []safety.Options
	for _, s := range SafetySolvers {
		labels = append(labels, s.Title())
		opts = append(opts, safety.Options{Solver: s, Budget: bud})
	}
	return SafetyProve(ctx, b, c, labels, opts)
}

// SafetyRule3 runs SOLVER 1.0 + P with and without search rule 3 (§3.2:
// the defender may close its side of a miaipair) on b for defender c and
// has the exhaustive referee (safety.CheckClaim, with budget check) judge
// each claim; the referee's verdict is appended to the run's label.
func SafetyRule3(ctx context.Context, b *board.Board, c board.Color, bud safety.Budget, check search.Budget) ([]SafetyProof, error) {
	proofs, err := SafetyProve(ctx, b, c, []string{"rule 3 off", "rule 3 on"}, []safety.Options{
		{Solver: safety.Partial, Budget: bud, WithoutRule3: true}, {Solver: safety.Partial, Budget: bud}})
	if err != nil {
		return nil, err
	}
	for i, p := range proofs {
		chk, _, err := safety.CheckClaim(ctx, b, c, p.Result.SafeFor(c), check)
		if err != nil {
			return nil, fmt.Errorf("figures: rule 3 referee: %w", err)
		}
		proofs[i].Run += ", referee: " + chk.String()
		proofs[i].Board.Title = proofs[i].Run
	}
	return proofs, nil
}

// SafetyTable1Chart draws the points of each position's Table 1 region
// proven safe by SOLVER 1.0 and by SOLVER 1.0 + P, as grouped bars.
func SafetyTable1Chart(rows []safety.Table1Row) (*charts.Bar, error) {
	// Rooms and strong-game positions lose their common prefixes.
	label := strings.NewReplacer("built-rooms-", "built-", "game-strong-19-", "", "rooms-", "")
	cats, series, err := plot.Pivot(rows,
		func(r safety.Table1Row) string { return label.Replace(r.Name) },
		func(r safety.Table1Row) string { return r.Solver.Title() },
		func(r safety.Table1Row) plot.Value { return plot.Value{V: float64(r.RegionSafe)} })
	if err != nil {
		return nil, fmt.Errorf("figures: safety Table 1 chart: %w", err)
	}
	return plot.GroupedBarsChart(plot.GroupedBars{Title: "Points of the region proven safe, without and with partial regions", Categories: cats, Series: series, YName: "points"})
}

// SafetyTable1Paper is the paper's Table 1, Group 1 (the positions both
// solvers prove; 200 s per search on a Pentium IV). Its positions are not
// published, so they stand beside ours, not against them.
type SafetyTable1Paper struct {
	Position  string  `table:"position"`
	Size      int     `table:"size"`
	S1Seconds float64 `table:"SOLVER 1.0 s"`
	S1Nodes   int64   `table:"SOLVER 1.0 nodes"`
	PSeconds  float64 `table:"SOLVER 1.0 + P s"`
	PNodes    int64   `table:"SOLVER 1.0 + P nodes"`
}

// SafetyTable1Printed returns the rows of the paper's Table 1, Group 1.
func SafetyTable1Printed() []SafetyTable1Paper {
	return []SafetyTable1Paper{
		{"No.2", 15, 8.5, 25_993, 2.10, 1_785},
		{"No.8", 16, 25.55, 70_133, 1.64, 1_752},
		{"No.11", 18, 120.13, 236_786, 35.7, 45_123},
		{"No.21", 18, 156.57, 232_332, 2.53, 3_506},
	}
}

// safetyTable2Printed is the paper's Table 2 (67 master games, 20 s per
// search): points proven safe for either colour at End-100 ... End.
var safetyTable2Printed = map[safety.Solver][5]int{
	safety.Benson:  {19, 63, 257, 600, 2_571},
	safety.Static:  {106, 242, 587, 1_715, 5_584},
	safety.Solver1: {234, 462, 1_138, 3_189, 10_285},
	safety.Solver2: {594, 838, 1_651, 3_653, 10_815},
	safety.Partial: {292, 540, 1_704, 3_765, 11_299},
	safety.Solver3: {606, 884, 2_179, 4_227, 11_725},
}

// SafetyTable2Row is one solver and phase of Table 2, ours beside the
// paper's.
type SafetyTable2Row struct {
	Solver    string  `table:"solver"`
	Phase     string  `table:"phase"`
	Positions int     `table:"positions"`
	Ours      int     `table:"safe points (ours)"`
	Percent   float64 `table:"% of points (ours)"`
	Nodes     int64   `table:"nodes (ours)"`
	Paper     int     `table:"safe points (paper, 67 games)"`
}

// SafetyTable2 puts the paper's Table 2 beside our rows of safety.Table2.
func SafetyTable2(rows []safety.Table2Row) ([]SafetyTable2Row, error) {
	if len(rows) == 0 {
		return nil, fmt.Errorf("figures: safety Table 2 of no rows")
	}
	phases := safety.Phases()
	var out []SafetyTable2Row
	for _, r := range rows {
		o := SafetyTable2Row{Solver: r.Solver.Title(), Phase: r.Phase, Positions: r.Positions, Ours: r.SafePoints, Percent: r.Percent, Nodes: r.Nodes}
		for i, back := range phases {
			name := "End"
			if back > 0 {
				name = fmt.Sprintf("End-%d", back)
			}
			if name == r.Phase {
				o.Paper = safetyTable2Printed[r.Solver][i]
			}
		}
		out = append(out, o)
	}
	return out, nil
}
