package endgame

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// checkAgainstAlphaBeta solves b by decomposition search and by full-board
// alpha-beta and reports any difference of the minimax scores.
func checkAgainstAlphaBeta(t *testing.T, name string, b *board.Board, labels map[board.Point]string, rules Rules, en Enhancements) *Result {
	t.Helper()
	r, err := Solve(context.Background(), b, Options{Rules: rules, Labels: labels, Budget: search.Budget{MaxNodes: 200000}})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !r.Known {
		t.Fatalf("%s: some area value unknown", name)
	}
	if r.SequenceScore != r.ScoreBlackFirst {
		t.Errorf("%s: the optimal sequence reaches %d, the minimax score is %d", name, r.SequenceScore, r.ScoreBlackFirst)
	}
	for _, first := range []board.Color{board.Black, board.White} {
		ab, err := AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, first,
			ABOptions{Rules: rules, Budget: search.Budget{MaxNodes: 2e6}, Enhancements: en})
		if err != nil {
			t.Fatalf("%s: alpha-beta: %v", name, err)
		}
		want := r.ScoreBlackFirst
		if first == board.White {
			want = r.ScoreWhiteFirst
		}
		if ab.Score != want {
			t.Errorf("%s %v %v first: alpha-beta %d, decomposition search %d", name, rules, first, ab.Score, want)
		}
	}
	return r
}

func TestCatalogueAgreesWithAlphaBeta(t *testing.T) {
	for _, s := range append(append(compose.Catalogue(), compose.HotCatalogue()...), compose.PaperHotShapes()...) {
		for in := range 2 { // Black above, then White above
			l := compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{{Interface: in, Column: 2, Shape: s}}}
			b, labels, err := compose.Compose(l)
			if err != nil {
				t.Fatal(err)
			}
			for _, rules := range []Rules{Japanese, Chinese} {
				r := checkAgainstAlphaBeta(t, s.Name, b, labels, rules, AllEnhancements())
				if len(r.Areas) != 1 {
					t.Errorf("%s: %d areas, want 1", s.Name, len(r.Areas))
				}
			}
		}
	}
}

func TestSolveAgreesWithAlphaBeta(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		b, labels := composed(t, seed, compose.GenerateOptions{Width: 9, Height: 9, Areas: 1 + int(seed%3)})
		en := Enhancements{}
		if seed%2 == 0 {
			en = AllEnhancements()
		}
		rules := Japanese
		if seed%3 == 0 {
			rules = Chinese
		}
		checkAgainstAlphaBeta(t, fmt.Sprintf("seed %d", seed), b, labels, rules, en)
	}
}

// TestSubsetsAgreeWithAlphaBeta solves the growing sums A, A+B, ... of the
// medium and paper-scale problems with both methods while alpha-beta
// stays within its budget, both first players.
func TestSubsetsAgreeWithAlphaBeta(t *testing.T) {
	budget := 100000.0
	if testing.Short() {
		budget = 20000
	}
	for _, name := range []string{"medium-01", "medium-02", "paper-scale"} {
		p, err := ReadProblem(dataDir + "/" + name + ".sgf")
		if err != nil {
			t.Fatal(err)
		}
		d, err := Decompose(p.Board, BensonSafety(p.Board), p.Labels)
		if err != nil {
			t.Fatal(err)
		}
		var labels []string
		var areas []Area
		solved := 0
		for _, a := range d.Areas {
			labels = append(labels, a.Label)
			areas = append(areas, a)
			r, err := Solve(context.Background(), p.Board, Options{Labels: p.Labels, Areas: labels, Budget: search.Budget{MaxNodes: 1e6}})
			if err != nil || !r.Known {
				t.Fatalf("%s %v: %v", name, labels, err)
			}
			stop := false
			for _, first := range []board.Color{board.Black, board.White} {
				ab, err := AlphaBeta(context.Background(), p.Board, d, areas, first, ABOptions{Budget: search.Budget{MaxNodes: int64(budget)}, Enhancements: AllEnhancements()})
				if err == ErrBudget {
					stop = true
					break
				}
				want := r.ScoreBlackFirst
				if first == board.White {
					want = r.ScoreWhiteFirst
				}
				if ab.Score != want {
					t.Errorf("%s %v %v first: alpha-beta %d, decomposition search %d", name, labels, first, ab.Score, want)
				}
			}
			if stop {
				break
			}
			solved++
		}
		if solved < 2 {
			t.Errorf("%s: alpha-beta solved only %d subsets", name, solved)
		}
		t.Logf("%s: %d growing subsets agree", name, solved)
	}
}

