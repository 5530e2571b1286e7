package bgf

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/decomplab/decomplab/lib/search"
)

// QualityOptions configure HeuristicQuality.
type QualityOptions struct {
	Sizes   []int         // forest sizes n (number of trees)
	Forests int           // random forests per size
	Seed    uint64        // forests are RandomForest(Seed + size*1e6 + i, n, Trees)
	Trees   RandomOptions // tree distribution
	Depth   int           // plies of the depth-limited Metasearch
	// Budget bounds the scoring of each forest: MaxNodes the nodes of its
	// exact search, MaxTime the time of the whole forest; a forest beyond
	// either is skipped (QualityRow.Skipped). TTEntries is not used.
	search.Budget
}

// DefaultQualityOptions returns the experiment of the package doc: trees
// of the paper's class of height at most 2 (the height of the trees of
// soft decomposition, Section 3; such trees are also ordered), values in
// [-10, 10], n = 2, 4, ..., 20, 20 forests per size, depth 2.
func DefaultQualityOptions() QualityOptions {
	trees := ClassRandomOptions()
	trees.MaxHeight = 2
	return QualityOptions{
		Sizes:   []int{2, 4, 6, 8, 10, 12, 14, 16, 18, 20},
		Forests: 20,
		Seed:    1,
		Trees:   trees,
		Depth:   2,
		Budget:  search.Budget{MaxNodes: 2_000_000},
	}
}

// QualityRow is one method at one forest size.
type QualityRow struct {
	Trees     int           `csv:"trees"`      // n, the number of trees per forest
	Method    QualityMethod `csv:"method"`     // QualityMethods
	Forests   int           `csv:"forests"`    // forests solved exactly and scored
	Skipped   int           `csv:"skipped"`    // forests whose exact search ran out of budget
	Exact     int           `csv:"exact"`      // forests where the method was exact: an optimal move, or estimate == Lo
	ExactRate float64       `csv:"exact_rate"` // Exact / Forests
	MeanLoss  float64       `csv:"mean_loss"`  // mean of Lo(F) - Ro(F after the method's Left move), or |estimate - Lo|
	MaxLoss   float64       `csv:"max_loss"`   // worst such loss
	MeanTime  time.Duration `csv:"mean_time"`  // per forest
	MeanNodes float64       `csv:"mean_nodes"` // nodes expanded (searches only)
}

// QualityMethods names the rows of HeuristicQuality for depth d, the
// paper's methods first: its Algorithms 1-3, its Estimate, depth-limited
// Metasearch with the Estimate at the frontier and exact Metasearch; then
// ours: BiggestSwing, BiggestIncentive, CountLookahead, CountEstimate,
// Playout, and depth-limited Metasearch with CountEstimate or Playout at
// the frontier.
func QualityMethods(d int) []QualityMethod {
	var out []QualityMethod
	for _, h := range []Heuristic{Algorithm1, Algorithm2, Algorithm3} {
		out = append(out, QualityMethod{Kind: MoveHeuristic, Heuristic: h})
	}
	out = append(out, QualityMethod{Kind: ValueEstimate, Frontier: FrontierEstimate},
		QualityMethod{Kind: MetasearchMove, Frontier: FrontierEstimate, Depth: d}, QualityMethod{Kind: MetasearchMove})
	for _, h := range []Heuristic{BiggestSwing, BiggestIncentive, CountLookahead} {
		out = append(out, QualityMethod{Kind: MoveHeuristic, Heuristic: h})
	}
	return append(out, QualityMethod{Kind: ValueEstimate, Frontier: FrontierCount}, QualityMethod{Kind: ValueEstimate, Frontier: FrontierPlayout},
		QualityMethod{Kind: MetasearchMove, Frontier: FrontierCount, Depth: d}, QualityMethod{Kind: MetasearchMove, Frontier: FrontierPlayout, Depth: d})
}

// HeuristicQuality measures, for Left to move, how often each method of
// QualityMethods is exact (an optimal move; for the estimates, the value
// Lo), its mean and worst loss against the exact Lo(F) from exact
// Metasearch (a move's loss is Lo(F) - Ro(F after it); an estimate's
// |estimate - Lo|), and its time, for each forest size. The forests must
// be of the paper's class (RandomOptions.Class).
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
		methods := QualityMethods(o.Depth)
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
			if err := scoreForestWithin(ctx, f, o, acc); err != nil {
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

// scoreForestWithin is scoreForest within o.MaxTime: running out of time
// is errBudget, as running out of nodes is.
func scoreForestWithin(ctx context.Context, f Forest, o QualityOptions, acc []QualityRow) error {
	if o.MaxTime <= 0 {
		return scoreForest(ctx, f, o, acc)
	}
	fctx, cancel := context.WithTimeout(ctx, o.MaxTime)
	defer cancel()
	err := scoreForest(fctx, f, o, acc)
	if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
		return errBudget
	}
	return err
}

