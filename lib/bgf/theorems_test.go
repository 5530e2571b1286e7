package bgf

import (
	"math/big"
	"testing"
)

// The theorems and corollaries of Sections 4 and 5, as stated, on random
// forests of the paper's class (Section 2). F >= G is decided by
// GreaterEqual (Theorem 4.7 with Corollary 4.9.2: Ro(F - G) >= 0); where a
// theorem is about Def. 4.6 itself, random contexts X check it against
// the definition.

// classForests draws three forests of the class of sizes 1-3, 1-2, 1-2;
// odd trials use trees of height up to 3, even ones up to 2.
func classForests(t *testing.T, trial uint64) (f, g, x Forest) {
	t.Helper()
	o := ClassRandomOptions()
	o.MaxHeight = 2 + int(trial%2)
	var err error
	if f, err = RandomForest(3*trial, 1+int(trial%3), o); err != nil {
		t.Fatal(err)
	}
	if g, err = RandomForest(3*trial+1, 1+int(trial/3%2), o); err != nil {
		t.Fatal(err)
	}
	if x, err = RandomForest(3*trial+2, 1+int(trial/7%2), o); err != nil {
		t.Fatal(err)
	}
	return f, g, x
}

func ge(t *testing.T, f, g Forest) bool {
	t.Helper()
	ok, err := GreaterEqual(f, g)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// geInContext checks Def. 4.6 in one context X: Lo(F+X) >= Lo(G+X) and
// Ro(F+X) >= Ro(G+X).
func geInContext(t *testing.T, f, g, x Forest) bool {
	t.Helper()
	lf, rf := outcomes(t, f.Plus(x))
	lg, rg := outcomes(t, g.Plus(x))
	return lf.Cmp(lg) >= 0 && rf.Cmp(rg) >= 0
}

func num(v *big.Rat) Forest { return Forest{Leaf(v)} }

func sum(a, b *big.Rat) *big.Rat { return new(big.Rat).Add(a, b) }

// Theorem 4.1: Lo(T - T) = Ro(T - T) = 0; Theorem 4.4 the same for forests.
func TestTheorems4_1And4_4(t *testing.T) {
	for trial := range trials(300) {
		f, _, _ := classForests(t, trial)
		for _, h := range []Forest{{f[0]}, f} {
			if len(h) > 2 {
				continue
			}
			lo, ro := outcomes(t, h.Minus(h))
			if lo.Sign() != 0 || ro.Sign() != 0 {
				t.Fatalf("%v: Lo, Ro of F - F = %v %v", h, lo, ro)
			}
		}
	}
}

// Theorem 4.2: Lo(F) >= Ro(F). Theorem 4.5: Lo(F) = -Ro(-F).
func TestTheorems4_2And4_5(t *testing.T) {
	for trial := range trials(600) {
		f, _, _ := classForests(t, trial)
		lo, ro := outcomes(t, f)
		nlo, nro := outcomes(t, f.Neg())
		if lo.Cmp(ro) < 0 || lo.Cmp(new(big.Rat).Neg(nro)) != 0 || ro.Cmp(new(big.Rat).Neg(nlo)) != 0 {
			t.Fatalf("%v: Lo %v Ro %v, Lo(-F) %v Ro(-F) %v", f, lo, ro, nlo, nro)
		}
	}
}

// Theorem 4.3: Lo(F1)+Lo(F2) >= Lo(F1+F2) >= Lo(F1)+Ro(F2) and
// Ro(F1)+Ro(F2) <= Ro(F1+F2) <= Ro(F1)+Lo(F2).
func TestTheorem4_3(t *testing.T) {
	for trial := range trials(600) {
		f, g, _ := classForests(t, trial)
		l1, r1 := outcomes(t, f)
		l2, r2 := outcomes(t, g)
		l, r := outcomes(t, f.Plus(g))
		if sum(l1, l2).Cmp(l) < 0 || l.Cmp(sum(l1, r2)) < 0 || sum(r1, r2).Cmp(r) > 0 || r.Cmp(sum(r1, l2)) > 0 {
			t.Fatalf("F1 = %v, F2 = %v: Lo %v %v %v, Ro %v %v %v", f, g, l1, l2, l, r1, r2, r)
		}
	}
}

// Theorem 4.6: Lo(F + G - G) = Lo(F), Ro(F + G - G) = Ro(F).
func TestTheorem4_6(t *testing.T) {
	for trial := range trials(300) {
		f, g, _ := classForests(t, trial)
		if len(f)+2*len(g) > 5 {
			continue
		}
		lo, ro := outcomes(t, f)
		l, r := outcomes(t, f.Plus(g).Minus(g))
		if l.Cmp(lo) != 0 || r.Cmp(ro) != 0 {
			t.Fatalf("F = %v, G = %v: %v %v vs %v %v", f, g, l, r, lo, ro)
		}
	}
}

// Theorems 4.7 and 4.8: F >= k iff Ro(F) >= k, F <= k iff Lo(F) <= k,
// against Def. 4.6 in random contexts (and X = 0, which separates when the
// right side fails). Corollaries 4.8.1-4.8.3 follow on the same forests.
func TestTheorems4_7And4_8(t *testing.T) {
	for trial := range trials(300) {
		f, _, x := classForests(t, trial)
		lo, ro := outcomes(t, f)
		for _, k := range []*big.Rat{ro, lo, sum(ro, big.NewRat(-1, 2)), sum(lo, big.NewRat(1, 2))} {
			geK, leK := ge(t, f, num(k)), ge(t, num(k), f)
			if geK != (ro.Cmp(k) >= 0) || leK != (lo.Cmp(k) <= 0) {
				t.Fatalf("%v, k = %v: F >= k %v, F <= k %v; Ro %v Lo %v", f, k, geK, leK, ro, lo)
			}
			if geK && !geInContext(t, f, num(k), x) || leK && !geInContext(t, num(k), f, x) {
				t.Fatalf("%v, k = %v: Def. 4.6 fails in context %v", f, k, x)
			}
			if !geK && geInContext(t, f, num(k), nil) || !leK && geInContext(t, num(k), f, nil) {
				t.Fatalf("%v, k = %v: X = 0 does not separate", f, k)
			}
		}
		// Corollary 4.8.1: Ro(F) <= F <= Lo(F), Rv(T) <= T <= Lv(T).
		if !ge(t, f, num(ro)) || !ge(t, num(lo), f) || !ge(t, Forest{f[0]}, num(f[0].Rv())) || !ge(t, num(f[0].Lv()), Forest{f[0]}) {
			t.Fatalf("Corollary 4.8.1 fails on %v", f)
		}
		// Corollaries 4.8.2 and 4.8.3: G <= 0 iff Lo(G) <= 0; G = 0 iff
		// G >= 0 and G <= 0.
		zero := Forest{LeafInt(0)}
		eq, err := Equal(f, zero)
		if err != nil {
			t.Fatal(err)
		}
		if ge(t, zero, f) != (lo.Sign() <= 0) || eq != (ge(t, f, zero) && ge(t, zero, f)) {
			t.Fatalf("Corollaries 4.8.2-3 fail on %v", f)
		}
	}
}

// Corollary 4.8.4: F - F = 0.
func TestCorollary4_8_4(t *testing.T) {
	for trial := range trials(200) {
		f, _, _ := classForests(t, trial)
		if len(f) > 2 {
			continue
		}
		if eq, err := Equal(f.Minus(f), Forest{LeafInt(0)}); err != nil || !eq {
			t.Fatalf("%v: F - F = 0 is %v (%v)", f, eq, err)
		}
	}
}

// lowered returns f with its first leaf lowered by 3: a forest that is
// often comparable with f.
func lowered(f Forest) Forest {
	var low func(t *Tree) (*Tree, bool)
	low = func(t *Tree) (*Tree, bool) {
		if t.IsLeaf() {
			return Leaf(sum(t.Value(), rat(-3))), true
		}
		if l, ok := low(t.Left()); ok {
			return Node(l, t.Right()), true
		}
		r, ok := low(t.Right())
		return Node(t.Left(), r), ok
	}
	g := append(Forest(nil), f...)
	g[0], _ = low(f[0])
	return g
}

// Theorem 4.9 and Corollaries 4.9.1-4.9.2: >= is compatible with sums, and
// F - G >= 0 iff F >= G (both against Def. 4.6 in random contexts).
func TestTheorem4_9(t *testing.T) {
	checked := 0
	for trial := range trials(300) {
		f1, f2, x := classForests(t, trial)
		if len(f1) > 2 {
			f1 = f1[:2]
		}
		g1, g2 := lowered(f1), lowered(f2)
		if !ge(t, f1, g1) || !ge(t, f2, g2) {
			continue
		}
		checked++
		if !ge(t, f1.Plus(f2), g1.Plus(g2)) {
			t.Fatalf("Theorem 4.9: %v >= %v and %v >= %v, but not the sums", f1, g1, f2, g2)
		}
		if !geInContext(t, f1.Plus(x), g1.Plus(x), nil) || !geInContext(t, f1, g1, x) {
			t.Fatalf("Corollary 4.9.1: %v >= %v but not with %v added", f1, g1, x)
		}
		zero := Forest{LeafInt(0)}
		if ge(t, f1.Minus(g1), zero) != ge(t, f1, g1) || ge(t, g1.Minus(f1), zero) != geInContext(t, g1, f1, f1.Neg()) {
			t.Fatalf("Corollary 4.9.2 fails on %v, %v", f1, g1)
		}
	}
	if checked < 20 {
		t.Fatalf("only %d comparable pairs", checked)
	}
}

// Theorem 4.10: T^L >= T >= T^R. Theorem 4.11: T1 >= T1' and T2 >= T2'
// imply [T1|T2] >= [T1'|T2'].
func TestTheorems4_10And4_11(t *testing.T) {
	for trial := range trials(400) {
		f, g, _ := classForests(t, trial)
		tr := f[0]
		if !ge(t, Forest{tr.Left()}, Forest{tr}) || !ge(t, Forest{tr}, Forest{tr.Right()}) {
			t.Fatalf("Theorem 4.10 fails on %v", tr)
		}
		t1, t2 := tr, g[0]
		t1p, t2p := lowered(Forest{t1})[0], lowered(Forest{t2})[0]
		if !ge(t, Forest{t1}, Forest{t1p}) || !ge(t, Forest{t2}, Forest{t2p}) {
			continue
		}
		if !ge(t, Forest{Node(t1, t2)}, Forest{Node(t1p, t2p)}) {
			t.Fatalf("Theorem 4.11 fails: [%v|%v] vs [%v|%v]", t1, t2, t1p, t2p)
		}
	}
}

func dom(t *testing.T, a, b *Tree) bool {
	t.Helper()
	ok, err := Dominates(a, b)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// Theorem 5.3: T >> k for every number k, and two numbers dominate each
// other; Theorem 5.5: the outer swing of T dominates T; the note after
// Def. 5.1: T1 >> T2 implies T1^L - T1^R >= T2^L - T2^R; the note after
// Def. 5.3: the outer swing dominates the inner swing.
func TestTheorems5_3And5_5(t *testing.T) {
	for trial := range trials(300) {
		f, g, _ := classForests(t, trial)
		tr, k := f[0], LeafInt(int64(trial%7)-3)
		if !dom(t, tr, k) || !dom(t, k, LeafInt(5)) {
			t.Fatalf("Theorem 5.3 fails on %v, %v", tr, k)
		}
		if !dom(t, tr.OuterSwing(), tr) || !dom(t, tr.OuterSwing(), tr.InnerSwing()) {
			t.Fatalf("Theorem 5.5 fails on %v (outer swing %v)", tr, tr.OuterSwing())
		}
		if dom(t, tr, g[0]) && !ge(t, Forest{tr.Left()}.Minus(Forest{tr.Right()}), Forest{g[0].Left()}.Minus(Forest{g[0].Right()})) {
			t.Fatalf("Def. 5.1's note fails on %v >> %v", tr, g[0])
		}
	}
}

// Theorem 5.4: [a|b] >> [c|d] iff a - b >= c - d, on every pair of
// switches of the class (a > b) with values in -3..3.
func TestTheorem5_4(t *testing.T) {
	var sw []*Tree
	for a := int64(-3); a <= 3; a++ {
		for b := int64(-3); b < a; b++ {
			sw = append(sw, Node(LeafInt(a), LeafInt(b)))
		}
	}
	for _, x := range sw {
		for _, y := range sw {
			if want := x.BasicValue().Cmp(y.BasicValue()) >= 0; dom(t, x, y) != want {
				t.Fatalf("%v >> %v is %v, want %v", x, y, !want, want)
			}
		}
	}
}

// Theorem 5.6: a tree of height <= 3 dominates its inner swing; Example
// 5.2 (TestExample5_2) is the height-4 exception.
func TestTheorem5_6(t *testing.T) {
	o := ClassRandomOptions()
	for h := 1; h <= 3; h++ {
		o.MaxHeight = h
		for seed := range trials(400) {
			f, err := RandomForest(seed, 1, o)
			if err != nil {
				t.Fatal(err)
			}
			if !dom(t, f[0], f[0].InnerSwing()) {
				t.Fatalf("height %d: %v does not dominate its inner swing %v", f[0].Height(), f[0], f[0].InnerSwing())
			}
		}
	}
	if tr := mustTree(t, ex52); dom(t, tr, tr.InnerSwing()) {
		t.Error("Example 5.2 dominates its inner swing")
	}
}

// Def. 5.1's dominance is what it says: when T1 >> T2, moving in T1 is at
// least as good as moving in T2 for both players in forests holding both
// (exhaustive minimax in random contexts).
func TestDef5_1Dominance(t *testing.T) {
	for trial := range trials(300) {
		f, g, x := classForests(t, trial)
		a, b := f[0], g[0]
		if !dom(t, a, b) {
			continue
		}
		h := Forest{a, b}.Plus(x[:1])
		_, afterA := outcomes(t, h.LChoice(1))
		_, afterB := outcomes(t, h.LChoice(2))
		rA, _ := outcomes(t, h.RChoice(1))
		rB, _ := outcomes(t, h.RChoice(2))
		if afterA.Cmp(afterB) < 0 || rA.Cmp(rB) > 0 {
			t.Fatalf("%v >> %v, yet in %v moving in T2 is better", a, b, h)
		}
	}
}
