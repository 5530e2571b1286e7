package plot

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// Renderer draws charts as static pictures: ECharts' own SVG renderer
// (server-side rendering, no animation) run in headless Chromium gives the
// SVG; Chromium prints that SVG to a one-page PDF of the chart's size
// (vector: text stays text) and takes a PNG screenshot of it at twice the
// resolution.
type Renderer struct {
	// ECharts is the path of echarts.min.js (5.3 or later, for
	// server-side rendering), e.g. .cache/echarts/echarts.min.js.
	ECharts string
	Chromium
}

// NewRenderer returns a Renderer with the ECharts file given and the
// Chromium found on PATH.
func NewRenderer(echartsJS string) (Renderer, error) {
	if _, err := os.Stat(echartsJS); err != nil {
		return Renderer{}, fmt.Errorf("plot: ECharts library: %v (run `go run ./kernel setup` in the checkout)", err)
	}
	c, err := FindChromium()
	if err != nil {
		return Renderer{}, err
	}
	return Renderer{ECharts: echartsJS, Chromium: c}, nil
}

var (
	sizeStyle = regexp.MustCompile(`width:\s*(\d+)px;\s*height:\s*(\d+)px`)
	svgOut    = regexp.MustCompile(`(?s)<pre id="svg"[^>]*>(.*?)</pre>`)
	svgErr    = regexp.MustCompile(`data-error="([^"]*)"`)
)

// chartSize reads the chart's size in pixels from its element.
func chartSize(c Chart) (w, h int) {
	m := sizeStyle.FindStringSubmatch(c.RenderSnippet().Element)
	if m == nil {
		return 900, 500
	}
	w, _ = strconv.Atoi(m[1])
	h, _ = strconv.Atoi(m[2])
	return w, h
}

// svgPage draws the chart with ECharts' SVG renderer and puts the SVG text
// into <pre id="svg">, or the error into its data-error.
const svgPage = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><script src="%s"></script></head>
<body><pre id="svg"></pre><script>
(function () {
  var out = document.getElementById("svg");
  try {
    var chart = echarts.init(null, null, {renderer: "svg", ssr: true, width: %d, height: %d});
    var option = %s;
    option.animation = false;
    option.backgroundColor = option.backgroundColor || "#fff";
    chart.setOption(option);
    out.textContent = chart.renderToSVGString();
  } catch (e) {
    out.setAttribute("data-error", String(e));
  }
})();
</script></body></html>
`

// SVG returns the chart as an SVG document.
func (r Renderer) SVG(c Chart) (string, error) {
	if c == nil {
		return "", fmt.Errorf("plot: SVG of a nil chart")
	}
	lib, err := filepath.Abs(r.ECharts)
	if err != nil {
		return "", err
	}
	w, h := chartSize(c)
	dir, err := os.MkdirTemp("", "decomplab-svg-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	page := filepath.Join(dir, "chart.html")
	src := fmt.Sprintf(svgPage, html.EscapeString("file://"+filepath.ToSlash(lib)), w, h, c.RenderSnippet().Option)
	if err := os.WriteFile(page, []byte(src), 0o644); err != nil {
		return "", err
	}
	dom, err := r.Run("--dump-dom", "file://"+filepath.ToSlash(page))
	if err != nil {
		return "", err
	}
	if m := svgErr.FindStringSubmatch(dom); m != nil {
		return "", fmt.Errorf("plot: ECharts could not draw the chart as SVG: %s", html.UnescapeString(m[1]))
	}
	m := svgOut.FindStringSubmatch(dom)
	if m == nil || !strings.Contains(m[1], "&lt;svg") {
		return "", fmt.Errorf("plot: Chromium gave no SVG (is %s ECharts 5.3 or later?)", r.ECharts)
	}
	svg := html.UnescapeString(m[1])
	if !strings.HasPrefix(svg, "<?xml") {
		svg = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + svg
	}
	return svg, nil
}

// printPage shows an SVG picture alone on a page of its size.
const printPage = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
@page { size: %[1]dpx %[2]dpx; margin: 0 }
html, body { margin: 0; padding: 0; width: %[1]dpx; height: %[2]dpx; overflow: hidden; background: #fff }
img { display: block; width: %[1]dpx; height: %[2]dpx }
</style></head><body><img src="%[3]s"></body></html>
`

// Save writes the chart as base.svg, base.pdf and base.png (base is a path
// without extension; its folder is created).
func (r Renderer) Save(base string, c Chart) error {
	svg, err := r.SVG(c)
	if err != nil {
		return fmt.Errorf("%w (figure %s)", err, filepath.Base(base))
	}
	w, h := chartSize(c)
	return r.savePicture(base, svg, w, h)
}

// SaveSVG writes an SVG picture drawn by this package (a board, a tree) as
// base.svg, base.pdf and base.png; w and h are its size in pixels.
func (r Renderer) SaveSVG(base, svg string, w, h int) error {
	return r.savePicture(base, svg, w, h)
}

// Thumbnail writes a small PNG of the chart c from its SVG file (as Save
// wrote it): width pixels wide at the chart's aspect ratio, for a README
// that shows many charts where the full PNGs would be too large.
func (r Renderer) Thumbnail(c Chart, svgFile, pngFile string, width int) error {
	w, h := chartSize(c)
	if width <= 0 || w <= 0 {
		return fmt.Errorf("plot: thumbnail %d pixels wide of a chart %d wide", width, w)
	}
	th := h * width / w
	svg, err := filepath.Abs(svgFile)
	if err != nil {
		return err
	}
	out, err := filepath.Abs(pngFile)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "decomplab-thumb-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	page := filepath.Join(dir, "page.html")
	src := fmt.Sprintf(printPage, width, th, html.EscapeString("file://"+filepath.ToSlash(svg)))
	if err := os.WriteFile(page, []byte(src), 0o644); err != nil {
		return err
	}
	if _, err := r.Run("--force-device-scale-factor=1", fmt.Sprintf("--window-size=%d,%d", width, th), "--screenshot="+out, "file://"+filepath.ToSlash(page)); err != nil {
		return fmt.Errorf("plot: thumbnail of %s: %w", filepath.Base(svgFile), err)
	}
	if st, err := os.Stat(out); err != nil || st.Size() == 0 {
		return fmt.Errorf("plot: Chromium wrote no %s", out)
	}
	return nil
}

func (r Renderer) savePicture(base, svg string, w, h int) error {
	abs, err := filepath.Abs(base)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(abs+".svg", []byte(svg), 0o644); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "decomplab-print-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	page := filepath.Join(dir, "page.html")
	src := fmt.Sprintf(printPage, w, h, html.EscapeString("file://"+filepath.ToSlash(abs+".svg")))
	if err := os.WriteFile(page, []byte(src), 0o644); err != nil {
		return err
	}
	url := "file://" + filepath.ToSlash(page)
	if _, err := r.Run("--no-pdf-header-footer", "--print-to-pdf="+abs+".pdf", url); err != nil {
		return fmt.Errorf("plot: PDF of %s: %w", filepath.Base(base), err)
	}
	if _, err := r.Run("--force-device-scale-factor=2", fmt.Sprintf("--window-size=%d,%d", w, h), "--screenshot="+abs+".png", url); err != nil {
		return fmt.Errorf("plot: PNG of %s: %w", filepath.Base(base), err)
	}
	for _, ext := range []string{".pdf", ".png"} {
		if st, err := os.Stat(abs + ext); err != nil || st.Size() == 0 {
			return fmt.Errorf("plot: Chromium wrote no %s", abs+ext)
		}
	}
	return nil
}
