package endgame

import (
	"context"
	"errors"
	"flag"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

var (
	chineseCases = flag.Int("chinese-cases", 300, "TestChineseRandomAgreesWithAlphaBeta, TestChineseSumsAgreeWithMinimax, TestChineseKoBoundsAgreeWithMinimax: random local positions")
	chineseSeed  = flag.Uint64("chinese-seed", 11, "TestChineseRandomAgreesWithAlphaBeta, TestChineseSumsAgreeWithMinimax, TestChineseKoBoundsAgreeWithMinimax: seed")
)

// chineseN is the number of random local positions: -chinese-cases, at
// most 60 with -short.
func chineseN() int {
	if testing.Short() {
		return min(*chineseCases, 60)
	}
	return *chineseCases
}

// TestChineseRandomAgreesWithAlphaBeta solves random local positions
// (randomLocal: walls taken as safe, the other empty points Black's
// territory) under Chinese rules by decomposition search and by
// alpha-beta with both first players: every score decomposition search
// returns must be alpha-beta's, and the areas it refuses for Chinese
// scoring (a move in reserve its options' stops do not pin, a stand-off:
// evaluator.reserve, evaluator.standOff) must stay few. Unequal ko bounds
// and exhausted budgets are counted apart.
func TestChineseRandomAgreesWithAlphaBeta(t *testing.T) {
	r := rand.New(rand.NewPCG(*chineseSeed, 3))
	drawn, solved, ko, budget, refused, compared := 0, 0, 0, 0, 0, 0
	for tries := 0; drawn < chineseN() && tries < 100*chineseN(); tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		drawn++
		res, err := Solve(context.Background(), b, Options{Rules: Chinese, Safety: localSafety(b, area, safe), MaxAreaSize: -1, Budget: search.Budget{MaxNodes: 2e5}})
		if err != nil {
			t.Fatal(err)
		}
		if a := &res.Areas[0]; !res.Known {
			switch {
			case errors.Is(a.Err, ErrBudget):
				budget++
			case a.Value.Lower != a.Value.Upper:
				ko++
			default:
				refused++
				t.Logf("refused: %v\n%s", a.Err, b)
			}
			continue
		}
		solved++
		for _, first := range []board.Color{board.Black, board.White} {
			ab, err := AlphaBeta(context.Background(), b, res.Decomposition, res.Decomposition.Areas, first, ABOptions{Rules: Chinese, Budget: search.Budget{MaxNodes: 2e6}})
			if err != nil {
				continue
			}
			compared++
			want := map[board.Color]int{board.Black: res.ScoreBlackFirst, board.White: res.ScoreWhiteFirst}[first]
			if ab.Score != want {
				t.Errorf("area %v, %v first: alpha-beta %d, decomposition search %d (value %s)\n%s", area.Points(), first, ab.Score, want, res.Notation(&res.Areas[0]), b)
			}
		}
	}
	t.Logf("%d positions: %d solved (%d scores compared with alpha-beta), %d refused under Chinese scoring, %d unequal ko bounds, %d out of budget", drawn, solved, compared, refused, ko, budget)
	if solved < drawn/2 || refused*20 > solved {
		t.Errorf("%d of %d positions solved, %d refused", solved, drawn, refused)
	}
}

// sumMinimax is Go minimax with passes on the sum of local game graphs
// whose positions cannot repeat (ko-free graphs, or the ko bounds) under
// Chinese rules (no prisoners): a player moves in any graph or passes,
// two passes in a row end the game, which scores each position
// statically (Score: a settled one exactly, unsettled parts 0). It is the
// reading of the sum that alpha-beta makes on the board, without the
// board.
type sumMinimax struct {
	g    []*LocalGame
	memo map[sumKey]int
}

// sumKey is a memo key of sumMinimax: the node of each graph (at most
// maxSumGraphs), then the player to move and the passes.
type sumKey [maxSumGraphs + 2]int32

const maxSumGraphs = 6

func newSumMinimax(g ...*LocalGame) *sumMinimax {
	if len(g) > maxSumGraphs {
		panic("sumMinimax: too many graphs")
	}
	return &sumMinimax{g: g, memo: map[sumKey]int{}}
}

