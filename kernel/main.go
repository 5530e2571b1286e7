package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/decomplab/decomplab/internal/checkout"
)

const usage = `usage: go run ./kernel <command> [flags] [args]

commands:
  setup [-gopls] [-no-apt]      install Jupyter, GoNB, goimports, ECharts; write the kernel spec
  lab [-port N] [-no-setup]     setup, then serve notebooks/ on 127.0.0.1 with a token
  report [-timeout D] [NB...]   execute notebooks headless into reports/*.html (default: all),
                                then check every report in headless Chromium
  browsercheck [HTML...]        only the Chromium check of reports/*.html (default: all)
  check                         diagnose the environment and say how to fix each piece
  lint [-no-vet] [NB...]        gofmt, cell length and go vet over the Go of notebook cells
`

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "kernel:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(out, usage)
		return errors.New("no command given")
	}
	root, err := findRoot()
	if err != nil {
		return err
	}
	env := newEnv(root)
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "setup":
		return cmdSetup(env, rest, out)
	case "lab":
		return cmdLab(env, rest, out)
	case "report":
		return cmdReport(env, rest, out)
	case "browsercheck":
		return cmdBrowserCheck(env, rest, out)
	case "check":
		return cmdCheck(env, rest, out)
	case "lint":
		return cmdLint(env, rest, out)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(out, usage)
		return nil
	}
	fmt.Fprint(out, usage)
	return fmt.Errorf("unknown command %q", cmd)
}

// findRoot returns the checkout: the nearest folder at or above the working
// directory whose go.mod declares decomplab's module.
func findRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	root, err := checkout.Root(dir)
	if err != nil {
		return "", fmt.Errorf("%v: run from inside the checkout", err)
	}
	return root, nil
}

// Env holds the paths of one checkout's notebook environment.
type Env struct {
	Root       string // the checkout
	BinDir     string // .cache/bin: gonb, goimports, gopls
	EChartsJS  string // .cache/echarts/echarts.min.js
	JupyterDir string // .jupyter, the JUPYTER_PATH entry
	KernelDir  string // .jupyter/kernels/gonb
	Notebooks  string // notebooks/
	Reports    string // reports/
}

func newEnv(root string) Env {
	return Env{
		Root:       root,
		BinDir:     filepath.Join(root, ".cache", "bin"),
		EChartsJS:  filepath.Join(root, ".cache", "echarts", "echarts.min.js"),
		JupyterDir: filepath.Join(root, ".jupyter"),
		KernelDir:  filepath.Join(root, ".jupyter", "kernels", kernelName),
		Notebooks:  filepath.Join(root, "notebooks"),
		Reports:    filepath.Join(root, "reports"),
	}
}

// jupyterEnv is the process environment for jupyter commands: it finds the
// checkout's kernel spec first and reads the lab's configuration (custom
// stylesheet, editor settings) from .jupyter/config.
func (e Env) jupyterEnv() []string {
	env := os.Environ()
	jp := e.JupyterDir
	if old := os.Getenv("JUPYTER_PATH"); old != "" {
		jp += string(os.PathListSeparator) + old
	}
	return append(env, "JUPYTER_PATH="+jp, "JUPYTER_CONFIG_DIR="+e.labConfigDir(), "PYDEVD_DISABLE_FILE_VALIDATION=1")
}

// step prints one line of progress with its duration.
type step struct {
	out   io.Writer
	start time.Time
}

func startStep(out io.Writer, format string, args ...any) *step {
	fmt.Fprintf(out, format, args...)
	return &step{out: out, start: time.Now()}
}

func (s *step) done(format string, args ...any) {
	fmt.Fprintf(s.out, " "+format+" (%s)\n", append(args, round(time.Since(s.start)))...)
}

func round(d time.Duration) time.Duration {
	if d > 10*time.Second {
		return d.Round(time.Second)
	}
	return d.Round(10 * time.Millisecond)
}
