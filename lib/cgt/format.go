package cgt

import (
	"slices"
	"strconv"
	"strings"
)

// Uptimal describes a game of the form Number + Ups.^ + *Star
// (CGSuite's "number-up-star").
type Uptimal struct {
	Number Dyadic
	Ups    int
	Star   int
}

// uptimalTableBirthday bounds the table of number-up-star forms used to
// recognize them; larger ones are recognized by peeling with the rule
// n.^ + *m = {0 | (n-1).^ + *(m xor 1)} for n >= 1, (n,m) != (1,1), and its
// negative (the only exception is ^* = {0,*|0}). TestUpStarRule checks the
// rule against sums for n <= 10, m <= 17; it agrees with CGSuite's
// reference cases ^*6 = {0|*7} and v9*8 = {v8*9|0}.
const uptimalTableBirthday = 12

// UptimalValue reports whether g = x + n.^ + *m and returns the parts.
func (s *Store) UptimalValue(g Game) (Uptimal, bool) {
	if x, ok := s.NumberValue(g); ok {
		return Uptimal{Number: x}, true
	}
	if m, ok := s.NimberValue(g); ok {
		return Uptimal{Star: m}, true
	}
	switch s.nodes[g].upState {
	case 1:
		return s.nodes[g].up, true
	case 2:
		return Uptimal{}, false
	}
	ls, rs := s.stops(g)
	var u Uptimal
	ok := false
	if ls == rs {
		h := s.Sub(g, s.Number(ls))
		u, ok = s.infinitesimalUptimal(h)
		u.Number = ls
	}
	s.noteUptimal(g, u, ok)
	return u, ok
}

// noteUptimal records whether g is the number-up-star form u, for the
// fast path of Add.
func (s *Store) noteUptimal(g Game, u Uptimal, ok bool) {
	n := &s.nodes[g]
	if !ok {
		n.upState = 2
		return
	}
	n.upState, n.up = 1, u
	s.upGames[u] = g
}

// knownUptimal returns the parts of g if g is a number, a nimber or a
// game already recognized as number-up-star (no search).
func (s *Store) knownUptimal(g Game) (Uptimal, bool) {
	n := &s.nodes[g]
	switch {
	case n.kind == kindNumber:
		return Uptimal{Number: n.num}, true
	case n.kind == kindNimber:
		return Uptimal{Star: n.nim}, true
	case n.upState == 1:
		return n.up, true
	}
	return Uptimal{}, false
}

func (s *Store) infinitesimalUptimal(h Game) (Uptimal, bool) {
	if m, ok := s.NimberValue(h); ok {
		return Uptimal{Star: m}, true
	}
	if s.Birthday(h) <= uptimalTableBirthday {
		s.buildUptimals(uptimalTableBirthday + 1)
		u, ok := s.upTable[h]
		return u, ok
	}
	l, r := s.LeftOptions(h), s.RightOptions(h)
	if len(l) != 1 || len(r) != 1 {
		return Uptimal{}, false
	}
	if l[0] == 0 {
		if u, ok := s.infinitesimalUptimal(r[0]); ok && u.Ups >= 0 && (u.Ups > 0 || u.Star > 0) {
			return Uptimal{Ups: u.Ups + 1, Star: u.Star ^ 1}, true
		}
	}
	if r[0] == 0 {
		if u, ok := s.infinitesimalUptimal(l[0]); ok && u.Ups <= 0 && (u.Ups < 0 || u.Star > 0) {
			return Uptimal{Ups: u.Ups - 1, Star: u.Star ^ 1}, true
		}
	}
	return Uptimal{}, false
}

func (s *Store) buildUptimals(k int) {
	if k <= s.upBuilt {
		return
	}
	down := s.Neg(s.up)
	for n := -k; n <= k; n++ {
		var ups Game
		for i := 0; i < n; i++ {
			ups = s.Add(ups, s.up)
		}
		for i := 0; i > n; i-- {
			ups = s.Add(ups, down)
		}
		for m := 0; m <= 2*k+1; m++ {
			g := s.Add(ups, s.Star(m))
			if _, ok := s.upTable[g]; !ok {
				s.upTable[g] = Uptimal{Ups: n, Star: m}
			}
		}
	}
	s.upBuilt = k
}

// Uptimal returns the game x + n.^ + *m (|n| <= MaxUpsLiteral).
func (s *Store) Uptimal(u Uptimal) Game { return s.buildUptimal(u) }

func (u Uptimal) String() string {
	var b strings.Builder
	if u.Number.Sign() != 0 || (u.Ups == 0 && u.Star == 0) {
		b.WriteString(u.Number.String())
	}
	if u.Ups != 0 {
		n, sym := u.Ups, "^"
		if n < 0 {
			n, sym = -n, "v"
		}
		switch {
		case n == 2:
			b.WriteString(sym + sym)
		case n > 2:
			b.WriteString(sym + strconv.Itoa(n))
		default:
			b.WriteString(sym)
		}
	}
	if u.Star != 0 {
		b.WriteString("*")
		if u.Star > 1 {
			b.WriteString(strconv.Itoa(u.Star))
		}
	}
	return b.String()
}

// String prints g in CGSuite's notation: numbers, number-up-star forms
// (1/2, *3, ^^*, 1v3), switches +-x, Tiny(x)/Miny(x) translated by numbers
// (2Tiny(2) = 2 + Tiny(2)),
// and otherwise option lists {a,b|c} with nested slashes {a||b|c}. The
// result parses back to g.
func (s *Store) String(g Game) string {
	str, _ := s.format(g, true, false)
	return str
}

