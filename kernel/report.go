package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
)

// headlessKernel is the kernel spec reports run on: GoNB with raw-text
// errors, so that nbconvert's failure message carries the compiler's error.
const headlessKernel = "gonb-headless"

func cmdReport(e Env, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	timeout := fs.Duration("timeout", 10*time.Minute, "longest time one cell may run")
	full := fs.Bool("full", false, "run notebooks at full scale (sets DECOMPLAB_FULL=1 for their parameter cells)")
	noBrowser := fs.Bool("no-browser", false, "skip the Chromium check of the exported HTML")
	if err := fs.Parse(args); err != nil {
		return err
	}
	nbs, err := notebookArgs(e, fs.Args())
	if err != nil {
		return err
	}
	if _, err := exec.LookPath("jupyter"); err != nil {
		return fmt.Errorf("jupyter is not on PATH: run `go run ./kernel setup` as root (installs jupyter-nbconvert), or see `go run ./kernel check`")
	}
	if _, err := os.Stat(filepath.Join(e.KernelDir, "kernel.json")); err != nil {
		return fmt.Errorf("no kernel spec in %s: run `go run ./kernel setup` first", rel(e, e.KernelDir))
	}
	if err := os.MkdirAll(e.Reports, 0o755); err != nil {
		return err
	}
	start := time.Now()
	var failed, htmls []string
	for i, nbPath := range nbs {
		s := startStep(out, "report: [%d/%d] %s ...", i+1, len(nbs), rel(e, nbPath))
		html, err := reportNotebook(e, nbPath, *timeout, *full)
		if err != nil {
			fmt.Fprintln(out, " FAILED")
			fmt.Fprintf(out, "%s\n", indent(err.Error(), "    "))
			failed = append(failed, rel(e, nbPath))
			continue
		}
		htmls = append(htmls, html)
		s.done("-> %s", rel(e, html))
	}
	fmt.Fprintf(out, "report: %d of %d notebooks ran in %s\n", len(nbs)-len(failed), len(nbs), round(time.Since(start)))
	if !*noBrowser && len(htmls) > 0 {
		if err := browserCheck(e, htmls, out); err != nil {
			if len(failed) > 0 {
				return fmt.Errorf("%v; and notebooks failed: %s", err, strings.Join(failed, ", "))
			}
			return err
		}
	}
	if len(failed) > 0 {
		return fmt.Errorf("notebooks failed: %s", strings.Join(failed, ", "))
	}
	return nil
}

// notebookArgs resolves the notebooks named on the command line (paths, or
// names inside notebooks/), or lists all of notebooks/*.ipynb.
func notebookArgs(e Env, args []string) ([]string, error) {
	if len(args) == 0 {
		nbs, err := filepath.Glob(filepath.Join(e.Notebooks, "*.ipynb"))
		if err != nil {
			return nil, err
		}
		if len(nbs) == 0 {
			return nil, fmt.Errorf("no notebooks in %s", rel(e, e.Notebooks))
		}
		sort.Strings(nbs)
		return nbs, nil
	}
	var nbs []string
	for _, a := range args {
		cands := []string{a, filepath.Join(e.Notebooks, a), filepath.Join(e.Notebooks, a+".ipynb")}
		found := ""
		for _, c := range cands {
			if st, err := os.Stat(c); err == nil && !st.IsDir() && strings.HasSuffix(c, ".ipynb") {
				found, _ = filepath.Abs(c)
				break
			}
		}
		if found == "" {
			return nil, fmt.Errorf("notebook %q not found (looked for %s)", a, strings.Join(cands, ", "))
		}
		nbs = append(nbs, found)
	}
	return nbs, nil
}

// reportNotebook executes one notebook and exports it to reports/NAME.html;
// it also keeps the executed notebook as reports/NAME.ipynb.
func reportNotebook(e Env, nbPath string, timeout time.Duration, full bool) (string, error) {
	if err := checkSavedNotebook(nbPath); err != nil {
		return "", err
	}
	name := strings.TrimSuffix(filepath.Base(nbPath), ".ipynb")
	executed := filepath.Join(e.Reports, name+".ipynb")
	html := filepath.Join(e.Reports, name+".html")
	os.Remove(executed)
	os.Remove(html)

	env := e.jupyterEnv()
	if full {
		env = append(env, "DECOMPLAB_FULL=1")
	}
	if err := executeNotebook(nbPath, executed, timeout, env); err != nil {
		return "", err
	}
	if err := checkOutputs(executed); err != nil {
		return "", err
	}
	if err := checkStaticCharts(executed); err != nil {
		return "", err
	}
	conv := exec.Command("jupyter", "nbconvert", "--to", "html", "--output-dir", e.Reports, "--output", name+".html", executed)
	conv.Env = env
	if b, err := conv.CombinedOutput(); err != nil {
		return "", fmt.Errorf("exporting HTML: %v\n%s", err, tail(string(b), 20))
	}
	page, err := os.ReadFile(html)
	if err != nil {
		return "", err
	}
	page = makeOffline(page)
	if err := checkOffline(page); err != nil {
		return "", fmt.Errorf("%s: %v", rel(e, html), err)
	}
	if err := writeFileAtomic(html, page); err != nil {
		return "", err
	}
	return html, nil
}

