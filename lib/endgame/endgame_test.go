package endgame

import (
	"context"
	"errors"
	"flag"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
)

// oneShape composes a 9x9 board with one shape at the first interface.
func oneShape(t testing.TB, s compose.Shape) (*board.Board, *Decomposition) {
	t.Helper()
	b, labels, err := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{{Interface: 0, Column: 2, Shape: s}}})
	if err != nil {
		t.Fatal(err)
	}
	d, err := Decompose(b, BensonSafety(b), labels)
	if err != nil {
		t.Fatal(err)
	}
	return b, d
}

func TestComposedWallsAreBensonSafe(t *testing.T) {
	l, err := compose.Generate(1, compose.GenerateOptions{Width: 19, Height: 19, Shapes: smallShapes})
	if err != nil {
		t.Fatal(err)
	}
	b, labels, err := compose.Compose(l)
	if err != nil {
		t.Fatal(err)
	}
	s := BensonSafety(b)
	shapes := board.Region{}
	for _, pl := range l.Placements {
		for dx := range pl.Shape.Width() {
			y := 3*pl.Interface + 2
			shapes.Add(board.Pt(pl.Column+dx, y))
			shapes.Add(board.Pt(pl.Column+dx, y+1))
		}
	}
	walls := b.Stones(board.Black).Union(b.Stones(board.White)).Minus(shapes)
	if got := s.Stones[board.Black].Union(s.Stones[board.White]); !walls.SubsetOf(got) {
		t.Errorf("Benson proves %d of %d wall stones safe", got.Intersect(walls).Count(), walls.Count())
	}
	d, err := Decompose(b, s, labels)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Areas) != len(l.Placements) {
		t.Errorf("%d areas from %d shapes", len(d.Areas), len(l.Placements))
	}
	for i, a := range d.Areas {
		if !a.Points.SubsetOf(shapes) {
			t.Errorf("area %s leaves the shapes", a.Label)
		}
		if want := compose.AreaLabel(i); a.Label == "" {
			t.Errorf("area %d has no label (want %s)", i, want)
		}
	}
}

// smallShapes are two-column shapes for tests that must not depend on the catalogue.
var smallShapes = []compose.Shape{
	{Name: "a", Upper: "..", Lower: "UU"}, {Name: "b", Upper: "L.", Lower: ".U"}, {Name: "c", Upper: ".U", Lower: ".."}, {Name: "d", Upper: "..", Lower: ".L"}, {Name: "e", Upper: "LL", Lower: ".."},
}

// graphMinimax is Go minimax with passes (two passes end the game and score
// the position statically) on a local game graph: an independent reading of
// the graph that alpha-beta on the board must agree with.
func graphMinimax(g *LocalGame, n int32, black bool, passes int) int {
	nd := &g.Nodes[n]
	if nd.Settled || passes >= 2 {
		return nd.Score
	}
	best := graphMinimax(g, n, !black, passes+1)
	opts := nd.Left
	if !black {
		opts = nd.Right
	}
	for _, e := range opts {
		v := int(e.Gain) + graphMinimax(g, e.Child, !black, 0)
		if black && v > best || !black && v < best {
			best = v
		}
	}
	return best
}

func TestLocalGraphAgreesWithAlphaBeta(t *testing.T) {
	shapes := append([]compose.Shape{{Name: "dame", Upper: "U", Lower: "."}, {Name: "corridor", Upper: ".", Lower: "."}}, smallShapes...)
	for _, s := range shapes {
		for _, rules := range []Rules{Japanese, Chinese} {
			b, d := oneShape(t, s)
			if len(d.Areas) != 1 {
				t.Fatalf("%s: %d areas", s.Name, len(d.Areas))
			}
			before := b.String()
			g, err := LCGS(context.Background(), b, d.Areas[0], d.Safety.Stones, rules, search.Budget{MaxNodes: 100000})
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != before {
				t.Fatalf("%s: LCGS changed the board", s.Name)
			}
			for _, first := range []board.Color{board.Black, board.White} {
				want := graphMinimax(g, g.Root, first == board.Black, 0) + d.Constant(b, rules)
				if g.Ko {
					w := graphMinimax(g, g.RootWhiteWins, first == board.Black, 0)
					bl := graphMinimax(g, g.RootBlackWins, first == board.Black, 0)
					if w != bl {
						continue // a real ko: alpha-beta's simple-ko and superko rules decide it
					}
					want = w + d.Constant(b, rules)
				}
				for _, en := range []Enhancements{{}, AllEnhancements()} {
					ab, err := AlphaBeta(context.Background(), b, d, d.Areas, first, ABOptions{Rules: rules, Budget: search.Budget{MaxNodes: 1e6}, Enhancements: en})
					if errors.Is(err, ErrUnsettledScore) && ab.Low <= want && want <= ab.High {
						continue // stones alive by a miai connection: alpha-beta does not judge them
					}
					if err != nil {
						t.Errorf("%s %s/%s %v first %v, local graph %d: %v", s.Name, s.Upper, s.Lower, rules, first, want, err)
						continue
					}
					if ab.Score != want {
						t.Errorf("%s %s/%s %v first %v: alpha-beta %d, local graph %d", s.Name, s.Upper, s.Lower, rules, first, ab.Score, want)
					}
				}
			}
		}
	}
}

