package endgame

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// dsMove returns decomposition search's move for the side to move of b
// (Pass when every area's value is a number).
func dsMove(t *testing.T, b *board.Board, labels map[board.Point]string) board.Point {
	t.Helper()
	r, err := Solve(context.Background(), b, Options{Labels: labels, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil || !r.Known {
		t.Fatalf("solve during the game: %v\n%s", err, b)
	}
	seq := r.Sequence
	if b.ToMove() == board.White {
		seq = r.SequenceWhiteFirst
	}
	if len(seq) == 0 || seq[0].Color != b.ToMove() {
		return board.Pass
	}
	return seq[0].Point
}

// finalScore is the value of the final position by decomposition search
// (its areas are numbers by then, so both first players give it).
func finalScore(t *testing.T, b *board.Board) int {
	t.Helper()
	r, err := Solve(context.Background(), b, Options{Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil || !r.Known {
		t.Fatalf("final position: %v\n%s", err, b)
	}
	if r.ScoreBlackFirst != r.ScoreWhiteFirst {
		t.Logf("final position still has hot areas (%d/%d)", r.ScoreBlackFirst, r.ScoreWhiteFirst)
	}
	return r.ScoreBlackFirst
}

// playGNUGo plays the problem from its position, decomposition search as
// ds (moving first) against GNU Go, until two passes; it returns the final
// score.
func playGNUGo(t *testing.T, gg *gtp.Client, p *Problem, ds board.Color) int {
	t.Helper()
	b := p.Board.Clone()
	size := b.Width()
	cmds := []string{fmt.Sprintf("boardsize %d", size), "clear_board", "komi 0"}
	for c := board.Black; c <= board.White; c++ {
		name := map[board.Color]string{board.Black: "black", board.White: "white"}[c]
		for q := range b.Stones(c).All() {
			cmds = append(cmds, fmt.Sprintf("play %s %s", name, q.GTP(size)))
		}
	}
	replies, err := gg.Pipeline(cmds...)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range replies {
		if r.Err != nil {
			t.Fatalf("GNU Go refused %q: %v", cmds[i], r.Err)
		}
	}
	b.SetToMove(ds)
	passes := 0
	for moves := 0; passes < 2; moves++ {
		if moves > 60 {
			t.Fatalf("game too long\n%s", b)
		}
		c := b.ToMove()
		name := map[board.Color]string{board.Black: "black", board.White: "white"}[c]
		var m board.Point
		if c == ds {
			m = dsMove(t, b, p.Labels)
			if _, err := gg.Send(fmt.Sprintf("play %s %s", name, m.GTP(size))); err != nil {
				t.Fatalf("GNU Go refused our %s %s: %v", name, m.GTP(size), err)
			}
		} else {
			v, err := gg.Send("genmove " + name)
			if err != nil {
				t.Fatal(err)
			}
			if strings.EqualFold(v, "resign") {
				v = "pass"
			}
			if m, err = board.ParseGTP(v, size, size); err != nil {
				t.Fatal(err)
			}
		}
		if err := b.Play(m, c); err != nil {
			t.Fatalf("%s %s: %v\n%s", name, m.GTP(size), err, b)
		}
		if m == board.Pass {
			passes++
		} else {
			passes = 0
		}
	}
	score := finalScore(t, b)
	t.Logf("%s, DS %v first: %d moves, final score %d", p.Name, ds, b.MoveNumber(), score)
	return score
}

// TestAgainstGNUGo lets decomposition search play each small problem
// against GNU Go, as Black moving first and as White moving first: it
// must never end below the minimax score.
func TestAgainstGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays GNU Go games")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
	defer cancel()
	gg, err := gtp.GNUGo(ctx, "--level", "1")
	if errors.Is(err, gtp.ErrNotFound) {
		t.Skip("GNU Go is not installed")
	}
	if err != nil {
		t.Fatal(err)
	}
	defer gg.Close()
	for _, name := range []string{"small-01", "small-03", "small-05", "small-08", "medium-01"} {
		p, err := ReadProblem(dataDir + "/" + name + ".sgf")
		if err != nil {
			t.Fatal(err)
		}
		if got := playGNUGo(t, gg, p, board.Black); got < p.ScoreBlackFirst {
			t.Errorf("%s: DS as Black first reached %d, below the minimax score %d", name, got, p.ScoreBlackFirst)
		}
		if got := playGNUGo(t, gg, p, board.White); got > p.ScoreWhiteFirst {
			t.Errorf("%s: DS as White first reached %d, above (worse than) the minimax score %d", name, got, p.ScoreWhiteFirst)
		}
	}
}
