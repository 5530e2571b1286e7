// Command kernel sets up and runs the notebook environment of decomplab:
// Jupyter with the GoNB kernel, pointed at this checkout.
//
// Usage, from anywhere inside the checkout:
//
//	go run ./kernel setup [-gopls] [-no-apt]   install and configure (idempotent)
//	go run ./kernel lab [-port N]               setup, then Jupyter Notebook on 127.0.0.1
//	go run ./kernel report [NOTEBOOK...]        run notebooks headless into reports/*.html
//	go run ./kernel browsercheck [HTML...]      draw reports in headless Chromium, check charts
//	go run ./kernel check                       diagnose the environment piece by piece
//	go run ./kernel lint [-no-vet] [NOTEBOOK...] gofmt, cell length, go vet over notebook cells
//
// Everything setup builds or downloads lives in git-ignored folders of the
// checkout: .cache/bin (gonb, goimports, optionally gopls), .cache/echarts
// (echarts.min.js from the npm package echarts), and .jupyter (the kernel
// spec, found by Jupyter through JUPYTER_PATH, and .jupyter/config, the
// lab's configuration through JUPYTER_CONFIG_DIR: a stylesheet that draws
// gofmt's tabs as plain indentation and CodeMirror indenting with tabs;
// `lab -smoke` checks it on an open notebook and keeps a screenshot). Debian packages (Jupyter,
// nbconvert, Chromium) are installed with apt-get when running as root;
// otherwise the command to run is printed.
//
// report executes each notebook with nbclient (the library under
// nbconvert --execute) on the kernel spec gonb-headless, stops at the first
// failing cell, fails on any error output or text on stderr (printing the
// failing cell, its stderr and its error), checks that every chart output
// carries a static picture beside its HTML (so the saved reports/NAME.ipynb
// shows its charts without scripts), exports self-contained HTML
// into reports/, then opens every report in headless Chromium with no network,
// checks that every chart drew pixels, and keeps a PNG screenshot next to it.
//
// lint checks the Go of notebook cells as GoNB runs it (a %% cell is the
// body of main, other cells hold declarations): every cell gofmt-clean, no
// %% cell over 25 lines, and go vet clean on the cells put together in a
// package under .cache/nblint (imports completed by goimports, messages
// naming the cell). `make lint` runs it.
package main