func TestAlphaBetaBudget(t *testing.T) {
	b, d := oneShape(t, compose.Shape{Name: "x", Upper: "..", Lower: ".."})
	ab, err := AlphaBeta(context.Background(), b, d, d.Areas, board.Black, ABOptions{Budget: search.Budget{MaxNodes: 5}})
	if err != ErrBudget || ab.Known {
		t.Errorf("budget of 5 nodes: got known=%v err=%v", ab.Known, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := AlphaBeta(ctx, b, d, d.Areas, board.Black, ABOptions{}); err != ErrBudget {
		t.Errorf("cancelled context: err=%v", err)
	}
}

var wideShapes = flag.Bool("wide-shapes", false, "TestModeTableKeepsValues: three-column shapes too")

// TestModeTableKeepsValues compares LCGS with and without the table of
// path-dependent subtrees whose repetitions stay inside them: on every
// two-row shape up to two columns wide (three with -wide-shapes), under both rules, both ko bounds
// must be the same games.
func TestModeTableKeepsValues(t *testing.T) {
	st := cgt.NewStore()
	eachShapeArea(t, func(s compose.Shape, b *board.Board, d *Decomposition, a Area, rules Rules) {
		var vs [2]LocalValue
		for i, off := range []bool{false, true} {
			g, err := lcgsSearch(context.Background(), b, a, d.Safety.Stones, rules, search.Budget{MaxNodes: 50000}, true, off)
			if err != nil {
				return // too big without the table
			}
			vs[i], _ = Evaluate(st, g)
		}
		if vs[0].Lower != vs[1].Lower || vs[0].Upper != vs[1].Upper {
			t.Errorf("%s/%s %v: bounds %s..%s with the table, %s..%s without", s.Upper, s.Lower, rules,
				st.String(vs[0].Lower), st.String(vs[0].Upper), st.String(vs[1].Lower), st.String(vs[1].Upper))
		}
	})
}

// TestUnrollAgreesWithPathSearch compares LCGS (the position graph and
// the bounds unrolled from it) with the reference search on the board
// (bounds searched along paths, stored nodes re-searched when they meet
// the path) on every two-row shape up to two columns wide (three with
// -wide-shapes), under both rules: the same ko bounds, and no more nodes.
func TestUnrollAgreesWithPathSearch(t *testing.T) {
	st := cgt.NewStore()
	compared, ko := 0, 0
	var nodes, refNodes int64
	eachShapeArea(t, func(s compose.Shape, b *board.Board, d *Decomposition, a Area, rules Rules) {
		ref, err := lcgsSearch(context.Background(), b, a, d.Safety.Stones, rules, search.Budget{MaxNodes: 200000}, true, false)
		if err != nil {
			return // too big for the reference search
		}
		g, err := LCGS(context.Background(), b, a, d.Safety.Stones, rules, search.Budget{MaxNodes: 200000})
		if err != nil {
			t.Fatalf("%s/%s %v: %v", s.Upper, s.Lower, rules, err)
		}
		v, _ := Evaluate(st, g)
		w, _ := Evaluate(st, ref)
		if v.Lower != w.Lower || v.Upper != w.Upper || g.Ko != ref.Ko {
			t.Errorf("%s/%s %v: bounds %s..%s (ko %v), reference %s..%s (ko %v)", s.Upper, s.Lower, rules,
				st.String(v.Lower), st.String(v.Upper), g.Ko, st.String(w.Lower), st.String(w.Upper), ref.Ko)
		}
		if g.Stats.Nodes > ref.Stats.Nodes {
			t.Errorf("%s/%s %v: %d nodes, the reference search %d", s.Upper, s.Lower, rules, g.Stats.Nodes, ref.Stats.Nodes)
		}
		compared++
		nodes += g.Stats.Nodes
		refNodes += ref.Stats.Nodes
		if g.Ko {
			ko++
		}
	})
	if compared == 0 || ko == 0 {
		t.Fatalf("%d local games compared, %d with repetition", compared, ko)
	}
	t.Logf("%d local games (%d with repetition): %d nodes, the reference search %d", compared, ko, nodes, refNodes)
}

// TestUnrollSuicide: where the board's rules allow suicide, one player's
// own moves can cycle; LCGS must still agree with the reference search
// (falling back to it where the unrolled graph would close a cycle).
func TestUnrollSuicide(t *testing.T) {
	st := cgt.NewStore()
	fallbacks, compared := 0, 0
	eachShapeArea(t, func(s compose.Shape, b *board.Board, d *Decomposition, a Area, rules Rules) {
		b = b.Clone()
		b.SetRules(board.Rules{Suicide: true})
		ref, err := lcgsSearch(context.Background(), b, a, d.Safety.Stones, rules, search.Budget{MaxNodes: 3000}, true, false)
		if err != nil {
			return
		}
		g, err := LCGS(context.Background(), b, a, d.Safety.Stones, rules, search.Budget{MaxNodes: 3000})
		if err != nil {
			t.Fatalf("%s/%s %v: %v", s.Upper, s.Lower, rules, err)
		}
		fallbacks += int(g.Stats.UnrollCycles)
		compared++
		v, _ := Evaluate(st, g)
		w, _ := Evaluate(st, ref)
		if v.Lower != w.Lower || v.Upper != w.Upper {
			t.Errorf("%s/%s %v with suicide: bounds %s..%s, reference %s..%s", s.Upper, s.Lower, rules,
				st.String(v.Lower), st.String(v.Upper), st.String(w.Lower), st.String(w.Upper))
		}
	})
	if compared == 0 {
		t.Fatal("no local game compared")
	}
	t.Logf("%d local games compared, %d fallbacks to the reference search", compared, fallbacks)
}

// TestUnrollReportsCycle hands the unroller a position graph in which
// Black's own moves cycle (possible only with suicide): under the bound
// where Black may repeat, the unrolled graph would close the cycle, and
// the unroller must say so instead of returning a cyclic graph.
func TestUnrollReportsCycle(t *testing.T) {
	g := &LocalGame{}
	s := &lcgs{g: g, lim: search.NewLimiter(context.Background(), search.Budget{}, &g.Stats.Stats)}
	pos := []LocalNode{
		{Left: []LocalEdge{{Child: 1}}, Right: []LocalEdge{{Child: 2}}},
		{Left: []LocalEdge{{Child: 0}}},
		{Terminal: true, Settled: true, Score: -1},
	}
	u := newUnroller(s, pos)
	if u.at[0].free || !u.at[2].free {
		t.Fatalf("free %v, %v: the root reaches a cycle, the terminal does not", u.at[0].free, u.at[2].free)
	}
	u.bound(BlackMayNotRepeat)
	if u.cycle {
		t.Fatal("cycle reported where Black may not repeat")
	}
	u.bound(WhiteMayNotRepeat)
	if !u.cycle {
		t.Fatal("Black's own cycle not reported")
	}
}

// eachShapeArea calls f for every area of every two-row shape up to two
// columns wide (three with -wide-shapes) composed on a 9x9 board, under
// each rule set.
func eachShapeArea(t *testing.T, f func(s compose.Shape, b *board.Board, d *Decomposition, a Area, rules Rules)) {
	t.Helper()
	maxW := 2
	if *wideShapes {
		maxW = 3
	}
	for _, s := range twoRowShapes(maxW) {
		b, labels, err := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{{Interface: 0, Column: 2, Shape: s}}})
		if err != nil {
			continue // no empty point, or a stone without liberty
		}
		d, err := Decompose(b, BensonSafety(b), labels)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range d.Areas {
			for _, rules := range []Rules{Japanese, Chinese} {
				f(s, b, d, a, rules)
			}
		}
	}
}

