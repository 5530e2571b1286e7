package oneeye

import (
	"context"
	"fmt"
	"github.com/decomplab/decomplab/internal/cputime"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
	"testing"
	"time"
)

// cpuTime is the user+system CPU time of the process: on the shared
// machine the wall clock also counts time spent waiting for a core.
func cpuTime() time.Duration { return cputime.Process() }

// BenchmarkNodeRate measures node expansions per second of no-DDS and DDS
// with a fixed node budget per search (100,000) and the default or a
// small table, on two workloads: "standard", the first 8 positions of
// GenerateStandard (the draw of data/oneeye/standard: 19x19 regions of
// 15-30 points), both first players; "small", the 9x9 problem of the
// earlier benchmark (GenerateSmall(7, 3, 16, 22)[2], attacker first), to
// compare with the rates measured before. The solves of a sub-benchmark
// share one Solver (one table, reset between solves), as decomp oneeye's
// do. It reports nodes/s by the wall clock and nodes/cpu-s by the CPU
// time of the process.
func BenchmarkNodeRate(b *testing.B) {
	type solve struct {
		p     *Problem
		first board.Color
	}
	var standard []solve
	for _, p := range GenerateStandard(1, 8) {
		for _, first := range firsts(p) {
			standard = append(standard, solve{p, first})
		}
	}
	small := GenerateSmall(7, 3, 16, 22)[2]
	workloads := []struct {
		name   string
		solves []solve
	}{{"standard", standard}, {"small", []solve{{small, small.Attacker()}}}}
	for _, w := range workloads {
		for _, c := range []struct {
			m       Method
			entries int
		}{{NoDDS, 1 << 16}, {NoDDS, DefaultTableEntries}, {DDS, 1 << 16}, {DDS, DefaultTableEntries}} {
			b.Run(fmt.Sprintf("%s/%v/table=%dk", w.name, c.m, c.entries>>10), func(b *testing.B) {
				var nodes int64
				var secs float64
				solver := new(Solver)
				cpu0 := cpuTime()
				for b.Loop() {
					for _, s := range w.solves {
						r, err := solver.Solve(context.Background(), s.p, s.first, Options{Method: c.m, Budget: search.Budget{MaxNodes: 100000, TTEntries: c.entries}})
						if err != nil {
							b.Fatal(err)
						}
						nodes += r.Stats.Nodes
						secs += r.Stats.Elapsed.Seconds()
					}
				}
				b.ReportMetric(float64(nodes)/secs, "nodes/s")
				b.ReportMetric(float64(nodes)/(cpuTime()-cpu0).Seconds(), "nodes/cpu-s")
			})
		}
	}
}
