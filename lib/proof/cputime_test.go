package proof

import (
	"github.com/decomplab/decomplab/internal/cputime"
	"time"
)

// processCPUTime is the user+system CPU time of this process, so that
// benchmarks on a shared machine can report a rate per CPU second.
func processCPUTime() time.Duration { return cputime.Process() }
