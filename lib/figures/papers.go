package figures

import (
	"fmt"
	"strconv"

	"github.com/go-echarts/go-echarts/v2/charts"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/safety"
)

// The papers' figures and tables over the rows of `decomp study` (and of
// the notebooks' cached runs of the same studies).

// SafetyTable1 is Table 1 of Niu & Müller as printed: per position and
// solver, the region, time, nodes and regions fully, partly or not proven.
func SafetyTable1(rows []safety.Table1Row) ([]safety.Table1Row, error) {
	if len(rows) == 0 {
		return nil, fmt.Errorf("figures: safety Table 1 of no rows")
	}
	return rows, nil
}

// SafetyPhases is Table 2 of Niu & Müller drawn as grouped bars: the
// share of points proven safe at each game phase (End-100 ... End), one
// bar per solver.
func SafetyPhases(rows []safety.Table2Row) (*charts.Bar, error) {
	cats, series, err := plot.Pivot(rows,
		func(r safety.Table2Row) string { return r.Phase },
		func(r safety.Table2Row) string { return r.Solver.Title() },
		func(r safety.Table2Row) plot.Value { return plot.Value{V: r.Percent} })
	if err != nil {
		return nil, fmt.Errorf("figures: safety phases: %w", err)
	}
	return plot.GroupedBarsChart(plot.GroupedBars{Title: "Points proven safe by game phase", Categories: cats, Series: series, YName: "% of points"})
}

// BGFExactRate is the heuristic-quality experiment on binary game forests
// (Chen, Section 8): how often each method is exact, by forest size.
func BGFExactRate(rows []bgf.QualityRow) (*charts.Line, error) {
	return bgfLines(rows, "Exact moves by forest size", "% exact", func(r bgf.QualityRow) float64 { return 100 * r.ExactRate })
}

// BGFMeanLoss is the same experiment's mean loss against exact play.
func BGFMeanLoss(rows []bgf.QualityRow) (*charts.Line, error) {
	return bgfLines(rows, "Mean loss by forest size", "mean loss (points)", func(r bgf.QualityRow) float64 { return r.MeanLoss })
}

func bgfLines(rows []bgf.QualityRow, title, yName string, value func(bgf.QualityRow) float64) (*charts.Line, error) {
	cats, series, err := plot.Pivot(rows,
		func(r bgf.QualityRow) string { return strconv.Itoa(r.Trees) + " trees" },
		func(r bgf.QualityRow) string { return r.Method.Title() },
		func(r bgf.QualityRow) plot.Value {
			if r.Forests == 0 {
				return plot.Value{Status: plot.Missing}
			}
			return plot.Value{V: value(r)}
		})
	if err != nil {
		return nil, fmt.Errorf("figures: %s: %w", title, err)
	}
	return plot.LinesChart(plot.Lines{Title: title, Categories: cats, Series: series, YName: yName, Linear: true})
}
