package nb

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/plot"
)

// EChartsEnv names the environment variable holding the path of
// echarts.min.js; the kernel spec written by `go run ./kernel setup` sets it.
const EChartsEnv = "DECOMPLAB_ECHARTS"

// echartsCache is where setup puts ECharts, relative to the checkout.
var echartsCache = filepath.Join(".cache", "echarts", "echarts.min.js")

// Output receives what a notebook displays. gonbui implements it in a GoNB
// cell; tests use a recorder.
type Output interface {
	DisplayHTML(html string)
	UpdateHTML(id, html string)
	DisplayMarkdown(markdown string)
	// DisplayData displays one output with several representations, by
	// MIME type (text/html, image/svg+xml, text/plain); the front end shows
	// the richest it can.
	DisplayData(data map[string]string)
	// Sync returns when everything displayed so far has reached the
	// notebook.
	Sync()
}

// Config says where a Notebook finds ECharts and where it remembers that the
// page already has it.
type Config struct {
	// EChartsPath is the file echarts.min.js. Empty: found as the package
	// documentation says.
	EChartsPath string
	// StateDir is a folder that lives as long as the page's kernel session
	// (GoNB's GONB_TMP_DIR). A marker file there records that ECharts was
	// sent. Empty: ECharts is sent with every chart.
	StateDir string
	// Static, if not nil, draws each chart as a static SVG too, carried
	// next to the interactive chart so that a saved notebook shows its
	// charts in viewers that run no scripts. Nil: interactive only.
	Static StaticRenderer
}

// StaticRenderer draws a chart as an SVG document; plot.Renderer is one.
type StaticRenderer interface {
	SVG(c plot.Chart) (string, error)
}

// Notebook displays content to an Output.
type Notebook struct {
	out Output
	cfg Config
}

// New returns a Notebook displaying to out.
func New(out Output, cfg Config) *Notebook {
	return &Notebook{out: out, cfg: cfg}
}

// Every display is followed by a Sync: GoNB loses outputs still in the pipe
// when the cell program exits (large ones most often, but small tables and
// Markdown were seen lost too).

// HTML displays raw HTML.
func (n *Notebook) HTML(h string) {
	n.out.DisplayHTML(h)
	n.out.Sync()
}

// Markdown displays Markdown text.
func (n *Notebook) Markdown(md string) {
	n.out.DisplayMarkdown(md)
	n.out.Sync()
}

// LaTeX displays a formula in display style, e.g. `G = \{1 \mid -1\}`.
func (n *Notebook) LaTeX(formula string) {
	n.out.DisplayMarkdown("$$" + strings.TrimSpace(formula) + "$$")
	n.out.Sync()
}

// SVG displays an SVG picture inline.
func (n *Notebook) SVG(svg string) {
	n.HTML(`<div class="decomplab-svg">` + svg + `</div>`)
}

// Board displays a Go board as SVG with the markup and shading of o; see
// plot.BoardSVG.
func (n *Notebook) Board(b *board.Board, o plot.BoardOptions) error {
	svg, err := plot.BoardSVG(b, o)
	if err != nil {
		return err
	}
	n.SVG(svg)
	return nil
}

// Tree displays a game or search tree as SVG; see plot.TreeSVG.
func (n *Notebook) Tree(root *plot.TreeNode, o plot.TreeOptions) error {
	svg, err := plot.TreeSVG(root, o)
	if err != nil {
		return err
	}
	n.SVG(svg)
	return nil
}

// Table displays rows (a slice of structs or a [][]string with a header
// row) as an HTML table; see plot.TableHTML.
func (n *Notebook) Table(rows any) error {
	t, err := plot.TableHTML(rows)
	if err != nil {
		return err
	}
	n.HTML(t)
	return nil
}

// LoadECharts sends the ECharts library to the page now, e.g. after the
// page was reloaded.
func (n *Notebook) LoadECharts() error {
	js, err := n.echartsJS()
	if err != nil {
		return err
	}
	n.out.DisplayHTML("<script>" + plot.InlineScript(js) + "</script>")
	n.out.Sync()
	n.markSent()
	return nil
}

