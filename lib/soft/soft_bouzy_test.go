package soft

import (
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// TestBouzyMapTobi reproduces the worked example of the GNU Go
// documentation ("Bouzy's 5/21 algorithm"): a tobi, two Black stones one
// point apart, after one and after two dilations.
func TestBouzyMapTobi(t *testing.T) {
	b := board.MustParse(strings.Repeat(".........\n", 4) + "...X.X...\n" + strings.Repeat(".........\n", 4))
	at := func(m *[board.NumPoints]int32, s string) int32 {
		p, err := board.ParseGTP(s, 9, 9)
		if err != nil {
			t.Fatal(err)
		}
		return m[p]
	}
	for _, tc := range []struct {
		dilations int
		want      map[string]int32
	}{
		{1, map[string]int32{"C5": 1, "D5": 128, "E5": 2, "F5": 128, "G5": 1, "D6": 1, "E6": 0, "F6": 1, "D4": 1, "B5": 0}},
		{2, map[string]int32{"B5": 1, "C5": 2, "D5": 132, "E5": 4, "F5": 132, "G5": 2, "H5": 1,
			"C6": 2, "D6": 2, "E6": 3, "F6": 2, "G6": 2, "D7": 1, "F7": 1, "E7": 0, "E4": 3}},
	} {
		m := BouzyMap(b.OnBoard(), b.Stones(board.Black), b.Stones(board.White), tc.dilations, 0)
		for p, v := range tc.want {
			if got := at(m, p); got != v {
				t.Errorf("%d dilations: %s = %d, want %d", tc.dilations, p, got, v)
			}
		}
	}
}

// TestBouzyTerritory checks the 5/21 rule on small cases: a lone stone
// claims nothing (21 = 1 + 5*4 erosions undo 5 dilations), a wall across
// the board splits it, and the Influence score follows.
func TestBouzyTerritory(t *testing.T) {
	var none [3]board.Region
	for _, tc := range []struct {
		name    string
		diagram string
		black   int // empty points Black's
		white   int
	}{
		{"lone stone", strings.Repeat(".........\n", 4) + "....X....\n" + strings.Repeat(".........\n", 4), 0, 0},
		{"walls", strings.Repeat("..X...O..\n", 9), 18, 18},
		// Bouzy's rule claims territory near stones only: A and B behind
		// the wall, and the columns right of it up to the erosion front.
		{"black wall only", strings.Repeat("..X......\n", 9), 34, 0},
		{"empty", strings.Repeat(".....\n", 5), 0, 0},
	} {
		b := board.MustParse(tc.diagram)
		ownB, ownW := bouzyTerritory(b.OnBoard(), b.Stones(board.Black), b.Stones(board.White))
		if ownB.Count() != tc.black || ownW.Count() != tc.white {
			t.Errorf("%s: %d Black, %d White points; want %d, %d", tc.name, ownB.Count(), ownW.Count(), tc.black, tc.white)
		}
		o := Influence(b, none, TerritoryBouzy, 0)
		if want := b.Stones(board.Black).Count() + tc.black - b.Stones(board.White).Count() - tc.white; o.Score() != want {
			t.Errorf("%s: Influence score %d, want %d", tc.name, o.Score(), want)
		}
	}
	for _, s := range []string{"distance", "bouzy"} {
		if tr, err := ParseTerritory(s); err != nil || tr.String() != s {
			t.Errorf("ParseTerritory(%q) = %v, %v", s, tr, err)
		}
	}
	if _, err := ParseTerritory("voronoi"); err == nil || !strings.Contains(err.Error(), "voronoi") {
		t.Errorf("ParseTerritory(voronoi): err = %v", err)
	}
}
