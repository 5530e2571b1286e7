package figures

import (
	"fmt"
	"strconv"

	"github.com/go-echarts/go-echarts/v2/charts"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/plot"
)

// Kishimoto & Müller, Dynamic Decomposition Search for one-eye problems:
// Tables 1-2, Figs. 7-9, the scaling study and the problems' boards.

// OneEyeNodes is Figs. 7 (TOY) and 9 (STANDARD) of Kishimoto & Müller:
// nodes of method a against method b (oneeye.Method), one point per
// problem and first player of the collection ("" for all); a run without
// an answer is unsolved at the nodes it spent.
func OneEyeNodes(rows []oneeye.Row, collection string, a, b oneeye.Method) (*charts.Scatter, error) {
	return oneEyeScatter(rows, collection, a, b, "nodes", "nodes", func(r oneeye.Row) float64 { return float64(max(r.Nodes, 1)) })
}

// OneEyeTime is Fig. 8 of Kishimoto & Müller: time in milliseconds of
// method a against method b, as OneEyeNodes.
func OneEyeTime(rows []oneeye.Row, collection string, a, b oneeye.Method) (*charts.Scatter, error) {
	return oneEyeScatter(rows, collection, a, b, "time", "ms", func(r oneeye.Row) float64 { return max(r.Millis, 1e-3) })
}

func oneEyeScatter(rows []oneeye.Row, collection string, a, b oneeye.Method, measure, unit string, value func(oneeye.Row) float64) (*charts.Scatter, error) {
	var sel []oneeye.Row
	for _, r := range rows {
		if collection == "" || r.Collection == collection {
			sel = append(sel, r)
		}
	}
	pairs, err := plot.PairsOf(sel,
		func(r oneeye.Row) string { return r.Collection + "/" + r.Name + " (" + r.First + " first)" },
		func(r oneeye.Row) string { return r.Method.String() },
		func(r oneeye.Row) plot.Value {
			if r.Result == oneeye.Unknown.String() {
				return plot.Value{V: value(r), Status: plot.Unsolved}
			}
			return plot.Value{V: value(r)}
		}, a.String(), b.String())
	if err != nil {
		return nil, fmt.Errorf("figures: one-eye %s: %w", measure, err)
	}
	title := "One-eye problems: " + measure
	if collection != "" {
		title += " on " + collection
	}
	return plot.CompareScatter(plot.Comparison{Title: title, MethodA: a.Title() + " (" + unit + ")", MethodB: b.Title() + " (" + unit + ")", Pairs: pairs})
}

// OneEyeTotals is Tables 1-2 of Kishimoto & Müller: per collection and
// method, problems solved, total time and nodes, nodes per second.
func OneEyeTotals(rows []oneeye.Row) ([]oneeye.TableRow, error) {
	if len(rows) == 0 {
		return nil, fmt.Errorf("figures: one-eye totals of no rows")
	}
	return oneeye.Tables(rows), nil
}

// OneEyeScaling draws the scaling study (oneeye.ScalingJobs) of one
// pocket family ("dead" or "live") and first player ("defender" or
// "attacker"): nodes of each method against the number of pockets k, on
// a log axis; a run that hit the budget (maxNodes, drawn as a line) is
// unsolved at the nodes it spent.
func OneEyeScaling(rows []oneeye.Row, family, first string, maxNodes int64) (*charts.Line, error) {
	var sel []oneeye.Row
	for _, r := range rows {
		if r.Collection == family && r.First == first {
			sel = append(sel, r)
		}
	}
	if len(sel) == 0 {
		return nil, fmt.Errorf("figures: one-eye scaling: no rows of family %q, %s first", family, first)
	}
	cats, series, err := plot.Pivot(sel,
		func(r oneeye.Row) string { return "k=" + strconv.Itoa(r.Pockets) },
		func(r oneeye.Row) string { return r.Method.Title() },
		func(r oneeye.Row) plot.Value {
			if r.Result == oneeye.Unknown.String() {
				return plot.Value{V: float64(max(r.Nodes, 1)), Status: plot.Unsolved}
			}
			return plot.Value{V: float64(max(r.Nodes, 1))}
		})
	if err != nil {
		return nil, fmt.Errorf("figures: one-eye scaling: %w", err)
	}
	return plot.LinesChart(plot.Lines{Title: fmt.Sprintf("%s pockets, %s first", family, first), Subtitle: "nodes against the number of pockets k",
		Categories: cats, Series: series, YName: "nodes", Budget: float64(maxNodes)})
}

