package cgt

import "slices"

// SumMean returns the mean of g1 + ... + gn without building the sum: the
// mean is additive (Winning Ways ch. 6; Siegel, CGT II.5).
func (s *Store) SumMean(gs ...Game) Dyadic {
	var m Dyadic
	for _, g := range gs {
		m = m.Add(s.Mean(g))
	}
	return m
}

// SumTemperature returns the temperature of g1 + ... + gn, in most cases
// without the canonical sum of all terms. Cooling is additive,
// (G + H)_t = G_t + H_t (Siegel, CGT II.5; checked in TestCoolingIsAdditive),
// and for t below the temperature T of a game, G_t has temperature T - t,
// while for t >= T it is infinitesimally close to a number (temperature <=
// 0). So for a level t between two temperatures of the terms, the sum S_t of
// the terms cooled by t (the terms cooler than t are then numbers, their
// means) has temperature > 0 exactly when the temperature of the whole sum
// exceeds t, and then it is t + Temperature(S_t). The levels are tried from
// the top (halfway between the two highest temperatures of the terms, where
// only the hottest terms are left and they are cooled close to their
// masts) down; only if the sum is colder than every level is the canonical
// sum built.
func (s *Store) SumTemperature(gs ...Game) Dyadic {
	var temps []Dyadic
	for _, g := range gs {
		if t := s.Temperature(g); t.Sign() > 0 {
			temps = append(temps, t)
		}
	}
	slices.SortFunc(temps, func(a, b Dyadic) int { return b.Cmp(a) })
	temps = slices.Compact(temps)
	for k, hi := range temps {
		level := hi.Half()
		if k+1 < len(temps) {
			level = hi.Add(temps[k+1]).Half()
		}
		var cooled Game
		for _, g := range gs {
			cooled = s.Add(cooled, s.cool(g, level))
		}
		if t := s.Temperature(cooled); t.Sign() > 0 {
			return level.Add(t)
		}
	}
	return s.Temperature(s.Sum(gs...))
}

// SumStops returns the Left and Right stops of g1 + ... + gn, in most cases
// without the canonical sum. Stops do not change when an infinitesimal is
// added (RS(G) + RS(e) <= RS(G + e) <= LS(G) + RS(e) <= LS(G + e) <=
// LS(G) + LS(e); Siegel, CGT II.5), so a term whose two stops are equal,
// x + an infinitesimal, adds x to both; the others are added as reduced
// canonical forms (Grossman & Siegel 2009): rcf(G + H) = rcf(rcf(G) +
// rcf(H)), since games infinitesimally close to G and H sum to a game
// infinitesimally close to G + H. The running sum is reduced after each
// term (coldest first, as Sum), which drops the infinitesimal tails (ups,
// stars, tinies) that make canonical sums of hot games large.
func (s *Store) SumStops(gs ...Game) (left, right Dyadic) {
	var x Dyadic
	var hot []Game
	for _, g := range gs {
		if ls, rs := s.stops(g); ls == rs {
			x = x.Add(ls)
		} else {
			hot = append(hot, s.ReducedCanonicalForm(g))
		}
	}
	count, order := s.coldestFirst(hot)
	var r Game
	for _, g := range order {
		r = s.ReducedSum(r, s.multipleBy(count[g], g, s.ReducedSum))
	}
	ls, rs := s.stops(r)
	return ls.Add(x), rs.Add(x)
}

// ReducedSum returns the reduced canonical form of g + h, rcf(g + h) =
// rcf(rcf(g) + rcf(h)) (games infinitesimally close to g and h sum to a
// game infinitesimally close to g + h), memoised by the pair: sums of
// reduced forms drop the infinitesimal tails that make canonical sums of
// hot games large, and they have the stops of the exact sums.
func (s *Store) ReducedSum(g, h Game) Game {
	g, h = s.ReducedCanonicalForm(g), s.ReducedCanonicalForm(h)
	switch {
	case g == 0:
		return h
	case h == 0:
		return g
	case g > h:
		g, h = h, g
	}
	k := [2]Game{g, h}
	if v, ok := s.rsumMemo[k]; ok {
		return v
	}
	v := s.ReducedCanonicalForm(s.Add(g, h))
	s.rsumMemo[k] = v
	return v
}
