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

// GenerateToy returns n problems that are split, or nearly split, at the
// root: two to four pockets along the lower edge of the board, separated
// by the teeth of one anchored crucial block (a comb), with the attacker's
// safe walls at both ends. A tooth may have a gap, so that the pockets
// split only after the defender fills it. Pockets hold random stones.
func GenerateToy(seed uint64, n int) []*Problem {
	rng := rand.New(rand.NewPCG(seed, 0x70e7))
	var out []*Problem
	for len(out) < n {
		if p := toyProblem(rng); p != nil {
			p.Name = fmt.Sprintf("toy-%03d", len(out)+1)
			out = append(out, p)
		}
	}
	return out
}

func toyProblem(rng *rand.Rand) *Problem {
	pockets := 2 + rng.IntN(3)
	ph := 1 + rng.IntN(2) // pocket height
	widths := make([]int, pockets)
	width := 2 // attacker walls
	for i := range widths {
		widths[i] = 2 + rng.IntN(2)
		if ph == 2 && rng.IntN(2) == 0 {
			widths[i] = 2
		}
		width += widths[i]
	}
	width += pockets - 1 // teeth
	height := ph + 3
	g := newGrid(width+1, height)
	top := height - ph - 1 // comb row
	// Attacker walls at both ends, reaching up out of the region.
	for y := top - 1; y < height; y++ {
		g.set(0, y, 'X')
		g.set(width-1, y, 'X')
	}
	// The comb: a crucial row with teeth down to the edge, anchored above.
	for x := 1; x < width-1; x++ {
		g.set(x, top, 'W')
		g.set(x, top-1, 'O')
	}
	x := 1
	for i, w := range widths {
		for dx := 0; dx < w; dx++ {
			for y := top + 1; y < height; y++ {
				c := byte('-')
				switch r := rng.Float64(); {
				case r < 0.3:
					c = 'x'
				case r < 0.36:
					c = 'o'
				}
				g.set(x+dx, y, c)
			}
		}
		x += w
		if i < pockets-1 {
			for y := top + 1; y < height; y++ {
				g.set(x, y, 'W')
			}
			if rng.IntN(4) == 0 { // nearly split: a gap at the foot of the tooth
				g.set(x, height-1, '-')
			}
			x++
		}
	}
	return g.problem()
}

// GenerateStandard returns n problems not designed for decomposition: a
// random connected region grown from the lower left corner of a 9x9 board,
// walled by the defender on one side and by the attacker on the other, with
// crucial stones where the region meets the defender's wall and random
// stones inside.
func GenerateStandard(seed uint64, n, minPoints, maxPoints int) []*Problem {
	rng := rand.New(rand.NewPCG(seed, 0x57a9))
	var out []*Problem
	for len(out) < n {
		if p := standardProblem(rng, minPoints+rng.IntN(maxPoints-minPoints+1)); p != nil {
			p.Name = fmt.Sprintf("std-%03d", len(out)+1)
			out = append(out, p)
		}
	}
	return out
}

func standardProblem(rng *rand.Rand, size int) *Problem {
	const side = 9
	g := newGrid(side, side)
	type pt struct{ x, y int }
	in := map[pt]bool{{0, side - 1}: true}
	list := []pt{{0, side - 1}}
	for len(list) < size {
		p := list[rng.IntN(len(list))]
		d := [4]pt{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}[rng.IntN(4)]
		q := pt{p.x + d.x, p.y + d.y}
		if q.x < 0 || q.y < 2 || q.x >= side-2 || q.y >= side || in[q] {
			continue
		}
		in[q] = true
		list = append(list, q)
	}
	// The wall: the defender below a random angle from the corner, the
	// attacker above it.
	theta := (0.2 + 0.6*rng.Float64()) * math.Pi / 2
	var wallD []pt
	for _, p := range list {
		for _, d := range [4]pt{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			q := pt{p.x + d.x, p.y + d.y}
			if q.x < 0 || q.y < 0 || q.x >= side || q.y >= side || in[q] || g.at(q.x, q.y) != '.' {
				continue
			}
			angle := math.Atan2(float64(side-1-q.y), float64(q.x))
			if angle < theta {
				g.set(q.x, q.y, 'O')
				wallD = append(wallD, q)
			} else {
				g.set(q.x, q.y, 'X')
			}
		}
	}
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
	var touching []pt
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
	return g.problem()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
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

// problem parses the diagram, first removing blocks without liberties
// (random stones can enclose each other); nil if it is no valid problem
// or is decided before any move.
func (g *grid) problem() *Problem {
	var sb strings.Builder
	for y := 0; y < g.h; y++ {
		sb.Write(g.cells[y*g.w : (y+1)*g.w])
		sb.WriteByte('\n')
	}
	p, err := ParseDiagram(sb.String())
	if err != nil {
		return nil
	}
	b := p.Board
	for left := b.Stones(1).Union(b.Stones(2)); !left.IsEmpty(); {
		blk := b.BlockStones(left.First())
		left = left.Minus(blk)
		if b.Liberties(blk.First()) == 0 {
			return nil
		}
	}
	r := newRules(p)
	if r.evaluate(b, p.Region) != Unknown {
		return nil // decided before any move
	}
	return p
}