// value is the minimax score from the nodes n of the graphs.
func (m *sumMinimax) value(n []int32, black bool, passes int) int {
	if passes >= 2 {
		sum := 0
		for i, g := range m.g {
			sum += g.Nodes[n[i]].Score
		}
		return sum
	}
	var key sumKey
	copy(key[:], n)
	key[maxSumGraphs+1] = int32(passes)
	if black {
		key[maxSumGraphs] = 1
	}
	if v, ok := m.memo[key]; ok {
		return v
	}
	best := m.value(n, !black, passes+1)
	next := slices.Clone(n)
	for i, g := range m.g {
		nd := &g.Nodes[n[i]]
		opts := nd.Left
		if !black {
			opts = nd.Right
		}
		for _, e := range opts {
			next[i] = e.Child
			v := m.value(next, !black, 0)
			if black && v > best || !black && v < best {
				best = v
			}
		}
		next[i] = n[i]
	}
	m.memo[key] = best
	return best
}

// TestChineseSumsAgreeWithMinimax: the stops of the sum of two area
// values (what sum play reaches) are the minimax scores with passes of
// the sum of the two local games, under Chinese rules, for random pairs
// of ko-free local positions whose values are known. Moves in reserve
// (evaluator.reserve) are tried against every kind of second game.
func TestChineseSumsAgreeWithMinimax(t *testing.T) {
	st := cgt.NewStore()
	r := rand.New(rand.NewPCG(*chineseSeed, 5))
	type local struct {
		g *LocalGame
		v cgt.Game
	}
	var games []local
	refused, reserve := 0, 0
	for tries := 0; len(games) < chineseN()/4 && tries < 100*chineseN(); tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		g, err := LCGS(context.Background(), b, Area{Label: "A", Points: area}, safe, Chinese, search.Budget{MaxNodes: 2e4})
		if err != nil || g.Ko {
			continue
		}
		v, err := Evaluate(st, g)
		if err != nil {
			refused++
			continue
		}
		games = append(games, local{g, v.Game})
		for k := range g.Nodes {
			if nd := &g.Nodes[k]; (len(nd.Left) == 0) != (len(nd.Right) == 0) {
				reserve++
				break
			}
		}
	}
	compared := 0
	for i := range games {
		for j := i; j < len(games) && j < i+8; j++ {
			a, c := games[i], games[j]
			m := newSumMinimax(a.g, c.g)
			sum := st.Add(a.v, c.v)
			for _, black := range []bool{true, false} {
				want := m.value([]int32{a.g.Root, c.g.Root}, black, 0)
				stop := st.RightStop(sum)
				if black {
					stop = st.LeftStop(sum)
				}
				if stop.Cmp(cgt.Int(int64(want))) != 0 {
					t.Errorf("%s + %s, Black first %v: stop %v, minimax with passes %d", st.String(a.v), st.String(c.v), black, stop, want)
				}
				compared++
			}
		}
	}
	t.Logf("%d ko-free local games (%d with a move in reserve; %d refused), %d sums compared", len(games), reserve, refused, compared)
}

// graphOf builds a complete local game graph from nodes given as
// [left children, right children] (a node without children is a terminal
// with the given score).
func graphOf(rules Rules, scores []int, edges [][2][]int32) *LocalGame {
	g := &LocalGame{Area: Area{Label: "G"}, Rules: rules, Complete: true}
	for i, sc := range scores {
		n := LocalNode{Score: sc}
		for _, c := range edges[i][0] {
			n.Left = append(n.Left, LocalEdge{Child: c})
		}
		for _, c := range edges[i][1] {
			n.Right = append(n.Right, LocalEdge{Child: c})
		}
		n.Terminal = len(n.Left) == 0 && len(n.Right) == 0
		n.Settled = n.Terminal
		g.Nodes = append(g.Nodes, n)
	}
	return g
}

