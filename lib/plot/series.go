package plot

import (
	"fmt"
	"math"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/types"
)

// Lines describes values of several methods over categories, one line
// per method: for example node counts (or times) over
// problem subsets, e.g. Categories "split at root", "split later", "never
// split" and one Series per method. A Series marks runs that exhausted their
// budget with Status Unsolved and runs without a value with Missing.
type Lines struct {
	Title      string
	Subtitle   string
	Categories []string
	Series     []Series
	// YName names the value axis (e.g. "nodes", "seconds").
	YName string
	// Linear selects a linear value axis; the default is a log axis.
	Linear bool
	// Budget, if positive, draws the budget of the runs as a dashed
	// horizontal line labelled "budget" (unsolved values lie on or near
	// it); the value axis reaches up to it.
	Budget float64
}

// LinesChart builds a line chart with markers: categories on the x axis,
// one line per method, values on a log axis. A Missing value is a gap in its
// line. Unsolved values are left out of the line too and drawn as hollow
// triangles in the line's colour, in a series of their own named after the
// method with [UnsolvedSuffix] (one more legend entry).
func LinesChart(n Lines) (*charts.Line, error) {
	if err := checkSeries(n.Categories, n.Series, !n.Linear); err != nil {
		return nil, fmt.Errorf("%w (chart %q)", err, n.Title)
	}
	if err := checkBudget(n.Budget); err != nil {
		return nil, fmt.Errorf("plot: chart %q: %w", n.Title, err)
	}
	yName := n.YName
	axisType := "log"
	if n.Linear {
		axisType = "value"
	}
	yAxis := opts.YAxis{Type: axisType, Name: yName}
	if n.Budget > 0 && n.Budget > maxValue(n.Series) {
		// ECharts sizes the axis to the data only: reach up to the budget
		// line (a whole decade on a log axis).
		yAxis.Max = n.Budget
		if !n.Linear {
			yAxis.Max = math.Pow(10, math.Ceil(math.Log10(n.Budget)))
		}
	}
	l := charts.NewLine()
	l.SetGlobalOptions(
		charts.WithInitializationOpts(initOpts(n.Title)),
		titleOpts(n.Title, n.Subtitle),
		charts.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis"}),
		charts.WithLegendOpts(opts.Legend{Show: opts.Bool(true), Top: "bottom"}),
		charts.WithXAxisOpts(opts.XAxis{Type: "category", Data: n.Categories}),
		charts.WithYAxisOpts(yAxis),
	)
	l.SetXAxis(n.Categories)
	for k, s := range n.Series {
		color := seriesColors[k%len(seriesColors)]
		data := make([]opts.LineData, len(s.Values))
		var unsolved []opts.LineData
		for i, v := range s.Values {
			data[i] = opts.LineData{Name: n.Categories[i], Value: v}
			if st := s.status(i); st != Solved {
				data[i].Value = gap
				if st == Unsolved {
					if unsolved == nil {
						unsolved = make([]opts.LineData, len(s.Values))
						for j := range unsolved {
							unsolved[j] = opts.LineData{Name: n.Categories[j], Value: gap}
						}
					}
					unsolved[i].Value = v
				}
			}
		}
		seriesOpts := []charts.SeriesOpts{
			charts.WithLineChartOpts(opts.LineChart{ShowSymbol: opts.Bool(true)}),
			charts.WithItemStyleOpts(opts.ItemStyle{Color: color}),
			// Past the palette, colours repeat: the line is dashed, then
			// dotted, so that no two series look alike.
			charts.WithLineStyleOpts(opts.LineStyle{Color: color, Type: lineTypes[k/len(seriesColors)%len(lineTypes)]}),
		}
		if k == 0 && n.Budget > 0 {
			seriesOpts = append(seriesOpts, budgetLine(n.Budget)...)
		}
		l.AddSeries(s.Name, data, seriesOpts...)
		if unsolved != nil {
			l.AddSeries(s.Name+UnsolvedSuffix, unsolved,
				charts.WithLineChartOpts(opts.LineChart{ShowSymbol: opts.Bool(true), Symbol: "triangle", SymbolSize: 14}),
				charts.WithItemStyleOpts(opts.ItemStyle{Color: "#fff", BorderColor: color, BorderWidth: 2}),
				charts.WithLineStyleOpts(opts.LineStyle{Color: color, Opacity: opts.Float(0)}),
			)
		}
	}
	return l, nil
}

// maxValue is the largest value of the series that is not Missing.
func maxValue(series []Series) float64 {
	m := math.Inf(-1)
	for _, s := range series {
		for i, v := range s.Values {
			if s.status(i) != Missing {
				m = max(m, v)
			}
		}
	}
	return m
}

// checkBudget checks a budget line: zero for none, else finite and positive.
func checkBudget(b float64) error {
	if math.IsNaN(b) || math.IsInf(b, 0) || b < 0 {
		return fmt.Errorf("budget %v is not a finite non-negative number (0: no budget line)", b)
	}
	return nil
}

// budgetLine returns the options of a dashed horizontal line labelled
// "budget" at value b.
func budgetLine(b float64) []charts.SeriesOpts {
	return []charts.SeriesOpts{
		charts.WithMarkLineNameYAxisItemOpts(opts.MarkLineNameYAxisItem{Name: "budget", YAxis: b}),
		charts.WithMarkLineStyleOpts(opts.MarkLineStyle{
			Symbol:    []string{"none", "none"},
			LineStyle: &opts.LineStyle{Type: "dashed", Color: "#c00"},
			Label:     &opts.Label{Show: opts.Bool(true), Formatter: "{b}"},
		}),
	}
}

