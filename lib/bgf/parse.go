package bgf

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// SyntaxError reports a malformed tree or forest. Offset is the byte
// offset of the offending character (len(input) at the end of input).
type SyntaxError struct {
	Input  string
	Offset int
	Reason string
}

func (e *SyntaxError) Error() string {
	if e.Offset >= len(e.Input) {
		return fmt.Sprintf("at end of input (column %d): %s", e.Offset+1, e.Reason)
	}
	r, _ := utf8.DecodeRuneInString(e.Input[e.Offset:])
	return fmt.Sprintf("at column %d, character %q: %s", e.Offset+1, r, e.Reason)
}

// maxNesting bounds bracket depth so hostile input cannot exhaust the stack.
const maxNesting = 1000

// ParseTree parses one tree: a rational leaf such as -3, 7/2 or 1.5, or a
// node in braces or brackets, {TL|TR} or [TL|TR]. Bars follow CGT
// notation: inside one pair of braces the longest run of bars separates
// Left from Right, so {4||3|0} is {4|{3|0}}. Every run of bars must be
// unambiguous: two equally long longest runs at one level are an error
// (a binary tree has one Left and one Right option).
func ParseTree(s string) (*Tree, error) {
	p := &parser{in: s}
	p.skipSpace()
	t, err := p.term()
	if err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos < len(p.in) {
		return nil, p.errorf(p.pos, "unexpected character after the tree")
	}
	return t, nil
}

// ParseForest parses a sum of trees, "T1 + T2 - T3 ...". A minus sign
// before a term negates it (Def. 4.5). The empty sum is written "0".
func ParseForest(s string) (Forest, error) {
	p := &parser{in: s}
	var f Forest
	p.skipSpace()
	if p.pos >= len(p.in) {
		return nil, p.errorf(p.pos, "empty forest (write 0 for the empty sum)")
	}
	for {
		neg := false
		if len(f) > 0 {
			p.skipSpace()
			if p.pos >= len(p.in) {
				break
			}
			switch p.in[p.pos] {
			case '+':
			case '-':
				neg = true
			default:
				return nil, p.errorf(p.pos, "expected + or - between trees")
			}
			p.pos++
			p.skipSpace()
		}
		t, err := p.term()
		if err != nil {
			return nil, err
		}
		if neg {
			t = t.Neg()
		}
		f = append(f, t)
	}
	return f, nil
}

type parser struct {
	in    string
	pos   int
	depth int
}

func (p *parser) errorf(off int, format string, a ...any) error {
	return &SyntaxError{Input: p.in, Offset: off, Reason: fmt.Sprintf(format, a...)}
}

func (p *parser) skipSpace() {
	for p.pos < len(p.in) && strings.IndexByte(" \t\r\n", p.in[p.pos]) >= 0 {
		p.pos++
	}
}

// term parses a leaf, a bracketed node, or a unary minus before either.
func (p *parser) term() (*Tree, error) {
	if p.pos >= len(p.in) {
		return nil, p.errorf(p.pos, "expected a tree")
	}
	switch c := p.in[p.pos]; {
	case c == '{' || c == '[':
		return p.node()
	case c == '-' && p.pos+1 < len(p.in) && (p.in[p.pos+1] == '{' || p.in[p.pos+1] == '['):
		p.pos++
		t, err := p.node()
		if err != nil {
			return nil, err
		}
		return t.Neg(), nil
	case c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9'):
		return p.number()
	default:
		return nil, p.errorf(p.pos, "expected a number, { or [")
	}
}

