// Package nb shows decomplab's results in a GoNB notebook: charts
// (any go-echarts chart, e.g. from lib/plot), tables, Go boards, game trees,
// Markdown, LaTeX and live progress of long runs, and gives cells a context
// that an interrupt cancels. It is the only package of decomplab
// that imports GoNB (its gonbui package).
//
// In a cell:
//
//	chart, err := plot.CompareScatter(plot.Comparison{...})
//	if err != nil { ... }
//	nb.Must(nb.Chart(chart))
//	nb.Must(nb.Table(results))
//	nb.Markdown("**done**")
//
// Charts need the ECharts library in the page. nb puts it in the output of
// the first chart of a kernel session (and so once per exported report) and
// later charts reuse it. The library's file is found through the environment
// variable DECOMPLAB_ECHARTS (set in the kernel spec written by
// `go run ./kernel setup`), else by looking for .cache/echarts/echarts.min.js
// in the folders above the working directory, the notebook's folder and
// DECOMPLAB_ROOT. If the page was reloaded and lost the library, a chart
// says so in its place; [LoadECharts] puts it back.
//
// Functions at package level display through gonbui and do nothing outside
// a notebook; a [Notebook] made with [New] displays to any [Output], which is
// how this package is tested.
package nb
