package board

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/internal/testenv"
)

// These tests check lib/board against GNU Go, a program written
// independently: the same moves must give the same stones, captures and
// legality verdicts, and SGF files must give the same positions. They skip
// when GNU Go is not installed (make test installs it) and fail then under
// CI (testenv.GNUGo).

func gnugoSend(t testing.TB, g *gtp.Client, cmd string) string {
	t.Helper()
	answer, err := g.Send(cmd)
	if err != nil {
		t.Fatalf("GNU Go: %v", err)
	}
	return answer
}

// gnugoStones reads GNU Go's stones of colour c as a region of b's points.
func gnugoStones(t testing.TB, g *gtp.Client, c Color, size int) Region {
	t.Helper()
	var r Region
	for _, v := range strings.Fields(gnugoSend(t, g, "list_stones "+c.String())) {
		p, err := ParseGTP(v, size, size)
		if err != nil {
			t.Fatalf("GNU Go list_stones: %v", err)
		}
		r.Add(p)
	}
	return r
}

// sameAsGNUGo reports how b differs from GNU Go's board ("" if it does not)
// in stones and, if withCaptures, in captures.
func sameAsGNUGo(t testing.TB, g *gtp.Client, b *Board, withCaptures bool) string {
	t.Helper()
	var diffs []string
	for c := Black; c <= White; c++ {
		theirs := gnugoStones(t, g, c, b.Width())
		if ours := b.Stones(c); ours != theirs {
			diffs = append(diffs, fmt.Sprintf("%s stones: ours only %v, GNU Go only %v",
				c, gtpList(ours.Minus(theirs), b), gtpList(theirs.Minus(ours), b)))
		}
		if !withCaptures {
			continue
		}
		n, err := strconv.Atoi(gnugoSend(t, g, "captures "+c.String()))
		if err != nil {
			t.Fatalf("GNU Go captures: %v", err)
		}
		if n != b.Prisoners(c) {
			diffs = append(diffs, fmt.Sprintf("%s captured %d stones, GNU Go says %d", c, b.Prisoners(c), n))
		}
	}
	return strings.Join(diffs, "; ")
}

func gtpList(r Region, b *Board) string {
	var vs []string
	for p := range r.All() {
		vs = append(vs, p.GTP(b.Height()))
	}
	return "[" + strings.Join(vs, " ") + "]"
}

// verdicts tallies the legality checks by our reason for an illegal move.
type verdicts struct {
	legal, occupied, ko, suicide int
}

func (v *verdicts) add(err error) {
	switch err {
	case nil:
		v.legal++
	case ErrOccupied:
		v.occupied++
	case ErrKo:
		v.ko++
	case ErrSuicide:
		v.suicide++
	}
}

// expectation is a GTP command and the check of GNU Go's reply to it.
type expectation struct {
	cmd   string
	check func(gtp.Reply) string // "" if the reply is as expected
}

// gnugoBatch collects commands for one pipelined round trip to GNU Go.
type gnugoBatch []expectation

func (q *gnugoBatch) add(cmd string, check func(gtp.Reply) string) {
	*q = append(*q, expectation{cmd, check})
}

// legality expects GNU Go's is_legal verdict to be ours.
func (q *gnugoBatch) legality(b *Board, p Point, c Color, ours error) {
	q.add(fmt.Sprintf("is_legal %s %s", c, p.GTP(b.Height())), func(r gtp.Reply) string {
		if theirs := r.Text == "1"; r.Err != nil || theirs != (ours == nil) {
			return fmt.Sprintf("%s %s: our verdict %v, GNU Go is_legal %q %v", c, p.GTP(b.Height()), ours, r.Text, r.Err)
		}
		return ""
	})
}

// position expects GNU Go's stones (and captures) to be b's.
func (q *gnugoBatch) position(b *Board, withCaptures bool) {
	for c := Black; c <= White; c++ {
		ours := b.Stones(c)
		q.add("list_stones "+c.String(), func(r gtp.Reply) string {
			var theirs Region
			for _, v := range strings.Fields(r.Text) {
				p, err := ParseGTP(v, b.Width(), b.Height())
				if err != nil {
					return fmt.Sprintf("GNU Go list_stones: %v", err)
				}
				theirs.Add(p)
			}
			if r.Err != nil || theirs != ours {
				return fmt.Sprintf("%s stones: ours only %v, GNU Go only %v (%v)",
					c, gtpList(ours.Minus(theirs), b), gtpList(theirs.Minus(ours), b), r.Err)
			}
			return ""
		})
		if withCaptures {
			n := b.Prisoners(c)
			q.add("captures "+c.String(), func(r gtp.Reply) string {
				if r.Err != nil || r.Text != strconv.Itoa(n) {
					return fmt.Sprintf("%s captured %d stones, GNU Go says %q (%v)", c, n, r.Text, r.Err)
				}
				return ""
			})
		}
	}
}

