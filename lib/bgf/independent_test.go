package bgf

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
)

// An implementation of the paper's Estimate, Heuristic Algorithms 1-3,
// dominance and Metasearch written afresh from the text (Sections 2 and
// 4-7), sharing no code with the package: its own trees (integer leaves),
// its own minimax (Def. 4.2 without passes, memoised on a printed form of
// the position), and each definition coded as the text states it. The
// package is compared with it on thousands of random forests of the
// paper's class.

type xtree struct {
	leaf bool
	v    int64
	l, r *xtree
}

func toX(t *Tree) *xtree {
	if t.IsLeaf() {
		return &xtree{leaf: true, v: t.Value().Num().Int64()}
	}
	return &xtree{l: toX(t.Left()), r: toX(t.Right())}
}

// tL and tR are T^L and T^R with the convention of Section 2.
func (t *xtree) tL() *xtree {
	if t.leaf {
		return t
	}
	return t.l
}

func (t *xtree) tR() *xtree {
	if t.leaf {
		return t
	}
	return t.r
}

// Def. 2.1.2.
func xLv(t *xtree) int64 {
	if t.leaf {
		return t.v
	}
	return xRv(t.l)
}

func xRv(t *xtree) int64 {
	if t.leaf {
		return t.v
	}
	return xLv(t.r)
}

func (t *xtree) String() string {
	if t.leaf {
		return fmt.Sprint(t.v)
	}
	return "[" + t.l.String() + "|" + t.r.String() + "]"
}

func xneg(t *xtree) *xtree {
	if t.leaf {
		return &xtree{leaf: true, v: -t.v}
	}
	return &xtree{l: xneg(t.r), r: xneg(t.l)}
}

// xsolver computes Lo and Ro (Def. 4.2; a move in a single node is a pass
// and never needed on the class) by memoised minimax.
type xsolver struct{ memo map[string]int64 }

func (s *xsolver) value(f []*xtree, left bool) int64 {
	var fixed int64
	var rest []string
	var live []*xtree
	for _, t := range f {
		if t.leaf {
			fixed += t.v
		} else {
			live = append(live, t)
			rest = append(rest, t.String())
		}
	}
	if len(live) == 0 {
		return fixed
	}
	sort.Strings(rest)
	key := fmt.Sprint(left, rest)
	if v, ok := s.memo[key]; ok {
		return v + fixed
	}
	var best int64
	for i := range live {
		g := xplay(live, i, left)
		v := s.value(g, !left)
		if i == 0 || left && v > best || !left && v < best {
			best = v
		}
	}
	s.memo[key] = best
	return best + fixed
}

func (s *xsolver) ro(f []*xtree) int64 { return s.value(f, false) }

// Def. 6.1, 6.2.
func xBasic(t *xtree) int64 { return xLv(t) - xRv(t) }
func xLSV(t *xtree) int64   { return xLv(t.tL()) - xRv(t.tL()) }
func xRSV(t *xtree) int64   { return xLv(t.tR()) - xRv(t.tR()) }

func xSente(f []*xtree, k int) (ls, rs bool) {
	ls, rs = true, true
	for i, t := range f {
		if i != k {
			ls = ls && xLSV(f[k]) >= xBasic(t)
			rs = rs && xRSV(f[k]) >= xBasic(t)
		}
	}
	return ls, rs
}

// xHeuristic is Heuristic Algorithm h for Left: the 1-based tree, the
// first of equals, 0 when no tree can be moved in.
func xHeuristic(h int, f []*xtree) int {
	best := 0
	var bestKey [2]int64
	for k, t := range f {
		if t.leaf {
			continue
		}
		var key [2]int64
		switch h {
		case 1:
			ls, rs := xSente(f, k)
			if ls && rs {
				key[0] = 2
			} else if ls {
				key[0] = 1
			}
			key[1] = xBasic(t)
		case 2: // basic + 1/2 L-sente, times 2
			key[1] = 2*xBasic(t) + xLSV(t)
		case 3: // basic + 1/2 L-sente + 1/4 R-sente, times 4
			key[1] = 4*xBasic(t) + 2*xLSV(t) + xRSV(t)
		}
		if best == 0 || key[0] > bestKey[0] || key[0] == bestKey[0] && key[1] > bestKey[1] {
			best, bestKey = k+1, key
		}
	}
	return best
}

