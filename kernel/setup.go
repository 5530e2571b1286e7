package main

import (
	"archive/tar"
	"compress/gzip"
	"crypto/sha256"
	"debug/buildinfo"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/plot"
)

const (
	kernelName = "gonb"

	echartsVersion = "5.6.0"
	// pinnedEChartsDigest is the SHA-256 of package/dist/echarts.min.js in
	// the npm package echarts@5.6.0, checked after every extraction.
	pinnedEChartsDigest = "bf4a223524e40b77c304bec67e1222cf551f14880cf42c69dc046558e11c07b1"

	goplsModule = "golang.org/x/tools/gopls@v0.23.0"
)

// debPackage is a Debian package setup installs, with a probe telling whether
// what it provides is already there (from Debian, pip or elsewhere).
type debPackage struct {
	name  string // the Debian packages, space-separated
	what  string
	probe func() bool
	pip   string // pip package providing the same, for non-Debian hints
}

func debPackages() []debPackage {
	return []debPackage{
		{"jupyter-nbconvert", "headless notebook execution and HTML export", func() bool { return runs("jupyter", "nbconvert", "--version") }, "nbconvert"},
		{"jupyter-notebook", "the interactive notebook server", func() bool { return runs("jupyter", "notebook", "--version") }, "notebook"},
		{"chromium fonts-liberation", "headless browser for the report check", func() bool { _, err := plot.FindChromium(); return err == nil }, ""},
	}
}

// runs reports whether the command runs and exits with status 0.
func runs(name string, args ...string) bool {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	return cmd.Run() == nil
}

func cmdSetup(e Env, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("setup", flag.ContinueOnError)
	gopls := fs.Bool("gopls", false, "also build gopls (auto-complete in the lab; takes over a minute)")
	noApt := fs.Bool("no-apt", false, "do not install Debian packages, only say what is missing")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("setup: unexpected arguments %q", fs.Args())
	}
	return setup(e, setupOptions{gopls: *gopls, noApt: *noApt}, out)
}

type setupOptions struct {
	gopls bool
	noApt bool
}

func setup(e Env, o setupOptions, out io.Writer) error {
	start := time.Now()
	fmt.Fprintf(out, "setup: checkout %s\n", e.Root)
	if err := setupDebian(o.noApt, out); err != nil {
		return err
	}
	if err := os.MkdirAll(e.BinDir, 0o755); err != nil {
		return err
	}
	// Cells build with GOPROXY=off: every module go.mod names must be in
	// the module cache.
	s := startStep(out, "setup: go mod download ...")
	if _, err := goOutput(e.Root, "mod", "download"); err != nil {
		return err
	}
	s.done("module cache has every module of go.mod")
	if err := buildTool(e, "gonb", "github.com/janpfeifer/gonb", "github.com/janpfeifer/gonb", out); err != nil {
		return err
	}
	if err := buildTool(e, "goimports", "golang.org/x/tools/cmd/goimports", "golang.org/x/tools", out); err != nil {
		return err
	}
	if o.gopls {
		if err := installGopls(e, out); err != nil {
			return err
		}
	} else if _, err := os.Stat(filepath.Join(e.BinDir, "gopls")); err != nil {
		fmt.Fprintln(out, "setup: gopls skipped (auto-complete only; add -gopls to build it)")
	}
	if err := fetchECharts(e, out); err != nil {
		return err
	}
	if err := writeKernelSpec(e, out); err != nil {
		return err
	}
	if err := writeLabStyle(e, out); err != nil {
		return err
	}
	fmt.Fprintf(out, "setup: done in %s\n", round(time.Since(start)))
	return nil
}

