package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/plot"
)

func cmdBrowserCheck(e Env, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("browsercheck", flag.ContinueOnError)
	if err := fs.Parse(args); err != nil {
		return err
	}
	pages := fs.Args()
	if len(pages) == 0 {
		var err error
		pages, err = filepath.Glob(filepath.Join(e.Reports, "*.html"))
		if err != nil {
			return err
		}
		if len(pages) == 0 {
			return fmt.Errorf("no reports in %s: run `go run ./kernel report` first", rel(e, e.Reports))
		}
		sort.Strings(pages)
	}
	return browserCheck(e, pages, out)
}

// browserCheck opens each page in headless Chromium, checks that every chart
// drew, and saves a screenshot next to the page (NAME.png).
func browserCheck(e Env, pages []string, out io.Writer) error {
	chrome, err := plot.FindChromium()
	if err != nil {
		return fmt.Errorf("browser check: %w", err)
	}
	chrome.Timeout = 4 * time.Minute
	var failed []string
	for i, page := range pages {
		abs, err := filepath.Abs(page)
		if err != nil {
			return err
		}
		s := startStep(out, "browser: [%d/%d] %s ...", i+1, len(pages), rel(e, abs))
		n, shot, err := checkPage(chrome, abs)
		if err != nil {
			fmt.Fprintln(out, " FAILED")
			fmt.Fprintln(out, indent(err.Error(), "    "))
			failed = append(failed, rel(e, abs))
			continue
		}
		s.done("%d charts drawn, screenshot %s", n, rel(e, shot))
	}
	if len(failed) > 0 {
		return fmt.Errorf("browser check failed: %s", strings.Join(failed, ", "))
	}
	return nil
}

// checkPage renders a page, returns how many charts drew and the path of the
// screenshot; it fails if any chart did not draw.
func checkPage(chrome plot.Chromium, page string) (int, string, error) {
	src, err := os.ReadFile(page)
	if err != nil {
		return 0, "", err
	}
	want := bytes.Count(src, []byte(`<div class="decomplab-chart"`))
	url := "file://" + filepath.ToSlash(page)

	dom, err := chrome.Run("--window-size=1280,1000", "--dump-dom", url)
	if err != nil {
		return 0, "", err
	}
	n, err := chartsDrawn(dom, want)
	if err != nil {
		return n, "", err
	}
	shot := strings.TrimSuffix(page, filepath.Ext(page)) + ".png"
	height := 1000
	if m := pageHeight.FindStringSubmatch(dom); m != nil {
		height, _ = strconv.Atoi(m[1])
	}
	height = min(max(height+40, 600), 16000)
	if _, err := chrome.Run("--screenshot="+shot, fmt.Sprintf("--window-size=1280,%d", height), url); err != nil {
		return n, "", err
	}
	if st, err := os.Stat(shot); err != nil || st.Size() == 0 {
		return n, "", fmt.Errorf("chromium wrote no screenshot %s", shot)
	}
	return n, shot, nil
}

var (
	pageHeight   = regexp.MustCompile(`<html[^>]*data-height="(\d+)"`)
	chartTag     = regexp.MustCompile(`<div class="decomplab-chart"[^>]*>`)
	chartIDAttr  = regexp.MustCompile(`data-chart="([^"]*)"`)
	paintedAttr  = regexp.MustCompile(`data-painted="(\d+)"`)
	chartErrAttr = regexp.MustCompile(`data-error="([^"]*)"`)
)

// chartsDrawn checks in a dumped DOM that each of the want charts recorded
// painted pixels (see kernel/nb); it returns how many did.
func chartsDrawn(dom string, want int) (int, error) {
	tags := chartTag.FindAllString(dom, -1)
	if len(tags) != want {
		return 0, fmt.Errorf("page has %d charts, the rendered page %d", want, len(tags))
	}
	drawn := 0
	var problems []string
	for i, t := range tags {
		id := fmt.Sprint("#", i+1)
		if m := chartIDAttr.FindStringSubmatch(t); m != nil {
			id = fmt.Sprintf("#%d (%s)", i+1, m[1])
		}
		if m := chartErrAttr.FindStringSubmatch(t); m != nil {
			problems = append(problems, fmt.Sprintf("chart %s: %s", id, m[1]))
			continue
		}
		m := paintedAttr.FindStringSubmatch(t)
		if m == nil {
			problems = append(problems, fmt.Sprintf("chart %s did not finish drawing", id))
			continue
		}
		if n, _ := strconv.Atoi(m[1]); n == 0 {
			problems = append(problems, fmt.Sprintf("chart %s is blank", id))
			continue
		}
		drawn++
	}
	if len(problems) > 0 {
		return drawn, fmt.Errorf("%s", strings.Join(problems, "\n"))
	}
	return drawn, nil
}
