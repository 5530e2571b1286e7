package figures

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/plot"
)

// The figures and tables of notebook 02 (Müller's decomposition search,
// lib/endgame): a problem's areas, their values, the optimal sequence, the
// move losses and the node counts of the endgame-subsets and endgame-tt
// studies.

// EndgameAreas draws a solved problem's decomposition: safe territory of
// each colour and every area in its own shade, labelled as in the SGF
// file (LB).
func EndgameAreas(p *endgame.Problem, res *endgame.Result) plot.BoardOptions {
	d := res.Decomposition
	o := plot.BoardOptions{Cell: 24, Shades: []plot.Shade{
		{Name: "safe territory of Black", Region: d.Safety.Territory[board.Black], Color: plot.SafeBlackColor},
		{Name: "safe territory of White", Region: d.Safety.Territory[board.White], Color: plot.SafeWhiteColor},
	}}
	points := 0
	for i := range res.Areas {
		a := &res.Areas[i]
		points += a.Size()
		o.Shades = append(o.Shades, plot.Shade{Region: a.Points, Color: plot.AreaColors[i%len(plot.AreaColors)]})
	}
	for q, l := range p.Labels {
		o.Labels = append(o.Labels, plot.Label{Point: q, Text: l})
	}
	o.Title = fmt.Sprintf("%s: %d areas, %d points", problemName(p), len(res.Areas), points)
	return o
}

// EndgameAreaRow is one area of EndgameAreaValues.
type EndgameAreaRow struct {
	Area        string `table:"area"`
	Points      int    `table:"points"`
	Value       string `table:"value (CGSuite)"`
	Mean        string `table:"mean"`
	Temperature string `table:"temperature"`
	Stops       string `table:"stops L / R"`
	Ko          bool   `table:"local ko"`
	Nodes       int64  `table:"LCGS nodes"`
	Positions   int64  `table:"positions expanded"`
}

