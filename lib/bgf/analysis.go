package bgf

import (
	"context"
	"fmt"
	"math/big"

	"github.com/decomplab/decomplab/lib/search"
)

// Moves are the trees (1-based; 0 when every tree is a single node) that
// each method plays in for one side.
type Moves struct {
	Heuristic1, Heuristic2, Heuristic3 int // the paper's Algorithms 1-3
	Metasearch                         int // exact Metasearch: the smallest optimal k (Def. 4.3) among trees that are not single nodes (Forest.FL may take a single node, a pass)
	// Our heuristics (not the paper's).
	BiggestSwing, BiggestIncentive, CountLookahead int
}

// TreeFacts are the paper's per-tree quantities of a tree in its forest.
type TreeFacts struct {
	BasicValue               *big.Rat // Def. 6.1: Lv - Rv
	InnerSwing, OuterSwing   *Tree    // Def. 5.3
	LSenteValue, RSenteValue *big.Rat // Def. 6.2
	LSente, RSente           bool     // Def. 6.2, within the forest
	Lv, Rv                   *big.Rat // Def. 2.1.2
}

// Analysis is everything the package says about one forest: what
// `decomp bgf` prints and notebooks display.
type Analysis struct {
	Forest                 Forest
	Ordered                bool     // ours: every node's Left leaves >= its Right leaves (dominance pruning needs it)
	Lo, Ro                 *big.Rat // exact (exhaustive minimax, or exact Metasearch when too large)
	EstimateLo, EstimateRo *big.Rat // the paper's Estimate (Section 7, Steps 1-7)
	// CountEstimateLo and Ro are our estimate (CountEstimate).
	CountEstimateLo, CountEstimateRo *big.Rat
	Left, Right                      Moves // choices with Left (Right) to move
	Trees                            []TreeFacts
	// Dominates holds every ordered pair {i, j}, i != j, with T_i >> T_j
	// (Def. 5.1; single nodes included, Theorem 5.3). Empty for forests
	// of more than MaxDominanceTrees trees.
	Dominates [][2]int
	Nodes     int64 // nodes of the two exact Metasearch runs
}

// MaxDominanceTrees bounds the forests for which Analyze computes the
// dominance pairs (n^2 four-tree searches).
const MaxDominanceTrees = 12

// Analyze computes, for a forest of the paper's class, Lo, Ro, the
// Estimate, the moves of the three heuristics and of exact Metasearch for
// both sides, the per-tree quantities of Sections 5-6 and the dominance
// pairs, with our variants beside them. The exact searches share the
// budget b; running out of it is an error.
func Analyze(ctx context.Context, f Forest, b search.Budget) (Analysis, error) {
	a := Analysis{Forest: f, Ordered: f.IsOrdered()}
	var err error
	if a.EstimateLo, a.EstimateRo, err = Estimate(f); err != nil {
		return a, err
	}
	if a.CountEstimateLo, a.CountEstimateRo, err = CountEstimate(f); err != nil {
		return a, err
	}
	if o, err := Outcomes(ctx, f, search.Budget{TTEntries: 200_000}); err == nil {
		a.Lo, a.Ro = o.Lo, o.Ro
	} // else too large for the exhaustive reference: Metasearch below is exact too
	for _, left := range []bool{true, false} {
		var m Moves
		for _, h := range Heuristics() {
			k, err := h.Choose(f, left)
			if err != nil {
				return a, err
			}
			*[...]*int{&m.Heuristic1, &m.Heuristic2, &m.Heuristic3, &m.BiggestSwing, &m.BiggestIncentive, &m.CountLookahead}[h-1] = k
		}
		res, err := Metasearch(ctx, f, left, SearchOptions{Budget: b})
		if err != nil {
			return a, err
		}
		a.Nodes += res.Nodes
		if res.Value == nil {
			return a, fmt.Errorf("metasearch stopped (%v) after %d nodes (budget %v) without a result", res.Stop, res.Nodes, b)
		}
		m.Metasearch = res.Move
		if left {
			a.Left = m
			if a.Lo == nil {
				a.Lo = res.Value
			}
		} else {
			a.Right = m
			if a.Ro == nil {
				a.Ro = res.Value
			}
		}
	}
	for k, t := range f {
		ls, rs := f.Sente(k + 1)
		a.Trees = append(a.Trees, TreeFacts{
			BasicValue: t.BasicValue(), InnerSwing: t.InnerSwing(), OuterSwing: t.OuterSwing(),
			LSenteValue: t.LSenteValue(), RSenteValue: t.RSenteValue(), LSente: ls, RSente: rs,
			Lv: t.Lv(), Rv: t.Rv(),
		})
	}
	if len(f) <= MaxDominanceTrees {
		for i := range f {
			for j := range f {
				if i == j {
					continue
				}
				ok, err := Dominates(f[i], f[j])
				if err != nil {
					return a, fmt.Errorf("trees %d and %d: %w", i+1, j+1, err)
				}
				if ok {
					a.Dominates = append(a.Dominates, [2]int{i + 1, j + 1})
				}
			}
		}
	}
	return a, nil
}