func TestNodeCounts(t *testing.T) {
	p, err := ReadProblem(dataDir + "/medium-01.sgf")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := NodeCounts(context.Background(), p, board.White, CumulativeEnhancements(), search.Budget{MaxNodes: 50000})
	if err != nil {
		t.Fatal(err)
	}
	if want := 6 * (1 + len(CumulativeEnhancements())); len(rows) != want {
		t.Fatalf("%d rows, want %d", len(rows), want)
	}
	last := rows[len(rows)-1-len(CumulativeEnhancements())]
	if last.Method != (Method{}) || !last.Solved || last.Count != 6 || last.Nodes <= 0 || last.Positions <= 0 || last.Positions > last.Nodes {
		t.Errorf("last lcgs row %+v", last)
	}
	for _, r := range rows {
		if r.Solved && r.Score != p.ScoreWhiteFirst && r.Count == 6 {
			t.Errorf("row %+v: score differs from the recorded %d", r, p.ScoreWhiteFirst)
		}
	}
}

// TestSolveBudget checks that an exhausted budget or a cancelled context
// gives a prompt answer with the result unknown and the statistics so far.
func TestSolveBudget(t *testing.T) {
	p, err := ReadProblem(dataDir + "/paper-scale.sgf")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), p.Board, Options{Labels: p.Labels, Budget: search.Budget{MaxNodes: 50}})
	if err != nil {
		t.Fatal(err) // areas out of budget are local failures, not an error
	}
	if r.Known || r.Stats.Nodes == 0 {
		t.Errorf("50-node budget per area: known=%v nodes=%d", r.Known, r.Stats.Nodes)
	}
	failed := 0
	for i := range r.Areas {
		if r.Areas[i].Err != nil {
			failed++
		}
	}
	if failed == 0 {
		t.Error("no area reported its failure")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = Solve(ctx, p.Board, Options{Labels: p.Labels})
	if err == nil || r == nil || r.Known {
		t.Errorf("cancelled: err=%v", err)
	}
}

// TestLargeAreaBudget: an empty 2x6 area between walls (12 points,
// within DefaultMaxAreaSize; 414,135 local positions) with a budget far
// below its need fails as out of budget, promptly, with its node count
// and stop reason, and is not refused as too large.
func TestLargeAreaBudget(t *testing.T) {
	b, err := emptyRectBoard(6)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), b, Options{Budget: search.Budget{MaxNodes: 20_000}})
	if err != nil {
		t.Fatal(err) // an area out of budget is a local failure, not an error
	}
	if len(r.Areas) != 1 || r.Areas[0].Size() != 12 || r.Areas[0].Size() > DefaultMaxAreaSize {
		t.Fatalf("areas %+v, want one of 12 points", r.Areas)
	}
	a := &r.Areas[0]
	if r.Known || !errors.Is(a.Err, ErrBudget) || !errors.Is(a.Err, ErrLocalEvaluation) || a.Stats.Stop != search.NodeLimit || a.Stats.Nodes < 20_000 || a.Stats.Nodes > 20_001 {
		t.Errorf("known %v, err %v, stats %+v: want the area out of its 20,000-node budget", r.Known, a.Err, a.Stats.Stats)
	}
}

