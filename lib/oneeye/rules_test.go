package oneeye

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// TestEvaluate checks the terminal tests on positions drawn for them.
func TestEvaluate(t *testing.T) {
	tests := []struct {
		name, diagram string
		want          Outcome
	}{
		{"one-point eye next to the anchored crucial block", `
. . . . .
O O O O .
W W W O .
- W X O .`, DefenderWins},
		{"two empty points are no eye yet", `
. . . . .
O O O O .
W W W O .
- - W O .`, Unknown},
		{"an unanchored stone with two eye points is safe", `
. . . . .
O O O O .
W x W O .
- W - O .`, DefenderWins},
		{"eye point next to an attacker stone", `
. . . . .
O O O O .
W W W O .
- x - O .`, Unknown},
		{"eye of an unanchored block with one eye is not an eye", `
. . . . . .
X X X X X .
W W W W X .
x o - o X .`, Unknown},
		{"crucial block connected to an eye", `
. . . . . .
O O O O . .
W W W O . .
- W - O . .`, DefenderWins},
		{"eye not connected to all crucial stones", `
. . . . . . .
O O X X X O .
W x x x x W O
- W x x W - O`, Unknown},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseDiagram(tc.diagram)
			if err != nil {
				t.Fatalf("ParseDiagram: %v", err)
			}
			r := newRules(p)
			if got := r.evaluate(p.Board, p.Region); got != tc.want {
				t.Errorf("evaluate = %v, want %v\n%s", got, tc.want, p.Diagram())
			}
		})
	}
}

// TestEvaluateAfterMoves checks the tests that need moves to reach: a
// captured crucial stone, a defender ko capture, a full region.
func TestEvaluateAfterMoves(t *testing.T) {
	tests := []struct {
		name, diagram string
		moves         []string // alternating, first player first
		first         board.Color
		want          Outcome
	}{
		{"crucial stone captured", `
. . . . . .
X X X X . .
X W - X . .
X - W X . .`, []string{"C2", "pass", "B1"}, board.Black, AttackerWins},
		{"defender takes a ko", `
. . . . . .
. . O O . .
x x W O . .
x - x W O .`, []string{"B1"}, board.White, AttackerWins},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseDiagram(tc.diagram)
			if err != nil {
				t.Fatalf("ParseDiagram: %v", err)
			}
			b := p.Board.Clone()
			c := tc.first
			for _, m := range tc.moves {
				pt, err := board.ParseGTP(m, b.Width(), b.Height()) // "pass" is board.Pass
				if err != nil {
					t.Fatal(err)
				}
				if err := b.Play(pt, c); err != nil {
					t.Fatalf("%v %s: %v", c, m, err)
				}
				c = c.Opponent()
			}
			r := newRules(p)
			if got := r.evaluate(b, p.Region); got != tc.want {
				t.Errorf("evaluate = %v, want %v\n%s", got, tc.want, b)
			}
			if tc.want == Unknown {
				return
			}
			// A working region without empty points is lost for the defender.
			if got := r.evaluate(p.Board, p.Crucial); got != AttackerWins {
				t.Errorf("evaluate on the crucial stones only = %v, want attacker", got)
			}
		})
	}
}

// TestPotentialEyePoints: empty points and unsafe attacker stones count,
// safe (anchored) attacker stones and defender stones do not.
func TestPotentialEyePoints(t *testing.T) {
	p, err := ParseDiagram(`
. . . . . . .
X X X X X X X
X - - - - - X
X - x - x x X
X W W W W W X
. O O O O O .`)
	if err != nil {
		t.Fatal(err)
	}
	r := newRules(p)
	got := r.potentialEyePoints(p.Board, p.Region)
	// The region's empty points, plus C3 (an unsafe stone); E3 and F3 are
	// joined to the anchored wall.
	want := p.Board.Empties().Intersect(p.Region)
	c3, _ := board.ParseGTP("C3", 7, 6)
	want.Add(c3)
	if got != want {
		t.Errorf("potential eye points %v, want %v", got.Points(), want.Points())
	}
}

