package cgt

import (
	"slices"
	"strconv"
	"strings"
)

// UptimalExpansion is an uptimal x + a1.^ + a2.^<2> + ... + ak.^<k> + *m
// (Siegel, CGT, on uptimals; CGSuite's uptimal expansion x.a1a2...ak with
// nimber part m). Coeffs holds a1..ak with ak != 0 (empty for x + *m).
type UptimalExpansion struct {
	Number Dyadic
	Coeffs []int
	Star   int
}

// UpNth returns the up-nth ^<n> (n >= 1): ^<1> = ^ and
// ^<n+1> = {0 | -(^<1> + ... + ^<n>) + *} (Siegel, CGT, on uptimals; this
// reproduces the uptimal values of CGSuite's test suite, see
// TestPublishedValues). It panics if n < 1.
func (s *Store) UpNth(n int) Game {
	if n < 1 {
		panic("cgt: UpNth needs n >= 1")
	}
	for len(s.upNths) < n {
		var to Game // ^<1> + ... + ^<k>
		for _, u := range s.upNths {
			to = s.Add(to, u)
		}
		s.upNths = append(s.upNths, s.FromOptions([]Game{0}, []Game{s.Add(s.Neg(to), s.Star(1))}))
	}
	return s.upNths[n-1]
}

// UpSum returns ^[n] = ^<1> + ^<2> + ... + ^<n> (n >= 1), CGSuite's
// G.PowTo(n) of ^: ^[2] = {^|*}. It panics if n < 1.
func (s *Store) UpSum(n int) Game {
	if n < 1 {
		panic("cgt: UpSum needs n >= 1")
	}
	var g Game
	for k := 1; k <= n; k++ {
		g = s.Add(g, s.UpNth(k))
	}
	return g
}

// uptimalGame returns the game of e, built as the game of e without its
// last coefficient plus ak.^<k> (memoized, so that expansions sharing a
// prefix share the work).
func (s *Store) uptimalGame(e UptimalExpansion) Game {
	n := len(e.Coeffs)
	if n <= 1 {
		u := Uptimal{Number: e.Number, Star: e.Star}
		if n == 1 {
			u.Ups = e.Coeffs[0]
		}
		return s.Uptimal(u)
	}
	key := e.key()
	if g, ok := s.expansionGames[key]; ok {
		return g
	}
	prefix := UptimalExpansion{Number: e.Number, Coeffs: trimZeros(e.Coeffs[:n-1]), Star: e.Star}
	g := s.Add(s.uptimalGame(prefix), s.NortonMultiply(s.Integer(int64(e.Coeffs[n-1])), s.UpNth(n)))
	s.expansionGames[key] = g
	return g
}

// key identifies e in a map.
func (e UptimalExpansion) key() string {
	var b strings.Builder
	b.WriteString(e.Number.String())
	b.WriteString("*" + strconv.Itoa(e.Star))
	for _, a := range e.Coeffs {
		b.WriteString("," + strconv.Itoa(a))
	}
	return b.String()
}

// UptimalExpansion reports whether g is an uptimal and returns its
// expansion. A candidate is read off the options as CGSuite does (an
// uptimal with last coefficient > 0 has one Right option, the expansion
// with every coefficient lowered by one and *1 added; the candidates are
// that raised back to the Right option's length or to one more than the
// longest expansion among the options), and accepted only if building it
// gives g itself; otherwise -g is tried.
func (s *Store) UptimalExpansion(g Game) (UptimalExpansion, bool) {
	if u, ok := s.UptimalValue(g); ok {
		e := UptimalExpansion{Number: u.Number, Star: u.Star}
		if u.Ups != 0 {
			e.Coeffs = []int{u.Ups}
		}
		return e, true
	}
	if e, ok := s.expansions[g]; ok {
		if e == nil {
			return UptimalExpansion{}, false
		}
		return *e, true
	}
	var found *UptimalExpansion
	if ls, rs := s.stops(g); ls == rs { // uptimals are numberish
		if e, ok := s.expansionFromRight(g); ok {
			found = &e
		} else if e, ok := s.expansionFromRight(s.Neg(g)); ok {
			e = e.neg()
			found = &e
		}
	}
	s.expansions[g] = found
	if found == nil {
		return UptimalExpansion{}, false
	}
	return *found, true
}

func (s *Store) expansionFromRight(g Game) (UptimalExpansion, bool) {
	r := s.RightOptions(g)
	if len(r) != 1 {
		return UptimalExpansion{}, false
	}
	re, ok := s.UptimalExpansion(r[0])
	if !ok {
		return UptimalExpansion{}, false
	}
	longest := len(re.Coeffs)
	for _, gl := range s.LeftOptions(g) {
		le, ok := s.UptimalExpansion(gl)
		if !ok || le.Number != re.Number {
			return UptimalExpansion{}, false
		}
		longest = max(longest, len(le.Coeffs))
	}
	var cands []UptimalExpansion
	if k := len(re.Coeffs); k > 0 && re.Coeffs[k-1] > 0 {
		cands = append(cands, re.raised(k))
	}
	cands = append(cands, re.raised(longest+1))
	for _, e := range cands {
		if len(e.Coeffs) <= MaxUpsLiteral && s.uptimalGame(e) == g {
			return e, true
		}
	}
	return UptimalExpansion{}, false
}

