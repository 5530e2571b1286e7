package endgame

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
)

// koShapes returns the two-row shapes up to maxW columns that make one
// area with unequal ko bounds between Benson-alive walls, under rules.
func koShapes(t *testing.T, maxW int, rules Rules) []compose.Shape {
	t.Helper()
	ctx := context.Background()
	var out []compose.Shape
	for _, s := range twoRowShapes(maxW) {
		b, labels, err := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{{Interface: 0, Column: 2, Shape: s}}})
		if err != nil {
			continue
		}
		r, err := Solve(ctx, b, Options{Rules: rules, Labels: labels, Budget: search.Budget{MaxNodes: 1e5}})
		if r == nil || len(r.Areas) != 1 {
			continue
		}
		if a := &r.Areas[0]; a.game != nil && !a.Value.Known && a.Value.Lower != a.Value.Upper && !errors.Is(err, ErrBudget) {
			out = append(out, s)
		}
	}
	return out
}

// koBoard composes kos ko shapes and others further shapes (drawn from
// pool) on a 13x9 board: two interfaces of columns 2-10.
func koBoard(r *rand.Rand, kos, pool []compose.Shape, nKo, nOther int) (*board.Board, map[board.Point]string, error) {
	var shapes []compose.Shape
	for range nKo {
		shapes = append(shapes, kos[r.IntN(len(kos))])
	}
	for range nOther {
		shapes = append(shapes, pool[r.IntN(len(pool))])
	}
	r.Shuffle(len(shapes), func(i, j int) { shapes[i], shapes[j] = shapes[j], shapes[i] })
	l := compose.Layout{Width: 13, Height: 9}
	in, col := 0, 2
	for _, s := range shapes {
		if col+s.Width()-1 > 10 {
			in, col = in+1, 2
		}
		if in >= l.Interfaces() {
			break
		}
		if r.IntN(2) == 0 {
			s = s.Mirror()
		}
		l.Placements = append(l.Placements, compose.Placement{Interface: in, Column: col, Shape: s})
		col += s.Width() + 1
	}
	return compose.Compose(l)
}

