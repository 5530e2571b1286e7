package cgt

import (
	"errors"
	"fmt"
)

// ErrNotAtomic is wrapped by the error AtomicWeight returns for a game
// that has no atomic weight: a game that is not infinitesimal, or an
// infinitesimal that is not close to any multiple of ^ (CGSuite's "That
// game is not atomic").
var ErrNotAtomic = errors.New("the game is not atomic")

// AtomicWeight returns the atomic weight of g: the game W with
// g - W.^ "remote-star-small", that is, -e <= g - W.^ <= e for
// e = ^* + (*N : -1), where *N is a remote star of g (N a power of two
// beyond every nimber in g's canonical tree) and W.^ is Norton's product
// (Conway, ONAG ch. 16; Winning Ways ch. 8 "atomic weight"; Siegel, CGT
// II.7). Every all-small game is atomic; other infinitesimals may or may
// not be (Tiny(x) is, with weight 0; {1|^3||^} is not), and a game that is
// not infinitesimal never is. W is computed, as CGSuite does, by the
// atomic weight calculus on the options,
//
//	W = {W(G^L) - 2 | W(G^R) + 2}
//
// with Conway's exception when that is an integer: if g < *N (g > *N) W is
// the least (greatest) integer incomparable with or greater (less) than
// every W(G^L) - 2 (W(G^R) + 2); number-up-star forms x + n.^ + *m have
// weight n. For a game that is not all-small, the candidate is accepted
// only if it satisfies the bounds above (David Wolfe's check, as in
// CGSuite); otherwise the error wraps ErrNotAtomic.
func (s *Store) AtomicWeight(g Game) (Game, error) {
	w, ok := s.atomicWeight(g)
	if !ok {
		return 0, fmt.Errorf("cgt: %s: %w", s.String(g), ErrNotAtomic)
	}
	return w, nil
}

// IsAtomic reports whether g has an atomic weight (see AtomicWeight).
func (s *Store) IsAtomic(g Game) bool {
	_, ok := s.atomicWeight(g)
	return ok
}

func (s *Store) atomicWeight(g Game) (Game, bool) {
	if !s.IsInfinitesimal(g) {
		return 0, false
	}
	if u, ok := s.UptimalValue(g); ok {
		return s.Integer(int64(u.Ups)), true
	}
	w := s.naiveAtomicWeight(g)
	if s.IsAllSmall(g) {
		return w, true
	}
	d := s.Sub(g, s.NortonMultiply(w, s.up))
	e := s.Add(s.Uptimal(Uptimal{Ups: 1, Star: 1}), s.OrdinalSum(s.Star(remoteStar(s.farStar(g))), s.Integer(-1)))
	return w, s.Leq(d, e) && s.Leq(s.Neg(e), d)
}

// remoteStar returns the least power of two >= max(f, 2).
func remoteStar(f int) int {
	n := 2
	for n < f {
		n <<= 1
	}
	return n
}

// naiveAtomicWeight is the atomic weight calculus (see AtomicWeight),
// memoized in the store; it is defined for every game, atomic or not.
func (s *Store) naiveAtomicWeight(g Game) Game {
	if u, ok := s.UptimalValue(g); ok {
		return s.Integer(int64(u.Ups))
	}
	if w, ok := s.awMemo[g]; ok {
		return w
	}
	two, mtwo := s.Integer(2), s.Integer(-2)
	var l, r []Game
	for _, gl := range s.LeftOptions(g) {
		l = append(l, s.Add(s.naiveAtomicWeight(gl), mtwo))
	}
	for _, gr := range s.RightOptions(g) {
		r = append(r, s.Add(s.naiveAtomicWeight(gr), two))
	}
	w := s.FromOptions(l, r)
	if x, ok := s.NumberValue(w); ok && x.IsInteger() {
		far := s.Star(s.farStar(g))
		le, ge := s.Leq(g, far), s.Leq(far, g)
		switch {
		case le && !ge:
			w = s.Integer(s.leastIntegerAbove(l))
		case ge && !le:
			w = s.Neg(s.Integer(s.leastIntegerAbove(s.negAll(r))))
		}
	}
	s.awMemo[g] = w
	return w
}

// leastIntegerAbove returns the least integer n with n |> o (n not <= o)
// for every o in opts, or 0 if opts is empty.
func (s *Store) leastIntegerAbove(opts []Game) int64 {
	var n int64
	for i, o := range opts {
		c := s.RightStop(o).Ceil()
		if s.Leq(s.Integer(c), o) {
			c++
		}
		if i == 0 || c > n {
			n = c
		}
	}
	return n
}

func (s *Store) negAll(gs []Game) []Game {
	out := make([]Game, len(gs))
	for i, g := range gs {
		out[i] = s.Neg(g)
	}
	return out
}

// farStar returns m+1 for the largest nimber *m occurring in g's canonical
// tree (at least 1): *farStar is a "remote star" for g.
func (s *Store) farStar(g Game) int {
	if m, ok := s.NimberValue(g); ok {
		return m + 1
	}
	if f, ok := s.farMemo[g]; ok {
		return f
	}
	f := 1
	for _, o := range s.LeftOptions(g) {
		f = max(f, s.farStar(o))
	}
	for _, o := range s.RightOptions(g) {
		f = max(f, s.farStar(o))
	}
	s.farMemo[g] = f
	return f
}

// NortonMultiply returns Norton's product g.u of g by a positive game u
// (ONAG ch. 15; Siegel, CGT II.7): n.u = u + ... + u (n copies) for an
// integer n, otherwise {g^L.u + u + I | g^R.u - u - I} for I ranging over
// the incentives of u. The product depends on u's form; this is the
// product by u's canonical form, as in CGSuite (NortonProduct).
func (s *Store) NortonMultiply(g, u Game) Game {
	if x, ok := s.NumberValue(g); ok && x.IsInteger() {
		if x.num < 0 {
			return s.multiple(-x.num, s.Neg(u))
		}
		return s.multiple(x.num, u)
	}
	k := [2]Game{g, u}
	if v, ok := s.nortonMemo[k]; ok {
		return v
	}
	inc := s.Incentives(u)
	for i, d := range inc {
		inc[i] = s.Add(u, d)
	}
	var l, r []Game
	for _, gl := range s.LeftOptions(g) {
		p := s.NortonMultiply(gl, u)
		for _, d := range inc {
			l = append(l, s.Add(p, d))
		}
	}
	for _, gr := range s.RightOptions(g) {
		p := s.NortonMultiply(gr, u)
		for _, d := range inc {
			r = append(r, s.Sub(p, d))
		}
	}
	v := s.FromOptions(l, r)
	s.nortonMemo[k] = v
	return v
}

// OrdinalSum returns the ordinal sum g:h = {g^L, g:h^L | g^R, g:h^R} of
// the canonical forms (ONAG ch. 15; Winning Ways ch. 9 "Hackenbush";
// CGSuite's OrdinalSum): a move in g ends the play in h.
func (s *Store) OrdinalSum(g, h Game) Game {
	if h == 0 {
		return g
	}
	k := [2]Game{g, h}
	if v, ok := s.ordinalMemo[k]; ok {
		return v
	}
	l := append([]Game(nil), s.LeftOptions(g)...)
	r := append([]Game(nil), s.RightOptions(g)...)
	for _, hl := range s.LeftOptions(h) {
		l = append(l, s.OrdinalSum(g, hl))
	}
	for _, hr := range s.RightOptions(h) {
		r = append(r, s.OrdinalSum(g, hr))
	}
	v := s.FromOptions(l, r)
	s.ordinalMemo[k] = v
	return v
}
