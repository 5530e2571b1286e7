package cgt

import (
	"context"
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/lib/search"
)

type parser struct {
	ctx    context.Context
	budget search.Budget
	ev     *Evaluator
	s      *Store
	src    []rune
	text   string
	toks   []token
	i      int
	depth  int
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
	v, terms, err := p.sumTerms()
	if err != nil || terms == nil {
		return v, err
	}
	return Value{Game: p.s.Sum(terms...)}, nil
}

// sumTerms parses unary (('+' | '-') unary)*. With one term it returns its
// value; with more it returns the games of the terms (subtracted ones
// negated), for sum to add or for a summary method to use unsummed.
func (p *parser) sumTerms() (Value, []Game, error) {
	t0 := p.peek()
	v, err := p.unary()
	if err != nil {
		return Value{}, nil, err
	}
	var terms []Game
	for {
		t := p.peek()
		if !(t.kind == tPunct && (t.text == "+" || t.text == "-")) && t.kind != tPM {
			return v, terms, nil
		}
		if t.kind != tPM {
			// "a +- b" is a + (+-b): leave the +- to unary.
			p.next()
		}
		if terms == nil {
			g, err := p.game(v, t0)
			if err != nil {
				return Value{}, nil, err
			}
			terms = []Game{g}
		}
		t1 := p.peek()
		w, err := p.unary()
		if err != nil {
			return Value{}, nil, err
		}
		h, err := p.game(w, t1)
		if err != nil {
			return Value{}, nil, err
		}
		if t.kind == tPunct && t.text == "-" {
			h = p.s.Neg(h)
		}
		terms = append(terms, h)
	}
}

// sumSummary evaluates (G1 + ... + Gn).Mean, .Temperature, .LeftStop and
// .RightStop from the terms, without the canonical sum (Store.SumMean,
// Store.SumTemperature, Store.SumStops); p is just after '('. It reports false, with p
// unmoved, for anything else.
func (p *parser) sumSummary() (Value, bool) {
	start := p.i
	_, terms, err := p.sumTerms()
	if err == nil && terms != nil && p.isPunct(")") && p.i+3 < len(p.toks) {
		dot, name, after := p.toks[p.i+1], p.toks[p.i+2], p.toks[p.i+3]
		if dot.kind == tPunct && dot.text == "." && name.kind == tIdent && !(after.kind == tPunct && after.text == "(") {
			switch strings.ToLower(name.text) {
			case "mean":
				p.i += 3
				return Value{Game: p.s.Number(p.s.SumMean(terms...))}, true
			case "temperature":
				p.i += 3
				return Value{Game: p.s.Number(p.s.SumTemperature(terms...))}, true
			case "leftstop", "rightstop":
				p.i += 3
				ls, rs := p.s.SumStops(terms...)
				if strings.EqualFold(name.text, "rightstop") {
					ls = rs
				}
				return Value{Game: p.s.Number(ls)}, true
			}
		}
	}
	p.i = start
	return Value{}, false
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
		g, err := f(p.ctx, p.budget, p.s, args)
		if err != nil {
			return Value{}, &SyntaxError{Expr: p.text, Pos: t.pos + 1, Msg: fmt.Sprintf("%s: %v", t.text, err), Err: err}
		}
		return Value{Game: g}, nil
	case tPunct:
		switch t.text {
		case "(":
			p.next()
			if v, ok := p.sumSummary(); ok {
				return v, nil
			}
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
