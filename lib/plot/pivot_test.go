package plot

import (
	"strings"
	"testing"
)

type runRow struct {
	Problem, Method string
	Nodes           float64
	Solved          bool
}

func runValue(r runRow) Value {
	if !r.Solved {
		return Value{r.Nodes, Unsolved}
	}
	return Value{V: r.Nodes}
}

func TestPivot(t *testing.T) {
	rows := []runRow{
		{"toy", "DDS", 10, true}, {"toy", "no-DDS", 100, true},
		{"std", "no-DDS", 1e6, false}, {"big", "DDS", 40, true},
	}
	cats, series, err := Pivot(rows, func(r runRow) string { return r.Problem }, func(r runRow) string { return r.Method }, runValue)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(cats, ",") != "toy,std,big" || len(series) != 2 || series[0].Name != "DDS" || series[1].Name != "no-DDS" {
		t.Fatalf("categories %q, series %+v", cats, series)
	}
	want := [][]Status{{Solved, Missing, Solved}, {Solved, Unsolved, Missing}}
	for k, s := range series {
		for j, st := range want[k] {
			if s.Status[j] != st {
				t.Errorf("series %s, %s: %v, want %v", s.Name, cats[j], s.Status[j], st)
			}
		}
	}
	if series[1].Values[1] != 1e6 {
		t.Errorf("unsolved value %v", series[1].Values[1])
	}
	if _, err := LinesChart(Lines{Title: "t", Categories: cats, Series: series}); err != nil {
		t.Errorf("pivoted series do not draw: %v", err)
	}
	_, _, err = Pivot(append(rows, runRow{"toy", "DDS", 1, true}), func(r runRow) string { return r.Problem }, func(r runRow) string { return r.Method }, runValue)
	if err == nil || !strings.Contains(err.Error(), "rows 0 and 4") {
		t.Errorf("duplicate cell: %v", err)
	}
}

func TestPairsOf(t *testing.T) {
	rows := []runRow{
		{"p1", "no-DDS", 100, true}, {"p1", "DDS", 10, true}, {"p1", "RDS", 9, true},
		{"p2", "no-DDS", 1e5, false}, {"p2", "DDS", 50, true},
		{"p3", "DDS", 7, true},
	}
	pairs, err := PairsOf(rows, func(r runRow) string { return r.Problem }, func(r runRow) string { return r.Method }, runValue, "no-DDS", "DDS")
	if err != nil {
		t.Fatal(err)
	}
	want := []Pair{
		{Problem: "p1", A: 100, B: 10},
		{Problem: "p2", A: 1e5, B: 50, StatusA: Unsolved},
		{Problem: "p3", B: 7, StatusA: Missing},
	}
	if len(pairs) != len(want) {
		t.Fatalf("pairs %+v", pairs)
	}
	for i, w := range want {
		p := pairs[i]
		if p.Problem != w.Problem || p.B != w.B || p.StatusA != w.StatusA || p.StatusB != w.StatusB || (w.StatusA != Missing && p.A != w.A) {
			t.Errorf("pair %d = %+v, want %+v", i, p, w)
		}
	}
	c, err := CompareScatter(Comparison{Title: "t", MethodA: "no-DDS", MethodB: "DDS", Pairs: pairs})
	if err != nil || !strings.Contains(c.Title.Subtitle, "1 of 3 problems without a value") {
		t.Errorf("scatter of the pairs: %v, subtitle %q", err, c.Title.Subtitle)
	}
	if _, err := PairsOf(rows, func(r runRow) string { return r.Problem }, func(r runRow) string { return r.Method }, runValue, "x", "y"); err == nil {
		t.Error("no rows of either method: no error")
	}
}
