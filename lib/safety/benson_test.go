package safety

import (
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

func TestBensonHandMade(t *testing.T) {
	tests := []struct {
		name      string
		diagram   string
		c         board.Color
		alive     int // alive stones
		territory int // territory points
	}{
		{"two eyes in the corner", `
			. X . X O
			X X X X O
			O O O O O
			. . . . .
			. . . . .`, board.Black, 6, 2},
		{"one eye only", `
			. X X O .
			X X X O .
			O O O O .
			. . . . .
			. . . . .`, board.Black, 0, 0},
		{"three eyes on the edge", `
			. X . X .
			X X X X X
			. . . . .
			. . . . .
			. . . . .`, board.Black, 7, 3},
		{"dead stone inside an eye", `
			O . X . X O
			X X X X X O
			O O O O O O
			. . . . . .`, board.Black, 7, 3},
		{"two blocks sharing two eyes", `
			X . X O .
			. X X O .
			X X O O .
			O O O . .`, board.Black, 6, 2},
		{"big region is not vital", `
			. X . . .
			X X . . .
			. . . . .`, board.Black, 0, 0},
		{"the white group outside is alive too", `
			. X . X O .
			X X X X O O
			O O O O . O
			. O . O O O`, board.White, 12, 4},
		{"empty board", `
			. . .
			. . .
			. . .`, board.Black, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			r := BensonAlive(b, tc.c)
			if got := r.Alive.Count(); got != tc.alive {
				t.Errorf("alive stones %d, want %d\n%s", got, tc.alive, b)
			}
			if got := r.Territory.Count(); got != tc.territory {
				t.Errorf("territory %d, want %d\n%s", got, tc.territory, b)
			}
			if !r.Alive.SubsetOf(b.Stones(tc.c)) || r.Territory.Intersects(b.Stones(tc.c)) {
				t.Errorf("alive must be own stones and territory must hold no own stone")
			}
		})
	}
}

func splitFields(s string) []string {
	var out []string
	f := ""
	for _, r := range s + " " {
		if r == ' ' {
			if f != "" {
				out = append(out, f)
			}
			f = ""
			continue
		}
		f += string(r)
	}
	return out
}
