package soft

import (
	"context"
	"math/big"
	"slices"
	"testing"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

func pt(t *testing.T, b *board.Board, v string) board.Point {
	t.Helper()
	p, err := board.ParseGTP(v, b.Width(), b.Height())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func region(t *testing.T, b *board.Board, vs ...string) board.Region {
	t.Helper()
	var r board.Region
	for _, v := range vs {
		r.Add(pt(t, b, v))
	}
	return r
}

func TestSoftInfluence(t *testing.T) {
	var none [3]board.Region
	for _, tc := range []struct {
		name    string
		diagram string
		black   bool // fixed: the whole board proven safe for Black
		white   bool
		score   int
		dead    []string
	}{
		{name: "empty board", diagram: ".....\n.....\n.....", score: 0},
		{name: "one stone owns what it reaches", diagram: "X....\n.....\n.....", score: 12},
		{name: "one stone, radius 4 of 5", diagram: "X....\n.....\n.....\n.....\n.....", score: 25 - 10},
		// Black wall on D, White wall on G: A-E are Black's (E is one
		// step from D, two from G), F-J White's: 45 - 36.
		{name: "walls", diagram: rep("...X..O..\n", 9), score: 9},
		{name: "walls mirrored", diagram: rep("...O..X..\n", 9), score: -9},
		// Equal distances are neutral: E is two steps from both walls.
		{name: "walls symmetric", diagram: rep("..X...O..\n", 9), score: 0},
		// The white stone's only liberty C4 is one step from D4 too, so it is
		// neutral in the first pass: the stone is dead and the whole board
		// is Black's.
		{name: "dead stone", diagram: ".X...\nXO.X.\n.X...\n.....\n.....", score: 25, dead: []string{"B4"}},
		// Stones in fixed regions are never dead.
		{name: "fixed overrides", diagram: ".X...\nXO.X.\n.X...\n.....\n.....", white: true, score: -25},
		// A wall blocks influence: White's stones behind Black's wall do
		// not reach the left side, so the columns are split 2 : 1 : 2 with
		// C the wall (Black) and D, E White's.
		{name: "wall blocks", diagram: rep("..XO.\n", 5), score: 15 - 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := board.Parse(tc.diagram)
			if err != nil {
				t.Fatal(err)
			}
			fixed := none
			if tc.black {
				fixed[board.Black] = b.OnBoard()
			}
			if tc.white {
				fixed[board.White] = b.OnBoard()
			}
			o := Influence(b, fixed, TerritoryDistance, 4)
			if got := o.Score(); got != tc.score {
				t.Errorf("score %d, want %d\n%s", got, tc.score, b)
			}
			if o.Black.Intersects(o.White) {
				t.Errorf("a point is counted for both colours")
			}
			if want := region(t, b, tc.dead...); o.Dead != want {
				t.Errorf("dead stones %v, want %v", o.Dead.Points(), want.Points())
			}
		})
	}
}

func rep(s string, n int) string {
	out := ""
	for range n {
		out += s
	}
	return out
}

func TestSoftCoreGroups(t *testing.T) {
	for _, tc := range []struct {
		name    string
		diagram string
		proven  []string
		cores   [][]string // each core's block anchors as stones they contain
		urgent  []bool
	}{
		{
			name: "two separate fights",
			diagram: `
				X O . . . . .
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. . . . . O X`,
			cores:  [][]string{{"A6", "B6"}, {"F1", "G1"}},
			urgent: []bool{true, true},
		},
		{
			// B5 touches C5; C5 and E5 share the liberty D5: one core of
			// three blocks, closed transitively; G1 is far away.
			name: "touching and shared liberties close transitively",
			diagram: `
				. . . . . . .
				. X O . X . .
				. . . . . . .
				. . . . . . .
				. . . . . . .
				. . . . . . X`,
			cores:  [][]string{{"B5", "C5", "E5"}, {"G1"}},
			urgent: []bool{false, true},
		},
		{
			// Same colour on a diagonal shares two liberties.
			name: "diagonal stones share liberties",
			diagram: `
				. . . . .
				. X . . .
				. . X . .
				. . . . .
				. . . . O`,
			cores:  [][]string{{"B4", "C3"}, {"E1"}},
			urgent: []bool{false, true},
		},
		{
			// The proven block is not unsafe, so the two blocks that touch
			// only it are separate cores.
			name: "proven blocks separate",
			diagram: `
				. . . . .
				X O O O X
				. . . . .`,
			proven: []string{"B2", "C2", "D2"},
			cores:  [][]string{{"A2"}, {"E2"}},
			urgent: []bool{true, true},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			blocks := UnsafeBlocks(b, region(t, b, tc.proven...), 3, 6)
			cores := CoreGroups(b, blocks, 2)
			if len(cores) != len(tc.cores) {
				t.Fatalf("%d cores, want %d\n%s", len(cores), len(tc.cores), b)
			}
			for i, want := range tc.cores {
				w := region(t, b, want...)
				if cores[i].Stones != w {
					t.Errorf("core %d stones %v, want %v", i+1, cores[i].Stones.Points(), w.Points())
				}
				if len(cores[i].Blocks) != len(want) {
					t.Errorf("core %d has %d blocks, want %d", i+1, len(cores[i].Blocks), len(want))
				}
				if cores[i].Urgent != tc.urgent[i] {
					t.Errorf("core %d urgent %v, want %v", i+1, cores[i].Urgent, tc.urgent[i])
				}
			}
		})
	}
}

