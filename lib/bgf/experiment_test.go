package bgf

import (
	"context"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/study"
)

func TestHeuristicQuality(t *testing.T) {
	o := DefaultQualityOptions()
	o.Sizes = []int{3, 5}
	o.Forests = 15
	rows, err := HeuristicQuality(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if want := 2 * len(QualityMethods(o.Depth)); len(rows) != want {
		t.Fatalf("got %d rows, want %d", len(rows), want)
	}
	for _, r := range rows {
		t.Logf("%+v", r)
		if r.Forests+r.Skipped != o.Forests {
			t.Errorf("%s n=%d: %d scored + %d skipped != %d", r.Method, r.Trees, r.Forests, r.Skipped, o.Forests)
		}
		if r.MeanLoss < 0 || r.MaxLoss < r.MeanLoss || r.Exact > r.Forests {
			t.Errorf("inconsistent row %+v", r)
		}
		if r.Method == (QualityMethod{Kind: MetasearchMove}) && (r.Exact != r.Forests || r.MaxLoss != 0) {
			t.Errorf("exact search lost: %+v", r)
		}
	}
	totals := QualityTotals(rows)
	if len(totals) != len(QualityMethods(o.Depth)) || totals[5].Method != (QualityMethod{Kind: MetasearchMove}) || totals[5].ExactRate != 1 || totals[0].Forests != 2*o.Forests {
		t.Errorf("totals %+v", totals)
	}
	// Cross-check one forest by hand: heuristic1's loss recomputed with
	// exhaustive minimax.
	f, _ := RandomForest(o.Seed+3*1_000_000, 3, o.Trees)
	lo, _ := outcomes(t, f)
	k, err := Algorithm1.Choose(f, true)
	if err != nil {
		t.Fatal(err)
	}
	_, ro := outcomes(t, f.Replace(k-1, f[k-1].Left()))
	if lo.Cmp(ro) < 0 {
		t.Fatalf("a move gained more than Lo: %v after %d", f, k)
	}
	if _, err := HeuristicQuality(context.Background(), QualityOptions{}); err == nil {
		t.Error("empty options accepted")
	}
}

// TestQualityStudy checks that the parallel run gives, size by size, the
// rows HeuristicQuality gives for the whole experiment (times aside).
func TestQualityStudy(t *testing.T) {
	o := DefaultQualityOptions()
	o.Sizes = []int{2, 4, 3}
	o.Forests = 5
	want, err := HeuristicQuality(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	got, err := QualityStudy(context.Background(), o, study.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("got %d rows, want %d", len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		g.MeanTime, w.MeanTime = 0, 0
		if g != w {
			t.Errorf("row %d: got %+v, want %+v", i, g, w)
		}
	}
}

// TestQualityTimeBudget checks that a forest whose scoring outlasts
// Budget.MaxTime is skipped, not an error.
func TestQualityTimeBudget(t *testing.T) {
	o := DefaultQualityOptions()
	o.Sizes = []int{12}
	o.Forests = 3
	o.MaxTime = time.Nanosecond
	rows, err := HeuristicQuality(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Skipped != o.Forests || r.Forests != 0 {
			t.Errorf("%s: %d skipped, %d scored; want all %d skipped", r.Method, r.Skipped, r.Forests, o.Forests)
		}
	}
}
