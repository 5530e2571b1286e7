package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/plot"
)

// The lab's editor shows Go as gofmt writes it: indented with tabs. Classic
// Jupyter Notebook's CodeMirror theme (ipython) draws every tab with an
// arrow image, which makes gofmt-indented cells hard to read. setup writes
// the lab's own Jupyter configuration folder (.jupyter/config, which
// jupyterEnv names JUPYTER_CONFIG_DIR) with:
//   - custom/custom.css: tabs drawn as plain indentation, and a code font
//     size that keeps a 100-column line on a laptop screen;
//   - nbconfig/notebook.json: CodeMirror indents with tabs, a tab 4 columns
//     wide, as gofmt's output is usually read.

// labCSS is the lab's custom.css.
const labCSS = `/* decomplab: Go cells are indented with tabs (gofmt); draw them as plain
   indentation, not with the editor's arrow. Written by go run ./kernel setup. */
.cm-s-ipython span.cm-tab,
.CodeMirror span.cm-tab {
  background: none !important;
}
.CodeMirror pre.CodeMirror-line,
.CodeMirror pre.CodeMirror-line-like {
  -moz-tab-size: 4;
  tab-size: 4;
}
`

// labNotebookConfig is nbconfig/notebook.json.
const labNotebookConfig = `{
  "CodeCell": {
    "cm_config": {
      "indentUnit": 4,
      "tabSize": 4,
      "indentWithTabs": true,
      "smartIndent": true
    }
  }
}
`

// labConfigDir is the lab's Jupyter configuration folder.
func (e Env) labConfigDir() string { return filepath.Join(e.JupyterDir, "config") }

// writeLabStyle writes custom.css and the notebook editor's configuration.
func writeLabStyle(e Env, out io.Writer) error {
	files := map[string]string{
		filepath.Join(e.labConfigDir(), "custom", "custom.css"):      labCSS,
		filepath.Join(e.labConfigDir(), "nbconfig", "notebook.json"): labNotebookConfig,
	}
	for path, text := range files {
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, []byte(text)) {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := writeFileAtomic(path, []byte(text)); err != nil {
			return err
		}
		fmt.Fprintf(out, "setup: wrote %s\n", rel(e, path))
	}
	return nil
}

// checkLabStyle checks, on a running lab, that the server serves the
// project's stylesheet, that a notebook page links it and draws Go's tabs
// as CodeMirror tab spans (which the stylesheet draws plainly), and saves a
// screenshot of the open notebook (reports/lab-NAME.png) for people to look
// at.
func checkLabStyle(e Env, s *labServer, notebook string, out io.Writer) error {
	css, err := s.get("/custom/custom.css")
	if err != nil {
		return fmt.Errorf("custom stylesheet: %v", err)
	}
	if !bytes.Contains(css, []byte("span.cm-tab")) {
		return fmt.Errorf("the server's /custom/custom.css is not the project's (run `go run ./kernel setup`):\n%.300s", css)
	}
	chrome, err := plot.FindChromium()
	if err != nil {
		return err
	}
	chrome.Loopback = true
	url := fmt.Sprintf("%s/notebooks/%s?token=%s", s.base(), notebook, s.token)
	dom, err := chrome.Run("--window-size=1280,1000", "--dump-dom", url)
	if err != nil {
		return err
	}
	switch {
	case !strings.Contains(dom, "custom/custom.css"):
		return fmt.Errorf("the notebook page does not link custom/custom.css")
	case !strings.Contains(dom, `class="cm-tab"`):
		return fmt.Errorf("the open notebook %s shows no tab-indented line (CodeMirror span cm-tab)", notebook)
	}
	if err := os.MkdirAll(e.Reports, 0o755); err != nil {
		return err
	}
	shot := filepath.Join(e.Reports, "lab-"+strings.TrimSuffix(notebook, ".ipynb")+".png")
	if _, err := chrome.Run("--window-size=1280,1400", "--screenshot="+shot, url); err != nil {
		return err
	}
	fmt.Fprintf(out, "lab: %s open in Chromium: stylesheet linked, tabs drawn as indentation; screenshot %s\n", notebook, rel(e, shot))
	return nil
}
