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
