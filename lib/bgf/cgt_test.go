package bgf

import (
	"math/big"
	"testing"

	"github.com/decomplab/decomplab/lib/cgt"
)

func dyadicRat(d cgt.Dyadic) *big.Rat {
	return new(big.Rat).SetFrac(big.NewInt(d.Num()), new(big.Int).Lsh(big.NewInt(1), d.Exp()))
}

// TestOutcomesAreStops is an independent check of the exhaustive minimax:
// for ordered forests Lo(F) and Ro(F) equal the Left and Right stops of
// the sum of the trees as combinatorial games, computed by lib/cgt from
// canonical forms (no search over the forest at all).
func TestOutcomesAreStops(t *testing.T) {
	s := cgt.NewStore()
	o := DefaultRandomOptions()
	o.MinValue, o.MaxValue = -12, 12
	for seed := range trials(1000) {
		f, err := RandomForest(seed, 1+int(seed%3), o)
		if err != nil {
			t.Fatal(err)
		}
		if seed%4 == 0 { // dyadic leaves too
			f = append(f, Node(Leaf(big.NewRat(7, 2)), Leaf(big.NewRat(-3, 4))))
		}
		g, err := f.Game(s)
		if err != nil {
			t.Fatal(err)
		}
		lo, ro := outcomes(t, f)
		if ls, rs := dyadicRat(s.LeftStop(g)), dyadicRat(s.RightStop(g)); ls.Cmp(lo) != 0 || rs.Cmp(ro) != 0 {
			t.Fatalf("%v = %s: stops %v, %v but Lo, Ro = %v, %v", f, s.String(g), ls, rs, lo, ro)
		}
	}
}

func TestGameConversion(t *testing.T) {
	s := cgt.NewStore()
	tests := []struct{ tree, game string }{
		{"{4||3|0}", "{4||3|0}"},
		{"{1|1}", "1*"},
		{"{3|-1}", "{3|-1}"},
	}
	for _, tc := range tests {
		g, err := mustTree(t, tc.tree).Game(s)
		if err != nil {
			t.Fatal(err)
		}
		want, err := s.Parse(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		if g != want {
			t.Errorf("%s converts to %s, want %s", tc.tree, s.String(g), tc.game)
		}
	}
	if _, err := mustTree(t, "{1/3|0}").Game(s); err == nil {
		t.Error("1/3 accepted as a dyadic number")
	}
}
