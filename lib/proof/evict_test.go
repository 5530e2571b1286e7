package proof

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// graphGameAllRep is a graphGame in which every repetition is Proven: the
// mirror image of the default rule (see "Evictions" in the package
// documentation).
type graphGameAllRep struct{ *graphGame }

func (g graphGameAllRep) RepetitionOutcome() Outcome { return Proven }

// evictionConfigs are tables far too small for the graphs, so that solved
// entries, path-independent ones included, are evicted all the time.
var evictionConfigs = []Options{
	{Budget: search.Budget{TTEntries: 2, MaxNodes: 2e5}},
	{Budget: search.Budget{TTEntries: 4, MaxNodes: 2e5}, Epsilon: DefaultEpsilon},
	{Budget: search.Budget{TTEntries: 16, MaxNodes: 2e5}, Epsilon: DefaultEpsilon},
}

// TestEvictedSolvedEntries checks the claim of the package documentation
// that the root answer stays correct when solved entries are evicted and
// their positions searched again: cyclic graphs from 12 to 300 positions
// are solved with tables of 2 to 16 entries and compared with retrograde
// analysis (default rule), and small ones with every repetition Proven,
// or a rule per position, with exhaustive minimax. The test also requires
// that evictions of path-independent solved entries really happen, and
// that few searches run out of their budget (Unknown is no wrong answer:
// with two entries plain Nagai thresholds can thrash on cyclic graphs).
func TestEvictedSolvedEntries(t *testing.T) {
	graphs := 100
	if testing.Short() {
		graphs = 25
	}
	var runs, evicting, unknown int
	solve := func(p Problem, want Outcome, describe func() string) {
		t.Helper()
		for _, o := range evictionConfigs {
			res, err := Solve(context.Background(), p, o)
			if err != nil {
				t.Fatal(err)
			}
			runs++
			if res.Stats.SolvedEvicted > 0 {
				evicting++
			}
			if res.Outcome == Unknown {
				unknown++ // a budget, not a wrong answer; counted below
				continue
			}
			if res.Outcome != want {
				t.Fatalf("table %d, epsilon %v: df-pn %v, reference %v (%d solved entries evicted)\n%s",
					o.TTEntries, o.Epsilon, res.Outcome, want, res.Stats.SolvedEvicted, describe())
			}
		}
	}
	for _, n := range []int{12, 30, 100, 300} {
		r := rand.New(rand.NewPCG(uint64(n), 77))
		for range graphs {
			nodes := randomGraphTerminals(r, n, 3, 6+r.IntN(20), false)
			win := attractor(nodes)
			for root := range 3 {
				want := Disproven
				if win[root] {
					want = Proven
				}
				g := newGraphGame(nodes, root)
				solve(g, want, g.String)
			}
		}
	}
	if evicting < runs/4 {
		t.Errorf("large graphs: solved entries evicted in only %d of %d searches", evicting, runs)
	}
	t.Logf("large graphs: %d searches, %d with evicted solved entries", runs, evicting)
	r := rand.New(rand.NewPCG(5, 55))
	for i := range 50 * graphs {
		g := newGraphGame(randomGraphTerminals(r, 4+r.IntN(9), 1+r.IntN(3), 3+r.IntN(8), false), 0)
		var p Problem = graphGameAllRep{g}
		if i%2 == 1 {
			p = graphGameRep{g}
		}
		solve(p, minimax(p), g.String)
	}
	if unknown > runs/20 {
		t.Errorf("%d of %d searches unsolved within the budget", unknown, runs)
	}
	if evicting < runs/10 {
		t.Errorf("solved entries evicted in only %d of %d searches", evicting, runs)
	}
	t.Logf("%d searches, %d with evicted solved entries, %d unsolved", runs, evicting, unknown)
}