// executeScript runs a notebook with nbclient (the library under
// nbconvert --execute), stops at the first failing cell, and writes the
// notebook with the outputs so far in every case, so that a failure can be
// shown with what the cell printed to stderr.
const executeScript = `
import os, sys
import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError
src, dst, kernel, timeout = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
nb = nbformat.read(src, as_version=4)
client = NotebookClient(nb, kernel_name=kernel, timeout=timeout,
                        resources={"metadata": {"path": os.path.dirname(os.path.abspath(src))}})
rc = 0
try:
    client.execute()
except CellExecutionError as e:
    rc = 1
    print("CellExecutionError: " + str(e), file=sys.stderr)
except Exception as e:
    rc = 2
    print("%s: %s" % (type(e).__name__, e), file=sys.stderr)
nbformat.write(nb, dst)
sys.exit(rc)
`

// jupyterPython returns the Python interpreter that runs jupyter (from the
// script's #! line), which has nbclient and nbformat.
func jupyterPython() (string, error) {
	j, err := exec.LookPath("jupyter")
	if err != nil {
		return "", fmt.Errorf("jupyter is not on PATH: run `go run ./kernel setup`")
	}
	f, err := os.Open(j)
	if err != nil {
		return "", err
	}
	defer f.Close()
	head := make([]byte, 256)
	n, _ := io.ReadFull(f, head)
	line, _, _ := strings.Cut(string(head[:n]), "\n")
	if strings.HasPrefix(line, "#!") {
		fields := strings.Fields(strings.TrimPrefix(line, "#!"))
		if len(fields) > 0 && !strings.HasSuffix(fields[0], "/env") {
			return fields[0], nil
		}
		if len(fields) > 1 {
			return exec.LookPath(fields[1])
		}
	}
	return exec.LookPath("python3")
}

// executeNotebook executes src into dst on the headless kernel. On failure
// the error names the failing cell, shows its source, what it wrote to
// stderr and its error.
func executeNotebook(src, dst string, timeout time.Duration, env []string) error {
	python, err := jupyterPython()
	if err != nil {
		return err
	}
	secs := int(timeout.Seconds())
	if secs < 1 {
		secs = 1
	}
	cmd := exec.Command(python, "-c", executeScript, src, dst, headlessKernel, fmt.Sprint(secs))
	cmd.Dir = filepath.Dir(src)
	cmd.Env = env
	var logBuf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logBuf, &logBuf
	runErr := cmd.Run()
	if runErr == nil {
		return nil
	}
	timedOut := strings.Contains(logBuf.String(), "timed out")
	if _, err := os.Stat(dst); err == nil {
		if err := checkOutputs(dst); err != nil {
			if timedOut {
				return fmt.Errorf("%v\n(the cell timed out after %s: raise -timeout)", err, timeout)
			}
			return err
		}
	}
	return fmt.Errorf("%v\n%s", runErr, cellFailure(logBuf.String()))
}

// klogLine matches the log lines GoNB writes to stderr ("I1125 22:28:10...").
var klogLine = regexp.MustCompile(`^[IWEF]\d{4} \d\d:\d\d:\d\d`)

// cellFailure extracts from nbconvert's output the failing cell and its
// error, dropping the Python traceback and the kernel's log lines.
func cellFailure(log string) string {
	var lines []string
	for _, l := range strings.Split(log, "\n") {
		if !klogLine.MatchString(l) {
			lines = append(lines, l)
		}
	}
	text := strings.Join(lines, "\n")
	const marker = "CellExecutionError:"
	if i := strings.LastIndex(text, marker); i >= 0 {
		return strings.TrimSpace(text[i+len(marker):])
	}
	if i := strings.LastIndex(text, "TimeoutError"); i >= 0 {
		return strings.TrimSpace(text[i:])
	}
	return tail(text, 30)
}

// notebook is the part of the .ipynb format the checks read.
type notebook struct {
	Cells []struct {
		CellType string          `json:"cell_type"`
		Source   json.RawMessage `json:"source"`
		Outputs  []struct {
			OutputType string          `json:"output_type"`
			Name       string          `json:"name"`
			Text       json.RawMessage `json:"text"`
			EName      string          `json:"ename"`
			EValue     string          `json:"evalue"`
			// Data holds a display's representations by MIME type.
			Data map[string]json.RawMessage `json:"data"`
		} `json:"outputs"`
	} `json:"cells"`
}

// multiline decodes an .ipynb text field: a string or a list of strings.
func multiline(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var ss []string
	if json.Unmarshal(raw, &ss) == nil {
		return strings.Join(ss, "")
	}
	return ""
}