// TestKoAreaFails composes a real local ko (a lone stone in atari next to
// an empty point of its own wall) beside a ko-free shape: the ko area is a
// local evaluation failure with unequal bounds, the other area is solved,
// and the scores are those of the solved part.
func TestKoAreaFails(t *testing.T) {
	ko := compose.Shape{Name: "ko", Upper: ".", Lower: "U"}
	gote := compose.Catalogue()[5] // gote-2
	b, labels, err := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{{Interface: 0, Column: 2, Shape: ko}, {Interface: 1, Column: 2, Shape: gote}}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), b, Options{Labels: labels})
	if err != nil {
		t.Fatal(err)
	}
	if r.Known {
		t.Fatal("a position with a real ko is reported known")
	}
	a, g := &r.Areas[0], &r.Areas[1]
	if !a.Ko || a.Value.Known || !errors.Is(a.Err, ErrLocalEvaluation) || a.Value.Lower == a.Value.Upper {
		t.Errorf("ko area %s: ko=%v known=%v err=%v", a.Label, a.Ko, a.Value.Known, a.Err)
	}
	if !r.Store.Leq(a.Value.Lower, a.Value.Upper) {
		t.Errorf("ko bounds %s not <= %s", r.Store.String(a.Value.Lower), r.Store.String(a.Value.Upper))
	}
	if g.Err != nil || !g.Value.Known {
		t.Fatalf("area %s next to the ko: %v", g.Label, g.Err)
	}
	// the solved part alone, by alpha-beta
	for _, first := range []board.Color{board.Black, board.White} {
		ab, err := AlphaBeta(context.Background(), b, r.Decomposition, []Area{{Label: g.Label, Points: g.Points}}, first, ABOptions{Budget: search.Budget{MaxNodes: 1e5}})
		if err != nil {
			t.Fatal(err)
		}
		want := map[board.Color]int{board.Black: r.ScoreBlackFirst, board.White: r.ScoreWhiteFirst}[first]
		if ab.Score != want {
			t.Errorf("solved part, %v first: alpha-beta %d, decomposition search %d", first, ab.Score, want)
		}
	}
	// with an assumed ko winner the ko area takes that bound and the
	// whole board is solved; Black winning the kos is no worse for Black
	var scores [2][2]int
	for i, kw := range []board.Color{board.White, board.Black} {
		rk, err := Solve(context.Background(), b, Options{Labels: labels, KoWinner: kw})
		if err != nil || !rk.Known {
			t.Fatalf("ko winner %v: %v, known %v", kw, err, rk.Known)
		}
		want := a.Value.Lower
		if kw == board.Black {
			want = a.Value.Upper
		}
		if k := &rk.Areas[0]; k.KoAssumed != kw || rk.Notation(k) != r.Store.String(want) || k.Err != nil {
			t.Errorf("ko winner %v: area %s value %s (assumed %v), want the bound %s", kw, k.Label, rk.Notation(k), k.KoAssumed, r.Store.String(want))
		}
		if rk.SequenceScore != rk.ScoreBlackFirst {
			t.Errorf("ko winner %v: the sequence reaches %d, the score is %d", kw, rk.SequenceScore, rk.ScoreBlackFirst)
		}
		scores[i] = [2]int{rk.ScoreBlackFirst, rk.ScoreWhiteFirst}
	}
	if scores[0][0] > scores[1][0] || scores[0][1] > scores[1][1] {
		t.Errorf("scores with White winning the kos %v, with Black winning them %v", scores[0], scores[1])
	}
}