// TestSolveKoAgreesWithBoardSearch checks SolveKo on random boards with
// one and two ko areas (13x9, two-row ko shapes up to two columns and
// small test shapes), both rules, both first players: its score equals
// the search that plays every area on the board (no values); it lies
// between the scores with each colour winning every ko (Options.KoWinner),
// which are in order, Black's at least White's, under both rules, and
// under Chinese rules are minimax with passes over the sum of the areas'
// graphs from the bounds' roots (checkBoundMinimax; they used to come out
// inverted, TestKoWinnerBoundsOrdered); its sequence is legal. Where full-board
// alpha-beta finishes, the board search with alpha-beta's static scoring
// at the end equals it (with the local values at the end the two differ
// where alpha-beta's static scoring misses a value: an unsettled area
// scored 0, see doc.go, Known limits).
func TestSolveKoAgreesWithBoardSearch(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(20, 2))
	compared, withAB, ordered, strict, minimax, skipped := 0, 0, 0, 0, 0, 0
	var byKos [3]int
	for _, rules := range []Rules{Japanese, Chinese} {
		kos := koShapes(t, 2, rules)
		if len(kos) == 0 {
			t.Fatalf("%v: no ko shape", rules)
		}
		for trial := range 16 {
			nKo := 1 + trial%2
			b, labels, err := koBoard(r, kos, smallShapes, nKo, 1)
			if err != nil {
				continue
			}
			res, err := Solve(ctx, b, Options{Rules: rules, Labels: labels, Budget: search.Budget{MaxNodes: 1e5}})
			if res == nil || errors.Is(err, ErrBudget) {
				continue
			}
			var all []string
			for _, a := range res.Areas {
				all = append(all, a.Label)
			}
			for _, first := range []board.Color{board.Black, board.White} {
				ko, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 2e4}})
				if errors.Is(err, ErrNoKoArea) || errors.Is(err, ErrBudget) {
					skipped++
					continue
				}
				if err != nil {
					t.Fatalf("%v: %v\n%v", rules, err, b)
				}
				ref, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 5e4}, OnBoard: all})
				if err != nil {
					skipped++
					continue
				}
				compared++
				byKos[min(len(ko.KoAreas), 2)]++
				if ko.Score != ref.Score {
					t.Errorf("%v, %v first: ko search %d, board search %d (ko areas %v)\n%v", rules, first, ko.Score, ref.Score, ko.KoAreas, b)
				}
				var bounds [3]int
				known := 0
				for _, w := range []board.Color{board.Black, board.White} {
					bound, err := Solve(ctx, b, Options{Rules: rules, Labels: labels, KoWinner: w, Budget: search.Budget{MaxNodes: 1e5}})
					if err != nil || !bound.Known {
						continue
					}
					known++
					bounds[w] = bound.Score(first)
					if s := bound.Score(first); w == board.Black && ko.Score > s || w == board.White && ko.Score < s {
						t.Errorf("%v, %v first: ko search %d beyond the bound %d of %v winning every ko\n%v", rules, first, ko.Score, s, w, b)
					}
					if rules == Chinese && checkBoundMinimax(t, bound, first) {
						minimax++
					}
				}
				if known == 2 {
					ordered++
					if bounds[board.Black] < bounds[board.White] {
						t.Errorf("%v, %v first: %d with Black winning every ko, %d with White\n%v", rules, first, bounds[board.Black], bounds[board.White], b)
					}
					if ko.Score != bounds[board.Black] && ko.Score != bounds[board.White] {
						strict++
					}
				}
				checkKoSequence(t, b, res, ko)
				ab, err := AlphaBeta(ctx, b, res.Decomposition, res.Decomposition.Areas, first, ABOptions{Rules: rules, Budget: search.Budget{MaxNodes: 5e4}})
				if err != nil || !ab.Known {
					continue
				}
				static, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 5e4}, OnBoard: all, staticEnd: true})
				if err != nil {
					continue
				}
				withAB++
				if ab.Score != static.Score {
					t.Errorf("%v, %v first: board search scored statically %d, alpha-beta %d\n%v", rules, first, static.Score, ab.Score, b)
				}
			}
		}
	}
	if compared < 10 || byKos[1] == 0 || byKos[2] == 0 {
		t.Fatalf("only %d comparisons (%d with one ko area, %d with two or more)", compared, byKos[1], byKos[2])
	}
	t.Logf("%d positions compared with the board search (%d with one ko area; %d with both ko bounds, %d strictly between them), %d with alpha-beta; %d Chinese ko bounds with minimax over the graphs; %d skipped (budget)", compared, byKos[1], ordered, strict, withAB, minimax, skipped)
}

// checkKoSequence plays a ko result's sequence on a copy of b (every move
// legal) and checks that the moves alternate from the first player.
func checkKoSequence(t *testing.T, b *board.Board, res *Result, ko *KoResult) {
	t.Helper()
	work := b.Clone()
	c := ko.First
	for i, m := range ko.Sequence {
		if m.Color != c {
			t.Fatalf("move %d of %v is %v's", i, ko.Sequence, m.Color)
		}
		if err := work.Play(m.Point, m.Color); err != nil {
			t.Fatalf("move %d (%s) of the sequence: %v", i, m.Format(b.Height()), err)
		}
		c = c.Opponent()
	}
}

