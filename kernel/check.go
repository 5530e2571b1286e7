package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/decomplab/decomplab/lib/plot"
)

// probe is one piece of the environment: ok says what was found, or err
// says what is wrong and fix how to mend it.
type probe struct {
	name     string
	optional bool
	run      func(e Env) (found string, err error)
	fix      string
}

func probes() []probe {
	setupFix := "go run ./kernel setup"
	return []probe{
		{name: "go", run: func(Env) (string, error) {
			v, err := exec.Command("go", "version").Output()
			return strings.TrimSpace(string(v)), err
		}, fix: "install Go 1.26 or newer"},
		{name: "jupyter", run: func(Env) (string, error) {
			p, err := exec.LookPath("jupyter")
			if err != nil {
				return "", fmt.Errorf("jupyter not on PATH")
			}
			_, err = lookAndRun("jupyter", "--paths")
			return p, err
		}, fix: "as root: " + setupFix + " (Debian packages jupyter-notebook jupyter-nbconvert); elsewhere: pip install notebook nbconvert"},
		{name: "nbconvert", run: func(Env) (string, error) { return lookAndRun("jupyter", "nbconvert", "--version") }, fix: "sudo apt-get install jupyter-nbconvert (or pip install nbconvert)"},
		{name: "notebook", run: func(Env) (string, error) { return lookAndRun("jupyter", "notebook", "--version") }, fix: "sudo apt-get install jupyter-notebook (or pip install notebook)"},
		{name: "gonb", run: func(e Env) (string, error) { return builtTool(e, "gonb", "github.com/janpfeifer/gonb") }, fix: setupFix},
		{name: "goimports", run: func(e Env) (string, error) { return builtTool(e, "goimports", "golang.org/x/tools") }, fix: setupFix},
		{name: "gopls", optional: true, run: func(e Env) (string, error) {
			p := filepath.Join(e.BinDir, "gopls")
			if _, err := os.Stat(p); err != nil {
				return "", fmt.Errorf("not built (only needed for auto-complete)")
			}
			return rel(e, p), nil
		}, fix: setupFix + " -gopls"},
		{name: "kernel spec", run: checkKernelSpecs, fix: setupFix},
		{name: "echarts", run: func(e Env) (string, error) {
			sum, err := fileSHA256(e.EChartsJS)
			if err != nil {
				return "", fmt.Errorf("%s is missing", rel(e, e.EChartsJS))
			}
			if sum != pinnedEChartsDigest {
				return "", fmt.Errorf("%s is not echarts %s (SHA-256 %s)", rel(e, e.EChartsJS), echartsVersion, sum[:12])
			}
			return fmt.Sprintf("%s %s", echartsVersion, rel(e, e.EChartsJS)), nil
		}, fix: setupFix + " (fetches the npm package echarts once with npm pack)"},
		{name: "chromium", run: func(Env) (string, error) {
			c, err := plot.FindChromium()
			if err != nil {
				return "", err
			}
			return lookAndRun(c.Path, "--version")
		}, fix: "sudo apt-get install chromium (needed by the report check)"},
	}
}

func lookAndRun(name string, args ...string) (string, error) {
	if _, err := exec.LookPath(name); err != nil {
		return "", fmt.Errorf("%s not on PATH", name)
	}
	b, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, tail(string(b), 3))
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return strings.TrimSpace(lines[len(lines)-1]), nil
}

func builtTool(e Env, name, mod string) (string, error) {
	bin := filepath.Join(e.BinDir, name)
	have := binaryModuleVersion(bin, mod)
	if have == "" {
		return "", fmt.Errorf("%s is missing", rel(e, bin))
	}
	want, err := goOutput(e.Root, "list", "-m", "-f", "{{.Version}}", mod)
	if err == nil && want != have {
		return "", fmt.Errorf("%s is built from %s %s, go.mod pins %s", rel(e, bin), mod, have, want)
	}
	return fmt.Sprintf("%s %s", have, rel(e, bin)), nil
}

// checkKernelSpecs checks both kernel specs: GoNB exists, works on this
// checkout, runs offline and finds goimports and ECharts.
func checkKernelSpecs(e Env) (string, error) {
	for _, name := range []string{kernelName, headlessKernel} {
		path := filepath.Join(e.JupyterDir, "kernels", name, "kernel.json")
		b, err := os.ReadFile(path)
		if err != nil {
			return "", fmt.Errorf("%s is missing", rel(e, path))
		}
		var k kernelSpec
		if err := json.Unmarshal(b, &k); err != nil {
			return "", fmt.Errorf("%s: %v", rel(e, path), err)
		}
		switch {
		case len(k.Argv) == 0:
			return "", fmt.Errorf("%s: empty argv", rel(e, path))
		case !fileExists(k.Argv[0]):
			return "", fmt.Errorf("%s: kernel program %s does not exist", rel(e, path), k.Argv[0])
		case !slices.Contains(k.Argv, "--go_work="+e.Root):
			return "", fmt.Errorf("%s: GoNB is not pointed at this checkout (--go_work=%s)", rel(e, path), e.Root)
		case k.Env["GOPROXY"] != "off":
			return "", fmt.Errorf("%s: GOPROXY is %q, want off", rel(e, path), k.Env["GOPROXY"])
		case !slices.Contains(filepath.SplitList(k.Env["PATH"]), e.BinDir):
			return "", fmt.Errorf("%s: PATH lacks %s (goimports)", rel(e, path), e.BinDir)
		case k.Env["DECOMPLAB_ECHARTS"] != e.EChartsJS:
			return "", fmt.Errorf("%s: DECOMPLAB_ECHARTS is %q, want %s", rel(e, path), k.Env["DECOMPLAB_ECHARTS"], e.EChartsJS)
		}
	}
	return fmt.Sprintf("%s, %s in %s (use JUPYTER_PATH=%s)", kernelName, headlessKernel, rel(e, e.JupyterDir), e.JupyterDir), nil
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func cmdCheck(e Env, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	if err := fs.Parse(args); err != nil {
		return err
	}
	var missing []string
	for _, p := range probes() {
		found, err := p.run(e)
		switch {
		case err == nil:
			fmt.Fprintf(out, "ok       %-12s %s\n", p.name, found)
		case p.optional:
			fmt.Fprintf(out, "optional %-12s %v\n         %-12s fix: %s\n", p.name, err, "", p.fix)
		default:
			fmt.Fprintf(out, "MISSING  %-12s %v\n         %-12s fix: %s\n", p.name, err, "", p.fix)
			missing = append(missing, p.name)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("check: missing %s", strings.Join(missing, ", "))
	}
	fmt.Fprintln(out, "check: the notebook environment is complete")
	return nil
}
