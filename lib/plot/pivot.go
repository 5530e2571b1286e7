package plot

import (
	"fmt"
	"math"

	"github.com/go-echarts/go-echarts/v2/charts"
)

// Value is what a row contributes to a chart: a number and whether it is a
// result (Solved), a lower bound (Unsolved: the budget ran out) or absent
// (Missing).
type Value struct {
	V      float64
	Status Status
}

// Pivot turns rows into the categories and series of a line or bar chart:
// each row gives its category (x axis), its series (one line or bar colour
// per method) and its value. Categories and series keep the order in which
// rows first name them; a category that a series has no row for is
// Missing in it. Two rows with the same category and series are an error
// naming both.
func Pivot[R any](rows []R, category, series func(R) string, value func(R) Value) ([]string, []Series, error) {
	var cats, names []string
	catIndex := map[string]int{}
	type cell struct {
		v   Value
		row int
	}
	cells := map[string]map[string]cell{}
	for i, r := range rows {
		c, s := category(r), series(r)
		if _, ok := catIndex[c]; !ok {
			catIndex[c] = len(cats)
			cats = append(cats, c)
		}
		if cells[s] == nil {
			cells[s] = map[string]cell{}
			names = append(names, s)
		}
		if old, ok := cells[s][c]; ok {
			return nil, nil, fmt.Errorf("plot: rows %d and %d are both series %q, category %q", old.row, i, s, c)
		}
		cells[s][c] = cell{value(r), i}
	}
	out := make([]Series, len(names))
	for k, s := range names {
		out[k] = Series{Name: s, Values: make([]float64, len(cats)), Status: make([]Status, len(cats))}
		for j, c := range cats {
			v, ok := cells[s][c]
			if !ok {
				out[k].Values[j], out[k].Status[j] = math.NaN(), Missing
				continue
			}
			out[k].Values[j], out[k].Status[j] = v.v.V, v.v.Status
		}
	}
	return cats, out, nil
}

// PairsOf turns rows of several methods into the points of a scatter plot
// of method a against method b: one Pair per problem (in the order rows
// first name it) that either method has a row for; a method without a row
// for the problem is Missing, a row that ran out of budget Unsolved.
func PairsOf[R any](rows []R, problem, method func(R) string, value func(R) Value, a, b string) ([]Pair, error) {
	var pairs []Pair
	index := map[string]int{}
	seen := map[[2]string]bool{}
	for i, r := range rows {
		m := method(r)
		if m != a && m != b {
			continue
		}
		p := problem(r)
		if seen[[2]string{p, m}] {
			return nil, fmt.Errorf("plot: row %d: problem %q has two rows of method %q", i, p, m)
		}
		seen[[2]string{p, m}] = true
		k, ok := index[p]
		if !ok {
			k = len(pairs)
			index[p] = k
			pairs = append(pairs, Pair{Problem: p, A: math.NaN(), B: math.NaN(), StatusA: Missing, StatusB: Missing})
		}
		v := value(r)
		if m == a {
			pairs[k].A, pairs[k].StatusA = v.V, v.Status
		} else {
			pairs[k].B, pairs[k].StatusB = v.V, v.Status
		}
	}
	if len(pairs) == 0 {
		return nil, fmt.Errorf("plot: no rows of method %q or %q", a, b)
	}
	return pairs, nil
}

// NodeCounts is the old name of Lines.
//
// Deprecated: use Lines; the name stays while notebooks 02-05 use it.
type NodeCounts = Lines

// NodeCountsChart is LinesChart with the value axis named "nodes" when
// YName is empty.
//
// Deprecated: use LinesChart; the name stays while notebooks 02-05 use it.
func NodeCountsChart(n NodeCounts) (*charts.Line, error) {
	if n.YName == "" {
		n.YName = "nodes"
	}
	return LinesChart(n)
}

// PhaseBars is the old name of GroupedBars.
//
// Deprecated: use GroupedBars; the name stays while notebooks 02-05 use it.
type PhaseBars = GroupedBars

// PhaseBarsChart is GroupedBarsChart with the value axis named "points"
// when YName is empty.
//
// Deprecated: use GroupedBarsChart; the name stays while notebooks 02-05
// use it.
func PhaseBarsChart(b PhaseBars) (*charts.Bar, error) {
	if b.YName == "" {
		b.YName = "points"
	}
	return GroupedBarsChart(b)
}
