//go:build unix

package proof

import (
	"syscall"
	"time"
)

// processCPUTime is the user+system CPU time of this process, so that
// benchmarks on a shared machine can report a rate per CPU second.
func processCPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
