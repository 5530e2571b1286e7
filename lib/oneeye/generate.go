package oneeye

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
)

// The generators build the problems of data/oneeye from a seed; the same
// seed gives the same problems. They draw diagrams in the format of
// ParseDiagram and keep those that are valid problems. The answers are not
// decided here: cmd gendata solves every problem with every method and
// keeps the ones the methods agree on.

// Comb is a problem split at the root into pockets (the kind of the
// paper's TOY collection, Fig. 5): a crucial defender row (white) across
// the board, anchored by an empty point outside the region at its right
// end, with pockets below and above it reaching the edges of the board,
// separated by safe attacker walls (each anchored by an empty point
// outside the region at the edge). A pocket is its rows from the
// crucial row outwards, each cell '-' (empty), 'x' (attacker stone) or 'o'
// (defender stone). A cell of a pocket next to a wall can never be an eye
// point, so a pocket needs three columns to matter. The pockets are
// independent games: the defender wins the comb moving first iff it wins a
// pocket alone moving first (package documentation, "Why the DDS rules
// are sound"), which lib/oneeye/gendata uses to verify the TOY answers.
type Comb struct {
	Below, Above [][]string
}

// Pockets returns one comb per pocket, holding that pocket alone below the
// crucial row (the local problems of the decomposition). A pocket shorter
// than others on its side does not meet the edge of the board in the comb
// but does alone: give all pockets one height when the local problems
// must be the pockets' games.
func (c Comb) Pockets() []Comb {
	var out []Comb
	for _, pk := range append(append([][]string(nil), c.Below...), c.Above...) {
		out = append(out, Comb{Below: [][]string{pk}})
	}
	return out
}

// Problem draws the comb; the region is every pocket cell and the crucial
// row. An error if it does not fit on a 19x19 board or is no valid problem.
func (c Comb) Problem() (*Problem, error) {
	side := func(pks [][]string) (w, h int) {
		w = 1
		for _, pk := range pks {
			if len(pk) == 0 || len(pk[0]) == 0 {
				return 0, -1
			}
			w += len(pk[0]) + 1
			h = max(h, len(pk))
		}
		return w, h
	}
	wb, hb := side(c.Below)
	wa, ha := side(c.Above)
	if hb < 0 || ha < 0 {
		return nil, fmt.Errorf("%w: an empty pocket", ErrInvalid)
	}
	// Each side with pockets reaches the edge of the board; the walls are
	// attacker columns, each anchored by an empty point outside the region
	// at the edge.
	width, height := max(wb, wa)+1, ha+1+hb
	if width > 19 || height > 19 {
		return nil, fmt.Errorf("%w: the comb needs a %dx%d board", ErrInvalid, width, height)
	}
	g := newGrid(width, height)
	for i := range g.cells {
		g.cells[i] = 'X'
	}
	mid := ha
	for x := 0; x < width-1; x++ {
		g.set(x, mid, 'W')
	}
	g.set(width-1, mid, '.')
	for x := 0; x < width; x++ {
		if ha > 0 {
			g.set(x, 0, '.')
		}
		if hb > 0 {
			g.set(x, height-1, '.')
		}
	}
	draw := func(pks [][]string, dir int) {
		x := 1
		for _, pk := range pks {
			for dy, row := range pk {
				for dx := 0; dx < len(row); dx++ {
					g.set(x+dx, mid+dir*(dy+1), row[dx])
				}
			}
			x += len(pk[0]) + 1
		}
	}
	draw(c.Below, 1)
	draw(c.Above, -1)
	return g.problem()
}

