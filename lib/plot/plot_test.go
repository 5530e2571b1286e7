package plot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// option returns the ECharts option of c as a generic JSON value.
func option(t *testing.T, c Chart) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(c.RenderSnippet().Option), &m); err != nil {
		t.Fatalf("option is not JSON: %v\n%s", err, c.RenderSnippet().Option)
	}
	return m
}

func axis(t *testing.T, m map[string]any, name string) map[string]any {
	t.Helper()
	a, ok := m[name].([]any)
	if !ok || len(a) == 0 {
		t.Fatalf("option has no %s: %v", name, m)
	}
	return a[0].(map[string]any)
}

func TestCompareScatter(t *testing.T) {
	c := Comparison{
		Title: "DDS vs no DDS", MethodA: "no DDS", MethodB: "DDS",
		Pairs: []Pair{{Problem: "p1", A: 120, B: 30}, {Problem: "p2", A: 5000, B: 4000}, {Problem: "p3", A: 7, B: 9}},
	}
	s, err := CompareScatter(c)
	if err != nil {
		t.Fatal(err)
	}
	m := option(t, s)
	for _, ax := range []string{"xAxis", "yAxis"} {
		a := axis(t, m, ax)
		if a["type"] != "log" {
			t.Errorf("%s type = %v, want log", ax, a["type"])
		}
		if a["min"] != 1.0 || a["max"] != 10000.0 {
			t.Errorf("%s range = %v..%v, want whole decades 1..10000", ax, a["min"], a["max"])
		}
	}
	opt := s.RenderSnippet().Option
	for _, want := range []string{`"name":"p2"`, `"value":[5000,4000]`, `"markLine"`, `"coord":[1,1]`, `"coord":[10000,10000]`, `{b}`} {
		if !strings.Contains(opt, want) {
			t.Errorf("option lacks %s:\n%s", want, opt)
		}
	}

	c.Linear = true
	s, err = CompareScatter(c)
	if err != nil {
		t.Fatal(err)
	}
	if a := axis(t, option(t, s), "xAxis"); a["type"] != "value" {
		t.Errorf("linear x axis type = %v", a["type"])
	}
}

