package endgame

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// TestEveryProblemAgreesWithAlphaBeta is the must-show comparison: on
// every data problem, under both rules and every safety solver, with both
// first players, decomposition search on the growing sums A, A+B, ... of
// the areas equals alpha-beta (all enhancements) on every sum alpha-beta
// finishes within its budget. Safety solvers that give the same
// decomposition share the alpha-beta runs.
func TestEveryProblemAgreesWithAlphaBeta(t *testing.T) {
	ctx := context.Background()
	abNodes := int64(14000)
	if testing.Short() {
		abNodes = 3000
	}
	compared := 0
	for _, p := range dataProblems(t) {
		for _, rules := range []Rules{Japanese, Chinese} {
			abScore := map[string]int{} // decomposition + subset + first -> alpha-beta score, or absent
			for _, sv := range safetySolvers {
				o := Options{Rules: rules, Labels: p.Labels, Safety: SafetyOf(ctx, sv, safety.Budget{}), Budget: search.Budget{MaxNodes: 1e6}}
				full, err := Solve(ctx, p.Board, o)
				if err != nil {
					t.Fatalf("%s %v %v: %v", p.Name, rules, sv, err)
				}
				if !full.Known {
					continue // a local evaluation failure (Chinese rules): nothing to compare
				}
				d := full.Decomposition
				var key strings.Builder
				for _, a := range d.Areas {
					fmt.Fprintf(&key, "%s:%v;", a.Label, a.Points.Points())
				}
				var labels []string
				var areas []Area
				for _, a := range d.Areas {
					labels, areas = append(labels, a.Label), append(areas, a)
					o.Areas = labels
					sub, err := Solve(ctx, p.Board, o)
					if err != nil || !sub.Known {
						t.Fatalf("%s %v %v %v: %v", p.Name, rules, sv, labels, err)
					}
					finished := true
					for _, first := range []board.Color{board.Black, board.White} {
						k := fmt.Sprintf("%s|%d|%v", key.String(), len(labels), first)
						want, ok := abScore[k]
						if !ok {
							ab, err := AlphaBeta(ctx, p.Board, d, areas, first, ABOptions{Rules: rules, Budget: search.Budget{MaxNodes: abNodes}, Enhancements: AllEnhancements()})
							if err != nil {
								finished = false
								break
							}
							want, abScore[k] = ab.Score, ab.Score
						}
						if got := sub.Score(first); got != want {
							t.Errorf("%s %v safety %v %s, %v first: decomposition search %d, alpha-beta %d", p.Name, rules, sv, SubsetName(labels), first, got, want)
						}
						compared++
					}
					if !finished {
						break
					}
				}
			}
		}
	}
	t.Logf("%d comparisons", compared)
}
