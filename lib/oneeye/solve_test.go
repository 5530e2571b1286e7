package oneeye

import (
	"context"
	"github.com/decomplab/decomplab/lib/search"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/board"
)

// hard is a generated problem that takes no-DDS well over 10,000 nodes.
func hard(t testing.TB) *Problem {
	return GenerateSmall(7, 3, 16, 22)[2]
}

func TestBudgets(t *testing.T) {
	p := hard(t)
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name string
		ctx  context.Context
		opts Options
		stop search.Stop
	}{
		{"node limit", context.Background(), Options{Budget: search.Budget{MaxNodes: 500}}, search.NodeLimit},
		{"time limit", context.Background(), Options{Budget: search.Budget{MaxTime: time.Millisecond}}, search.TimeLimit},
		{"canceled", canceled, Options{}, search.Canceled},
	}
	for _, tc := range tests {
		for _, m := range append(Methods, Exhaustive) {
			o := tc.opts
			o.Method, o.TTEntries = m, 1<<15
			r, err := Solve(tc.ctx, p, p.Attacker(), o)
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != Unknown || r.Stop != tc.stop || r.Stats.Stop != tc.stop {
				t.Errorf("%s %v: outcome %v stop %v; want unknown, %v", tc.name, m, r.Outcome, r.Stop, tc.stop)
			}
			if tc.opts.MaxNodes > 0 && r.Stats.Nodes > 2*tc.opts.MaxNodes+10 {
				t.Errorf("%s %v: %d nodes for a limit of %d", tc.name, m, r.Stats.Nodes, tc.opts.MaxNodes)
			}
		}
	}
}

func TestSolveBadInput(t *testing.T) {
	p := hard(t)
	if _, err := Solve(context.Background(), p, board.Empty, Options{}); err == nil {
		t.Error("Solve with an empty first player succeeded")
	}
	if _, err := Solve(context.Background(), p, board.Black, Options{Budget: search.Budget{MaxNodes: -1}}); err == nil {
		t.Error("Solve with negative MaxNodes succeeded")
	}
}

func TestMethodNames(t *testing.T) {
	for _, m := range append(Methods, Exhaustive) {
		back, err := ParseMethod(m.String())
		if err != nil || back != m {
			t.Errorf("ParseMethod(%q) = %v, %v", m.String(), back, err)
		}
	}
	if _, err := ParseMethod("alphabeta"); err == nil {
		t.Error("ParseMethod(alphabeta) succeeded")
	}
}

func TestResultString(t *testing.T) {
	tests := []struct {
		r    Result
		want string
	}{
		{Result{Outcome: DefenderWins, Method: DDS, Stats: Stats{Stats: search.Stats{Nodes: 12, Elapsed: 1500 * time.Microsecond}, Decompositions: 3}},
			"defender wins (dds, 12 nodes, 1.5 ms, 3 decompositions)"},
		{Result{Outcome: AttackerWins, Method: RDS, Stats: Stats{Stats: search.Stats{Nodes: 7}, Fallback: true}},
			"attacker wins (rds, 7 nodes, 0.0 ms, 0 decompositions, DDS fallback)"},
		{Result{Outcome: Unknown, Method: NoDDS, Stop: search.NodeLimit, Stats: Stats{Stats: search.Stats{Nodes: 100}}},
			"unknown (node budget exhausted) (nodds, 100 nodes, 0.0 ms, 0 decompositions)"},
	}
	for _, tc := range tests {
		if got := tc.r.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
}

// TestDeterministicNodeCounts solves the same problems on parallel
// goroutines and requires the same node counts as a sequential run.
func TestDeterministicNodeCounts(t *testing.T) {
	ps := GenerateSmall(51, 4, 8, 14)
	opts := func(m Method) Options {
		return Options{Method: m, Budget: search.Budget{MaxNodes: 50000, TTEntries: 32768}}
	}
	want := map[string]int64{}
	for _, p := range ps {
		for _, m := range Methods {
			r, _ := Solve(context.Background(), p, p.Attacker(), opts(m))
			want[p.Name+m.String()] = r.Stats.Nodes
		}
	}
	type out struct {
		key   string
		nodes int64
	}
	ch := make(chan out)
	for _, p := range ps {
		for _, m := range Methods {
			go func() {
				r, _ := Solve(context.Background(), p, p.Attacker(), opts(m))
				ch <- out{p.Name + m.String(), r.Stats.Nodes}
			}()
		}
	}
	for range len(ps) * len(Methods) {
		o := <-ch
		if o.nodes != want[o.key] {
			t.Errorf("%s: %d nodes in parallel, %d alone", o.key, o.nodes, want[o.key])
		}
	}
}

// TestSolverIsSolve checks that a Solver, whose table holds the entries of
// the solves before (reset, counted as empty), gives every solve the
// result, move and Stats of Solve with a new table: small problems and the
// hard one, every df-pn method (RDS re-searches with another budget), a
// small table that replaces entries and the default one, budgets that
// stop some searches.
func TestSolverIsSolve(t *testing.T) {
	ps := append(GenerateSmall(11, 4, 10, 16), hard(t))
	var s Solver
	for _, p := range ps {
		for _, first := range firsts(p) {
			for _, m := range Methods {
				for _, o := range []Options{
					{Method: m, Budget: search.Budget{MaxNodes: 5000, TTEntries: 1 << 10}},
					{Method: m, Budget: search.Budget{MaxNodes: 20000}},
				} {
					got, err := s.Solve(context.Background(), p, first, o)
					if err != nil {
						t.Fatal(err)
					}
					want, err := Solve(context.Background(), p, first, o)
					if err != nil {
						t.Fatal(err)
					}
					got.Stats.Elapsed, want.Stats.Elapsed = 0, 0
					if got != want {
						t.Errorf("%s, %v first, %v, %d entries: Solver %+v, Solve %+v", p.Name, first, m, o.TTEntries, got, want)
					}
				}
			}
		}
	}
}
