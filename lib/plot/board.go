package plot

import (
	"fmt"
	"html"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// MarkKind is a symbol drawn on a point.
type MarkKind int

// The marks of SGF problem markup.
const (
	Cross    MarkKind = iota + 1 // MA: e.g. the region of a one-eye problem
	Triangle                     // TR: e.g. crucial defender stones
	Square                       // SQ
	Circle                       // CR
)

func (k MarkKind) String() string {
	switch k {
	case Cross:
		return "cross"
	case Triangle:
		return "triangle"
	case Square:
		return "square"
	case Circle:
		return "circle"
	}
	return fmt.Sprintf("MarkKind(%d)", int(k))
}

// Mark puts a symbol on a point.
type Mark struct {
	Point board.Point
	Kind  MarkKind
}

// Label writes short text (a letter, a move number) on a point.
type Label struct {
	Point board.Point
	Text  string
}

// Shade colours the points of a region, e.g. safe territory or one area of a
// decomposition. A Shade with a Name gets a line in the legend.
type Shade struct {
	Name   string
	Region board.Region
	// Color is a CSS colour; empty picks the next colour of AreaColors.
	Color string
}

// Colours for shading, by meaning.
const (
	SafeBlackColor = "#3b3b8f" // territory proven safe for Black
	SafeWhiteColor = "#ffffff" // territory proven safe for White; drawn nearly opaque so it stands out on the wood
	WorkingColor   = "#2a9d8f" // working region of a search
)

// shadeOpacity is the fill opacity of a shade of the given colour: white
// needs more than the others to stand out on the wood background.
func shadeOpacity(color string) string {
	if strings.EqualFold(color, SafeWhiteColor) {
		return "0.85"
	}
	return "0.55"
}

// AreaColors are distinct colours for the areas of a decomposition.
var AreaColors = []string{"#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#bfef45", "#469990", "#9a6324"}

// BoardOptions says what BoardSVG draws besides the stones.
type BoardOptions struct {
	// Title is drawn above the board.
	Title string
	// Cell is the distance between grid lines in pixels; 0 means 28.
	Cell int
	// NoCoordinates hides the GTP coordinates (letters without I along the
	// top and bottom, rows numbered from the bottom on both sides).
	NoCoordinates bool
	// Shades are drawn in order, under the grid.
	Shades []Shade
	Marks  []Mark
	Labels []Label
}

// BoardSVG draws b as SVG: wood background, grid, star points, coordinates,
// shaded regions, stones, marks, labels, and a legend of the named shades.
// It fails on marks or labels off the board and on unknown mark kinds.
func BoardSVG(b *board.Board, o BoardOptions) (string, error) {
	if b == nil {
		return "", fmt.Errorf("plot: BoardSVG of a nil board")
	}
	w, h := b.Width(), b.Height()
	cell := o.Cell
	if cell == 0 {
		cell = 28
	}
	if cell < 8 || cell > 200 {
		return "", fmt.Errorf("plot: board cell size %d px is outside 8..200", cell)
	}
	for _, m := range o.Marks {
		if !b.Contains(m.Point) {
			return "", fmt.Errorf("plot: %s mark on point %s, which is off the %dx%d board", m.Kind, pointName(m.Point), w, h)
		}
		if m.Kind < Cross || m.Kind > Circle {
			return "", fmt.Errorf("plot: unknown mark kind %d on %s", int(m.Kind), m.Point.GTP(h))
		}
	}
	for _, l := range o.Labels {
		if !b.Contains(l.Point) {
			return "", fmt.Errorf("plot: label %q on point %s, which is off the %dx%d board", l.Text, pointName(l.Point), w, h)
		}
	}

	c := float64(cell)
	margin := c * 0.6
	if !o.NoCoordinates {
		margin = c * 1.3
	}
	boardW := c*float64(w-1) + 2*margin
	// The title is centred over the board and fits its width.
	title := newSVGTitle(o.Title, c*0.55, boardW-c*0.3)
	top := margin
	if len(title.lines) > 0 {
		top += c + title.extra()
	}
	boardH := c*float64(h-1) + margin + top
	// Pick colours on a copy: the caller's slice stays as it was.
	shades := append([]Shade(nil), o.Shades...)
	var legend []Shade
	for i := range shades {
		if shades[i].Color == "" {
			shades[i].Color = AreaColors[i%len(AreaColors)]
		}
		if shades[i].Name != "" {
			legend = append(legend, shades[i])
		}
	}
	legendH := 0.0
	if len(legend) > 0 {
		legendH = float64(len(legend))*c*0.8 + c*0.4
	}
	totalW := boardW
	if minW := 12 * c; len(legend) > 0 && totalW < minW {
		totalW = minW
	}
	totalH := boardH + legendH

	X := func(x int) float64 { return margin + c*float64(x) }
	Y := func(y int) float64 { return top + c*float64(y) }

	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" class="decomplab-board" width="%.0f" height="%.0f" viewBox="0 0 %.1f %.1f" font-family="sans-serif">`+"\n",
		totalW, totalH, totalW, totalH)
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%.1f" height="%.1f" fill="white"/>`+"\n", totalW, totalH)
	fmt.Fprintf(&sb, `<rect class="wood" x="0" y="%.1f" width="%.1f" height="%.1f" fill="#dcb35c" rx="%.1f"/>`+"\n", top-margin, boardW, boardH-(top-margin), c*0.15)
	title.write(&sb, boardW/2, c*0.75)

	// Shades, under the grid.
	for _, s := range shades {
		fmt.Fprintf(&sb, `<g class="shade" fill="%s" fill-opacity="%s">`, html.EscapeString(s.Color), shadeOpacity(s.Color))
		for p := range s.Region.All() {
			if !b.Contains(p) {
				continue
			}
			x, y := p.XY()
			fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f"/>`, X(x)-c/2, Y(y)-c/2, c, c)
		}
		sb.WriteString("</g>\n")
	}

	// Grid and star points.
	sb.WriteString(`<g class="grid" stroke="#222" stroke-width="1">`)
	for x := 0; x < w; x++ {
		fmt.Fprintf(&sb, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`, X(x), Y(0), X(x), Y(h-1))
	}
	for y := 0; y < h; y++ {
		fmt.Fprintf(&sb, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f"/>`, X(0), Y(y), X(w-1), Y(y))
	}
	sb.WriteString("</g>\n")
	for _, p := range starPoints(w, h) {
		x, y := p.XY()
		fmt.Fprintf(&sb, `<circle class="star" cx="%.1f" cy="%.1f" r="%.1f" fill="#222"/>`, X(x), Y(y), c*0.09)
	}
	sb.WriteString("\n")

	// Coordinates.
	if !o.NoCoordinates {
		const letters = "ABCDEFGHJKLMNOPQRST"
		fs := c * 0.42
		fmt.Fprintf(&sb, `<g class="coordinates" font-size="%.1f" fill="#333" text-anchor="middle">`, fs)
		for x := 0; x < w; x++ {
			l := string(letters[x])
			fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f">%s</text>`, X(x), Y(0)-c*0.75, l)
			fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f">%s</text>`, X(x), Y(h-1)+c*0.75+fs*0.7, l)
		}
		for y := 0; y < h; y++ {
			n := h - y
			fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f">%d</text>`, X(0)-c*0.8, Y(y)+fs*0.35, n)
			fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f">%d</text>`, X(w-1)+c*0.8, Y(y)+fs*0.35, n)
		}
		sb.WriteString("</g>\n")
	}

	// Stones.
	r := c * 0.47
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			switch b.At(board.Pt(x, y)) {
			case board.Black:
				fmt.Fprintf(&sb, `<circle class="stone black" cx="%.1f" cy="%.1f" r="%.1f" fill="#111" stroke="#000" stroke-width="1"/>`+"\n", X(x), Y(y), r)
			case board.White:
				fmt.Fprintf(&sb, `<circle class="stone white" cx="%.1f" cy="%.1f" r="%.1f" fill="#f8f8f8" stroke="#333" stroke-width="1"/>`+"\n", X(x), Y(y), r)
			}
		}
	}

	// Marks and labels, in a colour that stands out on what is under them.
	ink := func(p board.Point) string {
		if b.At(p) == board.Black {
			return "#fff"
		}
		return "#000"
	}
	for _, m := range o.Marks {
		x, y := m.Point.XY()
		cx, cy, s := X(x), Y(y), c*0.25
		col := ink(m.Point)
		if m.Kind == Cross && b.At(m.Point) == board.Empty {
			col = "#c00"
		}
		switch m.Kind {
		case Cross:
			fmt.Fprintf(&sb, `<path class="mark cross" d="M%.1f %.1fL%.1f %.1fM%.1f %.1fL%.1f %.1f" stroke="%s" stroke-width="2.2"/>`+"\n",
				cx-s, cy-s, cx+s, cy+s, cx-s, cy+s, cx+s, cy-s, col)
		case Triangle:
			fmt.Fprintf(&sb, `<path class="mark triangle" d="M%.1f %.1fL%.1f %.1fL%.1f %.1fZ" fill="none" stroke="%s" stroke-width="2"/>`+"\n",
				cx, cy-s*1.15, cx+s, cy+s*0.6, cx-s, cy+s*0.6, col)
		case Square:
			fmt.Fprintf(&sb, `<rect class="mark square" x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="none" stroke="%s" stroke-width="2"/>`+"\n",
				cx-s*0.85, cy-s*0.85, s*1.7, s*1.7, col)
		case Circle:
			fmt.Fprintf(&sb, `<circle class="mark circle" cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="%s" stroke-width="2"/>`+"\n", cx, cy, s, col)
		}
	}
	for _, l := range o.Labels {
		x, y := l.Point.XY()
		if b.At(l.Point) == board.Empty {
			fmt.Fprintf(&sb, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#dcb35c"/>`, X(x), Y(y), c*0.32)
		}
		fmt.Fprintf(&sb, `<text class="label" x="%.1f" y="%.1f" font-size="%.1f" font-weight="bold" text-anchor="middle" fill="%s">%s</text>`+"\n",
			X(x), Y(y)+c*0.17, c*0.45, ink(l.Point), html.EscapeString(l.Text))
	}

	// Legend.
	for i, s := range legend {
		ly := boardH + c*0.3 + float64(i)*c*0.8
		fmt.Fprintf(&sb, `<g class="legend"><rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" fill-opacity="%s" stroke="#555"/>`,
			c*0.4, ly, c*0.6, c*0.6, html.EscapeString(s.Color), shadeOpacity(s.Color))
		n := onBoardCount(b, s.Region)
		unit := "points"
		if n == 1 {
			unit = "point"
		}
		fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" font-size="%.1f">%s (%d %s)</text></g>`+"\n",
			c*1.2, ly+c*0.48, c*0.45, html.EscapeString(s.Name), n, unit)
	}
	sb.WriteString("</svg>\n")
	return sb.String(), nil
}

