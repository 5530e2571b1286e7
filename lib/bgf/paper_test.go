package bgf

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// Tests of the numbered items of Chen's paper, Sections 2 and 4-7, each
// citing its item. The theorems are checked on random forests in
// theorems_test.go; an implementation written afresh from the text is in
// independent_test.go.

const (
	paperT1 = "{4||3|0}"                                 // Example 2.1.1
	paperT2 = "{{{{12|10}||7}||{5|-1}}||-1}"             // Example 2.1.2
	ex52    = "[[[7|6] | [5 | [3|-100]]] | [[2|1] | 0]]" // Example 5.2
)

// Example 2.1.1 and Def. 2.1.2: Left (Black) first gets 4, Right first
// gets 3 (Right plays a, Left blocks at b).
func TestExample2_1_1(t *testing.T) {
	t1 := mustTree(t, paperT1)
	if t1.Lv().Cmp(rat(4)) != 0 || t1.Rv().Cmp(rat(3)) != 0 {
		t.Errorf("T1: Lv %v Rv %v, want 4 3", t1.Lv(), t1.Rv())
	}
	// If Left ignores Right's move, Right continues at b: 0.
	if v := t1.Right().Right().Value(); v.Cmp(rat(0)) != 0 {
		t.Errorf("T1^RR = %v, want 0", v)
	}
}

// Example 2.1.2: T2 is +5 with Black first and -1 with White first; after
// Ba, Wb, a skipped Black move lets White reach -1; Black moving twice
// first reaches T2^LL.
func TestExample2_1_2(t *testing.T) {
	t2 := mustTree(t, paperT2)
	if t2.Lv().Cmp(rat(5)) != 0 || t2.Rv().Cmp(rat(-1)) != 0 {
		t.Errorf("T2: Lv %v Rv %v, want 5 -1", t2.Lv(), t2.Rv())
	}
	if v := t2.Left().Right().Right().Value(); v.Cmp(rat(-1)) != 0 {
		t.Errorf("T2^LRR = %v, want -1", v)
	}
	lo, ro := outcomes(t, Forest{t2})
	if lo.Cmp(rat(5)) != 0 || ro.Cmp(rat(-1)) != 0 {
		t.Errorf("Lo, Ro of T2 alone: %v %v, want 5 -1", lo, ro)
	}
	if got := t2.Left().Left().String(); got != "{12|10||7}" {
		t.Errorf("T2^LL = %s", got)
	}
}

// Section 2, convention: a single node's T^L and T^R are the node itself;
// its Lv and Rv are its value, and a move in it (Def. 4.1) changes nothing.
func TestSingleNodeConvention(t *testing.T) {
	k := LeafInt(7)
	if k.Left() != k || k.Right() != k || k.Lv().Cmp(rat(7)) != 0 || k.Rv().Cmp(rat(7)) != 0 {
		t.Errorf("single node 7: T^L %v T^R %v Lv %v Rv %v", k.Left(), k.Right(), k.Lv(), k.Rv())
	}
	f := Forest{k, mustTree(t, "{3|1}")}
	if !f.LChoice(1).Equal(f) || !f.RChoice(1).Equal(f) {
		t.Error("a move in a single node changed the forest")
	}
}

// Section 2, the paper's assumption: every subtree that is not a single
// node has Lv > Rv; a forest outside it gets an error naming the tree and
// subtree, and the paper's algorithms refuse it.
func TestClassAssumption(t *testing.T) {
	for _, tc := range []struct {
		forest string
		tree   int
		path   string
	}{
		{paperT1 + " + " + paperT2, 0, ""},
		{"{1|2}", 1, ""},
		{"{3|0} + {{1|1}|0}", 2, "L"},
		{"{9||{5|6}|4}", 1, "RL"},
		{"{5|{{3|1}|{2|8}}}", 1, "R"},
		{ex52, 0, ""},
	} {
		f := mustForest(t, tc.forest)
		err := f.CheckClass()
		var ce *ClassError
		if tc.tree == 0 {
			if err != nil {
				t.Errorf("%s: %v", tc.forest, err)
			}
			continue
		}
		if !errors.As(err, &ce) || ce.Tree != tc.tree || ce.Path != tc.path || !strings.Contains(err.Error(), "Lv > Rv") {
			t.Errorf("%s: %v, want tree %d subtree %q", tc.forest, err, tc.tree, tc.path)
			continue
		}
		if _, _, err := Estimate(f); !errors.As(err, &ce) {
			t.Errorf("%s: Estimate accepted a forest outside the class", tc.forest)
		}
		if _, err := Algorithm1.Choose(f, true); !errors.As(err, &ce) {
			t.Errorf("%s: Algorithm 1 accepted a forest outside the class", tc.forest)
		}
		if _, err := Metasearch(context.Background(), f, true, SearchOptions{}); !errors.As(err, &ce) {
			t.Errorf("%s: Metasearch accepted a forest outside the class", tc.forest)
		}
	}
}

