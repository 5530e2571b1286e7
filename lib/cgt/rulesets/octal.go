package rulesets

import (
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/lib/cgt"
)

// Octal is an octal game code such as "0.77" (Kayles) or "0.137"
// (Dawson's Chess): digit k after the point says how k tokens may be taken
// from a heap: bit 1 if that empties the heap, bit 2 if it leaves one
// heap, bit 4 if it leaves two heaps (Winning Ways ch. 4).
type Octal struct {
	code   string
	digits []int // digits[k] for removing k tokens (digits[0] unused here)
}

// ParseOctal parses an octal code "0.d1d2d3...".
func ParseOctal(code string) (Octal, error) {
	rest, ok := strings.CutPrefix(code, "0.")
	if !ok && strings.HasPrefix(code, ".") {
		rest, ok = code[1:], true
	}
	if !ok || rest == "" {
		return Octal{}, fmt.Errorf("octal code %q: want the form 0.d1d2... (e.g. 0.77)", code)
	}
	o := Octal{code: code, digits: []int{0}}
	for i, r := range rest {
		if r < '0' || r > '7' {
			return Octal{}, fmt.Errorf("octal code %q: %q at position %d is not an octal digit", code, r, i+3)
		}
		o.digits = append(o.digits, int(r-'0'))
	}
	return o, nil
}

// NimSequence returns the nim-values G(0), ..., G(n-1) of heaps of size
// 0..n-1, by the mex rule over all moves (Sprague-Grundy).
func (o Octal) NimSequence(n int) []int {
	g := make([]int, n)
	seen := make([]bool, 0)
	for h := 1; h < n; h++ {
		seen = seen[:0]
		mark := func(x int) {
			for len(seen) <= x {
				seen = append(seen, false)
			}
			seen[x] = true
		}
		for k := 1; k < len(o.digits) && k <= h; k++ {
			d := o.digits[k]
			rest := h - k
			if d&1 != 0 && rest == 0 {
				mark(0)
			}
			if d&2 != 0 && rest > 0 {
				mark(g[rest])
			}
			if d&4 != 0 && rest >= 2 {
				for a := 1; a <= rest/2; a++ {
					mark(g[a] ^ g[rest-a])
				}
			}
		}
		m := 0
		for m < len(seen) && seen[m] {
			m++
		}
		g[h] = m
	}
	return g
}

// Value returns the game of one heap of size n: the nimber *G(n).
func (o Octal) Value(s *cgt.Store, n int) cgt.Game {
	return s.Star(o.NimSequence(n + 1)[n])
}

// Kayles is the octal game 0.77 (knock down one pin or two adjacent pins).
func Kayles() Octal { return Octal{code: "0.77", digits: []int{0, 7, 7}} }

// DawsonsChess is the octal game 0.137 (Winning Ways ch. 4).
func DawsonsChess() Octal { return Octal{code: "0.137", digits: []int{0, 1, 3, 7}} }

// Code returns the octal code, e.g. "0.77".
func (o Octal) Code() string { return o.code }

// Nim returns the value of Nim with the given heaps: *(h1 xor h2 xor ...).
func Nim(s *cgt.Store, heaps ...int) (cgt.Game, error) {
	x := 0
	for _, h := range heaps {
		if h < 0 {
			return 0, fmt.Errorf("Nim: negative heap %d", h)
		}
		x ^= h
	}
	return s.Star(x), nil
}
