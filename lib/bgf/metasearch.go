package bgf

import (
	"context"
	"errors"
	"fmt"
	"github.com/decomplab/decomplab/lib/search"
	"math"
	"math/big"
	"slices"
	"time"
)

// Status says how far a search got.
type Status int

const (
	Unknown   Status = iota // budget or context ran out; Value is nil
	Solved                  // exact minimax value
	Estimated               // depth-limited: the Estimate was used at the frontier
)

func (s Status) String() string {
	return [...]string{"unknown", "solved", "estimated"}[s]
}

// SearchOptions configure Metasearch.
type SearchOptions struct {
	// Depth limits the search to this many plies; the Estimate is used at
	// the frontier. 0 searches to the end (exact).
	Depth int
	// MaxNodes bounds the nodes expanded; 0 means no bound. For a time
	// limit give Metasearch a context with a deadline.
	MaxNodes int
	// Order sorts moves before searching them; 0 means BiggestSwing.
	Order Heuristic
	// Frontier is how a depth-limited search values frontier positions.
	Frontier Frontier
	// NoDominance turns off dominance pruning (used on ordered forests
	// only: a move in a tree another tree dominates is not searched).
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
	// FrontierEstimate uses the static Estimate (Steps 1-7).
	FrontierEstimate Frontier = iota
	// FrontierPlayout plays the position out with Algorithm 2 for both sides.
	FrontierPlayout
)

// SearchResult is what Metasearch found.
type SearchResult struct {
	Status Status
	Value  *big.Rat // Lo(F) or Ro(F) (exact if Solved), nil if Unknown
	Move   int      // 1-based index of the tree to play in, 0 if none
	Pruned int      // moves skipped as dominated (ordered forests)
	// Stats: Nodes (positions expanded), TTHits (transposition-table
	// cutoffs and exact hits) and Elapsed.
	search.Stats
}

// errBudget stops a search when MaxNodes is reached.
var errBudget = errors.New("node budget exhausted")

// Metasearch is alpha-beta search over the forest: a move is a choice of
// tree, positions are the multisets of current subtrees (equal trees are
// one move), and a transposition table stores bounds per position and
// side to move. With Depth 0 it returns the exact Lo(F) (left) or Ro(F);
// with Depth d it searches d plies and values frontier positions with the
// Estimate. On budget exhaustion or cancellation it returns Status
// Unknown with the statistics so far and a nil error; errors are only
// for forests the search arithmetic cannot hold.
func Metasearch(ctx context.Context, f Forest, left bool, opt SearchOptions) (SearchResult, error) {
	start := time.Now()
	if opt.Depth < 0 || opt.MaxNodes < 0 {
		return SearchResult{}, fmt.Errorf("negative Depth %d or MaxNodes %d", opt.Depth, opt.MaxNodes)
	}
	c, err := compile(f)
	if err != nil {
		return SearchResult{}, err
	}
	s := newSearcher(ctx, c, opt)
	v, k, err := s.root(c.roots, left)
	res := SearchResult{Pruned: s.pruned, Stats: search.Stats{Nodes: int64(s.nodes), TTHits: int64(s.hits), Elapsed: time.Since(start)}}
	if err != nil {
		return res, nil
	}
	res.Value = c.ratFloat(v)
	res.Move = k + 1
	res.Status = Solved
	if s.estimated {
		res.Status = Estimated
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
	maxNodes  int
	order     Heuristic
	frontier  Frontier
	tt        map[string]ttEntry
	ttBytes   int64 // estimated memory of tt
	maxBytes  int64
	level     int // plies below the root
	ctxMask   int // the context is checked when nodes&ctxMask == 0
	rootBest  int // index into the root's ids of the best move
	nodes     int
	hits      int
	estimated bool
	est       estimator
	buf       []byte
	dom       *domTable // nil: no dominance pruning
	pruned    int
}

func newSearcher(ctx context.Context, c *compiled, opt SearchOptions) *searcher {
	s := &searcher{c: c, ctx: ctx, depth: opt.Depth, maxNodes: opt.MaxNodes, order: opt.Order, frontier: opt.Frontier, tt: map[string]ttEntry{},
		maxBytes: MemoBudget{MaxBytes: opt.MaxTableBytes}.withDefaults().MaxBytes, rootBest: -1}
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
		s.order = BiggestSwing
	}
	ordered := true
	for _, id := range c.roots {
		ordered = ordered && c.ordered[id]
	}
	if ordered && !opt.NoDominance {
		s.dom = newDomTable(ctx, c, s.maxBytes)
	}
	return s
}

// root searches the forest's trees in their original order (leaves
// included) and returns the value and the index of the best tree.
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
	v, err := s.ab(ids, left, s.depth, math.Inf(-1), math.Inf(1))
	if err != nil {
		return 0, -1, err
	}
	if len(ids) == 0 {
		return float64(fixed), -1, nil
	}
	// Map the root's best move back to the first tree of the forest with
	// that subtree.
	best := ids[s.rootBest]
	for k, id := range roots {
		if id == best {
			return v + float64(fixed), k, nil
		}
	}
	return v + float64(fixed), -1, nil
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
	score := func(k int) float64 {
		id := ids[k]
		if s.order == BiggestIncentive {
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
		sa, sb := score(a), score(b)
		switch {
		case sa > sb:
			return -1
		case sa < sb:
			return 1
		}
		return 0
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
		if s.frontier == FrontierPlayout {
			return s.c.playout(ids, left, BiggestIncentive, &s.est), nil
		}
		return s.c.estimate(ids, left, &s.est), nil
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
		nd := depth
		if nd != math.MaxInt {
			nd--
		}
		s.level++
		v, err := s.ab(next, !left, nd, alpha-float64(gain), beta-float64(gain))
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
	if s.level == 0 {
		s.rootBest = bestK
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
	return &domTable{c: c, ex: newExhaustive(ctx, c, MemoBudget{MaxStates: 1 << 22, MaxBytes: maxBytes}), cache: map[uint64]bool{}}
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