// EndgameAreaValues tabulates each area's combinatorial value (CGSuite
// notation), mean, temperature, stops and LCGS cost.
func EndgameAreaValues(res *endgame.Result) ([]EndgameAreaRow, error) {
	if len(res.Areas) == 0 {
		return nil, fmt.Errorf("figures: endgame areas: the position has no areas")
	}
	s := res.Store
	var rows []EndgameAreaRow
	for i := range res.Areas {
		a := &res.Areas[i]
		r := EndgameAreaRow{Area: a.Label, Points: a.Size(), Value: res.Notation(a), Ko: a.Ko, Nodes: a.Stats.Nodes, Positions: a.Stats.PositionsExpanded}
		if a.Value.Known {
			g := a.Value.Game
			r.Mean, r.Temperature = s.Mean(g).String(), s.Temperature(g).String()
			r.Stops = s.LeftStop(g).String() + " / " + s.RightStop(g).String()
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// EndgameScores tabulates the minimax scores of decomposition search with
// each player first (White first, the papers' setting, then Black) beside
// the scores recorded in the problem's file, and the lengths of the
// optimal sequences.
func EndgameScores(p *endgame.Problem, res *endgame.Result) ([][]string, error) {
	if !res.Known {
		return nil, fmt.Errorf("figures: endgame scores of %s: %w", problemName(p), endgame.ErrUnknownResult)
	}
	return [][]string{
		{"", "White first", "Black first"},
		{"decomposition search", strconv.Itoa(res.ScoreWhiteFirst), strconv.Itoa(res.ScoreBlackFirst)},
		{"recorded in the file (" + p.Verified + ")", strconv.Itoa(p.ScoreWhiteFirst), strconv.Itoa(p.ScoreBlackFirst)},
		{"moves of the optimal sequence", strconv.Itoa(len(res.SequenceWhiteFirst)), strconv.Itoa(len(res.Sequence))},
	}, nil
}

// EndgameSequence tabulates an optimal sequence (Result.SequenceWhiteFirst
// or Sequence): move number, player, point, area, and the area's value
// where the sequence first plays in it.
func EndgameSequence(res *endgame.Result, seq []endgame.Move, height int) ([][]string, error) {
	if len(seq) == 0 {
		return nil, fmt.Errorf("figures: endgame sequence: no moves")
	}
	values := map[string]string{}
	for i := range res.Areas {
		values[res.Areas[i].Label] = res.Notation(&res.Areas[i])
	}
	rows := [][]string{{"move", "player", "point", "area", "value of the area before play"}}
	for i, m := range seq {
		pt := "pass"
		if m.Point != board.Pass {
			pt = m.Point.GTP(height)
		}
		rows = append(rows, []string{strconv.Itoa(i + 1), m.Color.String(), pt, m.Area, values[m.Area]})
		delete(values, m.Area)
	}
	return rows, nil
}

// EndgameSequenceBoard numbers the moves of an optimal sequence on the
// problem's board (the first move at each point; a point played again
// after a capture keeps its first number).
func EndgameSequenceBoard(p *endgame.Problem, seq []endgame.Move, first board.Color) plot.BoardOptions {
	o := plot.BoardOptions{Cell: 24, Title: fmt.Sprintf("%s: the optimal sequence, %v first (%d moves)", problemName(p), first, len(seq))}
	used := map[board.Point]bool{}
	for i, m := range seq {
		if m.Point != board.Pass && !used[m.Point] {
			used[m.Point] = true
			o.Labels = append(o.Labels, plot.Label{Point: m.Point, Text: strconv.Itoa(i + 1)})
		}
	}
	return o
}

// lossColors shade moves losing 0, 1, 2, and 3 or more points.
var lossColors = []string{"#2a9d8f", "#e9c46a", "#f4a261", "#e63946"}

// MoveLossHeatMap draws Result.MoveLosses (Müller 2001, Section 3.6.3)
// as a heat map: each analysed move shaded by the points it loses against
// optimal play (0, 1, 2, 3 or more) and labelled with its exact loss.
func MoveLossHeatMap(p *endgame.Problem, losses []endgame.MoveLoss, mover board.Color) (plot.BoardOptions, error) {
	o := plot.BoardOptions{Cell: 24, Title: fmt.Sprintf("%s: %v's moves and the points each loses", problemName(p), mover)}
	shades := make([]plot.Shade, len(lossColors))
	for k := range shades {
		shades[k] = plot.Shade{Name: fmt.Sprintf("loses %d", k), Color: lossColors[k]}
	}
	shades[len(shades)-1].Name += " or more"
	for _, ml := range losses {
		if ml.Skipped != "" || ml.Move == board.Pass {
			continue
		}
		k := min(max(ml.Loss.Floor(), 0), int64(len(shades)-1))
		shades[k].Region.Add(ml.Move)
		o.Labels = append(o.Labels, plot.Label{Point: ml.Move, Text: ml.Loss.String()})
	}
	if len(o.Labels) == 0 {
		return o, fmt.Errorf("figures: move losses of %s: no move analysed", problemName(p))
	}
	for _, s := range shades {
		if s.Region.Count() > 0 {
			o.Shades = append(o.Shades, s)
		}
	}
	return o, nil
}

// EndgameNodes is Müller's comparison of decomposition search and
// alpha-beta over growing sums of areas (2001, Fig. 7; the
// endgame-subsets study) on one problem: nodes per subset and method, on
// a log axis; a search that ran out of budget is unsolved at the nodes it
// spent, one not run (no nodes: a smaller subset already ran out) is a gap.
func EndgameNodes(rows []endgame.NodeCountRow, problem string) (*charts.Line, error) {
	cats, series, err := endgameNodePivot(rows, problem, false)
	if err != nil {
		return nil, err
	}
	c, err := plot.LinesChart(plot.Lines{Title: "Decomposition search vs alpha-beta on " + problem, Subtitle: firstOf(rows, problem) + " first", Categories: cats, Series: series, YName: "nodes"})
	if err != nil {
		return nil, err
	}
	// Five methods and their budget-exhausted markers take up to three
	// rows of legend under the axis.
	c.SetGlobalOptions(charts.WithGridOpts(opts.Grid{Bottom: "110"}))
	return c, nil
}

// EndgameNodeTable is the same comparison as a table: one row per subset,
// one column per method, "> N" where a search ran out of budget after N
// nodes and "-" where it was not run.
func EndgameNodeTable(rows []endgame.NodeCountRow, problem string) ([][]string, error) {
	cats, series, err := endgameNodePivot(rows, problem, true)
	if err != nil {
		return nil, err
	}
	return pivotTable("areas (points)", cats, series), nil
}

// endgameNodePivot pivots one problem's endgame-subsets rows: a category
// per subset (with its points if withPoints: a chart's axis has room for
// the subset's name only), a series per method.
func endgameNodePivot(rows []endgame.NodeCountRow, problem string, withPoints bool) ([]string, []plot.Series, error) {
	var sel []endgame.NodeCountRow
	for _, r := range rows {
		if r.Problem == problem {
			sel = append(sel, r)
		}
	}
	if len(sel) == 0 {
		return nil, nil, fmt.Errorf("figures: endgame nodes: no rows of problem %q", problem)
	}
	cats, series, err := plot.Pivot(sel,
		func(r endgame.NodeCountRow) string {
			if withPoints {
				return fmt.Sprintf("%s (%d pts)", r.Subset, r.Points)
			}
			return r.Subset
		},
		func(r endgame.NodeCountRow) string { return r.Method.Title() },
		func(r endgame.NodeCountRow) plot.Value {
			switch {
			case !r.Solved && r.Nodes == 0:
				return plot.Value{Status: plot.Missing}
			case !r.Solved:
				return plot.Value{V: float64(max(r.Nodes, 1)), Status: plot.Unsolved}
			}
			return plot.Value{V: float64(max(r.Nodes, 1))}
		})
	if err != nil {
		return nil, nil, fmt.Errorf("figures: endgame nodes of %s: %w", problem, err)
	}
	return cats, series, nil
}

// firstOf is the first player of a problem's rows.
func firstOf(rows []endgame.NodeCountRow, problem string) string {
	for _, r := range rows {
		if r.Problem == problem {
			return r.First
		}
	}
	return ""
}

// pivotTable writes a pivot as a table: a header row (head, then the
// series), then a row per category; unsolved values read "> v", missing
// ones "-".
func pivotTable(head string, cats []string, series []plot.Series) [][]string {
	t := [][]string{{head}}
	for _, s := range series {
		t[0] = append(t[0], s.Name)
	}
	for j, c := range cats {
		row := []string{c}
		for _, s := range series {
			switch s.Status[j] {
			case plot.Missing:
				row = append(row, "-")
			case plot.Unsolved:
				row = append(row, fmt.Sprintf("> %.0f", s.Values[j]))
			default:
				row = append(row, fmt.Sprintf("%.0f", s.Values[j]))
			}
		}
		t = append(t, row)
	}
	return t
}

// EndgameTableSizes is the table-size experiment (the endgame-tt study):
// alpha-beta nodes against the transposition table's size
// (Budget.TTEntries, 0 unbounded), unsolved at the nodes spent where the
// table was too small for the budget.
func EndgameTableSizes(rows []endgame.TableSizeRow) (*charts.Line, error) {
	cats, series, err := plot.Pivot(rows,
		func(r endgame.TableSizeRow) string {
			if r.Entries == 0 {
				return "unbounded"
			}
			return strconv.Itoa(r.Entries)
		},
		func(r endgame.TableSizeRow) string { return r.Method.Title() + " on " + r.Areas },
		func(r endgame.TableSizeRow) plot.Value {
			if !r.Solved {
				return plot.Value{V: float64(max(r.Nodes, 1)), Status: plot.Unsolved}
			}
			return plot.Value{V: float64(max(r.Nodes, 1))}
		})
	if err != nil {
		return nil, fmt.Errorf("figures: endgame table sizes: %w", err)
	}
	sub := ""
	if len(rows) > 0 {
		sub = rows[0].First + " first; x: table entries"
	}
	return plot.LinesChart(plot.Lines{Title: "Alpha-beta nodes by transposition-table size", Subtitle: sub, Categories: cats, Series: series, YName: "nodes"})
}

// problemName is a problem's file name without folder and extension.
func problemName(p *endgame.Problem) string {
	return strings.TrimSuffix(filepath.Base(p.Name), ".sgf")
}
