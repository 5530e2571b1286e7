package bgf_test

// An independent re-implementation of Chen, "Soft Decomposition Search in
// Computer Go", Sections 2 and 4-7, written from the paper text alone (it
// uses none of the package's internals, only its exported API for the
// comparison). Trees are integer-valued; the paper's class (every non-single
// subtree has Lv > Rv) is produced by construction.

import (
	"context"
	"flag"
	"fmt"
	"math/big"
	"math/rand"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/search"
)

// rt is a binary game tree (Def. 2.1.1): a single node with a value, or
// [L|R].
type rt struct {
	leaf bool
	v    int
	l, r *rt
	key  string
}

func rLeaf(v int) *rt        { return &rt{leaf: true, v: v, key: strconv.Itoa(v)} }
func rNode(l, r *rt) *rt     { return &rt{l: l, r: r, key: "[" + l.key + "|" + r.key + "]"} }
func (t *rt) String() string { return t.key }

// Convention of Section 2.1: a single node's left and right subtrees are
// the node itself.
func (t *rt) L() *rt {
	if t.leaf {
		return t
	}
	return t.l
}

func (t *rt) R() *rt {
	if t.leaf {
		return t
	}
	return t.r
}

// Def. 2.1.2.
func rLv(t *rt) int {
	if t.leaf {
		return t.v
	}
	return rRv(t.l)
}

func rRv(t *rt) int {
	if t.leaf {
		return t.v
	}
	return rLv(t.r)
}

// Def. 4.4.
func rNeg(t *rt) *rt {
	if t.leaf {
		return rLeaf(-t.v)
	}
	return rNode(rNeg(t.r), rNeg(t.l))
}

func rShift(t *rt, c int) *rt {
	if t.leaf {
		return rLeaf(t.v + c)
	}
	return rNode(rShift(t.l, c), rShift(t.r, c))
}

// rOutcomes computes Lo and Ro (Def. 4.2) by exhaustive minimax. Numbers are
// folded into a constant (a move on a number leaves the forest unchanged,
// Def. 4.1 with the convention); the pass option k = 0 is left out: on the
// paper's class Lo >= Ro (Theorem 4.2, checked in the review test), so the
// no-pass values satisfy Def. 4.2's equations.
type rOutcomes struct{ memo map[string][2]int }

func newROutcomes() *rOutcomes { return &rOutcomes{memo: map[string][2]int{}} }

func (o *rOutcomes) split(f []*rt) (int, []*rt) {
	sum := 0
	var hot []*rt
	for _, t := range f {
		if t.leaf {
			sum += t.v
		} else {
			hot = append(hot, t)
		}
	}
	return sum, hot
}

// both returns Lo and Ro of the non-number trees hot.
func (o *rOutcomes) both(hot []*rt) [2]int {
	if len(hot) == 0 {
		return [2]int{}
	}
	keys := make([]string, len(hot))
	for i, t := range hot {
		keys[i] = t.key
	}
	sort.Strings(keys)
	k := strings.Join(keys, "+")
	if v, ok := o.memo[k]; ok {
		return v
	}
	lo, ro := 0, 0
	for i := range hot {
		for side := 0; side < 2; side++ {
			next := append([]*rt(nil), hot...)
			if side == 0 {
				next[i] = hot[i].l
			} else {
				next[i] = hot[i].r
			}
			s, h := o.split(next)
			v := o.both(h)
			if side == 0 {
				if w := s + v[1]; i == 0 || w > lo {
					lo = w
				}
			} else {
				if w := s + v[0]; i == 0 || w < ro {
					ro = w
				}
			}
		}
	}
	v := [2]int{lo, ro}
	o.memo[k] = v
	return v
}

func (o *rOutcomes) Lo(f []*rt) int { s, h := o.split(f); return s + o.both(h)[0] }
func (o *rOutcomes) Ro(f []*rt) int { s, h := o.split(f); return s + o.both(h)[1] }