func TestBuilderErrors(t *testing.T) {
	cats := []string{"a", "b"}
	tests := []struct {
		name  string
		build func() error
		want  string
	}{
		{"zero on log axis", func() error {
			_, err := CompareScatter(Comparison{Title: "t", MethodA: "A", MethodB: "B", Pairs: []Pair{{Problem: "p7", A: 0, B: 3}}})
			return err
		}, `problem "p7"`},
		{"NaN", func() error {
			_, err := CompareScatter(Comparison{Title: "t", MethodA: "A", MethodB: "B", Linear: true, Pairs: []Pair{{Problem: "q", A: math.NaN(), B: 3}}})
			return err
		}, "not finite"},
		{"unnamed method", func() error {
			_, err := CompareScatter(Comparison{Title: "t", MethodA: "A", Pairs: []Pair{{Problem: "q", A: 1, B: 3}}})
			return err
		}, "need a name"},
		{"no pairs", func() error {
			_, err := CompareScatter(Comparison{Title: "t", MethodA: "A", MethodB: "B"})
			return err
		}, "no problems"},
		{"short series", func() error {
			_, err := LinesChart(Lines{Title: "n", Categories: cats, Series: []Series{{Name: "DDS", Values: []float64{1}}}})
			return err
		}, `series "DDS" has 1 values for 2 categories`},
		{"negative on log axis", func() error {
			_, err := LinesChart(Lines{Title: "n", Categories: cats, Series: []Series{{Name: "DDS", Values: []float64{1, -2}}}})
			return err
		}, `category "b"`},
		{"duplicate series", func() error {
			_, err := LinesChart(Lines{Title: "n", Categories: cats, Series: []Series{{Name: "X", Values: []float64{1, 2}}, {Name: "X", Values: []float64{1, 2}}}})
			return err
		}, "twice"},
		{"negative bar", func() error {
			_, err := GroupedBarsChart(GroupedBars{Title: "b", Categories: cats, Series: []Series{{Name: "S", Values: []float64{1, -2}}}})
			return err
		}, "negative value"},
		{"no walls", func() error {
			_, err := ThermographChart(Thermograph{Title: "th"})
			return err
		}, "no walls"},
		{"empty wall", func() error {
			_, err := ThermographChart(Thermograph{Title: "th", Walls: []Wall{{Name: "left"}}})
			return err
		}, `wall "left" has no points`},
		{"short status", func() error {
			_, err := LinesChart(Lines{Title: "n", Categories: cats, Series: []Series{{Name: "AB", Values: []float64{1, 2}, Status: []Status{Unsolved}}}})
			return err
		}, `series "AB" has 1 statuses for 2 values`},
		{"unknown status", func() error {
			_, err := LinesChart(Lines{Title: "n", Categories: cats, Series: []Series{{Name: "AB", Values: []float64{1, 2}, Status: []Status{Solved, 7}}}})
			return err
		}, `category "b": unknown status 7`},
		{"unsolved NaN", func() error {
			_, err := LinesChart(Lines{Title: "n", Categories: cats, Series: []Series{{Name: "AB", Values: []float64{1, math.NaN()}, Status: []Status{Solved, Unsolved}}}})
			return err
		}, "not finite"},
		{"negative budget", func() error {
			_, err := LinesChart(Lines{Title: "n", Categories: cats, Budget: -1, Series: []Series{{Name: "AB", Values: []float64{1, 2}}}})
			return err
		}, "budget -1"},
		{"all missing", func() error {
			_, err := CompareScatter(Comparison{Title: "t", MethodA: "A", MethodB: "B", Pairs: []Pair{{Problem: "q", StatusA: Missing}}})
			return err
		}, "no problem has both values"},
		{"unknown pair status", func() error {
			_, err := CompareScatter(Comparison{Title: "t", MethodA: "A", MethodB: "B", Pairs: []Pair{{Problem: "q", A: 1, B: 1, StatusB: 9}}})
			return err
		}, `problem "q" (#0): unknown status 9`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.build()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestNodeCountsAndBars(t *testing.T) {
	cats := []string{"split at root", "split later", "never split"}
	series := []Series{{Name: "no DDS", Values: []float64{1e5, 2e4, 300}}, {Name: "DDS", Values: []float64{1500, 9000, 310}}}
	l, err := LinesChart(Lines{Title: "nodes", Categories: cats, Series: series})
	if err != nil {
		t.Fatal(err)
	}
	m := option(t, l)
	if a := axis(t, m, "yAxis"); a["type"] != "log" {
		t.Errorf("y axis type = %v, want log", a["type"])
	}
	if got := len(m["series"].([]any)); got != 2 {
		t.Errorf("%d series, want 2", got)
	}
	b, err := GroupedBarsChart(GroupedBars{Title: "safe", Categories: cats, Series: series})
	if err != nil {
		t.Fatal(err)
	}
	m = option(t, b)
	for _, s := range m["series"].([]any) {
		if s.(map[string]any)["type"] != "bar" {
			t.Errorf("series type %v, want bar", s.(map[string]any)["type"])
		}
	}
}

func TestThermographChart(t *testing.T) {
	th, err := ThermographChart(Thermograph{Title: "{3|-1}", Walls: []Wall{
		{"left", []Point{{3, 0}, {3, 2}, {1, 2}, {1, 4}}},
		{"right", []Point{{-1, 0}, {-1, 2}, {1, 2}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	m := option(t, th)
	x := axis(t, m, "xAxis")
	if x["inverse"] != true {
		t.Errorf("value axis not reversed: %v", x)
	}
	if y := axis(t, m, "yAxis"); y["axisLine"].(map[string]any)["onZero"] != false {
		t.Errorf("temperature axis crosses at value 0: %v", y)
	}
	if !strings.Contains(th.RenderSnippet().Option, "[1,4]") {
		t.Errorf("mast point missing: %s", th.RenderSnippet().Option)
	}
}

func TestWritePage(t *testing.T) {
	s, err := CompareScatter(Comparison{Title: "t", MethodA: "A", MethodB: "B", Pairs: []Pair{{Problem: "p", A: 1, B: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		o       PageOptions
		want    []string
		wantErr string
	}{
		{"local src", PageOptions{Title: "x", EChartsSrc: "assets/echarts.min.js"}, []string{`<script src="assets/echarts.min.js">`, "echarts.init"}, ""},
		{"inlined", PageOptions{Title: "x", EChartsJS: "var a='</script>';"}, []string{`(function(define,exports,module){`, `<\/script>`}, ""},
		{"remote", PageOptions{Title: "x", EChartsSrc: "https://example.org/echarts.js"}, nil, "remote URL"},
		{"none", PageOptions{Title: "x"}, nil, "no ECharts source"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := WritePage(&b, tt.o, s)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			page := b.String()
			for _, w := range tt.want {
				if !strings.Contains(page, w) {
					t.Errorf("page lacks %q", w)
				}
			}
			if strings.Contains(page, "://") {
				t.Errorf("page refers to a remote resource:\n%s", page)
			}
			if strings.Count(page, "</script") != strings.Count(page, "<script") {
				t.Errorf("unbalanced script tags")
			}
		})
	}
}

func TestTableHTML(t *testing.T) {
	type row struct {
		Problem string
		Nodes   int
		Time    time.Duration `table:"time"`
		Ratio   float64
		secret  int
		Skip    int `table:"-"`
	}
	tests := []struct {
		name    string
		rows    any
		want    []string
		wantErr string
	}{
		{"structs", []row{{"a<b", 12, 1500 * time.Microsecond, 0.125, 0, 9}}, []string{
			"<th", ">Problem</th>", ">time</th>", "a&lt;b", ">12</td>", ">1.500</td>", "0.125", "text-align:right"}, ""},
		{"pointers", []*row{{Problem: "x"}, nil}, []string{">x</td>"}, ""},
		{"strings", [][]string{{"h1", "h2"}, {"1", "&"}}, []string{">h1</th>", "&amp;"}, ""},
		{"ragged", [][]string{{"h1", "h2"}, {"1"}}, nil, "row 1 has 1 cells"},
		{"not a slice", 42, nil, "got int"},
		{"ints", []int{1}, nil, "got []int"},
		{"empty", [][]string{}, nil, "no header row"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := TableHTML(tt.rows)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("table lacks %q:\n%s", w, got)
				}
			}
			if strings.Contains(got, "secret") || strings.Contains(got, "Skip") {
				t.Errorf("table shows a hidden field:\n%s", got)
			}
		})
	}
}

func TestSaveHTML(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib.js")
	if err := os.WriteFile(lib, []byte("window.echarts = {};"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := CompareScatter(Comparison{Title: "t", MethodA: "A", MethodB: "B", Pairs: []Pair{{Problem: "p", A: 1, B: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "figs", "dds.html")
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ { // twice: the second run finds the assets in place
		if err := SaveHTML(out, lib, "DDS", s); err != nil {
			t.Fatal(err)
		}
	}
	page, err := os.ReadFile(out)
	if err != nil || !strings.Contains(string(page), `<script src="assets/echarts.min.js">`) {
		t.Fatalf("page = %.300s, %v", page, err)
	}
	asset, err := os.ReadFile(filepath.Join(dir, "figs", "assets", "echarts.min.js"))
	if err != nil || !strings.Contains(string(asset), "window.echarts = {};") {
		t.Fatalf("asset = %q, %v", asset, err)
	}
	if err := SaveHTML(out, filepath.Join(dir, "missing.js"), "x", s); err == nil || !strings.Contains(err.Error(), "missing.js") {
		t.Errorf("missing library: error = %v", err)
	}
}

// seriesByName returns the series of an ECharts option by name.
func seriesByName(t *testing.T, m map[string]any) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, s := range m["series"].([]any) {
		sm := s.(map[string]any)
		out[sm["name"].(string)] = sm
	}
	return out
}

// values returns the "value" of each data item of a series.
func values(s map[string]any) []any {
	var out []any
	for _, d := range s["data"].([]any) {
		out = append(out, d.(map[string]any)["value"])
	}
	return out
}

func TestNodeCountsUnsolvedAndMissing(t *testing.T) {
	cats := []string{"10 pts", "20 pts", "30 pts", "40 pts"}
	n := Lines{Title: "endgame subsets", Categories: cats, Budget: 1e6, Series: []Series{
		{Name: "decomposition", Values: []float64{40, 90, 200, 420}},
		{Name: "alpha-beta", Values: []float64{3e3, 8e4, 1e6, math.NaN()}, Status: []Status{Solved, Solved, Unsolved, Missing}},
	}}
	l, err := LinesChart(n)
	if err != nil {
		t.Fatal(err)
	}
	m := option(t, l)
	series := seriesByName(t, m)
	if len(series) != 3 {
		t.Fatalf("series %v, want decomposition, alpha-beta and alpha-beta%s", len(series), UnsolvedSuffix)
	}
	tests := []struct {
		series string
		want   []any
	}{
		{"decomposition", []any{40.0, 90.0, 200.0, 420.0}},
		{"alpha-beta", []any{3000.0, 80000.0, "-", "-"}},
		{"alpha-beta" + UnsolvedSuffix, []any{"-", "-", 1e6, "-"}},
	}
	for _, tt := range tests {
		s, ok := series[tt.series]
		if !ok {
			t.Errorf("no series %q", tt.series)
			continue
		}
		if got := values(s); fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%s values %v, want %v", tt.series, got, tt.want)
		}
	}
	un := series["alpha-beta"+UnsolvedSuffix]
	if un["symbol"] != "triangle" || un["itemStyle"].(map[string]any)["borderColor"] != series["alpha-beta"]["itemStyle"].(map[string]any)["color"] {
		t.Errorf("unsolved marker %v is not a hollow triangle in the colour of its line %v", un, series["alpha-beta"]["itemStyle"])
	}
	opt := l.RenderSnippet().Option
	for _, want := range []string{`"yAxis":1000000`, `"name":"budget"`} {
		if !strings.Contains(opt, want) {
			t.Errorf("option lacks %s (budget line):\n%s", want, opt)
		}
	}
	// The axis reaches the budget line also when every value lies below it.
	for _, tt := range []struct {
		linear bool
		budget float64
		max    any
	}{{false, 2e6, 1e7}, {false, 1e6, nil}, {true, 2e6, 2e6}} {
		n2 := n
		n2.Budget, n2.Linear = tt.budget, tt.linear
		l, err := LinesChart(n2)
		if err != nil {
			t.Fatal(err)
		}
		if got := axis(t, option(t, l), "yAxis")["max"]; got != tt.max {
			t.Errorf("linear %v, budget %v: y axis max %v, want %v", tt.linear, tt.budget, got, tt.max)
		}
	}
	// Nothing unsolved: no extra series, no budget line.
	n.Series[1].Status, n.Series[1].Values[3], n.Budget = nil, 5e5, 0
	l, err = LinesChart(n)
	if err != nil {
		t.Fatal(err)
	}
	if opt := l.RenderSnippet().Option; strings.Contains(opt, UnsolvedSuffix) || strings.Contains(opt, "budget") {
		t.Errorf("solved runs drawn as unsolved:\n%s", opt)
	}
}

func TestPhaseBarsUnsolvedAndMissing(t *testing.T) {
	b, err := GroupedBarsChart(GroupedBars{Title: "time", Categories: []string{"a", "b", "c"}, Series: []Series{
		{Name: "SOLVER 1.0", Values: []float64{3, 60, -1}, Status: []Status{Solved, Unsolved, Missing}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	s := seriesByName(t, option(t, b))["SOLVER 1.0"]
	data := s["data"].([]any)
	if v := data[2].(map[string]any)["value"]; v != "-" {
		t.Errorf("missing bar value %v, want a gap", v)
	}
	un := data[1].(map[string]any)
	if un["label"].(map[string]any)["formatter"] != "≥{c}" || un["itemStyle"].(map[string]any)["opacity"] != 0.35 {
		t.Errorf("unsolved bar %v is not pale with a ≥ label", un)
	}
	if _, ok := data[0].(map[string]any)["label"]; ok {
		t.Errorf("solved bar has a label: %v", data[0])
	}
}

func TestCompareScatterUnsolvedAndMissing(t *testing.T) {
	c := Comparison{Title: "DDS vs no DDS", MethodA: "no DDS", MethodB: "DDS", Budget: 1e5, Pairs: []Pair{
		{Problem: "p1", A: 120, B: 30},
		{Problem: "p2", A: 1e5, B: 400, StatusA: Unsolved},
		{Problem: "p3", A: 50, B: 1e5, StatusB: Unsolved},
		{Problem: "p4", A: 1e5, B: 1e5, StatusA: Unsolved, StatusB: Unsolved},
		{Problem: "p5", A: 7, B: math.NaN(), StatusB: Missing},
	}}
	s, err := CompareScatter(c)
	if err != nil {
		t.Fatal(err)
	}
	m := option(t, s)
	series := seriesByName(t, m)
	tests := []struct {
		series, symbol, problem string
	}{
		{"problems", "", "p1"},
		{"unsolved by no DDS", "triangle", "p2"},
		{"unsolved by DDS", "diamond", "p3"},
		{"unsolved by both", "rect", "p4"},
	}
	for _, tt := range tests {
		sm, ok := series[tt.series]
		if !ok {
			t.Errorf("no series %q", tt.series)
			continue
		}
		data := sm["data"].([]any)
		if len(data) != 1 || data[0].(map[string]any)["name"] != tt.problem {
			t.Errorf("series %q has %v, want only %s", tt.series, data, tt.problem)
		}
		if sym, _ := sm["symbol"].(string); sym != tt.symbol {
			t.Errorf("series %q symbol %q, want %q", tt.series, sym, tt.symbol)
		}
	}
	if legend := m["legend"].(map[string]any); legend["show"] != true {
		t.Errorf("legend hidden with unsolved problems: %v", legend)
	}
	opt := s.RenderSnippet().Option
	for _, want := range []string{"1 of 5 problems without a value not shown", `"coord":[100000,10]`, `"name":"budget"`, `"max":1000000`} {
		if !strings.Contains(opt, want) {
			t.Errorf("option lacks %s:\n%s", want, opt)
		}
	}
	if strings.Contains(opt, `"p5"`) {
		t.Errorf("problem without a value is drawn")
	}
}