func TestSoftUnsafeRule(t *testing.T) {
	for _, tc := range []struct {
		name    string
		diagram string
		proven  bool
		unsafe  bool
	}{
		{"lone stone, 4 liberties, no eye", ".....\n.....\n..X..\n.....\n.....", false, true},
		{"proven", ".....\n.....\n..X..\n.....\n.....", true, false},
		{"6 liberties, no eye", "XXXXXX\n......", false, true},
		{"7 liberties, no eye", "XXXXXXX\n.......", false, false},
		{"6 liberties, two eyes", "....\nXXXX\nX.X.", false, false},
		{"3 liberties, two eyes", "OOO.\nXXXX\nX.X.", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			var proven board.Region
			if tc.proven {
				proven = b.Stones(board.Black)
			}
			var got bool
			for _, bl := range UnsafeBlocks(b, proven, 3, 6) {
				if bl.Color == board.Black {
					got = true
				}
			}
			if got != tc.unsafe {
				t.Errorf("unsafe %v, want %v\n%s", got, tc.unsafe, b)
			}
		})
	}
}

// softTactics are positions with an obvious local answer for both
// colours; TestSoftGNUGo checks that GNU Go plays one of the answers too.
// Black owns columns A-C, White F-J; D and E are contested.
var softTactics = []struct {
	name       string
	diagram    string
	black      []string // the moves that solve the fight for Black
	white      []string
	subgames   int
	blackFight int // 1-based sub-game holding Black's answer
}{
	{
		// Black's three cutting stones E5 F5 G5 are in atari: Black
		// connects them to its wall at D5, White captures them there.
		name: "save or capture",
		diagram: `
			. . X . O . . . .
			. . X . O . . . .
			. . X . O . . . .
			. . X . O O O O .
			. . X . X X X O .
			. . X . O O O O .
			. . X . O . . . .
			. . X . O . . . .
			. . X . O . . . .`,
		black: []string{"D5"}, white: []string{"D5"}, subgames: 1, blackFight: 1,
	},
	{
		// Capture race: White's D5 D6 (liberties D4, D7) against Black's
		// E5 E6 (E4, E7), each cut off from its side. Black's D7 or D4
		// saves E5 E6 (it then connects out or captures); White's moves
		// likewise save D5 D6 (TestSoftRaceExhaustive checks this by
		// exhaustive search; GNU Go plays D7 for both).
		name: "capture race",
		diagram: `
			. . X . O O . . .
			. . X . O O . . .
			. . X . . O . . .
			. . X O X O . . .
			. . X O X O . . .
			. . X . . O . . .
			. . X . O O . . .
			. . X . O O . . .
			. . X . O O . . .`,
		black: []string{"D7", "D4"}, white: []string{"D7", "D4", "E7", "E4"}, subgames: 1, blackFight: 1,
	},
}

