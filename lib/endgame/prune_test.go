package endgame

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestMoveLossesOfPrunedMoves: the moves LCGS leaves out (prune.go: the
// equivalent enclosed points, the eye fills under Japanese rules) still
// get their loss from MoveLosses, and it agrees with a fresh solve of the
// position after the move, on random local positions under both rules.
func TestMoveLossesOfPrunedMoves(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(11, 3))
	checked := map[Rules]int{}
	for tries := 0; tries < 20000 && (checked[Japanese] < 20 || checked[Chinese] < 20); tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		for _, rules := range []Rules{Japanese, Chinese} {
			if checked[rules] >= 20 {
				continue
			}
			o := Options{Rules: rules, Safety: localSafety(b, area, safe), MaxAreaSize: -1, Budget: search.Budget{MaxNodes: 1e5}}
			res, err := Solve(ctx, b, o)
			if err != nil || !res.Known {
				continue
			}
			sb := scorer{b: b, area: area, safe: safe, rules: rules}
			black, white := sb.safeNow(board.Black), sb.safeNow(board.White)
			for _, c := range []board.Color{board.Black, board.White} {
				losses, err := res.MoveLosses(b, c)
				if err != nil {
					t.Fatal(err)
				}
				for _, ml := range losses {
					if ml.Move == board.Pass || ml.Skipped != "" || enclosedPoint(b, ml.Move, black, white) == notEnclosed {
						continue
					}
					after := b.Clone()
					if err := after.Play(ml.Move, c); err != nil {
						t.Fatal(err)
					}
					ra, err := Solve(ctx, after, o)
					if err != nil || !ra.Known {
						continue
					}
					best, got := res.Score(c), ra.Score(c.Opponent())
					want := best - int(ml.Loss.Floor())
					if c == board.White {
						want = best + int(ml.Loss.Floor())
					}
					if got != want {
						t.Errorf("%v, %v %s:\n%s\nloss %v, score after it %d, optimal %d", rules, c, ml.Move.GTP(b.Height()), b, ml.Loss, got, best)
					}
					checked[rules]++
				}
			}
		}
	}
	if checked[Japanese] < 20 || checked[Chinese] < 20 {
		t.Fatalf("moves at enclosed points checked: %v", checked)
	}
	t.Logf("moves at enclosed points checked: %v", checked)
}