// xEstimate is Section 7's Steps 1-7.
func xEstimate(f []*xtree) (lo, ro int64) {
	var fa, fb, fs, fo, fn []*xtree
	for k, t := range f {
		ls, rs := xSente(f, k)
		switch {
		case t.leaf:
			fa = append(fa, t)
		case ls && rs:
			fb = append(fb, t)
		case ls:
			fs = append(fs, t)
		case rs:
			fo = append(fo, t)
		default:
			fn = append(fn, t)
		}
	}
	var va, vs, vo int64
	for _, t := range fa {
		va += t.v
	}
	for _, t := range fs {
		vs += xLv(t)
	}
	for _, t := range fo {
		vo += xRv(t)
	}
	alternate := func(ts []*xtree) (v, vp int64) {
		// order the inner swings by >>: by size (Theorem 5.4)
		sort.SliceStable(ts, func(i, j int) bool { return xBasic(ts[i]) > xBasic(ts[j]) })
		for i, t := range ts {
			if i%2 == 0 {
				v, vp = v+xLv(t), vp+xRv(t)
			} else {
				v, vp = v+xRv(t), vp+xLv(t)
			}
		}
		return v, vp
	}
	vb, vbp := alternate(fb)
	vn, vnp := alternate(fn)
	return va + vb + vs + vo + vn, va + vbp + vs + vo + vnp
}

// xplay is Lchoice (left) or Rchoice of Def. 4.1 for the 0-based tree i.
func xplay(f []*xtree, i int, left bool) []*xtree {
	g := append([]*xtree(nil), f...)
	if left {
		g[i] = f[i].tL()
	} else {
		g[i] = f[i].tR()
	}
	return g
}

func xminus(f, g []*xtree) []*xtree {
	h := append([]*xtree(nil), f...)
	for _, t := range g {
		h = append(h, xneg(t))
	}
	return h
}

// xGE is F >= G by Theorem 4.7 and Corollary 4.9.2: Ro(F - G) >= 0.
func (s *xsolver) ge(f, g []*xtree) bool { return s.ro(xminus(f, g)) >= 0 }

// xDominates is Def. 5.1: T1^L + T2 >= T1 + T2^L and T1^R + T2 <= T1 + T2^R.
func (s *xsolver) dominates(a, b *xtree) bool {
	return s.ge([]*xtree{a.tL(), b}, []*xtree{a, b.tL()}) && s.ge([]*xtree{a, b.tR()}, []*xtree{a.tR(), b})
}

// metasearch is the exact answer Metasearch must give: the value and the
// smallest tree that is not a single node reaching it (Def. 4.3).
func (s *xsolver) metasearch(f []*xtree, left bool) (int64, int) {
	want := s.value(f, left)
	for k, t := range f {
		if t.leaf {
			continue
		}
		g := xplay(f, k, left)
		if s.value(g, !left) == want {
			return want, k + 1
		}
	}
	return want, 0
}

// depthLimited is the depth-limited minimax of Section 7: d plies, then
// the Estimate of Lo (Left to move) or Ro at the frontier.
func depthLimited(f []*xtree, left bool, d int) int64 {
	var fixed int64
	var live []*xtree
	for _, t := range f {
		if t.leaf {
			fixed += t.v
		} else {
			live = append(live, t)
		}
	}
	if len(live) == 0 {
		return fixed
	}
	if d == 0 {
		lo, ro := xEstimate(f)
		if left {
			return lo
		}
		return ro
	}
	var best int64
	for i := range live {
		g := xplay(live, i, left)
		v := depthLimited(g, !left, d-1)
		if i == 0 || left && v > best || !left && v < best {
			best = v
		}
	}
	return best + fixed
}

func xforest(f Forest) []*xtree {
	x := make([]*xtree, len(f))
	for i, t := range f {
		x[i] = toX(t)
	}
	return x
}

