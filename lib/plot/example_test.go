package plot_test

import (
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/plot"
)

func ExampleCompareScatter() {
	chart, err := plot.CompareScatter(plot.Comparison{
		Title:   "One-eye problems",
		MethodA: "no DDS (nodes)",
		MethodB: "DDS (nodes)",
		Pairs:   []plot.Pair{{Problem: "A1", A: 5200, B: 80}, {Problem: "A2", A: 300, B: 290}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	// Write a page that loads ECharts from a file next to it.
	var page strings.Builder
	err = plot.WritePage(&page, plot.PageOptions{Title: "DDS", EChartsSrc: "assets/echarts.min.js"}, chart)
	fmt.Println(err, strings.Contains(page.String(), `<script src="assets/echarts.min.js">`))
	// Output: <nil> true
}

func ExampleTableHTML() {
	type result struct {
		Problem string
		Nodes   int
	}
	html, err := plot.TableHTML([]result{{"A1", 80}, {"A2", 290}})
	fmt.Println(len(html) > 0, err)
	// Output: true <nil>
}

func ExampleCompareScatter_error() {
	_, err := plot.CompareScatter(plot.Comparison{
		Title: "bad", MethodA: "A", MethodB: "B",
		Pairs: []plot.Pair{{Problem: "P9", A: 0, B: 10}},
	})
	fmt.Println(err)
	// Output: plot: comparison "bad": problem "P9" (#0): value 0 cannot be shown on a log axis
}

func ExampleBoardSVG() {
	b, err := board.Parse(`
		. X O .
		X . X O
		X X O .
		. . O .`)
	if err != nil {
		fmt.Println(err)
		return
	}
	svg, err := plot.BoardSVG(b, plot.BoardOptions{
		Title:  "Black's eye at B3",
		Shades: []plot.Shade{{Name: "eye", Region: board.RegionOf(board.Pt(1, 1)), Color: plot.SafeBlackColor}},
		Marks:  []plot.Mark{{Point: board.Pt(0, 1), Kind: plot.Triangle}},
	})
	fmt.Println(err, strings.HasPrefix(svg, "<svg"), strings.Count(svg, `class="stone`))
	// Output: <nil> true 9
}

// Alpha-beta ran out of its node budget on the 30-point subset and was not
// run on the 40-point one: the first is a hollow triangle at the budget line
// (legend "alpha-beta: budget exhausted"), the second a gap in the line.
func ExampleLinesChart_unsolved() {
	chart, err := plot.LinesChart(plot.Lines{
		Title:      "Endgame subsets",
		Categories: []string{"10 points", "20 points", "30 points", "40 points"},
		Budget:     1e6,
		Series: []plot.Series{
			{Name: "decomposition search", Values: []float64{40, 90, 200, 420}},
			{Name: "alpha-beta", Values: []float64{3e3, 8e4, 1e6, 0},
				Status: []plot.Status{plot.Solved, plot.Solved, plot.Unsolved, plot.Missing}},
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range chart.MultiSeries {
		fmt.Println(s.Name)
	}
	// Output:
	// decomposition search
	// alpha-beta
	// alpha-beta: budget exhausted
}
