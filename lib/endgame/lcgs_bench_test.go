package endgame

import (
	"context"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// emptyRectBoard returns a board whose only area is an empty 2 x n
// rectangle between a Black wall above and a White wall below, its ends
// at the board's edges; both walls are alive with two eyes.
//
//	X . X . X
//	X X X X X
//	. . . . .   (n = 5)
//	. . . . .
//	O O O O O
//	O . O . O
func emptyRectBoard(n int) (*board.Board, error) {
	eyes := func(c string) string {
		var b strings.Builder
		for x := range n {
			if x == 1 || x == n-2 {
				b.WriteByte('.')
			} else {
				b.WriteString(c)
			}
		}
		return b.String()
	}
	rows := []string{eyes("X"), strings.Repeat("X", n), strings.Repeat(".", n), strings.Repeat(".", n), strings.Repeat("O", n), eyes("O")}
	return board.Parse(strings.Join(rows, "\n"))
}

// betweenWallsBoard returns a board whose only area is given by rows
// between a Black wall above and a White wall below (both alive with two
// eyes), its ends at the board's edges; X and O in the rows are stones
// of the walls (at least 5 columns).
//
//	X . X . X
//	X X X X X
//	. . . X X
//	. . X O O   (rows "...XX", "..XOO", "..OOO")
//	. . O O O
//	O O O O O
//	O . O . O
func betweenWallsBoard(rows ...string) (*board.Board, error) {
	w := len(rows[0])
	eyes := func(c byte) string {
		b := []byte(strings.Repeat(string(c), w))
		b[1], b[w-2] = '.', '.'
		return string(b)
	}
	all := append([]string{eyes('X'), strings.Repeat("X", w)}, rows...)
	all = append(all, strings.Repeat("O", w), eyes('O'))
	return board.Parse(strings.Join(all, "\n"))
}

// edgeCorridorBoard returns a board whose only area is a 1 x n corridor
// along the left edge into a Black wall, its mouth at the edge next to a
// White stone; both walls are alive with two eyes (n <= 16).
//
//	X X X X X X . X .
//	X X X X X X X X X
//	. . . . . . X X X   (n = 6)
//	O X X X X X X X X
//	O O O O O O O O O
//	O O O O O O O O O
//	O . O . O O O O O
func edgeCorridorBoard(n int) (*board.Board, error) {
	w := n + 3
	row := func(f func(x int) byte) string {
		b := make([]byte, w)
		for x := range b {
			b[x] = f(x)
		}
		return string(b)
	}
	rows := []string{
		row(func(x int) byte { return map[bool]byte{true: '.', false: 'X'}[x == w-1 || x == w-3] }),
		strings.Repeat("X", w),
		row(func(x int) byte { return map[bool]byte{true: '.', false: 'X'}[x < n] }),
		row(func(x int) byte { return map[bool]byte{true: 'O', false: 'X'}[x == 0] }),
		strings.Repeat("O", w),
		strings.Repeat("O", w),
		row(func(x int) byte { return map[bool]byte{true: '.', false: 'O'}[x == 1 || x == 3] }),
	}
	return board.Parse(strings.Join(rows, "\n"))
}

// onlyArea decomposes b with Benson's safety and returns its one area
// and the safe stones.
func onlyArea(tb testing.TB, b *board.Board) (Area, [3]board.Region) {
	tb.Helper()
	s := BensonSafety(b)
	d, err := Decompose(b, s, nil)
	if err != nil {
		tb.Fatal(err)
	}
	if len(d.Areas) != 1 {
		tb.Fatalf("%d areas:\n%s", len(d.Areas), b)
	}
	return d.Areas[0], s.Stones
}

// benchLCGS searches the one area of b and reports its counters.
func benchLCGS(b *testing.B, bd *board.Board, err error) {
	if err != nil {
		b.Fatal(err)
	}
	a, safe := onlyArea(b, bd)
	var st LCGSStats
	start := cpuTime()
	for b.Loop() {
		g, err := LCGS(context.Background(), bd, a, safe, Japanese, search.Budget{MaxNodes: 20_000_000})
		if err != nil {
			b.Fatal(err)
		}
		st = g.Stats
	}
	reportCPU(b, start)
	b.ReportMetric(float64(st.Nodes), "nodes")
	b.ReportMetric(float64(st.Positions), "positions")
	b.ReportMetric(float64(st.PositionsExpanded), "expanded")
	b.ReportMetric(float64(st.NodesSecondBound), "second-bound")
	b.ReportMetric(float64(st.GraphBounds), "graph-bounds")
}

// BenchmarkLCGSEmpty2x4: the walls of emptyRectBoard(4) have one eye
// each, so the 2x4 area ends in a stone of each wall.
func BenchmarkLCGSEmpty2x4(b *testing.B) {
	bd, err := betweenWallsBoard("....X", "....O")
	benchLCGS(b, bd, err)
}
func BenchmarkLCGSEmpty2x5(b *testing.B) { bd, err := emptyRectBoard(5); benchLCGS(b, bd, err) }
func BenchmarkLCGSArea9(b *testing.B) {
	bd, err := betweenWallsBoard("....X", ".....")
	benchLCGS(b, bd, err)
}

// BenchmarkLCGSKoArea8: an 8-point area whose path contexts passed
// 1,000,000 nodes before the cap (1,911 positions).
func BenchmarkLCGSKoArea8(b *testing.B) {
	bd, err := betweenWallsBoard("...XX", "..XOO", "..OOO")
	benchLCGS(b, bd, err)
}

func BenchmarkLCGSCorridor12(b *testing.B) { bd, err := corridorBoard(12); benchLCGS(b, bd, err) }
func BenchmarkLCGSCorridor14(b *testing.B) { bd, err := corridorBoard(14); benchLCGS(b, bd, err) }
func BenchmarkLCGSEdgeCorridor16(b *testing.B) {
	bd, err := edgeCorridorBoard(16)
	benchLCGS(b, bd, err)
}