// scoreForest adds one forest's results to acc (indexed as in
// QualityMethods). Losses are in the units of the leaf values.
func scoreForest(ctx context.Context, f Forest, o QualityOptions, acc []QualityRow) error {
	if err := f.CheckClass(); err != nil {
		return err
	}
	c, err := compile(f)
	if err != nil {
		return err
	}
	scale := float64(c.scale.Int64())
	exact := newSearcher(ctx, c, SearchOptions{Budget: search.Budget{MaxNodes: o.MaxNodes}})
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
		idx := slices.Index(start.ids, c.roots[k])
		next, gain := c.play(start.ids, idx, true)
		v, err := exact.ab(next, false, math.MaxInt, math.Inf(-1), math.Inf(1))
		return v + float64(gain+start.fixed), err
	}
	var e estimator
	record := func(m int, loss float64, d time.Duration, nodes int64) {
		r := &acc[m]
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
	move := func(m int, h Heuristic) error {
		t := time.Now()
		k := c.choose(h, c.roots, true, &e)
		d := time.Since(t)
		v, err := after(k)
		record(m, lo-v, d, 0)
		return err
	}
	limited := func(m int, fr Frontier) error {
		s := newSearcher(ctx, c, SearchOptions{Depth: o.Depth, Frontier: fr})
		t := time.Now()
		_, k, err := s.root(c.roots, true)
		d := time.Since(t)
		if err != nil {
			return err
		}
		v, err := after(k)
		record(m, lo-v, d, s.nodes)
		return err
	}
	estimate := func(m int, est func() float64) {
		t := time.Now()
		v := float64(start.fixed) + est()
		record(m, math.Abs(v-lo), time.Since(t), 0)
	}
	for m, h := range []Heuristic{Algorithm1, Algorithm2, Algorithm3} {
		if err := move(m, h); err != nil {
			return err
		}
	}
	estimate(3, func() float64 { v, _ := c.chenEstimate(start.ids, true, nil); return float64(v) })
	if err := limited(4, FrontierEstimate); err != nil {
		return err
	}
	v, err := after(best)
	if err != nil {
		return err
	}
	record(5, lo-v, exactTime, exactNodes)
	for m, h := range []Heuristic{BiggestSwing, BiggestIncentive, CountLookahead} {
		if err := move(6+m, h); err != nil {
			return err
		}
	}
	estimate(9, func() float64 { return c.countEstimate(start.ids, true, &e) })
	estimate(10, func() float64 { return c.playout(start.ids, true, BiggestIncentive, &e) })
	for m, fr := range []Frontier{FrontierCount, FrontierPlayout} {
		if err := limited(11+m, fr); err != nil {
			return err
		}
	}
	return nil
}

// QualityTotals folds the rows of HeuristicQuality over the forest sizes:
// one row per method, in the order of the rows, with Trees 0, the forests
// and exact counts summed, mean loss, time and nodes weighted by forests,
// and the worst loss over all sizes.
func QualityTotals(rows []QualityRow) []QualityRow {
	var out []QualityRow
	at := map[QualityMethod]int{}
	for _, r := range rows {
		i, ok := at[r.Method]
		if !ok {
			i = len(out)
			at[r.Method] = i
			out = append(out, QualityRow{Method: r.Method})
		}
		t := &out[i]
		n := float64(r.Forests)
		t.Forests += r.Forests
		t.Skipped += r.Skipped
		t.Exact += r.Exact
		t.MeanLoss += r.MeanLoss * n
		t.MaxLoss = max(t.MaxLoss, r.MaxLoss)
		t.MeanTime += time.Duration(float64(r.MeanTime) * n)
		t.MeanNodes += r.MeanNodes * n
	}
	for i := range out {
		t := &out[i]
		if t.Forests > 0 {
			n := float64(t.Forests)
			t.ExactRate = float64(t.Exact) / n
			t.MeanLoss /= n
			t.MeanTime = time.Duration(float64(t.MeanTime) / n)
			t.MeanNodes /= n
		}
	}
	return out
}