// rGE is F >= G through Corollary 4.9.2 and Theorem 4.7: Ro(F - G) >= 0.
func (o *rOutcomes) rGE(f, g []*rt) bool {
	d := append([]*rt(nil), f...)
	for _, t := range g {
		d = append(d, rNeg(t))
	}
	return o.Ro(d) >= 0
}

// rDominates is Def. 5.1: T1 >> T2 iff T1^L + T2 >= T1 + T2^L and
// T1^R + T2 <= T1 + T2^R.
func (o *rOutcomes) rDominates(t1, t2 *rt) bool {
	return o.rGE([]*rt{t1.L(), t2}, []*rt{t1, t2.L()}) &&
		o.rGE([]*rt{t1, t2.R()}, []*rt{t1.R(), t2})
}

// Def. 6.1, Def. 6.2 and Def. 5.3.
func rBasic(t *rt) int  { return rLv(t) - rRv(t) }
func rLSente(t *rt) int { return rBasic(t.L()) } // LLv - Lv = Lv(T^L) - Rv(T^L)
func rRSente(t *rt) int { return rBasic(t.R()) } // Rv - RRv = Lv(T^R) - Rv(T^R)
func rOuterL(t *rt) int {
	for !t.leaf {
		t = t.l
	}
	return t.v
}
func rOuterR(t *rt) int {
	for !t.leaf {
		t = t.r
	}
	return t.v
}

// rFlags gives Def. 6.2's L-sente and R-sente flags: move k is L-sente iff
// its L-sente value >= the basic value of every other tree.
func rFlags(f []*rt) (ls, rs []bool) {
	ls = make([]bool, len(f))
	rs = make([]bool, len(f))
	for k, t := range f {
		ls[k], rs[k] = true, true
		for i, u := range f {
			if i == k {
				continue
			}
			if rLSente(t) < rBasic(u) {
				ls[k] = false
			}
			if rRSente(t) < rBasic(u) {
				rs[k] = false
			}
		}
	}
	return ls, rs
}

// rBest returns the 1-based index of the non-number tree with the highest
// score among those allowed (ties: the smallest index), or 0.
func rBest(f []*rt, allowed func(int) bool, score func(*rt) int) int {
	best, bestV := 0, 0
	for i, t := range f {
		if t.leaf || !allowed(i) {
			continue
		}
		if v := score(t); best == 0 || v > bestV {
			best, bestV = i+1, v
		}
	}
	return best
}

// Heuristic Algorithms 1, 2 and 3 of Section 6 (left to play), 1-based.
func rHeuristic1(f []*rt) int {
	ls, rs := rFlags(f)
	if k := rBest(f, func(i int) bool { return ls[i] && rs[i] }, rBasic); k != 0 {
		return k
	}
	if k := rBest(f, func(i int) bool { return ls[i] }, rBasic); k != 0 {
		return k
	}
	return rBest(f, func(int) bool { return true }, rBasic)
}

// Combined values are scaled by 4 to stay integers.
func rHeuristic2(f []*rt) int {
	return rBest(f, func(int) bool { return true }, func(t *rt) int { return 4*rBasic(t) + 2*rLSente(t) })
}

func rHeuristic3(f []*rt) int {
	return rBest(f, func(int) bool { return true }, func(t *rt) int { return 4*rBasic(t) + 2*rLSente(t) + rRSente(t) })
}

// rEstimate is the Estimate of Section 7, Steps 1-7, for Lo (left) and, with
// V_B' and V_N', for Ro.
func rEstimate(f []*rt, left bool) int {
	ls, rs := rFlags(f)
	vA, vS, vO := 0, 0, 0
	var fb, fn []*rt
	for i, t := range f {
		switch {
		case t.leaf:
			vA += t.v
		case ls[i] && rs[i]:
			fb = append(fb, t)
		case ls[i]:
			vS += rLv(t)
		case rs[i]:
			vO += rRv(t)
		default:
			fn = append(fn, t)
		}
	}
	alt := func(ts []*rt) int {
		// Ordered by >> on inner swings, i.e. by a-b (Theorem 5.4);
		// the order among equal swings does not change the sum.
		sort.SliceStable(ts, func(i, j int) bool { return rBasic(ts[i]) > rBasic(ts[j]) })
		v := 0
		for i, t := range ts {
			if (i%2 == 0) == left {
				v += rLv(t)
			} else {
				v += rRv(t)
			}
		}
		return v
	}
	return vA + alt(fb) + vS + vO + alt(fn)
}

