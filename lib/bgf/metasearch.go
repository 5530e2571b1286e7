package bgf

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"github.com/decomplab/decomplab/lib/search"
	"math"
	"math/big"
	"slices"
	"time"
)

// SearchOptions configure Metasearch.
type SearchOptions struct {
	// Depth is the paper's depth_limit: the search stops this many plies
	// below the root and values the position there with the Estimate
	// (Frontier). 0 searches to the end (exact).
	Depth int
	// Budget bounds the nodes expanded (MaxNodes) and the time (MaxTime);
	// zero fields mean no bound. TTEntries is not used: the tables are
	// bounded by MaxTableBytes.
	search.Budget
	// Order sorts the moves below the root, "in parallel to" a heuristic
	// (Section 7): 0 means Algorithm1 (class of Algorithm 1, then basic
	// value); Algorithm2 and Algorithm3 use their combined move values,
	// BiggestSwing the basic value, BiggestIncentive the Count incentive.
	// The root's moves are searched in the forest's order, so the move
	// reported is the smallest optimal k (Def. 4.3).
	Order Heuristic
	// Frontier is how a depth-limited search values frontier positions.
	Frontier Frontier
	// Trim trims every tree at this depth first (Section 7's trimming
	// rule, Tree.Trim); 0 does not trim. A search on trees that trimming
	// changed is an estimate (Stop DepthLimit).
	Trim int
	// NoDominance turns off the deletion of dominated trees (Section 7):
	// below the root, a move in a tree that another tree dominates for
	// the side to move is not searched. Only exact searches delete them:
	// in a depth-limited search it could change the estimated value.
	NoDominance bool
	// MaxTableBytes bounds the estimated memory of the transposition
	// table and of the dominance table's memo (<= 0 means
	// DefaultMaxTableBytes). A full transposition table stores no new
	// positions (the search stays correct, only slower); a full dominance
	// memo leaves the pairs it cannot decide unpruned.
	MaxTableBytes int64
}

// Frontier is the evaluation at the frontier of a depth-limited search.
type Frontier int

const (
	// FrontierEstimate is the paper's: the Estimate (Section 7, Steps
	// 1-7) of Lo(F') with Left to move, of Ro(F') with Right to move.
	FrontierEstimate Frontier = iota
	// FrontierCount (ours) uses CountEstimate.
	FrontierCount
	// FrontierPlayout (ours) plays the position out with BiggestIncentive
	// for both sides.
	FrontierPlayout
)

// SearchResult is what Metasearch found. Stats.Stop says how it ended:
// Finished (Value exact), DepthLimit (the Estimate was used at the
// frontier, or the trees were trimmed: Value estimated), or NodeLimit,
// TimeLimit, Canceled (Value nil, Move 0).
type SearchResult struct {
	Value  *big.Rat // Lo(F) or Ro(F), nil if the search stopped early
	Move   int      // 1-based tree to play in (the smallest optimal one), 0 if none
	Pruned int      // moves skipped as dominated (Section 7's deletion of dominated trees)
	// Stats: Nodes (positions expanded), TTHits (transposition-table
	// cutoffs and exact hits), Elapsed and Stop.
	search.Stats
}

// errBudget stops a search when MaxNodes is reached.
var errBudget = search.ErrNodeBudget

