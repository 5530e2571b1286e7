package rulesets

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// MaxHeap bounds heap sizes accepted from expressions.
const MaxHeap = 4096

// Register makes the rulesets callable from expressions evaluated by e,
// using solver v (which must share e's store):
//
//	Domineering("..|..")  Clobber("xo|ox")  ToadsAndFrogs("tt.ff")
//	Nim(3, 5, 6)  Kayles(n)  DawsonsChess(n)  Octal("0.77", n)
func Register(e *cgt.Evaluator, v *Solver) {
	board := func(name string, f func(context.Context, search.Budget, string) (cgt.Game, error)) {
		e.Define(name, func(ctx context.Context, b search.Budget, _ *cgt.Store, args []cgt.Arg) (cgt.Game, error) {
			if len(args) != 1 || !args[0].IsString {
				return 0, fmt.Errorf("%s takes one quoted board, e.g. %s(\"..|..\")", name, name)
			}
			return f(ctx, b, args[0].Str)
		})
	}
	board("Domineering", v.Domineering)
	board("Clobber", v.Clobber)
	board("ToadsAndFrogs", v.ToadsAndFrogs)
	e.Define("Nim", func(_ context.Context, _ search.Budget, s *cgt.Store, args []cgt.Arg) (cgt.Game, error) {
		heaps := make([]int, len(args))
		for i, a := range args {
			n, err := heapArg("Nim", s, a)
			if err != nil {
				return 0, err
			}
			heaps[i] = n
		}
		return Nim(s, heaps...)
	})
	octal := func(name string, o Octal) {
		e.Define(name, func(_ context.Context, _ search.Budget, s *cgt.Store, args []cgt.Arg) (cgt.Game, error) {
			if len(args) != 1 {
				return 0, fmt.Errorf("%s takes one heap size", name)
			}
			n, err := heapArg(name, s, args[0])
			if err != nil {
				return 0, err
			}
			return o.Value(s, n), nil
		})
	}
	octal("Kayles", Kayles())
	octal("DawsonsChess", DawsonsChess())
	e.Define("Octal", func(_ context.Context, _ search.Budget, s *cgt.Store, args []cgt.Arg) (cgt.Game, error) {
		if len(args) != 2 || !args[0].IsString {
			return 0, fmt.Errorf("Octal takes a quoted code and a heap size, e.g. Octal(\"0.77\", 5)")
		}
		o, err := ParseOctal(args[0].Str)
		if err != nil {
			return 0, err
		}
		n, err := heapArg("Octal", s, args[1])
		if err != nil {
			return 0, err
		}
		return o.Value(s, n), nil
	})
}

func heapArg(name string, s *cgt.Store, a cgt.Arg) (int, error) {
	if a.IsString {
		return 0, fmt.Errorf("%s: heap sizes are integers, not strings", name)
	}
	x, ok := s.NumberValue(a.Game)
	if !ok || !x.IsInteger() || x.Sign() < 0 || x.Num() > MaxHeap {
		return 0, fmt.Errorf("%s: heap size must be an integer from 0 to %d, got %s", name, MaxHeap, s.String(a.Game))
	}
	return int(x.Num()), nil
}

// NewEvaluator returns an evaluator over s with all rulesets registered
// (with a fresh Solver). Evaluator.EvalContext passes each expression's
// context and budget to the searches.
func NewEvaluator(s *cgt.Store) *cgt.Evaluator {
	e := cgt.NewEvaluator(s)
	Register(e, NewSolver(s))
	return e
}
