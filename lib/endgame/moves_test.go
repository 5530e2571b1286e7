package endgame

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestMoveLossesAgreeWithMinimax checks MoveLosses (Müller 2001, Section
// 3.6.3) on every data problem, both players to move: for every analysed
// move, the position after it is solved again from scratch (safety,
// decomposition, LCGS, evaluation and sum play; the solves share the
// problem's cgt.Store, whose games and caches are exact values, so a sum
// met before is not built again) and its minimax score with the opponent
// first must be the optimal score minus the loss (mover's side); the best
// move loses 0, and no loss is negative. paper-hot (25 hot areas, 148
// moves) is included.
func TestMoveLossesAgreeWithMinimax(t *testing.T) {
	ctx, budget := context.Background(), search.Budget{MaxNodes: 1e6}
	problems := dataProblems(t)
	if testing.Short() { // the 9x9 problems only
		problems = slices.DeleteFunc(problems, func(p *Problem) bool { return !strings.HasPrefix(filepath.Base(p.Name), "small-") })
	}
	for _, p := range problems {
		f, start := p.Name, time.Now()
		r, err := Solve(ctx, p.Board, Options{Rules: p.Rules, Labels: p.Labels, Budget: budget})
		if err != nil {
			t.Fatal(err)
		}
		checked, bounded := 0, 0
		for _, c := range []board.Color{board.Black, board.White} {
			best := r.ScoreBlackFirst
			if c == board.White {
				best = r.ScoreWhiteFirst
			}
			losses, err := r.MoveLosses(p.Board, c)
			if err != nil {
				t.Fatal(err)
			}
			zero := false
			for _, ml := range losses {
				if strings.HasPrefix(ml.Skipped, "left out") {
					t.Errorf("%s: %v %s: %s", f, c, ml.Move.GTP(p.Board.Height()), ml.Skipped)
				}
				if ml.Skipped != "" {
					continue
				}
				if ml.Loss.Sign() < 0 {
					t.Errorf("%s: %v %s loses %v < 0", f, c, ml.Move.GTP(p.Board.Height()), ml.Loss)
				}
				zero = zero || ml.Loss.Sign() == 0 && ml.Move != board.Pass
				after := p.Board.Clone()
				if err := after.Play(ml.Move, c); err != nil {
					t.Fatalf("%s: %v %s: %v", f, c, ml.Move.GTP(p.Board.Height()), err)
				}
				got, lo, hi, err := scoreAfterWith(ctx, after, Options{Rules: p.Rules, Budget: budget, Store: r.Store}, c.Opponent())
				if err != nil {
					t.Errorf("%s: after %v %s: %v", f, c, ml.Move.GTP(p.Board.Height()), err)
					continue
				}
				want := best - int(ml.Loss.Floor())
				if c == board.White {
					want = best + int(ml.Loss.Floor())
				}
				switch {
				case !ml.Loss.IsInteger():
					t.Errorf("%s: %v %s: loss %v is not an integer", f, c, ml.Move.GTP(p.Board.Height()), ml.Loss)
				case lo == hi && got != want:
					t.Errorf("%s: %v %s in area %s: loss %v, but the score after it is %d, not %d (optimal %d)",
						f, c, ml.Move.GTP(p.Board.Height()), ml.Area, ml.Loss, got, want, best)
				case lo != hi && (want < lo || want > hi):
					t.Errorf("%s: %v %s in area %s: loss %v gives %d, outside the ko bounds %d..%d of the position after it",
						f, c, ml.Move.GTP(p.Board.Height()), ml.Area, ml.Loss, want, lo, hi)
				case lo != hi:
					bounded++
				}
				checked++
			}
			if !zero && len(r.Sequence) > 0 {
				t.Errorf("%s: no move of %v loses 0", f, c)
			}
		}
		t.Logf("%s: %d moves checked, %d of them against ko bounds only (%v)", filepath.Base(f), checked, bounded, time.Since(start).Round(time.Millisecond))
	}
}

// scoreAfter solves b afresh with first to move. A fresh solve does not
// know the game's history: where the move just played can be taken back
// by a local repetition, the fresh position has unequal ko bounds, and
// scoreAfter returns the scores with White and with Black winning every
// such ko as lo and hi (the history forbids some of those repetitions, so
// the exact score lies between them); otherwise lo = hi = score.
func scoreAfter(ctx context.Context, b *board.Board, rules Rules, first board.Color, budget search.Budget) (score, lo, hi int, err error) {
	return scoreAfterWith(ctx, b, Options{Rules: rules, Budget: budget}, first)
}

// scoreAfterWith is scoreAfter with the options of the solves (o.KoWinner
// is set by it).
func scoreAfterWith(ctx context.Context, b *board.Board, o Options, first board.Color) (score, lo, hi int, err error) {
	pick := func(r *Result) int {
		if first == board.Black {
			return r.ScoreBlackFirst
		}
		return r.ScoreWhiteFirst
	}
	r, err := Solve(ctx, b, o)
	if err != nil {
		return 0, 0, 0, err
	}
	if r.Known {
		s := pick(r)
		return s, s, s, nil
	}
	var bound [3]int
	for _, kw := range []board.Color{board.Black, board.White} {
		o.KoWinner = kw
		rk, err := Solve(ctx, b, o)
		if err != nil || !rk.Known {
			return 0, 0, 0, fmt.Errorf("not solved with %v winning every ko (%v)", kw, err)
		}
		bound[kw] = pick(rk)
	}
	lo, hi = min(bound[board.White], bound[board.Black]), max(bound[board.White], bound[board.Black])
	return lo, lo, hi, nil
}