// Def. 4.1: Lchoice and Rchoice replace T_k by its option; k outside 1..n
// is a pass.
func TestDef4_1Choice(t *testing.T) {
	f := mustForest(t, paperT1+" + "+paperT2)
	if got := f.LChoice(2); !got.Equal(Forest{f[0], f[1].Left()}) {
		t.Errorf("Lchoice(2) = %v", got)
	}
	if got := f.RChoice(1); !got.Equal(Forest{f[0].Right(), f[1]}) {
		t.Errorf("Rchoice(1) = %v", got)
	}
	for _, k := range []int{0, -1, 3} {
		if !f.LChoice(k).Equal(f) || !f.RChoice(k).Equal(f) {
			t.Errorf("k = %d is not a pass", k)
		}
	}
}

// Def. 4.2 with its pass option k = 0 equals the no-pass minimax on the
// paper's class (OutcomesWithPass says why); outside it, a zugzwang has
// no value under Def. 4.2, and the error says so.
func TestDef4_2PassOption(t *testing.T) {
	for _, o := range []RandomOptions{ClassRandomOptions(), DefaultRandomOptions()} {
		for seed := range trials(400) {
			f, err := RandomForest(seed, 1+int(seed%4), o)
			if err != nil {
				t.Fatal(err)
			}
			lo, ro := outcomes(t, f)
			p, err := OutcomesWithPass(context.Background(), f, search.Budget{})
			if err != nil || p.Lo.Cmp(lo) != 0 || p.Ro.Cmp(ro) != 0 {
				t.Fatalf("%v: with passes %v %v (%v), without %v %v", f, p.Lo, p.Ro, err, lo, ro)
			}
		}
	}
	if _, err := OutcomesWithPass(context.Background(), mustForest(t, "{-5|5}"), search.Budget{}); err == nil || !strings.Contains(err.Error(), "no unique value") {
		t.Errorf("zugzwang {-5|5}: %v", err)
	}
	// Game-over forests: the sum of the numbers.
	if p, err := OutcomesWithPass(context.Background(), mustForest(t, "3 + -5"), search.Budget{}); err != nil || p.Lo.Cmp(rat(-2)) != 0 {
		t.Errorf("3 + -5: %v %v", p.Lo, err)
	}
}

// Def. 4.3: F^L uses the smallest optimal k.
func TestDef4_3SmallestK(t *testing.T) {
	for _, tc := range []struct {
		forest string
		kl, kr int
	}{
		{"{1|-1} + {1|-1}", 1, 1},         // both trees optimal: the first
		{paperT1 + " + " + paperT2, 2, 2}, // Lo = 8 only through T2; Ro = 3 through T2 (-1, then Left takes 4), not T1
		{"5 + {3|0} + {3|0}", 1, 1},       // tree 1 is a number: a pass (Def. 4.1), optimal here as Lo = Ro = 8
		{"{{9|1}|0} + {3|0}", 1, 2},       // the forest of Algorithm 1's test
	} {
		f := mustForest(t, tc.forest)
		fl, kl, err := f.FL()
		if err != nil {
			t.Fatal(err)
		}
		fr, kr, err := f.FR()
		if err != nil {
			t.Fatal(err)
		}
		if kl != tc.kl || kr != tc.kr || !fl.Equal(f.LChoice(kl)) || !fr.Equal(f.RChoice(kr)) {
			t.Errorf("%s: F^L by k=%d, F^R by k=%d; want %d, %d", tc.forest, kl, kr, tc.kl, tc.kr)
		}
	}
}

// Def. 4.4 and 4.5: -T = [-T^R|-T^L], leaves negated; -F negates each tree.
func TestDef4_4Negation(t *testing.T) {
	t1 := mustTree(t, paperT1)
	if got := t1.Neg().String(); got != "{0|-3||-4}" {
		t.Errorf("-T1 = %s, want {0|-3||-4}", got)
	}
	f := mustForest(t, paperT1+" + "+paperT2+" + 3")
	g := f.Neg()
	for i := range f {
		if !g[i].Equal(f[i].Neg()) || !g[i].Neg().Equal(f[i]) {
			t.Errorf("tree %d: -F is not the negated trees", i+1)
		}
	}
	if g[2].Value().Cmp(rat(-3)) != 0 {
		t.Errorf("-3 = %v", g[2])
	}
}