const maxSlashes = 4

func (s *Store) format(g Game, forceBrackets, forceParens bool) (string, int) {
	s.tick() // the printed form can be exponentially larger than the game
	if u, ok := s.UptimalValue(g); ok {
		str := u.String()
		_, isNum := s.NumberValue(g)
		if forceParens && !isNum && !s.IsNimber(g) && !(u.Number.Sign() == 0 && u.Star == 0) {
			str = "(" + str + ")"
		}
		return str, 0
	}
	if e, ok := s.UptimalExpansion(g); ok && e.closedForm() {
		str := e.closedString()
		if forceParens && !(e.Number.Sign() == 0 && e.Star == 0) {
			str = "(" + str + ")"
		}
		return str, 0
	}
	lo, ro := s.sortedOptions(s.LeftOptions(g)), s.sortedOptions(s.RightOptions(g))
	if s.Neg(g) == g {
		var b strings.Builder
		b.WriteString("+-")
		if len(lo) == 1 {
			str, _ := s.format(lo[0], true, true)
			b.WriteString(str)
		} else {
			b.WriteString("{")
			for i, o := range lo {
				if i > 0 {
					b.WriteString(",")
				}
				str, _ := s.format(o, true, false)
				b.WriteString(str)
			}
			b.WriteString("}")
		}
		return b.String(), 0
	}
	if name, translate, sub, ok := s.numberTiny(lo, ro); ok {
		var b strings.Builder
		if forceParens {
			b.WriteString("(")
		}
		if translate != 0 {
			// CGSuite writes the translation directly before: 2Tiny(2).
			str, _ := s.format(translate, false, false)
			b.WriteString(str)
		}
		str, _ := s.format(sub, true, false)
		b.WriteString(name + "(" + str + ")")
		if forceParens {
			b.WriteString(")")
		}
		return b.String(), 0
	}
	side := func(opts []Game) (string, int) {
		var b strings.Builder
		slashes := 0
		for i, o := range opts {
			if i > 0 {
				b.WriteString(",")
			}
			str, n := s.format(o, len(opts) > 1, false)
			b.WriteString(str)
			slashes = max(slashes, n+1)
		}
		return b.String(), slashes
	}
	ls, nl := side(lo)
	rs, nr := side(ro)
	n := max(nl, nr, 1)
	str := ls + strings.Repeat("|", n) + rs
	if forceBrackets || n >= maxSlashes {
		return "{" + str + "}", 0
	}
	return str, n
}

// numberTiny recognizes x + Tiny(y) = {x || x | x - y} and
// x + Miny(y) = {x + y | x || x} for games y > 0 (CGSuite's rule: the
// far option's mean is below/above x).
func (s *Store) numberTiny(lo, ro []Game) (name string, translate, sub Game, ok bool) {
	if len(lo) != 1 || len(ro) != 1 {
		return
	}
	l, r := lo[0], ro[0]
	if s.IsNumber(l) {
		rl, rr := s.LeftOptions(r), s.RightOptions(r)
		if len(rl) == 1 && len(rr) == 1 && rl[0] == l && s.Mean(rr[0]).Less(s.Mean(l)) {
			return "Tiny", l, s.Sub(l, rr[0]), true
		}
	}
	if s.IsNumber(r) {
		ll, lr := s.LeftOptions(l), s.RightOptions(l)
		if len(ll) == 1 && len(lr) == 1 && lr[0] == r && s.Mean(r).Less(s.Mean(ll[0])) {
			return "Miny", r, s.Sub(ll[0], r), true
		}
	}
	return
}

// sortedOptions orders options as CGSuite prints them: numbers by value,
// then nimbers, then number-up-star forms, then other games.
func (s *Store) sortedOptions(opts []Game) []Game {
	out := slices.Clone(opts)
	slices.SortFunc(out, s.orderCompare)
	return out
}

func (s *Store) orderCompare(g, h Game) int {
	if g == h {
		return 0
	}
	// Ranks as CGSuite's DeterministicOrdering: numbers by value, nimbers,
	// uptimals by uptimal expansion, then other games by option lists.
	rank := func(x Game) (int, UptimalExpansion) {
		if s.IsNumber(x) {
			return 0, UptimalExpansion{}
		}
		if s.IsNimber(x) {
			return 1, UptimalExpansion{}
		}
		if e, ok := s.UptimalExpansion(x); ok {
			return 2, e
		}
		return 3, UptimalExpansion{}
	}
	rg, eg := rank(g)
	rh, eh := rank(h)
	if rg != rh {
		return rg - rh
	}
	switch rg {
	case 0:
		a, _ := s.NumberValue(g)
		b, _ := s.NumberValue(h)
		return a.Cmp(b)
	case 1:
		a, _ := s.NimberValue(g)
		b, _ := s.NimberValue(h)
		return a - b
	case 2:
		return eg.compare(eh)
	}
	if c := s.compareLists(s.sortedOptions(s.LeftOptions(g)), s.sortedOptions(s.LeftOptions(h))); c != 0 {
		return c
	}
	return s.compareLists(s.sortedOptions(s.RightOptions(g)), s.sortedOptions(s.RightOptions(h)))
}

func (s *Store) compareLists(a, b []Game) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if c := s.orderCompare(a[i], b[i]); c != 0 {
			return c
		}
	}
	return len(a) - len(b)
}
