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
//
// Everything setup builds or downloads lives in git-ignored folders of the
// checkout: .cache/bin (gonb, goimports, optionally gopls), .cache/echarts
// (echarts.min.js from the npm package echarts), and .jupyter (the kernel
// spec, found by Jupyter through JUPYTER_PATH). Debian packages (Jupyter,
// nbconvert, Chromium) are installed with apt-get when running as root;
// otherwise the command to run is printed.
//
// report executes each notebook with nbclient (the library under
// nbconvert --execute) on the kernel spec gonb-headless, stops at the first
// failing cell, fails on any error output or text on stderr (printing the
// failing cell, its stderr and its error), exports self-contained HTML
// into reports/, then opens every report in headless Chromium with no network,
// checks that every chart drew pixels, and keeps a PNG screenshot next to it.
package main