// TestChineseReserveValues: under Chinese rules a node where only one
// player can move is worth what the stops of its options pin (the best
// Right stop for Black, no option with a Left stop above it), and the
// area is a local evaluation failure when they do not pin it, or at a
// stand-off (a number nobody can move to keep); Japanese rules keep the
// combinatorial values.
func TestChineseReserveValues(t *testing.T) {
	for _, tc := range []struct {
		name           string
		scores         []int
		edges          [][2][]int32
		chinese, japan string // "" for a local evaluation failure
		reason         string
	}{
		{"{5|}", []int{0, 5}, [][2][]int32{{{1}, nil}, {}}, "5", "6", ""},
		{"{3,{3|-5}|}", []int{0, 3, 0, -5}, [][2][]int32{{{1, 2}, nil}, {}, {{1}, {3}}, {}}, "3", "4", ""},
		{"{5*|}", []int{0, 0, 5}, [][2][]int32{{{1}, nil}, {{2}, {2}}, {}}, "5", "5", ""},
		{"{|-4*}", []int{0, 0, -4}, [][2][]int32{{nil, {1}}, {{2}, {2}}, {}}, "-4", "-4", ""},
		{"{|+-4}", []int{0, 0, 4, -4}, [][2][]int32{{nil, {1}}, {{2}, {3}}, {}, {}}, "", "0", "only White can move"},
		{"{3,{6|-2}|}", []int{0, 3, 0, 6, -2}, [][2][]int32{{{1, 2}, nil}, {}, {{3}, {4}}, {}, {}}, "", "4", "only Black can move"},
		{"{4|6}", []int{0, 4, 6}, [][2][]int32{{{1}, {2}}, {}, {}}, "", "5", "stand-off"},
	} {
		for _, rules := range []Rules{Chinese, Japanese} {
			st := cgt.NewStore()
			v, err := Evaluate(st, graphOf(rules, tc.scores, tc.edges))
			want := tc.japan
			if rules == Chinese {
				want = tc.chinese
			}
			switch {
			case want == "":
				if !errors.Is(err, ErrLocalEvaluation) || v.Known || !strings.Contains(err.Error(), tc.reason) {
					t.Errorf("%s %v: known %v, error %v: want a local evaluation failure (%s)", tc.name, rules, v.Known, err, tc.reason)
				}
			case err != nil || !v.Known || st.String(v.Game) != want:
				t.Errorf("%s %v: %s (known %v, %v), want %s", tc.name, rules, st.String(v.Game), v.Known, err, want)
			}
		}
	}
}

// TestChineseReserveThreat: a position of the random harness where White's
// move leaves Black a move in reserve with two options, the number 3 and
// the hot {3|-5v} whose Left stop is no more: the position is worth 3
// there, not the combinatorial 4, and decomposition search agrees with
// alpha-beta (it scored one point too many with Black first before).
func TestChineseReserveThreat(t *testing.T) {
	b := board.MustNew(5, 5)
	var safe [3]board.Region
	for _, s := range []struct {
		p    string
		c    board.Color
		safe bool
	}{{"A2", board.Black, false}, {"A1", board.White, false}, {"B3", board.Black, true}, {"C2", board.Black, true}, {"A4", board.White, true}, {"C1", board.White, true}} {
		p, err := board.ParseGTP(s.p, 5, 5)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Setup(p, s.c); err != nil {
			t.Fatal(err)
		}
		if s.safe {
			safe[s.c].Add(p)
		}
	}
	var area board.Region
	for _, s := range []string{"A3", "A2", "B2", "A1", "B1"} {
		p, _ := board.ParseGTP(s, 5, 5)
		area.Add(p)
	}
	r := solveChineseLocal(t, b, area, safe)
	if got := r.ScoreBlackFirst - r.Constant; got != 3 {
		t.Errorf("Black first: the area scores %d, want 3", got)
	}
}

// localSafety takes the walls of a local position as safe and the other
// empty points outside the area as Black's territory (a constant for
// decomposition search and alpha-beta alike).
func localSafety(b *board.Board, area board.Region, safe [3]board.Region) SafeFunc {
	territory := b.OnBoard().Minus(area).Intersect(b.Empties())
	return func(*board.Board) Safety {
		return Safety{Stones: safe, Territory: [3]board.Region{board.Black: territory}}
	}
}

