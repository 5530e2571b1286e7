package figures

import (
	"context"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt/rulesets"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/soft"
)

func TestTopSpeedups(t *testing.T) {
	pairs := SyntheticPairs(40, 1)
	again := SyntheticPairs(40, 1)
	for i := range pairs {
		if pairs[i] != again[i] {
			t.Fatalf("same seed, different problem %d: %+v %+v", i, pairs[i], again[i])
		}
	}
	top, geo, err := TopSpeedups(pairs, 5)
	if err != nil || len(top) != 5 {
		t.Fatal(top, err)
	}
	// Independently: the largest ratio and the mean of the logs.
	best, logSum := 0.0, 0.0
	for _, p := range pairs {
		best = math.Max(best, p.A/p.B)
		logSum += math.Log(p.A) - math.Log(p.B)
	}
	if top[0].A/top[0].B != best || math.Abs(geo-math.Exp(logSum/40)) > 1e-9 {
		t.Errorf("top %v (best ratio %v), geomean %v", top[0], best, geo)
	}
	capped := WithBudget(pairs, 2e4, pairs[0].Problem)
	for i, p := range capped {
		if (pairs[i].A > 2e4) != (p.StatusA == plot.Unsolved) || (i == 0) != (p.StatusB == plot.Missing) {
			t.Fatalf("pair %d: %+v from %+v", i, p, pairs[i])
		}
	}
	if _, err := TourScatter("t", capped, 2e4); err != nil {
		t.Error(err)
	}
}

func TestCGTTables(t *testing.T) {
	games := NewGames(context.Background(), search.Budget{MaxNodes: 100000})
	s := games.Store()
	// +-1 + +-1 = 0, ^ + v = 0; a sum as the store's Sum makes it.
	sum := s.String(s.Sum(s.MustParse("{2|0}"), s.MustParse("{1|0}")))
	vals, err := games.Values("{1|-1} + {1|-1}", "^ + v", "{2|0} + {1|0}")
	if err != nil || vals[1][1] != "0" || vals[2][1] != "0" || vals[3][1] != sum {
		t.Errorf("values %q, %v", vals, err)
	}
	if _, err := games.Values("{1|"); err == nil {
		t.Error("bad expression: no error")
	}
	tree := GameTree(s, s.MustParse("{4||3|0}"))
	if tree.Label != "{4||3|0}" || len(tree.Children) != 2 || tree.Children[1].Label != "{3|0}" || len(tree.Children[1].Children) != 2 {
		t.Errorf("tree of {4||3|0}: %+v", tree)
	}
	cmp, err := games.Comparisons([2]string{"^", "0"}, [2]string{"*", "0"})
	if err != nil || cmp[0].Result != "true" || cmp[1].Result != "true" || cmp[1].Outcome != s.Outcome(s.MustParse("*")).String() {
		t.Errorf("comparisons %+v, %v", cmp, err)
	}
	// {3|-1}: stops 3 and -1, mean 1, temperature 2; the wall climbs from
	// 3 and from -1 to meet at (1, 2).
	hot, err := HotGames(s, "{3|-1}")
	if err != nil || hot[0].Mean != "1" || hot[0].Temperature != "2" || hot[0].LeftStop != "3" || hot[0].RightStop != "-1" {
		t.Errorf("hot games %+v, %v", hot, err)
	}
	w := ThermographWall(s, s.MustParse("{3|-1}"), "g")
	first, last := w.Points[0], w.Points[len(w.Points)-1]
	if first != (plot.Point{X: 3, Y: 0}) || last != (plot.Point{X: -1, Y: 0}) {
		t.Errorf("wall ends %v %v", first, last)
	}
	foundMeet := false
	for _, p := range w.Points {
		foundMeet = foundMeet || p == (plot.Point{X: 1, Y: 2})
	}
	if !foundMeet {
		t.Errorf("wall does not meet at (1, 2): %v", w.Points)
	}
	if _, err := Thermographs(s, true, "{3|-1}", "{2|0}"); err != nil {
		t.Error(err)
	}
	cor, err := Corridors(s, 6)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cor {
		if !c.Agree || !c.RoundTrip {
			t.Errorf("corridor %+v", c)
		}
	}
	seq := rulesets.Kayles().NimSequence(120)
	if got := PeriodStart(seq, 12); got != 71 {
		t.Errorf("Kayles period starts at %d, want 71 (Winning Ways)", got)
	}
	if tab := NimSequence(seq, 12, 3); len(tab) != 4 || tab[1][1] != "0" || tab[1][2] != "1" {
		t.Errorf("nim table %q", tab)
	}
}

