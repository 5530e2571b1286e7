package bgf

import (
	"context"
	"fmt"
	"math/big"

	"github.com/decomplab/decomplab/lib/search"
)

// This file holds the items of Sections 2 and 4-6 of Chen's paper under
// their numbers; Section 7 is in estimate.go and metasearch.go.

// ClassError reports a tree outside the class the paper assumes (Section
// 2): every subtree that is not a single node must have Lv > Rv.
type ClassError struct {
	Tree    int    // 1-based tree of the forest (0 for a lone tree)
	Path    string // from the tree's root: "" is the root, "LR" its Left option's Right option
	Subtree *Tree
	Lv, Rv  *big.Rat
}

func (e *ClassError) Error() string {
	where := "the root"
	if e.Path != "" {
		where = "subtree " + e.Path
	}
	if e.Tree > 0 {
		where = fmt.Sprintf("tree %d, %s", e.Tree, where)
	}
	return fmt.Sprintf("%s %v has Lv = %s <= Rv = %s: outside the paper's class (Section 2 assumes Lv > Rv for every subtree that is not a single node; replace it by a number)",
		where, e.Subtree, ratString(e.Lv), ratString(e.Rv))
}

// CheckClass returns a *ClassError naming the first subtree (root first,
// then the Left option's subtrees, then the Right's) that is not a single
// node and has Lv <= Rv, or nil when t is in the paper's class (Section 2).
func (t *Tree) CheckClass() error { return t.checkClass("") }

func (t *Tree) checkClass(path string) error {
	if t.IsLeaf() {
		return nil
	}
	if lv, rv := t.Lv(), t.Rv(); lv.Cmp(rv) <= 0 {
		return &ClassError{Path: path, Subtree: t, Lv: lv, Rv: rv}
	}
	if err := t.left.checkClass(path + "L"); err != nil {
		return err
	}
	return t.right.checkClass(path + "R")
}

// CheckClass is Tree.CheckClass for every tree of f; the error names the
// tree.
func (f Forest) CheckClass() error {
	for i, t := range f {
		if err := t.CheckClass(); err != nil {
			err.(*ClassError).Tree = i + 1
			return err
		}
	}
	return nil
}

// LChoice is Def. 4.1: the forest after Left plays in tree k (1-based),
// T_k replaced by T_k^L; for k outside 1..n, or a single-node T_k (whose
// T^L is T itself by the convention of Section 2), the forest does not
// change: Left passes. The result is a new slice.
func (f Forest) LChoice(k int) Forest {
	if k < 1 || k > len(f) {
		return append(Forest(nil), f...)
	}
	return f.Replace(k-1, f[k-1].Left())
}

// RChoice is Def. 4.1 for Right: T_k replaced by T_k^R.
func (f Forest) RChoice(k int) Forest {
	if k < 1 || k > len(f) {
		return append(Forest(nil), f...)
	}
	return f.Replace(k-1, f[k-1].Right())
}

// IsGameOver reports whether every tree of f is a single node (Section 4).
func (f Forest) IsGameOver() bool {
	for _, t := range f {
		if !t.IsLeaf() {
			return false
		}
	}
	return true
}

// OutcomesWithPass is Def. 4.2 as printed: Lo(F) is the maximum over
// 0 <= k <= n of Ro(Lchoice(k, F)), k = 0 (and a single-node T_k) being a
// pass, and Ro(F) the minimum of Lo(Rchoice(k, F)). A pass leaves F
// unchanged, so the definition is a pair of equations per forest,
// Lo = max(Ro, a) and Ro = min(Lo, b), a and b the best real moves; when
// a >= b their only solution is Lo = a, Ro = b, the values of the no-pass
// recursion (Outcomes). When a < b every Lo = Ro in [a, b] solves them and
// Def. 4.2 names no value: OutcomesWithPass returns an error naming the
// position. On the paper's class a >= b is Theorem 4.2 for the no-pass
// values, and the tests find it on every random forest of the class; so
// there Def. 4.2 and Outcomes agree, which is why the searches of this
// package need no pass move.
func OutcomesWithPass(ctx context.Context, f Forest, b search.Budget) (OutcomePair, error) {
	c, err := compile(f)
	if err != nil {
		return OutcomePair{}, err
	}
	s := &passSolver{exhaustive: newExhaustive(ctx, c, limitOf(b)), memo: map[string][2]int64{}}
	p := c.start()
	v, err := s.value(p.ids)
	if err != nil {
		return OutcomePair{}, err
	}
	return OutcomePair{Lo: c.rat(v[0] + p.fixed), Ro: c.rat(v[1] + p.fixed), States: len(s.memo)}, nil
}

