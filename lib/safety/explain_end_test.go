package safety

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

var (
	explainGames  = flag.Int("safety.explain", 0, "TestExplainEnd: games of strong-19 whose end positions it explains (0: skip)")
	explainNodes  = flag.Int("safety.explain.nodes", 5000, "TestExplainEnd: nodes per region search")
	explainFirst  = flag.Int("safety.explain.first", 0, "TestExplainEnd: first game (0-based)")
	explainEngine = flag.String("safety.explain.engine", "auto", "TestExplainEnd: region search engine (auto, dfs, dfpn)")
	explainAtari  = flag.Bool("safety.explain.atari", false, "TestExplainPartialEnd: list the blocks in atari")
	explainBoards = flag.Bool("safety.explain.boards", false, "TestExplainEnd: print each board with the proven points")
)

// TestExplainEnd lists, at the end of the first -safety.explain strong
// games, every region SOLVER 3.0 leaves unproven (5,000 nodes per region
// search, as the quick Table 2), beside GNU Go's final status.
func TestExplainEnd(t *testing.T) {
	if *explainGames == 0 {
		t.Skip("-safety.explain N runs it")
	}
	files, e := explainSetup(t, *explainGames)
	engine, err := ParseEngine(*explainEngine)
	if err != nil {
		t.Fatal(err)
	}
	bud := Budget{Budget: search.Budget{MaxNodes: 2_000_000}, RegionNodes: *explainNodes}
	var proven, gnuSafe int
	for _, f := range files {
		b, dead, territory := explainPosition(t, e, f)
		res, err := Solve(context.Background(), b, Options{Solver: Solver3, Budget: bud, Engine: engine})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			opp := c.Opponent()
			gs := b.Stones(c).Minus(dead[c]).Union(territory[c]).Union(dead[opp])
			// dead opponent stones count only inside c's area
			gs = gs.Minus(dead[opp].Minus(territory[c].Dilate(b.OnBoard())))
			gnuSafe += gs.Count()
			proven += res.Safe[c].Count()
			if bad := res.Safe[c].Intersect(dead[c].Union(territory[opp])); !bad.IsEmpty() {
				t.Errorf("%s: %v proves safe %s, dead or %v's territory by GNU Go", filepath.Base(f), c, gtpList(bad, b.Height()), opp)
			}
			rs := Analyze(b, c)
			ben := BensonAlive(b, c)
			t.Logf("%s %v: proven %d, GNU Go safe %d", filepath.Base(f), c, res.Safe[c].Count(), gs.Count())
			if *explainBoards {
				t.Logf("%v proven (lower case) and GNU Go's (#: its territory not proven)\n%s", c, provenDiagram(b, res.Safe[c], gs))
			}
			for i, r := range rs.Regions {
				v := res.Regions[0]
				for _, w := range res.Regions {
					if w.Color == c && w.Points == r.Points {
						v = w
					}
				}
				_ = i
				if v.Status == Safe || len(r.Boundary) == 0 {
					continue
				}
				att := r.Points.Intersect(b.Stones(opp))
				attAlive := att.Minus(dead[opp])
				terr := r.Empties.Intersect(territory[c]).Count()
				nb, nben, nsafe, ndead, atari := len(r.Boundary), 0, 0, 0, 0
				for _, bi := range r.Boundary {
					st := rs.Blocks[bi].Stones
					if !st.Intersects(res.SafeBlocks[c]) && rs.Blocks[bi].Liberties.Intersect(r.Empties).Count() <= 1 {
						atari++
					}
					if st.Intersects(ben.Alive) {
						nben++
					}
					if st.Intersects(res.SafeBlocks[c]) {
						nsafe++
					}
					if st.Intersects(dead[c]) {
						ndead++
					}
				}
				kind := "gnu-territory"
				switch {
				case !attAlive.IsEmpty():
					kind = fmt.Sprintf("alive-attacker(%d)", attAlive.Count())
				case terr < r.Empties.Count():
					kind = fmt.Sprintf("not-all-territory(%d/%d)", terr, r.Empties.Count())
				}
				if atari > 0 {
					kind += fmt.Sprintf(",atari(%d)", atari)
				}
				if ndead > 0 {
					kind += fmt.Sprintf(",dead-boundary(%d)", ndead)
				}
				t.Logf("  %v size %d empty %d att %d interior %d blocks %d benson %d safe %d | %s | %v %q nodes %d safepts %d at %s",
					c, r.Size(), r.Empties.Count(), att.Count(), r.Interior.Count(), nb, nben, nsafe, kind, v.Status, v.Method, v.Nodes, v.SafePoints.Count(), r.Points.First().GTP(b.Height()))
			}
		}
	}
	t.Logf("total proven %d, GNU Go safe %d", proven, gnuSafe)
}

