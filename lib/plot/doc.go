// Package plot builds the figures of decomplab: charts on go-echarts
// (log-log scatter plots of one method against another, node counts over
// problem subsets, thermographs, grouped bar charts), HTML tables, and SVG
// pictures of Go boards.
//
// Nothing here depends on a notebook kernel: a chart built here is shown in a
// notebook by kernel/nb, written to a standalone HTML page by [WritePage], or
// embedded in a report. Pages never load ECharts from a CDN: the caller says
// where the library is (a relative path such as "assets/echarts.min.js", or
// the library's text to inline).
//
// Builders validate their input and return an error naming the bad value
// (a non-positive count on a log axis, series of different lengths, an empty
// name) instead of drawing a misleading chart.
package plot
