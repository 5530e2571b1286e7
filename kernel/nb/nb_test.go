package nb

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/study"
)

// recorder is an Output that keeps everything displayed.
type recorder struct {
	html    []string
	updates map[string][]string
	md      []string
	data    []map[string]string
	syncs   int
}

func (r *recorder) DisplayData(d map[string]string) { r.data = append(r.data, d) }

func (r *recorder) DisplayHTML(h string) { r.html = append(r.html, h) }
func (r *recorder) UpdateHTML(id, h string) {
	if r.updates == nil {
		r.updates = map[string][]string{}
	}
	r.updates[id] = append(r.updates[id], h)
}
func (r *recorder) DisplayMarkdown(md string) { r.md = append(r.md, md) }
func (r *recorder) Sync()                     { r.syncs++ }

const fakeECharts = "window.echarts = {init: function () {}}; // </script> inside"

func fakeLibrary(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "echarts.min.js")
	if err := os.WriteFile(p, []byte(fakeECharts), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func scatter(t *testing.T, title string) plot.Chart {
	t.Helper()
	c, err := plot.CompareScatter(plot.Comparison{Title: title, MethodA: "A", MethodB: "B",
		Pairs: []plot.Pair{{Problem: "p", A: 10, B: 20}}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestChartSendsLibraryOncePerSession(t *testing.T) {
	rec := &recorder{}
	n := New(rec, Config{EChartsPath: fakeLibrary(t), StateDir: t.TempDir()})
	for _, title := range []string{"first", "second"} {
		if err := n.Chart(scatter(t, title)); err != nil {
			t.Fatal(err)
		}
	}
	if len(rec.html) != 2 {
		t.Fatalf("%d outputs, want 2", len(rec.html))
	}
	first, second := rec.html[0], rec.html[1]
	if !strings.Contains(first, "(function(define,exports,module){") || !strings.Contains(first, `<\/script> inside`) {
		t.Errorf("first chart does not carry the wrapped library:\n%.300s", first)
	}
	if strings.Contains(second, "window.echarts = {init") {
		t.Errorf("second chart carries the library again")
	}
	for i, h := range rec.html {
		for _, want := range []string{`class="decomplab-chart"`, "echarts.init", "setOption", "data-painted", `"text":`} {
			if !strings.Contains(h, want) {
				t.Errorf("chart %d lacks %q", i, want)
			}
		}
	}
	if rec.syncs != len(rec.html) {
		t.Errorf("%d syncs for %d charts, want one each", rec.syncs, len(rec.html))
	}
}

func TestChartWithoutStateSendsLibraryEachTime(t *testing.T) {
	rec := &recorder{}
	n := New(rec, Config{EChartsPath: fakeLibrary(t)})
	for i := 0; i < 2; i++ {
		if err := n.Chart(scatter(t, "c")); err != nil {
			t.Fatal(err)
		}
	}
	for i, h := range rec.html {
		if !strings.Contains(h, "window.echarts = {init") {
			t.Errorf("chart %d lacks the library", i)
		}
	}
}

func TestChartErrors(t *testing.T) {
	tests := []struct {
		name  string
		cfg   Config
		chart plot.Chart
		want  string
	}{
		{"missing library", Config{EChartsPath: filepath.Join(t.TempDir(), "nope.js")}, scatter(t, "x"), "nope.js"},
		{"nil chart", Config{EChartsPath: fakeLibrary(t)}, nil, "nil chart"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := &recorder{}
			err := New(rec, tt.cfg).Chart(tt.chart)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error = %v, want one containing %q", err, tt.want)
			}
			if len(rec.html) != 0 {
				t.Errorf("displayed %d outputs on error", len(rec.html))
			}
		})
	}
}

func TestFindECharts(t *testing.T) {
	root := t.TempDir()
	lib := filepath.Join(root, ".cache", "echarts", "echarts.min.js")
	if err := os.MkdirAll(filepath.Dir(lib), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(lib, []byte(fakeECharts), 0o644); err != nil {
		t.Fatal(err)
	}
	deep := filepath.Join(root, "notebooks", "sub")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		env     map[string]string
		want    string
		wantErr string
	}{
		{"env var", map[string]string{EChartsEnv: lib}, lib, ""},
		{"env var to a missing file", map[string]string{EChartsEnv: lib + ".gone"}, "", "echarts.min.js.gone"},
		{"notebook folder", map[string]string{EChartsEnv: "", "GONB_DIR": deep}, lib, ""},
		{"root", map[string]string{EChartsEnv: "", "GONB_DIR": "", "DECOMPLAB_ROOT": root}, lib, ""},
		{"nowhere", map[string]string{EChartsEnv: "", "GONB_DIR": t.TempDir(), "DECOMPLAB_ROOT": ""}, "", "kernel setup"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			got, err := FindECharts()
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("FindECharts() = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestBoard(t *testing.T) {
	rec := &recorder{}
	n := New(rec, Config{})
	b := board.MustParse(".X.\nXOX\n.X.")
	if err := n.Board(b, plot.BoardOptions{Marks: []plot.Mark{{Point: board.Pt(1, 1), Kind: plot.Triangle}}}); err != nil {
		t.Fatal(err)
	}
	if len(rec.html) != 1 || !strings.Contains(rec.html[0], `class="stone white"`) {
		t.Fatalf("board output = %q", rec.html)
	}
	if err := n.Board(b, plot.BoardOptions{Marks: []plot.Mark{{Point: board.Pt(7, 7), Kind: plot.Cross}}}); err == nil {
		t.Errorf("mark off the board: no error")
	}
}

// TestOutputsAreSynced: every display is synced, small ones too (a table
// and a Markdown cell were seen lost when the cell program exited).
func TestOutputsAreSynced(t *testing.T) {
	rec := &recorder{}
	n := New(rec, Config{})
	rows := [][]string{{"i"}}
	for i := 0; i < 5000; i++ {
		rows = append(rows, []string{strings.Repeat("x", 10)})
	}
	if err := n.Table(rows); err != nil {
		t.Fatal(err)
	}
	n.HTML("<p>small</p>")
	n.Markdown("*small*")
	n.LaTeX("x^2")
	if rec.syncs != 4 {
		t.Errorf("%d syncs, want 4 (one per display)", rec.syncs)
	}
}

func TestTree(t *testing.T) {
	rec := &recorder{}
	n := New(rec, Config{})
	if err := n.Tree(&plot.TreeNode{Label: "G", Children: []*plot.TreeNode{{Label: "0", Edge: "L"}}}, plot.TreeOptions{}); err != nil {
		t.Fatal(err)
	}
	if len(rec.html) != 1 || !strings.Contains(rec.html[0], `class="decomplab-tree"`) {
		t.Fatalf("tree output = %q", rec.html)
	}
	if err := n.Tree(nil, plot.TreeOptions{}); err == nil {
		t.Errorf("nil tree: no error")
	}
}

func TestTableMarkdownLaTeX(t *testing.T) {
	rec := &recorder{}
	n := New(rec, Config{})
	if err := n.Table([][]string{{"problem", "nodes"}, {"A1", "80"}}); err != nil {
		t.Fatal(err)
	}
	if err := n.Table(3); err == nil {
		t.Errorf("Table(3) gave no error")
	}
	n.Markdown("# title")
	n.LaTeX(` G = \{1 \mid -1\} `)
	n.SVG("<svg></svg>")
	if len(rec.html) != 2 || !strings.Contains(rec.html[0], "<td") || !strings.Contains(rec.html[1], "<svg>") {
		t.Errorf("html outputs = %q", rec.html)
	}
	if want := []string{"# title", `$$G = \{1 \mid -1\}$$`}; strings.Join(rec.md, "|") != strings.Join(want, "|") {
		t.Errorf("markdown outputs = %q, want %q", rec.md, want)
	}
}

func TestProgress(t *testing.T) {
	rec := &recorder{}
	n := New(rec, Config{})
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	p := n.NewProgress("solving <suite>", 10)
	p.now = func() time.Time { return clock }
	p.start = clock
	p.Set(1, "A1") // shown: first update
	clock = clock.Add(50 * time.Millisecond)
	p.Set(2, "A2") // too soon: not shown
	clock = clock.Add(time.Second)
	p.Set(5, "A5") // shown
	p.Done("all solved")
	p.Done("again") // no effect

	if len(rec.updates) != 1 {
		t.Fatalf("%d live blocks, want 1", len(rec.updates))
	}
	for _, ups := range rec.updates {
		// start, A1, A5, and the clearing update
		if len(ups) != 4 {
			t.Fatalf("%d updates, want 4: %q", len(ups), ups)
		}
		if !strings.Contains(ups[2], "5/10 (50%)") || !strings.Contains(ups[2], "A5") || !strings.Contains(ups[2], "left") {
			t.Errorf("update = %q", ups[2])
		}
		if !strings.Contains(ups[1], "solving &lt;suite&gt;") {
			t.Errorf("title not escaped: %q", ups[1])
		}
		if ups[3] != "" {
			t.Errorf("live block not cleared: %q", ups[3])
		}
	}
	if len(rec.html) != 1 || !strings.Contains(rec.html[0], "done: 5/10") || !strings.Contains(rec.html[0], "all solved") {
		t.Errorf("final output = %q", rec.html)
	}
}

// fakeStatic draws every chart as the same small SVG, or fails.
type fakeStatic struct{ err error }

func (f fakeStatic) SVG(plot.Chart) (string, error) { return "<svg><text>static</text></svg>", f.err }

// TestChartCarriesStaticImage: with a static renderer, a chart is one
// output with the interactive HTML, the SVG and a text title; the HTML
// holds the SVG as an image inside the chart's element, removed when the
// chart draws.
func TestChartCarriesStaticImage(t *testing.T) {
	rec := &recorder{}
	n := New(rec, Config{EChartsPath: fakeLibrary(t), Static: fakeStatic{}})
	if err := n.Chart(scatter(t, `Nodes "A" vs B`)); err != nil {
		t.Fatal(err)
	}
	if len(rec.data) != 1 || len(rec.html) != 0 {
		t.Fatalf("%d bundles and %d HTML outputs, want one bundle", len(rec.data), len(rec.html))
	}
	d := rec.data[0]
	if d["image/svg+xml"] != "<svg><text>static</text></svg>" || d["text/plain"] != `chart Nodes "A" vs B` {
		t.Errorf("bundle: svg %q, text %q", d["image/svg+xml"], d["text/plain"])
	}
	h := d["text/html"]
	img := strings.Index(h, `<img class="decomplab-static"`)
	elem := strings.Index(h, `style="width:900px;height:500px;"`)
	if img < 0 || elem < 0 || img < elem || !strings.Contains(h, `still.remove()`) {
		t.Errorf("static image not inside the chart's element:\n%.600s", h)
	}
	rec = &recorder{}
	err := New(rec, Config{EChartsPath: fakeLibrary(t), Static: fakeStatic{errors.New("no chromium")}}).Chart(scatter(t, "x"))
	if err == nil || len(rec.data)+len(rec.html) != 0 {
		t.Errorf("a failing static renderer: error %v, %d outputs", err, len(rec.data)+len(rec.html))
	}
}

// TestProgressIsStudyMeter: study.Run drives a notebook progress bar.
func TestProgressIsStudyMeter(t *testing.T) {
	rec := &recorder{}
	bar := New(rec, Config{}).NewProgress("", 0)
	bar.MinInterval = 0
	squares, err := study.Run(context.Background(), []int{1, 2, 3}, study.Options{Workers: 1, Label: "squares", Meter: bar},
		func(_ context.Context, n int) int { return n * n })
	if err != nil || len(squares) != 3 {
		t.Fatal(squares, err)
	}
	var last string
	for _, ups := range rec.updates {
		last = ups[len(ups)-2]
	}
	if !strings.Contains(last, "squares") || !strings.Contains(last, "3/3 (100%)") {
		t.Errorf("last live update %q", last)
	}
	if len(rec.html) != 1 || !strings.Contains(rec.html[0], "done: 3/3") {
		t.Errorf("final line %q", rec.html)
	}
}