// number parses [-+]digits[/digits | .digits].
func (p *parser) number() (*Tree, error) {
	start := p.pos
	if p.in[p.pos] == '-' || p.in[p.pos] == '+' {
		p.pos++
	}
	digits := func() int {
		n := 0
		for p.pos < len(p.in) && p.in[p.pos] >= '0' && p.in[p.pos] <= '9' {
			p.pos++
			n++
		}
		return n
	}
	if digits() == 0 {
		return nil, p.errorf(p.pos, "expected a digit")
	}
	if p.pos < len(p.in) && (p.in[p.pos] == '/' || p.in[p.pos] == '.') {
		sep := p.pos
		p.pos++
		if digits() == 0 {
			return nil, p.errorf(p.pos, "expected a digit after %q", p.in[sep])
		}
		if p.in[sep] == '/' && strings.Trim(p.in[sep+1:p.pos], "0") == "" {
			return nil, p.errorf(sep, "zero denominator")
		}
	}
	if p.pos-start > 400 {
		return nil, p.errorf(start, "number too long")
	}
	text := p.in[start:p.pos]
	if len(text) < 18 && !strings.ContainsAny(text, "./") {
		if n, err := strconv.ParseInt(text, 10, 64); err == nil {
			return &Tree{value: new(big.Rat).SetInt64(n)}, nil
		}
	}
	v, ok := new(big.Rat).SetString(text)
	if !ok {
		return nil, p.errorf(start, "malformed number")
	}
	return &Tree{value: v}, nil
}

// item is one element inside a pair of braces: a tree or a run of bars.
type item struct {
	tree *Tree
	bars int // > 0 for a bar run
	off  int
}

// node parses {...} or [...].
func (p *parser) node() (*Tree, error) {
	open := p.pos
	closer := byte('}')
	if p.in[p.pos] == '[' {
		closer = ']'
	}
	p.depth++
	if p.depth > maxNesting {
		return nil, p.errorf(open, "brackets nested deeper than %d", maxNesting)
	}
	defer func() { p.depth-- }()
	p.pos++
	var items []item
	for {
		p.skipSpace()
		if p.pos >= len(p.in) {
			return nil, p.errorf(p.pos, "missing %q to close %q at column %d", closer, p.in[open], open+1)
		}
		c := p.in[p.pos]
		switch {
		case c == closer:
			end := p.pos
			p.pos++
			return p.build(items, open, end)
		case c == '}' || c == ']':
			return nil, p.errorf(p.pos, "mismatched %q closes %q at column %d", c, p.in[open], open+1)
		case c == '|':
			off := p.pos
			n := 0
			for p.pos < len(p.in) && p.in[p.pos] == '|' {
				p.pos++
				n++
			}
			if len(items) == 0 || items[len(items)-1].bars > 0 {
				return nil, p.errorf(off, "missing option before the bar")
			}
			items = append(items, item{bars: n, off: off})
		default:
			if len(items) > 0 && items[len(items)-1].bars == 0 {
				return nil, p.errorf(p.pos, "expected a bar between options")
			}
			off := p.pos
			t, err := p.term()
			if err != nil {
				return nil, err
			}
			items = append(items, item{tree: t, off: off})
		}
	}
}

// build turns a flat alternation tree, bars, tree, ... into a node by
// splitting at the unique longest bar run, recursively.
func (p *parser) build(items []item, open, end int) (*Tree, error) {
	if len(items) == 0 {
		return nil, p.errorf(end, "empty braces: a node needs a Left and a Right option")
	}
	if items[len(items)-1].bars > 0 {
		return nil, p.errorf(end, "missing option after the bar")
	}
	if len(items) == 1 {
		return nil, p.errorf(end, "a node needs a bar between its Left and Right options")
	}
	return p.split(items)
}

func (p *parser) split(items []item) (*Tree, error) {
	if len(items) == 1 {
		return items[0].tree, nil
	}
	best, count := -1, 0
	for i, it := range items {
		switch {
		case it.bars == 0:
		case best < 0 || it.bars > items[best].bars:
			best, count = i, 1
		case it.bars == items[best].bars:
			count++
			if count == 2 {
				return nil, p.errorf(it.off, "ambiguous: a second run of %d bars at this level (a binary tree has one Left and one Right option)", it.bars)
			}
		}
	}
	l, err := p.split(items[:best])
	if err != nil {
		return nil, err
	}
	r, err := p.split(items[best+1:])
	if err != nil {
		return nil, err
	}
	return &Tree{left: l, right: r}, nil
}
