package cgt

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// coolKeepsForm reports whether cooling g by t keeps the shape of every
// non-number subposition: each is hotter than t, and the cooled options
// {G^L_t - t | G^R_t + t} are exactly the canonical options of G_t
// (none dominated, reversible or merged by cooling).
func (s *Store) coolKeepsForm(g Game, t Dyadic, seen map[Game]bool) bool {
	if s.IsNumber(g) || seen[g] {
		return true
	}
	seen[g] = true
	if !t.Less(s.Temperature(g)) {
		return false
	}
	tg, mt := s.Number(t), s.Number(t.Neg())
	var l, r []Game
	for _, o := range s.LeftOptions(g) {
		if !s.coolKeepsForm(o, t, seen) {
			return false
		}
		l = append(l, s.Add(s.cool(o, t), mt))
	}
	for _, o := range s.RightOptions(g) {
		if !s.coolKeepsForm(o, t, seen) {
			return false
		}
		r = append(r, s.Add(s.cool(o, t), tg))
	}
	c := s.cool(g, t)
	return len(l) == len(s.LeftOptions(g)) && len(r) == len(s.RightOptions(g)) &&
		slices.Equal(sortDedup(l), s.LeftOptions(c)) && slices.Equal(sortDedup(r), s.RightOptions(c))
}

// TestHeatUndoesCool checks Heat(Cool(G, t), t) == G for t in
// {1/4, 1/2, 1, 2} on every game of a seeded sample (random games of
// birthday <= 4 and sums of two) for which cooling keeps the form (see
// coolKeepsForm): then heating, the integral of Winning Ways ch. 6, adds
// back exactly the tax cooling took from each option. Where cooling makes
// an option dominated (e.g. G = {1,+-1|-2}, t = 1/4) or collapses a
// subposition to a number, the law does not hold and is not claimed.
func TestHeatUndoesCool(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 17))
	s := NewStore()
	pool := randomGames(s, rng, 4, 200)
	for i := 0; i < 500; i++ {
		pool = append(pool, s.Add(pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]))
	}
	n := 0
	for _, g := range pool {
		for _, tt := range []Dyadic{NewDyadic(1, 2), NewDyadic(1, 1), Int(1), Int(2)} {
			if !s.coolKeepsForm(g, tt, map[Game]bool{}) {
				continue
			}
			n++
			c, _ := s.Cool(g, tt)
			if h := s.Heat(c, s.Number(tt)); h != g {
				t.Fatalf("G=%s, t=%v: cooled %s, heated back %s", s.String(g), tt, s.String(c), s.String(h))
			}
		}
	}
	if n < 1000 {
		t.Fatalf("only %d cases where cooling keeps the form; the sample is too small", n)
	}
}
