package proof

import (
	"fmt"
	"time"
)

// MarshalText writes the outcome's name, so results encode to JSON as
// "proven", "disproven" or "unknown".
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads an outcome name.
func (o *Outcome) UnmarshalText(b []byte) error {
	for _, x := range []Outcome{Unknown, Proven, Disproven} {
		if x.String() == string(b) {
			*o = x
			return nil
		}
	}
	return fmt.Errorf("proof: unknown outcome %q", b)
}

// MarshalText writes the reason's name.
func (r Reason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// String is a one-line summary of the counters.
func (s Stats) String() string {
	return fmt.Sprintf("%d nodes in %v (%.0f nodes/s), max depth %d, table %d probes %d hits %d stores %d replaced %d solved evicted, %d repetitions, %d path-dependent results",
		s.Nodes, s.Elapsed.Round(time.Microsecond), s.NodesPerSecond(), s.MaxDepth,
		s.TTProbes, s.TTHits, s.TTStores, s.TTReplaced, s.SolvedEvicted, s.Repetitions, s.PathResults)
}