// TestSolveKoWithoutKoIsSumPlay checks SolveKo on every data problem,
// with its first area played on the board and the others by value: with
// no ko, its score is decomposition search's (sum play's stops), both
// first players.
func TestSolveKoWithoutKoIsSumPlay(t *testing.T) {
	ctx := context.Background()
	n := 0
	for _, p := range dataProblems(t) {
		res, err := Solve(ctx, p.Board, Options{Rules: p.Rules, Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil || !res.Known || len(res.Areas) == 0 {
			continue
		}
		for _, first := range []board.Color{board.Black, board.White} {
			ko, err := SolveKo(ctx, p.Board, res, first, KoOptions{Budget: search.Budget{MaxNodes: 5e4}, OnBoard: []string{res.Areas[0].Label}})
			if errors.Is(err, ErrBudget) {
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", p.Name, err)
			}
			n++
			if ko.Score != res.Score(first) {
				t.Errorf("%s, %v first: ko search %d, decomposition search %d", p.Name, first, ko.Score, res.Score(first))
			}
		}
	}
	if n == 0 {
		t.Fatal("nothing compared")
	}
	t.Logf("%d scores compared", n)
}

// checkBoundMinimax compares, under Chinese rules, r's score with first
// to move with minimax with passes over the sum of its areas' local game
// graphs, each from the root r plays (with an assumed ko winner,
// Options.KoWinner, the bound in which that colour wins every ko): the
// bounds have no repetition, and the score is the bound's, whatever line
// sum play can play on the board. It reports whether it compared (sums of
// more than 100,000 node tuples are left out).
func checkBoundMinimax(t *testing.T, r *Result, first board.Color) bool {
	t.Helper()
	var graphs []*LocalGame
	var roots []int32
	tuples := 1
	for i := range r.Areas {
		a := &r.Areas[i]
		if tuples *= len(a.game.Nodes); tuples > 1e5 {
			return false
		}
		graphs, roots = append(graphs, a.game), append(roots, a.root())
	}
	want := newSumMinimax(graphs...).value(roots, first == board.Black, 0)
	if got := r.Score(first) - r.Constant; got != want {
		t.Errorf("ko winner %v, %v first: decomposition search %d, minimax with passes over the areas' graphs %d (constant %d)", r.koWinner, first, got, want, r.Constant)
	}
	return true
}

// TestKoWinnerBoundsOrdered is the smallest position found where, under
// Chinese rules, Black winning every ko scored below White winning every
// ko: a one-point ko (a Black stone in atari at C3, C4 empty) and a dame
// (E3). Black winning the kos, sum play fills the dame first, White takes
// the ko, and Black's immediate retake, which the bound grants her, is
// forbidden on the board by the simple-ko rule: the line ends at 0 with
// Black first, where the bound's score is 4 (and White winning the kos:
// 2). The score is the stop of the sum of the bounds (Result.sumStop);
// the test compares it with minimax with passes over the areas' graphs,
// checks the order of the two bounds under both rules, and that the exact
// score (SolveKo) lies between them.
func TestKoWinnerBoundsOrdered(t *testing.T) {
	ctx := context.Background()
	b, labels, err := compose.Compose(compose.Layout{Width: 7, Height: 6, Placements: []compose.Placement{
		{Interface: 0, Column: 2, Shape: compose.Shape{Name: "ko", Upper: ".", Lower: "U"}},
		{Interface: 0, Column: 4, Shape: compose.Shape{Name: "dame", Upper: "U", Lower: "."}}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, rules := range []Rules{Japanese, Chinese} {
		res, err := Solve(ctx, b, Options{Rules: rules, Labels: labels})
		if err != nil || res.Known || len(res.Areas) != 2 || res.Areas[0].Value.Lower == res.Areas[0].Value.Upper {
			t.Fatalf("%v: want a ko area and a dame (%v)\n%v", rules, err, b)
		}
		var bounds [3]*Result
		for _, w := range []board.Color{board.Black, board.White} {
			if bounds[w], err = Solve(ctx, b, Options{Rules: rules, Labels: labels, KoWinner: w}); err != nil || !bounds[w].Known {
				t.Fatalf("%v, %v wins every ko: %v", rules, w, err)
			}
		}
		skipped := 0
		for _, first := range []board.Color{board.Black, board.White} {
			hi, lo := bounds[board.Black].Score(first), bounds[board.White].Score(first)
			if hi < lo {
				t.Errorf("%v, %v first: %d with Black winning every ko, %d with White", rules, first, hi, lo)
			}
			ko, err := SolveKo(ctx, b, res, first, KoOptions{})
			if err != nil {
				t.Fatalf("%v, %v first: %v", rules, first, err)
			}
			if ko.Score < lo || ko.Score > hi {
				t.Errorf("%v, %v first: exact score %d outside the ko bounds %d..%d", rules, first, ko.Score, lo, hi)
			}
			if rules == Chinese {
				for _, w := range []board.Color{board.Black, board.White} {
					if !checkBoundMinimax(t, bounds[w], first) {
						t.Fatalf("%v wins every ko: graphs too large to compare", w)
					}
				}
			}
		}
		for _, w := range []board.Color{board.Black, board.White} {
			skipped += len(bounds[w].Skipped)
		}
		if rules == Chinese && skipped == 0 {
			t.Errorf("no retake forbidden on the board: the position no longer shows what it is for")
		}
	}
}

// TestSolveKoComponentKeysAgreeWithPathKeys checks the table key of
// SolveKo (the path positions of the current strongly connected
// component only) against the key of every path position since the
// last value move (KoOptions.pathKeys, which shares nothing between
// paths): on random boards with one and two ko areas and further shapes
// (13x9, as in TestSolveKoAgreesWithBoardSearch, with further seeds),
// and on the empty 2x3 and 2x4 areas between walls, both rules, both
// first players, with the ko areas alone on the board or every area
// played there: the same score wherever both searches finish, and a
// legal sequence. The second component-keyed search of each board and
// set of board-played areas (White first) goes on with the first's
// table (koCache.table), so it checks that sharing too.
func TestSolveKoComponentKeysAgreeWithPathKeys(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(14, 5))
	type position struct {
		b      *board.Board
		labels map[board.Point]string
	}
	compared, shared, skipped, skippedNew, continued := 0, 0, 0, 0, 0
	var continuedNodes, freshNodes int64 // of the searches going on with a kept table, and of the same without it
	for _, rules := range []Rules{Japanese, Chinese} {
		var ps []position
		for _, rows := range [][2]string{{"...XX", "...OO"}, {"....X", "....O"}} {
			b, err := betweenWallsBoard(rows[0], rows[1])
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, position{b: b})
		}
		kos := koShapes(t, 2, rules)
		for trial := range 16 {
			b, labels, err := koBoard(r, kos, smallShapes, 1+trial%2, trial%3)
			if err == nil {
				ps = append(ps, position{b, labels})
			}
		}
		for _, p := range ps {
			res, err := Solve(ctx, p.b, Options{Rules: rules, Labels: p.labels, Budget: search.Budget{MaxNodes: 1e5}})
			if res == nil || errors.Is(err, ErrBudget) {
				continue
			}
			var all []string
			for _, a := range res.Areas {
				all = append(all, a.Label)
			}
			onBoards := [][]string{nil}
			if len(all) <= 2 {
				onBoards = append(onBoards, all)
			}
			for _, onBoard := range onBoards {
				for _, first := range []board.Color{board.Black, board.White} {
					opts := KoOptions{Budget: search.Budget{MaxNodes: 1e5}, OnBoard: onBoard}
					// the table left by the call before (Black first,
					// the same areas on the board: the path-keyed
					// reference keeps none)
					var fresh *KoResult
					if first == board.White && res.ko != nil && res.ko.table != nil {
						// the same search without the kept table, the
						// table put back after it
						table, tableFor := res.ko.table, res.ko.tableFor
						res.ko.table = nil
						fresh, err = SolveKo(ctx, p.b, res, first, opts)
						res.ko.table, res.ko.tableFor = table, tableFor
						if err != nil {
							fresh = nil
						}
					}
					ko, err := SolveKo(ctx, p.b, res, first, opts)
					if fresh != nil && err == nil {
						// the search goes on with the last one's table
						continued++
						continuedNodes += ko.Stats.Nodes
						freshNodes += fresh.Stats.Nodes
						if ko.Score != fresh.Score {
							t.Errorf("%v, %v first, on the board %v: %d with the kept table, %d without\n%v", rules, first, onBoard, ko.Score, fresh.Score, p.b)
						}
					}
					if errors.Is(err, ErrNoKoArea) {
						continue
					}
					if errors.Is(err, ErrBudget) {
						skippedNew++
						continue
					}
					if err != nil {
						t.Fatalf("%v, %v first, on the board %v: %v (%d nodes, %d positions)\n%v", rules, first, onBoard, err, ko.Stats.Nodes, ko.Positions, p.b)
					}
					checkKoSequence(t, p.b, res, ko)
					ref, err := SolveKo(ctx, p.b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 1e5}, OnBoard: onBoard, pathKeys: true})
					if errors.Is(err, ErrBudget) {
						skipped++
						continue
					}
					if err != nil {
						t.Fatalf("%v, %v first, path keys: %v\n%v", rules, first, err, p.b)
					}
					compared++
					if ko.Score != ref.Score {
						t.Errorf("%v, %v first, on the board %v: component keys %d, path keys %d\n%v", rules, first, ko.KoAreas, ko.Score, ref.Score, p.b)
					}
					if ko.Stats.TTHits > ref.Stats.TTHits {
						shared++
					}
				}
			}
		}
	}
	if compared < 40 {
		t.Fatalf("only %d comparisons (%d and %d skipped)", compared, skipped, skippedNew)
	}
	if continued == 0 {
		t.Error("no search went on with an earlier search's table (koCache.table)")
	}
	if continuedNodes >= freshNodes {
		t.Errorf("the searches going on with the table of the search before took %d nodes, %d without it: the kept table saved nothing", continuedNodes, freshNodes)
	}
	t.Logf("%d searches compared (%d with more table hits than the path keys, %d going on with the table of the search before, in %d nodes against %d without it); skipped out of budget: %d path-keyed, %d component-keyed", compared, shared, continued, continuedNodes, freshNodes, skipped, skippedNew)
}

// TestKoTableSignatureDistinct checks that different sets of
// board-played areas, or scorings of the end, never share a table
// signature (koCache.table), whatever the areas' labels: a Result with
// areas labelled "A B", "A" and "B" once gave the same signature to
// OnBoard ["A B"] and ["A", "B"].
func TestKoTableSignatureDistinct(t *testing.T) {
	seen := make(map[string][]string)
	for _, tc := range []struct {
		name       string
		staticEnd  bool
		boardAreas []int
	}{
		{"none", false, nil},
		{`"A B"`, false, []int{0}},
		{`"A", "B"`, false, []int{1, 2}},
		{"area 12", false, []int{12}},
		{`"A B" scored statically`, true, []int{0}},
		{"all three", false, []int{0, 1, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sig := koTableSignature(tc.staticEnd, tc.boardAreas)
			seen[sig] = append(seen[sig], tc.name)
			if len(seen[sig]) > 1 {
				t.Errorf("%v share the signature %q", seen[sig], sig)
			}
		})
	}
}

// TestPositionComponentsHoldEveryMove checks the position graph SolveKo
// keys its table by (positionComponents) on random move sequences in the
// ko areas of random boards, both colours moving in any order (the
// simple-ko ban kept): every position reached is in its area's graph,
// the component numbers never grow along a sequence (they are in
// reverse topological order), and a position that recurs has the same
// component at every position between its two occurrences.
func TestPositionComponentsHoldEveryMove(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(14, 6))
	kos := koShapes(t, 2, Japanese)
	checked, recurred, extended := 0, 0, 0
	defer func() {
		if extended == 0 {
			t.Error("no graph built by extending a local search's position graph")
		}
	}()
	for range 8 {
		b, labels, err := koBoard(r, kos, smallShapes, 2, 1)
		if err != nil {
			continue
		}
		res, err := Solve(ctx, b, Options{Labels: labels, Budget: search.Budget{MaxNodes: 1e5}})
		if res == nil || errors.Is(err, ErrBudget) {
			continue
		}
		for _, a := range res.Areas {
			lim := search.NewLimiter(ctx, search.Budget{MaxNodes: 1e6}, &search.Stats{})
			comps, err := positionComponents(b, Area{Label: a.Label, Points: a.Points}, res.Decomposition.Safety.Stones, Japanese, lim, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			extended += samePartition(t, ctx, b, res, &a, comps)
			for range 20 {
				work := b.Clone()
				seq := []uint64{work.Hash()}
				for range 60 {
					var legal []board.Point
					c := board.Color(1 + r.IntN(2))
					work.SetToMove(c)
					for p := range a.Points.Intersect(work.Empties()).All() {
						if work.IsLegal(p, c) {
							legal = append(legal, p)
						}
					}
					if len(legal) == 0 {
						continue
					}
					if err := work.Play(legal[r.IntN(len(legal))], c); err != nil {
						t.Fatal(err)
					}
					h := work.Hash()
					if _, ok := comps[h]; !ok {
						t.Fatalf("area %s: a position off its graph after %d moves\n%v", a.Label, len(seq), work)
					}
					if comps[h] > comps[seq[len(seq)-1]] {
						t.Fatalf("area %s: component %d after %d", a.Label, comps[h], comps[seq[len(seq)-1]])
					}
					for i, q := range seq {
						if q != h {
							continue
						}
						recurred++
						for _, x := range seq[i:] {
							if comps[x] != comps[h] {
								t.Fatalf("area %s: a position recurs through another component", a.Label)
							}
						}
					}
					seq = append(seq, h)
					checked++
				}
			}
		}
	}
	if checked == 0 || recurred == 0 {
		t.Fatalf("%d moves checked, %d repetitions", checked, recurred)
	}
	t.Logf("%d moves checked, %d repetitions", checked, recurred)
}

var koPathNodes = flag.Int64("ko-path-nodes", 0, "TestSolveKoEmpty2x5: also solve with the path-keyed table (KoOptions.pathKeys) within this many nodes (0: not)")

// TestSolveKoEmpty2x5 solves the empty 2x5 area between walls
// (emptyRectBoard(5): unequal ko bounds, a real edge ko, doc.go) exactly
// within a node budget, with each player first, and checks the score:
// with alpha-beta's static scoring at the end it equals full-board
// alpha-beta's, the score lies between the stops of the two ko bounds,
// and the sequence is legal. With -ko-path-nodes N the path-keyed search, given
// N nodes, must give the same scores.
func TestSolveKoEmpty2x5(t *testing.T) {
	ctx := context.Background()
	b, err := emptyRectBoard(5)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Solve(ctx, b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Areas) != 1 || res.Areas[0].Value.Known || res.Areas[0].Value.Lower == res.Areas[0].Value.Upper {
		t.Fatalf("want one area with unequal ko bounds: %+v", res.Areas)
	}
	const budget = 400_000
	for _, first := range []board.Color{board.Black, board.White} {
		ko, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: budget}})
		if err != nil {
			t.Fatalf("%v first: %v (%d nodes)", first, err, ko.Stats.Nodes)
		}
		checkKoSequence(t, b, res, ko)
		var bounds [3]int // the stops of the two ko bounds with first to move
		stop := res.Store.LeftStop
		if first == board.White {
			stop = res.Store.RightStop
		}
		for w, g := range map[board.Color]cgt.Game{board.Black: res.Areas[0].Value.Upper, board.White: res.Areas[0].Value.Lower} {
			x := stop(g)
			if !x.IsInteger() {
				t.Fatalf("%v wins the ko: stop %v", w, x)
			}
			bounds[w] = int(x.Float()) + res.Constant
		}
		if ko.Score > bounds[board.Black] || ko.Score < bounds[board.White] {
			t.Errorf("%v first: %d outside the ko bounds %d..%d", first, ko.Score, bounds[board.White], bounds[board.Black])
		}
		static, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: budget}, staticEnd: true})
		if err != nil {
			t.Fatalf("%v first, static end: %v", first, err)
		}
		ab, err := AlphaBeta(ctx, b, res.Decomposition, res.Decomposition.Areas, first, ABOptions{Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil || !ab.Known {
			t.Fatalf("%v first: alpha-beta: %v", first, err)
		}
		if static.Score != ab.Score {
			t.Errorf("%v first: ko search scored statically %d, alpha-beta %d", first, static.Score, ab.Score)
		}
		t.Logf("%v first: %d (ko bounds %d..%d; static end %d, alpha-beta %d), %d nodes of which %d positions of the graph, sequence %v", first, ko.Score, bounds[board.White], bounds[board.Black], static.Score, ab.Score, ko.Stats.Nodes, ko.Positions, ko.Sequence)
		if *koPathNodes > 0 {
			ref, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: *koPathNodes}, pathKeys: true})
			if err != nil {
				t.Fatalf("%v first, path keys: %v (%d nodes)", first, err, ref.Stats.Nodes)
			}
			if ref.Score != ko.Score {
				t.Errorf("%v first: path keys %d, component keys %d", first, ref.Score, ko.Score)
			}
			t.Logf("%v first, path keys: %d in %d nodes", first, ref.Score, ref.Stats.Nodes)
		}
	}
}