// passSolver solves the equations of Def. 4.2 position by position.
type passSolver struct {
	*exhaustive
	memo map[string][2]int64
}

func (s *passSolver) value(ids []int32) ([2]int64, error) {
	if len(ids) == 0 {
		return [2]int64{}, nil
	}
	s.buf = key(ids, true, s.buf)
	if v, ok := s.memo[string(s.buf)]; ok {
		return v, nil
	}
	s.calls++
	if s.calls&4095 == 0 {
		if err := s.ctx.Err(); err != nil {
			return [2]int64{}, err
		}
	}
	if len(s.memo) >= s.limit.MaxStates {
		return [2]int64{}, fmt.Errorf("%w (more than %d positions)", ErrTooLarge, s.limit.MaxStates)
	}
	var a, b int64
	for k := range ids {
		for side, left := range [2]bool{true, false} {
			next, gain := s.c.play(ids, k, left)
			v, err := s.value(next)
			if err != nil {
				return [2]int64{}, err
			}
			// after Left's move Right is to move, and the other way round
			w := v[side^1] + gain
			if k == 0 || (left && w > a) || (!left && w < b) {
				if left {
					a = w
				} else {
					b = w
				}
			}
		}
	}
	if a < b {
		return [2]int64{}, fmt.Errorf("bgf: Def. 4.2 with passes has no unique value on a position of %d trees: the best moves give Left %s and Right %s, and every Lo = Ro between them solves it (a zugzwang: the forest is outside the paper's class)",
			len(ids), ratString(s.c.rat(a)), ratString(s.c.rat(b)))
	}
	v := [2]int64{a, b}
	s.buf = key(ids, true, s.buf)
	s.memo[string(s.buf)] = v
	return v, nil
}

// FL is Def. 4.3: F^L = Lchoice(k, F) for the smallest k with
// Lo(F) = Ro(Lchoice(k, F)), and that k. The text says "the smallest
// integer"; as every k outside 1..n is a pass (Def. 4.1), that integer
// has no lower bound when passing is optimal, so we read k in 1..n. A
// single-node T_k is a pass too and counts as such. On the paper's class
// a move in a non-single tree is always optimal (see OutcomesWithPass),
// so some k qualifies. Values come from the exhaustive minimax.
func (f Forest) FL() (Forest, int, error) { return f.bestChoice(true) }

// FR is Def. 4.3 with Left and Right exchanged: Rchoice(k, F) for the
// smallest k with Ro(F) = Lo(Rchoice(k, F)).
func (f Forest) FR() (Forest, int, error) { return f.bestChoice(false) }

func (f Forest) bestChoice(left bool) (Forest, int, error) {
	o, err := Outcomes(context.Background(), f, search.Budget{})
	if err != nil {
		return nil, 0, err
	}
	for k := 1; k <= len(f); k++ {
		var g Forest
		var want, got *big.Rat
		if left {
			g, want = f.LChoice(k), o.Lo
			if got, err = Ro(g); err != nil {
				return nil, 0, err
			}
		} else {
			g, want = f.RChoice(k), o.Ro
			if got, err = Lo(g); err != nil {
				return nil, 0, err
			}
		}
		if got.Cmp(want) == 0 {
			return g, k, nil
		}
	}
	return nil, 0, fmt.Errorf("no tree of %v reaches its outcome (outside the paper's class?)", f)
}

// LessEqual is Def. 4.7: F <= G iff G >= F.
func LessEqual(f, g Forest) (bool, error) { return GreaterEqual(g, f) }

// Equal is Def. 4.8: F = G iff F >= G and F <= G.
func Equal(f, g Forest) (bool, error) {
	r, err := Compare(f, g)
	return r == Equivalent, err
}