// Example 5.1: [5|-5] and [10|0] dominate each other (Def. 5.2) but are
// not equal as forests (Def. 4.8).
func TestExample5_1(t *testing.T) {
	a, b := mustTree(t, "[5|-5]"), mustTree(t, "[10|0]")
	de, err := DominanceEqual(a, b)
	if err != nil || !de {
		t.Errorf("[5|-5] and [10|0]: dominance-equal %v (%v), want true", de, err)
	}
	eq, err := Equal(Forest{a}, Forest{b})
	if err != nil || eq {
		t.Errorf("[5|-5] = [10|0] under Def. 4.8: %v (%v), want false", eq, err)
	}
}

// Def. 5.3: inner swing [Lv|Rv], outer swing [L~v|R~v].
func TestDef5_3Swings(t *testing.T) {
	for _, tc := range []struct{ tree, inner, outer string }{
		{paperT1, "{4|3}", "{4|0}"},
		{paperT2, "{5|-1}", "{12|-1}"},
		{"7", "7", "7"},
	} {
		tr := mustTree(t, tc.tree)
		if tr.InnerSwing().String() != tc.inner || tr.OuterSwing().String() != tc.outer {
			t.Errorf("%s: inner %v outer %v, want %s %s", tc.tree, tr.InnerSwing(), tr.OuterSwing(), tc.inner, tc.outer)
		}
	}
}

// Example 5.2: a tree of height 4 that does not dominate its inner swing
// [5|1] (Theorem 5.6 needs height <= 3). The text prints
// "L_o(R~v(T) - T + [a|b] - a) = -1", which with R~v(T) = 0 is not -1;
// the statement that gives -1, and the conclusion the text draws
// (NOT T^L - T + [a|b] - a >= 0), is Ro(T^L - T + [a|b] - a) = -1.
func TestExample5_2(t *testing.T) {
	tr := mustTree(t, ex52)
	ab := tr.InnerSwing()
	if ab.String() != "{5|1}" || tr.Height() != 4 || tr.CheckClass() != nil {
		t.Fatalf("inner swing %v, height %d, class %v", ab, tr.Height(), tr.CheckClass())
	}
	if c := tr.Left().Right().String(); c != "{5||3|-100}" {
		t.Errorf("C = T^LR = %s, want [5|[3|-100]]", c)
	}
	a := LeafInt(5)
	corrected := Forest{tr.Left()}.Minus(Forest{tr}).Plus(Forest{ab}).Minus(Forest{a})
	if _, ro := outcomes(t, corrected); ro.Cmp(rat(-1)) != 0 {
		t.Errorf("Ro(T^L - T + [a|b] - a) = %v, want -1", ro)
	}
	rtilde := tr.OuterSwing().Right()
	printed := Forest{rtilde}.Minus(Forest{tr}).Plus(Forest{ab}).Minus(Forest{a})
	if lo, _ := outcomes(t, printed); lo.Cmp(rat(-1)) == 0 {
		t.Errorf("the printed formula Lo(R~v(T) - T + [a|b] - a) gives -1: the doc calls it a typo")
	} else {
		t.Logf("printed formula: Lo(%v - T + [5|1] - 5) = %v (not -1)", rtilde, lo)
	}
	if d, err := Dominates(tr, ab); err != nil || d {
		t.Errorf("T >> [5|1]: %v %v, want false", d, err)
	}
}

