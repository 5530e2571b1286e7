package cgt

import "slices"

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

// ReducedCanonicalForm returns the reduced canonical form of g (Calistrate;
// Grossman & Siegel, "Reductions of partizan games"): the simplest game
// that differs from g by an infinitesimal. Computed as the star projection
// of g heated by * (number-up-star forms reduce to their number part).
func (s *Store) ReducedCanonicalForm(g Game) Game {
	if u, ok := s.UptimalValue(g); ok {
		return s.Number(u.Number)
	}
	if v, ok := s.rcfMemo[g]; ok {
		return v
	}
	v := s.starProjection(s.Heat(g, s.Star(1)))
	s.rcfMemo[g] = v
	return v
}

// starProjection replaces every subposition x* (x a number) by x.
func (s *Store) starProjection(g Game) Game {
	if s.IsNumber(g) {
		return g
	}
	if u, ok := s.UptimalValue(g); ok && u.Ups == 0 && u.Star == 1 {
		return s.Number(u.Number)
	}
	if v, ok := s.projMemo[g]; ok {
		return v
	}
	var l, r []Game
	for _, o := range s.LeftOptions(g) {
		l = append(l, s.starProjection(o))
	}
	for _, o := range s.RightOptions(g) {
		r = append(r, s.starProjection(o))
	}
	v := s.FromOptions(l, r)
	s.projMemo[g] = v
	return v
}
