package rulesets

import (
	"bytes"
	"fmt"
	"strings"
)

// grid is a rectangular board of bytes, row-major.
type grid struct {
	w, h  int
	cells []byte
}

// parseGrid reads rows separated by '|'; every byte must be in allowed.
func parseGrid(game, board, allowed string) (grid, error) {
	if board == "" {
		return grid{}, nil
	}
	rows := strings.Split(board, "|")
	g := grid{w: len(rows[0]), h: len(rows)}
	pos := 0
	for i, r := range rows {
		if len(r) != g.w {
			return grid{}, fmt.Errorf("%s board %q: row %d has %d cells, row 1 has %d", game, board, i+1, len(r), g.w)
		}
		for j := 0; j < len(r); j++ {
			if !strings.ContainsRune(allowed, rune(r[j])) {
				return grid{}, fmt.Errorf("%s board %q: bad character %q at position %d (allowed: %q and '|' between rows)", game, board, r[j], pos+j+1, allowed)
			}
		}
		g.cells = append(g.cells, r...)
		pos += len(r) + 1
	}
	if len(g.cells) > maxCells {
		return grid{}, fmt.Errorf("%s board %q: %d cells, more than %d", game, board, len(g.cells), maxCells)
	}
	return g, nil
}

const maxCells = 256

func (g grid) at(r, c int) byte { return g.cells[r*g.w+c] }

func (g grid) String() string {
	var b strings.Builder
	for r := 0; r < g.h; r++ {
		if r > 0 {
			b.WriteByte('|')
		}
		b.Write(g.cells[r*g.w : (r+1)*g.w])
	}
	return b.String()
}

// components splits the cells satisfying in into 4-connected components,
// each returned in its own bounding box with other cells set to fill.
func (g grid) components(in func(byte) bool, fill byte) []grid {
	seen := make([]bool, len(g.cells))
	var out []grid
	stack := []int{}
	for start := range g.cells {
		if seen[start] || !in(g.cells[start]) {
			continue
		}
		var members []int
		seen[start] = true
		stack = append(stack[:0], start)
		r0, r1, c0, c1 := g.h, -1, g.w, -1
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			members = append(members, p)
			r, c := p/g.w, p%g.w
			r0, r1, c0, c1 = min(r0, r), max(r1, r), min(c0, c), max(c1, c)
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= g.h || cc < 0 || cc >= g.w {
					continue
				}
				q := rr*g.w + cc
				if !seen[q] && in(g.cells[q]) {
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
		sub := grid{w: c1 - c0 + 1, h: r1 - r0 + 1}
		sub.cells = make([]byte, sub.w*sub.h)
		for i := range sub.cells {
			sub.cells[i] = fill
		}
		for _, p := range members {
			r, c := p/g.w, p%g.w
			sub.cells[(r-r0)*sub.w+(c-c0)] = g.cells[p]
		}
		out = append(out, sub)
	}
	return out
}

// transform returns the board under a symmetry: flipH mirrors columns,
// flipV mirrors rows, transpose swaps rows and columns (applied last).
func (g grid) transform(flipH, flipV, transpose bool) grid {
	out := grid{w: g.w, h: g.h, cells: make([]byte, len(g.cells))}
	if transpose {
		out.w, out.h = g.h, g.w
	}
	for r := 0; r < g.h; r++ {
		for c := 0; c < g.w; c++ {
			rr, cc := r, c
			if flipV {
				rr = g.h - 1 - r
			}
			if flipH {
				cc = g.w - 1 - c
			}
			if transpose {
				rr, cc = cc, rr
			}
			out.cells[rr*out.w+cc] = g.at(r, c)
		}
	}
	return out
}

// canonicalKey is the least string form (rows joined by '|', prefixed by
// tag) over the given symmetries: the mirror images, and with
// withTranspose also the transposed ones. It writes into the scratch
// buffers and returns one of them: copy it before the next call.
func (g grid) canonicalKey(tag byte, withTranspose bool, scratch *[2][]byte) []byte {
	best, cur := scratch[0][:0], scratch[1][:0]
	first := true
	for m := 0; m < 8; m++ {
		t := m&4 != 0
		if t && !withTranspose {
			continue
		}
		cur = g.appendTransformed(append(cur[:0], tag), m&1 != 0, m&2 != 0, t)
		if first || bytes.Compare(cur, best) < 0 {
			best, cur = cur, best
			first = false
		}
	}
	scratch[0], scratch[1] = best, cur
	return best
}

// appendTransformed appends the string form of the board under a symmetry.
func (g grid) appendTransformed(b []byte, flipH, flipV, transpose bool) []byte {
	h, w := g.h, g.w
	if transpose {
		h, w = w, h
	}
	for r := 0; r < h; r++ {
		if r > 0 {
			b = append(b, '|')
		}
		for c := 0; c < w; c++ {
			rr, cc := r, c
			if transpose {
				rr, cc = c, r
			}
			if flipV {
				rr = g.h - 1 - rr
			}
			if flipH {
				cc = g.w - 1 - cc
			}
			b = append(b, g.at(rr, cc))
		}
	}
	return b
}
