package compose

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// Shape is a local endgame shape of the catalogue: two rows of equal width
// placed where an upper wall meets a lower wall. In Upper and Lower, 'U' is
// a stone of the upper wall's colour, 'L' one of the lower wall's colour and
// '.' an empty point. A shape is used in both colourings and mirrored.
type Shape struct {
	Name         string
	Upper, Lower string
}

// Width returns the number of columns of s.
func (s Shape) Width() int { return len(s.Upper) }

// Empties returns the number of empty points of s.
func (s Shape) Empties() int { return strings.Count(s.Upper+s.Lower, ".") }

// Mirror returns s reflected left to right.
func (s Shape) Mirror() Shape {
	rev := func(t string) string {
		b := []byte(t)
		for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
			b[i], b[j] = b[j], b[i]
		}
		return string(b)
	}
	return Shape{Name: s.Name, Upper: rev(s.Upper), Lower: rev(s.Lower)}
}

func (s Shape) validate() error {
	if len(s.Upper) == 0 || len(s.Upper) != len(s.Lower) {
		return fmt.Errorf("shape %q: rows must be non-empty and of equal width", s.Name)
	}
	if strings.Trim(s.Upper+s.Lower, "UL.") != "" {
		return fmt.Errorf("shape %q: only U, L and . are allowed", s.Name)
	}
	if s.Empties() == 0 {
		return fmt.Errorf("shape %q has no empty point", s.Name)
	}
	return nil
}

// Placement puts a shape at an interface, starting at a column of the shape zone.
type Placement struct {
	Interface int // 0 is between the top band and the next one
	Column    int // board column of the shape's left edge
	Shape     Shape
}

// Layout describes a composed board: horizontal bands of stones of
// alternating colour (Black on top), each of three rows (the last takes the
// remaining rows) with two single-point eyes at the ends of its middle row,
// which make every band one Benson-alive block. Columns 0-1 and Width-2 to
// Width-1 are solid; shapes go where two bands meet, in columns 2..Width-3,
// separated by solid columns.
//
// With EdgeBands the first and the last band are two rows thick (the last
// takes the remaining rows), with their eyes in the board's corners: the
// row on the edge holds the band together, so one more interface fits
// (six on 19x19 instead of five).
type Layout struct {
	Width, Height int
	EdgeBands     bool
	Placements    []Placement
}

// zone returns the first and the last column shapes may use.
func (l Layout) zone() (int, int) { return 2, l.Width - 3 }

// Interfaces returns the number of places where two bands meet.
func (l Layout) Interfaces() int {
	if l.EdgeBands {
		return (l.Height-4)/3 + 1
	}
	return l.Height/3 - 1
}

// upperRow returns the row of an interface's upper wall: the last row of
// the band above it; the lower wall's row is the next one.
func (l Layout) upperRow(in int) int {
	if l.EdgeBands {
		return 3*in + 1
	}
	return 3*in + 2
}

// band returns the band of row y.
func (l Layout) band(y int) int {
	n := l.Interfaces() + 1
	if l.EdgeBands {
		return min((y+1)/3, n-1)
	}
	return min(y/3, n-1)
}

// isEye reports whether (x, y) is one of the two eyes of its band.
func (l Layout) isEye(x, y int) bool {
	if x != 0 && x != l.Width-1 {
		return false
	}
	b := l.band(y)
	if !l.EdgeBands {
		return y == 3*b+1
	}
	switch b {
	case 0:
		return y == 0
	case l.Interfaces():
		return y == l.Height-1
	}
	return y == 3*b
}