// TestSolveKoGraphOverBudget checks SolveKo where an area's position
// graph passed its half of the node budget (marked so on the Result's
// cache, as componentsOf does) and where a move leaves the graph (a
// graph of the root alone put in the cache): the table is keyed by the
// whole path (KoResult.PathKeys) and the score is the component-keyed
// one, on the empty 2x3 area between walls, both first players.
func TestSolveKoGraphOverBudget(t *testing.T) {
	ctx := context.Background()
	b, err := betweenWallsBoard("...XX", "...OO")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Solve(ctx, b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, first := range []board.Color{board.Black, board.White} {
		res.ko = nil
		ko, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 1e5}})
		if err != nil || ko.PathKeys {
			t.Fatalf("%v first: %v (path keys %v)", first, err, ko.PathKeys)
		}
		res.ko.noGraph[0] = true
		ref, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 1e5}})
		if err != nil || !ref.PathKeys {
			t.Fatalf("%v first, graph over budget: %v (path keys %v)", first, err, ref.PathKeys)
		}
		if ko.Score != ref.Score {
			t.Errorf("%v first: %d with the components, %d with the path", first, ko.Score, ref.Score)
		}
		res.ko.noGraph[0] = false
		res.ko.comps[0] = map[uint64]int32{b.Hash(): 0}
		off, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 1e5}})
		if err != nil || !off.PathKeys || !res.ko.noGraph[0] {
			t.Fatalf("%v first, off the graph: %v (path keys %v)", first, err, off.PathKeys)
		}
		if off.Score != ko.Score {
			t.Errorf("%v first: %d with the components, %d after leaving the graph", first, ko.Score, off.Score)
		}
	}
}