// setupDebian installs the Debian packages whose probe fails, when running as
// root with apt-get; otherwise it prints how to install them.
func setupDebian(noApt bool, out io.Writer) error {
	var missing []debPackage
	for _, p := range debPackages() {
		if !p.probe() {
			missing = append(missing, p)
		}
	}
	if len(missing) == 0 {
		fmt.Fprintln(out, "setup: Jupyter, nbconvert and Chromium are installed")
		return nil
	}
	var names []string
	for _, p := range missing {
		names = append(names, strings.Fields(p.name)...)
		fmt.Fprintf(out, "setup: missing %s (%s)\n", p.name, p.what)
	}
	_, aptErr := exec.LookPath("apt-get")
	if noApt || os.Geteuid() != 0 || aptErr != nil {
		fmt.Fprintf(out, "setup: install them with: sudo apt-get install -y --no-install-recommends %s\n", strings.Join(names, " "))
		fmt.Fprintln(out, "setup:   (elsewhere: pip install notebook nbconvert, and a Chromium or Chrome on PATH)")
		return nil
	}
	s := startStep(out, "setup: apt-get install %s ...", strings.Join(names, " "))
	env := append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
	update := exec.Command("apt-get", "update", "-qq")
	update.Env = env
	if b, err := update.CombinedOutput(); err != nil {
		return fmt.Errorf("apt-get update: %v\n%s", err, b)
	}
	install := exec.Command("apt-get", append([]string{"install", "-y", "-qq", "--no-install-recommends"}, names...)...)
	install.Env = env
	if b, err := install.CombinedOutput(); err != nil {
		return fmt.Errorf("apt-get install %s: %v\n%s", strings.Join(names, " "), err, tail(string(b), 20))
	}
	s.done("installed")
	for _, p := range missing {
		if !p.probe() {
			return fmt.Errorf("installed Debian package %s, but %s still does not work", p.name, p.what)
		}
	}
	return nil
}

// buildTool builds package pkg of module mod (pinned by the checkout's
// go.mod) into e.BinDir/name, unless a binary of the same module version is
// already there.
func buildTool(e Env, name, pkg, mod string, out io.Writer) error {
	bin := filepath.Join(e.BinDir, name)
	want, err := goOutput(e.Root, "list", "-m", "-f", "{{.Version}}", mod)
	if err != nil {
		return fmt.Errorf("finding the version of %s in go.mod: %v", mod, err)
	}
	if have := binaryModuleVersion(bin, mod); have == want {
		fmt.Fprintf(out, "setup: %s %s is built (%s)\n", name, want, rel(e, bin))
		return nil
	}
	s := startStep(out, "setup: go build %s %s ...", name, want)
	cmd := exec.Command("go", "build", "-o", bin, pkg)
	cmd.Dir = e.Root
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build -o %s %s: %v\n%s", bin, pkg, err, b)
	}
	s.done("-> %s", rel(e, bin))
	return nil
}

// binaryModuleVersion returns the version of module mod that the Go binary
// at path was built with, or "" when it is missing or unreadable.
func binaryModuleVersion(path, mod string) string {
	bi, err := buildinfo.ReadFile(path)
	if err != nil {
		return ""
	}
	if bi.Main.Path == mod {
		return bi.Main.Version
	}
	for _, d := range bi.Deps {
		if d.Path == mod {
			if d.Replace != nil {
				return d.Replace.Version
			}
			return d.Version
		}
	}
	return ""
}

func installGopls(e Env, out io.Writer) error {
	bin := filepath.Join(e.BinDir, "gopls")
	if _, err := os.Stat(bin); err == nil {
		fmt.Fprintf(out, "setup: gopls is built (%s)\n", rel(e, bin))
		return nil
	}
	s := startStep(out, "setup: go install %s (over a minute) ...", goplsModule)
	cmd := exec.Command("go", "install", goplsModule)
	cmd.Dir = os.TempDir() // outside the checkout: gopls is not in go.mod
	cmd.Env = append(os.Environ(), "GOBIN="+e.BinDir, "GOFLAGS=")
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go install %s: %v\n%s", goplsModule, err, b)
	}
	s.done("-> %s", rel(e, bin))
	return nil
}

// fetchECharts puts echarts.min.js of the pinned npm package into the cache,
// unless a file with the pinned digest is already there.
func fetchECharts(e Env, out io.Writer) error {
	if sum, err := fileSHA256(e.EChartsJS); err == nil && sum == pinnedEChartsDigest {
		fmt.Fprintf(out, "setup: ECharts %s is cached (%s)\n", echartsVersion, rel(e, e.EChartsJS))
		return nil
	}
	if _, err := exec.LookPath("npm"); err != nil {
		return fmt.Errorf("npm is needed once to fetch ECharts %s (Debian: apt-get install npm)", echartsVersion)
	}
	s := startStep(out, "setup: npm pack echarts@%s ...", echartsVersion)
	tmp, err := os.MkdirTemp("", "decomplab-echarts-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command("npm", "pack", "--silent", "echarts@"+echartsVersion)
	cmd.Dir = tmp
	var stderr strings.Builder
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("npm pack echarts@%s: %v\n%s", echartsVersion, err, stderr.String())
	}
	lines := strings.Fields(strings.TrimSpace(string(b)))
	if len(lines) == 0 {
		return fmt.Errorf("npm pack echarts@%s printed no file name", echartsVersion)
	}
	tgz := filepath.Join(tmp, lines[len(lines)-1])
	js, err := extractFile(tgz, "package/dist/echarts.min.js")
	if err != nil {
		return err
	}
	sum := sha256.Sum256(js)
	if got := hex.EncodeToString(sum[:]); got != pinnedEChartsDigest {
		return fmt.Errorf("echarts.min.js from %s has SHA-256 %s, want %s", filepath.Base(tgz), got, pinnedEChartsDigest)
	}
	if err := os.MkdirAll(filepath.Dir(e.EChartsJS), 0o755); err != nil {
		return err
	}
	if err := writeFileAtomic(e.EChartsJS, js); err != nil {
		return err
	}
	s.done("-> %s, %d KB", rel(e, e.EChartsJS), len(js)/1024)
	return nil
}

