package nb_test

import (
	"fmt"

	"github.com/decomplab/decomplab/kernel/nb"
	"github.com/decomplab/decomplab/lib/plot"
)

// In a notebook cell, display a chart and a table, each from a builder's
// results as they are. Outside GoNB the display calls do nothing, so this
// example only shows the calls.
func Example() {
	nb.Plot(plot.LinesChart(plot.Lines{
		Title:      "Nodes per subset",
		Categories: []string{"split at root", "never split"},
		Series: []plot.Series{
			{Name: "no DDS", Values: []float64{52000, 310}},
			{Name: "DDS", Values: []float64{800, 305}},
		},
	}))
	nb.Tabulate([][]string{{"method", "nodes"}, {"DDS", "1105"}}, nil)
	nb.Markdown("DDS needs **47x** fewer nodes on problems split at the root.")
	fmt.Println(nb.InNotebook())
	// Output: false
}

// A long run shows live progress in its cell.
func ExampleNewProgress() {
	problems := []string{"A1", "A2", "A3"}
	p := nb.NewProgress("one-eye suite", len(problems))
	for i, name := range problems {
		// ... solve the problem ...
		p.Set(i+1, name)
	}
	p.Done("3 solved")
}