// TestSolveKoOutsideCapture: where a block the safety claims safe can be
// captured by moves in two areas (a safety that takes every stone as
// safe; the White block between the two 3-point areas has its liberties
// there), the areas are not independent: SolveKo, both areas played on
// the board, sees the capture, searches again with the table keyed by
// the whole path (KoResult.PathKeys) and gives that search's score.
func TestSolveKoOutsideCapture(t *testing.T) {
	ctx := context.Background()
	b, err := board.Parse(strings.Join([]string{
		"X X X X X",
		"X . . . X",
		"X O O O X",
		"X . . . X",
		"X X X X X",
	}, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	everyStone := func(b *board.Board) Safety {
		var s Safety
		for c := board.Black; c <= board.White; c++ {
			s.Stones[c] = b.Stones(c)
		}
		return s
	}
	for _, rules := range []Rules{Japanese, Chinese} {
		res, err := Solve(ctx, b, Options{Rules: rules, Safety: everyStone})
		if err != nil || len(res.Areas) != 2 {
			t.Fatalf("%v: want two areas: %v", rules, err)
		}
		all := []string{res.Areas[0].Label, res.Areas[1].Label}
		for _, first := range []board.Color{board.Black, board.White} {
			ko, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 1e6}, OnBoard: all})
			if err != nil {
				t.Fatalf("%v, %v first: %v", rules, first, err)
			}
			ref, err := SolveKo(ctx, b, res, first, KoOptions{Budget: search.Budget{MaxNodes: 1e6}, OnBoard: all, pathKeys: true})
			if err != nil {
				t.Fatalf("%v, %v first, path keys: %v", rules, first, err)
			}
			if !ko.PathKeys || ko.Score != ref.Score {
				t.Errorf("%v, %v first: path keys %v, score %d, the path-keyed search's %d", rules, first, ko.PathKeys, ko.Score, ref.Score)
			}
		}
	}
}