func TestRulesets(t *testing.T) {
	games := NewGames(context.Background(), search.Budget{MaxNodes: 100000})
	rows, err := games.DomineeringRectangles(4)
	if err != nil {
		t.Fatal(err)
	}
	values := map[string]string{}
	for _, r := range rows {
		values[r.Position] = r.Value
	}
	// Winning Ways: 1x2 (a vertical domino fits) is 1, 2x1 is -1, 2x2 is +-1.
	if values["2 x 1"] != "1" || values["1 x 2"] != "-1" || values["2 x 2"] != "+-1" {
		t.Errorf("Domineering values %v", values)
	}
	rows, err = games.ClobberAndToads([]string{"xo"}, []string{"t.f"})
	// Both xo and t.f are * (each player has one move, to 0).
	if err != nil || rows[0].Value != "*" || rows[1].Value != "*" {
		t.Errorf("Clobber xo and Toads t.f: %+v, %v", rows, err)
	}
}

func TestPaperFigures(t *testing.T) {
	rows := []oneeye.Row{
		{Name: "a", Collection: "toy", First: "defender", Method: oneeye.MethodOf(oneeye.NoDDS, oneeye.SharedKnowledge), Result: "defender", Nodes: 5000},
		{Name: "a", Collection: "toy", First: "defender", Method: oneeye.MethodOf(oneeye.DDS, oneeye.SharedKnowledge), Result: "defender", Nodes: 80},
		{Name: "b", Collection: "toy", First: "defender", Method: oneeye.MethodOf(oneeye.NoDDS, oneeye.SharedKnowledge), Result: "unknown", Nodes: 20000},
		{Name: "b", Collection: "toy", First: "defender", Method: oneeye.MethodOf(oneeye.DDS, oneeye.SharedKnowledge), Result: "attacker", Nodes: 90},
	}
	c, err := OneEyeNodes(rows, "toy", oneeye.NoDDS, oneeye.DDS)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{}
	for _, s := range c.MultiSeries {
		names = append(names, s.Name)
	}
	if strings.Join(names, "|") != "problems|unsolved by no-DDS (nodes)" {
		t.Errorf("series %q", names)
	}
	if _, err := OneEyeNodes(rows, "standard", oneeye.NoDDS, oneeye.DDS); err == nil {
		t.Error("no rows of the collection: no error")
	}
	phases := []safety.Table2Row{{Solver: safety.Benson, Phase: "End", Percent: 10}, {Solver: safety.Partial, Phase: "End", Percent: 30}}
	b, err := SafetyPhases(phases)
	if err != nil || len(b.MultiSeries) != 2 {
		t.Errorf("phases: %v", err)
	}
	if _, err := SafetyPhases(append(phases, phases[0])); err == nil {
		t.Error("two rows of one solver and phase: no error")
	}
}

func TestCatalogDecodes(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range Catalog() {
		key := e.File
		if e.Chart != nil {
			key += ".chart"
		} else {
			key += ".table"
		}
		if seen[key] || (e.Chart == nil) == (e.Table == nil) || e.Paper == "" || e.Study == "" {
			t.Errorf("entry %+v: duplicate, or not one of chart and table", e.File)
		}
		seen[key] = true
	}
	if _, err := DecodeRows[oneeye.Row]([]byte(`{"name":"a","bogus":1}`)); err == nil {
		t.Error("unknown field accepted")
	}
}

func TestEndgameNodesGaps(t *testing.T) {
	lcgs, ab := endgame.Method{}, endgame.AlphaBetaMethod(endgame.Enhancements{})
	rows := []endgame.NodeCountRow{
		{Problem: "p", Subset: "A", Method: lcgs, Nodes: 40, Solved: true}, {Problem: "p", Subset: "A", Method: ab, Nodes: 300, Solved: true},
		{Problem: "p", Subset: "A+B", Method: lcgs, Nodes: 90, Solved: true}, {Problem: "p", Subset: "A+B", Method: ab, Nodes: 1000, Solved: false},
		{Problem: "p", Subset: "A..C", Method: lcgs, Nodes: 200, Solved: true}, {Problem: "p", Subset: "A..C", Method: ab, Nodes: 0, Solved: false},
		{Problem: "q", Subset: "A", Method: lcgs, Nodes: 7, Solved: true},
	}
	c, err := EndgameNodes(rows, "p")
	if err != nil {
		t.Fatal(err)
	}
	// lcgs, ab, and ab's unsolved markers: one at A+B only; A..C is a gap.
	if len(c.MultiSeries) != 3 || c.MultiSeries[2].Name != "alpha-beta"+plot.UnsolvedSuffix {
		t.Fatalf("series %d", len(c.MultiSeries))
	}
	table, err := EndgameNodeTable(rows, "p")
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"areas (points)", "LCGS", "alpha-beta"}, {"A (0 pts)", "40", "300"}, {"A+B (0 pts)", "90", "> 1000"}, {"A..C (0 pts)", "200", "-"}}
	if fmt.Sprint(table) != fmt.Sprint(want) {
		t.Errorf("table %q, want %q", table, want)
	}
	if _, err := EndgameNodes(rows, "nosuch"); err == nil {
		t.Error("a problem without rows: no error")
	}
}

