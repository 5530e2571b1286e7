package safety

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// OpenZonePosition returns a small position with an open-boundary zone,
// for testing SOLVER 2.0 against the exhaustive referee: on a width x
// height board (4 to 7 each) the defender's wall encloses a corner room of
// 2x2 to 3x3 points except for one gap in the wall, where the room is open
// to the outside; the attacker's stones fill the rest of the board but
// for one to three empty points (one of them outside the gap), so that
// the whole board has few empty points. Sometimes the wall has a one-point
// eye of its own, or an attacker stone stands in the room. The defender
// is Black for even seeds, White for odd ones; the choices are determined
// by seed.
func OpenZonePosition(width, height int, seed uint64) (*board.Board, error) {
	if width < 4 || width > 7 || height < 4 || height > 7 {
		return nil, fmt.Errorf("open zone position: board %dx%d, want sides from 4 to 7", width, height)
	}
	rng := rand.New(rand.NewPCG(seed, 0x0be2))
	def, att := byte('X'), byte('O')
	if seed%2 == 1 {
		def, att = att, def
	}
	for try := 0; try < 1000; try++ {
		rw, rh := 2+rng.IntN(3), 2+rng.IntN(2)
		if rw+2 > width || rh+2 > height || rw*rh > 8 {
			continue
		}
		grid := make([][]byte, height)
		for y := range grid {
			grid[y] = []byte(strings.Repeat(string(att), width))
		}
		var wall [][2]int
		for y := 0; y <= rh; y++ {
			for x := 0; x <= rw; x++ {
				switch {
				case x < rw && y < rh:
					grid[y][x] = '.'
				default:
					grid[y][x] = def
					wall = append(wall, [2]int{x, y})
				}
			}
		}
		// The gap: a wall point next to the room, and the point beyond it.
		g := wall[rng.IntN(len(wall))]
		if g[0] == rw && g[1] == rh {
			continue // the corner of the wall touches no room point
		}
		grid[g[1]][g[0]] = '.'
		bx, by := g[0], g[1]
		if g[0] == rw {
			bx++
		} else {
			by++
		}
		grid[by][bx] = '.'
		// An eye of the wall's own, sometimes.
		if rng.IntN(2) == 0 {
			w := wall[rng.IntN(len(wall))]
			if w != g && grid[w[1]][w[0]] == def && !(w[0] == rw && w[1] == rh) {
				grid[w[1]][w[0]] = '.'
				// Its neighbours in the room become the wall's stones.
				for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					x, y := w[0]+d[0], w[1]+d[1]
					if x >= 0 && y >= 0 && x < rw && y < rh {
						grid[y][x] = def
					}
				}
			}
		}
		// An attacker stone in the room, sometimes.
		if rng.IntN(3) == 0 {
			x, y := rng.IntN(rw), rng.IntN(rh)
			if grid[y][x] == '.' {
				grid[y][x] = att
			}
		}
		// Two eyes of the attacker outside (away from the wall and the
		// gap), and sometimes a liberty of the wall outside.
		var outside [][2]int
		for y := range grid {
			for x := range grid[y] {
				if x > rw+1 || y > rh+1 {
					outside = append(outside, [2]int{x, y})
				}
			}
		}
		eyes := 0
		for k := 0; k < 20 && eyes < 2 && len(outside) > 0; k++ {
			e := outside[rng.IntN(len(outside))]
			if grid[e[1]][e[0]] == att && !nextTo(grid, e[0], e[1], '.') {
				grid[e[1]][e[0]] = '.'
				eyes++
			}
		}
		if rng.IntN(2) == 0 {
			x, y := rng.IntN(width), rng.IntN(height)
			if (x == rw+1 && y <= rh) || (y == rh+1 && x <= rw) {
				grid[y][x] = '.'
			}
		}
		b, err := board.Parse(gridString(grid))
		if err != nil {
			return nil, err
		}
		if validSetup(b) && b.Empties().Count() <= 12 {
			return b, nil
		}
	}
	return nil, fmt.Errorf("open zone position: no layout for a %dx%d board (seed %d)", width, height, seed)
}

// nextTo reports whether a neighbour of (x, y) in grid is g.
func nextTo(grid [][]byte, x, y int, g byte) bool {
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		nx, ny := x+d[0], y+d[1]
		if nx >= 0 && ny >= 0 && ny < len(grid) && nx < len(grid[ny]) && grid[ny][nx] == g {
			return true
		}
	}
	return false
}