// Metasearch is the paper's meta-search (Section 7), alpha-beta over the
// forest with the corrections of the package doc (the window passed down
// is shifted by the banked numbers, the depth counts plies, and a
// cut-off ends a node whose window closes). A move is a choice of tree;
// positions are the multisets of current subtrees (equal trees are one
// move); a transposition table stores bounds per position and side to
// move (ours: it changes no value). With Depth 0 it returns the exact
// Lo(F) (left) or Ro(F) and the smallest optimal tree; with Depth d it
// searches d plies and values frontier positions with the Estimate. The
// forest must be in the paper's class (else a *ClassError). On budget
// exhaustion or cancellation it returns a nil Value with the statistics
// so far and a nil error.
func Metasearch(ctx context.Context, f Forest, left bool, opt SearchOptions) (SearchResult, error) {
	start := time.Now()
	if opt.Depth < 0 || opt.MaxNodes < 0 || opt.Trim < 0 {
		return SearchResult{}, fmt.Errorf("negative Depth %d, MaxNodes %d or Trim %d", opt.Depth, opt.MaxNodes, opt.Trim)
	}
	if opt.Order != 0 {
		if err := opt.Order.valid(); err != nil {
			return SearchResult{}, err
		}
	}
	if err := f.CheckClass(); err != nil {
		return SearchResult{}, err
	}
	trimmed := false
	if opt.Trim > 0 {
		g := f.Trim(opt.Trim)
		trimmed, f = !g.Equal(f), g
	}
	c, err := compile(f)
	if err != nil {
		return SearchResult{}, err
	}
	if opt.MaxTime > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.MaxTime)
		defer cancel()
	}
	s := newSearcher(ctx, c, opt)
	v, k, err := s.root(c.roots, left)
	res := SearchResult{Pruned: s.pruned, Stats: search.Stats{Nodes: int64(s.nodes), TTHits: int64(s.hits), Elapsed: time.Since(start)}}
	if err != nil {
		res.Stop = search.StopOf(err)
		if errors.Is(err, context.DeadlineExceeded) && opt.MaxTime > 0 {
			res.Stop = search.TimeLimit
		}
		return res, nil
	}
	res.Value = c.ratFloat(v)
	res.Move = k + 1
	if s.estimated || trimmed {
		res.Stop = search.DepthLimit
	}
	return res, nil
}

type ttEntry struct {
	value float64
	bound int8 // 0 exact, 1 lower bound, -1 upper bound
	depth int  // remaining depth the value is good for (math.MaxInt for exact search)
	best  int32
}

type searcher struct {
	c         *compiled
	ctx       context.Context
	depth     int // plies, math.MaxInt for exact
	maxNodes  int64
	order     Heuristic
	frontier  Frontier
	tt        map[string]ttEntry
	ttBytes   int64 // estimated memory of tt
	maxBytes  int64
	level     int   // plies below the root
	ctxMask   int64 // the context is checked when nodes&ctxMask == 0
	nodes     int64
	hits      int
	estimated bool
	est       estimator
	swings    []int32 // scratch of the Estimate
	buf       []byte
	dom       *domTable // nil: no dominance pruning
	pruned    int
}

func newSearcher(ctx context.Context, c *compiled, opt SearchOptions) *searcher {
	s := &searcher{c: c, ctx: ctx, depth: opt.Depth, maxNodes: opt.MaxNodes, order: opt.Order, frontier: opt.Frontier, tt: map[string]ttEntry{},
		maxBytes: memoLimit{MaxBytes: opt.MaxTableBytes}.withDefaults().MaxBytes}
	if s.depth == 0 {
		s.depth = math.MaxInt
	}
	// A node costs time linear in the number of trees (keys, move
	// ordering): check the context every 1024 nodes on small forests,
	// every node on large ones.
	s.ctxMask = 1023
	if len(c.roots) > 64 {
		s.ctxMask = 0
	}
	if s.order == 0 {
		s.order = Algorithm1
	}
	if !opt.NoDominance && opt.Depth == 0 {
		s.dom = newDomTable(ctx, c, s.maxBytes)
	}
	return s
}

