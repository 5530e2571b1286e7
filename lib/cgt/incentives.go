package cgt

import (
	"errors"
	"slices"
)

// LeftIncentives returns the distinct, undominated Left incentives G^L - G
// in canonical form (a Left move's gain; Left prefers larger incentives).
func (s *Store) LeftIncentives(g Game) []Game {
	var out []Game
	for _, gl := range s.LeftOptions(g) {
		out = append(out, s.Sub(gl, g))
	}
	return s.undominated(out)
}

// RightIncentives returns the distinct, undominated Right incentives G - G^R.
func (s *Store) RightIncentives(g Game) []Game {
	var out []Game
	for _, gr := range s.RightOptions(g) {
		out = append(out, s.Sub(g, gr))
	}
	return s.undominated(out)
}

// Incentives returns the Left and Right incentives of g together, distinct,
// with those dominated by (<=) another removed, sorted in printing order
// (as CGSuite's G.Incentives). Decomposition search plays in the component
// with the largest incentive.
func (s *Store) Incentives(g Game) []Game {
	var out []Game
	for _, gl := range s.LeftOptions(g) {
		out = append(out, s.Sub(gl, g))
	}
	for _, gr := range s.RightOptions(g) {
		out = append(out, s.Sub(g, gr))
	}
	return s.undominated(out)
}

func (s *Store) undominated(x []Game) []Game {
	x = s.removeDominated(sortDedup(x), true)
	slices.SortFunc(x, s.orderCompare)
	return x
}

// ErrNotAllSmall is returned by AtomicWeight for games that are not all-small.
var ErrNotAllSmall = errors.New("cgt: atomic weight is implemented for all-small games only")

// AtomicWeight returns the atomic weight of an all-small game g: the game
// w with g close to w.^ (Conway, ONAG ch. 16; Winning Ways ch. 8; Siegel,
// CGT II.7). It is computed by the atomic weight calculus
// AW(G) = {AW(G^L) - 2 | AW(G^R) + 2}, with the exceptional rule when that
// is an integer: compare G with the far star and take the least (greatest)
// integer that is incomparable with or greater (less) than the Left
// (Right) options. Uptimal games n.^ + *m have weight n.
func (s *Store) AtomicWeight(g Game) (Game, error) {
	if !s.IsAllSmall(g) {
		return 0, ErrNotAllSmall
	}
	memo := map[Game]Game{}
	return s.naiveAtomicWeight(g, memo), nil
}

func (s *Store) naiveAtomicWeight(g Game, memo map[Game]Game) Game {
	if u, ok := s.UptimalValue(g); ok {
		return s.Integer(int64(u.Ups))
	}
	if w, ok := memo[g]; ok {
		return w
	}
	two, mtwo := s.Integer(2), s.Integer(-2)
	var l, r []Game
	for _, gl := range s.LeftOptions(g) {
		l = append(l, s.Add(s.naiveAtomicWeight(gl, memo), mtwo))
	}
	for _, gr := range s.RightOptions(g) {
		r = append(r, s.Add(s.naiveAtomicWeight(gr, memo), two))
	}
	w := s.FromOptions(l, r)
	if x, ok := s.NumberValue(w); ok && x.IsInteger() {
		far := s.Star(s.farStar(g))
		le, ge := s.Leq(g, far), s.Leq(far, g)
		switch {
		case le && !ge:
			// least integer n with n |> every new Left option
			n := int64(0)
			for i, o := range l {
				c := s.RightStop(o).Ceil()
				if s.Leq(s.Integer(c), o) {
					c++
				}
				if i == 0 || c > n {
					n = c
				}
			}
			w = s.Integer(n)
		case ge && !le:
			n := int64(0)
			for i, o := range r {
				c := s.LeftStop(o).Floor()
				if s.Leq(o, s.Integer(c)) {
					c--
				}
				if i == 0 || c < n {
					n = c
				}
			}
			w = s.Integer(n)
		}
	}
	memo[g] = w
	return w
}

// farStar returns m+1 for the largest nimber *m occurring in g's canonical
// tree (at least 1): *farStar is a "remote star" for g.
func (s *Store) farStar(g Game) int {
	if m, ok := s.NimberValue(g); ok {
		return m + 1
	}
	f := 1
	for _, o := range s.LeftOptions(g) {
		f = max(f, s.farStar(o))
	}
	for _, o := range s.RightOptions(g) {
		f = max(f, s.farStar(o))
	}
	return f
}

// ReducedCanonicalForm returns the reduced canonical form of g (Calistrate;
// Grossman & Siegel, "Reductions of partizan games"): the simplest game
// that differs from g by an infinitesimal. Computed as the star projection
// of g heated by * (number-up-star forms reduce to their number part).
func (s *Store) ReducedCanonicalForm(g Game) Game {
	if u, ok := s.UptimalValue(g); ok {
		return s.Number(u.Number)
	}
	return s.starProjection(s.Heat(g, s.Star(1)), map[Game]Game{})
}

func (s *Store) starProjection(g Game, memo map[Game]Game) Game {
	if s.IsNumber(g) {
		return g
	}
	if u, ok := s.UptimalValue(g); ok && u.Ups == 0 && u.Star == 1 {
		return s.Number(u.Number)
	}
	if v, ok := memo[g]; ok {
		return v
	}
	var l, r []Game
	for _, o := range s.LeftOptions(g) {
		l = append(l, s.starProjection(o, memo))
	}
	for _, o := range s.RightOptions(g) {
		r = append(r, s.starProjection(o, memo))
	}
	v := s.FromOptions(l, r)
	memo[g] = v
	return v
}