func TestGamesBudget(t *testing.T) {
	games := NewGames(context.Background(), search.Budget{MaxNodes: 10})
	if _, err := games.DomineeringRectangles(20); err == nil || !strings.Contains(err.Error(), "Domineering") {
		t.Errorf("a 10-node budget on 4x5 Domineering: error %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	games = NewGames(ctx, search.Budget{})
	if _, err := games.Values(`Domineering("....|....|....|....")`); err == nil {
		t.Error("a cancelled context: no error")
	}
}

func TestBGFFigures(t *testing.T) {
	f, err := bgf.ParseForest("{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}") // Examples 2.1.1 and 2.1.2
	if err != nil {
		t.Fatal(err)
	}
	a, err := bgf.Analyze(context.Background(), f, search.Budget{})
	if err != nil {
		t.Fatal(err)
	}
	facts, _ := BGFTreeFacts(a)
	if len(facts) != 3 || facts[2][1] != "5" || facts[2][2] != "-1" { // Example 2.1.2: +5 Left first, -1 Right first
		t.Errorf("tree facts %q", facts)
	}
	if moves, _ := BGFMoves(a); len(moves) != 3 || len(moves[1]) != len(moves[0]) {
		t.Errorf("moves %q", moves)
	}
	if n := BGFTree(f[1]); n.Label != "5 | -1" || len(n.Children) != 2 || n.Children[0].Edge != "L" {
		t.Errorf("tree %+v", n)
	}
	// Example 5.1: [5|-5] = [10|0] in Def. 5.2's sense (each dominates
	// the other, Theorem 5.4) but not as forests (Def. 4.8).
	d, err := BGFDominance([2]string{"[5|-5]", "[10|0]"})
	if err != nil || len(d) != 2 || d[1][4] != "yes" || d[1][5] != "no" {
		t.Errorf("Example 5.1: %q, %v", d, err)
	}
	if _, err := BGFDominance([2]string{"[5|", "1"}); err == nil {
		t.Error("bad tree accepted")
	}
	methods := bgf.QualityMethods(2) // heuristic1, metasearch-d2, metasearch-d2-count, playout
	rows := []bgf.QualityRow{{Trees: 2, Method: methods[0], Forests: 4, Exact: 3, ExactRate: 0.75},
		{Trees: 2, Method: methods[4], Forests: 4}, {Trees: 2, Method: methods[11], Forests: 4}, {Trees: 2, Method: methods[10], Forests: 4}}
	totals, err := BGFTotals(rows)
	if err != nil || len(totals) != 4 {
		t.Fatalf("totals %+v, %v", totals, err)
	}
	var from []string
	for _, r := range totals {
		from = append(from, r.Source)
	}
	if strings.Join(from, " ") != "Chen Chen ours ours" || totals[0].Exact != "75.0%" || totals[1].Method != "Metasearch (depth 2)" {
		t.Errorf("totals %+v", totals)
	}
	if _, err := BGFTotals(nil); err == nil {
		t.Error("no rows: no error")
	}
}

func TestSoftFigures(t *testing.T) {
	rec, err := board.ReadSGFFile(filepath.Join("..", "soft", "testdata", "soft-capture-race.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := rec.Position(0)
	if err != nil {
		t.Fatal(err)
	}
	r, err := soft.Decompose(context.Background(), b, soft.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	o := SoftBoard(r, "race")
	if len(r.SubGames) == 0 || len(o.Shades) != len(r.SubGames) || len(o.Marks) == 0 {
		t.Errorf("%d sub-games, %d shades, %d marks", len(r.SubGames), len(o.Shades), len(o.Marks))
	}
	rows, err := SoftChoices(context.Background(), b, r, board.Black, search.Budget{MaxNodes: soft.MetaNodes})
	if err != nil || len(rows) != 1+len(soft.Methods()) {
		t.Fatalf("choices %q, %v", rows, err)
	}
	for _, row := range rows[1:] {
		if row[1] == "0" || row[3] == "" { // the race has a fight: no method passes
			t.Errorf("row %q", row)
		}
	}
}