var chartIDPattern = regexp.MustCompile(`id="([^"]+)"`)

// Chart displays a go-echarts chart (e.g. one from lib/plot). The first chart
// of a session carries the ECharts library. With a Config.Static renderer
// the output also carries the chart as a static picture: as image/svg+xml
// beside the interactive text/html, and inside that HTML as an image that
// the chart replaces when it draws (a viewer that runs no scripts, or a
// page without ECharts, shows the image).
func (n *Notebook) Chart(c plot.Chart) error {
	if c == nil {
		return errors.New("nb: Chart of a nil chart")
	}
	svg := ""
	if n.cfg.Static != nil {
		var err error
		if svg, err = n.cfg.Static.SVG(c); err != nil {
			return err
		}
	}
	h, withLib, err := n.chartHTML(c, svg)
	if err != nil {
		return err
	}
	if svg == "" {
		n.out.DisplayHTML(h)
	} else {
		n.out.DisplayData(map[string]string{"text/html": h, "image/svg+xml": svg, "text/plain": "chart " + chartTitle(c)})
	}
	n.out.Sync() // with the library, a megabyte that is lost if the cell exits first
	if withLib {
		n.markSent()
	}
	return nil
}

var chartTitlePattern = regexp.MustCompile(`"title":\{"text":"((?:[^"\\]|\\.)*)"`)

// chartTitle is the chart's title, for the plain-text representation.
func chartTitle(c plot.Chart) string {
	if m := chartTitlePattern.FindStringSubmatch(c.RenderSnippet().Option); m != nil {
		var t string
		if json.Unmarshal([]byte(`"`+m[1]+`"`), &t) == nil {
			return t
		}
	}
	return ""
}

// chartHTML returns the HTML of a chart and whether it carries the library;
// a static SVG, if given, stands in the chart's place until it draws.
func (n *Notebook) chartHTML(c plot.Chart, svg string) (string, bool, error) {
	snip := c.RenderSnippet()
	m := chartIDPattern.FindStringSubmatch(snip.Element)
	if m == nil {
		return "", false, fmt.Errorf("nb: chart element has no id: %.200q", snip.Element)
	}
	id := m[1]
	var b strings.Builder
	withLib := !n.sent()
	if withLib {
		js, err := n.echartsJS()
		if err != nil {
			return "", false, err
		}
		b.WriteString("<script>")
		b.WriteString(plot.InlineScript(js))
		b.WriteString("</script>\n")
	}
	static := ""
	if svg != "" {
		static = `<img class="decomplab-static" alt="chart" style="display:block;max-width:100%" src="data:image/svg+xml;base64,` +
			base64.StdEncoding.EncodeToString([]byte(svg)) + `">`
	}
	elem := snip.Element
	if static != "" {
		// Inside the chart's own element, which has the chart's size.
		open := regexp.MustCompile(`<div[^>]*id="` + regexp.QuoteMeta(id) + `"[^>]*>`)
		loc := open.FindStringIndex(elem)
		if loc == nil {
			return "", false, fmt.Errorf("nb: chart element %q not found: %.200q", id, elem)
		}
		elem = elem[:loc[1]] + static + elem[loc[1]:]
	}
	fmt.Fprintf(&b, "<div class=\"decomplab-chart\" data-chart=\"%s\">%s</div>\n", html.EscapeString(id), elem)
	fmt.Fprintf(&b, drawScript, id, snip.Option)
	return b.String(), withLib, nil
}

