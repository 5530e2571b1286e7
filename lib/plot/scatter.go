package plot

import (
	"fmt"
	"math"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"
)

// Pair is one problem solved by two methods: A and B are what each method
// needed (nodes expanded, seconds). StatusA and StatusB mark a method that
// did not solve the problem: Unsolved (A or B is what it spent before its
// budget ran out) or Missing (no value).
type Pair struct {
	Problem          string
	A, B             float64
	StatusA, StatusB Status
}

// Comparison describes a scatter plot of method A (x axis) against method B
// (y axis), one point per problem, with the diagonal y = x: points below the
// diagonal are problems where B needed less than A.
type Comparison struct {
	Title    string
	Subtitle string
	// MethodA and MethodB name the axes, e.g. "no DDS (nodes)" and "DDS (nodes)".
	MethodA, MethodB string
	Pairs            []Pair
	// Linear selects linear axes; the default is log-log.
	Linear bool
	// Budget, if positive, draws the budget of the runs (the same for both
	// methods) as dashed lines x = Budget and y = Budget.
	Budget float64
}

// The kinds of points of a comparison, each a series with its own marker
// and legend entry.
const (
	bothSolved = iota
	unsolvedA
	unsolvedB
	unsolvedBoth
)

// CompareScatter builds the scatter plot of c. Each point's tooltip names its
// problem and both values. On log axes every value must be positive.
//
// Problems both methods solved are filled circles. A problem one method did
// not solve is a hollow marker at what that method spent (a lower bound),
// in a series of its own: "unsolved by A" (triangle), "unsolved by B"
// (diamond), "unsolved by both" (square); the legend then lists the kinds.
// Problems with a Missing value cannot be placed and are left out; the
// subtitle says how many.
func CompareScatter(c Comparison) (*charts.Scatter, error) {
	if c.MethodA == "" || c.MethodB == "" {
		return nil, fmt.Errorf("plot: comparison %q: both methods need a name (got %q and %q)", c.Title, c.MethodA, c.MethodB)
	}
	if len(c.Pairs) == 0 {
		return nil, fmt.Errorf("plot: comparison %q: no problems", c.Title)
	}
	if err := checkBudget(c.Budget); err != nil {
		return nil, fmt.Errorf("plot: comparison %q: %w", c.Title, err)
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	var data [4][]opts.ScatterData
	left := 0
	for i, p := range c.Pairs {
		for _, st := range []Status{p.StatusA, p.StatusB} {
			if err := checkStatus(st); err != nil {
				return nil, fmt.Errorf("plot: comparison %q: problem %q (#%d): %w", c.Title, p.Problem, i, err)
			}
		}
		if p.StatusA == Missing || p.StatusB == Missing {
			left++
			continue
		}
		for _, v := range []float64{p.A, p.B} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return nil, fmt.Errorf("plot: comparison %q: problem %q (#%d): value %v is not finite", c.Title, p.Problem, i, v)
			}
			if !c.Linear && v <= 0 {
				return nil, fmt.Errorf("plot: comparison %q: problem %q (#%d): value %v cannot be shown on a log axis", c.Title, p.Problem, i, v)
			}
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
		name := p.Problem
		if name == "" {
			name = fmt.Sprintf("#%d", i+1)
		}
		kind := bothSolved
		if p.StatusA == Unsolved {
			kind |= unsolvedA
		}
		if p.StatusB == Unsolved {
			kind |= unsolvedB
		}
		data[kind] = append(data[kind], opts.ScatterData{Name: name, Value: []float64{p.A, p.B}})
	}
	if left == len(c.Pairs) {
		return nil, fmt.Errorf("plot: comparison %q: no problem has both values (all %d have a Missing one)", c.Title, left)
	}
	if c.Budget > 0 {
		lo, hi = math.Min(lo, c.Budget), math.Max(hi, c.Budget)
	}
	axisType := "log"
	if c.Linear {
		axisType = "value"
		lo = math.Min(lo, 0)
	} else {
		// Widen to whole decades so the diagonal spans the plot, and keep
		// points off the border.
		least, most := lo, hi
		lo = math.Pow(10, math.Floor(math.Log10(least)))
		hi = math.Pow(10, math.Ceil(math.Log10(most)))
		if lo == least {
			lo /= 10
		}
		if hi == most {
			hi *= 10
		}
	}
	if hi <= lo {
		hi = lo + 1
	}
	subtitle := c.Subtitle
	if left > 0 {
		note := fmt.Sprintf("%d of %d problems without a value not shown", left, len(c.Pairs))
		if subtitle != "" {
			subtitle += "; "
		}
		subtitle += note
	}
	unsolved := len(data[unsolvedA])+len(data[unsolvedB])+len(data[unsolvedBoth]) > 0
	s := charts.NewScatter()
	s.SetGlobalOptions(
		charts.WithInitializationOpts(initOpts(c.Title)),
		titleOpts(c.Title, subtitle),
		charts.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item",
			Formatter: types.FuncStr("{a}: {b}<br/>" + escapeFormatter(c.MethodA) + ", " + escapeFormatter(c.MethodB) + ": {c}")}),
		charts.WithXAxisOpts(opts.XAxis{Type: axisType, Name: c.MethodA, NameLocation: "middle", NameGap: 30, Min: lo, Max: hi}),
		charts.WithYAxisOpts(opts.YAxis{Type: axisType, Name: c.MethodB, NameLocation: "middle", NameGap: 50, Min: lo, Max: hi}),
		charts.WithLegendOpts(opts.Legend{Show: opts.Bool(unsolved), Top: "bottom"}),
	)
	lines := []opts.MarkLineNameCoordItem{{Name: "y = x", Coordinate0: []interface{}{lo, lo}, Coordinate1: []interface{}{hi, hi}}}
	if c.Budget > 0 {
		b := c.Budget
		lines = append(lines,
			opts.MarkLineNameCoordItem{Name: "budget", Coordinate0: []interface{}{b, lo}, Coordinate1: []interface{}{b, hi}},
			opts.MarkLineNameCoordItem{Name: "budget", Coordinate0: []interface{}{lo, b}, Coordinate1: []interface{}{hi, b}})
	}
	s.AddSeries("problems", data[bothSolved],
		charts.WithItemStyleOpts(opts.ItemStyle{Color: seriesColors[0]}),
		charts.WithMarkLineNameCoordItemOpts(lines...),
		charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: "#888"},
			Label:     &opts.Label{Show: opts.Bool(true), Formatter: "{b}"},
		}),
	)
	kinds := []struct {
		kind   int
		name   string
		symbol string
		color  string
	}{
		{unsolvedA, "unsolved by " + c.MethodA, "triangle", seriesColors[3]},
		{unsolvedB, "unsolved by " + c.MethodB, "diamond", seriesColors[6]},
		{unsolvedBoth, "unsolved by both", "rect", seriesColors[7]},
	}
	for _, k := range kinds {
		if len(data[k.kind]) == 0 {
			continue
		}
		s.AddSeries(k.name, data[k.kind],
			charts.WithScatterChartOpts(opts.ScatterChart{Symbol: k.symbol, SymbolSize: 12}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: "#fff", BorderColor: k.color, BorderWidth: 2}),
		)
	}
	return s, nil
}

// escapeFormatter keeps ECharts from reading braces in a name as a template.
func escapeFormatter(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		switch r {
		case '{':
			out = append(out, '(')
		case '}':
			out = append(out, ')')
		case '<':
			out = append(out, []rune("&lt;")...)
		case '>':
			out = append(out, []rune("&gt;")...)
		case '&':
			out = append(out, []rune("&amp;")...)
		default:
			out = append(out, r)
		}
	}
	return string(out)
}