// rTrim applies Section 7's trimming rule at depth d >= 1: every interior
// node at depth d is pruned; a left child gets Rv(S), a right child Lv(S).
func rTrim(t *rt, d int) *rt {
	var walk func(t *rt, depth int, isLeft bool) *rt
	walk = func(t *rt, depth int, isLeft bool) *rt {
		if t.leaf {
			return t
		}
		if depth == d {
			if isLeft {
				return rLeaf(rRv(t))
			}
			return rLeaf(rLv(t))
		}
		return rNode(walk(t.l, depth+1, true), walk(t.r, depth+1, false))
	}
	if t.leaf || d < 1 {
		return t
	}
	return rNode(walk(t.l, 1, true), walk(t.r, 1, false))
}

// rMetasearch is exact: the smallest 1-based k with Ro(Lchoice(k, F)) =
// Lo(F) (Def. 4.3), over non-number trees; 0 when F is game-over.
func (o *rOutcomes) rMetasearch(f []*rt) int {
	lo := o.Lo(f)
	for k, t := range f {
		if t.leaf {
			continue
		}
		next := append([]*rt(nil), f...)
		next[k] = t.l
		if o.Ro(next) == lo {
			return k + 1
		}
	}
	return 0
}

// rDepthLimited is depth-limited minimax with Section 7's Estimate at the
// frontier: after depth plies, Estimate(Lo(F')) with Left to move and
// Estimate(Ro(F')) with Right to move. It returns the value and the
// smallest 1-based k that attains it (0 when F is game-over).
func rDepthLimited(f []*rt, left bool, depth int) (int, int) {
	sum, hot := 0, 0
	for _, t := range f {
		if t.leaf {
			sum += t.v
		} else {
			hot++
		}
	}
	if hot == 0 {
		return sum, 0
	}
	if depth == 0 {
		return rEstimate(f, left), 0
	}
	best, move := 0, 0
	for k, t := range f {
		if t.leaf {
			continue
		}
		next := append([]*rt(nil), f...)
		if left {
			next[k] = t.l
		} else {
			next[k] = t.r
		}
		v, _ := rDepthLimited(next, !left, depth-1)
		if move == 0 || (left && v > best) || (!left && v < best) {
			best, move = v, k+1
		}
	}
	return best, move
}

// rRandomTree draws a tree of height <= h in the paper's class: [L|R] with
// R shifted so that Rv(L) > Lv(R).
func rRandomTree(rng *rand.Rand, h int, top bool) *rt {
	if h == 0 || (!top && rng.Intn(4) == 0) {
		return rLeaf(rng.Intn(41) - 20)
	}
	l := rRandomTree(rng, h-1, false)
	r := rRandomTree(rng, h-1, false)
	r = rShift(r, rRv(l)-rLv(r)-1-rng.Intn(12))
	return rNode(l, r)
}

func rRandomForest(rng *rand.Rand, n, h int) []*rt {
	f := make([]*rt, n)
	for i := range f {
		if rng.Intn(6) == 0 {
			f[i] = rLeaf(rng.Intn(41) - 20)
		} else {
			f[i] = rRandomTree(rng, 1+rng.Intn(h), true)
		}
	}
	return f
}

// rStateBound bounds the number of forests the exhaustive minimax visits.
func rStateBound(f []*rt) float64 {
	var count func(t *rt) float64
	count = func(t *rt) float64 {
		if t.leaf {
			return 1
		}
		return 1 + count(t.l) + count(t.r)
	}
	p := 1.0
	for _, t := range f {
		p *= count(t)
	}
	return p
}

