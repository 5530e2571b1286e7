package proof

import (
	"context"
	"reflect"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// fixedSolver returns a Solver whose table has its full size from the
// start, as before tables grew.
func fixedSolver(t *testing.T, opts Options) *Solver {
	t.Helper()
	s, err := NewSolver(opts)
	if err != nil {
		t.Fatal(err)
	}
	s.tt.alloc(s.tt.max)
	return s
}

// sameResult compares two results but for the elapsed time.
func sameResult(a, b Result) bool {
	a.Stats.Elapsed, b.Stats.Elapsed = 0, 0
	return reflect.DeepEqual(a, b)
}

// TestGrowingTableIsFixedTable checks the claim of the package
// documentation that the growing table changes nothing but speed: a
// search with a table that starts at 64 KiB and doubles up to its limit
// gives the same result, best move, root numbers and every counter as a
// table of the limit's size from the start, on random trees, cyclic
// graphs and take-away games whose searches grow the table to its limit
// and then replace entries (and on budgets that stop them while it
// grows). Two runs of the same search also agree (node counts are
// deterministic), and so does a Solver reset after other searches (Reset
// leaves their entries in the table, where they count as empty).
func TestGrowingTableIsFixedTable(t *testing.T) {
	type problem struct {
		name string
		new  func() Problem
	}
	seeds, sizes := uint64(6), []int{3000, 6001, 20000}
	if testing.Short() {
		seeds, sizes = 2, []int{3000, 6001}
	}
	var problems []problem
	for seed := range seeds {
		problems = append(problems, problem{"random tree", func() Problem {
			t := newRandomTree(100+seed, 4, 9, 0, 110+10*seed)
			t.fixed = true
			return t
		}})
	}
	for _, n := range sizes {
		problems = append(problems,
			problem{"take-away", func() Problem { return newTakeAway(n, 3) }},
			problem{"cyclic take-away", func() Problem { return newCyclicTakeAway(n/10, 3, n/10+50) }})
	}
	var grew, replaced int
	optss := []Options{
		{Budget: search.Budget{TTEntries: 1 << 13, MaxNodes: 60000}, Epsilon: DefaultEpsilon},
		{Budget: search.Budget{TTEntries: 1 << 15, MaxNodes: 60000}},
		{Budget: search.Budget{TTEntries: 1 << 15, MaxNodes: 3001}, Epsilon: DefaultEpsilon},
	}
	// reused[i] solves every problem with optss[i], reset before each
	// search: its table holds the entries of the searches before (of
	// other problems, and of the same problem), which must count as empty.
	var reused []*Solver
	for _, opts := range optss {
		s, err := NewSolver(opts)
		if err != nil {
			t.Fatal(err)
		}
		reused = append(reused, s)
	}
	for _, pr := range problems {
		for oi, opts := range optss {
			s, err := NewSolver(opts)
			if err != nil {
				t.Fatal(err)
			}
			got := mustSolve(t, s, context.Background(), pr.new())
			again, err := Solve(context.Background(), pr.new(), opts)
			if err != nil {
				t.Fatal(err)
			}
			want := mustSolve(t, fixedSolver(t, opts), context.Background(), pr.new())
			if !sameResult(got, want) || !sameResult(got, again) {
				t.Errorf("%s, %d entries, %d nodes at most: growing table %+v, again %+v, fixed table %+v",
					pr.name, opts.TTEntries, opts.MaxNodes, got, again, want)
			}
			for range 2 {
				reused[oi].Reset()
				if r := mustSolve(t, reused[oi], context.Background(), pr.new()); !sameResult(r, want) {
					t.Errorf("%s, %d entries, %d nodes at most: reset table %+v, fixed table %+v",
						pr.name, opts.TTEntries, opts.MaxNodes, r, want)
				}
			}
			if len(s.tt.buckets) > initialBuckets {
				grew++
			}
			if got.Stats.TTReplaced > 0 {
				replaced++
			}
			if (got.Stop == search.NodeLimit) != (got.Outcome == Unknown) || got.Stop == search.NodeLimit && got.Stats.Nodes != opts.MaxNodes {
				t.Errorf("%s: budget of %d nodes: %v, stop %v, %d nodes", pr.name, opts.MaxNodes, got.Outcome, got.Stop, got.Stats.Nodes)
			}
		}
	}
	if grew < len(problems) || replaced < len(problems) {
		t.Errorf("tables grew in %d searches and replaced entries in %d: the test does not exercise growth", grew, replaced)
	}
	t.Logf("%d searches: tables grew in %d, replaced entries in %d", 3*len(problems), grew, replaced)
}