// explainSetup returns n strong games from -safety.explain.first and a
// GNU Go engine.
func explainSetup(t *testing.T, n int) ([]string, *gtpEngine) {
	files, _ := filepath.Glob(filepath.Join(testenv.Shared(t), "games", "strong-19", "*.sgf"))
	files = files[min(*explainFirst, len(files)):]
	if len(files) > n {
		files = files[:n]
	}
	return files, startGNUGo(t)
}

// explainPosition returns the end position of game file f and GNU Go's
// final status of it.
func explainPosition(t *testing.T, e *gtpEngine, f string) (*board.Board, [3]board.Region, [3]board.Region) {
	b, err := e.position(f, 0)
	if err != nil {
		t.Fatal(err)
	}
	dead, territory, err := gnugoFinalStatus(e, b)
	if err != nil {
		t.Fatal(err)
	}
	return b, dead, territory
}

// provenDiagram prints b with the points of proven in lower case (x, o;
// - for empty) and the points of gnu not in proven as #.
func provenDiagram(b *board.Board, proven, gnu board.Region) string {
	var sb strings.Builder
	for y := range b.Height() {
		fmt.Fprintf(&sb, "%3d", b.Height()-y)
		for x := range b.Width() {
			p := board.Pt(x, y)
			ch := map[board.Color]byte{board.Black: 'X', board.White: 'O', board.Empty: '.'}[b.At(p)]
			switch {
			case proven.Has(p):
				ch = map[board.Color]byte{board.Black: 'x', board.White: 'o', board.Empty: '-'}[b.At(p)]
			case gnu.Has(p) && b.At(p) == board.Empty:
				ch = '#'
			}
			sb.WriteByte(' ')
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

var explainPartial = flag.Int("safety.explainp", 0, "TestExplainPartialEnd: games of strong-19 whose end positions it explains (0: skip)")

// TestExplainPartialEnd classifies, at the end of the first
// -safety.explainp strong games (from -safety.explain.first), every region
// SOLVER 1.0 + P leaves unproven although GNU Go calls all its empty
// points the defender's territory and holds no attacker stone of it alive:
// why the partial-region module (paper §3) does not prove it. Each such
// region is searched again with + P's safe stones as the context S of
// §3.2: whole (no miaipair) or divided at the first pair of each cluster
// of §3.3, each part at the node budget and at ten times it.
func TestExplainPartialEnd(t *testing.T) {
	if *explainPartial == 0 {
		t.Skip("-safety.explainp N runs it")
	}
	files, e := explainSetup(t, *explainPartial)
	bud := Budget{Budget: search.Budget{MaxNodes: 2_000_000}, RegionNodes: *explainNodes}
	classes := map[string]int{}
	classPoints := map[string]int{}
	var p1, pp, gnu int
	for _, f := range files {
		b, dead, territory := explainPosition(t, e, f)
		r1, err := Solve(context.Background(), b, Options{Solver: Solver1, Budget: bud})
		if err != nil {
			t.Fatal(err)
		}
		rp, err := Solve(context.Background(), b, Options{Solver: Partial, Budget: bud})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			opp := c.Opponent()
			p1 += r1.Safe[c].Count()
			pp += rp.Safe[c].Count()
			rs := Analyze(b, c)
			for _, r := range rs.Regions {
				if len(r.Boundary) == 0 || r.Points.SubsetOf(rp.Safe[c]) {
					continue
				}
				att := r.Points.Intersect(b.Stones(opp))
				if !att.SubsetOf(dead[opp]) || !r.Empties.SubsetOf(territory[c]) {
					continue
				}
				gnu += r.Size()
				why := explainPartialRegion(b, c, &r, plusP(b, c, bud), bud)
				classes[why.class]++
				classPoints[why.class] += r.Points.Minus(rp.Safe[c]).Count()
				t.Logf("%s %v size %d (%d unproven) at %s by 1.0 %d: %s: %s", filepath.Base(f), c, r.Size(),
					r.Points.Minus(rp.Safe[c]).Count(), r.Points.First().GTP(b.Height()), r.Points.Intersect(r1.Safe[c]).Count(), why.class, why.detail)
			}
		}
	}
	t.Logf("SOLVER 1.0 %d, + P %d points; GNU Go territories + P leaves: %d points", p1, pp, gnu)
	for k, n := range classes {
		t.Logf("  %-40s %3d regions %5d points unproven", k, n, classPoints[k])
	}
}

type partialWhy struct{ class, detail string }

// explainPartialRegion searches region r again: whole if it has no
// miaipair, else divided as divide first divides it.
func explainPartialRegion(b *board.Board, c board.Color, r *BasicRegion, s *colorSolver, bud Budget) partialWhy {
	work := s.b
	safe, committed := s.safeStones, s.committed
	rs := s.rs
	var atariLog []string
	bud = bud.withDefaults()
	run := func(area board.Region, miai []miaiPair, nodes int) (outcome, int, bool) {
		bs := newBudgetState(context.Background(), bud)
		rsr := newRegionSearch(work, c, area, safe, miai, bs, nodes)
		atari := rsr.lost() || rsr.atari()
		if atari && *explainAtari {
			empties := work.Empties().Intersect(area).Minus(rsr.removed())
			_, others := rsr.groups()
			for _, bl := range others {
				if n := rsr.liberties(bl, empties); n <= 1 {
					libs := bl.Dilate(work.OnBoard()).Intersect(work.Empties())
					var where []string
					for _, j := range rs.Regions {
						if k := j.Empties.Intersect(libs).Count(); k > 0 {
							where = append(where, fmt.Sprintf("%d in %d-pt region at %s (att %d)", k, j.Size(), j.Points.First().GTP(b.Height()), j.Points.Intersect(work.Stones(c.Opponent())).Count()))
						}
					}
					atariLog = append(atariLog, fmt.Sprintf("block %s (%d stones) %d in area: %s", bl.First().GTP(b.Height()), bl.Count(), n, strings.Join(where, ", ")))
				}
			}
		}
		o := rsr.run()
		return o, bs.nodes(), atari
	}
	label := func(area board.Region, miai []miaiPair) (string, string) {
		miai, area, ok := s.crossingPairs(area, miai)
		if !ok {
			return "staticsplit", fmt.Sprintf("%d pts a promised pair crosses it", area.Count())
		}
		for _, m := range s.pairs {
			pm := board.RegionOf(m.near, m.far)
			for _, x := range miai {
				px := board.RegionOf(x.near, x.far)
				if px.Intersects(pm) && px != pm {
					return "staticoverlap", fmt.Sprintf("%d pts promised pair %s-%s overlaps", area.Count(), m.near.GTP(b.Height()), m.far.GTP(b.Height()))
				}
			}
		}
		o, n, atari := run(area, miai, bud.RegionNodes)
		name := map[outcome]string{proven: "proven", failed: "fails", undecided: "budget"}[o]
		if atari {
			name = "atari"
		}
		if o == undecided {
			o2, n2, _ := run(area, miai, 10*bud.RegionNodes)
			name += map[outcome]string{proven: "(proven x10)", failed: "(fails x10)", undecided: "(budget x10)"}[o2]
			n = n2
		}
		return name, fmt.Sprintf("%d pts %s %d nodes", area.Count(), name, n)
	}
	pairs := MiaiPairs(work, c, r.Points)
	if len(pairs) == 0 {
		name, d := label(r.Points, nil)
		return partialWhy{"no-miaipair/" + name, d}
	}
	cls := clusters(pairs, work.OnBoard())
	var chosen []MiaiPair
	var cut board.Region
	for _, cl := range cls {
		chosen = append(chosen, cl[0])
		cut = cut.Union(cl[0].Points())
	}
	parts := r.Points.Minus(cut).Components()
	var details []string
	worst := ""
	rank := map[string]int{}
	for _, part := range parts {
		area, _, miai := partArea(part, chosen, work.OnBoard())
		name, d := label(area, miai)
		details = append(details, d)
		base := strings.SplitN(name, "(", 2)[0]
		rank[base]++
		if worst == "" || base != "proven" {
			worst = base
		}
	}
	keys := []string{}
	for _, k := range []string{"proven", "staticsplit", "staticoverlap", "atari", "fails", "budget"} {
		if rank[k] > 0 {
			keys = append(keys, fmt.Sprintf("%s:%d", k, rank[k]))
		}
	}
	cm := ""
	if r.Points.Intersects(committed) {
		cm = ",committed"
	}
	return partialWhy{fmt.Sprintf("miai(%d)/%s%s", len(pairs), strings.Join(keys, " "), cm), strings.Join(append(details, atariLog...), "; ")}
}

// plusP runs SOLVER 1.0 + P for colour c and returns its solver state.
func plusP(b *board.Board, c board.Color, bud Budget) *colorSolver {
	work := b.Clone()
	work.SetRules(board.Rules{})
	bud = bud.withDefaults()
	s := &colorSolver{b: work, c: c, rs: Analyze(work, c), bud: bud, bs: newBudgetState(context.Background(), bud), rule3: true, withGroups: true, crossing: true}
	s.hopeless, _, _ = staticSafety(work, Analyze(work, c.Opponent()), board.Region{}, nil, board.Region{})
	s.solve(Partial)
	return s
}
