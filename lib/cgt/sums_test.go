package cgt

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestCoolingIsAdditive checks (G + H)_t = G_t + H_t on random games and
// temperatures (Siegel, CGT II.5), which SumTemperature relies on.
func TestCoolingIsAdditive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	s := NewStore()
	pool := randomGames(s, rng, 3, 50)
	for i := 0; i < 2000; i++ {
		g, h := pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]
		tt := NewDyadic(int64(rng.IntN(12)), 2)
		sum, _ := s.Cool(s.Add(g, h), tt)
		gt, _ := s.Cool(g, tt)
		ht, _ := s.Cool(h, tt)
		if sum != s.Add(gt, ht) {
			t.Fatalf("G=%s H=%s t=%v: (G+H)_t = %s, G_t + H_t = %s", s.String(g), s.String(h), tt, s.String(sum), s.String(s.Add(gt, ht)))
		}
	}
}

// TestSumTemperatureAndMean compares SumTemperature and SumMean with the
// temperature and mean of the canonical sum, on sums of 2 to 12 hot games
// of issue 19's families and of random games (cold ones included).
func TestSumTemperatureAndMean(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	s := NewStore()
	pool := randomGames(s, rng, 3, 40)
	for i := 0; i < 300; i++ {
		n := 2 + rng.IntN(11)
		var gs []Game
		if i%2 == 0 {
			gs = mixedHot(s, rng, n)
		} else {
			for k := 0; k < n/2+1; k++ {
				gs = append(gs, pool[rng.IntN(len(pool))])
			}
		}
		sum := s.Sum(gs...)
		if got, want := s.SumTemperature(gs...), s.Temperature(sum); got != want {
			t.Fatalf("sum %v: SumTemperature = %v, temperature of the sum %s = %v", names(s, gs), got, s.String(sum), want)
		}
		if got, want := s.SumMean(gs...), s.Mean(sum); got != want {
			t.Fatalf("sum %v: SumMean = %v, mean of the sum = %v", names(s, gs), got, want)
		}
	}
}

func names(s *Store, gs []Game) []string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = s.String(g)
	}
	return out
}

// TestSumSummaryNotation: (G1 + ... + Gn).Mean, .Temperature, .LeftStop
// and .RightStop in an expression agree with the same methods on the bound
// sum.
func TestSumSummaryNotation(t *testing.T) {
	s := NewStore()
	e := NewEvaluator(s)
	const terms = "{3|1} + {5|{2|0}} - {{4|1}|-1} + +-2 + ^ + {7|{3|-2}} - 1/2"
	if _, err := e.Eval("G := " + terms); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"Mean", "Temperature", "LeftStop", "RightStop"} {
		v, err := e.Eval(fmt.Sprintf("(%s).%s", terms, m))
		if err != nil {
			t.Fatal(err)
		}
		w, err := e.Eval("G." + m)
		if err != nil {
			t.Fatal(err)
		}
		if v.Game != w.Game {
			t.Errorf("(%s).%s = %s, G.%s = %s", terms, m, s.String(v.Game), m, s.String(w.Game))
		}
	}
}

// TestSumWithRepeatsEqualsFold: Sum (equal terms first, by doubling) equals
// the left fold of Add, in a separate store.
func TestSumWithRepeatsEqualsFold(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 31))
	for i := 0; i < 20; i++ {
		s, f := NewStore(), NewStore()
		distinct := mixedHot(s, rng, 3)
		var gs []Game
		for k := 0; k < 9; k++ {
			gs = append(gs, distinct[rng.IntN(len(distinct))])
		}
		var fold Game
		for _, g := range gs {
			fold = f.Add(fold, f.MustParse(s.String(g)))
		}
		if got := s.String(s.Sum(gs...)); got != f.String(fold) {
			t.Fatalf("Sum%v = %s, fold = %s", names(s, gs), got, f.String(fold))
		}
	}
}

// TestSumByDefinition: Add (whose first domination pass skips pairs of
// options from the same summand) equals the canonical form of the sum
// built from the definition {G^L+H, G+H^L | G^R+H, G+H^R} with every pair
// compared, on sums of hot games with many options.
func TestSumByDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 41))
	s := NewStore()
	for i := 0; i < 40; i++ {
		g := s.Sum(mixedHot(s, rng, 2+rng.IntN(5))...)
		h := s.Sum(mixedHot(s, rng, 1+rng.IntN(3))...)
		if a, b := s.Add(g, h), sumByDefinition(s, g, h); a != b {
			t.Fatalf("G+H by Add = %s, by definition = %s (G=%s, H=%s)", s.String(a), s.String(b), s.String(g), s.String(h))
		}
	}
}

// sumByDefinition returns the canonical form of {G^L+H, G+H^L | G^R+H, G+H^R}
// built by FromOptions (every pair of options compared).
func sumByDefinition(s *Store, g, h Game) Game {
	var l, r []Game
	for _, o := range s.LeftOptions(g) {
		l = append(l, s.Add(o, h))
	}
	for _, o := range s.LeftOptions(h) {
		l = append(l, s.Add(g, o))
	}
	for _, o := range s.RightOptions(g) {
		r = append(r, s.Add(o, h))
	}
	for _, o := range s.RightOptions(h) {
		r = append(r, s.Add(g, o))
	}
	return s.FromOptions(l, r)
}

// TestSumStops compares SumStops with the stops of the canonical sum on
// sums of 2 to 12 hot games of issue 19's families, of Go corridors
// C(n) = {n-1 | C(n-1)} and their negatives, and of random games (cold and
// infinitesimal ones included), and checks the rule it rests on,
// rcf(G + H) = rcf(rcf(G) + rcf(H)).
func TestSumStops(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 11))
	s := NewStore()
	pool := randomGames(s, rng, 3, 40)
	corridors := []Game{0}
	for n := 2; n <= 7; n++ {
		c := s.FromOptions([]Game{s.Integer(int64(n - 1))}, corridors[len(corridors)-1:])
		corridors = append(corridors, c)
	}
	for i := 0; i < 300; i++ {
		n := 2 + rng.IntN(11)
		var gs []Game
		switch {
		case i%3 == 0:
			gs = mixedHot(s, rng, n)
		case i%3 == 1:
			for k := 0; k < n/2+2; k++ {
				c := corridors[rng.IntN(len(corridors))]
				if rng.IntN(2) == 0 {
					c = s.Neg(c)
				}
				gs = append(gs, c)
			}
		default:
			for k := 0; k < n/2+1; k++ {
				gs = append(gs, pool[rng.IntN(len(pool))])
			}
		}
		sum := s.Sum(gs...)
		ls, rs := s.SumStops(gs...)
		if ls != s.LeftStop(sum) || rs != s.RightStop(sum) {
			t.Fatalf("sum %v: SumStops = %v, %v; stops of the sum %s = %v, %v", names(s, gs), ls, rs, s.String(sum), s.LeftStop(sum), s.RightStop(sum))
		}
		g, h := gs[0], gs[1]
		rcf := s.ReducedCanonicalForm
		if want, got := rcf(s.Add(g, h)), rcf(s.Add(rcf(g), rcf(h))); got != want {
			t.Fatalf("G=%s H=%s: rcf(G+H) = %s, rcf(rcf(G)+rcf(H)) = %s", s.String(g), s.String(h), s.String(want), s.String(got))
		}
	}
}
