package soft

import (
	"testing"

	"github.com/decomplab/decomplab/lib/bgf"
)

// IntoClass brings any tree into the paper's class (Section 2) and leaves
// trees of the class unchanged.
func TestIntoClass(t *testing.T) {
	anyTree := bgf.RandomOptions{MaxHeight: 3, Branch: 0.7, MinValue: -9, MaxValue: 9}
	class := bgf.ClassRandomOptions()
	for seed := range uint64(300) {
		f, err := bgf.RandomForest(seed, 2, anyTree)
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range f {
			if err := IntoClass(tr).CheckClass(); err != nil {
				t.Fatalf("IntoClass(%v): %v", tr, err)
			}
		}
		g, err := bgf.RandomForest(seed, 2, class)
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range g {
			if !IntoClass(tr).Equal(tr) {
				t.Fatalf("IntoClass changed %v of the class to %v", tr, IntoClass(tr))
			}
		}
	}
	// {LL|LR} with LL = LR, as when a second move gains nothing locally.
	tr, _ := bgf.ParseTree("{0|0||-8|-8}")
	if got := IntoClass(tr).String(); got != "{0|-8}" {
		t.Errorf("IntoClass({0|0||-8|-8}) = %s, want {0|-8}", got)
	}
}