func onBoardCount(b *board.Board, r board.Region) int {
	on := b.OnBoard()
	return r.Intersect(on).Count()
}

// pointName names a point that may be off the board.
func pointName(p board.Point) string {
	x, y := p.XY()
	return fmt.Sprintf("(%d,%d)", x, y)
}

// starPoints returns the hoshi of a w x h board: the corner points on the
// third line (fourth from 13x13 up), the centre of boards with odd sides, and
// the side midpoints from 15x15 up.
func starPoints(w, h int) []board.Point {
	edge := func(n int) int {
		switch {
		case n < 7:
			return -1
		case n < 13:
			return 2
		default:
			return 3
		}
	}
	dx, dy := edge(w), edge(h)
	var ps []board.Point
	if dx < 0 || dy < 0 {
		return nil
	}
	xs := []int{dx, w - 1 - dx}
	ys := []int{dy, h - 1 - dy}
	for _, x := range xs {
		for _, y := range ys {
			ps = append(ps, board.Pt(x, y))
		}
	}
	if w%2 == 1 && h%2 == 1 {
		ps = append(ps, board.Pt(w/2, h/2))
		if w >= 15 && h >= 15 {
			for _, x := range xs {
				ps = append(ps, board.Pt(x, h/2))
			}
			for _, y := range ys {
				ps = append(ps, board.Pt(w/2, y))
			}
		}
	}
	return ps
}
