package bgf

import (
	"context"
	"math/big"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// Tests of our own variants (not the paper's) and of the paper's
// algorithms on sums of switches, where everything is exact.

// For sums of switches of the class the paper's Estimate and our
// CountEstimate are exact, and every heuristic plays optimally, checked
// against exhaustive minimax.
func TestSwitchesExact(t *testing.T) {
	o := RandomOptions{MaxHeight: 1, Branch: 0, MinValue: -20, MaxValue: 20, Class: true}
	for seed := range trials(500) {
		f, err := RandomForest(seed, 1+int(seed%7), o)
		if err != nil {
			t.Fatal(err)
		}
		lo, ro := outcomes(t, f)
		for name, est := range map[string]func(Forest) (*big.Rat, *big.Rat, error){"Estimate": Estimate, "CountEstimate": CountEstimate} {
			elo, ero, err := est(f)
			if err != nil {
				t.Fatal(err)
			}
			if elo.Cmp(lo) != 0 || ero.Cmp(ro) != 0 {
				t.Fatalf("%v: %s %v, %v; exact %v, %v", f, name, elo, ero, lo, ro)
			}
		}
		for _, h := range Heuristics() {
			k, err := h.Choose(f, true)
			if err != nil {
				t.Fatal(err)
			}
			if _, after := outcomes(t, f.LChoice(k)); after.Cmp(lo) != 0 {
				t.Fatalf("%v: %v plays T%d reaching %v, Lo = %v", f, h, k, after, lo)
			}
		}
	}
}

// Playout agrees with playing the forest out move by move through the
// public API (Choose and LChoice/RChoice), for every heuristic and both
// sides.
func TestPlayoutMatchesChoose(t *testing.T) {
	for seed := range trials(300) {
		f, err := RandomForest(seed, 1+int(seed%5), ClassRandomOptions())
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range Heuristics() {
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
					if mover {
						g = g.LChoice(k)
					} else {
						g = g.RChoice(k)
					}
					mover = !mover
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

// Count, LocalSente and TrimToCount: a Go player's count of a tree.
func TestCount(t *testing.T) {
	for _, tc := range []struct {
		tree  string
		sente Sente
		count *big.Rat
	}{
		{"{4||3|0}", RightSente, big.NewRat(3, 1)}, // Right's sente: Left answers, 3
		{"{10|0||-1}", LeftSente, big.NewRat(0, 1)},
		{"{5|1}", Gote, big.NewRat(3, 1)},
		{"{{{{12|10}||7}||{5|-1}}||-1}", Gote, big.NewRat(9, 4)},
		{"7", Gote, big.NewRat(7, 1)},
	} {
		tr := mustTree(t, tc.tree)
		c, err := tr.Count()
		if err != nil || tr.LocalSente() != tc.sente || c.Cmp(tc.count) != 0 {
			t.Errorf("%v: %v, count %v (%v); want %v, %v", tr, tr.LocalSente(), c, err, tc.sente, tc.count)
		}
		for d := 0; d <= 5; d++ {
			got, err := tr.TrimToCount(d)
			if err != nil || got.Height() > min(d, tr.Height()) {
				t.Fatalf("%v trimmed to %d: %v %v", tr, d, got, err)
			}
			if d == 0 || d >= tr.Height() {
				if c2, _ := got.Count(); c2.Cmp(c) != 0 {
					t.Errorf("TrimToCount(%d) = %v counts %v, want %v", d, got, c2, c)
				}
			}
		}
	}
}

func TestChooseErrors(t *testing.T) {
	if _, err := Heuristic(0).Choose(Forest{}, true); err == nil {
		t.Error("heuristic 0 accepted")
	}
	for _, h := range Heuristics() {
		if k, err := h.Choose(Forest{LeafInt(3)}, true); err != nil || k != 0 {
			t.Errorf("%v on a single node: %d, %v; want 0", h, k, err)
		}
	}
	big1 := Leaf(new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 60), big.NewInt(1)))
	if _, err := Outcomes(context.Background(), Forest{Node(big1, LeafInt(0))}, search.Budget{}); err == nil {
		t.Error("leaf 2^60 accepted by the int64 search")
	}
}
