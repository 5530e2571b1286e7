package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
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

// chromiumFlags run Chromium headless, as root, with no network at all: a
// report that needs the network fails the check.
func chromiumFlags(profile string) []string {
	return []string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run", "--disable-extensions",
		"--hide-scrollbars", "--mute-audio", "--user-data-dir=" + profile,
		"--host-resolver-rules=MAP * ~NOTFOUND",
		"--virtual-time-budget=15000",
	}
}

// browserCheck opens each page in headless Chromium, checks that every chart
// drew, and saves a screenshot next to the page (NAME.png).
func browserCheck(e Env, pages []string, out io.Writer) error {
	chrome := chromiumPath()
	if chrome == "" {
		return fmt.Errorf("browser check: no Chromium on PATH (Debian: apt-get install chromium, or run `go run ./kernel setup` as root)")
	}
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
func checkPage(chrome, page string) (int, string, error) {
	src, err := os.ReadFile(page)
	if err != nil {
		return 0, "", err
	}
	want := bytes.Count(src, []byte(`<div class="decomplab-chart"`))
	profile, err := os.MkdirTemp("", "decomplab-chromium-")
	if err != nil {
		return 0, "", err
	}
	defer os.RemoveAll(profile)
	url := "file://" + filepath.ToSlash(page)

	dom, err := runChromium(chrome, append(chromiumFlags(profile), "--window-size=1280,1000", "--dump-dom", url))
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
	if _, err := runChromium(chrome, append(chromiumFlags(profile),
		"--screenshot="+shot, fmt.Sprintf("--window-size=1280,%d", height), url)); err != nil {
		return n, "", err
	}
	if st, err := os.Stat(shot); err != nil || st.Size() == 0 {
		return n, "", fmt.Errorf("chromium wrote no screenshot %s", shot)
	}
	return n, shot, nil
}

// chromiumTimeout bounds one Chromium run; a run that hits it (a starved
// machine) is tried once more.
const chromiumTimeout = 4 * time.Minute

func runChromium(chrome string, args []string) (string, error) {
	out, err := runChromiumOnce(chrome, args)
	if errors.Is(err, context.DeadlineExceeded) {
		out, err = runChromiumOnce(chrome, args)
	}
	return out, err
}

func runChromiumOnce(chrome string, args []string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), chromiumTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, chrome, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", fmt.Errorf("%s did not finish in %s: %w", filepath.Base(chrome), chromiumTimeout, ctx.Err())
		}
		return "", fmt.Errorf("%s: %v\n%s", filepath.Base(chrome), err, tail(stderr.String(), 15))
	}
	return stdout.String(), nil
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