// checkOutputs fails on any error output or text written to stderr in an
// executed notebook, naming the first such cell and showing its source and
// everything it wrote to stderr or as an error.
func checkOutputs(path string) error {
	nb, err := readNotebook(path)
	if err != nil {
		return err
	}
	code := 0
	for _, c := range nb.Cells {
		if c.CellType != "code" {
			continue
		}
		code++
		var msgs []string
		for _, o := range c.Outputs {
			switch {
			case o.OutputType == "error":
				msgs = append(msgs, strings.TrimSpace(o.EName+": "+o.EValue))
			case o.OutputType == "stream" && o.Name == "stderr":
				msgs = append(msgs, "stderr: "+strings.TrimSpace(multiline(o.Text)))
			}
		}
		if len(msgs) > 0 {
			return fmt.Errorf("code cell %d failed:\n%s\n%s\n%s", code,
				indent(strings.TrimSpace(multiline(c.Source)), "  | "), strings.Repeat("-", 20), strings.Join(msgs, "\n"))
		}
	}
	return nil
}

// localScript matches the script tags of Debian's export template that load
// RequireJS from the local disk; the charts do not need it.
var requireScript = regexp.MustCompile(`<script src="[^"]*require(\.min)?\.js"></script>\n?`)

// heightScript records the page's height on the html element, for the
// full-page screenshot of the browser check.
const heightScript = `<script>setInterval(function () { document.documentElement.setAttribute("data-height", String(document.documentElement.scrollHeight)); }, 250);</script>`

// makeOffline drops references a report does not need and adds the height
// probe.
func makeOffline(page []byte) []byte {
	page = requireScript.ReplaceAll(page, nil)
	if i := bytes.LastIndex(page, []byte("</body>")); i >= 0 && !bytes.Contains(page, []byte(heightScript)) {
		page = append(page[:i:i], append([]byte(heightScript+"\n"), page[i:]...)...)
	}
	return page
}

// remoteRef matches an element that would load something from the network.
var remoteRef = regexp.MustCompile(`(?i)<(script|link|img|iframe|audio|video|source)\b[^>]*\s(src|href)\s*=\s*["']?(https?:)?//`)

// checkOffline fails if the page loads anything from the network.
func checkOffline(page []byte) error {
	if m := remoteRef.Find(page); m != nil {
		return fmt.Errorf("page loads a remote resource: %.200s", m)
	}
	return nil
}

func indent(s, prefix string) string {
	return prefix + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n"+prefix)
}

// savedNotebook is the part of a committed notebook checkSavedNotebook reads.
type savedNotebook struct {
	Cells []struct {
		CellType string `json:"cell_type"`
		Metadata struct {
			Tags []string `json:"tags"`
		} `json:"metadata"`
		Outputs []json.RawMessage `json:"outputs"`
	} `json:"cells"`
	Metadata struct {
		Kernelspec struct {
			Name string `json:"name"`
		} `json:"kernelspec"`
	} `json:"metadata"`
}

// maxNotebookSize is the largest committed notebook.
const maxNotebookSize = 3 << 20

// checkSavedNotebook checks the conventions of a notebook in notebooks/:
// the kernel gonb, the first code cell tagged "parameters", saved without
// outputs, under 3 MB.
func checkSavedNotebook(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if len(b) > maxNotebookSize {
		return fmt.Errorf("%s is %d KB, over %d KB: save it without outputs", path, len(b)>>10, maxNotebookSize>>10)
	}
	var nb savedNotebook
	if err := json.Unmarshal(b, &nb); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if k := nb.Metadata.Kernelspec.Name; k != kernelName {
		return fmt.Errorf("%s uses kernel %q, want %q (Go (decomplab))", path, k, kernelName)
	}
	outputs, firstCode := 0, -1
	for i, c := range nb.Cells {
		outputs += len(c.Outputs)
		if c.CellType == "code" && firstCode < 0 {
			firstCode = i
		}
	}
	if outputs > 0 {
		return fmt.Errorf("%s is saved with outputs (%d): clear them (Kernel > Restart & Clear Output) and save", path, outputs)
	}
	if firstCode >= 0 && !slices.Contains(nb.Cells[firstCode].Metadata.Tags, "parameters") {
		return fmt.Errorf("%s: the first code cell is not tagged \"parameters\"", path)
	}
	return nil
}

// checkStaticCharts fails when a chart output of an executed notebook has
// no static picture (image/svg+xml or image/png) beside its HTML: a saved
// report must show its charts where no scripts run.
func checkStaticCharts(path string) error {
	nb, err := readNotebook(path)
	if err != nil {
		return err
	}
	code, charts := 0, 0
	for _, c := range nb.Cells {
		if c.CellType != "code" {
			continue
		}
		code++
		for _, o := range c.Outputs {
			if !strings.Contains(multiline(o.Data["text/html"]), `class="decomplab-chart"`) {
				continue
			}
			charts++
			if o.Data["image/svg+xml"] == nil && o.Data["image/png"] == nil {
				return fmt.Errorf("%s: code cell %d: chart %d has no static picture (image/svg+xml or image/png); is Chromium installed?", path, code, charts)
			}
		}
	}
	return nil
}

// readNotebook reads an executed or saved notebook's cells and outputs.
func readNotebook(path string) (notebook, error) {
	var nb notebook
	b, err := os.ReadFile(path)
	if err != nil {
		return nb, err
	}
	if err := json.Unmarshal(b, &nb); err != nil {
		return nb, fmt.Errorf("%s: %v", path, err)
	}
	return nb, nil
}