// extractFile returns the contents of the file name inside a .tgz archive.
func extractFile(tgz, name string) ([]byte, error) {
	f, err := os.Open(tgz)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", tgz, err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s has no file %s", tgz, name)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", tgz, err)
		}
		if h.Name == name {
			return io.ReadAll(io.LimitReader(tr, 64<<20))
		}
	}
}

func fileSHA256(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

func writeFileAtomic(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// kernelSpec is Jupyter's kernel.json.
type kernelSpec struct {
	Argv          []string          `json:"argv"`
	DisplayName   string            `json:"display_name"`
	Language      string            `json:"language"`
	InterruptMode string            `json:"interrupt_mode"`
	Env           map[string]string `json:"env"`
}

// newKernelSpec returns the spec that runs GoNB on cells compiled inside the
// checkout's module (--go_work), offline (GOPROXY=off) with goimports on
// PATH, and tells kernel/nb where ECharts is.
func newKernelSpec(e Env, goBinDir, path string) kernelSpec {
	dirs := []string{e.BinDir}
	if goBinDir != "" {
		dirs = append(dirs, goBinDir)
	}
	seen := map[string]bool{e.BinDir: true, goBinDir: true}
	for _, d := range filepath.SplitList(path) {
		if d != "" && !seen[d] {
			seen[d] = true
			dirs = append(dirs, d)
		}
	}
	return kernelSpec{
		Argv:          []string{filepath.Join(e.BinDir, "gonb"), "--kernel", "{connection_file}", "--go_work=" + e.Root},
		DisplayName:   "Go (decomplab)",
		Language:      "go",
		InterruptMode: "message",
		Env: map[string]string{
			"PATH":              strings.Join(dirs, string(os.PathListSeparator)),
			"GOPROXY":           "off",
			"DECOMPLAB_ROOT":    e.Root,
			"DECOMPLAB_ECHARTS": e.EChartsJS,
		},
	}
}

// writeKernelSpec writes the two kernel specs of the checkout: gonb for the
// lab and gonb-headless (raw-text errors) for reports.
func writeKernelSpec(e Env, out io.Writer) error {
	goBin := ""
	if p, err := exec.LookPath("go"); err == nil {
		if r, err := filepath.EvalSymlinks(p); err == nil {
			p = r
		}
		goBin = filepath.Dir(p)
	}
	spec := newKernelSpec(e, goBin, os.Getenv("PATH"))
	headless := spec
	headless.Argv = append(append([]string(nil), spec.Argv...), "--raw_error")
	headless.DisplayName = "Go (decomplab, headless)"
	for _, k := range []struct {
		name string
		spec kernelSpec
	}{{kernelName, spec}, {headlessKernel, headless}} {
		b, err := json.MarshalIndent(k.spec, "", "  ")
		if err != nil {
			return err
		}
		b = append(b, '\n')
		dir := filepath.Join(e.JupyterDir, "kernels", k.name)
		path := filepath.Join(dir, "kernel.json")
		if old, err := os.ReadFile(path); err == nil && string(old) == string(b) {
			fmt.Fprintf(out, "setup: kernel spec is up to date (%s)\n", rel(e, path))
			continue
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if err := writeFileAtomic(path, b); err != nil {
			return err
		}
		fmt.Fprintf(out, "setup: wrote kernel spec %s (GoNB --go_work=%s, GOPROXY=off)\n", rel(e, path), e.Root)
	}
	return nil
}

// goOutput runs the go command in dir and returns its trimmed output.
func goOutput(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var stderr strings.Builder
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return strings.TrimSpace(string(b)), nil
}

// rel names path relative to the checkout when it is inside it.
func rel(e Env, path string) string {
	if r, err := filepath.Rel(e.Root, path); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return path
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
