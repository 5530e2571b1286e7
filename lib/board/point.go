package board

import (
	"fmt"
	"strings"
)

// MaxSize is the largest board side: boards range from 1x1 to 19x19.
const MaxSize = 19

// stride is the distance between vertically adjacent points in the padded array.
// Column 0 of every row is off the board and serves as the border on both sides.
const stride = MaxSize + 1

// NumPoints is the size of the padded point array (and of a Region in bits).
const NumPoints = (MaxSize + 2) * stride

// Point is a board intersection: an index into the padded array,
// (y+1)*stride + x+1 for the point in column x and row y, (0,0) being the
// top-left corner (as in SGF). The zero Point is off the board; Pass is a move.
type Point int16

// Pass is the move that places no stone. NoPoint marks "none" (e.g. no ko).
const (
	NoPoint Point = 0
	Pass    Point = -1
)

// Pt returns the point in column x and row y, counted from the top-left corner.
// It does not check bounds: use Board.OnBoard.
func Pt(x, y int) Point { return Point((y+1)*stride + x + 1) }

// XY returns the column and row of p, counted from the top-left corner.
func (p Point) XY() (x, y int) { return int(p)%stride - 1, int(p)/stride - 1 }

// Neighbours of p in the padded array: some may be off the board.
func (p Point) Neighbours() [4]Point {
	return [4]Point{p - stride, p - 1, p + 1, p + stride}
}

// gtpLetters are the column letters of GTP and diagrams (no I).
const gtpLetters = "ABCDEFGHJKLMNOPQRST"

// GTP returns p as a GTP vertex ("D4") on a board of the given height;
// rows are numbered from the bottom. Pass prints as "pass".
func (p Point) GTP(height int) string {
	if p == Pass {
		return "pass"
	}
	x, y := p.XY()
	if x < 0 || x >= MaxSize || y < 0 || y >= height {
		return fmt.Sprintf("?%d", int(p))
	}
	return fmt.Sprintf("%c%d", gtpLetters[x], height-y)
}

// SGF returns p in SGF coordinates ("dd"); Pass is the empty string.
func (p Point) SGF() string {
	if p == Pass {
		return ""
	}
	x, y := p.XY()
	return string([]byte{byte('a' + x), byte('a' + y)})
}

// ParseGTPRegion reads a whitespace-separated list of GTP vertices (the
// reply of final_status_list, for example) as a region; a pass or a bad
// vertex is an error naming it.
func ParseGTPRegion(s string, width, height int) (Region, error) {
	var r Region
	for _, v := range strings.Fields(s) {
		p, err := ParseGTP(v, width, height)
		if err == nil && p == Pass {
			err = fmt.Errorf("GTP vertex %q in a list of points", v)
		}
		if err != nil {
			return r, err
		}
		r.Add(p)
	}
	return r, nil
}

// ParseGTP reads a GTP vertex ("D4", "d4", "pass") on a board of the given size.
func ParseGTP(s string, width, height int) (Point, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if t == "PASS" {
		return Pass, nil
	}
	if len(t) < 2 {
		return NoPoint, fmt.Errorf("bad GTP vertex %q", s)
	}
	x := strings.IndexByte(gtpLetters, t[0])
	if x < 0 {
		return NoPoint, fmt.Errorf("bad GTP vertex %q: column %q (letters A-T without I)", s, t[0])
	}
	row := 0
	for _, c := range t[1:] {
		if c < '0' || c > '9' || row > 100 {
			return NoPoint, fmt.Errorf("bad GTP vertex %q: row must be a number", s)
		}
		row = row*10 + int(c-'0')
	}
	if x >= width || row < 1 || row > height {
		return NoPoint, fmt.Errorf("GTP vertex %q is off the %dx%d board", s, width, height)
	}
	return Pt(x, height-row), nil
}

// ParseSGF reads an SGF point ("dd"); "" and "tt" (on boards up to 19x19) are Pass.
func ParseSGF(s string, width, height int) (Point, error) {
	if s == "" || (s == "tt" && width <= 19 && height <= 19) {
		return Pass, nil
	}
	if len(s) != 2 {
		return NoPoint, fmt.Errorf("bad SGF point %q", s)
	}
	x, y := int(s[0])-'a', int(s[1])-'a'
	if x < 0 || x >= width || y < 0 || y >= height {
		return NoPoint, fmt.Errorf("SGF point %q is off the %dx%d board", s, width, height)
	}
	return Pt(x, y), nil
}

// Color is the content of a point: Empty, Black or White.
type Color uint8

// The colours. Black is Left and scores positive; White is Right.
const (
	Empty Color = iota
	Black
	White
	offBoard
)

// Opponent returns the other player's colour (Empty stays Empty).
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return c
}

func (c Color) String() string {
	switch c {
	case Empty:
		return "empty"
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "off-board"
}

// ParseColor reads "black"/"b"/"white"/"w" (any case).
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "b", "black", "x":
		return Black, nil
	case "w", "white", "o":
		return White, nil
	}
	return Empty, fmt.Errorf("bad colour %q (want black or white)", s)
}
