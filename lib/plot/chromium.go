package plot

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Chromium runs a headless Chromium with no network at all, the way every
// picture of decomplab is drawn and every report is checked.
type Chromium struct {
	// Path of the executable.
	Path string
	// Timeout bounds one run (0: two minutes); a run that hits it, as on a
	// starved machine, is tried once more.
	Timeout time.Duration
	// Loopback lets pages reach 127.0.0.1 (a local server such as the lab)
	// while every other host stays unreachable.
	Loopback bool
}

// FindChromium returns a Chromium from PATH (chromium, chromium-browser,
// google-chrome, chrome).
func FindChromium() (Chromium, error) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return Chromium{Path: p}, nil
		}
	}
	return Chromium{}, errors.New("plot: no Chromium on PATH (Debian: apt-get install chromium, or run `go run ./kernel setup` as root)")
}

// Flags are the options of every run: headless, no sandbox (so that it
// runs as root), no GPU, no network (every host name fails to resolve; with
// Loopback, all but 127.0.0.1), no background services, a profile folder of
// its own.
func (c Chromium) Flags(profile string) []string {
	rules := "MAP * ~NOTFOUND"
	if c.Loopback {
		rules += ", EXCLUDE 127.0.0.1"
	}
	return []string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run", "--disable-extensions",
		"--hide-scrollbars", "--mute-audio", "--user-data-dir=" + profile,
		"--host-resolver-rules=" + rules,
		"--virtual-time-budget=15000",
	}
}

// Run runs Chromium with Flags and args in a fresh profile and returns what
// it wrote on standard output (the page with --dump-dom).
func (c Chromium) Run(args ...string) (string, error) {
	profile, err := os.MkdirTemp("", "decomplab-chromium-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(profile)
	args = append(c.Flags(profile), args...)
	out, err := c.runOnce(args)
	if errors.Is(err, context.DeadlineExceeded) {
		out, err = c.runOnce(args)
	}
	return out, err
}

func (c Chromium) runOnce(args []string) (string, error) {
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = 2 * time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.Path, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", fmt.Errorf("%s did not finish in %s: %w", filepath.Base(c.Path), timeout, ctx.Err())
		}
		return "", fmt.Errorf("%s: %v\n%s", filepath.Base(c.Path), err, lastLines(stderr.String(), 15))
	}
	return stdout.String(), nil
}

// lastLines returns the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
