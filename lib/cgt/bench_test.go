package cgt

import (
	"fmt"
	"github.com/decomplab/decomplab/internal/cputime"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomSwitches returns n switches {a|b} with integers -3 <= b < a <= 3.
func randomSwitches(s *Store, rng *rand.Rand, n int) []Game {
	out := make([]Game, n)
	for i := range out {
		a := rng.IntN(6) - 2
		b := a - 1 - rng.IntN(a+3)
		if b < -3 {
			b = -3
		}
		out[i] = s.FromOptions([]Game{s.Integer(int64(a))}, []Game{s.Integer(int64(b))})
	}
	return out
}

// randomHot returns n hot games of birthday <= 3 drawn from a seeded pool.
func randomHot(s *Store, rng *rand.Rand, n int) []Game {
	pool := randomGames(s, rng, 3, 60)
	var hot []Game
	for _, g := range pool {
		if s.Temperature(g).Sign() > 0 {
			hot = append(hot, g)
		}
	}
	out := make([]Game, n)
	for i := range out {
		out[i] = hot[rng.IntN(len(hot))]
	}
	return out
}

func BenchmarkSumOfSwitches(b *testing.B) {
	for _, n := range []int{20, 40} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			defer cputime.Report(b, cputime.Process())
			for b.Loop() {
				s := NewStore()
				gs := randomSwitches(s, rand.New(rand.NewPCG(1, uint64(n))), n)
				s.Sum(gs...)
			}
		})
	}
}

func BenchmarkSumOfHotGames(b *testing.B) {
	for _, n := range []int{10, 20, 40} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			defer cputime.Report(b, cputime.Process())
			for b.Loop() {
				s := NewStore()
				gs := randomHot(s, rand.New(rand.NewPCG(2, uint64(n))), n)
				s.Sum(gs...)
			}
		})
	}
}

func BenchmarkMeanOfSumOfHotGames(b *testing.B) {
	// Decomposition search needs means and temperatures of sums; for many
	// components add thermographs' means instead of forming the sum.
	for _, n := range []int{20, 40} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			defer cputime.Report(b, cputime.Process())
			for b.Loop() {
				s := NewStore()
				gs := randomHot(s, rand.New(rand.NewPCG(3, uint64(n))), n)
				var m Dyadic
				for _, g := range gs {
					m = m.Add(s.Mean(g))
				}
			}
		})
	}
}

func BenchmarkCompareLarge(b *testing.B) {
	s := NewStore()
	rng := rand.New(rand.NewPCG(4, 5))
	gs := randomHot(s, rng, 12)
	g := s.Sum(gs[:6]...)
	h := s.Sum(gs[6:]...)
	b.ReportMetric(float64(s.Birthday(g)), "birthday-G")
	b.ReportMetric(float64(s.Birthday(h)), "birthday-H")
	defer cputime.Report(b, cputime.Process())
	for b.Loop() {
		s.leqCache.reset()
		s.Compare(g, h)
	}
}

func BenchmarkParsePrint(b *testing.B) {
	s := NewStore()
	g := s.MustParse("{2|0||-1|-3} + ^^* + {5/4|1/2} + Tiny(2)")
	str := s.String(g)
	defer cputime.Report(b, cputime.Process())
	for b.Loop() {
		h := s.MustParse(str)
		_ = s.String(h)
	}
}

// Families of hot games of issue 19 (small integers, seeded).
var hotFamilies = []string{"switches", "c|{a|b}", "{a|b}|c", "+-n", "mixed"}

// hotFamily returns n hot games of one of hotFamilies: switches {a|b},
// {c|{a|b}} and {{a|b}|c} (a > b, c beyond them), +-x, or a mix of the four.
func hotFamily(s *Store, rng *rand.Rand, family string, n int) []Game {
	out := make([]Game, n)
	in := func(lo, hi int) Game { return s.Integer(int64(lo + rng.IntN(hi-lo+1))) }
	sw := func(a, b Game) Game { return s.FromOptions([]Game{a}, []Game{b}) }
	for i := range out {
		a := rng.IntN(7) - 3
		b := a - 1 - rng.IntN(3)
		kind := slices.Index(hotFamilies, family)
		if kind == len(hotFamilies)-1 {
			kind = rng.IntN(len(hotFamilies) - 1)
		}
		switch kind {
		case 0:
			out[i] = sw(s.Integer(int64(a)), s.Integer(int64(b)))
		case 1:
			out[i] = sw(in(a+1, a+4), sw(s.Integer(int64(a)), s.Integer(int64(b))))
		case 2:
			out[i] = sw(sw(s.Integer(int64(a)), s.Integer(int64(b))), in(b-4, b-1))
		default:
			x := in(1, 4)
			out[i] = sw(x, s.Neg(x))
		}
	}
	return out
}

// mixedHot returns n hot games of the "mixed" family.
func mixedHot(s *Store, rng *rand.Rand, n int) []Game { return hotFamily(s, rng, "mixed", n) }

// BenchmarkSumsOfManyHotGames measures, for sums of 10 to 40 hot games of
// each family (and random hot games of birthday <= 3), the canonical sum,
// the mean of the sum (SumMean) and its temperature (SumTemperature), each
// in a fresh store. Run with -benchtime 1x: a canonical sum of 40 terms
// takes seconds.
func BenchmarkSumsOfManyHotGames(b *testing.B) {
	terms := func(family string, n int) (*Store, []Game) {
		s := NewStore()
		rng := rand.New(rand.NewPCG(19, uint64(n)))
		if family == "random" {
			return s, randomHot(s, rng, n)
		}
		return s, hotFamily(s, rng, family, n)
	}
	ops := []struct {
		name string
		f    func(s *Store, gs []Game)
	}{
		{"canonical", func(s *Store, gs []Game) { s.Sum(gs...) }},
		{"mean", func(s *Store, gs []Game) { s.SumMean(gs...) }},
		{"temperature", func(s *Store, gs []Game) { s.SumTemperature(gs...) }},
		{"stops", func(s *Store, gs []Game) { s.SumStops(gs...) }},
	}
	for _, family := range append(slices.Clone(hotFamilies), "random") {
		for _, n := range []int{10, 20, 30, 40} {
			for _, op := range ops {
				b.Run(fmt.Sprintf("%s/%d/%s", family, n, op.name), func(b *testing.B) {
					var s *Store
					var gs []Game
					cputime.Op(b, func() { s, gs = terms(family, n) }, func() { op.f(s, gs) })
				})
			}
		}
	}
}
