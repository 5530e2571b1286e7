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
	explainBoards = flag.Bool("safety.explain.boards", false, "TestExplainEnd: print each board with the proven points")
)

// TestExplainEnd lists, at the end of the first -safety.explain strong
// games, every region SOLVER 3.0 leaves unproven (5,000 nodes per region
// search, as the quick Table 2), beside GNU Go's final status.
func TestExplainEnd(t *testing.T) {
	if *explainGames == 0 {
		t.Skip("-safety.explain N runs it")
	}
	files, _ := filepath.Glob(filepath.Join(testenv.Shared(t), "games", "strong-19", "*.sgf"))
	files = files[*explainFirst:]
	if len(files) > *explainGames {
		files = files[:*explainGames]
	}
	e := startGNUGo(t)
	engine, err := ParseEngine(*explainEngine)
	if err != nil {
		t.Fatal(err)
	}
	bud := Budget{Budget: search.Budget{MaxNodes: 2_000_000}, RegionNodes: *explainNodes}
	var proven, gnuSafe int
	for _, f := range files {
		b, err := e.position(f, 0)
		if err != nil {
			t.Fatal(err)
		}
		dead, territory, err := gnugoFinalStatus(e, b)
		if err != nil {
			t.Fatal(err)
		}
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
