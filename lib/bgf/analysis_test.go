package bgf

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

func TestAnalyze(t *testing.T) {
	// Small forests: exhaustive Lo/Ro; large: Metasearch. Both must match
	// an exact Metasearch run separately, and the moves must be those of
	// the heuristics.
	for _, n := range []int{3, 16} {
		f, err := RandomForest(uint64(n), n, DefaultQualityOptions().Trees)
		if err != nil {
			t.Fatal(err)
		}
		a, err := Analyze(context.Background(), f, search.Budget{})
		if err != nil {
			t.Fatal(err)
		}
		for _, left := range []bool{true, false} {
			res, err := Metasearch(context.Background(), f, left, SearchOptions{NoDominance: n < 10})
			if err != nil {
				t.Fatal(err)
			}
			got, m := a.Ro, a.Right
			if left {
				got, m = a.Lo, a.Left
			}
			if got.Cmp(res.Value) != 0 {
				t.Errorf("n=%d left=%v: Analyze %v, Metasearch %v", n, left, got, res.Value)
			}
			if k, _ := Algorithm2.Choose(f, left); k != m.Heuristic2 {
				t.Errorf("n=%d: heuristic2 %d vs Choose %d", n, m.Heuristic2, k)
			}
			if res.Move != m.Metasearch {
				t.Errorf("n=%d: metasearch %d vs %d", n, m.Metasearch, res.Move)
			}
		}
		// every tree dominates itself' reverse pairs are listed: n(n-1) at most
		if (n <= MaxDominanceTrees) != (len(a.Dominates) > 0) || len(a.Trees) != n {
			t.Errorf("n=%d: dominance pairs %v, %d trees", n, a.Dominates, len(a.Trees))
		}
	}
	f, _ := RandomForest(1, 14, DefaultRandomOptions())
	if _, err := Analyze(context.Background(), f, search.Budget{MaxNodes: 10}); err == nil {
		t.Error("budget of 10 nodes not reported")
	}
}

func TestHeuristicQualityCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := HeuristicQuality(ctx, DefaultQualityOptions()); err == nil {
		t.Error("cancelled context not reported")
	}
}