// solveChineseLocal solves a local position (localSafety) under Chinese
// rules, which must succeed, and checks both scores against alpha-beta.
func solveChineseLocal(t *testing.T, b *board.Board, area board.Region, safe [3]board.Region) *Result {
	t.Helper()
	r, err := Solve(context.Background(), b, Options{Rules: Chinese, Safety: localSafety(b, area, safe), MaxAreaSize: -1})
	if err != nil || !r.Known {
		t.Fatalf("%v, known %v", err, r.Known)
	}
	for _, first := range []board.Color{board.Black, board.White} {
		ab, err := AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, first, ABOptions{Rules: Chinese})
		want := map[board.Color]int{board.Black: r.ScoreBlackFirst, board.White: r.ScoreWhiteFirst}[first]
		if err != nil || ab.Score != want {
			t.Errorf("%v first: alpha-beta %d (%v), decomposition search %d (area %s)", first, ab.Score, err, want, r.Notation(&r.Areas[0]))
		}
	}
	return r
}

// TestChineseKoBoundsAgreeWithMinimax: under Chinese rules, for random
// local positions with unequal ko bounds, each paired with random local
// positions with a known value, the stops of the sum with either bound
// are minimax with passes over the sum of that bound's graph and the
// other graph, and the bound in which Black wins every ko gives Black no
// less than the other, with either player first (doc.go, Local
// repetition). The bounds themselves need not be ordered as games under
// Chinese rules (counted).
func TestChineseKoBoundsAgreeWithMinimax(t *testing.T) {
	st := cgt.NewStore()
	r := rand.New(rand.NewPCG(*chineseSeed, 7))
	type local struct {
		g      *LocalGame
		lo, hi cgt.Game
	}
	var kos, others []local
	for tries := 0; (len(kos) < chineseN()/20 || len(others) < 6) && tries < 100*chineseN(); tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		g, err := LCGS(context.Background(), b, Area{Label: "A", Points: area}, safe, Chinese, search.Budget{MaxNodes: 5e3})
		if err != nil {
			continue
		}
		v, err := Evaluate(st, g)
		switch {
		case err != nil:
		case !g.Ko || v.Known:
			if len(others) < 6 {
				others = append(others, local{g, v.Game, v.Game})
			}
		case len(kos) < chineseN()/20:
			kos = append(kos, local{g, v.Lower, v.Upper})
		}
	}
	if len(kos) == 0 {
		t.Fatal("no local position with unequal ko bounds")
	}
	compared, unordered := 0, 0
	for _, k := range kos {
		if !st.Leq(k.lo, k.hi) {
			unordered++
		}
		for _, o := range others {
			root := o.g.Root
			if o.g.Ko {
				root = o.g.RootWhiteWins // equal bounds: either
			}
			var stops [2][2]cgt.Dyadic // by bound (0: White wins the kos), by first player (0: Black)
			for i, bound := range []struct {
				root int32
				v    cgt.Game
			}{{k.g.RootWhiteWins, k.lo}, {k.g.RootBlackWins, k.hi}} {
				m := newSumMinimax(k.g, o.g)
				sum := st.Add(bound.v, o.lo)
				stops[i] = [2]cgt.Dyadic{st.LeftStop(sum), st.RightStop(sum)}
				for j, black := range []bool{true, false} {
					if want := m.value([]int32{bound.root, root}, black, 0); stops[i][j].Cmp(cgt.Int(int64(want))) != 0 {
						t.Errorf("%s..%s (bound %d) + %s, Black first %v: stop %v, minimax with passes %d", st.String(k.lo), st.String(k.hi), i, st.String(o.lo), black, stops[i][j], want)
					}
					compared++
				}
			}
			if stops[0][0].Cmp(stops[1][0]) > 0 || stops[0][1].Cmp(stops[1][1]) > 0 {
				t.Errorf("%s..%s + %s: stops %v with White winning every ko, %v with Black", st.String(k.lo), st.String(k.hi), st.String(o.lo), stops[0], stops[1])
			}
		}
	}
	t.Logf("%d local games with unequal ko bounds (%d not ordered as games) with %d others, %d stops compared", len(kos), unordered, len(others), compared)
}
