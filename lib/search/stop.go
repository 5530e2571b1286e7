package search

import (
	"context"
	"errors"
	"fmt"
)

// Stop says why a search ended. The zero value, Finished, means it ran to
// its end; every other value means the answer may be unknown. Every result
// type in decomplab reports its stop reason as a Stop (through Stats.Stop).
type Stop uint8

const (
	Finished    Stop = iota // ran to its end
	NodeLimit               // Budget.MaxNodes reached
	TimeLimit               // Budget.MaxTime reached
	Canceled                // the context was cancelled or its deadline passed
	MemoryLimit             // a table or memo reached its size limit
	DepthLimit              // a path reached the solver's depth limit
)

var stopNames = [...]string{
	Finished:    "",
	NodeLimit:   "node budget exhausted",
	TimeLimit:   "time budget exhausted",
	Canceled:    "canceled",
	MemoryLimit: "memory budget exhausted",
	DepthLimit:  "depth limit reached",
}

// String returns the reason in words ("" for Finished).
func (s Stop) String() string {
	if int(s) < len(stopNames) {
		return stopNames[s]
	}
	return fmt.Sprintf("Stop(%d)", uint8(s))
}

// Early reports whether the search stopped before it finished.
func (s Stop) Early() bool { return s != Finished }

// Err returns the error that goes with the reason: nil for Finished,
// ErrNodeBudget, ErrTimeBudget, context.Canceled, ErrMemoryBudget or
// ErrDepthLimit.
func (s Stop) Err() error {
	switch s {
	case Finished:
		return nil
	case NodeLimit:
		return ErrNodeBudget
	case TimeLimit:
		return ErrTimeBudget
	case Canceled:
		return context.Canceled
	case MemoryLimit:
		return ErrMemoryBudget
	case DepthLimit:
		return ErrDepthLimit
	}
	return fmt.Errorf("search: %v", s)
}

// StopOf maps an error to its stop reason: nil is Finished, a context's
// error is Canceled, the budget errors their limits. Any other error is
// Canceled, the conservative reading (the answer is unknown).
func StopOf(err error) Stop {
	switch {
	case err == nil:
		return Finished
	case errors.Is(err, ErrNodeBudget):
		return NodeLimit
	case errors.Is(err, ErrTimeBudget):
		return TimeLimit
	case errors.Is(err, ErrMemoryBudget):
		return MemoryLimit
	case errors.Is(err, ErrDepthLimit):
		return DepthLimit
	}
	return Canceled
}

// MarshalText writes the reason in words, so JSON carries
// "stopped": "node budget exhausted".
func (s Stop) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads what MarshalText wrote.
func (s *Stop) UnmarshalText(b []byte) error {
	for i, n := range stopNames {
		if n == string(b) {
			*s = Stop(i)
			return nil
		}
	}
	return fmt.Errorf("search: unknown stop reason %q", b)
}