// root searches the forest's trees in their order (the smallest optimal
// tree wins ties, Def. 4.3; single nodes and repeats of an earlier equal
// tree are skipped) and returns the value and the index of the best tree,
// -1 when every tree is a single node.
func (s *searcher) root(roots []int32, left bool) (float64, int, error) {
	var fixed int64
	var ids []int32
	for _, id := range roots {
		if s.c.isLeaf(id) {
			fixed += s.c.val[id]
		} else {
			ids = insertSorted(ids, id)
		}
	}
	if len(ids) == 0 {
		return float64(fixed), -1, nil
	}
	s.nodes++
	best, bestK := 0.0, -1
	seen := map[int32]bool{}
	for k, id := range roots {
		if s.c.isLeaf(id) || seen[id] {
			continue
		}
		seen[id] = true
		j := slices.Index(ids, id)
		next, gain := s.c.play(ids, j, left)
		alpha, beta := math.Inf(-1), math.Inf(1)
		if bestK >= 0 { // only a strictly better move can replace the best
			if left {
				alpha = best
			} else {
				beta = best
			}
		}
		s.level++
		v, err := s.ab(next, !left, s.childDepth(s.depth), alpha-float64(gain), beta-float64(gain))
		s.level--
		if err != nil {
			return 0, -1, err
		}
		v += float64(gain)
		if bestK < 0 || (left && v > best) || (!left && v < best) {
			best, bestK = v, k
		}
	}
	return best + float64(fixed), bestK, nil
}

// childDepth is the remaining depth one ply down.
func (s *searcher) childDepth(depth int) int {
	if depth == math.MaxInt {
		return depth
	}
	return depth - 1
}

// moves returns the indexes into ids of the distinct trees, best first
// by the ordering heuristic (scores from the compiled tables).
func (s *searcher) moves(ids []int32, left bool, ttBest int32) ([]int, error) {
	ks := make([]int, 0, len(ids))
	for k := range ids {
		if k > 0 && ids[k] == ids[k-1] {
			continue
		}
		ks = append(ks, k)
	}
	if s.dom != nil && len(ks) > 1 {
		var err error
		if ks, err = s.undominated(ids, ks, left); err != nil {
			return nil, err
		}
	}
	c := s.c
	first, at, second := c.topBasic(ids)
	score := func(k int) float64 {
		id := ids[k]
		switch s.order {
		case Algorithm1, Algorithm2, Algorithm3:
			class, v := c.chenPriority(s.order, ids, k, left, first, at, second)
			return float64(class)*(1<<62) + float64(v)
		case BiggestIncentive:
			if left {
				return c.basic[c.left[id]] - c.basic[id]
			}
			return c.basic[id] - c.basic[c.right[id]]
		}
		return float64(c.swing[id])
	}
	slices.SortStableFunc(ks, func(a, b int) int {
		if int32(a) == ttBest {
			return -1
		}
		if int32(b) == ttBest {
			return 1
		}
		return cmp.Compare(score(b), score(a))
	})
	return ks, nil
}