// TestSolveAgreesWithAlphaBeta13 is the same on 13x13 boards with three
// interfaces and up to five areas, both rules.
func TestSolveAgreesWithAlphaBeta13(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 2
	}
	for seed := uint64(100); seed < 100+uint64(n); seed++ {
		b, labels := composed(t, seed, compose.GenerateOptions{Width: 13, Height: 13, Areas: 3 + int(seed%3)})
		rules := Japanese
		if seed%2 == 1 {
			rules = Chinese
		}
		checkAgainstAlphaBeta(t, fmt.Sprintf("13x13 seed %d", seed), b, labels, rules, AllEnhancements())
	}
}

func TestSubsetName(t *testing.T) {
	for _, tc := range []struct {
		labels []string
		want   string
	}{{nil, ""}, {[]string{"A"}, "A"}, {[]string{"A", "B"}, "A+B"}, {[]string{"A", "B", "C"}, "A..C"}} {
		if got := SubsetName(tc.labels); got != tc.want {
			t.Errorf("SubsetName(%q) = %q, want %q", tc.labels, got, tc.want)
		}
	}
}

// TestDeepLocalPath checks that a search whose path would outgrow the stack
// (an empty 1x19 board is one 19-point area without safe stones) ends with
// a budget error instead of crashing.
func TestDeepLocalPath(t *testing.T) {
	b, err := board.New(1, 19)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Solve(context.Background(), b, Options{}); !errors.Is(err, ErrNotDecomposed) || !strings.Contains(err.Error(), "area A has 19 points") {
		t.Fatalf("default area limit: %v, want ErrNotDecomposed naming the 19-point area", err)
	}
	r, err := Solve(context.Background(), b, Options{Budget: search.Budget{MaxNodes: 1e6}, MaxAreaSize: -1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Known || len(r.Areas) != 1 || !errors.Is(r.Areas[0].Err, ErrBudget) || !strings.Contains(r.Areas[0].Err.Error(), "local path") {
		t.Fatalf("known %v, areas %+v: want one area out of budget on its path length", r.Known, r.Areas)
	}
	ab, err := AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, board.Black, ABOptions{Budget: search.Budget{MaxNodes: 1e6}})
	if !errors.Is(err, ErrBudget) || ab.Known {
		t.Fatalf("alpha-beta: %v, known %v: want a budget error", err, ab.Known)
	}
	t.Logf("LCGS: %v (%d nodes); alpha-beta: %v (%d nodes)", r.Areas[0].Err, r.Areas[0].Stats.Nodes, err, ab.Stats.Nodes)
}

// countdownCtx is a context cancelled at its n-th Err call: it cancels a
// search at a deterministic point.
type countdownCtx struct {
	context.Context
	n int
}

func (c *countdownCtx) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

// TestCancelPaperScale cancels Solve and alpha-beta on the paper-scale
// problem at many points where the searches consult the context, and runs
// alpha-beta out of its node budget: each
// stops with the result unknown, ErrBudget and the statistics so far.
func TestCancelPaperScale(t *testing.T) {
	p, err := ReadProblem(dataDir + "/paper-scale.sgf")
	if err != nil {
		t.Fatal(err)
	}
	full, err := Solve(context.Background(), p.Board, Options{Labels: p.Labels})
	if err != nil {
		t.Fatal(err)
	}
	before := p.Board.String()
	stopped := 0
	for n := 0; ; n += 1 + n/4 {
		r, err := Solve(&countdownCtx{context.Background(), n}, p.Board, Options{Labels: p.Labels})
		if err == nil {
			if !r.Known || r.ScoreBlackFirst != full.ScoreBlackFirst {
				t.Errorf("cancelled at check %d: finished with known=%v score %d", n, r.Known, r.ScoreBlackFirst)
			}
			break
		}
		stopped++
		if !errors.Is(err, ErrBudget) || r == nil {
			t.Fatalf("cancelled at check %d: %v", n, err)
		}
		if r.Stats.Nodes > full.Stats.Nodes {
			t.Errorf("cancelled at check %d: %d nodes, more than the whole solve (%d)", n, r.Stats.Nodes, full.Stats.Nodes)
		}
		if n > 0 && len(r.Areas) > 0 && r.Stats.Nodes == 0 {
			t.Errorf("cancelled at check %d after %d areas: no statistics", n, len(r.Areas))
		}
	}
	if stopped < 10 {
		t.Errorf("only %d cancellation points", stopped)
	}
	d := full.Decomposition
	for _, ctx := range []context.Context{&countdownCtx{context.Background(), 0}, &countdownCtx{context.Background(), 3}} {
		ab, err := AlphaBeta(ctx, p.Board, d, d.Areas, board.Black, ABOptions{Rules: p.Rules, Enhancements: AllEnhancements()})
		if !errors.Is(err, ErrBudget) || ab.Known || !ab.Stats.Stop.Early() {
			t.Errorf("alpha-beta cancelled: err=%v known=%v stopped %q", err, ab.Known, ab.Stats.Stop)
		}
	}
	ab, err := AlphaBeta(context.Background(), p.Board, d, d.Areas, board.Black, ABOptions{Rules: p.Rules, Budget: search.Budget{MaxNodes: 5000}, Enhancements: AllEnhancements()})
	if !errors.Is(err, ErrBudget) || ab.Known || ab.Stats.Nodes < 5000 || ab.Stats.Nodes > 5001 || !ab.Stats.Stop.Early() {
		t.Errorf("alpha-beta with 5000 nodes: err=%v known=%v nodes %d stopped %q", err, ab.Known, ab.Stats.Nodes, ab.Stats.Stop)
	}
	if p.Board.String() != before {
		t.Error("the board changed")
	}
}

// TestRightEdge19 solves an area on the right edge of a 19x19 board
// (column T, next to the padded array's border column: its database key
// once panicked) and checks the scores against alpha-beta.
func TestRightEdge19(t *testing.T) {
	b := board.MustNew(19, 19)
	for y := range 19 {
		for x := range 19 {
			c := board.Empty
			switch {
			case y < 9 && !(y == 0 && (x == 0 || x == 2)), y == 9 && x < 16:
				c = board.Black
			case y > 9 && !(y == 18 && (x == 0 || x == 2)):
				c = board.White
			}
			if err := b.Setup(board.Pt(x, y), c); err != nil {
				t.Fatal(err)
			}
		}
	}
	r, err := Solve(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Areas) != 1 || r.Areas[0].Size() != 3 || !r.Known {
		t.Fatalf("%d areas, known %v", len(r.Areas), r.Known)
	}
	for _, first := range []board.Color{board.Black, board.White} {
		ab, err := AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, first, ABOptions{Budget: search.Budget{MaxNodes: 1e5}})
		want := map[board.Color]int{board.Black: r.ScoreBlackFirst, board.White: r.ScoreWhiteFirst}[first]
		if err != nil || ab.Score != want {
			t.Errorf("%v first: alpha-beta %d (%v), decomposition search %d", first, ab.Score, err, want)
		}
	}
}