// samePartition checks that the components of area a's position graph
// built by extending the position graph of its local search, and of the
// local search without the sealing rules (LocalGame.positions, where
// kept), partition the positions as comps (built from scratch) does. It
// returns the number of graphs compared.
func samePartition(t *testing.T, ctx context.Context, b *board.Board, res *Result, a *AreaResult, comps map[uint64]int32) int {
	t.Helper()
	games := []*LocalGame{a.game}
	if th, err := res.withThreats(ctx, b, a, search.Budget{MaxNodes: 1e6}); err == nil && th.game != a.game {
		games = append(games, th.game)
		sameThreatGraph(t, ctx, b, res, a, th.game)
	}
	n := 0
	for _, g := range games {
		if g == nil || settledGraph(g) == nil {
			continue
		}
		lim := search.NewLimiter(ctx, search.Budget{MaxNodes: 1e6}, &search.Stats{})
		ext, err := positionComponents(b, Area{Label: a.Label, Points: a.Points}, res.Decomposition.Safety.Stones, Japanese, lim, 0, settledGraph(g))
		if err != nil {
			t.Fatal(err)
		}
		n++
		if len(ext) != len(comps) {
			t.Fatalf("area %s: %d positions extended, %d from scratch", a.Label, len(ext), len(comps))
		}
		to, from := map[int32]int32{}, map[int32]int32{}
		for h, c := range comps {
			e, ok := ext[h]
			if !ok {
				t.Fatalf("area %s: a position missing from the extended graph", a.Label)
			}
			if x, seen := to[c]; seen && x != e {
				t.Fatalf("area %s: a component split in the extended graph", a.Label)
			}
			if x, seen := from[e]; seen && x != c {
				t.Fatalf("area %s: two components joined in the extended graph", a.Label)
			}
			to[c], from[e] = e, c
		}
	}
	return n
}