// Def. 6.1 and 6.2 on the paper's trees: basic values Lv - Rv; L-sente
// value Lv(T^L) - Rv(T^L); R-sente value Lv(T^R) - Rv(T^R).
func TestDef6_1And6_2(t *testing.T) {
	f := mustForest(t, paperT1+" + "+paperT2)
	for i, want := range [][3]int64{{1, 0, 3}, {6, 2, 0}} {
		tr := f[i]
		if tr.BasicValue().Cmp(rat(want[0])) != 0 || tr.LSenteValue().Cmp(rat(want[1])) != 0 || tr.RSenteValue().Cmp(rat(want[2])) != 0 {
			t.Errorf("T%d: basic %v L-sente %v R-sente %v, want %v", i+1, tr.BasicValue(), tr.LSenteValue(), tr.RSenteValue(), want)
		}
	}
	// T1: L-sente 0 < 6 and R-sente 3 < 6: neither; T2: L-sente 2 >= 1.
	for k, want := range [][2]bool{{false, false}, {true, false}} {
		if l, r := f.Sente(k + 1); l != want[0] || r != want[1] {
			t.Errorf("T%d: L-sente %v R-sente %v, want %v", k+1, l, r, want)
		}
	}
	if l, r := f.Sente(0); l || r {
		t.Error("move 0 is sente")
	}
	// {{9|1}|0} + {3|0}: tree 1 is L-sente (8 >= 3), tree 2 is not (0 < 1).
	g := mustForest(t, "{{9|1}|0} + {3|0}")
	if l1, _ := g.Sente(1); !l1 {
		t.Error("{{9|1}|0} is not L-sente")
	}
	if l2, _ := g.Sente(2); l2 {
		t.Error("{3|0} is L-sente")
	}
}

// Heuristic Algorithms 1-3 (Section 6), for Left; Right's choice is
// Left's on -F.
func TestAlgorithms1To3(t *testing.T) {
	for _, tc := range []struct {
		forest     string
		a1, a2, a3 int
	}{
		// Tree 1 is L-sente (Def. 6.2), tree 2 is not: Algorithm 1 plays
		// tree 1 though tree 2 has the larger basic value.
		{"{{9|1}|0} + {3|0}", 1, 1, 1},
		// T1: basic 1, R-sente value 16; T2 = {4|0}: basic 4. Algorithm 2
		// scores 1 and 4; Algorithm 3 scores 1 + 16/4 = 5 and 4.
		{"{3|{2|-14}} + {4|0}", 2, 2, 1},
		// No move: every tree is a number.
		{"3 + -2", 0, 0, 0},
		// The paper's forest: T2 is L-sente (2 >= 1) and has the larger
		// basic value.
		{paperT1 + " + " + paperT2, 2, 2, 2},
	} {
		f := mustForest(t, tc.forest)
		for i, h := range []Heuristic{Algorithm1, Algorithm2, Algorithm3} {
			k, err := h.Choose(f, true)
			if err != nil {
				t.Fatal(err)
			}
			if want := [3]int{tc.a1, tc.a2, tc.a3}[i]; k != want {
				t.Errorf("%s: %v plays %d, want %d", tc.forest, h, k, want)
			}
			r, err := h.Choose(f, false)
			if err != nil {
				t.Fatal(err)
			}
			if m, _ := h.Choose(f.Neg(), true); r != m {
				t.Errorf("%s: %v for Right plays %d, for Left on -F %d", tc.forest, h, r, m)
			}
		}
	}
}

// Section 7, the trimming rule: a pruned Left child gets Rv(S), a pruned
// Right child Lv(S); Lv and Rv of the nodes above the cut (so their basic
// values) do not change.
func TestTrimmingRule(t *testing.T) {
	t2 := mustTree(t, paperT2)
	// depth 1: T2^L becomes Rv(T2^L) = 5; depth 2: T2^LL becomes
	// Rv(T2^LL) = 7 and T2^LR becomes Lv(T2^LR) = 5.
	for d, want := range []string{paperT2, "{5|-1}", "{{7|5}|-1}"} {
		if got := t2.Trim(d); !got.Equal(mustTree(t, want)) {
			t.Errorf("T2 trimmed at depth %d = %v, want %s", d, got, want)
		}
	}
	for seed := range trials(500) {
		f, err := RandomForest(seed, 1, ClassRandomOptions())
		if err != nil {
			t.Fatal(err)
		}
		tr := f[0]
		for d := 1; d <= 3; d++ {
			tt := tr.Trim(d)
			if tt.Height() > d || tt.Lv().Cmp(tr.Lv()) != 0 || tt.Rv().Cmp(tr.Rv()) != 0 || tt.Left().BasicValue().Cmp(tr.Left().BasicValue()) != 0 && d > 1 {
				t.Fatalf("%v trimmed at %d: %v changes Lv, Rv or a basic value", tr, d, tt)
			}
		}
	}
}