// TestChineseTempo: a white stone in atari whose liberty White may not
// fill (suicide) next to a dame point: under Chinese rules Black's capture
// is a move in reserve, worth the score it reaches and no tempo (the area
// has 5 points: Black first scores 5 there, not {5|} = 6). Decomposition
// search must agree with alpha-beta, and a value outside the area's
// possible scores is a local evaluation failure (checkRange).
func TestChineseTempo(t *testing.T) {
	b := board.MustNew(5, 5)
	var safe [3]board.Region
	for _, s := range []struct {
		x, y int
		c    board.Color
		safe bool
	}{{0, 0, board.Black, true}, {1, 0, board.Black, false}, {3, 0, board.Black, false}, {4, 0, board.White, false},
		{1, 1, board.White, true}, {2, 1, board.White, true}, {3, 1, board.Black, true}, {4, 2, board.Black, true}} {
		if err := b.Setup(board.Pt(s.x, s.y), s.c); err != nil {
			t.Fatal(err)
		}
		if s.safe {
			safe[s.c].Add(board.Pt(s.x, s.y))
		}
	}
	area := board.RegionOf(board.Pt(1, 0), board.Pt(2, 0), board.Pt(3, 0), board.Pt(4, 0), board.Pt(4, 1))
	// the walls have liberties outside the area
	r := solveChineseLocal(t, b, area, safe)
	if got := r.ScoreBlackFirst - r.Constant; got != 5 {
		t.Errorf("Black first: the area scores %d, want 5", got)
	}
	st := cgt.NewStore()
	over := st.FromOptions([]cgt.Game{st.Integer(5)}, nil) // {5|} = 6
	a := Area{Label: "A", Points: area}
	if err := checkRange(st, over, a, Chinese); !errors.Is(err, ErrLocalEvaluation) {
		t.Errorf("6 in a 5-point area under Chinese rules: %v", err)
	}
	if err := checkRange(st, over, a, Japanese); err != nil {
		t.Errorf("Japanese rules: %v", err)
	}
}

