package plot

import (
	"fmt"
	"html"
	"io"
	"math"
	"strings"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"
	"github.com/go-echarts/go-echarts/v2/render"
)

// Chart is anything go-echarts can render as a snippet: every chart type of
// github.com/go-echarts/go-echarts/v2/charts satisfies it.
type Chart interface {
	RenderSnippet() render.ChartSnippet
}

// Series is one named line or group of bars: Values[i] belongs to the i-th
// category of the chart.
type Series struct {
	Name   string
	Values []float64
	// Status, if not nil, has one entry per value and says which values are
	// not results: Unsolved marks a run that stopped on its budget (Values[i]
	// is what it spent, a lower bound), Missing a run that has no value at
	// all. Nil means every value is Solved.
	Status []Status
}

// Status says whether a value is a result. The zero value is Solved.
type Status uint8

const (
	// Solved: the value is what the method needed.
	Solved Status = iota
	// Unsolved: the method stopped before an answer (node or time budget
	// exhausted, cancelled). The value is what it spent, a lower bound of
	// what it needs; charts draw it as a hollow marker with its own legend
	// entry, never joined to the solved values by a line.
	Unsolved
	// Missing: there is no value (the method was not run, or failed). The
	// value is ignored and may be NaN; charts leave a gap.
	Missing
)

func (s Status) String() string {
	switch s {
	case Solved:
		return "solved"
	case Unsolved:
		return "unsolved"
	case Missing:
		return "missing"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// status returns the status of the i-th value of s.
func (s Series) status(i int) Status {
	if s.Status == nil {
		return Solved
	}
	return s.Status[i]
}

// seriesColors are ECharts' default series colours, set explicitly so that
// the unsolved markers of a series have the colour of its line.
var seriesColors = []string{"#5470c6", "#91cc75", "#fac858", "#ee6666", "#73c0de", "#3ba272", "#fc8452", "#9a60b4", "#ea7ccc"}

// lineTypes are the line styles of the rounds of series colours.
var lineTypes = []string{"solid", "dashed", "dotted"}

// UnsolvedSuffix is appended to a series name for the legend entry of its
// unsolved values, e.g. "alpha-beta: budget exhausted".
const UnsolvedSuffix = ": budget exhausted"

// gap is how ECharts marks a data item without a value.
const gap = "-"

// Default chart size.
const (
	defaultWidth  = "900px"
	defaultHeight = "500px"
)

// init returns the initialization options shared by all builders: a fixed
// size and an assets host that is local, so that a page rendered with
// go-echarts' own Render never reaches for a CDN.
func initOpts(title string) opts.Initialization {
	return opts.Initialization{
		Width:      defaultWidth,
		Height:     defaultHeight,
		PageTitle:  title,
		AssetsHost: "assets/",
	}
}

func titleOpts(title, subtitle string) charts.GlobalOpts {
	return charts.WithTitleOpts(opts.Title{Title: title, Subtitle: subtitle, Left: "center"})
}

// checkSeries checks that every series has a name and one value per category,
// and, for a log axis, that every value is positive.
func checkSeries(categories []string, series []Series, logAxis bool) error {
	if len(categories) == 0 {
		return fmt.Errorf("plot: no categories")
	}
	if len(series) == 0 {
		return fmt.Errorf("plot: no series")
	}
	seen := make(map[string]bool, len(series))
	for _, s := range series {
		if s.Name == "" {
			return fmt.Errorf("plot: a series has an empty name")
		}
		if seen[s.Name] {
			return fmt.Errorf("plot: series %q appears twice", s.Name)
		}
		seen[s.Name] = true
		if len(s.Values) != len(categories) {
			return fmt.Errorf("plot: series %q has %d values for %d categories", s.Name, len(s.Values), len(categories))
		}
		if s.Status != nil && len(s.Status) != len(s.Values) {
			return fmt.Errorf("plot: series %q has %d statuses for %d values", s.Name, len(s.Status), len(s.Values))
		}
		for i, v := range s.Values {
			if err := checkStatus(s.status(i)); err != nil {
				return fmt.Errorf("plot: series %q, category %q: %w", s.Name, categories[i], err)
			}
			if s.status(i) == Missing {
				continue
			}
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return fmt.Errorf("plot: series %q, category %q: value %v is not finite", s.Name, categories[i], v)
			}
			if logAxis && v <= 0 {
				return fmt.Errorf("plot: series %q, category %q: value %v cannot be shown on a log axis", s.Name, categories[i], v)
			}
		}
	}
	return nil
}

// checkStatus rejects statuses other than the three defined ones.
func checkStatus(st Status) error {
	if st > Missing {
		return fmt.Errorf("unknown status %d", int(st))
	}
	return nil
}

// PageOptions says how [WritePage] loads ECharts.
type PageOptions struct {
	// Title of the page.
	Title string
	// EChartsSrc is the src of the script tag that loads ECharts, e.g.
	// "assets/echarts.min.js" next to the page. Ignored when EChartsJS is set.
	EChartsSrc string
	// EChartsJS, if not empty, is the text of echarts.min.js, inlined into
	// the page so that it renders with no other file.
	EChartsJS string
}

// WritePage writes a standalone HTML page that shows the charts one below the
// other. ECharts is loaded from o.EChartsSrc or inlined from o.EChartsJS;
// with neither it is an error, since the page would reach for nothing.
func WritePage(w io.Writer, o PageOptions, cs ...Chart) error {
	if o.EChartsJS == "" && o.EChartsSrc == "" {
		return fmt.Errorf("plot: page %q: no ECharts source (set EChartsSrc or EChartsJS)", o.Title)
	}
	if strings.Contains(o.EChartsSrc, "://") {
		return fmt.Errorf("plot: page %q: ECharts source %q is a remote URL; pages load ECharts from a local path", o.Title, o.EChartsSrc)
	}
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n")
	fmt.Fprintf(&b, "<title>%s</title>\n", html.EscapeString(o.Title))
	if o.EChartsJS != "" {
		b.WriteString("<script>")
		b.WriteString(InlineScript(o.EChartsJS))
		b.WriteString("</script>\n")
	} else {
		fmt.Fprintf(&b, "<script src=\"%s\"></script>\n", html.EscapeString(o.EChartsSrc))
	}
	b.WriteString("</head>\n<body>\n")
	for _, c := range cs {
		s := c.RenderSnippet()
		b.WriteString(s.Element)
		b.WriteString("\n")
		b.WriteString(s.Script)
		b.WriteString("\n")
	}
	b.WriteString("</body>\n</html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// InlineScript prepares the text of a JavaScript library (echarts.min.js) for
// a <script> element: it hides the AMD loader (RequireJS, present on Jupyter
// pages and in exported notebooks) so the library sets window.echarts, and
// escapes "</script" so the text cannot close the element early.
func InlineScript(js string) string {
	js = strings.ReplaceAll(js, "</script", "<\\/script")
	return "(function(define,exports,module){\n" + js + "\n}).call(window);"
}