// Compose builds the board of a layout and the label of each shape (at its
// first empty point, in placement order: A, B, ...).
func Compose(l Layout) (*board.Board, map[board.Point]string, error) {
	if l.Width < 6 || l.Height < 6 {
		return nil, nil, fmt.Errorf("compose: board %dx%d is too small (at least 6x6)", l.Width, l.Height)
	}
	b, err := board.New(l.Width, l.Height)
	if err != nil {
		return nil, nil, fmt.Errorf("compose: %w", err)
	}
	if l.EdgeBands && l.Height < 7 {
		return nil, nil, fmt.Errorf("compose: board %dx%d is too small for edge bands (at least 7 rows)", l.Width, l.Height)
	}
	colour := func(band int) board.Color {
		if band%2 == 0 {
			return board.Black
		}
		return board.White
	}
	for y := 0; y < l.Height; y++ {
		for x := 0; x < l.Width; x++ {
			if l.isEye(x, y) {
				continue
			}
			if err := b.Setup(board.Pt(x, y), colour(l.band(y))); err != nil {
				return nil, nil, err
			}
		}
	}
	labels := map[board.Point]string{}
	used := map[board.Point]bool{}
	for i, pl := range l.Placements {
		s := pl.Shape
		if err := s.validate(); err != nil {
			return nil, nil, err
		}
		if pl.Interface < 0 || pl.Interface >= l.Interfaces() {
			return nil, nil, fmt.Errorf("compose: shape %d (%s): interface %d out of 0..%d", i, s.Name, pl.Interface, l.Interfaces()-1)
		}
		if first, last := l.zone(); pl.Column < first || pl.Column+s.Width()-1 > last {
			return nil, nil, fmt.Errorf("compose: shape %d (%s): columns %d..%d leave the zone %d..%d", i, s.Name, pl.Column, pl.Column+s.Width()-1, first, last)
		}
		up, lo := colour(pl.Interface), colour(pl.Interface+1)
		yu := l.upperRow(pl.Interface)
		first := board.NoPoint
		for dx := 0; dx < s.Width(); dx++ {
			for _, y := range []int{yu, yu + 1} {
				p := board.Pt(pl.Column+dx, y)
				if used[p] {
					return nil, nil, fmt.Errorf("compose: shape %d (%s) overlaps another shape", i, s.Name)
				}
				used[p] = true
				row, wall := s.Upper, up
				if y == yu+1 {
					row, wall = s.Lower, lo
				}
				c := board.Empty
				switch row[dx] {
				case 'U':
					c = up
				case 'L':
					c = lo
				}
				if err := b.Setup(p, c); err != nil {
					return nil, nil, err
				}
				if c == board.Empty && (first == board.NoPoint || p < first) {
					first = p
				}
				// A shape may touch the one to its left only where it
				// keeps the wall's stone there: an empty point or a
				// stone must face a stone of that row's wall.
				q := board.Pt(pl.Column+dx-1, y)
				if dx == 0 && used[q] && b.At(q) != wall && c != wall {
					return nil, nil, fmt.Errorf("compose: shape %d (%s) touches the shape to its left at %s", i, s.Name, p.GTP(l.Height))
				}
			}
		}
		labels[first] = AreaLabel(i)
	}
	for c := board.Black; c <= board.White; c++ {
		for _, bl := range b.Blocks(c) {
			if bl.Liberties.IsEmpty() {
				return nil, nil, fmt.Errorf("compose: the %v block at %s has no liberty", c, bl.Anchor().GTP(l.Height))
			}
		}
	}
	return b, labels, nil
}

// abuts reports whether b may be placed directly right of a: in each row
// the two facing points are stones of that row's wall, or one of them is.
func abuts(a, b Shape) bool {
	ok := func(x, y byte, wall byte) bool { return x == wall || y == wall }
	return ok(a.Upper[len(a.Upper)-1], b.Upper[0], 'U') && ok(a.Lower[len(a.Lower)-1], b.Lower[0], 'L')
}

// anyAbuts reports whether a shape of the pool, as it is or mirrored,
// abuts prev and fits from column col-1 to the zone's last column.
func anyAbuts(prev Shape, pool []Shape, col, last int) bool {
	for _, s := range pool {
		for _, t := range []Shape{s, s.Mirror()} {
			if abuts(prev, t) && col-2+t.Width() <= last {
				return true
			}
		}
	}
	return false
}

// GenerateOptions control Generate.
type GenerateOptions struct {
	Width, Height int
	Areas         int     // number of shapes to place (as many as fit if 0)
	Shapes        []Shape // the catalogue to draw from (Catalogue() if nil)
	MinEmpties    int     // draw only shapes with at least this many empty points
	// Dense draws, after the first shape of an interface, only shapes
	// that abut the previous one (no solid column between them) while
	// one does, which packs more areas into a row.
	Dense bool
}

// Generate assembles a layout from random shapes of the catalogue, filling
// the interfaces left to right, top to bottom, with one solid column between
// shapes. The same seed gives the same layout.
func Generate(seed uint64, o GenerateOptions) (Layout, error) {
	if o.Width == 0 {
		o.Width, o.Height = 19, 19
	}
	shapes := o.Shapes
	if shapes == nil {
		shapes = Catalogue()
	}
	var pool []Shape
	for _, s := range shapes {
		if s.Empties() >= o.MinEmpties {
			pool = append(pool, s)
		}
	}
	if len(pool) == 0 {
		return Layout{}, fmt.Errorf("generate: no shape with at least %d empty points", o.MinEmpties)
	}
	r := rand.New(rand.NewPCG(seed, 0x656e6467616d65))
	l := Layout{Width: o.Width, Height: o.Height}
	first, last := l.zone()
	for in := 0; in < l.Interfaces(); in++ {
		col := first
		var prev *Shape
		for {
			if o.Areas > 0 && len(l.Placements) >= o.Areas {
				return l, nil
			}
			// draw shapes until one fits; stop when none does
			placed := false
			for _, k := range r.Perm(len(pool)) {
				s := pool[k]
				if r.IntN(2) == 1 {
					s = s.Mirror()
				}
				c := col
				touching := prev != nil && abuts(*prev, s)
				if touching {
					c-- // no solid column needed between these two
				}
				if c+s.Width()-1 > last || o.Dense && prev != nil && !touching && anyAbuts(*prev, pool, col, last) {
					continue
				}
				l.Placements = append(l.Placements, Placement{Interface: in, Column: c, Shape: s})
				prev = &l.Placements[len(l.Placements)-1].Shape
				col = c + s.Width() + 1
				placed = true
				break
			}
			if !placed {
				break
			}
		}
	}
	if o.Areas > 0 && len(l.Placements) < o.Areas {
		return l, fmt.Errorf("generate: only %d of %d shapes fit on %dx%d", len(l.Placements), o.Areas, o.Width, o.Height)
	}
	return l, nil
}
