package board

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
)

// These tests check lib/board against GNU Go, a program written
// independently: the same moves must give the same stones, captures and
// legality verdicts, and SGF files must give the same positions. They skip
// when GNU Go is not installed (make test installs it).

// startGNUGo starts one GNU Go process for the whole test.
func startGNUGo(t testing.TB) *gtp.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	g, err := gtp.GNUGo(ctx)
	if errors.Is(err, gtp.ErrNotFound) {
		cancel()
		t.Skipf("skipping the GNU Go peer test: %v", err)
	}
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		g.Close()
		cancel()
	})
	return g
}

func send(t testing.TB, g *gtp.Client, cmd string) string {
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
	for _, v := range strings.Fields(send(t, g, "list_stones "+c.String())) {
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
		n, err := strconv.Atoi(send(t, g, "captures "+c.String()))
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

// checkLegality compares our verdict on c playing p with GNU Go's is_legal.
func checkLegality(t *testing.T, g *gtp.Client, b *Board, p Point, c Color, tally *verdicts, where string) {
	t.Helper()
	ours := b.legalNoSuperko(p, c)
	theirs := send(t, g, fmt.Sprintf("is_legal %s %s", c, p.GTP(b.Height()))) == "1"
	if (ours == nil) != theirs {
		t.Fatalf("%s: %s %s: our verdict %v, GNU Go is_legal %v\n%v", where, c, p.GTP(b.Height()), ours, theirs, b)
	}
	switch ours {
	case nil:
		tally.legal++
	case ErrOccupied:
		tally.occupied++
	case ErrKo:
		tally.ko++
	case ErrSuicide:
		tally.suicide++
	}
}

// TestGNUGoRandomGames plays the same random games through GNU Go and
// lib/board. After every move the stones and captures must agree; the
// legality verdicts must agree on the chosen moves, on illegal attempts
// (the ko point, occupied points, random points) and, on 9x9 every few
// moves, on every empty point. Illegal attempts are also played in both
// and must be refused by both.
func TestGNUGoRandomGames(t *testing.T) {
	g := startGNUGo(t)
	type series struct{ size, games, moves int }
	runs := []series{{9, 160, 120}, {19, 40, 300}}
	if testing.Short() {
		runs = []series{{9, 20, 120}, {19, 4, 300}}
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	var tally verdicts
	games, moves, captures := 0, 0, 0
	start := time.Now()
	for _, run := range runs {
		send(t, g, fmt.Sprintf("boardsize %d", run.size))
		for game := range run.games {
			send(t, g, "clear_board")
			b := MustNew(run.size, run.size)
			var legal []Point
			for move := range run.moves {
				where := fmt.Sprintf("%dx%d game %d move %d", run.size, run.size, game+1, move+1)
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
					checkLegality(t, g, b, p, c, &tally, where)
					if b.IsLegal(p, c) || rng.IntN(4) != 0 {
						continue
					}
					// Both must refuse to play it, and leave the board as it was.
					before := b.Clone()
					if err := b.Play(p, c); err == nil {
						t.Fatalf("%s: lib/board played illegal %s %s", where, c, p.GTP(run.size))
					}
					var ge *gtp.Error
					if _, err := g.Send(fmt.Sprintf("play %s %s", c, p.GTP(run.size))); !errors.As(err, &ge) {
						t.Fatalf("%s: GNU Go accepted illegal %s %s (%v)", where, c, p.GTP(run.size), err)
					}
					if !b.Equal(before) {
						t.Fatalf("%s: a refused move changed the board", where)
					}
				}

				legal = b.LegalMoves(c, legal[:0])
				p := Pass
				if len(legal) > 0 && rng.IntN(25) != 0 {
					p = legal[rng.IntN(len(legal))]
					checkLegality(t, g, b, p, c, &tally, where)
				}
				before := b.Prisoners(c)
				if err := b.Play(p, c); err != nil {
					t.Fatalf("%s: %s %s: %v", where, c, p.GTP(run.size), err)
				}
				send(t, g, fmt.Sprintf("play %s %s", c, p.GTP(run.size)))
				if b.Prisoners(c) > before {
					captures++
				}
				if d := sameAsGNUGo(t, g, b, true); d != "" {
					t.Fatalf("%s (%s %s): %s\n%v", where, c, p.GTP(run.size), d, b)
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
// the final positions of the main lines must have the same stones, and the
// same side to move. All of Fuego's whole-board safety test positions are
// read; in the long run also every other peer file and game record.
func TestGNUGoLoadSGF(t *testing.T) {
	shared := sharedDir(t)
	g := startGNUGo(t)
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
			b, err := r.Position(-1)
			if err != nil {
				t.Errorf("%v", err)
				continue
			}
			toMove, err := g.Send("loadsgf " + path)
			if err != nil {
				t.Errorf("GNU Go loadsgf %s: %v", path, err)
				continue
			}
			if d := sameAsGNUGo(t, g, b, false); d != "" {
				t.Errorf("%s: %s", path, d)
			}
			if toMove != b.ToMove().String() {
				t.Errorf("%s: %s to move, GNU Go says %s", path, b.ToMove(), toMove)
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
	g := startGNUGo(t)
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
