package figures

import (
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/oneeye"
)

func TestOneEyeScaling(t *testing.T) {
	var rows []oneeye.Row
	for k := 1; k <= 3; k++ {
		rows = append(rows,
			oneeye.Row{Collection: "dead", Pockets: k, First: "defender", Method: oneeye.MethodOf(oneeye.NoDDS, oneeye.SharedKnowledge), Result: "attacker", Nodes: int64(100 * k * k)},
			oneeye.Row{Collection: "dead", Pockets: k, First: "defender", Method: oneeye.MethodOf(oneeye.DDS, oneeye.SharedKnowledge), Result: "attacker", Nodes: int64(10 * k)},
			oneeye.Row{Collection: "live", Pockets: k, First: "defender", Method: oneeye.MethodOf(oneeye.DDS, oneeye.SharedKnowledge), Result: "unknown", Nodes: 500})
	}
	c, err := OneEyeScaling(rows, "dead", "defender", 1000)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range c.MultiSeries {
		names = append(names, s.Name)
	}
	if got := strings.Join(names, "|"); !strings.Contains(got, "no-DDS") || !strings.Contains(got, "|DDS") {
		t.Errorf("series %q", got)
	}
	if _, err := OneEyeScaling(rows, "dead", "attacker", 1000); err == nil {
		t.Error("no rows of attacker first: no error")
	}
	if _, err := OneEyeScaling(rows, "live", "defender", 1000); err != nil {
		t.Errorf("only unsolved rows: %v", err)
	}
}

func TestOneEyeTimeAndVersusPaper(t *testing.T) {
	rows := []oneeye.Row{
		{Name: "a", Collection: "toy", First: "defender", Method: oneeye.MethodOf(oneeye.NoDDS, oneeye.SharedKnowledge), Result: "defender", Nodes: 4400, Millis: 66},
		{Name: "a", Collection: "toy", First: "defender", Method: oneeye.MethodOf(oneeye.DDS, oneeye.SharedKnowledge), Result: "defender", Nodes: 100, Millis: 1, Decompositions: 10},
		{Name: "b", Collection: "toy", First: "defender", Method: oneeye.MethodOf(oneeye.NoDDS, oneeye.SharedKnowledge), Result: "unknown", Nodes: 9000, Millis: 90},
		{Name: "b", Collection: "toy", First: "defender", Method: oneeye.MethodOf(oneeye.DDS, oneeye.SharedKnowledge), Result: "attacker", Nodes: 90, Millis: 2},
	}
	if _, err := OneEyeTime(rows, "toy", oneeye.NoDDS, oneeye.DDS); err != nil {
		t.Fatal(err)
	}
	got, err := OneEyeVersusPaper(rows)
	if err != nil {
		t.Fatal(err)
	}
	// Over the one search both solved: 4400/100 nodes, 66/1 ms; b is left out.
	want := []OneEyePaperRow{
		{"toy", "no-DDS / DDS nodes", "44 (2,169,239 / 49,433)", "44.00"},
		{"toy", "no-DDS / DDS time", "66", "66.00"},
		{"toy", "searches every method solved", "23 of 26", "1 of 2"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d: got %v, want %v", i, got[i], want[i])
		}
	}
	if _, err := OneEyeVersusPaper(rows[:1]); err == nil {
		t.Error("no DDS row: no error")
	}
}

func TestOneEyeBoards(t *testing.T) {
	p, err := oneeye.ParseDiagram(`
. . . . . . . . . . .
X O O O O O O O O O X
X W W W W W W W W W X
X - x - W - - W x - X`)
	if err != nil {
		t.Fatal(err)
	}
	o := OneEyeBoard(p, "comb", board.Pass)
	if len(o.Labels) != 0 || len(o.Marks) != p.Crucial.Count() || len(o.Shades) != 1 {
		t.Errorf("board options %+v", o)
	}
	parts, err := OneEyeParts(p, oneeye.DDS, "D1")
	if err != nil {
		t.Fatal(err)
	}
	if len(parts.Shades) != 3 || !strings.Contains(parts.Title, "3 subregion") {
		t.Errorf("D1 comb: %d parts, title %q; want 3", len(parts.Shades), parts.Title)
	}
	if _, err := OneEyeParts(p, oneeye.NoDDS, "no-DDS"); err == nil {
		t.Error("Decompose with no-DDS: no error")
	}
}