// drawScript draws a chart once window.echarts exists and then records on
// the chart's wrapper how many pixels it painted (data-painted), which the
// report check reads; it waits up to 5 s for the library.
const drawScript = `<script>
(function () {
  var id = %[1]q;
  var el = document.getElementById(id);
  var box = el && el.closest(".decomplab-chart");
  var tries = 0;
  function fail(msg) {
    if (box) { box.setAttribute("data-error", msg); }
    if (el) { el.style.height = "auto"; el.textContent = msg; }
  }
  function painted() {
    var n = 0, cv = el.querySelectorAll("canvas");
    for (var i = 0; i < cv.length; i++) {
      try {
        var d = cv[i].getContext("2d").getImageData(0, 0, cv[i].width, cv[i].height).data;
        for (var j = 3; j < d.length; j += 4) { if (d[j] !== 0) { n++; } }
      } catch (e) { n = Math.max(n, 1); }
    }
    n += el.querySelectorAll("svg path, svg text").length;
    return n;
  }
  function draw() {
    if (!el) { return; }
    if (!window.echarts) {
      if (++tries < 100) { setTimeout(draw, 50); return; }
      fail("ECharts is not loaded on this page: run nb.LoadECharts() in a cell, or restart the kernel and run all cells.");
      return;
    }
    try {
      var still = box && box.querySelector(".decomplab-static");
      if (still) { still.remove(); }
      var chart = echarts.init(el, "white", { renderer: "canvas" });
      chart.setOption(%[2]s);
      var checks = 0;
      (function check() {
        var n = painted();
        if (n > 0 || ++checks >= 50) { if (box) { box.setAttribute("data-painted", String(n)); } return; }
        setTimeout(check, 100);
      })();
    } catch (e) { fail("chart error: " + e); }
  }
  draw();
})();
</script>
`

// echartsJS reads the library.
func (n *Notebook) echartsJS() (string, error) {
	path, err := n.echartsPath()
	if err != nil {
		return "", err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("nb: reading ECharts: %v", err)
	}
	return string(b), nil
}

func (n *Notebook) echartsPath() (string, error) {
	if n.cfg.EChartsPath != "" {
		return n.cfg.EChartsPath, nil
	}
	return FindECharts()
}

// FindECharts returns the path of echarts.min.js: $DECOMPLAB_ECHARTS, else
// .cache/echarts/echarts.min.js in the working directory, the notebook's
// folder ($GONB_DIR), $DECOMPLAB_ROOT or a folder above one of them.
func FindECharts() (string, error) {
	if p := os.Getenv(EChartsEnv); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("nb: %s=%s: %v (run `go run ./kernel setup` in the checkout)", EChartsEnv, p, err)
		}
		return p, nil
	}
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	for _, v := range []string{"GONB_DIR", "DECOMPLAB_ROOT"} {
		if d := os.Getenv(v); d != "" {
			starts = append(starts, d)
		}
	}
	for _, s := range starts {
		if p, ok := searchUp(s, echartsCache); ok {
			return p, nil
		}
	}
	return "", fmt.Errorf("nb: ECharts not found: %s is not set and no %s above %s (run `go run ./kernel setup` in the checkout)",
		EChartsEnv, echartsCache, strings.Join(starts, ", "))
}

// searchUp looks for dir/name, then in each parent folder of dir.
func searchUp(dir, name string) (string, bool) {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		p := filepath.Join(d, name)
		if _, err := os.Stat(p); err == nil {
			return p, true
		}
		if filepath.Dir(d) == d {
			return "", false
		}
	}
}

// marker is the file recording that ECharts was sent in this session.
func (n *Notebook) marker() string {
	if n.cfg.StateDir == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(n.cfg.EChartsPath))
	return filepath.Join(n.cfg.StateDir, "decomplab-echarts-sent-"+hex.EncodeToString(sum[:4]))
}

func (n *Notebook) sent() bool {
	m := n.marker()
	if m == "" {
		return false
	}
	_, err := os.Stat(m)
	return err == nil
}

func (n *Notebook) markSent() {
	if m := n.marker(); m != "" {
		_ = os.WriteFile(m, nil, 0o644) // without the marker, the next chart sends the library again
	}
}

// Must stops a cell on an error from a display call: it reports the error in
// the cell's output and exits the cell program with status 1, which makes
// the cell (and a headless report run) fail.
func Must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