func rForestString(f []*rt) string {
	s := make([]string, len(f))
	for i, t := range f {
		s[i] = t.key
	}
	return strings.Join(s, " + ")
}

var (
	reviewForests = flag.Int("review-forests", 200, "random forests for TestReviewAgainstPaperText")
	reviewSeed    = flag.Int64("review-seed", 20261126, "seed for TestReviewAgainstPaperText")
)

func rToLib(t *rt) *bgf.Tree {
	if t.leaf {
		return bgf.LeafInt(int64(t.v))
	}
	return bgf.Node(rToLib(t.l), rToLib(t.r))
}

func rForestToLib(f []*rt) bgf.Forest {
	g := make(bgf.Forest, len(f))
	for i, t := range f {
		g[i] = rToLib(t)
	}
	return g
}

// rHalvedToLib is t with every value halved: rational values for the
// package, the same play.
func rHalvedToLib(t *rt) *bgf.Tree {
	if t.leaf {
		return bgf.Leaf(big.NewRat(int64(t.v), 2))
	}
	return bgf.Node(rHalvedToLib(t.l), rHalvedToLib(t.r))
}

func ratIsHalf(r *big.Rat, v int) bool { return r != nil && r.Cmp(big.NewRat(int64(v), 2)) == 0 }

func ratIs(r *big.Rat, v int) bool { return r != nil && r.Cmp(big.NewRat(int64(v), 1)) == 0 }