// raised returns e with coefficients 1..n raised by one (extended with
// zeros to length n) and *1 added.
func (e UptimalExpansion) raised(n int) UptimalExpansion {
	c := make([]int, max(n, len(e.Coeffs)))
	copy(c, e.Coeffs)
	for i := 0; i < n; i++ {
		c[i]++
	}
	return UptimalExpansion{Number: e.Number, Coeffs: trimZeros(c), Star: e.Star ^ 1}
}

func (e UptimalExpansion) neg() UptimalExpansion {
	c := make([]int, len(e.Coeffs))
	for i, a := range e.Coeffs {
		c[i] = -a
	}
	return UptimalExpansion{Number: e.Number.Neg(), Coeffs: c, Star: e.Star}
}

func trimZeros(c []int) []int {
	for len(c) > 0 && c[len(c)-1] == 0 {
		c = c[:len(c)-1]
	}
	return c
}

// unit reports whether e is ^<n> or v<n> (one coefficient, +-1, at n >= 2).
func (e UptimalExpansion) unit() bool {
	n := len(e.Coeffs)
	return n >= 2 && (e.Coeffs[n-1] == 1 || e.Coeffs[n-1] == -1) && !slices.ContainsFunc(e.Coeffs[:n-1], func(a int) bool { return a != 0 })
}

// unitSum reports whether e is ^[n] or v[n] (coefficients all 1 or all -1, n >= 2).
func (e UptimalExpansion) unitSum() bool {
	n := len(e.Coeffs)
	if n < 2 || (e.Coeffs[0] != 1 && e.Coeffs[0] != -1) {
		return false
	}
	return !slices.ContainsFunc(e.Coeffs, func(a int) bool { return a != e.Coeffs[0] })
}

// closedForm reports whether CGSuite prints e in closed form: number-up-star
// forms, and x + ^<n> + *m, x + ^[n] + *m and their negatives (n up to
// MaxUpsLiteral, so that the parser reads them back).
func (e UptimalExpansion) closedForm() bool {
	return len(e.Coeffs) <= 1 || (e.unit() || e.unitSum()) && len(e.Coeffs) <= MaxUpsLiteral
}

// closedString prints e as CGSuite prints an uptimal in closed form
// (1/2v<3>*2, ^[4], ^^*); e must satisfy closedForm.
func (e UptimalExpansion) closedString() string {
	var b strings.Builder
	n := len(e.Coeffs)
	if e.Number.Sign() != 0 || (e.Star == 0 && n == 0) {
		b.WriteString(e.Number.String())
	}
	switch {
	case n == 1:
		b.WriteString(Uptimal{Ups: e.Coeffs[0]}.String())
	case n > 1:
		sym, open, close := "^", "<", ">"
		if e.Coeffs[n-1] < 0 {
			sym = "v"
		}
		if e.unitSum() {
			open, close = "[", "]"
		}
		b.WriteString(sym + open + strconv.Itoa(n) + close)
	}
	if e.Star != 0 {
		b.WriteString(Uptimal{Star: e.Star}.String())
	}
	return b.String()
}

// String prints e as CGSuite's UptimalExpansion: x.a1a2... (the number
// left out when there is a star and it is 0), digits 0-9, then A-Z, then
// (n), a negative digit followed by '-': *.1- is v*, 0.1111 is ^[4], *.12
// is {0||0|v*}.
func (e UptimalExpansion) String() string {
	var b strings.Builder
	if e.Star == 0 || e.Number.Sign() != 0 {
		b.WriteString(e.Number.String())
	}
	if e.Star != 0 {
		b.WriteString(Uptimal{Star: e.Star}.String())
	}
	b.WriteString(".")
	if len(e.Coeffs) == 0 {
		b.WriteString("0")
	}
	for _, a := range e.Coeffs {
		switch d := max(a, -a); {
		case d < 10:
			b.WriteByte(byte('0' + d))
		case d < 36:
			b.WriteByte(byte('A' + d - 10))
		default:
			b.WriteString("(" + strconv.Itoa(d) + ")")
		}
		if a < 0 {
			b.WriteString("-")
		}
	}
	return b.String()
}

// compare orders expansions as CGSuite does: by number, then coefficients
// in turn, then length, then nimber part.
func (e UptimalExpansion) compare(f UptimalExpansion) int {
	if c := e.Number.Cmp(f.Number); c != 0 {
		return c
	}
	for i := 0; i < len(e.Coeffs) && i < len(f.Coeffs); i++ {
		if c := e.Coeffs[i] - f.Coeffs[i]; c != 0 {
			return c
		}
	}
	if c := len(e.Coeffs) - len(f.Coeffs); c != 0 {
		return c
	}
	return e.Star - f.Star
}
