package plot

import (
	"html"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

const tourDiagram = `
. . . . . . . . .
. . X X X O . . .
. X . X O . O . .
. X X X O . . . .
. . . . O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
`

func TestBoardSVG(t *testing.T) {
	b, err := board.Parse(tourDiagram)
	if err != nil {
		t.Fatal(err)
	}
	eye := board.RegionOf(board.Pt(2, 2))
	svg, err := BoardSVG(b, BoardOptions{
		Title:  "eye <space>",
		Shades: []Shade{{Name: "Black safe", Region: eye, Color: SafeBlackColor}, {Region: board.RegionOf(board.Pt(8, 8))}},
		Marks:  []Mark{{board.Pt(3, 1), Triangle}, {board.Pt(5, 2), Cross}},
		Labels: []Label{{board.Pt(7, 7), "A"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(svg, -1)) }
	tests := []struct {
		what string
		re   string
		want int
	}{
		{"black stones", `class="stone black"`, 8},
		{"white stones", `class="stone white"`, 5},
		{"star points of 9x9", `class="star"`, 5},
		{"grid lines", `<line `, 18},
		{"legend lines (named shades only)", `class="legend"`, 1},
		{"shaded points", `<g class="shade"[^>]*><rect`, 2},
		{"triangle", `class="mark triangle"`, 1},
		{"cross", `class="mark cross"`, 1},
		{"label", `class="label"[^>]*>A<`, 1},
		{"column I skipped", `>J</text>`, 2},
		{"no column I", `>I</text>`, 0},
		{"top row numbered 9", `>9</text>`, 2},
		{"escaped title", `eye &lt;space&gt;`, 1},
		{"legend count", `Black safe \(1 point\)`, 1},
	}
	for _, tt := range tests {
		if got := count(tt.re); got != tt.want {
			t.Errorf("%s: %d matches of %s, want %d", tt.what, got, tt.re, tt.want)
		}
	}
	// The triangle is on a black stone: drawn in white.
	if !regexp.MustCompile(`class="mark triangle"[^>]*stroke="#fff"`).MatchString(svg) {
		t.Errorf("mark on a black stone is not white")
	}
	shades := []Shade{{Name: "area", Region: eye}}
	if _, err := BoardSVG(b, BoardOptions{Shades: shades}); err != nil {
		t.Fatal(err)
	}
	if shades[0].Color != "" {
		t.Errorf("BoardSVG changed the caller's shades: %+v", shades[0])
	}
	if os.Getenv("PLOT_WRITE_SVG") != "" {
		_ = os.WriteFile("board_test.svg", []byte(svg), 0o644)
	}
}

func TestBoardSVGErrors(t *testing.T) {
	b := board.MustParse("...\n.X.\n...")
	tests := []struct {
		name string
		o    BoardOptions
		want string
	}{
		{"mark off board", BoardOptions{Marks: []Mark{{board.Pt(5, 0), Cross}}}, "off the 3x3 board"},
		{"label off board", BoardOptions{Labels: []Label{{board.Pt(0, 3), "a"}}}, `label "a"`},
		{"unknown mark", BoardOptions{Marks: []Mark{{board.Pt(0, 0), MarkKind(9)}}}, "unknown mark kind 9 on A3"},
		{"tiny cell", BoardOptions{Cell: 2}, "outside 8..200"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := BoardSVG(b, tt.o)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error = %v, want %q", err, tt.want)
			}
		})
	}
	if _, err := BoardSVG(nil, BoardOptions{}); err == nil {
		t.Errorf("nil board: no error")
	}
}

func TestStarPoints(t *testing.T) {
	tests := []struct{ w, h, want int }{{19, 19, 9}, {13, 13, 5}, {9, 9, 5}, {7, 7, 5}, {5, 5, 0}, {9, 7, 5}, {8, 8, 4}}
	for _, tt := range tests {
		if got := len(starPoints(tt.w, tt.h)); got != tt.want {
			t.Errorf("%dx%d: %d star points, want %d", tt.w, tt.h, got, tt.want)
		}
	}
}

// titleInside checks that every line of the title of svg lies inside the
// viewBox and above y = below, and returns the lines.
func titleInside(t *testing.T, svg string, below float64) []string {
	t.Helper()
	num := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("not a number: %q", s)
		}
		return v
	}
	vb := regexp.MustCompile(`viewBox="0 0 ([0-9.]+) ([0-9.]+)"`).FindStringSubmatch(svg)
	if vb == nil {
		t.Fatalf("no viewBox in\n%s", svg)
	}
	w := num(vb[1])
	var lines []string
	title := regexp.MustCompile(`<text class="title" x="([0-9.]+)" y="([0-9.]+)" font-size="([0-9.]+)"[^>]* textLength="([0-9.]+)"[^>]*>([^<]*)<`)
	for _, m := range title.FindAllStringSubmatch(svg, -1) {
		x, y, fs, tl := num(m[1]), num(m[2]), num(m[3]), num(m[4])
		if x-tl/2 < 0 || x+tl/2 > w {
			t.Errorf("title line %q spans x %.1f..%.1f outside 0..%.1f", m[5], x-tl/2, x+tl/2, w)
		}
		if y-fs < 0 || y+0.3*fs > below {
			t.Errorf("title line %q at y %.1f (size %.1f) is not between the top and %.1f", m[5], y, fs, below)
		}
		lines = append(lines, html.UnescapeString(m[5]))
	}
	return lines
}

