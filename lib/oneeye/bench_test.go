package oneeye

import (
	"context"
	"fmt"
	"github.com/decomplab/decomplab/internal/cputime"
	"github.com/decomplab/decomplab/lib/search"
	"testing"
	"time"
)

// cpuTime is the user+system CPU time of the process: on the shared
// machine the wall clock also counts time spent waiting for a core.
func cpuTime() time.Duration { return cputime.Process() }

// BenchmarkNodeRate measures node expansions per second of each method on
// the first standard problems (GenerateStandard, the draw of
// data/oneeye/standard), both first players, with a fixed node budget per
// search: nodes/s by the wall clock and nodes/cpu-s by the CPU time of the
// process.
func BenchmarkNodeRate(b *testing.B) {
	ps := GenerateStandard(1, 8)
	for _, c := range []struct {
		m       Method
		entries int
	}{{NoDDS, 1 << 16}, {NoDDS, DefaultTableEntries}, {DDS, 1 << 16}, {DDS, DefaultTableEntries}} {
		m := c.m
		b.Run(fmt.Sprintf("%v/table=%dk", m, c.entries>>10), func(b *testing.B) {
			var nodes int64
			var secs float64
			cpu0 := cpuTime()
			for b.Loop() {
				for _, p := range ps {
					for _, first := range firsts(p) {
						r, err := Solve(context.Background(), p, first, Options{Method: m, Budget: search.Budget{MaxNodes: 100000, TTEntries: c.entries}})
						if err != nil {
							b.Fatal(err)
						}
						nodes += r.Stats.Nodes
						secs += r.Stats.Elapsed.Seconds()
					}
				}
			}
			b.ReportMetric(float64(nodes)/secs, "nodes/s")
			b.ReportMetric(float64(nodes)/(cpuTime()-cpu0).Seconds(), "nodes/cpu-s")
		})
	}
}