// twoRowShapes returns every shape of two rows of U, L and . up to maxW
// columns wide.
func twoRowShapes(maxW int) []compose.Shape {
	var out []compose.Shape
	pats := "UL."
	for w := 1; w <= maxW; w++ {
		n := 1
		for range 2 * w {
			n *= 3
		}
		for code := range n {
			c := code
			var up, lo []byte
			for range w {
				up = append(up, pats[c%3])
				c /= 3
			}
			for range w {
				lo = append(lo, pats[c%3])
				c /= 3
			}
			out = append(out, compose.Shape{Name: "x", Upper: string(up), Lower: string(lo)})
		}
	}
	return out
}

// TestLCGSCounters checks the counters that explain LCGS node counts (doc.go,
// Performance): positions expanded, nodes in the graph, nodes of the second
// ko bound; Stats.Nodes is the positions plus the further nodes of
// positions (another path context or the other bound).
func TestLCGSCounters(t *testing.T) {
	p, err := ReadProblem(dataDir + "/paper-scale.sgf")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Decompose(p.Board, BensonSafety(p.Board), p.Labels)
	if err != nil {
		t.Fatal(err)
	}
	var ko, positions, nodes int64
	for _, a := range d.Areas {
		g, err := LCGS(context.Background(), p.Board, a, d.Safety.Stones, p.Rules, search.Budget{MaxNodes: 1e6})
		if err != nil {
			t.Fatal(err)
		}
		c := g.Stats
		n, pos := c.NodesInGraph, c.PositionsExpanded
		if n != int64(len(g.Nodes)) || pos < 1 || c.Positions != pos || pos > n || g.Stats.Nodes != n {
			t.Errorf("area %s: counters %+v, %d nodes in the graph, %d counted", a.Label, c, len(g.Nodes), g.Stats.Nodes)
		}
		if !g.Ko && (pos != n || c.NodesSecondBound != 0) {
			t.Errorf("area %s without repetition: every position is one node; counters %+v", a.Label, c)
		}
		if g.Ko {
			ko++
		}
		positions += pos
		nodes += g.Stats.Nodes
	}
	if ko == 0 || positions >= nodes {
		t.Errorf("%d areas with repetition, %d positions in %d nodes: want both present", ko, positions, nodes)
	}
	t.Logf("%d areas, %d with repetition, %d positions, %d nodes", len(d.Areas), ko, positions, nodes)
}