func TestSoftTactics(t *testing.T) {
	ctx := context.Background()
	for _, tc := range softTactics {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			before := b.Clone()
			r, err := Decompose(ctx, b, DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			if !b.Equal(before) {
				t.Fatalf("Decompose changed the board")
			}
			if !r.Complete || len(r.SubGames) != tc.subgames || len(r.Forest) != tc.subgames {
				t.Fatalf("complete %v, %d sub-games, %d trees; want %d", r.Complete, len(r.SubGames), len(r.Forest), tc.subgames)
			}
			for _, sg := range r.SubGames {
				// IntoClass keeps Lv and Rv of a root with LR > RL
				if sg.Tree.Height() > 2 || sg.Tree.CheckClass() != nil || sg.LR > sg.RL && (sg.Tree.Lv().Cmp(ratInt(sg.LR-r.Base)) != 0 || sg.Tree.Rv().Cmp(ratInt(sg.RL-r.Base)) != 0) {
					t.Errorf("tree %v does not have Lv = LR - Base = %d, Rv = RL - Base = %d, or is outside the paper's class", sg.Tree, sg.LR-r.Base, sg.RL-r.Base)
				}
			}
			for _, m := range Methods() {
				for _, c := range []board.Color{board.Black, board.White} {
					ch, err := r.Choose(ctx, c, m)
					if err != nil {
						t.Fatal(err)
					}
					want := tc.black
					if c == board.White {
						want = tc.white
					}
					if got := ch.Move.GTP(b.Height()); !slices.Contains(want, got) {
						t.Errorf("%v for %v plays %s in sub-game %d, want %s", m, c, got, ch.SubGame, want)
					}
					if c == board.Black && ch.SubGame != tc.blackFight {
						t.Errorf("%v for black chooses sub-game %d, want %d", m, ch.SubGame, tc.blackFight)
					}
				}
			}
			// The selective search agrees with the full-width search over
			// all candidates to the same depth (the exhaustive local search).
			full := DefaultOptions()
			full.Width = 1000
			rf, err := Decompose(ctx, b, full)
			if err != nil {
				t.Fatal(err)
			}
			for i, sg := range r.SubGames {
				fg := rf.SubGames[i]
				if sg.LR != fg.LR || sg.RL != fg.RL {
					t.Errorf("sub-game %d: selective LR %d RL %d, full width LR %d RL %d", i+1, sg.LR, sg.RL, fg.LR, fg.RL)
				}
				if fg.Nodes < sg.Nodes {
					t.Errorf("sub-game %d: full width searched fewer nodes (%d) than selective (%d)", i+1, fg.Nodes, sg.Nodes)
				}
			}
		})
	}
}

func ratInt(n int) *big.Rat { return big.NewRat(int64(n), 1) }

