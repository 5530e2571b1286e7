package bgf

import (
	"context"
	"fmt"
	"math/big"
)

// Moves are the trees (1-based; 0 when every tree is a leaf) that each
// method plays in for one side.
type Moves struct {
	Heuristic1, Heuristic2, Heuristic3 int
	Metasearch                         int
}

// Analysis is everything the package says about one forest: what
// `decomp bgf` prints and notebooks display.
type Analysis struct {
	Forest                 Forest
	Ordered                bool     // theorems and dominance are exact only for ordered forests
	Lo, Ro                 *big.Rat // exact (exhaustive minimax, or exact Metasearch when too large)
	EstimateLo, EstimateRo *big.Rat // the static Estimate (Steps 1-7)
	Left, Right            Moves    // choices with Left (Right) to move
	// Dominance lists the non-leaf trees (1-based), dominating ones first;
	// Dominates holds the pairs {i, j} with T_i >> T_j. Empty for forests
	// of more than MaxDominanceTrees trees.
	Dominance []int
	Dominates [][2]int
	Nodes     int64 // nodes of the two exact Metasearch runs
}

// MaxDominanceTrees bounds the forests for which Analyse computes the
// dominance matrix (n^2 four-tree searches).
const MaxDominanceTrees = 12

// Analyse computes Lo, Ro, the Estimate, the moves of the three heuristics
// and of exact Metasearch for both sides, and the dominance order. The
// exact searches share the node budget maxNodes (0: no limit); running
// out of it is an error.
func Analyse(ctx context.Context, f Forest, maxNodes int) (Analysis, error) {
	a := Analysis{Forest: f, Ordered: f.IsOrdered()}
	var err error
	if a.EstimateLo, a.EstimateRo, err = Estimate(f); err != nil {
		return a, err
	}
	if o, err := OutcomesContext(ctx, f, MemoBudget{MaxStates: 200_000, MaxBytes: 64 << 20}); err == nil {
		a.Lo, a.Ro = o.Lo, o.Ro
	} // else too large for the exhaustive reference: Metasearch below is exact too
	for _, left := range []bool{true, false} {
		var m Moves
		for _, h := range []Heuristic{BiggestSwing, BiggestIncentive, EstimateLookahead} {
			k, err := h.Choose(f, left)
			if err != nil {
				return a, err
			}
			switch h {
			case BiggestSwing:
				m.Heuristic1 = k
			case BiggestIncentive:
				m.Heuristic2 = k
			default:
				m.Heuristic3 = k
			}
		}
		res, err := Metasearch(ctx, f, left, SearchOptions{MaxNodes: maxNodes})
		if err != nil {
			return a, err
		}
		if res.Status != Solved {
			return a, fmt.Errorf("metasearch stopped after %d nodes (budget %d) without a result", res.Nodes, maxNodes)
		}
		m.Metasearch = res.Move
		a.Nodes += res.Nodes
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
	if len(f) <= MaxDominanceTrees {
		order, dom, err := DominanceOrder(f)
		if err != nil {
			return a, err
		}
		a.Dominance = order
		for i := range dom {
			for j := range dom[i] {
				if dom[i][j] {
					a.Dominates = append(a.Dominates, [2]int{i + 1, j + 1})
				}
			}
		}
	}
	return a, nil
}
