package search

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Budget limits a search. The zero value means no limit on nodes or time
// and the solver's default transposition-table size.
type Budget struct {
	MaxNodes  int64         // node expansions; 0 = unlimited
	MaxTime   time.Duration // wall-clock time; 0 = unlimited
	TTEntries int           // transposition-table entries; 0 = the solver's default
}

// String prints the budget as "nodes=... time=...".
func (b Budget) String() string {
	s := "nodes="
	if b.MaxNodes > 0 {
		s += fmt.Sprint(b.MaxNodes)
	} else {
		s += "unlimited"
	}
	s += " time="
	if b.MaxTime > 0 {
		s += b.MaxTime.String()
	} else {
		s += "unlimited"
	}
	return s
}

// Limiter checks a running search against its budget and context. Call
// Expand once per node; it answers false when the search must stop. The
// context and clock are consulted every 1024 nodes, so the check is cheap.
type Limiter struct {
	ctx      context.Context
	budget   Budget
	start    time.Time
	deadline time.Time
	stats    *Stats
	stopped  bool
	reason   error
}

// NewLimiter starts the clock for a search that counts its nodes in stats.
func NewLimiter(ctx context.Context, b Budget, stats *Stats) *Limiter {
	l := &Limiter{ctx: ctx, budget: b, start: time.Now(), stats: stats}
	if b.MaxTime > 0 {
		l.deadline = l.start.Add(b.MaxTime)
	}
	return l
}

// Expand counts one node expansion and reports whether the search may go on.
func (l *Limiter) Expand() bool {
	l.stats.Nodes++
	if l.stopped {
		return false
	}
	if l.budget.MaxNodes > 0 && l.stats.Nodes > l.budget.MaxNodes {
		l.stop(ErrNodeBudget)
		return false
	}
	if l.stats.Nodes&1023 == 0 {
		return l.Check()
	}
	return true
}

// Check consults the context and the clock now; false means stop.
func (l *Limiter) Check() bool {
	if l.stopped {
		return false
	}
	if err := l.ctx.Err(); err != nil {
		l.stop(err)
		return false
	}
	if !l.deadline.IsZero() && time.Now().After(l.deadline) {
		l.stop(ErrTimeBudget)
		return false
	}
	return true
}

func (l *Limiter) stop(err error) {
	l.stopped = true
	l.reason = err
}

// Stopped reports whether the budget ran out or the context was cancelled.
func (l *Limiter) Stopped() bool { return l.stopped }

// Reason returns why the search stopped (ErrNodeBudget, ErrTimeBudget or the
// context's error), or nil.
func (l *Limiter) Reason() error { return l.reason }

// Finish records the elapsed time in the stats and returns them.
func (l *Limiter) Finish() Stats {
	l.stats.Elapsed = time.Since(l.start)
	l.stats.Stop = StopOf(l.reason)
	return *l.stats
}

// Why a search stopped early.
var (
	ErrNodeBudget   = errors.New("node budget exhausted")
	ErrTimeBudget   = errors.New("time budget exhausted")
	ErrMemoryBudget = errors.New("memory budget exhausted")
	ErrDepthLimit   = errors.New("depth limit reached")
)

// Stats is what every search reports.
type Stats struct {
	Nodes    int64         `json:"nodes"`             // node expansions
	Elapsed  time.Duration `json:"-"`                 // wall-clock time
	TTHits   int64         `json:"tt_hits,omitempty"` // transposition-table hits
	TTStores int64         `json:"tt_stores,omitempty"`
	MaxDepth int           `json:"max_depth,omitempty"`
	Stop     Stop          `json:"stopped,omitempty"` // why the search stopped early, if it did
}

// Millis returns the elapsed time in milliseconds.
func (s Stats) Millis() float64 { return float64(s.Elapsed) / float64(time.Millisecond) }

// NodesPerSecond returns the node rate (0 if no time was measured).
func (s Stats) NodesPerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Nodes) / s.Elapsed.Seconds()
}

// Add accumulates o into s (nodes, hits, time; the larger depth) and
// combines the stop reasons: the first that is not Finished, so that the
// sum of a finished and an early-stopped search reports the early stop. A
// package's stats struct adds its own counters in an Add of its own.
func (s *Stats) Add(o Stats) {
	if s.Stop == Finished {
		s.Stop = o.Stop
	}
	s.Nodes += o.Nodes
	s.Elapsed += o.Elapsed
	s.TTHits += o.TTHits
	s.TTStores += o.TTStores
	s.MaxDepth = max(s.MaxDepth, o.MaxDepth)
}

// String prints the stats on one line.
func (s Stats) String() string {
	out := fmt.Sprintf("%d nodes in %.1f ms (%.0f nodes/s)", s.Nodes, s.Millis(), s.NodesPerSecond())
	if s.TTHits > 0 {
		out += fmt.Sprintf(", %d TT hits", s.TTHits)
	}
	if s.Stop.Early() {
		out += ", stopped: " + s.Stop.String()
	}
	return out
}