// TestEyeIsPermanent plays random legal moves in generated problems and,
// whenever the rules say the eye is made, checks the claims that make the
// definition sound: the attacker can play on no eye point, and after any
// attacker move in the region the eye is still made and no crucial stone
// was captured.
func TestEyeIsPermanent(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	att := func(p *Problem) board.Color { return p.Attacker() }
	for _, p := range append(GenerateSmall(31, 40, 6, 16), GenerateToy(32, 20)...) {
		r := newRules(p)
		noEyePointPlayable := func(b *board.Board, when string) {
			eyes, _ := r.eyePoints(b, b.Empties())
			for e := range eyes.All() {
				if b.IsLegal(e, att(p)) {
					t.Fatalf("%s: the attacker may play on eye point %s %s\n%s", p.Name, e.GTP(b.Height()), when, b)
				}
			}
		}
		for game := 0; game < 20; game++ {
			b := p.Board.Clone()
			c := []board.Color{p.Defender, p.Attacker()}[game%2]
			for ply := 0; ply < 30; ply++ {
				var inRegion []board.Point
				for _, m := range b.LegalMoves(c, nil) {
					if p.Region.Has(m) {
						inRegion = append(inRegion, m)
					}
				}
				if len(inRegion) == 0 || r.crucialCaptured(b) {
					break
				}
				if err := b.Play(inRegion[rng.IntN(len(inRegion))], c); err != nil {
					t.Fatal(err)
				}
				c = c.Opponent()
				if !r.eyeMade(b, b.Empties()) {
					continue
				}
				checked++
				noEyePointPlayable(b, "now")
				for _, m := range b.LegalMoves(att(p), nil) {
					if !p.Region.Has(m) {
						continue
					}
					if err := b.Play(m, att(p)); err != nil {
						t.Fatal(err)
					}
					if r.crucialCaptured(b) || !r.eyeMade(b, b.Empties()) {
						t.Fatalf("%s: attacker %s destroys the eye\n%s", p.Name, m.GTP(b.Height()), b)
					}
					noEyePointPlayable(b, "after "+m.GTP(b.Height()))
					b.Undo()
				}
				break
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d positions with an eye checked", checked)
	}
	t.Logf("%d positions with an eye checked", checked)
}

// TestManyBlocksAroundEyes: a checkerboard of single defender stones below
// the crucial row, 28 separate blocks next to candidate eye points, is
// analysed in full: every block has two eye points, so all are safe and
// every empty point is an eye point.
func TestManyBlocksAroundEyes(t *testing.T) {
	row := func(first string) string {
		var cells []string
		for x := 0; x < 19; x++ {
			c := first
			if x%2 == 1 {
				c = map[string]string{"o": "-", "-": "o"}[first]
			}
			cells = append(cells, c)
		}
		return strings.Join(cells, " ") + "\n"
	}
	diagram := strings.Repeat(". ", 18) + ".\n" + strings.Repeat("O ", 18) + "O\n" + strings.Repeat("W ", 18) + "W\n" +
		row("o") + row("-") + row("o") + row("-")
	p, err := ParseDiagram(diagram)
	if err != nil {
		t.Fatal(err)
	}
	r := newRules(p)
	if !r.eyeMade(p.Board, p.Board.Empties()) {
		t.Errorf("no eye found\n%s", p.Diagram())
	}
	eyes, _ := r.eyePoints(p.Board, p.Board.Empties())
	if want := p.Board.Empties().Intersect(p.Region).Count(); eyes.Count() != want || want != 38 {
		t.Errorf("%d eye points, want all %d empty points (38)", eyes.Count(), want)
	}
	if n := len(p.Board.Blocks(p.Defender)); n != 29 {
		t.Errorf("%d defender blocks, want 29", n)
	}
}

// TestAnchoredSeed: the anchored blocks found from the problem's anchored
// stones outside the region equal those found from the liberties (and the
// stones given as safe),
// along random games in the region.
func TestAnchoredSeed(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, p := range append(GenerateSmall(41, 150, 6, 16), GenerateToy(42, 20)...) {
		r := newRules(p)
		b := p.Board.Clone()
		b.SetRules(board.Rules{})
		c := p.Defender
		for range 30 {
			outEmpty := b.Empties().Intersect(r.outside)
			for _, col := range []board.Color{board.Black, board.White} {
				stones := b.Stones(col)
				if got, want := r.anchored(b, stones), grow(adjacent(outEmpty, stones).Union(stones.Intersect(r.given)), stones); got != want {
					t.Fatalf("%s: anchored %v, from liberties %v\n%s", p.Name, got.Points(), want.Points(), b)
				}
			}
			var moves []board.Point
			for q := range b.Empties().Intersect(p.Region).All() {
				if b.IsLegal(q, c) {
					moves = append(moves, q)
				}
			}
			if len(moves) == 0 {
				break
			}
			if err := b.Play(moves[rng.IntN(len(moves))], c); err != nil {
				t.Fatal(err)
			}
			c = c.Opponent()
		}
	}
}
