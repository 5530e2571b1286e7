package cgt

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/decomplab/decomplab/lib/search"
)

// ValueKind says what an expression evaluated to.
type ValueKind int

const (
	KindGame        ValueKind = iota // a game (numbers are games)
	KindBool                         // a comparison or predicate
	KindList                         // a list of games (incentives)
	KindThermograph                  // a thermograph
)

// Value is the result of evaluating an expression.
type Value struct {
	Kind        ValueKind
	Game        Game
	Bool        bool
	List        []Game
	Thermograph *Thermograph
}

// Arg is an argument of a function call in an expression: a game or a
// string literal ("..|.#").
type Arg struct {
	Game     Game
	Str      string
	IsString bool
}

// Func computes a game from call arguments, e.g. Domineering("..|.."),
// within the context and budget of the expression being evaluated (a
// ruleset search takes both).
type Func func(ctx context.Context, b search.Budget, s *Store, args []Arg) (Game, error)

// Evaluator parses and evaluates expressions in CGSuite's notation against
// a Store. Functions (rulesets) can be added with Define.
type Evaluator struct {
	store *Store
	funcs map[string]Func
	vars  map[string]Game
}

// NewEvaluator returns an evaluator with the built-in functions Tiny(x)
// and Miny(x).
func NewEvaluator(s *Store) *Evaluator {
	e := &Evaluator{store: s, funcs: map[string]Func{}, vars: map[string]Game{}}
	e.Define("Tiny", func(_ context.Context, _ search.Budget, s *Store, a []Arg) (Game, error) {
		g, err := oneGame("Tiny", a)
		if err != nil {
			return 0, err
		}
		return s.Tiny(g), nil
	})
	e.Define("Miny", func(_ context.Context, _ search.Budget, s *Store, a []Arg) (Game, error) {
		g, err := oneGame("Miny", a)
		if err != nil {
			return 0, err
		}
		return s.Neg(s.Tiny(g)), nil
	})
	return e
}

func oneGame(name string, a []Arg) (Game, error) {
	if len(a) != 1 || a[0].IsString {
		return 0, fmt.Errorf("%s takes one game argument", name)
	}
	return a[0].Game, nil
}

// Tiny returns Tiny(g) = {0 || 0 | -g}.
func (s *Store) Tiny(g Game) Game {
	inner := s.FromOptions([]Game{0}, []Game{s.Neg(g)})
	return s.FromOptions([]Game{0}, []Game{inner})
}

// Define adds or replaces a function callable as name(args) in expressions.
func (e *Evaluator) Define(name string, f Func) { e.funcs[name] = f }

// Let binds name to g, so that later expressions can use it ("G + H").
// An expression "name := expr" does the same.
func (e *Evaluator) Let(name string, g Game) { e.vars[name] = g }

// Lookup returns the game bound to name.
func (e *Evaluator) Lookup(name string) (Game, bool) {
	g, ok := e.vars[name]
	return g, ok
}

// Store returns the evaluator's store.
func (e *Evaluator) Store() *Store { return e.store }

// Parse parses expr with a fresh evaluator (no rulesets) and requires a game.
func (s *Store) Parse(expr string) (Game, error) { return NewEvaluator(s).ParseGame(expr) }

// MustParse is Parse for tests and examples with constant input; it panics
// on error.
func (s *Store) MustParse(expr string) Game {
	g, err := s.Parse(expr)
	if err != nil {
		panic(err)
	}
	return g
}

// ParseGame evaluates expr and requires the result to be a game.
func (e *Evaluator) ParseGame(expr string) (Game, error) {
	v, err := e.Eval(expr)
	if err != nil {
		return 0, err
	}
	if v.Kind != KindGame {
		return 0, fmt.Errorf("%q is not a game", expr)
	}
	return v.Game, nil
}

// SyntaxError is a parse or evaluation error at a character position
// (1-based, counted in characters).
type SyntaxError struct {
	Expr string
	Pos  int
	Msg  string
	// Err is the error of a function called by the expression (a ruleset
	// search that ran out of budget, say), so errors.Is sees through.
	Err error
}