// TestBoardSVGTitleInside checks that every line of the title lies inside
// the viewBox and above the coordinates, also for long titles on small
// boards.
func TestBoardSVGTitleInside(t *testing.T) {
	firstLine := regexp.MustCompile(`<g class="grid"[^>]*><line x1="[0-9.]+" y1="([0-9.]+)"`)
	tests := []struct {
		diagram string
		title   string
		cell    int
		lines   int
	}{
		{"...\n.X.\n...", "eye", 0, 1},
		{"...\n.X.\n...", "Safety of territory with partial regions: SOLVER 1.0 + P", 0, 6},
		{".....\n.....\n..X..\n.....\n.....", "DDS splits the working region at the root", 20, 3},
		{"...\n...\n...", "Unconditionallyalivebecauseofbensonsalgorithm", 8, 1},
		{tourDiagram, "Black's eye at C7 and White's wall", 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			b := board.MustParse(tt.diagram)
			svg, err := BoardSVG(b, BoardOptions{Title: tt.title, Cell: tt.cell})
			if err != nil {
				t.Fatal(err)
			}
			gl := firstLine.FindStringSubmatch(svg)
			if gl == nil {
				t.Fatalf("no grid in\n%s", svg)
			}
			gridTop, _ := strconv.ParseFloat(gl[1], 64)
			cell := float64(tt.cell)
			if cell == 0 {
				cell = 28
			}
			lines := titleInside(t, svg, gridTop-cell*1.05) // above the column letters
			if len(lines) != tt.lines {
				t.Errorf("%d title lines, want %d", len(lines), tt.lines)
			}
			if joined := strings.Join(lines, " "); joined != tt.title {
				t.Errorf("title lines %q do not make the title %q", joined, tt.title)
			}
		})
	}
}

func TestSafeWhiteShadeOpacity(t *testing.T) {
	b := board.MustParse("...\n...\n...")
	svg, err := BoardSVG(b, BoardOptions{Shades: []Shade{
		{Name: "white", Region: board.RegionOf(board.Pt(0, 0)), Color: SafeWhiteColor},
		{Name: "black", Region: board.RegionOf(board.Pt(1, 1)), Color: SafeBlackColor},
	}})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`fill="` + SafeWhiteColor + `" fill-opacity="0.85"`, `fill="` + SafeBlackColor + `" fill-opacity="0.55"`} {
		if strings.Count(svg, want) != 2 { // the shade and its legend swatch
			t.Errorf("want 2 of %s in\n%s", want, svg)
		}
	}
}
