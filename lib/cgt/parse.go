package cgt

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Limits on literals in the notation, so that a typo cannot ask for a
// game with millions of options.
const (
	MaxNimberLiteral = 256
	MaxUpsLiteral    = 64
	maxNesting       = 500
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

// Func computes a game from call arguments, e.g. Domineering("..|..").
type Func func(s *Store, args []Arg) (Game, error)

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
	e.Define("Tiny", func(s *Store, a []Arg) (Game, error) {
		g, err := oneGame("Tiny", a)
		if err != nil {
			return 0, err
		}
		return s.Tiny(g), nil
	})
	e.Define("Miny", func(s *Store, a []Arg) (Game, error) {
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

// Eval parses and evaluates expr.
func (e *Evaluator) Eval(expr string) (v Value, err error) {
	p := &parser{ev: e, s: e.store, src: []rune(expr), text: expr}
	defer func() {
		if r := recover(); r != nil {
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

type tokKind int

const (
	tEOF tokKind = iota
	tNum
	tUps
	tUpNth // ^<k>, v<k>, ^[k] or v[k]
	tStar
	tIdent
	tString
	tPunct // { } ( ) , . + -
	tPM    // +- or ±
	tBars  // | repeated n times
	tRel   // == <= >= < > <| |> <>
)

type token struct {
	kind   tokKind
	text   string
	n      int // bars count, ups count (signed), star value
	pos    int // rune index
	spaceB bool
	sum    bool // tUpNth: ^[k] rather than ^<k> (next to spaceB: no padding)
}

func (t token) describe() string {
	if t.kind == tEOF {
		return "end of input"
	}
	return strconv.Quote(t.text)
}

type parser struct {
	ev    *Evaluator
	s     *Store
	src   []rune
	text  string
	toks  []token
	i     int
	depth int
}

func (p *parser) errPos() int {
	if p.i < len(p.toks) {
		return p.toks[p.i].pos + 1
	}
	return len(p.src) + 1
}

func (p *parser) errorf(t token, format string, a ...any) error {
	return &SyntaxError{Expr: p.text, Pos: t.pos + 1, Msg: fmt.Sprintf(format, a...)}
}

// wrapError reports err at t, keeping it for errors.Is.
func (p *parser) wrapError(t token, err error) error {
	return &SyntaxError{Expr: p.text, Pos: t.pos + 1, Msg: err.Error(), Err: err}
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

func isIdentStart(r rune) bool { return r == '_' || (r < 128 && unicode.IsLetter(r)) }

func (p *parser) lex() error {
	src := p.src
	i := 0
	space := false
	for i < len(src) {
		r := src[i]
		if unicode.IsSpace(r) {
			i++
			space = true
			continue
		}
		start := i
		t := token{pos: start, spaceB: space}
		space = false
		switch {
		case isDigit(r):
			for i < len(src) && isDigit(src[i]) {
				i++
			}
			if i+1 < len(src) && src[i] == '/' && isDigit(src[i+1]) {
				i++
				for i < len(src) && isDigit(src[i]) {
					i++
				}
			}
			t.kind, t.text = tNum, string(src[start:i])
		case r == '^' || (r == 'v' && !(i+1 < len(src) && (isIdentStart(src[i+1]) && src[i+1] != 'v'))):
			for i < len(src) && src[i] == r {
				i++
			}
			if r == 'v' && i < len(src) && isIdentStart(src[i]) {
				// a word like "vvx": treat as identifier
				for i < len(src) && (isIdentStart(src[i]) || isDigit(src[i])) {
					i++
				}
				t.kind, t.text = tIdent, string(src[start:i])
				break
			}
			n := i - start
			if n == 1 && i+1 < len(src) && (src[i] == '<' || src[i] == '[') && isDigit(src[i+1]) {
				// ^<k>, v<k>: up-nth, down-nth; ^[k], v[k]: ^<1> + ... + ^<k>
				open, close := src[i], '>'
				if open == '[' {
					close = ']'
				}
				j := i + 1
				i = j
				for i < len(src) && isDigit(src[i]) {
					i++
				}
				if i >= len(src) || src[i] != close {
					return &SyntaxError{Expr: p.text, Pos: start + 1, Msg: fmt.Sprintf("unterminated %q: want %c%ck%c", string(src[start:i]), r, open, close)}
				}
				t.sum = open == '['
				k, err := strconv.Atoi(string(src[j:i]))
				i++
				if err != nil || k < 1 || k > MaxUpsLiteral {
					return &SyntaxError{Expr: p.text, Pos: start + 1, Msg: fmt.Sprintf("%q: k must be from 1 to %d", string(src[start:i]), MaxUpsLiteral)}
				}
				if r == 'v' {
					k = -k
				}
				t.kind, t.text, t.n = tUpNth, string(src[start:i]), k
				break
			}
			if n == 1 && i < len(src) && isDigit(src[i]) {
				j := i
				for i < len(src) && isDigit(src[i]) {
					i++
				}
				v, err := strconv.Atoi(string(src[j:i]))
				if err != nil || v > MaxUpsLiteral {
					return &SyntaxError{Expr: p.text, Pos: start + 1, Msg: fmt.Sprintf("up multiple %q too large (max %d)", string(src[start:i]), MaxUpsLiteral)}
				}
				n = v
			}
			if r == 'v' {
				n = -n
			}
			t.kind, t.text, t.n = tUps, string(src[start:i]), n
		case r == '*':
			i++
			j := i
			for i < len(src) && isDigit(src[i]) {
				i++
			}
			m := 1
			if i > j {
				v, err := strconv.Atoi(string(src[j:i]))
				if err != nil || v > MaxNimberLiteral {
					return &SyntaxError{Expr: p.text, Pos: start + 1, Msg: fmt.Sprintf("nimber %q too large (max *%d)", string(src[start:i]), MaxNimberLiteral)}
				}
				m = v
			}
			t.kind, t.text, t.n = tStar, string(src[start:i]), m
		case isIdentStart(r):
			for i < len(src) && (isIdentStart(src[i]) || isDigit(src[i])) {
				i++
			}
			t.kind, t.text = tIdent, string(src[start:i])
		case r == '"':
			i++
			for i < len(src) && src[i] != '"' {
				i++
			}
			if i >= len(src) {
				return &SyntaxError{Expr: p.text, Pos: start + 1, Msg: "unterminated string"}
			}
			t.kind, t.text = tString, string(src[start+1:i])
			i++
		case r == '±':
			i++
			t.kind, t.text = tPM, "±"
		case r == '+' && i+1 < len(src) && src[i+1] == '-':
			i += 2
			t.kind, t.text = tPM, "+-"
		case r == ':' && i+1 < len(src) && src[i+1] == '=':
			i += 2
			t.kind, t.text = tPunct, ":="
		case r == '<' && i+1 < len(src) && (src[i+1] == '=' || src[i+1] == '|' || src[i+1] == '>'):
			i += 2
			t.kind, t.text = tRel, string(src[start:i])
		case r == '>' && i+1 < len(src) && src[i+1] == '=':
			i += 2
			t.kind, t.text = tRel, ">="
		case r == '=' && i+1 < len(src) && src[i+1] == '=':
			i += 2
			t.kind, t.text = tRel, "=="
		case r == '<' || r == '>':
			i++
			t.kind, t.text = tRel, string(r)
		case r == '|' && i+1 < len(src) && src[i+1] == '>':
			i += 2
			t.kind, t.text = tRel, "|>"
		case r == '|':
			for i < len(src) && src[i] == '|' {
				i++
			}
			t.kind, t.text, t.n = tBars, string(src[start:i]), i-start
		case strings.ContainsRune("{}(),.+-", r):
			i++
			t.kind, t.text = tPunct, string(r)
		default:
			return &SyntaxError{Expr: p.text, Pos: start + 1, Msg: fmt.Sprintf("unexpected character %q", r)}
		}
		p.toks = append(p.toks, t)
	}
	p.toks = append(p.toks, token{kind: tEOF, pos: len(src), spaceB: space})
	return nil
}

func (p *parser) peek() token { return p.toks[p.i] }
func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}
func (p *parser) isPunct(s string) bool {
	t := p.peek()
	return t.kind == tPunct && t.text == s
}
func (p *parser) expect(s string) error {
	t := p.next()
	if t.kind != tPunct || t.text != s {
		return p.errorf(t, "expected %q, found %s", s, t.describe())
	}
	return nil
}

func (p *parser) expr() (Value, error) {
	left, err := p.sum()
	if err != nil {
		return Value{}, err
	}
	t := p.peek()
	op := ""
	switch {
	case t.kind == tRel:
		op = t.text
	case t.kind == tBars && t.n == 2:
		op = "||"
	default:
		return left, nil
	}
	p.next()
	right, err := p.sum()
	if err != nil {
		return Value{}, err
	}
	if left.Kind != KindGame || right.Kind != KindGame {
		return Value{}, p.errorf(t, "comparison %s needs games on both sides", op)
	}
	rel := p.s.Compare(left.Game, right.Game)
	var b bool
	switch op {
	case "==":
		b = rel == Equal
	case "<=":
		b = rel == Equal || rel == Less
	case ">=":
		b = rel == Equal || rel == Greater
	case "<":
		b = rel == Less
	case ">":
		b = rel == Greater
	case "<|": // less than or confused with
		b = rel == Less || rel == Confused
	case "|>":
		b = rel == Greater || rel == Confused
	case "<>", "||":
		b = rel == Confused
	}
	if t := p.peek(); t.kind == tRel || (t.kind == tBars && t.n == 2) {
		return Value{}, p.errorf(t, "comparisons cannot be chained")
	}
	return Value{Kind: KindBool, Bool: b}, nil
}

func (p *parser) game(v Value, t token) (Game, error) {
	if v.Kind != KindGame {
		return 0, p.errorf(t, "expected a game here, not a %s", kindName(v.Kind))
	}
	return v.Game, nil
}

func kindName(k ValueKind) string {
	switch k {
	case KindBool:
		return "truth value"
	case KindList:
		return "list"
	case KindThermograph:
		return "thermograph"
	}
	return "game"
}

func (p *parser) sum() (Value, error) {
	t0 := p.peek()
	v, err := p.unary()
	if err != nil {
		return Value{}, err
	}
	for {
		t := p.peek()
		if !(t.kind == tPunct && (t.text == "+" || t.text == "-")) && t.kind != tPM {
			return v, nil
		}
		if t.kind != tPM {
			// "a +- b" is a + (+-b): leave the +- to unary.
			p.next()
		}
		g, err := p.game(v, t0)
		if err != nil {
			return Value{}, err
		}
		t1 := p.peek()
		w, err := p.unary()
		if err != nil {
			return Value{}, err
		}
		h, err := p.game(w, t1)
		if err != nil {
			return Value{}, err
		}
		switch {
		case t.kind == tPM || t.text == "+":
			v = Value{Game: p.s.Add(g, h)}
		default:
			v = Value{Game: p.s.Sub(g, h)}
		}
	}
}

func (p *parser) unary() (Value, error) {
	t := p.peek()
	if t.kind == tPunct && t.text == "-" {
		if n := p.toks[p.i+1]; n.kind == tNum && !n.spaceB {
			// "-1v" is the number -1 plus v, as CGSuite prints it.
			p.next()
			return p.postfixFrom(p.atomSigned(true))
		}
	}
	if (t.kind == tPunct && (t.text == "-" || t.text == "+")) || t.kind == tPM {
		p.next()
		if p.depth++; p.depth > maxNesting {
			return Value{}, p.errorf(t, "expression nested too deeply")
		}
		defer func() { p.depth-- }()
		t1 := p.peek()
		if t.kind == tPM && t1.kind == tPunct && t1.text == "{" {
			g, err := p.plusMinusBraces()
			if err != nil {
				return Value{}, err
			}
			return p.postfixFrom(Value{Game: g}, nil)
		}
		v, err := p.unary()
		if err != nil {
			return Value{}, err
		}
		g, err := p.game(v, t1)
		if err != nil {
			return Value{}, err
		}
		switch {
		case t.kind == tPM:
			return Value{Game: p.s.FromOptions([]Game{g}, []Game{p.s.Neg(g)})}, nil
		case t.text == "-":
			return Value{Game: p.s.Neg(g)}, nil
		}
		return Value{Game: g}, nil
	}
	return p.postfix()
}

func (p *parser) postfix() (Value, error) {
	return p.postfixFrom(p.primary())
}

func (p *parser) postfixFrom(v Value, err error) (Value, error) {
	if err != nil {
		return Value{}, err
	}
	for p.isPunct(".") {
		p.next()
		t := p.next()
		if t.kind != tIdent {
			return Value{}, p.errorf(t, "expected a method name after '.', found %s", t.describe())
		}
		var args []Value
		var argToks []token
		if p.isPunct("(") && !p.peek().spaceB {
			p.next()
			for !p.isPunct(")") {
				argToks = append(argToks, p.peek())
				a, err := p.expr()
				if err != nil {
					return Value{}, err
				}
				args = append(args, a)
				if p.isPunct(",") {
					p.next()
					continue
				}
				if !p.isPunct(")") {
					return Value{}, p.errorf(p.peek(), "expected ',' or ')', found %s", p.peek().describe())
				}
			}
			p.next()
		}
		v, err = p.method(v, t, args, argToks)
		if err != nil {
			return Value{}, err
		}
	}
	return v, nil
}

func (p *parser) method(v Value, name token, args []Value, argToks []token) (Value, error) {
	s := p.s
	m := strings.ToLower(name.text)
	wantArgs := 0
	switch m {
	case "cool", "heat", "nortonproduct", "ordinalsum":
		wantArgs = 1
	}
	if len(args) != wantArgs {
		return Value{}, p.errorf(name, "method %s takes %d argument(s), got %d", name.text, wantArgs, len(args))
	}
	if v.Kind != KindGame {
		return Value{}, p.errorf(name, "method %s needs a game, not a %s", name.text, kindName(v.Kind))
	}
	g := v.Game
	num := func(x Dyadic) (Value, error) { return Value{Game: s.Number(x)}, nil }
	switch m {
	case "mean":
		return num(s.Mean(g))
	case "temperature":
		return num(s.Temperature(g))
	case "leftstop":
		return num(s.LeftStop(g))
	case "rightstop":
		return num(s.RightStop(g))
	case "birthday":
		return num(Int(int64(s.Birthday(g))))
	case "cool", "heat":
		t, err := p.game(args[0], argToks[0])
		if err != nil {
			return Value{}, err
		}
		if m == "heat" {
			return Value{Game: s.Heat(g, t)}, nil
		}
		x, ok := s.NumberValue(t)
		if !ok {
			return Value{}, p.errorf(argToks[0], "Cool needs a number, got %s", s.String(t))
		}
		c, err := s.Cool(g, x)
		if err != nil {
			return Value{}, p.errorf(argToks[0], "%v", err)
		}
		return Value{Game: c}, nil
	case "chill":
		return Value{Game: s.Chill(g)}, nil
	case "warm":
		return Value{Game: s.Warm(g)}, nil
	case "incentives":
		return Value{Kind: KindList, List: s.Incentives(g)}, nil
	case "leftincentives":
		return Value{Kind: KindList, List: s.LeftIncentives(g)}, nil
	case "rightincentives":
		return Value{Kind: KindList, List: s.RightIncentives(g)}, nil
	case "thermograph":
		return Value{Kind: KindThermograph, Thermograph: s.Thermograph(g)}, nil
	case "atomicweight":
		w, err := s.AtomicWeight(g)
		if err != nil {
			return Value{}, p.wrapError(name, err)
		}
		return Value{Game: w}, nil
	case "isatomic":
		return Value{Kind: KindBool, Bool: s.IsAtomic(g)}, nil
	case "nortonproduct", "ordinalsum":
		h, err := p.game(args[0], argToks[0])
		if err != nil {
			return Value{}, err
		}
		if m == "ordinalsum" {
			return Value{Game: s.OrdinalSum(g, h)}, nil
		}
		if !s.Leq(0, h) || h == 0 {
			return Value{}, p.errorf(argToks[0], "NortonProduct needs a positive unit, got %s", s.String(h))
		}
		return Value{Game: s.NortonMultiply(g, h)}, nil
	case "reducedcanonicalform":
		return Value{Game: s.ReducedCanonicalForm(g)}, nil
	case "isnumber":
		return Value{Kind: KindBool, Bool: s.IsNumber(g)}, nil
	case "isnimber":
		return Value{Kind: KindBool, Bool: s.IsNimber(g)}, nil
	case "isinfinitesimal":
		return Value{Kind: KindBool, Bool: s.IsInfinitesimal(g)}, nil
	case "isallsmall":
		return Value{Kind: KindBool, Bool: s.IsAllSmall(g)}, nil
	case "tiny":
		return Value{Game: s.Tiny(g)}, nil
	case "miny":
		return Value{Game: s.Neg(s.Tiny(g))}, nil
	case "neg":
		return Value{Game: s.Neg(g)}, nil
	}
	return Value{}, p.errorf(name, "unknown method %q", name.text)
}

func (p *parser) primary() (Value, error) {
	t := p.peek()
	if p.depth++; p.depth > maxNesting {
		return Value{}, p.errorf(t, "expression nested too deeply")
	}
	defer func() { p.depth-- }()
	switch t.kind {
	case tNum, tUps, tUpNth, tStar:
		return p.atom()
	case tIdent:
		p.next()
		if g, ok := p.ev.vars[t.text]; ok && !p.isPunct("(") {
			return Value{Game: g}, nil
		}
		f, ok := p.ev.funcs[t.text]
		if !ok {
			return Value{}, p.errorf(t, "unknown name %q", t.text)
		}
		if !p.isPunct("(") {
			return Value{}, p.errorf(p.peek(), "expected '(' after %s", t.text)
		}
		p.next()
		var args []Arg
		for !p.isPunct(")") {
			a := p.peek()
			if a.kind == tString {
				p.next()
				args = append(args, Arg{Str: a.text, IsString: true})
			} else {
				v, err := p.sum()
				if err != nil {
					return Value{}, err
				}
				g, err := p.game(v, a)
				if err != nil {
					return Value{}, err
				}
				args = append(args, Arg{Game: g})
			}
			if p.isPunct(",") {
				p.next()
				continue
			}
			if !p.isPunct(")") {
				return Value{}, p.errorf(p.peek(), "expected ',' or ')', found %s", p.peek().describe())
			}
		}
		p.next()
		g, err := f(p.s, args)
		if err != nil {
			return Value{}, &SyntaxError{Expr: p.text, Pos: t.pos + 1, Msg: fmt.Sprintf("%s: %v", t.text, err), Err: err}
		}
		return Value{Game: g}, nil
	case tPunct:
		switch t.text {
		case "(":
			p.next()
			v, err := p.expr()
			if err != nil {
				return Value{}, err
			}
			if err := p.expect(")"); err != nil {
				return Value{}, err
			}
			return v, nil
		case "{":
			return p.braces()
		}
	}
	if t.kind == tEOF {
		return Value{}, p.errorf(t, "unexpected end of input, expected a game")
	}
	return Value{}, p.errorf(t, "unexpected %s, expected a game", t.describe())
}

// atom parses adjacent number, up and star parts: 3/4, ^^*, 1v3*2.
func (p *parser) atom() (Value, error) { return p.atomSigned(false) }

func (p *parser) atomSigned(negative bool) (Value, error) {
	t := p.next()
	g := Game(0)
	last := t
	if t.kind == tNum {
		x, err := ParseDyadic(t.text)
		if err != nil {
			return Value{}, p.errorf(t, "%v", err)
		}
		if negative {
			x = x.Neg()
		}
		g = p.s.Number(x)
		if n := p.peek(); (n.kind == tUps || n.kind == tUpNth) && !n.spaceB {
			last = p.next()
		}
	}
	if last.kind == tUpNth {
		k := last.n
		u := p.s.UpNth(max(k, -k))
		if last.sum {
			u = p.s.UpSum(max(k, -k))
		}
		if k < 0 {
			u = p.s.Neg(u)
		}
		g = p.s.Add(g, u)
	}
	if last.kind == tUps {
		g = p.s.Add(g, p.s.Uptimal(Uptimal{Ups: last.n}))
	}
	if last.kind != tStar {
		if n := p.peek(); n.kind == tStar && !n.spaceB {
			last = p.next()
		}
	}
	if last.kind == tStar {
		g = p.s.Add(g, p.s.Star(last.n))
	}
	if n := p.peek(); (n.kind == tNum || n.kind == tUps || n.kind == tUpNth || n.kind == tStar) && !n.spaceB {
		return Value{}, p.errorf(n, "unexpected %s after %s", n.describe(), last.describe())
	}
	if n := p.peek(); t.kind == tNum && last == t && n.kind == tIdent && !n.spaceB && (n.text == "Tiny" || n.text == "Miny") {
		// CGSuite's 2Tiny(2): a number written directly before Tiny/Miny is added.
		v, err := p.primary()
		if err != nil {
			return Value{}, err
		}
		h, err := p.game(v, n)
		if err != nil {
			return Value{}, err
		}
		return Value{Game: p.s.Add(g, h)}, nil
	}
	return Value{Game: g}, nil
}

type braceItem struct {
	kind int // 0 option, 1 comma, 2 bars
	g    Game
	bars int
	tok  token
}

func (p *parser) braces() (Value, error) {
	open := p.peek()
	items, err := p.braceItems()
	if err != nil {
		return Value{}, err
	}
	g, err := p.buildGame(items, open)
	if err != nil {
		return Value{}, err
	}
	return Value{Game: g}, nil
}

// plusMinusBraces parses the argument of +- written in braces: either a
// game {a|b} or, as CGSuite prints switches with several options, a list
// {a,b} meaning +-{a,b} = {a,b | -a,-b}.
func (p *parser) plusMinusBraces() (Game, error) {
	open := p.peek()
	items, err := p.braceItems()
	if err != nil {
		return 0, err
	}
	hasBars := false
	for _, it := range items {
		hasBars = hasBars || it.kind == 2
	}
	if hasBars {
		g, err := p.buildGame(items, open)
		if err != nil {
			return 0, err
		}
		return p.s.FromOptions([]Game{g}, []Game{p.s.Neg(g)}), nil
	}
	opts, err := p.buildSide(items, open)
	if err != nil {
		return 0, err
	}
	if len(opts) == 0 {
		return 0, p.errorf(open, "+- needs at least one option")
	}
	neg := make([]Game, len(opts))
	for i, o := range opts {
		neg[i] = p.s.Neg(o)
	}
	return p.s.FromOptions(opts, neg), nil
}

// braceItems reads from '{' to the matching '}'.
func (p *parser) braceItems() ([]braceItem, error) {
	open := p.next()
	var items []braceItem
	for {
		t := p.peek()
		switch {
		case t.kind == tEOF:
			return nil, p.errorf(t, "unclosed '{' opened at position %d", open.pos+1)
		case t.kind == tPunct && t.text == "}":
			p.next()
			return items, nil
		case t.kind == tBars:
			p.next()
			items = append(items, braceItem{kind: 2, bars: t.n, tok: t})
		case t.kind == tPunct && t.text == ",":
			p.next()
			items = append(items, braceItem{kind: 1, tok: t})
		default:
			v, err := p.sum()
			if err != nil {
				return nil, err
			}
			g, err := p.game(v, t)
			if err != nil {
				return nil, err
			}
			items = append(items, braceItem{kind: 0, g: g, tok: t})
		}
	}
}

// buildGame splits items at the unique highest bar run (Conway's slash
// convention: {a||b|c} = {a|{b|c}}).
func (p *parser) buildGame(items []braceItem, at token) (Game, error) {
	maxBars, where, count := 0, -1, 0
	for i, it := range items {
		if it.kind != 2 {
			continue
		}
		switch {
		case it.bars > maxBars:
			maxBars, where, count = it.bars, i, 1
		case it.bars == maxBars:
			count++
			if count == 2 {
				return 0, p.errorf(it.tok, "ambiguous %q: two separators of the same level", it.tok.text)
			}
		}
	}
	if where < 0 {
		return 0, p.errorf(at, "a game in braces needs a '|'")
	}
	l, err := p.buildSide(items[:where], items[where].tok)
	if err != nil {
		return 0, err
	}
	r, err := p.buildSide(items[where+1:], items[where].tok)
	if err != nil {
		return 0, err
	}
	return p.s.FromOptions(l, r), nil
}

func (p *parser) buildSide(items []braceItem, at token) ([]Game, error) {
	for _, it := range items {
		if it.kind == 2 {
			g, err := p.buildGame(items, items[0].tok)
			if err != nil {
				return nil, err
			}
			return []Game{g}, nil
		}
	}
	var out []Game
	for i, it := range items {
		wantOption := i%2 == 0
		if wantOption && it.kind != 0 {
			return nil, p.errorf(it.tok, "expected an option, found %s", it.tok.describe())
		}
		if !wantOption && it.kind != 1 {
			return nil, p.errorf(it.tok, "expected ',' between options")
		}
		if it.kind == 0 {
			out = append(out, it.g)
		}
	}
	if n := len(items); n > 0 && items[n-1].kind == 1 {
		return nil, p.errorf(items[n-1].tok, "option missing after ','")
	}
	return out, nil
}