// TestIndependentChecker compares the package with the implementation
// above on random forests of the class, of 1-6 trees of height up to 3
// (dominance and Metasearch on up to 4 trees).
func TestIndependentChecker(t *testing.T) {
	o := ClassRandomOptions()
	forests, pairs, searches, limited := 0, 0, 0, 0
	for seed := range trials(3000) {
		o.MaxHeight = 1 + int(seed%3)
		n := 1 + int(seed%6)
		f, err := RandomForest(seed+77, n, o)
		if err != nil {
			t.Fatal(err)
		}
		if seed%5 == 0 { // a number among the trees
			f = append(f, LeafInt(int64(seed%9)-4))
		}
		x := xforest(f)
		forests++
		lo, ro, err := Estimate(f)
		if err != nil {
			t.Fatal(err)
		}
		xlo, xro := xEstimate(x)
		if lo.Cmp(rat(xlo)) != 0 || ro.Cmp(rat(xro)) != 0 {
			t.Fatalf("%v: Estimate %v %v, independent %d %d", f, lo, ro, xlo, xro)
		}
		negx := xforest(f.Neg())
		for h := 1; h <= 3; h++ {
			for _, left := range []bool{true, false} {
				k, err := Heuristic(h).Choose(f, left)
				if err != nil {
					t.Fatal(err)
				}
				want := xHeuristic(h, x)
				if !left {
					want = xHeuristic(h, negx)
				}
				if k != want {
					t.Fatalf("%v left=%v: Algorithm %d plays %d, independent %d", f, left, h, k, want)
				}
			}
		}
		for k := range f {
			ls, rs := f.Sente(k + 1)
			xls, xrs := xSente(x, k)
			if ls != xls || rs != xrs || f[k].BasicValue().Cmp(rat(xBasic(x[k]))) != 0 {
				t.Fatalf("%v tree %d: sente %v %v basic %v; independent %v %v %d", f, k+1, ls, rs, f[k].BasicValue(), xls, xrs, xBasic(x[k]))
			}
		}
		if len(f) > 4 || seed%2 == 1 && o.MaxHeight == 3 {
			continue
		}
		s := &xsolver{memo: map[string]int64{}}
		for i := range f {
			for j := range f {
				if i == j {
					continue
				}
				d, err := Dominates(f[i], f[j])
				if err != nil {
					t.Fatal(err)
				}
				if d != s.dominates(x[i], x[j]) {
					t.Fatalf("%v >> %v: %v, independent %v", f[i], f[j], d, !d)
				}
				pairs++
			}
		}
		for _, left := range []bool{true, false} {
			res, err := Metasearch(context.Background(), f, left, SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			v, k := s.metasearch(x, left)
			if res.Value.Cmp(rat(v)) != 0 || res.Move != k {
				t.Fatalf("%v left=%v: Metasearch %v T%d, independent %d T%d", f, left, res.Value, res.Move, v, k)
			}
			searches++
			for d := 1; d <= 3; d++ {
				for _, noDom := range []bool{true, false} {
					res, err := Metasearch(context.Background(), f, left, SearchOptions{Depth: d, NoDominance: noDom})
					if err != nil {
						t.Fatal(err)
					}
					if want := depthLimited(x, left, d); res.Value.Cmp(rat(want)) != 0 {
						t.Fatalf("%v left=%v depth %d (NoDominance %v): Metasearch %v, independent %d", f, left, d, noDom, res.Value, want)
					}
					limited++
				}
			}
		}
	}
	t.Logf("%d depth-limited runs agree", limited)
	t.Logf("%d forests (Estimate, Algorithms 1-3 for both sides, sente, basic values), %d dominance pairs, %d Metasearch runs agree", forests, pairs, searches)
}

// TestIndependentCheckerExamples pins the independent implementation to
// the figures the issue measured: Estimate 9 and 8 on T1 + T2, Algorithm 1
// in tree 1 of {{9|1}|0} + {3|0}, basic value 6 for T2.
func TestIndependentCheckerExamples(t *testing.T) {
	f := xforest(mustForest(t, paperT1+" + "+paperT2))
	if lo, ro := xEstimate(f); lo != 9 || ro != 8 || xBasic(f[1]) != 6 {
		t.Errorf("independent Estimate %d %d, basic value %d", lo, ro, xBasic(f[1]))
	}
	if k := xHeuristic(1, xforest(mustForest(t, "{{9|1}|0} + {3|0}"))); k != 1 {
		t.Errorf("independent Algorithm 1 plays %d", k)
	}
	if s := fmt.Sprint(toX(mustTree(t, paperT1))); !strings.Contains(s, "[4|[3|0]]") {
		t.Errorf("T1 = %s", s)
	}
}