// GroupedBars describes a grouped bar chart, e.g. proven-safe points per game
// phase ("End-100" ... "End") with one Series per solver.
type GroupedBars struct {
	Title      string
	Subtitle   string
	Categories []string
	Series     []Series
	// YName names the value axis (e.g. "points").
	YName string
}

// GroupedBarsChart builds the grouped bar chart of b. Values must be finite
// and not negative. A Missing value has no bar; an Unsolved value is a pale
// bar labelled "≥ value" (what the run spent before its budget ran out).
func GroupedBarsChart(b GroupedBars) (*charts.Bar, error) {
	if err := checkSeries(b.Categories, b.Series, false); err != nil {
		return nil, fmt.Errorf("%w (chart %q)", err, b.Title)
	}
	for _, s := range b.Series {
		for i, v := range s.Values {
			if v < 0 && s.status(i) != Missing {
				return nil, fmt.Errorf("plot: chart %q: series %q, category %q: negative value %v", b.Title, s.Name, b.Categories[i], v)
			}
		}
	}
	yName := b.YName
	c := charts.NewBar()
	c.SetGlobalOptions(
		charts.WithInitializationOpts(initOpts(b.Title)),
		titleOpts(b.Title, b.Subtitle),
		charts.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis"}),
		charts.WithLegendOpts(opts.Legend{Show: opts.Bool(true), Top: "bottom"}),
		charts.WithXAxisOpts(opts.XAxis{Type: "category", Data: b.Categories}),
		charts.WithYAxisOpts(opts.YAxis{Type: "value", Name: yName}),
	)
	c.SetXAxis(b.Categories)
	for k, s := range b.Series {
		color := seriesColors[k%len(seriesColors)]
		data := make([]opts.BarData, len(s.Values))
		for i, v := range s.Values {
			data[i] = opts.BarData{Name: b.Categories[i], Value: v}
			switch s.status(i) {
			case Missing:
				data[i].Value = gap
			case Unsolved:
				data[i].ItemStyle = &opts.ItemStyle{Color: color, Opacity: opts.Float(0.35), BorderColor: color, BorderWidth: 2}
				data[i].Label = &opts.Label{Show: opts.Bool(true), Position: "top", Formatter: "≥{c}"}
			}
		}
		c.AddSeries(s.Name, data, charts.WithItemStyleOpts(opts.ItemStyle{Color: color}))
	}
	return c, nil
}

// Point is a point of a thermograph wall: X is the value (Left, Black,
// positive), Y the temperature.
type Point struct{ X, Y float64 }

// Wall is one polyline of a thermograph, e.g. the left or right wall of a
// game, or the whole thermograph of one area.
type Wall struct {
	Name   string
	Points []Point
}

// Thermograph describes a chart of thermograph walls. Following the
// convention of combinatorial game theory, positive values are drawn on the
// left: the value axis is reversed.
type Thermograph struct {
	Title    string
	Subtitle string
	Walls    []Wall
}

// ThermographChart draws each wall as a polyline on value axes: value
// (reversed) across, temperature up.
func ThermographChart(t Thermograph) (*charts.Line, error) {
	if len(t.Walls) == 0 {
		return nil, fmt.Errorf("plot: thermograph %q: no walls", t.Title)
	}
	for _, w := range t.Walls {
		if w.Name == "" {
			return nil, fmt.Errorf("plot: thermograph %q: a wall has an empty name", t.Title)
		}
		if len(w.Points) == 0 {
			return nil, fmt.Errorf("plot: thermograph %q: wall %q has no points", t.Title, w.Name)
		}
		for i, p := range w.Points {
			if math.IsNaN(p.X) || math.IsInf(p.X, 0) || math.IsNaN(p.Y) || math.IsInf(p.Y, 0) {
				return nil, fmt.Errorf("plot: thermograph %q: wall %q, point %d (%v, %v) is not finite", t.Title, w.Name, i, p.X, p.Y)
			}
		}
	}
	l := charts.NewLine()
	l.SetGlobalOptions(
		charts.WithInitializationOpts(initOpts(t.Title)),
		titleOpts(t.Title, t.Subtitle),
		charts.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item", Formatter: types.FuncStr("{a}: {c}")}),
		charts.WithLegendOpts(opts.Legend{Show: opts.Bool(true), Top: "bottom"}),
		charts.WithXAxisOpts(opts.XAxis{Type: "value", Name: "value (Left, Black, positive, to the left)", NameLocation: "middle", NameGap: 28,
			Inverse: opts.Bool(true), Scale: opts.Bool(true)}),
		// Keep the temperature axis at the edge, not at value 0.
		charts.WithYAxisOpts(opts.YAxis{Type: "value", Name: "temperature", Min: 0, AxisLine: &opts.AxisLine{OnZero: opts.Bool(false)}}),
	)
	for _, w := range t.Walls {
		data := make([]opts.LineData, len(w.Points))
		for i, p := range w.Points {
			data[i] = opts.LineData{Value: []float64{p.X, p.Y}}
		}
		l.AddSeries(w.Name, data, charts.WithLineChartOpts(opts.LineChart{ShowSymbol: opts.Bool(false)}))
	}
	return l, nil
}
