package proof

import (
	"context"
	"github.com/decomplab/decomplab/lib/search"
	"math/rand/v2"
	"testing"
	"time"
)

// benchSolve solves a fresh problem per iteration with a cleared table and
// reports node expansions per wall-clock second and per CPU second of the
// process (the machine is shared; run with -cpu 1).
func benchSolve(b *testing.B, opts Options, newProblem func() Problem) {
	s, err := NewSolver(opts)
	if err != nil {
		b.Fatal(err)
	}
	var nodes int64
	var elapsed, cpu time.Duration
	for b.Loop() {
		b.StopTimer()
		s.Reset()
		p := newProblem()
		b.StartTimer()
		c0 := processCPUTime()
		res := mustSolve(b, s, context.Background(), p)
		cpu += processCPUTime() - c0
		if res.Outcome == Unknown {
			b.Fatalf("unsolved: %+v", res)
		}
		nodes += res.Stats.Nodes
		elapsed += res.Stats.Elapsed
	}
	reportRates(b, nodes, elapsed, cpu)
}

func reportRates(b *testing.B, nodes int64, elapsed, cpu time.Duration) {
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	}
}

// BenchmarkRandomTree: a cheap synthetic game (hash-defined random tree,
// branching 4, leaves at depth 12, about 415,000 expansions to disprove),
// the upper bound of the search's own speed.
func BenchmarkRandomTree(b *testing.B) {
	for _, bc := range []struct {
		name    string
		eps     float64
		entries int
	}{{"nagai/1M", 0, 1 << 20}, {"epsilon/1M", DefaultEpsilon, 1 << 20}, {"epsilon/32k", DefaultEpsilon, 1 << 15}} {
		b.Run(bc.name, func(b *testing.B) {
			benchSolve(b, Options{Epsilon: bc.eps, Budget: search.Budget{TTEntries: bc.entries}}, func() Problem {
				t := newRandomTree(11, 4, 12, 0, 128)
				t.fixed = true
				return t
			})
		})
	}
}

// BenchmarkTakeAway: many transpositions (a position per heap size).
func BenchmarkTakeAway(b *testing.B) {
	benchSolve(b, Options{Epsilon: DefaultEpsilon, Budget: search.Budget{TTEntries: 32768}}, func() Problem { return newTakeAway(2000, 3) })
}

// BenchmarkCyclicGraph: a random cyclic graph of 500 positions (few
// terminals, repetitions lose for OR), solved from each of its first 50
// positions per op.
func BenchmarkCyclicGraph(b *testing.B) {
	graph := randomGraphTerminals(rand.New(rand.NewPCG(500, 9)), 500, 3, 25, false)
	s, err := NewSolver(Options{Epsilon: DefaultEpsilon, Budget: search.Budget{TTEntries: 32768}})
	if err != nil {
		b.Fatal(err)
	}
	var nodes int64
	var elapsed, cpu time.Duration
	for b.Loop() {
		for root := range 50 {
			s.Reset()
			c0 := processCPUTime()
			res := mustSolve(b, s, context.Background(), newGraphGame(graph, root))
			cpu += processCPUTime() - c0
			nodes += res.Stats.Nodes
			elapsed += res.Stats.Elapsed
		}
	}
	reportRates(b, nodes, elapsed, cpu)
}
