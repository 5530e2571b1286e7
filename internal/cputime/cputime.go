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

// Op runs a benchmark whose every iteration calls setup outside the timer
// and then op, and reports the CPU time of op alone as "cpu-ns/op".
func Op(b *testing.B, setup, op func()) {
	var cpu time.Duration
	for b.Loop() {
		b.StopTimer()
		setup()
		b.StartTimer()
		start := Process()
		op()
		cpu += Process() - start
	}
	b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
}
