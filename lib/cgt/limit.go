package cgt

import (
	"context"
	"errors"
	"fmt"

	"github.com/decomplab/decomplab/lib/search"
)

// LimitError reports an operation stopped by its budget or context (see
// Store.Within). It wraps search.ErrNodeBudget, search.ErrTimeBudget or the
// context's error.
type LimitError struct {
	Budget search.Budget
	Stats  search.Stats // operations counted and time spent when it stopped
	Err    error
}

func (e *LimitError) Error() string {
	switch {
	case errors.Is(e.Err, search.ErrNodeBudget):
		return fmt.Sprintf("cgt: node limit of %d operations reached", e.Budget.MaxNodes)
	case errors.Is(e.Err, search.ErrTimeBudget):
		return fmt.Sprintf("cgt: time limit of %v reached after %d operations", e.Budget.MaxTime, e.Stats.Nodes)
	}
	return fmt.Sprintf("cgt: stopped after %d operations: %v", e.Stats.Nodes, e.Err)
}

// Unwrap returns the reason: search.ErrNodeBudget, search.ErrTimeBudget or
// the context's error.
func (e *LimitError) Unwrap() error { return e.Err }

// limitPanic carries a limiter's stop from deep inside an operation to
// Within.
type limitPanic struct{ err error }

// Within runs f with every operation of s bounded by ctx and b: each
// canonical-form construction, thermograph, cooling and printed option
// counts as one node against b.MaxNodes; the context and b.MaxTime are
// checked every 1024 nodes and every 4096 comparisons that are not cached. When a bound is reached the
// operation in progress is abandoned (the store stays consistent: only
// finished results are kept) and Within returns a *LimitError. Calls of
// Within inside f run under the outer bound.
func (s *Store) Within(ctx context.Context, b search.Budget, f func() error) (err error) {
	if s.limiter != nil {
		return f()
	}
	var st search.Stats
	s.limiter = search.NewLimiter(ctx, b, &st)
	defer func() {
		lim := s.limiter
		s.limiter = nil
		if r := recover(); r != nil {
			lp, ok := r.(limitPanic)
			if !ok {
				panic(r)
			}
			err = &LimitError{Budget: b, Stats: lim.Finish(), Err: lp.err}
		}
	}()
	if err := ctx.Err(); err != nil {
		return &LimitError{Budget: b, Err: err}
	}
	return f()
}

// tick counts one operation against the bound of Within, if any, and
// abandons the operation when the bound is reached.
func (s *Store) tick() {
	if s.limiter != nil && !s.limiter.Expand() {
		panic(limitPanic{s.limiter.Reason()})
	}
}

// pulse checks the context and clock of Within, if any, every 4096 calls,
// without counting a node: comparisons call it, since one canonical-form
// construction may run many of them.
func (s *Store) pulse() {
	if s.limiter == nil {
		return
	}
	if s.pulses++; s.pulses&4095 == 0 && !s.limiter.Check() {
		panic(limitPanic{s.limiter.Reason()})
	}
}

// rethrowLimit re-panics r if it is a limit stop, so that a recover meant
// for other panics lets it reach Within.
func rethrowLimit(r any) {
	if _, ok := r.(limitPanic); ok {
		panic(r)
	}
}
