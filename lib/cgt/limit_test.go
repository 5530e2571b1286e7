package cgt

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// TestWithinStopsArithmetic: a sum of many hot games stops at a node
// budget, a time budget and a cancelled context with an error naming the
// reason, and the store is consistent afterwards (the sum computed after
// the stop equals the sum in a fresh store).
func TestWithinStopsArithmetic(t *testing.T) {
	terms := func(s *Store) []Game { return mixedHot(s, rand.New(rand.NewPCG(5, 6)), 14) }
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name   string
		ctx    context.Context
		budget search.Budget
		want   error
		text   string
	}{
		{"nodes", context.Background(), search.Budget{MaxNodes: 500}, search.ErrNodeBudget, "node limit of 500 operations"},
		{"time", context.Background(), search.Budget{MaxTime: 1}, search.ErrTimeBudget, "time limit of 1ns"},
		{"cancelled", cancelled, search.Budget{}, context.Canceled, "canceled"},
	} {
		s := NewStore()
		gs := terms(s)
		err := s.Within(tc.ctx, tc.budget, func() error { s.Sum(gs...); return nil })
		var lim *LimitError
		if !errors.Is(err, tc.want) || !errors.As(err, &lim) || !strings.Contains(err.Error(), tc.text) {
			t.Errorf("%s: err = %v, want a *LimitError wrapping %v naming %q", tc.name, err, tc.want, tc.text)
		}
		got := s.Sum(gs...)
		f := NewStore()
		if want := f.Sum(terms(f)...); s.String(got) != f.String(want) {
			t.Errorf("%s: after the stop the sum is %s, in a fresh store %s", tc.name, s.String(got), f.String(want))
		}
	}
}

// TestEvalContextLimits: the evaluator reports a limit as a position in the
// expression, with the reason reachable by errors.Is.
func TestEvalContextLimits(t *testing.T) {
	e := NewEvaluator(NewStore())
	const expr = "{3|1} + {5|{2|0}} + {{4|1}|-1} + {7|{3|-2}} + {{6|2}|0} + {2|{1|-3}} + {{5|3}|1} + {9|{4|-1}}"
	_, err := e.EvalContext(context.Background(), search.Budget{MaxNodes: 20}, expr)
	var se *SyntaxError
	if !errors.Is(err, search.ErrNodeBudget) || !errors.As(err, &se) {
		t.Fatalf("err = %v, want a *SyntaxError wrapping search.ErrNodeBudget", err)
	}
	if _, err := e.Eval(expr); err != nil {
		t.Fatalf("without a budget: %v", err)
	}
}