func TestSoftBudgetAndErrors(t *testing.T) {
	b := board.MustParse(softTactics[0].diagram)
	opt := DefaultOptions()
	opt.Budget = search.Budget{MaxNodes: 5}
	r, err := Decompose(context.Background(), b, opt)
	if err != nil {
		t.Fatal(err)
	}
	if r.Complete || !r.Stats.Stop.Early() {
		t.Errorf("a 5-node budget completed: %+v", r.Stats)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := Decompose(ctx, b, DefaultOptions()); err != nil || r.Complete {
		t.Errorf("cancelled context: complete %v, err %v", r != nil && r.Complete, err)
	}
	if _, err := Decompose(context.Background(), nil, DefaultOptions()); err == nil {
		t.Errorf("nil board: no error")
	}
	r, err = Decompose(context.Background(), b, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Choose(context.Background(), board.Empty, Metasearch); err == nil {
		t.Errorf("empty colour: no error")
	}
	if _, err := r.Choose(context.Background(), board.Black, Method(9)); err == nil {
		t.Errorf("method 9: no error")
	}
	// No unsafe block: a pass.
	empty := board.MustNew(5, 5)
	ch, r2, err := Move(context.Background(), empty, board.Black, Heuristic2, DefaultOptions())
	if err != nil || len(r2.SubGames) != 0 || ch.Move != board.Pass || ch.SubGame != 0 {
		t.Errorf("empty board: %+v, %d sub-games, %v", ch, len(r2.SubGames), err)
	}
}

func TestParseSoftMethod(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Method
		ok   bool
	}{
		{"1", Heuristic1, true}, {"2", Heuristic2, true}, {"heuristic3", Heuristic3, true},
		{"meta", Metasearch, true}, {"Metasearch", Metasearch, true}, {"4", 0, false}, {"", 0, false},
	} {
		got, err := ParseMethod(tc.in)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("ParseMethod(%q) = %v, %v; want %v ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
		if tc.ok {
			if back, err := ParseMethod(got.String()); err != nil || back != got {
				t.Errorf("%v does not parse back: %v %v", got, back, err)
			}
		}
	}
}

// TestSoftForestChoice stacks the two tactical positions on one 9x18
// board: two sub-games. Every method must play one of the answers of the
// fight it chooses; Heuristic 1 must choose the larger outer swing
// LR - RL; Metasearch's choice must reach the exhaustive Lo of the
// forest. (Here they differ: the race has the smaller swing but a large
// follow-up LL, and exact play starts there.)
func TestSoftForestChoice(t *testing.T) {
	ctx := context.Background()
	diagram := softTactics[1].diagram + "\n" + softTactics[0].diagram
	b := board.MustParse(diagram)
	r, err := Decompose(ctx, b, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if len(r.SubGames) != 2 {
		t.Fatalf("%d sub-games, want 2\n%s", len(r.SubGames), b)
	}
	// The race is on top: its rows move up by 9.
	var race []string
	for _, v := range softTactics[1].black {
		p := pt(t, board.MustParse(softTactics[1].diagram), v)
		x, y := p.XY()
		race = append(race, board.Pt(x, y).GTP(b.Height()))
	}
	answers := [][]string{race, softTactics[0].black}
	swing := func(i int) int { return r.SubGames[i].LR - r.SubGames[i].RL }
	if swing(0) == swing(1) {
		t.Fatalf("equal swings %d: the test needs one larger fight", swing(0))
	}
	lo, err := bgf.Lo(r.Forest)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range Methods() {
		ch, err := r.Choose(ctx, board.Black, m)
		if err != nil {
			t.Fatal(err)
		}
		k := ch.SubGame - 1
		if k < 0 || !slices.Contains(answers[k], ch.Move.GTP(b.Height())) {
			t.Fatalf("%v plays %s in sub-game %d, not an answer of that fight", m, ch.Move.GTP(b.Height()), ch.SubGame)
		}
		switch m {
		case Heuristic1:
			if swing(k) < swing(1-k) {
				t.Errorf("heuristic1 plays in the smaller swing: %d < %d", swing(k), swing(1-k))
			}
		case Metasearch:
			after, err := bgf.Ro(r.Forest.Replace(k, r.Forest[k].Left()))
			if err != nil {
				t.Fatal(err)
			}
			if after.Cmp(lo) != 0 || ch.Stop != search.Finished || ch.Value.Cmp(lo) != 0 {
				t.Errorf("metasearch plays T%d reaching %v (value %v, %v), exhaustive Lo %v", k+1, after, ch.Value, ch.Stop, lo)
			}
		}
	}
	t.Logf("forest %v, swings %d %d, Lo %v", r.Forest, swing(0), swing(1), lo)
}

// captures reports whether attacker, with toMove to move, can capture the
// block at target within depth plies against every defence, both sides
// playing on cands (the defender may also pass): exhaustive local search.
func captures(b *board.Board, target board.Point, attacker, toMove board.Color, depth int, cands []board.Point) bool {
	if b.At(target) == board.Empty {
		return true
	}
	if depth == 0 {
		return false
	}
	if toMove == attacker {
		for _, p := range cands {
			if b.Play(p, toMove) != nil {
				continue
			}
			ok := captures(b, target, attacker, toMove.Opponent(), depth-1, cands)
			_ = b.Undo()
			if ok {
				return true
			}
		}
		return false
	}
	for _, p := range append([]board.Point{board.Pass}, cands...) {
		if b.Play(p, toMove) != nil {
			continue
		}
		ok := captures(b, target, attacker, toMove.Opponent(), depth-1, cands)
		_ = b.Undo()
		if !ok {
			return false
		}
	}
	return true
}

// TestSoftRaceExhaustive checks the capture race by exhaustive search over
// the race's six empty points (5 plies, the defender may pass): after
// Black's move White cannot capture E5 E6, while after a Black pass it can;
// after White's move White captures E5 E6 against any defence. The set of
// White moves that win this way is exactly the test's answers D7 D4 E7 E4
// (D8 and D3 do not), so the check tells good moves from bad ones.
func TestSoftRaceExhaustive(t *testing.T) {
	ctx := context.Background()
	b := board.MustParse(softTactics[1].diagram)
	var cands []board.Point
	for _, v := range []string{"D8", "D7", "E7", "D4", "E4", "D3"} {
		cands = append(cands, pt(t, b, v))
	}
	black := pt(t, b, "E5")
	whiteKills := func() bool { return captures(b, black, board.White, b.ToMove(), 5, cands) }
	for _, p := range cands {
		_ = b.Play(p, board.White)
		if got, want := whiteKills(), slices.Contains(softTactics[1].white, p.GTP(b.Height())); got != want {
			t.Errorf("White %s: white kills E5 = %v, the test's answers say %v", p.GTP(b.Height()), got, want)
		}
		_ = b.Undo()
	}
	_ = b.Play(board.Pass, board.Black)
	if !whiteKills() {
		t.Errorf("after a Black pass White cannot kill E5: the check has no teeth")
	}
	_ = b.Undo()
	for _, c := range []board.Color{board.Black, board.White} {
		for _, m := range Methods() {
			ch, _, err := Move(ctx, b, c, m, DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			if err := b.Play(ch.Move, c); err != nil {
				t.Fatalf("%v %v: %s: %v", c, m, ch.Move.GTP(b.Height()), err)
			}
			if kills := whiteKills(); kills != (c == board.White) {
				t.Errorf("%v %v plays %s, after which White kills E5 = %v", c, m, ch.Move.GTP(b.Height()), kills)
			}
			_ = b.Undo()
		}
	}
}

// TestSoftRandomPositions runs soft decomposition on random 7x7 positions
// (safety.RandomPosition): the board is left as it was, every chosen move
// is legal and one of its sub-game's candidates (or a pass when there is
// no sub-game), and Metasearch's value is the forest's exhaustive outcome.
func TestSoftRandomPositions(t *testing.T) {
	ctx := context.Background()
	moves := 0
	for seed := uint64(1); seed <= 12; seed++ {
		b, err := safety.RandomPosition(7, 7, 10+int(seed), seed)
		if err != nil {
			t.Fatal(err)
		}
		before := b.Clone()
		r, err := Decompose(ctx, b, DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		if !b.Equal(before) {
			t.Fatalf("seed %d: the board changed", seed)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			for _, m := range Methods() {
				ch, err := r.Choose(ctx, c, m)
				if err != nil {
					t.Fatalf("seed %d %v %v: %v", seed, c, m, err)
				}
				if ch.SubGame == 0 {
					if len(r.SubGames) != 0 || ch.Move != board.Pass {
						t.Errorf("seed %d %v %v: pass with %d sub-games", seed, c, m, len(r.SubGames))
					}
					continue
				}
				sg := r.SubGames[ch.SubGame-1]
				if ch.Move != board.Pass {
					moves++
				}
				if ch.Move != board.Pass && (!slices.Contains(sg.Candidates, ch.Move) || !b.IsLegal(ch.Move, c)) {
					t.Errorf("seed %d %v %v: %s is not a legal candidate of sub-game %d\n%s", seed, c, m, ch.Move.GTP(7), ch.SubGame, b)
				}
				if m == Metasearch && len(r.Forest) <= 6 {
					want, err := bgf.Lo(r.Forest)
					if c == board.White {
						want, err = bgf.Ro(r.Forest)
					}
					if err != nil {
						t.Fatal(err)
					}
					if ch.Value.Cmp(want) != 0 {
						t.Errorf("seed %d %v: metasearch value %v, exhaustive %v", seed, c, ch.Value, want)
					}
				}
			}
		}
	}
	if moves < 48 {
		t.Errorf("only %d of 96 choices were moves: the test checks too little", moves)
	}
	t.Logf("%d of 96 choices were moves", moves)
}
