package bgf

import (
	"math/big"
	"testing"
)

// For sums of switches the Estimate is exact (Theorem 5.3 makes the
// greedy order optimal), checked against exhaustive minimax.
func TestEstimateExactOnSwitches(t *testing.T) {
	o := RandomOptions{MaxHeight: 1, Branch: 0, MinValue: -20, MaxValue: 20, Ordered: true}
	for seed := range trials(500) {
		f, err := RandomForest(seed, 1+int(seed%7), o)
		if err != nil {
			t.Fatal(err)
		}
		lo, ro := outcomes(t, f)
		elo, ero, err := Estimate(f)
		if err != nil {
			t.Fatal(err)
		}
		if elo.Cmp(lo) != 0 || ero.Cmp(ro) != 0 {
			t.Fatalf("%v: Estimate %v, %v; exact %v, %v", f, elo, ero, lo, ro)
		}
		// Every heuristic plays optimally in a sum of switches.
		for _, h := range []Heuristic{BiggestSwing, BiggestIncentive, EstimateLookahead} {
			k, err := h.Choose(f, true)
			if err != nil {
				t.Fatal(err)
			}
			if _, after := outcomes(t, f.Replace(k-1, f[k-1].Left())); after.Cmp(lo) != 0 {
				t.Fatalf("%v: %v plays T%d reaching %v, Lo = %v", f, h, k, after, lo)
			}
		}
	}
}

// Playout agrees with playing the forest out move by move through the
// public API (Choose and Replace), for every heuristic and both sides.
func TestPlayoutMatchesChoose(t *testing.T) {
	for seed := range trials(300) {
		f, err := RandomForest(seed, 1+int(seed%5), DefaultRandomOptions())
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range []Heuristic{BiggestSwing, BiggestIncentive, EstimateLookahead} {
			for _, left := range []bool{true, false} {
				got, err := Playout(f, left, h)
				if err != nil {
					t.Fatal(err)
				}
				g, mover := f, left
				for {
					k, err := h.Choose(g, mover)
					if err != nil {
						t.Fatal(err)
					}
					if k == 0 {
						break
					}
					next := g[k-1].Right()
					if mover {
						next = g[k-1].Left()
					}
					g, mover = g.Replace(k-1, next), !mover
				}
				want := new(big.Rat)
				for _, tr := range g {
					want.Add(want, tr.Value())
				}
				if got.Cmp(want) != 0 {
					t.Fatalf("%v %v left=%v: Playout %v, move by move %v", f, h, left, got, want)
				}
			}
		}
	}
	if _, err := Playout(Forest{LeafInt(1)}, true, 7); err == nil {
		t.Error("heuristic 7 accepted")
	}
}

func TestTrim(t *testing.T) {
	tr := mustTree(t, "{{{{12|10}||7}||{5|-1}}||-1}")
	for d := 0; d <= 5; d++ {
		got, err := tr.Trim(d)
		if err != nil {
			t.Fatal(err)
		}
		if got.Height() > d {
			t.Errorf("Trim(%d) has height %d", d, got.Height())
		}
		// Trimming keeps the basic value (it replaces subtrees by theirs)
		// as long as the classification above the cut is unchanged; at
		// depth 0 it is the basic value itself.
		if d == 0 || d >= tr.Height() {
			b1, _ := got.BasicValue()
			b2, _ := tr.BasicValue()
			if b1.Cmp(b2) != 0 {
				t.Errorf("Trim(%d) = %v has basic value %v, want %v", d, got, b1, b2)
			}
		}
	}
	if got, _ := tr.Trim(10); !got.Equal(tr) {
		t.Errorf("Trim beyond the height changed the tree: %v", got)
	}
}

func TestSenteValues(t *testing.T) {
	tests := []struct {
		tree  string
		sente Sente
		value *big.Rat // sente value for the sente side, or basic value
	}{
		{"{4||3|0}", RightSente, big.NewRat(3, 1)},
		{"{10|0||-1}", LeftSente, big.NewRat(0, 1)},
		{"{5|1}", Gote, big.NewRat(3, 1)},
		{"7", Gote, big.NewRat(7, 1)},
	}
	for _, tc := range tests {
		tr := mustTree(t, tc.tree)
		if got := tr.Sente(); got != tc.sente {
			t.Errorf("%v: %v, want %v", tr, got, tc.sente)
		}
		b, err := tr.BasicValue()
		if err != nil || b.Cmp(tc.value) != 0 {
			t.Errorf("%v: basic value %v, %v; want %v", tr, b, err, tc.value)
		}
		lv, lok, _ := tr.LeftSenteValue()
		rv, rok, _ := tr.RightSenteValue()
		if lok != (tc.sente == LeftSente) || rok != (tc.sente == RightSente) {
			t.Errorf("%v: sente values present %v %v", tr, lok, rok)
		}
		if lok && lv.Cmp(tc.value) != 0 || rok && rv.Cmp(tc.value) != 0 {
			t.Errorf("%v: sente value %v %v, want %v", tr, lv, rv, tc.value)
		}
	}
}

func TestChooseErrors(t *testing.T) {
	if _, err := Heuristic(0).Choose(Forest{}, true); err == nil {
		t.Error("heuristic 0 accepted")
	}
	if k, err := BiggestSwing.Choose(Forest{LeafInt(3)}, true); err != nil || k != 0 {
		t.Errorf("all leaves: %d, %v; want 0", k, err)
	}
	big1 := Leaf(new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 60), big.NewInt(1)))
	if _, _, err := Outcomes(Forest{Node(big1, LeafInt(0))}); err == nil {
		t.Error("leaf 2^60 accepted by the int64 search")
	}
}