// TestReviewAgainstPaperText compares the package with the independent
// implementation above on random forests of the paper's class: 1-12
// trees of height 1-4, single nodes included. The exhaustive parts
// (Lo/Ro, Def. 4.3's move by exact Metasearch) run where the forest is
// small enough; Def. 5.1 dominance on every ordered pair of forests of
// up to 6 trees.
func TestReviewAgainstPaperText(t *testing.T) {
	rng := rand.New(rand.NewSource(*reviewSeed))
	o := newROutcomes()
	ctx := context.Background()
	var exact, pairs int
	for it := 0; it < *reviewForests; it++ {
		if len(o.memo) > 2_000_000 {
			o = newROutcomes()
		}
		f := rRandomForest(rng, 1+rng.Intn(12), 1+rng.Intn(4))
		g := rForestToLib(f)
		name := rForestString(f)
		if err := g.CheckClass(); err != nil {
			t.Fatalf("%s: generator left the class: %v", name, err)
		}
		ls, rs := rFlags(f)
		for k, tr := range f {
			facts := g[k]
			if !ratIs(facts.Lv(), rLv(tr)) || !ratIs(facts.Rv(), rRv(tr)) {
				t.Errorf("%s: tree %d Lv/Rv %v/%v, paper %d/%d", name, k+1, facts.Lv(), facts.Rv(), rLv(tr), rRv(tr))
			}
			if !ratIs(facts.BasicValue(), rBasic(tr)) {
				t.Errorf("%s: tree %d Def. 6.1 basic value %v, paper %d", name, k+1, facts.BasicValue(), rBasic(tr))
			}
			if !ratIs(facts.LSenteValue(), rLSente(tr)) || !ratIs(facts.RSenteValue(), rRSente(tr)) {
				t.Errorf("%s: tree %d Def. 6.2 sente values %v/%v, paper %d/%d", name, k+1, facts.LSenteValue(), facts.RSenteValue(), rLSente(tr), rRSente(tr))
			}
			in, out := facts.InnerSwing(), facts.OuterSwing()
			if !ratIs(in.Left().Value(), rLv(tr)) || !ratIs(in.Right().Value(), rRv(tr)) {
				t.Errorf("%s: tree %d Def. 5.3 inner swing %v", name, k+1, in)
			}
			if !ratIs(out.Left().Value(), rOuterL(tr)) || !ratIs(out.Right().Value(), rOuterR(tr)) {
				t.Errorf("%s: tree %d Def. 5.3 outer swing %v, paper [%d|%d]", name, k+1, out, rOuterL(tr), rOuterR(tr))
			}
			l, r := g.Sente(k + 1)
			if l != ls[k] || r != rs[k] {
				t.Errorf("%s: tree %d Def. 6.2 L-/R-sente %v/%v, paper %v/%v", name, k+1, l, r, ls[k], rs[k])
			}
		}
		neg := make([]*rt, len(f))
		for i, tr := range f {
			neg[i] = rNeg(tr)
		}
		for _, c := range []struct {
			h           bgf.Heuristic
			left, right int
		}{
			{bgf.Algorithm1, rHeuristic1(f), rHeuristic1(neg)},
			{bgf.Algorithm2, rHeuristic2(f), rHeuristic2(neg)},
			{bgf.Algorithm3, rHeuristic3(f), rHeuristic3(neg)},
		} {
			for _, left := range []bool{true, false} {
				want := c.left
				if !left {
					want = c.right
				}
				got, err := c.h.Choose(g, left)
				if err != nil || got != want {
					t.Errorf("%s: %v (left %v) plays %d (%v), paper %d", name, c.h, left, got, err, want)
				}
			}
		}
		elo, ero, err := bgf.Estimate(g)
		if err != nil || !ratIs(elo, rEstimate(f, true)) || !ratIs(ero, rEstimate(f, false)) {
			t.Errorf("%s: Estimate %v/%v (%v), paper Steps 1-7 %d/%d", name, elo, ero, err, rEstimate(f, true), rEstimate(f, false))
		}
		half := make(bgf.Forest, len(f))
		for i, tr := range f {
			half[i] = rHalvedToLib(tr)
		}
		if lo, ro, err := bgf.Estimate(half); err != nil || !ratIsHalf(lo, rEstimate(f, true)) || !ratIsHalf(ro, rEstimate(f, false)) {
			t.Errorf("%s halved: Estimate %v/%v (%v), paper Steps 1-7 %d/2, %d/2", name, lo, ro, err, rEstimate(f, true), rEstimate(f, false))
		}
		for _, c := range []struct {
			h    bgf.Heuristic
			want int
		}{{bgf.Algorithm1, rHeuristic1(f)}, {bgf.Algorithm2, rHeuristic2(f)}, {bgf.Algorithm3, rHeuristic3(f)}} {
			if got, err := c.h.Choose(half, true); err != nil || got != c.want {
				t.Errorf("%s halved: %v plays %d (%v), paper %d", name, c.h, got, err, c.want)
			}
		}
		v2, k2 := rDepthLimited(f, true, 2)
		if res, err := bgf.Metasearch(ctx, half, true, bgf.SearchOptions{Depth: 2}); err != nil || !ratIsHalf(res.Value, v2) || res.Move != k2 {
			t.Errorf("%s halved: depth-2 Metasearch %v move %d (%v), want %d/2 move %d", name, res.Value, res.Move, err, v2, k2)
		}
		for d := 1; d <= 3; d++ {
			want := make([]*rt, len(f))
			for i, tr := range f {
				want[i] = rTrim(tr, d)
			}
			if got := g.Trim(d); !got.Equal(rForestToLib(want)) {
				t.Errorf("%s: Trim(%d) = %v, paper's rule %s", name, d, got, rForestString(want))
			}
		}
		for depth := 1; depth <= 3; depth++ {
			for _, left := range []bool{true, false} {
				v, k := rDepthLimited(f, left, depth)
				res, err := bgf.Metasearch(ctx, g, left, bgf.SearchOptions{Depth: depth})
				if err != nil || !ratIs(res.Value, v) || res.Move != k {
					t.Errorf("%s: depth-%d Metasearch (left %v) %v move %d (%v), minimax with the Estimate at the frontier %d move %d", name, depth, left, res.Value, res.Move, err, v, k)
				}
			}
		}
		if rStateBound(f) <= 3e4 {
			exact++
			lo, ro := o.Lo(f), o.Ro(f)
			if lo < ro {
				t.Errorf("%s: Theorem 4.2 fails without passes: Lo %d < Ro %d", name, lo, ro)
			}
			g2, err := bgf.Outcomes(ctx, g, search.Budget{})
			if err != nil || !ratIs(g2.Lo, lo) || !ratIs(g2.Ro, ro) {
				t.Errorf("%s: Outcomes %v/%v (%v), minimax %d/%d", name, g2.Lo, g2.Ro, err, lo, ro)
			}
			res, err := bgf.Metasearch(ctx, g, true, bgf.SearchOptions{})
			if err != nil || !ratIs(res.Value, lo) || res.Move != o.rMetasearch(f) {
				t.Errorf("%s: Metasearch %v move %d (%v), paper Lo %d move %d", name, res.Value, res.Move, err, lo, o.rMetasearch(f))
			}
			negRes, err := bgf.Metasearch(ctx, g, false, bgf.SearchOptions{})
			if err != nil || !ratIs(negRes.Value, ro) || negRes.Move != o.rMetasearch(neg) {
				t.Errorf("%s: Metasearch for Right %v move %d (%v), paper Ro %d move %d", name, negRes.Value, negRes.Move, err, ro, o.rMetasearch(neg))
			}
		}
		if len(f) <= 6 && rStateBound(f) <= 3e4 {
			a, err := bgf.Analyze(ctx, g, search.Budget{})
			if err != nil {
				t.Fatalf("%s: Analyze: %v", name, err)
			}
			var want [][2]int
			for i := range f {
				for j := range f {
					pairs++
					got, err := bgf.Dominates(g[i], g[j])
					dom := o.rDominates(f[i], f[j])
					if err != nil || got != dom {
						t.Errorf("%s: Dominates(T%d, T%d) = %v (%v), Def. 5.1 %v", name, i+1, j+1, got, err, dom)
					}
					if dom && i != j {
						want = append(want, [2]int{i + 1, j + 1})
					}
				}
			}
			if fmt.Sprint(a.Dominates) != fmt.Sprint(want) {
				t.Errorf("%s: Analyze.Dominates %v, Def. 5.1 %v", name, a.Dominates, want)
			}
			for k := range f {
				if a.Trees[k].LSente != ls[k] || a.Trees[k].RSente != rs[k] {
					t.Errorf("%s: Analyze tree %d sente %v/%v, Def. 6.2 %v/%v", name, k+1, a.Trees[k].LSente, a.Trees[k].RSente, ls[k], rs[k])
				}
			}
			if a.Left.Heuristic1 != rHeuristic1(f) || a.Left.Heuristic2 != rHeuristic2(f) || a.Left.Heuristic3 != rHeuristic3(f) || a.Left.Metasearch != o.rMetasearch(f) {
				t.Errorf("%s: Analyze moves %+v, paper text %d %d %d, Def. 4.3 %d", name, a.Left, rHeuristic1(f), rHeuristic2(f), rHeuristic3(f), o.rMetasearch(f))
			}
		}
	}
	t.Logf("%d forests; %d solved exhaustively; %d ordered pairs for Def. 5.1", *reviewForests, exact, pairs)
}

