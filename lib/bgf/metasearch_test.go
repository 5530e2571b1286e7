package bgf

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// TestMetasearchExact checks exact Metasearch (Section 7) against
// exhaustive minimax (Def. 4.2), for both players and every move order,
// on random forests of the paper's class, ordered or not; its move is the
// smallest optimal k (Def. 4.3).
func TestMetasearchExact(t *testing.T) {
	n := 0
	for _, o := range []RandomOptions{DefaultRandomOptions(), ClassRandomOptions()} {
		for seed := range trials(300) {
			f, err := RandomForest(seed, 1+int(seed%5), o)
			if err != nil {
				t.Fatal(err)
			}
			lo, ro := outcomes(t, f)
			for _, left := range []bool{true, false} {
				want := ro
				if left {
					want = lo
				}
				_, k, err := f.bestChoice(left)
				if err != nil {
					t.Fatal(err)
				}
				for _, order := range Heuristics()[:5] {
					res, err := Metasearch(context.Background(), f, left, SearchOptions{Order: order})
					if err != nil {
						t.Fatal(err)
					}
					if res.Stop != search.Finished || res.Value.Cmp(want) != 0 {
						t.Fatalf("%v left=%v: Metasearch = %v %v, exhaustive %v", f, left, res.Stop, res.Value, want)
					}
					if res.Move != k && !(res.Move == 0 && f.IsGameOver()) {
						t.Fatalf("%v left=%v: Metasearch plays %d, Def. 4.3 smallest k = %d", f, left, res.Move, k)
					}
					// The move it returns must reach the value.
					if res.Move > 0 {
						tr := f[res.Move-1]
						next := tr.Right()
						if left {
							next = tr.Left()
						}
						lo2, ro2 := outcomes(t, f.Replace(res.Move-1, next))
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
	res, err := Metasearch(context.Background(), f, true, SearchOptions{Budget: search.Budget{MaxNodes: 100}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Stop != search.NodeLimit || res.Value != nil || res.Nodes < 100 {
		t.Errorf("budget 100: got %+v, want NodeLimit after 100 nodes", res)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err = Metasearch(ctx, f, true, SearchOptions{})
	if err != nil || res.Stop != search.Canceled || res.Value != nil {
		t.Errorf("cancelled: got %+v, %v; want Canceled", res, err)
	}
	// On a large forest a node (with its dominance tests) is expensive:
	// the context is checked at every node, so a cancelled search stops
	// at the first.
	large, err := RandomForest(7, 3000, DefaultRandomOptions())
	if err != nil {
		t.Fatal(err)
	}
	res, err = Metasearch(ctx, large, true, SearchOptions{})
	if err != nil || res.Stop != search.Canceled || res.Nodes > 2 {
		t.Errorf("3000 trees, cancelled: got %v after %d nodes, %v; want Canceled at the first node below the root", res.Stop, res.Nodes, err)
	}
}

// TestDominancePruning compares the exact search with and without the
// deletion of dominated trees (Section 7) on forests of the paper's class
// too large for the exhaustive reference.
func TestDominancePruning(t *testing.T) {
	o := ClassRandomOptions()
	o.MaxHeight = 2
	for seed := range trials(100) {
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
			if a.Stop != search.Finished || b.Stop != search.Finished || a.Value.Cmp(b.Value) != 0 || a.Move != b.Move {
				t.Fatalf("%v left=%v: pruned %v %v T%d, unpruned %v %v T%d", f, left, a.Stop, a.Value, a.Move, b.Stop, b.Value, b.Move)
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
		lo, _ := outcomes(t, f)
		res, err := Metasearch(context.Background(), f, true, SearchOptions{MaxTableBytes: 1})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stop != search.Finished || res.Value.Cmp(lo) != 0 {
			t.Fatalf("%v: Metasearch with a full table = %v %v, exhaustive %v", f, res.Stop, res.Value, lo)
		}
		if res.Move > 0 {
			_, ro2 := outcomes(t, f.Replace(res.Move-1, f[res.Move-1].Left()))
			if ro2.Cmp(lo) != 0 {
				t.Fatalf("%v: move %d reaches %v, want %v", f, res.Move, ro2, lo)
			}
		}
	}
}

// Section 7: Metasearch on trimmed trees (SearchOptions.Trim) is exact
// Metasearch on the trimmed forest, reported as an estimate
// (DepthLimit) when trimming changed a tree; trimming deeper than the
// trees changes nothing.
func TestMetasearchTrim(t *testing.T) {
	for seed := range trials(100) {
		f, err := RandomForest(seed, 2+int(seed%3), ClassRandomOptions())
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range []int{1, 2, 10} {
			res, err := Metasearch(context.Background(), f, true, SearchOptions{Trim: d})
			if err != nil {
				t.Fatal(err)
			}
			lo, _ := outcomes(t, f.Trim(d))
			want := search.DepthLimit
			if f.Trim(d).Equal(f) {
				want = search.Finished
			}
			if res.Value.Cmp(lo) != 0 || res.Stop != want {
				t.Fatalf("%v trimmed at %d: Metasearch %v (%v), Lo of the trimmed forest %v", f, d, res.Value, res.Stop, lo)
			}
		}
	}
}
