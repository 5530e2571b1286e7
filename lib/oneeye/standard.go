package oneeye

import (
	"fmt"
	"math"
	"math/rand/v2"
)

// StandardShape is where a standard problem lies on the 19x19 board.
type StandardShape int8

const (
	// Corner: the region is grown from the lower left corner.
	Corner StandardShape = iota
	// Edge: the region is grown from a point of the lower edge, away from
	// the corners.
	Edge
)

func (s StandardShape) String() string {
	if s == Edge {
		return "edge"
	}
	return "corner"
}

// Standard problem sizes (the paper's STANDARD: regions of 19x19 corners
// and edges; issue #15: 15 to 30 points).
const (
	StandardMinPoints = 15
	StandardMaxPoints = 30
)

// GenerateStandard returns n problems of the STANDARD collection, drawn
// from the seed by structural rules alone (no solver decides which are
// kept, so a change of the solvers never changes the collection): regions
// of 15 to 30 points in a corner (even problems) or on an edge (odd ones)
// of a 19x19 board, not designed for decomposition. A region grows at
// random from the corner or an edge point, hugging the edges (a point is
// taken with a probability that falls with its distance from the edge,
// and never beyond the sixth line); the points next to it are walls, the
// defender's on an arc of a quarter to a half of the turn around the
// region's centre, the attacker's elsewhere, all with liberties outside
// the region (safe). One to three region points next to the defender's
// wall hold crucial stones, joined to it; the other region points hold
// attacker stones (8-18%, drawn per problem) and defender stones (8%) at
// random. Attacker stones that touch the attacker's wall are safe and
// may cut the region, as walls reaching the edge do in the paper's Fig. 6.
// Only valid problems undecided before any move are kept. The problems
// are named std-001, std-002, ...
func GenerateStandard(seed uint64, n int) []*Problem {
	rng := rand.New(rand.NewPCG(seed, 0x19c0))
	var out []*Problem
	for len(out) < n {
		shape := StandardShape(len(out) % 2)
		size := StandardMinPoints + rng.IntN(StandardMaxPoints-StandardMinPoints+1)
		if p := standardProblem(rng, shape, size); p != nil {
			p.Name = fmt.Sprintf("std-%03d", len(out)+1)
			out = append(out, p)
		}
	}
	return out
}

// standardProblem draws one problem of the given shape and region size,
// or nil if the drawing is no valid, undecided problem.
func standardProblem(rng *rand.Rand, shape StandardShape, size int) *Problem {
	const side, maxDepth = 19, 5
	start := cell{0, side - 1}
	if shape == Edge {
		start = cell{6 + rng.IntN(side-12), side - 1}
	}
	// depth is the distance from the edges the region hugs (0: on them).
	depth := func(q cell) int {
		d := side - 1 - q.y
		if shape == Corner {
			d = min(d, q.x)
		}
		return d
	}
	inBox := func(q cell) bool {
		if q.x < 0 || q.y < 0 || q.x >= side || q.y >= side || depth(q) > maxDepth {
			return false
		}
		if shape == Corner {
			return q.x <= 10 && q.y >= side-11
		}
		// An edge region stays off the corners (two lines from the sides).
		return q.x >= 3 && q.x <= side-4
	}
	keep := [maxDepth + 1]float64{1, 0.9, 0.55, 0.3, 0.15, 0.08}
	in := map[cell]bool{start: true}
	list := []cell{start}
	for tries := 0; len(list) < size; tries++ {
		if tries > 100*size {
			return nil
		}
		p := list[rng.IntN(len(list))]
		d := steps[rng.IntN(4)]
		q := cell{p.x + d.x, p.y + d.y}
		if !inBox(q) || in[q] || rng.Float64() >= keep[depth(q)] {
			continue
		}
		in[q] = true
		list = append(list, q)
	}
	g := newGrid(side, side)
	// The walls: the defender's on an arc around the region's centre, the
	// attacker's elsewhere.
	var cx, cy float64
	for _, p := range list {
		cx += float64(p.x)
		cy += float64(p.y)
	}
	cx, cy = cx/float64(len(list)), cy/float64(len(list))
	// The arc is centred near the inward direction (up for an edge, up
	// and right for a corner), turned by up to an eighth of a turn.
	inward := math.Pi / 2
	if shape == Corner {
		inward = math.Pi / 4
	}
	width := (0.3 + 0.3*rng.Float64()) * 2 * math.Pi
	from := inward - width/2 + (rng.Float64()-0.5)*math.Pi/4
	wallD := g.drawWalls(list, in, func(q cell) bool {
		return math.Mod(math.Atan2(cy-float64(q.y), float64(q.x)-cx)-from+4*math.Pi, 2*math.Pi) < width
	})
	if len(wallD) == 0 {
		return nil
	}
	attShare := 0.1 + 0.12*rng.Float64()
	for _, p := range list {
		c := byte('-')
		switch r := rng.Float64(); {
		case r < attShare:
			c = 'x'
		case r < attShare+0.08:
			c = 'o'
		}
		g.set(p.x, p.y, c)
	}
	var touching []cell
	for _, p := range list {
		for _, q := range g.neighbours(p) {
			if g.at(q.x, q.y) == 'O' {
				touching = append(touching, p)
				break
			}
		}
	}
	rng.Shuffle(len(touching), func(i, j int) { touching[i], touching[j] = touching[j], touching[i] })
	crucial := touching[:1+rng.IntN(min(3, len(touching)))]
	for _, p := range crucial {
		g.set(p.x, p.y, 'W')
	}
	// Spurs: in two problems of three the first crucial stone grows a line
	// of crucial stones towards the edge, and in one of two an attacker
	// wall stone grows a line of (safe) attacker stones into the region,
	// one to three points, stopping a point short of the edge: shapes a
	// single move can turn into a wall that reaches the edge.
	towardEdge := func(q cell) cell {
		if shape == Corner && q.x < side-1-q.y {
			return cell{-1, 0}
		}
		return cell{0, 1}
	}
	spur := func(from cell, c byte) {
		d := towardEdge(from)
		for range 1 + rng.IntN(3) {
			q := cell{from.x + d.x, from.y + d.y}
			next := cell{q.x + d.x, q.y + d.y}
			if !in[q] || depth(q) == 0 || !inBox(next) || g.at(q.x, q.y) == 'W' {
				return
			}
			g.set(q.x, q.y, c)
			from = q
		}
	}
	if rng.IntN(3) < 2 {
		spur(crucial[0], 'W')
	}
	if rng.IntN(2) == 0 {
		var walls []cell
		for _, p := range list {
			for _, q := range g.neighbours(p) {
				if g.at(q.x, q.y) == 'X' {
					walls = append(walls, q)
				}
			}
		}
		if len(walls) > 0 {
			spur(walls[rng.IntN(len(walls))], 'x')
		}
	}
	// Eye room: at least three empty region points that touch no attacker
	// wall stone (an eye point needs defender stones all round).
	room := 0
	for _, p := range list {
		if g.at(p.x, p.y) != '-' {
			continue
		}
		free := true
		for _, q := range g.neighbours(p) {
			if g.at(q.x, q.y) == 'X' || g.at(q.x, q.y) == '.' {
				free = false
			}
		}
		if free {
			room++
		}
	}
	if room < 3 {
		return nil
	}
	p, err := g.problem()
	if err != nil {
		return nil
	}
	return p
}
