// Package nb shows decomplab's results in a GoNB notebook and keeps a
// notebook's cells to a few lines each: charts (any go-echarts chart, e.g.
// from lib/plot or lib/figures), tables, Go boards, game trees, Markdown,
// LaTeX and live progress of long runs; the checkout's path, a context for
// the cell, cached study runs and the report's provenance. It is the only
// package of decomplab that imports GoNB (its gonbui package).
//
// A report reads like this:
//
//	nb.Provenance(map[string]any{"full": full, "maxNodes": maxNodes}) // first cell
//
//	rows := nb.Cached("oneeye", params, recompute, func(ctx context.Context, o study.Options) ([]oneeye.Row, error) {
//		return oneeye.Study(ctx, problems, o) // o.Meter is the cell's progress bar
//	})
//	nb.Plot(figures.OneEyeNodes(rows))        // a builder's (chart, err) as they are
//	nb.Tabulate(figures.OneEyeTotals(rows))   // a table builder's (rows, err)
//	nb.Save("fig7", nb.Plot(figures.OneEyeNodes(rows))) // also figures/fig7.svg, .pdf, .png
//
// Root is the checkout (for data/ and results/), Ctx the cell's context (an
// interrupt cancels it), Cached reuses rows stored under results/ by the
// notebooks and `decomp study` until the parameters or the code change.
// On an error these stop the cell with it; Must does the same for any
// error.
//
// Charts need the ECharts library in the page. nb puts it in the output of
// the first chart of a kernel session (and so once per exported report) and
// later charts reuse it. The library's file is found through the environment
// variable DECOMPLAB_ECHARTS (set in the kernel spec written by
// `go run ./kernel setup`), else by looking for .cache/echarts/echarts.min.js
// in the folders above the working directory, the notebook's folder and
// DECOMPLAB_ROOT. If the page was reloaded and lost the library, a chart
// shows its static picture and says so; [LoadECharts] puts the library back.
// Each chart output also carries the chart as a static SVG (drawn by
// ECharts in headless Chromium, when installed), so that a saved notebook
// shows its charts where no scripts run.
//
// Functions at package level display through gonbui and do nothing outside
// a notebook; a [Notebook] made with [New] displays to any [Output], which is
// how this package is tested.
package nb
