package plot

import (
	"fmt"
	"math"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"
)

// Pair is one problem solved by two methods: A and B are what each method
// needed (nodes expanded, seconds).
type Pair struct {
	Problem string
	A, B    float64
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
}

// CompareScatter builds the scatter plot of c. Each point's tooltip names its
// problem and both values. On log axes every value must be positive.
func CompareScatter(c Comparison) (*charts.Scatter, error) {
	if c.MethodA == "" || c.MethodB == "" {
		return nil, fmt.Errorf("plot: comparison %q: both methods need a name (got %q and %q)", c.Title, c.MethodA, c.MethodB)
	}
	if len(c.Pairs) == 0 {
		return nil, fmt.Errorf("plot: comparison %q: no problems", c.Title)
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	data := make([]opts.ScatterData, 0, len(c.Pairs))
	for i, p := range c.Pairs {
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
		data = append(data, opts.ScatterData{Name: name, Value: []float64{p.A, p.B}})
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
	s := charts.NewScatter()
	s.SetGlobalOptions(
		charts.WithInitializationOpts(initOpts(c.Title)),
		titleOpts(c.Title, c.Subtitle),
		charts.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item",
			Formatter: types.FuncStr("{b}<br/>" + escapeFormatter(c.MethodA) + ", " + escapeFormatter(c.MethodB) + ": {c}")}),
		charts.WithXAxisOpts(opts.XAxis{Type: axisType, Name: c.MethodA, NameLocation: "middle", NameGap: 30, Min: lo, Max: hi}),
		charts.WithYAxisOpts(opts.YAxis{Type: axisType, Name: c.MethodB, NameLocation: "middle", NameGap: 50, Min: lo, Max: hi}),
		charts.WithLegendOpts(opts.Legend{Show: opts.Bool(false)}),
	)
	s.AddSeries("problems", data,
		charts.WithMarkLineNameCoordItemOpts(opts.MarkLineNameCoordItem{
			Name:        "y = x",
			Coordinate0: []interface{}{lo, lo},
			Coordinate1: []interface{}{hi, hi},
		}),
		charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: "#888"},
			Label:     &opts.Label{Show: opts.Bool(true), Formatter: "y = x"},
		}),
	)
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
