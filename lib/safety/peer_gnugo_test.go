package safety

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
)

// gameMoves counts the moves of an SGF game record (nodes with B or W).
func gameMoves(t *testing.T, file string) int {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return len(regexp.MustCompile(`;\s*[BW]\[`).FindAll(data, -1))
}

// gnugoStatus asks GNU Go for the unconditional status of every block of
// both colours (one question per block, at its anchor) and returns the
// stones GNU Go calls alive and dead.
func gnugoStatus(t *testing.T, e *gtpEngine, b *board.Board) (alive, dead [3]board.Region) {
	for _, c := range []board.Color{board.Black, board.White} {
		for _, bl := range b.Blocks(c) {
			s, err := e.send("unconditional_status %s", bl.Anchor().GTP(b.Height()))
			if err != nil {
				t.Fatal(err)
			}
			switch s {
			case "alive":
				alive[c] = alive[c].Union(bl.Stones)
			case "dead":
				dead[c] = dead[c].Union(bl.Stones)
			case "undecided":
			default:
				t.Fatalf("unexpected answer %q", s)
			}
		}
	}
	return
}

// TestBensonAgreesWithGNUGoOnGames compares BENSON's alive blocks with GNU
// Go's unconditional_status on positions near the end of the self-play
// game records: the end position and 5, 10, ..., 35 moves before it.
//
// GNU Go's unconditional status ("pass-alive") is Benson's algorithm after
// a preparation step. Alive blocks must agree exactly; the only difference
// found in dead stones (GNU Go captures strings in atari first) is checked
// to be of that kind. With -short only the first 10 games are used.
func TestBensonAgreesWithGNUGoOnGames(t *testing.T) {
	dir := filepath.Join(testenv.Shared(t), "games", "gnugo-selfplay-19")
	files, _ := filepath.Glob(filepath.Join(dir, "*.sgf"))
	if len(files) == 0 {
		t.Skipf("no game records in %s (the shared data is absent)", dir)
	}
	if testing.Short() && len(files) > 10 {
		files = files[:10]
	}
	e := startGNUGo(t)
	positions, blocks, agree, aliveStones, deadStones := 0, 0, 0, 0, 0
	explainedDead := 0
	for _, f := range files {
		n := gameMoves(t, f)
		for back := 0; back <= 35; back += 5 {
			move := 0
			if back > 0 {
				move = n - back + 1
			}
			b, err := e.position(f, move)
			if err != nil {
				t.Fatal(err)
			}
			positions++
			alive, dead := gnugoStatus(t, e, b)
			for _, c := range []board.Color{board.Black, board.White} {
				br := BensonAlive(b, c)
				mine := br.Alive
				aliveStones += mine.Count()
				// Stones of c inside the opponent's Benson territory are dead.
				myDead := b.Stones(c).Intersect(BensonAlive(b, c.Opponent()).Territory)
				deadStones += dead[c].Count()
				// GNU Go calls dead some stones BENSON leaves undecided:
				// before Benson's test, unconditional_life lets the owner
				// capture opponent strings in atari. Every such difference
				// must be of that kind, and BENSON's dead stones must be
				// dead for GNU Go too.
				if !myDead.SubsetOf(dead[c]) {
					t.Errorf("%s move %d %s: BENSON dead %s, GNU Go dead %s\n%s", filepath.Base(f), move, c, gtpList(myDead, 19), gtpList(dead[c], 19), b)
				}
				for p := range dead[c].Minus(myDead).All() {
					if !b.InAtari(p) {
						t.Errorf("%s move %d %s: GNU Go calls %s dead, BENSON does not, and it is not in atari\n%s", filepath.Base(f), move, c, p.GTP(19), b)
					}
					explainedDead++
				}
				for _, bl := range b.Blocks(c) {
					blocks++
					g, m := bl.Stones.SubsetOf(alive[c]), bl.Stones.SubsetOf(mine)
					if g == m {
						agree++
						continue
					}
					t.Errorf("%s move %d %s block %s: GNU Go alive %v, BENSON alive %v\n%s", filepath.Base(f), move, c, bl.Anchor().GTP(19), g, m, b)
				}
			}
		}
	}
	t.Logf("%d positions, %d blocks, %d agree; %d alive stones, %d dead stones (GNU Go), %d of them in atari and undecided by BENSON",
		positions, blocks, agree, aliveStones, deadStones, explainedDead)
	if !testing.Short() && (positions < 500 || aliveStones < 1000) {
		t.Errorf("too little evidence: %d positions, %d alive stones", positions, aliveStones)
	}
}

// gtpList prints the points of r as GTP vertices.
func gtpList(r board.Region, height int) string {
	var vs []string
	for p := range r.All() {
		vs = append(vs, p.GTP(height))
	}
	return strings.Join(vs, " ")
}
