package plot

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testRenderer returns a Renderer with the checkout's ECharts
// (.cache/echarts, written by `go run ./kernel setup`) and Chromium, or
// skips the test saying which is missing.
func testRenderer(t *testing.T) Renderer {
	t.Helper()
	lib := filepath.Join("..", "..", ".cache", "echarts", "echarts.min.js")
	r, err := NewRenderer(lib)
	if err != nil {
		t.Skipf("cannot draw pictures here: %v", err)
	}
	return r
}

// TestSaveChart draws a chart as SVG, PDF and PNG in headless Chromium and
// checks each file: the SVG has the title as text (vector), the PDF is a
// PDF, the PNG is the chart's size at twice the resolution.
func TestSaveChart(t *testing.T) {
	r := testRenderer(t)
	c, err := CompareScatter(Comparison{Title: "Saved <chart>", MethodA: "A", MethodB: "B",
		Pairs: []Pair{{Problem: "p", A: 10, B: 20}, {Problem: "q", A: 300, B: 30, StatusB: Unsolved}}})
	if err != nil {
		t.Fatal(err)
	}
	base := filepath.Join(t.TempDir(), "sub", "scatter")
	if err := r.Save(base, c); err != nil {
		t.Fatal(err)
	}
	svg, err := os.ReadFile(base + ".svg")
	if err != nil || !bytes.Contains(svg, []byte("<svg")) || !bytes.Contains(svg, []byte("Saved &lt;chart&gt;")) || !bytes.Contains(svg, []byte("unsolved by B")) {
		t.Errorf("SVG (%v):\n%.400s", err, svg)
	}
	pdf, err := os.ReadFile(base + ".pdf")
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Errorf("PDF (%v): %.20q", err, pdf)
	}
	f, err := os.Open(base + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width != 1800 || cfg.Height != 1000 {
		t.Errorf("PNG %dx%d (%v), want 1800x1000", cfg.Width, cfg.Height, err)
	}
}

func TestSaveTable(t *testing.T) {
	type row struct {
		Method string `table:"method"`
		Nodes  int64  `table:"nodes"`
	}
	base := filepath.Join(t.TempDir(), "t1")
	if err := SaveTable(base, []row{{"no_DDS", 2170000}, {"DDS", 49433}}); err != nil {
		t.Fatal(err)
	}
	csv, _ := os.ReadFile(base + ".csv")
	tex, _ := os.ReadFile(base + ".tex")
	if string(csv) != "method,nodes\nno_DDS,2170000\nDDS,49433\n" {
		t.Errorf("CSV:\n%s", csv)
	}
	if !strings.Contains(string(tex), `\begin{tabular}{lr}`) || !strings.Contains(string(tex), `no\_DDS & 2170000 \\`) {
		t.Errorf("LaTeX:\n%s", tex)
	}
	if err := SaveTable(base, 3); err == nil {
		t.Error("SaveTable(3): no error")
	}
}
