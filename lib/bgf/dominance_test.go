package bgf

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

func mustTree(t *testing.T, s string) *Tree {
	t.Helper()
	tr, err := ParseTree(s)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func mustDominates(t *testing.T, a, b *Tree) bool {
	t.Helper()
	d, err := Dominates(a, b)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Theorem 5.3: for switches {a|b} with a >= b, T1 >> T2 iff the outer
// swing of T1 is at least that of T2. Checked on all switches with
// values in -3..3 against Dominates, which decides Def. 5.1 through the
// order of Theorem 4.7.
func TestTheorem5_3Switches(t *testing.T) {
	var sw []*Tree
	for a := int64(-3); a <= 3; a++ {
		for b := int64(-3); b <= a; b++ {
			sw = append(sw, Node(LeafInt(a), LeafInt(b)))
		}
	}
	for _, x := range sw {
		for _, y := range sw {
			want := x.OuterSwing().Cmp(y.OuterSwing()) >= 0
			if got := mustDominates(t, x, y); got != want {
				t.Errorf("%v >> %v = %v, want %v (swings %v, %v)", x, y, got, want, x.OuterSwing(), y.OuterSwing())
			}
		}
	}
}

// Theorem 5.4: dominance is reflexive and transitive on ordered trees.
func TestTheorem5_4Preorder(t *testing.T) {
	r := rand.New(rand.NewPCG(54, 0))
	o := RandomOptions{MaxHeight: 2, Branch: 0.7, MinValue: -6, MaxValue: 6, Ordered: true}
	chains := 0
	for range trials(600) {
		var ts [3]*Tree
		for i := range ts {
			ts[i], _ = RandomTree(r, o)
		}
		if !mustDominates(t, ts[0], ts[0]) {
			t.Fatalf("%v does not dominate itself", ts[0])
		}
		if mustDominates(t, ts[0], ts[1]) && mustDominates(t, ts[1], ts[2]) {
			chains++
			if !mustDominates(t, ts[0], ts[2]) {
				t.Fatalf("%v >> %v >> %v but not %v >> %v", ts[0], ts[1], ts[2], ts[0], ts[2])
			}
		}
	}
	if chains < int(trials(600))/60 {
		t.Errorf("weak test: only %d chains", chains)
	}
}

// Theorem 5.5: if T1 >> T2 then, beside any forest H, moving in T1 is at
// least as good as moving in T2 for both players (checked against
// exhaustive minimax with random H); hence some optimal move is in a tree
// that no other tree strictly dominates.
func TestTheorem5_5DominanceIsSound(t *testing.T) {
	o := RandomOptions{MaxHeight: 3, Branch: 0.6, MinValue: -8, MaxValue: 8, Ordered: true}
	checked := 0
	for seed := range trials(1500) {
		f, err := RandomForest(seed, 2, o)
		if err != nil {
			t.Fatal(err)
		}
		h, err := RandomForest(seed+1<<20, 1+int(seed%2), o)
		if err != nil {
			t.Fatal(err)
		}
		if !mustDominates(t, f[0], f[1]) {
			continue
		}
		checked++
		g := f.Plus(h)
		_, a2 := outcomes(t, g.Replace(0, f[0].Left()))
		_, b2 := outcomes(t, g.Replace(1, f[1].Left()))
		c, _ := outcomes(t, g.Replace(0, f[0].Right()))
		d, _ := outcomes(t, g.Replace(1, f[1].Right()))
		if a2.Cmp(b2) < 0 || c.Cmp(d) > 0 {
			t.Fatalf("%v >> %v but not beside %v", f[0], f[1], h)
		}
	}
	if checked < 100 {
		t.Errorf("weak test: %d dominating pairs", checked)
	}
	// Optimal moves survive pruning of dominated trees.
	for seed := range trials(500) {
		f, _ := RandomForest(seed+1<<30, 2+int(seed%3), o)
		lo, _ := outcomes(t, f)
		_, dom, err := DominanceOrder(f)
		if err != nil {
			t.Fatal(err)
		}
		best := (*big.Rat)(nil)
		for j, tr := range f {
			if tr.IsLeaf() {
				continue
			}
			strictly := false
			for i := range f {
				strictly = strictly || (dom[i][j] && !dom[j][i])
			}
			if strictly {
				continue
			}
			_, v := outcomes(t, f.Replace(j, tr.Left()))
			if best == nil || v.Cmp(best) > 0 {
				best = v
			}
		}
		if best != nil && best.Cmp(lo) != 0 {
			t.Fatalf("%v: best undominated move gives %v, Lo = %v", f, best, lo)
		}
	}
}

// Theorem 5.6, as we read it: a tree with the larger outer swing
// dominates. It holds for switches (Theorem 5.3) but not beyond: the
// pair below is a small ordered counterexample of height 2 found by random
// search. Dominates says no; exhaustive minimax confirms it by a context
// where the bigger-swing move is strictly worse.
func TestTheorem5_6SwingIsNotDominance(t *testing.T) {
	tests := []struct{ big, small string }{
		{"{3|-8}", "{8||0|-8}"},
	}
	for _, tc := range tests {
		a, b := mustTree(t, tc.big), mustTree(t, tc.small)
		if a.OuterSwing().Cmp(b.OuterSwing()) <= 0 {
			t.Fatalf("%v does not have the bigger swing", a)
		}
		if mustDominates(t, a, b) {
			t.Fatalf("%v >> %v, expected a counterexample", a, b)
		}
		// Exhaustive evidence: in a + b itself one player prefers b.
		f := Forest{a, b}
		_, viaA := outcomes(t, f.Replace(0, a.Left()))
		_, viaB := outcomes(t, f.Replace(1, b.Left()))
		lA, _ := outcomes(t, f.Replace(0, a.Right()))
		lB, _ := outcomes(t, f.Replace(1, b.Right()))
		if viaA.Cmp(viaB) >= 0 && lA.Cmp(lB) <= 0 {
			// Not in the pair alone: find a witness context among small trees.
			found := false
			for seed := uint64(0); seed < 2000 && !found; seed++ {
				h, _ := RandomForest(seed, 1, smallOrdered)
				g := f.Plus(h)
				_, x := outcomes(t, g.Replace(0, a.Left()))
				_, y := outcomes(t, g.Replace(1, b.Left()))
				l1, _ := outcomes(t, g.Replace(0, a.Right()))
				l2, _ := outcomes(t, g.Replace(1, b.Right()))
				found = x.Cmp(y) < 0 || l1.Cmp(l2) > 0
			}
			if !found {
				t.Errorf("no context found where %v is worse than %v", a, b)
			}
		}
	}
}