// TestChineseShapesAgreeWithAlphaBeta: under Chinese rules, on every
// two-row shape up to two columns (three with -wide-shapes) that
// decomposition search solves, alpha-beta gives the same scores (the
// shapes hold moves in reserve: TestChineseTempo).
func TestChineseShapesAgreeWithAlphaBeta(t *testing.T) {
	maxW := 2
	if *wideShapes {
		maxW = 3
	}
	solved := 0
	for _, s := range twoRowShapes(maxW) {
		b, labels, err := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{{Interface: 0, Column: 2, Shape: s}}})
		if err != nil {
			continue
		}
		r, err := Solve(context.Background(), b, Options{Rules: Chinese, Labels: labels, Budget: search.Budget{MaxNodes: 1e5}})
		if err != nil || !r.Known {
			continue
		}
		solved++
		for _, first := range []board.Color{board.Black, board.White} {
			ab, err := AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, first, ABOptions{Rules: Chinese, Budget: search.Budget{MaxNodes: 1e6}})
			want := map[board.Color]int{board.Black: r.ScoreBlackFirst, board.White: r.ScoreWhiteFirst}[first]
			if err != nil || ab.Score != want {
				t.Errorf("%s/%s %v first: alpha-beta %d (%v), decomposition search %d (values %s)", s.Upper, s.Lower, first, ab.Score, err, want, r.Notation(&r.Areas[0]))
			}
		}
	}
	if solved == 0 {
		t.Fatal("no shape solved")
	}
}

// composed is the board and area labels of generator seed seed.
func composed(t testing.TB, seed uint64, o compose.GenerateOptions) (*board.Board, map[board.Point]string) {
	t.Helper()
	l, err := compose.Generate(seed, o)
	if err != nil {
		t.Fatal(err)
	}
	b, labels, err := compose.Compose(l)
	if err != nil {
		t.Fatal(err)
	}
	return b, labels
}

// TestSubsetStudy: the study, one (problem, combination) per worker, gives
// the rows NodeCounts gives with every combination at once, in the same
// order, for each problem in turn.
func TestSubsetStudy(t *testing.T) {
	var ps []*Problem
	for _, name := range []string{"small-01", "small-03"} {
		p, err := ReadProblem(dataDir + "/" + name + ".sgf")
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	budget := search.Budget{MaxNodes: 5000}
	got, err := SubsetStudy(context.Background(), ps, board.White, budget, study.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	var want []NodeCountRow
	for _, p := range ps {
		rows, err := NodeCounts(context.Background(), p, board.White, CumulativeEnhancements(), budget)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, rows...)
	}
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("%d rows, NodeCounts %d", len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		g.Millis, w.Millis = 0, 0
		if g != w {
			t.Errorf("row %d:\nstudy      %+v\nNodeCounts %+v", i+1, g, w)
		}
	}
}