func rMustParse(t *testing.T, s string) *rt {
	t.Helper()
	var p func() *rt
	i := 0
	p = func() *rt {
		if s[i] == '[' {
			i++
			l := p()
			i++ // '|'
			r := p()
			i++ // ']'
			return rNode(l, r)
		}
		j := i
		for i < len(s) && (s[i] == '-' || s[i] >= '0' && s[i] <= '9') {
			i++
		}
		v, err := strconv.Atoi(s[j:i])
		if err != nil {
			t.Fatalf("%q at %d: %v", s, j, err)
		}
		return rLeaf(v)
	}
	return p()
}

// TestReviewIssueValues checks, with the independent implementation and
// the package, the values the issue quotes from the paper.
func TestReviewIssueValues(t *testing.T) {
	o := newROutcomes()
	t1 := rMustParse(t, "[4|[3|0]]")                 // Example 2.1.1
	t2 := rMustParse(t, "[[[[12|10]|7]|[5|-1]]|-1]") // Example 2.1.2
	f := []*rt{t1, t2}
	g := rForestToLib(f)
	if rEstimate(f, true) != 9 || rEstimate(f, false) != 8 || o.Lo(f) != 8 || o.Ro(f) != 3 {
		t.Errorf("T1 + T2: paper Estimate %d/%d, exact %d/%d; want 9/8 and 8/3", rEstimate(f, true), rEstimate(f, false), o.Lo(f), o.Ro(f))
	}
	if lo, ro, err := bgf.Estimate(g); err != nil || !ratIs(lo, 9) || !ratIs(ro, 8) {
		t.Errorf("T1 + T2: Estimate %v/%v (%v), want 9/8 (Section 7)", lo, ro, err)
	}
	if rLv(t2) != 5 || rRv(t2) != -1 || !ratIs(g[1].BasicValue(), 6) {
		t.Errorf("T2: Lv %d Rv %d, BasicValue %v; want 5, -1, 6 (Example 2.1.2, Def. 6.1)", rLv(t2), rRv(t2), g[1].BasicValue())
	}
	h := []*rt{rMustParse(t, "[[9|1]|0]"), rMustParse(t, "[3|0]")}
	if k, err := bgf.Algorithm1.Choose(rForestToLib(h), true); err != nil || k != 1 || rHeuristic1(h) != 1 {
		t.Errorf("{{9|1}|0} + {3|0}: Algorithm 1 plays %d (%v), paper text %d; want 1", k, err, rHeuristic1(h))
	}
	// Theorem 5.3: T >> k; two numbers dominate each other.
	for _, k := range []int{-7, 0, 9} {
		n := rLeaf(k)
		for _, tr := range []*rt{t1, t2, h[0], rLeaf(3)} {
			got, err := bgf.Dominates(rToLib(tr), rToLib(n))
			if err != nil || !got || !o.rDominates(tr, n) {
				t.Errorf("Theorem 5.3: %v >> %d is %v (%v), paper text %v", tr, k, got, err, o.rDominates(tr, n))
			}
		}
	}
	// Example 5.2: T does not dominate its inner swing [5|1]; Theorem 5.6
	// on random trees of heights 1-3.
	ex := rMustParse(t, "[[[7|6]|[5|[3|-100]]]|[[2|1]|0]]")
	swing := rNode(rLeaf(rLv(ex)), rLeaf(rRv(ex)))
	if got, err := bgf.Dominates(rToLib(ex), rToLib(swing)); err != nil || got || o.rDominates(ex, swing) {
		t.Errorf("Example 5.2: T >> [5|1] is %v (%v), paper text %v; want false", got, err, o.rDominates(ex, swing))
	}
	// The printed formula Lo(R~v(T) - T + [a|b] - a) is -4 (R~v(T) = 0);
	// the statement that gives -1 is Ro(T^L - T + [a|b] - a).
	if v := o.Lo([]*rt{rLeaf(rOuterR(ex)), rNeg(ex), swing, rLeaf(-5)}); v != -4 {
		t.Errorf("Example 5.2: printed formula gives %d, want -4", v)
	}
	if v := o.Ro([]*rt{ex.l, rNeg(ex), swing, rLeaf(-5)}); v != -1 {
		t.Errorf("Example 5.2: Ro(T^L - T + [a|b] - a) = %d, want -1", v)
	}
	rng := rand.New(rand.NewSource(56))
	for i := 0; i < 600; i++ {
		tr := rRandomTree(rng, 1+i%3, true)
		swing := rNode(rLeaf(rLv(tr)), rLeaf(rRv(tr)))
		got, err := bgf.Dominates(rToLib(tr), rToLib(swing))
		if err != nil || !got || !o.rDominates(tr, swing) {
			t.Errorf("Theorem 5.6: %v >> %v is %v (%v), paper text %v", tr, swing, got, err, o.rDominates(tr, swing))
		}
	}
}