// ab is fail-soft alpha-beta; the value excludes leaves already banked.
func (s *searcher) ab(ids []int32, left bool, depth int, alpha, beta float64) (float64, error) {
	if len(ids) == 0 {
		return 0, nil
	}
	if depth == 0 {
		s.estimated = true
		switch s.frontier {
		case FrontierPlayout:
			return s.c.playout(ids, left, BiggestIncentive, &s.est), nil
		case FrontierCount:
			return s.c.countEstimate(ids, left, &s.est), nil
		}
		var v int64
		v, s.swings = s.c.chenEstimate(ids, left, s.swings)
		return float64(v), nil
	}
	s.buf = key(ids, left, s.buf)
	e, ok := s.tt[string(s.buf)]
	ttBest := int32(-1)
	if ok {
		ttBest = e.best
		if e.depth >= depth {
			switch {
			case e.bound == 0,
				e.bound > 0 && e.value >= beta,
				e.bound < 0 && e.value <= alpha:
				s.hits++
				return e.value, nil
			}
		}
	}
	s.nodes++
	if s.maxNodes > 0 && s.nodes > s.maxNodes {
		return 0, errBudget
	}
	if s.nodes&s.ctxMask == 0 {
		if err := s.ctx.Err(); err != nil {
			return 0, err
		}
	}
	a0, b0 := alpha, beta
	best := math.Inf(1)
	if left {
		best = math.Inf(-1)
	}
	bestK := -1
	ks, err := s.moves(ids, left, ttBest)
	if err != nil {
		return 0, err
	}
	for _, k := range ks {
		next, gain := s.c.play(ids, k, left)
		s.level++
		v, err := s.ab(next, !left, s.childDepth(depth), alpha-float64(gain), beta-float64(gain))
		s.level--
		if err != nil {
			return 0, err
		}
		v += float64(gain)
		if left {
			if v > best {
				best, bestK = v, k
			}
			alpha = max(alpha, v)
		} else {
			if v < best {
				best, bestK = v, k
			}
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	ne := ttEntry{value: best, depth: depth, best: int32(bestK)}
	switch {
	case best <= a0:
		ne.bound = -1
	case best >= b0:
		ne.bound = 1
	}
	s.buf = key(ids, left, s.buf)
	if _, ok := s.tt[string(s.buf)]; ok || s.ttBytes < s.maxBytes {
		if !ok {
			s.ttBytes += int64(len(s.buf)) + tableEntryBytes
		}
		s.tt[string(s.buf)] = ne
	}
	return best, nil
}

// undominated keeps, of the moves ks into ids, those in trees no other
// tree dominates for the side to move; of mutually dominating trees
// (equally good moves) it keeps the first. By Theorem 5.5 an optimal move
// survives; the exact search is checked against exhaustive minimax.
func (s *searcher) undominated(ids []int32, ks []int, left bool) ([]int, error) {
	out := ks[:0:0]
	for _, j := range ks {
		// Deciding a new pair is an exhaustive search: on large forests
		// one node decides thousands of pairs.
		if err := s.ctx.Err(); err != nil {
			return nil, err
		}
		keep := true
		for _, i := range ks {
			if i == j || !s.dom.dominates(ids[i], ids[j], left) {
				continue
			}
			if i < j || !s.dom.dominates(ids[j], ids[i], left) {
				keep = false
				break
			}
		}
		if keep {
			out = append(out, j)
		}
	}
	if len(out) == 0 {
		// Only possible if dominance were not a preorder (Theorem 5.4
		// says it is on ordered forests); never prune every move.
		return ks, nil
	}
	s.pruned += len(ks) - len(out)
	return out, nil
}

// domTable decides and caches one-sided dominance between subtrees:
// Left prefers a to b iff a_L + b >= a + b_L, Right prefers a to b iff
// a + b_R >= a_R + b, each by Theorem 4.7 (Ro of the difference >= 0)
// with exhaustive minimax on the four trees.
type domTable struct {
	c     *compiled
	ex    *exhaustive
	cache map[uint64]bool
}

func newDomTable(ctx context.Context, c *compiled, maxBytes int64) *domTable {
	return &domTable{c: c, ex: newExhaustive(ctx, c, memoLimit{MaxStates: 1 << 22, MaxBytes: maxBytes}), cache: map[uint64]bool{}}
}

func (d *domTable) dominates(a, b int32, left bool) bool {
	k := uint64(uint32(a))<<32 | uint64(uint32(b))<<1
	if left {
		k |= 1
	}
	if v, ok := d.cache[k]; ok {
		return v
	}
	c := d.c
	var v bool
	if left {
		v = d.geq([]int32{c.left[a], b}, []int32{a, c.left[b]})
	} else {
		v = d.geq([]int32{a, c.right[b]}, []int32{c.right[a], b})
	}
	d.cache[k] = v
	return v
}

// geq reports F >= G by Ro(F - G) >= 0; false if it cannot tell.
func (d *domTable) geq(f, g []int32) bool {
	list := append([]int32(nil), f...)
	for _, id := range g {
		n, err := d.c.neg(id)
		if err != nil {
			return false
		}
		list = append(list, n)
	}
	p := d.c.normalize(list)
	v, err := d.ex.value(p.ids, false)
	return err == nil && v+p.fixed >= 0
}
