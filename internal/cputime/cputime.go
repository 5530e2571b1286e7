// Package cputime measures the CPU time of the process, for benchmarks on
// shared machines: the wall clock also counts time spent waiting for a core,
// so benchmarks report work per CPU second next to ns/op.
package cputime

import (
	"testing"
	"time"
)

// Report adds the CPU time per operation since start (a Process reading) to
// a benchmark's results as "cpu-ns/op" (nothing where it is not measured).
func Report(b *testing.B, start time.Duration) {
	if now := Process(); now > 0 {
		b.ReportMetric(float64(now-start)/float64(b.N), "cpu-ns/op")
	}
}
