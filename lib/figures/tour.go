package figures

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"github.com/go-echarts/go-echarts/v2/charts"

	"github.com/decomplab/decomplab/lib/plot"
)

// SyntheticPairs returns n made-up problems for the tour: method A's node
// counts spread over four decades, method B's a random factor below them
// (or a little above). The same seed gives the same problems.
func SyntheticPairs(n int, seed uint64) []plot.Pair {
	r := rand.New(rand.NewPCG(seed, 2))
	pairs := make([]plot.Pair, n)
	for i := range pairs {
		a := math.Round(math.Pow(10, 1+4*r.Float64()))
		b := math.Max(1, math.Round(a*math.Pow(10, 0.3-1.8*r.Float64())))
		pairs[i] = plot.Pair{Problem: fmt.Sprintf("S%03d", i+1), A: a, B: b}
	}
	return pairs
}

// WithBudget returns the pairs as a run with a node budget would report
// them: a value above the budget becomes Unsolved at the budget; the
// problems listed in missingB have no value of method B.
func WithBudget(pairs []plot.Pair, budget float64, missingB ...string) []plot.Pair {
	out := append([]plot.Pair(nil), pairs...)
	for i := range out {
		if out[i].A > budget {
			out[i].A, out[i].StatusA = budget, plot.Unsolved
		}
		if out[i].B > budget {
			out[i].B, out[i].StatusB = budget, plot.Unsolved
		}
		for _, m := range missingB {
			if out[i].Problem == m {
				out[i].StatusB = plot.Missing
			}
		}
	}
	return out
}

// TourScatter draws the tour's problems, method A against method B, with
// the budget lines if budget > 0.
func TourScatter(title string, pairs []plot.Pair, budget float64) (*charts.Scatter, error) {
	return plot.CompareScatter(plot.Comparison{
		Title:    title,
		Subtitle: fmt.Sprintf("%d synthetic problems", len(pairs)),
		MethodA:  "method A (nodes)",
		MethodB:  "method B (nodes)",
		Pairs:    pairs,
		Budget:   budget,
	})
}

// Speedup is a row of the tour's table: a problem, both node counts and
// how many times fewer nodes B needed.
type Speedup struct {
	Problem string
	A       float64 `table:"nodes A"`
	B       float64 `table:"nodes B"`
	Speedup string  `table:"A / B"`
}

// TopSpeedups returns the k problems where B gained most over A, largest
// gain first, and the geometric mean of A / B over all problems.
func TopSpeedups(pairs []plot.Pair, k int) ([]Speedup, float64, error) {
	if len(pairs) == 0 {
		return nil, 0, fmt.Errorf("figures: no problems")
	}
	rows := make([]Speedup, 0, len(pairs))
	logSum := 0.0
	for _, p := range pairs {
		if p.A <= 0 || p.B <= 0 {
			return nil, 0, fmt.Errorf("figures: problem %s: node counts %v and %v must be positive", p.Problem, p.A, p.B)
		}
		logSum += math.Log(p.A / p.B)
		rows = append(rows, Speedup{p.Problem, p.A, p.B, fmt.Sprintf("%.1fx", p.A/p.B)})
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].A/rows[i].B > rows[j].A/rows[j].B })
	return rows[:min(k, len(rows))], math.Exp(logSum / float64(len(pairs))), nil
}