// DominanceEqual is Def. 5.2: T1 and T2 dominate each other, so it makes
// no difference in a forest holding both which is played first. It is not
// Def. 4.8's equality (Example 5.1: [5|-5] and [10|0]).
func DominanceEqual(t1, t2 *Tree) (bool, error) {
	ok, err := Dominates(t1, t2)
	if err != nil || !ok {
		return false, err
	}
	return Dominates(t2, t1)
}

// InnerSwing is Def. 5.3: the tree [Lv(T)|Rv(T)]. A single node is its
// own inner swing (its Lv and Rv are its value).
func (t *Tree) InnerSwing() *Tree {
	if t.IsLeaf() {
		return t
	}
	return Node(&Tree{value: t.Lv()}, &Tree{value: t.Rv()})
}

// OuterSwing is Def. 5.3: the tree [L~v(T)|R~v(T)], L~v the value of
// T^LLL... and R~v that of T^RRR... . A single node is its own outer swing.
func (t *Tree) OuterSwing() *Tree {
	if t.IsLeaf() {
		return t
	}
	l, r := t, t
	for !l.IsLeaf() {
		l = l.left
	}
	for !r.IsLeaf() {
		r = r.right
	}
	return Node(l, r)
}

// BasicValue is Def. 6.1: the basic value of a move in T, the size of
// T's inner swing, Lv(T) - Rv(T) (0 for a single node).
func (t *Tree) BasicValue() *big.Rat { return new(big.Rat).Sub(t.Lv(), t.Rv()) }

// LSenteValue is Def. 6.2: the L-sente value of a move in T, the size of
// the inner swing of T^L, LLv(T) - Lv(T) = Lv(T^L) - Rv(T^L). It is 0
// when T^L is a single node (and for a single-node T).
func (t *Tree) LSenteValue() *big.Rat { return t.Left().BasicValue() }

// RSenteValue is Def. 6.2 for Right ("in a similar way"): the size of the
// inner swing of T^R, Lv(T^R) - Rv(T^R).
func (t *Tree) RSenteValue() *big.Rat { return t.Right().BasicValue() }

// Sente is Def. 6.2: move k (1-based) of f is L-sente iff its L-sente
// value is >= the basic value of every other tree i != k, and R-sente iff
// its R-sente value is; single-node trees take part with basic value 0.
// For k outside 1..n both are false.
func (f Forest) Sente(k int) (lSente, rSente bool) {
	if k < 1 || k > len(f) {
		return false, false
	}
	lsv, rsv := f[k-1].LSenteValue(), f[k-1].RSenteValue()
	lSente, rSente = true, true
	for i, t := range f {
		if i == k-1 {
			continue
		}
		b := t.BasicValue()
		lSente = lSente && lsv.Cmp(b) >= 0
		rSente = rSente && rsv.Cmp(b) >= 0
	}
	return lSente, rSente
}

// Trim is the trimming rule of Section 7 applied at depth d: every
// subtree S whose root is at depth d (the root is at depth 0) is pruned
// to a single node holding Rv(S) if S is a Left option and Lv(S) if it is
// a Right option. This keeps Lv and Rv of every node above the cut, hence
// every basic value there (Def. 6.1). Trim(d) for d < 1 returns t.
func (t *Tree) Trim(d int) *Tree {
	if t.IsLeaf() || d < 1 {
		return t
	}
	return Node(t.left.trimChild(d-1, true), t.right.trimChild(d-1, false))
}

func (t *Tree) trimChild(d int, isLeft bool) *Tree {
	if t.IsLeaf() {
		return t
	}
	if d == 0 {
		if isLeft {
			return &Tree{value: t.Rv()}
		}
		return &Tree{value: t.Lv()}
	}
	return Node(t.left.trimChild(d-1, true), t.right.trimChild(d-1, false))
}

// Trim trims every tree of f at depth d (Tree.Trim).
func (f Forest) Trim(d int) Forest {
	g := make(Forest, len(f))
	for i, t := range f {
		g[i] = t.Trim(d)
	}
	return g
}