// PocketFamily is the scaling family: k copies (1 <= k <= 8, four below
// the crucial row, then four above) of a dead pocket of two rows of three
// empty points; with live, the first pocket is instead a live one (two rows
// of four, a defender stone in the corner of the outer row), as in Fig. 5,
// one live pocket among dead ones.
func PocketFamily(k int, live bool) (*Problem, error) {
	if k < 1 || k > 8 {
		return nil, fmt.Errorf("%w: %d pockets (want 1 to 8)", ErrInvalid, k)
	}
	var c Comb
	for i := range k {
		pk := []string{"---", "---"}
		if live && i == 0 {
			pk = []string{"----", "---o"}
		}
		if i < 4 {
			c.Below = append(c.Below, pk)
		} else {
			c.Above = append(c.Above, pk)
		}
	}
	p, err := c.Problem()
	if err != nil {
		return nil, err
	}
	p.Name = fmt.Sprintf("dead-%d", k)
	if live {
		p.Name = fmt.Sprintf("live-%d", k)
	}
	return p, nil
}

// GenerateToy returns the problems of GenerateCombs, named toy-001, ...
func GenerateToy(seed uint64, n int) []*Problem {
	var out []*Problem
	for i, c := range GenerateCombs(seed, n) {
		p, _ := c.Problem() // GenerateCombs keeps valid combs only
		p.Name = fmt.Sprintf("toy-%03d", i+1)
		out = append(out, p)
	}
	return out
}

// GenerateCombs returns n combs (the TOY collection): three to six pockets
// below and above the crucial row, each two rows of three or four points,
// with random attacker (25%) and defender (7%)
// stones, so that most pockets are dead but must be refuted; in a third of
// the combs one pocket (two rows of four, one defender stone in the outer
// row) lives, as in Fig. 5, and in a third two do (then the defender lives
// even with the attacker first, playing the other one). Live pockets come
// last (lower right), where the search meets them last.
func GenerateCombs(seed uint64, n int) []Comb {
	rng := rand.New(rand.NewPCG(seed, 0x70e7))
	var out []Comb
	for len(out) < n {
		k := 3 + rng.IntN(4)
		live := rng.IntN(3) // pockets that live, placed last (lower right)
		var c Comb
		for i := range k {
			w, h := 3+rng.IntN(2), 2 // one height: each pocket alone is the same game (Pockets)
			if i >= k-live {
				// A live pocket: the defender wins it moving first,
				// several moves deep, and loses it with the attacker first.
				row := []byte("----")
				row[rng.IntN(4)] = 'o'
				c.Below = append(c.Below, []string{"----", string(row)})
				continue
			}
			pk := make([]string, h)
			for y := range pk {
				row := make([]byte, w)
				for x := range row {
					switch r := rng.Float64(); {
					case r < 0.25:
						row[x] = 'x'
					case r < 0.32:
						row[x] = 'o'
					default:
						row[x] = '-'
					}
				}
				pk[y] = string(row)
			}
			if i%2 == 0 {
				c.Below = append(c.Below, pk)
			} else {
				c.Above = append(c.Above, pk)
			}
		}
		if _, err := c.Problem(); err == nil {
			out = append(out, c)
		}
	}
	return out
}

// GenerateSmall returns n small problems for the tests that compare the
// methods with exhaustive minimax: a random connected region of minPoints
// to maxPoints points grown from the lower left corner of a 9x9 board,
// walled by the defender on one side and by the attacker on the other, with
// crucial stones where the region meets the defender's wall and random
// stones inside (the standard collection of issue #6 was drawn this way).
func GenerateSmall(seed uint64, n, minPoints, maxPoints int) []*Problem {
	rng := rand.New(rand.NewPCG(seed, 0x57a9))
	var out []*Problem
	for len(out) < n {
		if p := smallProblem(rng, minPoints+rng.IntN(maxPoints-minPoints+1)); p != nil {
			p.Name = fmt.Sprintf("small-%03d", len(out)+1)
			out = append(out, p)
		}
	}
	return out
}

