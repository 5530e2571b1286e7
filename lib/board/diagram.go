package board

import (
	"fmt"
	"strings"
)

// String prints the board as a diagram with GTP coordinates:
//
//	  A B C D
//	4 . . . .
//	3 . X O .
//	2 . . + .
//	1 . . . .
//
// X is Black, O is White, + marks the ko point.
func (b *Board) String() string {
	var sb strings.Builder
	letters := func() {
		sb.WriteString("   ")
		for x := 0; x < b.width; x++ {
			sb.WriteByte(' ')
			sb.WriteByte(gtpLetters[x])
		}
		sb.WriteByte('\n')
	}
	letters()
	for y := 0; y < b.height; y++ {
		fmt.Fprintf(&sb, "%3d", b.height-y)
		for x := 0; x < b.width; x++ {
			p := Pt(x, y)
			sb.WriteByte(' ')
			switch {
			case b.color[p] == Black:
				sb.WriteByte('X')
			case b.color[p] == White:
				sb.WriteByte('O')
			case p == b.ko:
				sb.WriteByte('+')
			default:
				sb.WriteByte('.')
			}
		}
		fmt.Fprintf(&sb, " %d\n", b.height-y)
	}
	letters()
	return sb.String()
}

// Parse reads a diagram: one line per row, top row first, with X (or x, #, B)
// for Black, O (or o, @, W) for White and . , + or - for empty points.
// Spaces are ignored, as are row numbers at either end of a line and a line
// of column letters, so the output of String parses back. Black is to move.
func Parse(diagram string) (*Board, error) {
	var rows []string
	for i, line := range strings.Split(diagram, "\n") {
		line = strings.TrimSpace(line)
		line = strings.Trim(line, "0123456789 \t|")
		if line == "" || isLetterLine(line) {
			continue
		}
		row := strings.Map(func(r rune) rune {
			if r == ' ' || r == '\t' {
				return -1
			}
			return r
		}, line)
		for j, r := range row {
			if !strings.ContainsRune("XxB#OoW@.,+-", r) {
				return nil, fmt.Errorf("diagram line %d, character %d: %q is not a stone or an empty point (use X, O, .)", i+1, j+1, r)
			}
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("diagram has no rows")
	}
	w := len(rows[0])
	for i, r := range rows {
		if len(r) != w {
			return nil, fmt.Errorf("diagram row %d has %d points, row 1 has %d", i+1, len(r), w)
		}
	}
	b, err := New(w, len(rows))
	if err != nil {
		return nil, fmt.Errorf("diagram: %w", err)
	}
	for y, r := range rows {
		for x, ch := range r {
			var c Color
			switch ch {
			case 'X', 'x', 'B', '#':
				c = Black
			case 'O', 'o', 'W', '@':
				c = White
			default:
				continue
			}
			b.setStone(Pt(x, y), c)
		}
	}
	b.rebuildChains()
	return b, nil
}

// MustParse is Parse for diagrams known to be valid (tests, examples); it panics on error.
func MustParse(diagram string) *Board {
	b, err := Parse(diagram)
	if err != nil {
		panic(err)
	}
	return b
}

// isLetterLine reports whether s is a line of column letters ("A B C D").
func isLetterLine(s string) bool {
	t := strings.ReplaceAll(s, " ", "")
	return len(t) > 0 && len(t) <= len(gtpLetters) && (t == gtpLetters[:len(t)] || t == "ABCDEFGHIJKLMNOPQRST"[:len(t)])
}

// setStone places a stone without updating blocks (callers rebuild them).
func (b *Board) setStone(p Point, c Color) {
	b.color[p] = c
	b.stones[c-1].Add(p)
	b.hash ^= zobrist[p][c]
}
