package bgf

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"
)

// QualityOptions configure HeuristicQuality.
type QualityOptions struct {
	Sizes    []int         // forest sizes n (number of trees)
	Forests  int           // random forests per size
	Seed     uint64        // forests are RandomForest(Seed + size*1e6 + i, n, Trees)
	Trees    RandomOptions // tree distribution
	Depth    int           // plies of the depth-limited Metasearch
	MaxNodes int           // node budget of the exact search per forest; forests beyond it are skipped
}

// DefaultQualityOptions returns the experiment of the package doc:
// ordered trees of height at most 2, values in [-10, 10], n = 2, 4, ...,
// 20, 20 forests per size, depth 2.
func DefaultQualityOptions() QualityOptions {
	return QualityOptions{
		Sizes:    []int{2, 4, 6, 8, 10, 12, 14, 16, 18, 20},
		Forests:  20,
		Seed:     1,
		Trees:    RandomOptions{MaxHeight: 2, Branch: 0.6, MinValue: -10, MaxValue: 10, Ordered: true},
		Depth:    2,
		MaxNodes: 2_000_000,
	}
}

// QualityRow is one method at one forest size.
type QualityRow struct {
	Trees     int           `csv:"trees"`      // n, the number of trees per forest
	Method    string        `csv:"method"`     // heuristic1..3, estimate, playout, metasearch-dN, metasearch-dN-playout, metasearch-exact
	Forests   int           `csv:"forests"`    // forests solved exactly and scored
	Skipped   int           `csv:"skipped"`    // forests whose exact search ran out of budget
	Exact     int           `csv:"exact"`      // forests where the method was exact: an optimal move, or estimate == Lo
	ExactRate float64       `csv:"exact_rate"` // Exact / Forests
	MeanLoss  float64       `csv:"mean_loss"`  // mean of Lo(F) - Ro(F after the method's Left move), or |estimate - Lo|
	MaxLoss   float64       `csv:"max_loss"`   // worst such loss
	MeanTime  time.Duration `csv:"mean_time"`  // per forest
	MeanNodes float64       `csv:"mean_nodes"` // nodes expanded (searches only)
}

// HeuristicQuality measures, for Left to move, how often Algorithms 1-3,
// the Estimate and depth-limited Metasearch are exact, their mean and
// worst loss against the exact Lo(F) from exact Metasearch, and their
// time, for each forest size. Rows come per size in the order heuristic1,
// heuristic2, heuristic3, estimate, playout, metasearch-dN (Estimate at
// the frontier), metasearch-dN-playout, metasearch-exact.
func HeuristicQuality(ctx context.Context, o QualityOptions) ([]QualityRow, error) {
	if o.Forests <= 0 || len(o.Sizes) == 0 {
		return nil, fmt.Errorf("need Forests > 0 (got %d) and at least one size", o.Forests)
	}
	if o.Depth <= 0 {
		return nil, fmt.Errorf("need Depth >= 1 (got %d)", o.Depth)
	}
	var rows []QualityRow
	for _, n := range o.Sizes {
		if n < 1 {
			return nil, fmt.Errorf("forest size %d below 1", n)
		}
		methods := []string{"heuristic1", "heuristic2", "heuristic3", "estimate", "playout",
			fmt.Sprintf("metasearch-d%d", o.Depth), fmt.Sprintf("metasearch-d%d-playout", o.Depth), "metasearch-exact"}
		acc := make([]QualityRow, len(methods))
		for m := range acc {
			acc[m] = QualityRow{Trees: n, Method: methods[m]}
		}
		for i := range o.Forests {
			if err := ctx.Err(); err != nil {
				return rows, err
			}
			f, err := RandomForest(o.Seed+uint64(n)*1_000_000+uint64(i), n, o.Trees)
			if err != nil {
				return nil, err
			}
			saved := slices.Clone(acc)
			if err := scoreForest(ctx, f, o, acc); err != nil {
				acc = saved
				if errors.Is(err, errBudget) {
					for m := range acc {
						acc[m].Skipped++
					}
					continue
				}
				return rows, err
			}
		}
		for m := range acc {
			r := &acc[m]
			if r.Forests > 0 {
				r.ExactRate = float64(r.Exact) / float64(r.Forests)
				r.MeanLoss /= float64(r.Forests)
				r.MeanTime /= time.Duration(r.Forests)
				r.MeanNodes /= float64(r.Forests)
			}
		}
		rows = append(rows, acc...)
	}
	return rows, nil
}

// scoreForest adds one forest's results to acc (indexed as in
// HeuristicQuality). Losses are in the units of the leaf values.
func scoreForest(ctx context.Context, f Forest, o QualityOptions, acc []QualityRow) error {
	c, err := compile(f)
	if err != nil {
		return err
	}
	scale := float64(c.scale.Int64())
	exact := newSearcher(ctx, c, SearchOptions{MaxNodes: o.MaxNodes})
	t0 := time.Now()
	lo, best, err := exact.root(c.roots, true)
	if err != nil {
		return err
	}
	exactTime, exactNodes := time.Since(t0), exact.nodes
	// after returns the exact Ro of the forest after Left plays in root k.
	start := c.start()
	after := func(k int) (float64, error) {
		if k < 0 {
			return lo, nil
		}
		idx := -1
		for j, id := range start.ids {
			if id == c.roots[k] {
				idx = j
				break
			}
		}
		next, gain := c.play(start.ids, idx, true)
		v, err := exact.ab(next, false, math.MaxInt, math.Inf(-1), math.Inf(1))
		return v + float64(gain+start.fixed), err
	}
	var e estimator
	record := func(r *QualityRow, loss float64, d time.Duration, nodes int) {
		loss /= scale
		r.Forests++
		if loss == 0 {
			r.Exact++
		}
		r.MeanLoss += loss
		r.MaxLoss = max(r.MaxLoss, loss)
		r.MeanTime += d
		r.MeanNodes += float64(nodes)
	}
	for m, h := range []Heuristic{BiggestSwing, BiggestIncentive, EstimateLookahead} {
		t := time.Now()
		k := c.choose(h, c.roots, true, &e)
		d := time.Since(t)
		v, err := after(k)
		if err != nil {
			return err
		}
		record(&acc[m], lo-v, d, 0)
	}
	t := time.Now()
	est := float64(start.fixed) + c.estimate(start.ids, true, &e)
	record(&acc[3], math.Abs(est-lo), time.Since(t), 0)

	t = time.Now()
	po := float64(start.fixed) + c.playout(start.ids, true, BiggestIncentive, &e)
	record(&acc[4], math.Abs(po-lo), time.Since(t), 0)

	for m, fr := range []Frontier{FrontierEstimate, FrontierPlayout} {
		limited := newSearcher(ctx, c, SearchOptions{Depth: o.Depth, Frontier: fr})
		t = time.Now()
		_, k, err := limited.root(c.roots, true)
		d := time.Since(t)
		if err != nil {
			return err
		}
		v, err := after(k)
		if err != nil {
			return err
		}
		record(&acc[5+m], lo-v, d, limited.nodes)
	}
	v, err := after(best)
	if err != nil {
		return err
	}
	record(&acc[7], lo-v, exactTime, exactNodes)
	return nil
}