// sameThreatGraph checks that the local search of area a without the
// sealing rules built by expanding again the positions of the search
// with them where they acted (withThreats: g) is the one built from
// scratch: the same counts and the same bounds.
func sameThreatGraph(t *testing.T, ctx context.Context, b *board.Board, res *Result, a *AreaResult, g *LocalGame) {
	t.Helper()
	fresh, err := lcgsRun(ctx, b.Clone(), Area{Label: a.Label, Points: a.Points}, res.Decomposition.Safety.Stones, a.game.Rules, search.Budget{MaxNodes: 1e6}, lcgsModes{noSeal: true})
	if err != nil {
		t.Fatal(err)
	}
	count := func(g *LocalGame) string {
		st := g.Stats
		return fmt.Sprintf("nodes %d in graph %d positions %d expanded %d ko %v pruned %d/%d", st.Nodes, st.NodesInGraph, st.Positions, st.PositionsExpanded, g.Ko, st.PrunedEquivalent, st.PrunedDominated)
	}
	if got, want := count(g), count(fresh); got != want {
		t.Errorf("area %s without the sealing rules: %s, from scratch %s", a.Label, got, want)
	}
	v1, err1 := Evaluate(res.Store, g)
	v2, err2 := Evaluate(res.Store, fresh)
	if v1 != v2 || (err1 == nil) != (err2 == nil) {
		t.Errorf("area %s without the sealing rules: value %+v (%v), from scratch %+v (%v)", a.Label, v1, err1, v2, err2)
	}
}

