//go:build !unix

package cgt

import (
	"testing"
	"time"
)

// cpuTime is not measured on this platform; benchmarks report 0 cpu-ns/op.
func cpuTime() time.Duration { return 0 }

func reportCPU(b *testing.B, start time.Duration) {}