// Unwrap returns the error of the function that failed, if any.
func (e *SyntaxError) Unwrap() error { return e.Err }

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("position %d of %q: %s", e.Pos, excerpt(e.Expr, e.Pos), e.Msg)
}

// excerptWidth is the number of runes an error message quotes of a long
// expression: the whole expression if it is at most this long, else the
// runes around the error position.
const excerptWidth = 80

// excerpt returns expr, or when it is longer than excerptWidth runes the
// excerptWidth runes around pos (1-based) with "..." for the parts left
// out, so that an error in a megabyte of input stays one short line.
func excerpt(expr string, pos int) string {
	r := []rune(expr)
	if len(r) <= excerptWidth {
		return expr
	}
	lo := min(max(pos-1-excerptWidth/2, 0), len(r)-excerptWidth)
	hi := lo + excerptWidth
	s := string(r[lo:hi])
	if lo > 0 {
		s = "..." + s
	}
	if hi < len(r) {
		s += "..."
	}
	return s
}

// Eval parses and evaluates expr without limits: EvalContext with the
// background context and no budget.
func (e *Evaluator) Eval(expr string) (Value, error) {
	return e.EvalContext(context.Background(), search.Budget{}, expr)
}

// EvalContext parses and evaluates expr within ctx and b: the arithmetic
// of the expression is bounded as by Store.Within (b.MaxNodes operations,
// b.MaxTime), and every ruleset search it calls gets ctx and b. Past a
// bound the error wraps a *LimitError (or the search's error), so
// errors.Is(err, search.ErrTimeBudget) and the like see the reason.
func (e *Evaluator) EvalContext(ctx context.Context, b search.Budget, expr string) (v Value, err error) {
	p := &parser{ev: e, s: e.store, src: []rune(expr), text: expr, ctx: ctx, budget: b}
	err = e.store.Within(ctx, b, func() error {
		var err error
		v, err = p.eval()
		return err
	})
	var lim *LimitError
	if errors.As(err, &lim) {
		if _, ok := err.(*SyntaxError); !ok {
			err = &SyntaxError{Expr: expr, Pos: p.errPos(), Msg: lim.Error(), Err: lim}
		}
	}
	return v, err
}

func (p *parser) eval() (v Value, err error) {
	e, expr := p.ev, p.text
	defer func() {
		if r := recover(); r != nil {
			rethrowLimit(r)
			if r == ErrOverflow {
				err = &SyntaxError{Expr: expr, Pos: p.errPos(), Msg: ErrOverflow.Error()}
				return
			}
			// Not reachable by design; report instead of crashing a
			// notebook or the command line.
			err = &SyntaxError{Expr: expr, Pos: p.errPos(), Msg: fmt.Sprintf("internal error: %v (please report this expression)", r)}
		}
	}()
	if err := p.lex(); err != nil {
		return Value{}, err
	}
	assign := ""
	if len(p.toks) > 2 && p.toks[0].kind == tIdent && p.toks[1].kind == tPunct && p.toks[1].text == ":=" {
		assign = p.toks[0].text
		if _, isFunc := e.funcs[assign]; isFunc {
			return Value{}, p.errorf(p.toks[0], "cannot assign to the function name %s", assign)
		}
		p.i = 2
	}
	v, err = p.expr()
	if err != nil {
		return Value{}, err
	}
	if t := p.peek(); t.kind != tEOF {
		return Value{}, p.errorf(t, "unexpected %s", t.describe())
	}
	if assign != "" {
		if v.Kind != KindGame {
			return Value{}, p.errorf(p.toks[0], "only games can be assigned, not a %s", kindName(v.Kind))
		}
		e.vars[assign] = v.Game
	}
	return v, nil
}

// FormatValue prints a value: a game in canonical notation, true/false, a
// list of games as {a,b}, a thermograph as its wall points.
func (s *Store) FormatValue(v Value) string {
	switch v.Kind {
	case KindBool:
		return strconv.FormatBool(v.Bool)
	case KindList:
		parts := make([]string, len(v.List))
		for i, g := range v.List {
			parts[i] = s.String(g)
		}
		return "{" + strings.Join(parts, ",") + "}"
	case KindThermograph:
		return v.Thermograph.String()
	}
	return s.String(v.Game)
}