// Section 7, Steps 1-7: on T1 + T2, T1 is neither L- nor R-sente (F_N,
// inner swing [4|3]) and T2 only L-sente (F_S, [5|-1]): the Estimate of
// Lo is V_S + V_N = 5 + 4 = 9, of Ro 5 + 3 = 8 (exact: 8 and 3).
func TestEstimateSteps(t *testing.T) {
	for _, tc := range []struct {
		forest string
		lo, ro int64
	}{
		{paperT1 + " + " + paperT2, 9, 8},
		// F_A only: the sum of the numbers.
		{"3 + -5", -2, -2},
		// Switches, neither sente: ordered by >> (sizes 10, 6, 2),
		// V_N = a1 + b2 + a3, V_N' = b1 + a2 + b3.
		{"{1|-1} + {10|0} + {3|-3}", 10 + -3 + 1, 0 + 3 + -1},
	} {
		lo, ro, err := Estimate(mustForest(t, tc.forest))
		if err != nil || lo.Cmp(rat(tc.lo)) != 0 || ro.Cmp(rat(tc.ro)) != 0 {
			t.Errorf("%s: Estimate %v %v (%v), want %d %d", tc.forest, lo, ro, err, tc.lo, tc.ro)
		}
	}
}

// literalMetasearch is Section 7's pseudo-code transcribed line by line:
// the window handed to a child is (sum+bestV, beta) or (alpha, sum+bestV),
// not shifted by sum into the child's units (the child sees F1, without
// the numbers F0), there is no cut-off, and the depth-limited version
// never increments d (its recursive calls pass none), so d stays 0 and
// the Estimate is used only when depth_limit <= 0. nodes counts calls.
func literalMetasearch(f Forest, weToPlay bool, alpha, beta int64, d, depthLimit int, nodes *int) (v int64, bestTree int) {
	*nodes++
	if d >= depthLimit && depthLimit >= 0 {
		lo, ro, _ := Estimate(f)
		if weToPlay {
			return lo.Num().Int64(), 0
		}
		return ro.Num().Int64(), 0
	}
	var sum int64
	var f1 Forest
	for _, t := range f {
		if t.IsLeaf() {
			sum += t.Value().Num().Int64()
		} else {
			f1 = append(f1, t)
		}
	}
	if len(f1) == 0 {
		return sum, 0
	}
	var bestV int64
	if weToPlay {
		bestV = alpha - sum
		for i := range f1 {
			v, _ := literalMetasearch(f1.Replace(i, f1[i].Left()), false, sum+bestV, beta, d, depthLimit, nodes)
			if v > bestV {
				bestV, bestTree = v, i+1
			}
		}
	} else {
		bestV = beta - sum
		for i := range f1 {
			v, _ := literalMetasearch(f1.Replace(i, f1[i].Right()), true, alpha, sum+bestV, d, depthLimit, nodes)
			if v < bestV {
				bestV, bestTree = v, i+1
			}
		}
	}
	return sum + bestV, bestTree
}

// Section 7, Metasearch: run literally, the pseudo-code is wrong on many
// forests of the paper's class (its window is not shifted by sum), and
// its depth-limited form ignores depth_limit (d is never incremented);
// the package's Metasearch, corrected, equals exhaustive minimax and
// stops at the depth limit. The initial call is
// Metasearch(BGF, true, best_choice, -361, 361).
func TestMetasearchLiteralPseudoCode(t *testing.T) {
	wrong, total := 0, 0
	var first Forest
	for seed := range trials(300) {
		f, err := RandomForest(seed, 2+int(seed%3), ClassRandomOptions())
		if err != nil {
			t.Fatal(err)
		}
		lo, _ := outcomes(t, f)
		var nodes int
		v, _ := literalMetasearch(f, true, -361, 361, 0, -1, &nodes)
		res, err := Metasearch(context.Background(), f, true, SearchOptions{})
		if err != nil || res.Value.Cmp(lo) != 0 {
			t.Fatalf("%v: corrected Metasearch %v (%v), exhaustive %v", f, res.Value, err, lo)
		}
		total++
		if lo.Cmp(rat(v)) != 0 {
			wrong++
			if first == nil {
				first = f
				t.Logf("%v: the literal pseudo-code gives %d, Lo = %v", f, v, lo)
			}
		}
		// depth_limit 2: the literal search visits as many nodes as the
		// full one, as d stays 0.
		var full, limited int
		literalMetasearch(f, true, -361, 361, 0, -1, &full)
		literalMetasearch(f, true, -361, 361, 0, 2, &limited)
		if limited != full {
			t.Fatalf("%v: literal depth-limited search visited %d nodes, the full one %d", f, limited, full)
		}
	}
	if wrong == 0 {
		t.Errorf("the literal pseudo-code agreed with minimax on all %d forests", total)
	}
	t.Logf("the literal pseudo-code is wrong on %d of %d random forests of the class", wrong, total)
}