// TestKoWinnerEmpty2x5 solves the empty 2x5 area between walls with each
// colour winning every ko (Options.KoWinner): its bound is the only area
// that is not a number, so sum play keeps the bound's stop without
// comparing incentives (differences of games of thousands of nodes).
// Each sequence is legal on the board, alternates and reaches the score;
// the bounds enclose SolveKo's exact score (0 with either player first).
func TestKoWinnerEmpty2x5(t *testing.T) {
	ctx := context.Background()
	b, err := emptyRectBoard(5)
	if err != nil {
		t.Fatal(err)
	}
	var bound [3]*Result
	for _, w := range []board.Color{board.Black, board.White} {
		r, err := Solve(ctx, b, Options{KoWinner: w})
		if err != nil || !r.Known {
			t.Fatalf("%v wins every ko: %v", w, err)
		}
		if r.Summations != 0 {
			t.Errorf("%v wins every ko: %d summations with one hot area", w, r.Summations)
		}
		for _, first := range []board.Color{board.Black, board.White} {
			seq := r.Sequence
			if first == board.White {
				seq = r.SequenceWhiteFirst
			}
			work, c := b.Clone(), first
			for i, m := range seq {
				if m.Color != c {
					t.Fatalf("%v wins every ko, %v first: move %d is %v's", w, first, i, m.Color)
				}
				if err := work.Play(m.Point, m.Color); err != nil {
					t.Fatalf("%v wins every ko, %v first: move %d (%s): %v", w, first, i, m.Format(b.Height()), err)
				}
				c = c.Opponent()
			}
		}
		if r.SequenceScore != r.ScoreBlackFirst {
			t.Errorf("%v wins every ko: the Black-first sequence reaches %d, the score is %d", w, r.SequenceScore, r.ScoreBlackFirst)
		}
		bound[w] = r
	}
	res, err := Solve(ctx, b, Options{})
	if err != nil && !errors.Is(err, ErrLocalEvaluation) {
		t.Fatal(err)
	}
	for _, first := range []board.Color{board.Black, board.White} {
		ko, err := SolveKo(ctx, b, res, first, KoOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if lo, hi := bound[board.White].Score(first), bound[board.Black].Score(first); ko.Score < lo || ko.Score > hi {
			t.Errorf("%v first: exact score %d outside the bounds' scores %d..%d", first, ko.Score, lo, hi)
		}
	}
}