// run sends the batch and reports the first reply that is not as expected.
func (q *gnugoBatch) run(t *testing.T, g *gtp.Client) string {
	t.Helper()
	cmds := make([]string, len(*q))
	for i, e := range *q {
		cmds[i] = e.cmd
	}
	replies, err := g.Pipeline(cmds...)
	if err != nil {
		t.Fatalf("GNU Go: %v", err)
	}
	defer func() { *q = (*q)[:0] }()
	for i, e := range *q {
		if d := e.check(replies[i]); d != "" {
			return e.cmd + ": " + d
		}
	}
	return ""
}

// TestGNUGoRandomGames plays the same random games through GNU Go and
// lib/board. After every move the stones must agree, and the capture
// counters every ten moves; the legality verdicts must agree on the chosen
// moves, on illegal attempts (the ko point, occupied points, random points)
// and, on 9x9 every 8 moves, on every empty point. Some illegal attempts are
// also played in both and must be refused by both. The commands of one move
// go to GNU Go in one pipelined batch.
func TestGNUGoRandomGames(t *testing.T) {
	g := testenv.GNUGo(t)
	type series struct{ size, games, moves int }
	runs := []series{{9, 160, 120}, {19, 40, 300}}
	if testing.Short() {
		runs = []series{{9, 20, 120}, {19, 4, 300}}
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	var tally verdicts
	games, moves, captures := 0, 0, 0
	start := time.Now()
	var q gnugoBatch
	for _, run := range runs {
		gnugoSend(t, g, fmt.Sprintf("boardsize %d", run.size))
		for game := range run.games {
			gnugoSend(t, g, "clear_board")
			b := MustNew(run.size, run.size)
			var legal []Point
			for move := range run.moves {
				c := b.ToMove()
				// Illegal attempts: the ko point, an occupied point, a random point.
				var attempts []Point
				if b.Ko() != NoPoint {
					attempts = append(attempts, b.Ko())
				}
				if rng.IntN(4) == 0 {
					if stones := b.Stones(Black).Union(b.Stones(White)).Points(); len(stones) > 0 {
						attempts = append(attempts, stones[rng.IntN(len(stones))])
					}
				}
				if rng.IntN(3) == 0 {
					attempts = append(attempts, Pt(rng.IntN(run.size), rng.IntN(run.size)))
				}
				if run.size == 9 && move%8 == 0 {
					attempts = append(attempts, b.Empties().Points()...)
				}
				for _, p := range attempts {
					ours := b.legalNoSuperko(p, c)
					tally.add(ours)
					q.legality(b, p, c, ours)
					if ours == nil || rng.IntN(4) != 0 {
						continue
					}
					// Both must refuse to play it, and leave the board as it was.
					before := b.Clone()
					if err := b.Play(p, c); err == nil {
						t.Fatalf("lib/board played illegal %s %s", c, p.GTP(run.size))
					}
					if !b.Equal(before) {
						t.Fatalf("a refused move changed the board")
					}
					q.add(fmt.Sprintf("play %s %s", c, p.GTP(run.size)), func(r gtp.Reply) string {
						if r.Err == nil {
							return "GNU Go accepted an illegal move"
						}
						return ""
					})
				}

				legal = b.LegalMoves(c, legal[:0])
				p := Pass
				if len(legal) > 0 && rng.IntN(25) != 0 {
					p = legal[rng.IntN(len(legal))]
					tally.add(nil)
					q.legality(b, p, c, nil)
				}
				before := b.Prisoners(c)
				if err := b.Play(p, c); err != nil {
					t.Fatalf("%s %s: %v", c, p.GTP(run.size), err)
				}
				if b.Prisoners(c) > before {
					captures++
				}
				q.add(fmt.Sprintf("play %s %s", c, p.GTP(run.size)), func(r gtp.Reply) string {
					if r.Err != nil {
						return r.Err.Error()
					}
					return ""
				})
				// The capture counters are cumulative: checking them every
				// tenth move and at the end is enough.
				q.position(b, move%10 == 9 || move == run.moves-1)
				if d := q.run(t, g); d != "" {
					t.Fatalf("%dx%d game %d move %d (%s %s): %s\n%v", run.size, run.size, game+1, move+1, c, p.GTP(run.size), d, b)
				}
				moves++
			}
			games++
		}
	}
	t.Logf("%d games, %d moves (%d capturing) in %v; legality verdicts: %d legal, %d occupied, %d ko, %d suicide",
		games, moves, captures, time.Since(start).Round(time.Millisecond), tally.legal, tally.occupied, tally.ko, tally.suicide)
	if captures == 0 || tally.ko == 0 || tally.suicide == 0 || tally.occupied == 0 {
		t.Errorf("the games did not exercise captures, kos, suicides and occupied points: %d, %d, %d, %d",
			captures, tally.ko, tally.suicide, tally.occupied)
	}
}

// TestGNUGoLoadSGF reads SGF files with ReadSGF and with GNU Go's loadsgf:
// the final positions of the main lines and the positions half way must
// have the same stones and captures, and the same side to move. All of Fuego's whole-board safety test positions are
// read; in the long run also every other peer file and game record.
func TestGNUGoLoadSGF(t *testing.T) {
	shared := testenv.Shared(t)
	g := testenv.GNUGo(t)
	patterns := []string{"peer/fuego/regression/sgf/safetytest-whole-board/*.sgf"}
	if !testing.Short() {
		patterns = append(patterns,
			"peer/fuego/regression/sgf/*/*.sgf",
			"peer/gnugo/regression/games/*.sgf",
			"peer/gnugo/regression/games/*/*.sgf",
			"games/*/*.sgf")
	}
	seen := map[string]bool{}
	files := 0
	for _, pat := range patterns {
		paths, err := filepath.Glob(filepath.Join(shared, pat))
		if err != nil {
			t.Fatal(err)
		}
		if len(paths) == 0 {
			t.Errorf("no files match %s", pat)
		}
		for _, path := range paths {
			if seen[path] {
				continue
			}
			seen[path] = true
			files++
			r, err := ReadSGFFile(path)
			if err != nil {
				t.Errorf("%v", err)
				continue
			}
			// The final position, and for records with moves the one half
			// way: GNU Go's "loadsgf FILE N" is the position before move N.
			checks := []int{-1}
			if len(r.Moves) > 1 {
				checks = append(checks, len(r.Moves)/2)
			}
			for _, n := range checks {
				b, err := r.Position(n)
				if err != nil {
					t.Errorf("%v", err)
					break
				}
				load := "loadsgf " + path
				if n >= 0 {
					load += " " + strconv.Itoa(n+1)
				}
				toMove, err := g.Send(load)
				if err != nil {
					t.Errorf("GNU Go %s: %v", load, err)
					break
				}
				if d := sameAsGNUGo(t, g, b, true); d != "" {
					t.Errorf("%s: %s", load, d)
				}
				if toMove != b.ToMove().String() {
					t.Errorf("%s: %s to move, GNU Go says %s", load, b.ToMove(), toMove)
				}
			}
		}
	}
	t.Logf("%d files agree with GNU Go's loadsgf", files)
}

// TestGNUGoReadsWrittenSGF writes random records (square boards: GNU Go's
// boards are square) to files and loads them in GNU Go: the stones after
// the main line, the captures made by its moves and the side to move must
// agree with Position.
func TestGNUGoReadsWrittenSGF(t *testing.T) {
	g := testenv.GNUGo(t)
	rng := rand.New(rand.NewPCG(7, 7))
	dir := t.TempDir()
	n := 150
	if testing.Short() {
		n = 30
	}
	for i := range n {
		size := 1 + rng.IntN(MaxSize)
		r := randomRecordOfSize(rng, size, size)
		path := filepath.Join(dir, fmt.Sprintf("record%d.sgf", i))
		var buf bytes.Buffer
		if err := r.Write(&buf); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := r.Position(-1)
		if err != nil {
			t.Fatal(err)
		}
		toMove, err := g.Send("loadsgf " + path)
		if err != nil {
			t.Fatalf("GNU Go cannot load what we wrote: %v\n%s", err, buf.String())
		}
		if d := sameAsGNUGo(t, g, b, true); d != "" {
			t.Fatalf("record %d: %s\n%s", i, d, buf.String())
		}
		if toMove != b.ToMove().String() {
			t.Errorf("record %d: %s to move, GNU Go says %s\n%s", i, b.ToMove(), toMove, buf.String())
		}
	}
}