func smallProblem(rng *rand.Rand, size int) *Problem {
	const side = 9
	g := newGrid(side, side)
	in := map[cell]bool{{0, side - 1}: true}
	list := []cell{{0, side - 1}}
	for len(list) < size {
		p := list[rng.IntN(len(list))]
		d := [4]cell{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}[rng.IntN(4)]
		q := cell{p.x + d.x, p.y + d.y}
		if q.x < 0 || q.y < 2 || q.x >= side-2 || q.y >= side || in[q] {
			continue
		}
		in[q] = true
		list = append(list, q)
	}
	// The wall: the defender below a random angle from the corner, the
	// attacker above it.
	theta := (0.2 + 0.6*rng.Float64()) * math.Pi / 2
	wallD := g.drawWalls(list, in, func(q cell) bool {
		return math.Atan2(float64(side-1-q.y), float64(q.x)) < theta
	})
	if len(wallD) == 0 {
		return nil
	}
	for _, p := range list {
		c := byte('-')
		switch r := rng.Float64(); {
		case r < 0.12:
			c = 'x'
		case r < 0.2:
			c = 'o'
		}
		g.set(p.x, p.y, c)
	}
	// Crucial stones: one to three region points next to the defender wall.
	var touching []cell
	for _, p := range list {
		for _, q := range wallD {
			if abs(p.x-q.x)+abs(p.y-q.y) == 1 {
				touching = append(touching, p)
				break
			}
		}
	}
	if len(touching) == 0 {
		return nil
	}
	rng.Shuffle(len(touching), func(i, j int) { touching[i], touching[j] = touching[j], touching[i] })
	for _, p := range touching[:1+rng.IntN(min(3, len(touching)))] {
		g.set(p.x, p.y, 'W')
	}
	p, _ := g.problem()
	return p
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// cell is a point of a grid being drawn.
type cell struct{ x, y int }

// steps are the four directions between neighbouring cells.
var steps = [4]cell{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// neighbours returns the neighbours of c on the grid.
func (g *grid) neighbours(c cell) []cell {
	out := make([]cell, 0, 4)
	for _, d := range steps {
		q := cell{c.x + d.x, c.y + d.y}
		if q.x >= 0 && q.y >= 0 && q.x < g.w && q.y < g.h {
			out = append(out, q)
		}
	}
	return out
}

// drawWalls draws a stone on every empty point outside the region (in)
// next to a point of list: the defender's ('O') where defender says so,
// the attacker's ('X') elsewhere. It returns the defender's wall points.
func (g *grid) drawWalls(list []cell, in map[cell]bool, defender func(cell) bool) []cell {
	var wallD []cell
	for _, p := range list {
		for _, q := range g.neighbours(p) {
			if in[q] || g.at(q.x, q.y) != '.' {
				continue
			}
			if defender(q) {
				g.set(q.x, q.y, 'O')
				wallD = append(wallD, q)
			} else {
				g.set(q.x, q.y, 'X')
			}
		}
	}
	return wallD
}

// grid is a diagram being drawn.
type grid struct {
	w, h  int
	cells []byte
}

func newGrid(w, h int) *grid {
	g := &grid{w: w, h: h, cells: make([]byte, w*h)}
	for i := range g.cells {
		g.cells[i] = '.'
	}
	return g
}

func (g *grid) set(x, y int, c byte) { g.cells[y*g.w+x] = c }
func (g *grid) at(x, y int) byte     { return g.cells[y*g.w+x] }

// problem parses the diagram; an error if it is no valid problem, has a
// block without liberties (random stones can enclose each other) or is
// decided before any move.
func (g *grid) problem() (*Problem, error) {
	var sb strings.Builder
	for y := 0; y < g.h; y++ {
		sb.Write(g.cells[y*g.w : (y+1)*g.w])
		sb.WriteByte('\n')
	}
	p, err := ParseDiagram(sb.String())
	if err != nil {
		return nil, err
	}
	b := p.Board
	for left := b.Stones(1).Union(b.Stones(2)); !left.IsEmpty(); {
		blk := b.BlockStones(left.First())
		left = left.Minus(blk)
		if b.Liberties(blk.First()) == 0 {
			return nil, fmt.Errorf("%w: the block at %s has no liberty", ErrInvalid, blk.First().GTP(b.Height()))
		}
	}
	r := newRules(p)
	if r.evaluate(b, p.Region) != Unknown {
		return nil, fmt.Errorf("%w: decided before any move", ErrInvalid)
	}
	return p, nil
}
