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
