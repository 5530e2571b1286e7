package bgf

import (
	"context"
	"testing"
)

// TestMetasearchExact checks exact alpha-beta against exhaustive minimax,
// for both players, on ordered and unordered random forests.
func TestMetasearchExact(t *testing.T) {
	unordered := RandomOptions{MaxHeight: 3, Branch: 0.6, MinValue: -6, MaxValue: 6}
	n := 0
	for _, o := range []RandomOptions{DefaultRandomOptions(), unordered} {
		for seed := range trials(300) {
			f, err := RandomForest(seed, 1+int(seed%5), o)
			if err != nil {
				t.Fatal(err)
			}
			lo, ro, err := Outcomes(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, left := range []bool{true, false} {
				want := ro
				if left {
					want = lo
				}
				for _, order := range []Heuristic{BiggestSwing, BiggestIncentive} {
					res, err := Metasearch(context.Background(), f, left, SearchOptions{Order: order})
					if err != nil {
						t.Fatal(err)
					}
					if res.Status != Solved || res.Value.Cmp(want) != 0 {
						t.Fatalf("%v left=%v: Metasearch = %v %v, exhaustive %v", f, left, res.Status, res.Value, want)
					}
					// The move it returns must reach the value.
					if res.Move > 0 {
						tr := f[res.Move-1]
						next := tr.Right()
						if left {
							next = tr.Left()
						}
						lo2, ro2, err := Outcomes(f.Replace(res.Move-1, next))
						if err != nil {
							t.Fatal(err)
						}
						got := lo2
						if left {
							got = ro2
						}
						if got.Cmp(want) != 0 {
							t.Fatalf("%v left=%v: move %d reaches %v, want %v", f, left, res.Move, got, want)
						}
					}
					n++
				}
			}
		}
	}
	t.Logf("%d searches agree with exhaustive minimax", n)
}

func TestMetasearchBudget(t *testing.T) {
	f, err := RandomForest(7, 12, DefaultRandomOptions())
	if err != nil {
		t.Fatal(err)
	}
	res, err := Metasearch(context.Background(), f, true, SearchOptions{MaxNodes: 100})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != Unknown || res.Value != nil || res.Nodes < 100 {
		t.Errorf("budget 100: got %+v, want Unknown after 100 nodes", res)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err = Metasearch(ctx, f, true, SearchOptions{})
	if err != nil || res.Status != Unknown {
		t.Errorf("cancelled: got %+v, %v; want Unknown", res, err)
	}
	// On a large forest a node (with its dominance tests) is expensive:
	// the context is checked at every node, so a cancelled search stops
	// at the first.
	large, err := RandomForest(7, 3000, DefaultRandomOptions())
	if err != nil {
		t.Fatal(err)
	}
	res, err = Metasearch(ctx, large, true, SearchOptions{})
	if err != nil || res.Status != Unknown || res.Nodes > 1 {
		t.Errorf("3000 trees, cancelled: got %v after %d nodes, %v; want Unknown at the first node", res.Status, res.Nodes, err)
	}
}

// TestDominancePruning compares the exact search with and without
// dominance pruning on forests too large for the exhaustive reference.
func TestDominancePruning(t *testing.T) {
	o := RandomOptions{MaxHeight: 2, Branch: 0.6, MinValue: -10, MaxValue: 10, Ordered: true}
	for seed := range uint64(40) {
		f, err := RandomForest(seed, 6+int(seed%4), o)
		if err != nil {
			t.Fatal(err)
		}
		for _, left := range []bool{true, false} {
			a, err := Metasearch(context.Background(), f, left, SearchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			b, err := Metasearch(context.Background(), f, left, SearchOptions{NoDominance: true})
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != Solved || b.Status != Solved || a.Value.Cmp(b.Value) != 0 {
				t.Fatalf("%v left=%v: pruned %v %v, unpruned %v %v", f, left, a.Status, a.Value, b.Status, b.Value)
			}
		}
	}
}

// TestMetasearchFullTable: with a transposition table (and dominance memo)
// of one entry, Metasearch is slower but still exact and its move still
// reaches the value.
func TestMetasearchFullTable(t *testing.T) {
	for seed := range trials(60) {
		f, err := RandomForest(seed, 3+int(seed%4), DefaultRandomOptions())
		if err != nil {
			t.Fatal(err)
		}
		lo, _, err := Outcomes(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Metasearch(context.Background(), f, true, SearchOptions{MaxTableBytes: 1})
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != Solved || res.Value.Cmp(lo) != 0 {
			t.Fatalf("%v: Metasearch with a full table = %v %v, exhaustive %v", f, res.Status, res.Value, lo)
		}
		if res.Move > 0 {
			_, ro2, err := Outcomes(f.Replace(res.Move-1, f[res.Move-1].Left()))
			if err != nil {
				t.Fatal(err)
			}
			if ro2.Cmp(lo) != 0 {
				t.Fatalf("%v: move %d reaches %v, want %v", f, res.Move, ro2, lo)
			}
		}
	}
}
