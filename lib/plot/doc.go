// Package plot builds the figures of decomplab: charts on go-echarts
// named for what they draw (CompareScatter: one method against another on
// log-log axes; LinesChart: values of several methods over categories;
// GroupedBarsChart; ThermographChart), helpers that turn rows into them
// (Pivot: rows into categories and series; PairsOf: rows of two methods
// into scatter points, unsolved and missing ones included), HTML tables,
// SVG pictures of Go boards and game trees, and export for papers
// (Renderer: SVG, PDF and PNG through headless Chromium; SaveTable: CSV
// and LaTeX). It imports no solver: lib/figures turns each paper's rows
// into these charts.
//
// Nothing here depends on a notebook kernel: a chart built here is shown in a
// notebook by kernel/nb, written to a standalone HTML page by [WritePage], or
// embedded in a report. Pages never load ECharts from a CDN: the caller says
// where the library is (a relative path such as "assets/echarts.min.js", or
// the library's text to inline).
//
// Runs that did not finish are not dropped silently: a value of a [Series]
// or a side of a [Pair] carries a [Status]. Unsolved (the run exhausted its
// node or time budget; the value is what it spent, a lower bound) is drawn
// as a hollow marker with its own legend entry, optionally next to a dashed
// budget line (Lines.Budget, Comparison.Budget); Missing (no value) is
// a gap in a line, no bar, or a point left out of a scatter plot with a note
// in the subtitle.
//
// Builders validate their input and return an error naming the bad value
// (a non-positive count on a log axis, series of different lengths, an empty
// name) instead of drawing a misleading chart.
package plot
