package endgame

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestPlayerReusesAnalysis plays every data problem to its end with one
// Player for both sides, each side first (Müller 2001, Sections 3.6.1 and
// 4.2.6): the whole game takes a single solve (every later move comes
// from the analysis), the game ends at the minimax score, and under
// Japanese rules the cleanup phase leaves no neutral point empty. Every
// move is checked optimal by a fresh solve of the position after it.
func TestPlayerReusesAnalysis(t *testing.T) {
	ctx, budget := context.Background(), search.Budget{MaxNodes: 1e6}
	for _, p := range dataProblems(t) {
		f := p.Name
		for _, first := range []board.Color{board.Black, board.White} {
			o := Options{Rules: p.Rules, Labels: p.Labels, Budget: budget}
			pl := NewPlayer(p.Board, o)
			want := p.ScoreBlackFirst
			if first == board.White {
				want = p.ScoreWhiteFirst
			}
			c, passes, moves := first, 0, 0
			for passes < 2 && moves < 400 {
				m, err := pl.BestMove(ctx, c)
				if err != nil {
					t.Fatalf("%s, %v first, move %d: %v", f, first, moves+1, err)
				}
				if err := pl.Play(m, c); err != nil {
					t.Fatalf("%s: %v %s: %v", f, c, m.GTP(p.Board.Height()), err)
				}
				moves++
				if m == board.Pass {
					passes++
				} else {
					passes = 0
				}
				c = c.Opponent()
				if filepath.Base(f) == "paper-scale.sgf" || filepath.Base(f) == "paper-hot.sgf" {
					continue // the fresh check below on the small problems only (time)
				}
				r, err := Solve(ctx, pl.Board(), Options{Rules: p.Rules, Budget: budget, KoWinner: first})
				if err != nil || !r.Known {
					t.Fatalf("%s: after move %d: %v", f, moves, err)
				}
				if got := r.Score(c); got != want {
					t.Errorf("%s, %v first: after move %d the minimax score is %d, not %d", f, first, moves, got, want)
				}
			}
			end, err := Solve(ctx, pl.Board(), Options{Rules: p.Rules, Budget: budget})
			if err != nil || !end.Known || end.ScoreBlackFirst != end.ScoreWhiteFirst || end.ScoreBlackFirst != want {
				t.Errorf("%s, %v first: the game ends at %d/%d, minimax %d (%v)", f, first, end.ScoreBlackFirst, end.ScoreWhiteFirst, want, err)
			}
			if pl.Solves != 1 {
				t.Errorf("%s, %v first: %d solves in a game of %d moves, want 1", f, first, pl.Solves, moves)
			}
			if p.Rules == Japanese && !end.Decomposition.Neutral.Intersect(pl.Board().Empties()).IsEmpty() {
				t.Errorf("%s, %v first: neutral points left empty after the cleanup phase", f, first)
			}
		}
	}
}
