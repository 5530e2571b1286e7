package bgf

import (
	"context"
	"math/big"
	"testing"

	"github.com/decomplab/decomplab/lib/cgt"
)

// The trees of the paper: T1 = {4||3|0} and
// T2 = {{{{12|10}||7}||{5|-1}}||-1}. Expected values are worked out by
// hand in the comments and checked against every method the package has
// (exhaustive minimax, alpha-beta Metasearch, cgt stops).
func TestPaperTrees(t *testing.T) {
	t1 := mustTree(t, "{4||3|0}")
	t2 := mustTree(t, "{{{{12|10}||7}||{5|-1}}||-1}")
	tests := []struct {
		tree           *Tree
		lv, rv         int64
		height         int
		sente          Sente
		outer          int64
		innerL, innerR int64
	}{
		// T1: Left takes 4 (a leaf). Right moves to {3|0}, Left answers 3.
		// Right's move leaves a swing 3 > the outer swing 1: R-sente.
		{t1, 4, 3, 2, RightSente, 1, 0, 3},
		// T2: Left to T2_L = {{{12|10}||7}||{5|-1}}, Right to {5|-1},
		// Left to 5; Right takes -1 at once. Outer swing 6. Left's move
		// leaves T2_L with Lv = Rv({{12|10}||7}) = 7 and Rv = Lv({5|-1})
		// = 5: inner swing 2 < 6, so gote.
		{t2, 5, -1, 4, Gote, 6, 2, 0},
	}
	for _, tc := range tests {
		tr := tc.tree
		if tr.Lv().Cmp(big.NewRat(tc.lv, 1)) != 0 || tr.Rv().Cmp(big.NewRat(tc.rv, 1)) != 0 {
			t.Errorf("%v: Lv, Rv = %v, %v; want %d, %d", tr, tr.Lv(), tr.Rv(), tc.lv, tc.rv)
		}
		if tr.Height() != tc.height || tr.Sente() != tc.sente {
			t.Errorf("%v: height %d %v, want %d %v", tr, tr.Height(), tr.Sente(), tc.height, tc.sente)
		}
		l, r := tr.InnerSwings()
		if tr.OuterSwing().Cmp(big.NewRat(tc.outer, 1)) != 0 || l.Cmp(big.NewRat(tc.innerL, 1)) != 0 || r.Cmp(big.NewRat(tc.innerR, 1)) != 0 {
			t.Errorf("%v: swings outer %v inner %v, %v; want %d, %d, %d", tr, tr.OuterSwing(), l, r, tc.outer, tc.innerL, tc.innerR)
		}
	}
	// T1's basic value is its R-sente value: Right plays {3|0}, Left
	// answers 3. T2 is gote: the mean of its options' basic values.
	if v, ok, _ := t1.RightSenteValue(); !ok || v.Cmp(big.NewRat(3, 1)) != 0 {
		t.Errorf("R-sente value of T1 = %v, %v; want 3", v, ok)
	}
	// B({12|10}) = 11; {{12|10}||7} has swing 3 > 2 of {12|10}: gote,
	// B = (11 + 7)/2 = 9; B({5|-1}) = 2. T2_L has swing 2 and both its
	// options have larger swings (3 and 6): double sente, valued as gote,
	// (9 + 2)/2 = 11/2. T2 is gote: B = (11/2 - 1)/2 = 9/4.
	if b, err := t2.BasicValue(); err != nil || b.Cmp(big.NewRat(9, 4)) != 0 {
		t.Errorf("basic value of T2 = %v, %v; want 9/4", b, err)
	}
	if got := t2.Left().Sente(); got != DoubleSente {
		t.Errorf("T2_L is %v, want double sente", got)
	}
}

// Example 5.1 (our reading): the forest T1 + T2. By hand (see the package
// doc): Lo = 8 (Left opens in T2) and Ro = 3 (Right takes -1 in T2, Left
// takes 4 in T1), and T2 >> T1.
func TestPaperForest(t *testing.T) {
	f, err := ParseForest("{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}")
	if err != nil {
		t.Fatal(err)
	}
	lo, ro := outcomes(t, f)
	if lo.Cmp(big.NewRat(8, 1)) != 0 || ro.Cmp(big.NewRat(3, 1)) != 0 {
		t.Errorf("exhaustive Lo, Ro = %v, %v; want 8, 3", lo, ro)
	}
	for _, left := range []bool{true, false} {
		res, err := Metasearch(context.Background(), f, left, SearchOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := map[bool]int64{true: 8, false: 3}[left]
		if res.Value.Cmp(big.NewRat(want, 1)) != 0 || res.Move != 2 {
			t.Errorf("Metasearch left=%v: %v in T%d, want %d in T2", left, res.Value, res.Move, want)
		}
	}
	s := cgt.NewStore()
	g, err := f.Game(s)
	if err != nil {
		t.Fatal(err)
	}
	if dyadicRat(s.LeftStop(g)).Cmp(lo) != 0 || dyadicRat(s.RightStop(g)).Cmp(ro) != 0 {
		t.Errorf("cgt stops %v %v disagree", s.LeftStop(g), s.RightStop(g))
	}
	if !mustDominates(t, f[1], f[0]) || mustDominates(t, f[0], f[1]) {
		t.Error("want T2 >> T1 and not T1 >> T2")
	}
	for _, h := range []Heuristic{BiggestSwing, BiggestIncentive, EstimateLookahead} {
		if k, err := h.Choose(f, true); err != nil || k != 2 {
			t.Errorf("%v plays T%d, %v; want T2", h, k, err)
		}
	}
}