// OneEyeBoard is how a one-eye problem is drawn: the region (SGF MA)
// shaded, crucial stones (SGF TR) with triangles and, unless move is
// board.NoPoint or board.Pass, the move labelled "1".
func OneEyeBoard(p *oneeye.Problem, title string, move board.Point) plot.BoardOptions {
	o := plot.BoardOptions{Title: title, Cell: 22, Marks: crucialMarks(p),
		Shades: []plot.Shade{{Name: "region (MA)", Region: p.Region, Color: plot.WorkingColor}}}
	if move != board.NoPoint && move != board.Pass {
		o.Labels = []plot.Label{{Point: move, Text: "1"}}
	}
	return o
}

// OneEyeParts draws what DDS (or RDS) sees at the root of a problem
// (oneeye.Decompose): each subregion shaded, crucial stones with
// triangles; the title says how many subregions there are, or that the
// node is lost (rule D3).
func OneEyeParts(p *oneeye.Problem, m oneeye.Method, title string) (plot.BoardOptions, error) {
	d, err := oneeye.Decompose(p, m)
	if err != nil {
		return plot.BoardOptions{}, err
	}
	var shades []plot.Shade
	for i, part := range d.Parts {
		shades = append(shades, plot.Shade{Name: fmt.Sprintf("subregion %d", i+1), Region: part})
	}
	verdict := fmt.Sprintf("%d subregion(s)", len(d.Parts))
	if d.Lost {
		verdict = "lost for the defender: no subregion"
	}
	return plot.BoardOptions{Title: title + ": " + verdict, Cell: 26, Marks: crucialMarks(p), Shades: shades}, nil
}

func crucialMarks(p *oneeye.Problem) []plot.Mark {
	var marks []plot.Mark
	for q := range p.Crucial.All() {
		marks = append(marks, plot.Mark{Point: q, Kind: plot.Triangle})
	}
	return marks
}

// OneEyePaperRow is one measure of Kishimoto & Müller's Tables 1-2 (and
// §5.2) beside ours.
type OneEyePaperRow struct {
	Collection string `table:"collection"`
	Measure    string `table:"measure"`
	Paper      string `table:"paper"`
	Ours       string `table:"ours"`
}

// oneEyePaper is what the paper reports per collection: no-DDS over DDS
// in nodes and time over the problems both solved, and how many those
// were.
var oneEyePaper = map[string][3]string{
	"toy":      {"44 (2,169,239 / 49,433)", "66", "23 of 26"},
	"standard": {"1.35 (84,084,752 / 62,129,738)", "1.2", "157 of 162"},
}

// OneEyeVersusPaper sets the paper's Tables 1-2 statistics beside ours
// (oneeye.Tables over the rows): per collection, no-DDS over DDS in nodes
// and in time, and the searches every method solved; for DDS on STANDARD
// also the share of nodes at which the region split (the paper: 16-50% on
// the hard problems: here the range over solves of at least
// oneeye.HardNodes nodes, and the share over all solves), and the share
// at which the walls cut it at all (split or narrowed).
func OneEyeVersusPaper(rows []oneeye.Row) ([]OneEyePaperRow, error) {
	tables, err := OneEyeTotals(rows)
	if err != nil {
		return nil, err
	}
	var out []OneEyePaperRow
	for _, t := range tables {
		paper, ok := oneEyePaper[t.Collection]
		if !ok || t.Method != oneeye.MethodOf(oneeye.DDS, oneeye.SharedKnowledge) {
			continue
		}
		out = append(out,
			OneEyePaperRow{t.Collection, "no-DDS / DDS nodes", paper[0], fmt.Sprintf("%.2f", t.NoDDSOver)},
			OneEyePaperRow{t.Collection, "no-DDS / DDS time", paper[1], fmt.Sprintf("%.2f", t.TimeNoDDSOver)},
			OneEyePaperRow{t.Collection, "searches every method solved", paper[2], fmt.Sprintf("%d of %d", t.SolvedByAll, t.Problems)})
		if t.Collection == "standard" {
			hard := "no solve of that size"
			if t.Hard > 0 {
				hard = fmt.Sprintf("%.1f-%.1f%% (%d solves of at least %d nodes)", 100*t.HardMin, 100*t.HardMax, t.Hard, oneeye.HardNodes)
			}
			out = append(out,
				OneEyePaperRow{t.Collection, "DDS nodes that split the region", "16-50% (hard problems)", hard},
				OneEyePaperRow{t.Collection, "DDS nodes that split the region, all solved", "-", fmt.Sprintf("%.2f%%", 100*t.Share)},
				OneEyePaperRow{t.Collection, "DDS nodes where walls cut the region (split or narrowed)", "-", fmt.Sprintf("%.2f%%", 100*t.CutShare)})
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("figures: one-eye versus paper: no DDS rows of toy or standard")
	}
	return out, nil
}
