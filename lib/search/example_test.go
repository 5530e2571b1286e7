package search_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/decomplab/decomplab/lib/search"
)

// CollatzStats is what the example's search reports: the shared Stats
// embedded, and its own counters as typed fields. A caller reads
// st.Halvings; a misspelt field does not compile, where a misspelt string
// key read 0.
type CollatzStats struct {
	search.Stats
	Halvings  int64 `json:"halvings"`  // steps n -> n/2
	Triplings int64 `json:"triplings"` // steps n -> 3n+1
}

// Add accumulates o into s: the shared part, then the package's counters.
func (s *CollatzStats) Add(o CollatzStats) {
	s.Stats.Add(o.Stats)
	s.Halvings += o.Halvings
	s.Triplings += o.Triplings
}

// collatz walks from n to 1 within budget b, one node per step.
func collatz(ctx context.Context, n int64, b search.Budget) (steps int64, st CollatzStats) {
	lim := search.NewLimiter(ctx, b, &st.Stats)
	for n != 1 && lim.Expand() {
		if n%2 == 0 {
			n /= 2
			st.Halvings++
		} else {
			n = 3*n + 1
			st.Triplings++
		}
		steps++
	}
	st.Stats = lim.Finish()
	return steps, st
}

// The typed-counter pattern: a search's result carries a stats struct of
// its package that embeds search.Stats (nodes, time, table hits, why it
// stopped) and adds the package's own counters as typed fields. The
// fields' JSON and CSV tags name the columns of studies' tables.
func Example_typedCounters() {
	var total CollatzStats
	for _, n := range []int64{6, 27} {
		steps, st := collatz(context.Background(), n, search.Budget{MaxNodes: 100})
		fmt.Printf("n=%d: %d steps, %d halvings, %d triplings, stopped: %q\n", n, steps, st.Halvings, st.Triplings, st.Stop)
		total.Add(st)
	}
	total.Elapsed = 0 // for the example's output
	out, _ := json.Marshal(total)
	fmt.Println(string(out))
	// Output:
	// n=6: 8 steps, 6 halvings, 2 triplings, stopped: ""
	// n=27: 100 steps, 61 halvings, 39 triplings, stopped: "node budget exhausted"
	// {"nodes":109,"stopped":"node budget exhausted","halvings":67,"triplings":41}
}
