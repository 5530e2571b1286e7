package cgt

import (
	"math/rand/v2"
	"testing"
)

// randomGames returns a pool of canonical games of birthday <= days built
// day by day from random option subsets of earlier days (seeded).
func randomGames(s *Store, rng *rand.Rand, days, perDay int) []Game {
	pool := []Game{s.Zero(), s.Integer(1), s.Integer(-1), s.Star(1), s.Number(NewDyadic(1, 1))}
	for d := 0; d < days; d++ {
		n := len(pool)
		for i := 0; i < perDay; i++ {
			var l, r []Game
			for k := rng.IntN(3); k > 0; k-- {
				l = append(l, pool[rng.IntN(n)])
			}
			for k := rng.IntN(3); k > 0; k-- {
				r = append(r, pool[rng.IntN(n)])
			}
			pool = append(pool, s.FromOptions(l, r))
		}
	}
	return pool
}

// tree is an explicit game tree, compared by the definition only.
type tree struct{ l, r []*tree }

func naiveLeq(g, h *tree) bool {
	for _, gl := range g.l {
		if naiveLeq(h, gl) {
			return false
		}
	}
	for _, hr := range h.r {
		if naiveLeq(hr, g) {
			return false
		}
	}
	return true
}

func randomTree(rng *rand.Rand, depth int) *tree {
	t := &tree{}
	if depth <= 0 {
		return t
	}
	for k := rng.IntN(3); k > 0; k-- {
		t.l = append(t.l, randomTree(rng, depth-1-rng.IntN(2)))
	}
	for k := rng.IntN(3); k > 0; k-- {
		t.r = append(t.r, randomTree(rng, depth-1-rng.IntN(2)))
	}
	return t
}

func (s *Store) fromTree(t *tree) Game {
	var l, r []Game
	for _, o := range t.l {
		l = append(l, s.fromTree(o))
	}
	for _, o := range t.r {
		r = append(r, s.fromTree(o))
	}
	return s.FromOptions(l, r)
}

func TestLeqAgreesWithDefinitionOnTrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := NewStore()
	for i := 0; i < 3000; i++ {
		a, b := randomTree(rng, 4), randomTree(rng, 4)
		ga, gb := s.fromTree(a), s.fromTree(b)
		if got, want := s.Leq(ga, gb), naiveLeq(a, b); got != want {
			t.Fatalf("Leq(%s, %s) = %v, definition on the trees says %v", s.String(ga), s.String(gb), got, want)
		}
		// equal values must share one handle
		if eq := naiveLeq(a, b) && naiveLeq(b, a); eq != (ga == gb) {
			t.Fatalf("trees equal=%v but handles %d, %d (%s, %s)", eq, ga, gb, s.String(ga), s.String(gb))
		}
	}
}

func TestArithmeticLaws(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	s := NewStore()
	pool := randomGames(s, rng, 3, 100)
	pick := func() Game { return pool[rng.IntN(len(pool))] }
	for i := 0; i < 3000; i++ {
		g, h, k := pick(), pick(), pick()
		if d := s.Sub(g, g); d != 0 {
			t.Fatalf("G - G = %s for G = %s", s.String(d), s.String(g))
		}
		if s.Add(g, h) != s.Add(h, g) {
			t.Fatalf("G+H != H+G for %s, %s", s.String(g), s.String(h))
		}
		if s.Add(s.Add(g, h), k) != s.Add(g, s.Add(h, k)) {
			t.Fatalf("associativity fails for %s, %s, %s", s.String(g), s.String(h), s.String(k))
		}
		if s.Neg(s.Neg(g)) != g {
			t.Fatalf("--G != G for %s", s.String(g))
		}
		if s.Leq(g, h) && s.Leq(h, k) && !s.Leq(g, k) {
			t.Fatalf("transitivity fails: %s <= %s <= %s", s.String(g), s.String(h), s.String(k))
		}
		// order compatible with sums: G <= H iff G+K <= H+K
		if s.Leq(g, h) != s.Leq(s.Add(g, k), s.Add(h, k)) {
			t.Fatalf("G<=H is %v but G+K<=H+K is %v (G=%s H=%s K=%s)", s.Leq(g, h), s.Leq(s.Add(g, k), s.Add(h, k)), s.String(g), s.String(h), s.String(k))
		}
		// G <= H iff H - G >= 0
		if s.Leq(g, h) != s.Leq(0, s.Sub(h, g)) {
			t.Fatalf("G<=H disagrees with 0<=H-G for %s, %s", s.String(g), s.String(h))
		}
	}
}

func TestCanonicalFormUnique(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	s := NewStore()
	pool := randomGames(s, rng, 3, 100)
	for i := 0; i < 2000; i++ {
		g := pool[rng.IntN(len(pool))]
		// Rebuild G from its options plus dominated extras: adding a Left
		// option known to be <= an existing one (GL - 1) must not change G,
		// nor repetitions and reordering.
		l := append([]Game(nil), s.LeftOptions(g)...)
		r := append([]Game(nil), s.RightOptions(g)...)
		if len(l) > 0 {
			l = append(l, s.Sub(l[0], s.Integer(1)), l[0])
		}
		if len(r) > 0 {
			r = append([]Game{s.Add(r[len(r)-1], s.Integer(1))}, r...)
		}
		rng.Shuffle(len(l), func(a, b int) { l[a], l[b] = l[b], l[a] })
		if h := s.FromOptions(l, r); h != g && !s.IsNumber(g) {
			t.Fatalf("rebuilding %s with dominated options gave %s", s.String(g), s.String(h))
		}
		// A sum built two ways: G + H directly and from the definition.
		h := pool[rng.IntN(len(pool))]
		if a, b := s.Add(g, h), sumByDefinition(s, g, h); a != b {
			t.Fatalf("G+H by Add = %s, by definition = %s (G=%s, H=%s)", s.String(a), s.String(b), s.String(g), s.String(h))
		}
	}
}

func TestPrintParseRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	s := NewStore()
	pool := randomGames(s, rng, 4, 60)
	for i := 0; i < 200; i++ {
		pool = append(pool, s.Add(pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]))
	}
	s2 := NewStore() // parse into a fresh store: independent of handles
	for _, g := range pool {
		str := s.String(g)
		h, err := s.Parse(str)
		if err != nil {
			t.Fatalf("parse %q: %v", str, err)
		}
		if h != g {
			t.Fatalf("%q parses to %s", str, s.String(h))
		}
		h2, err := s2.Parse(str)
		if err != nil || s2.String(h2) != str {
			t.Fatalf("fresh store: %q -> %q (%v)", str, s2.String(h2), err)
		}
	}
}

func TestThermographLaws(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	s := NewStore()
	pool := randomGames(s, rng, 3, 100)
	for i := 0; i < 2000; i++ {
		g, h := pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]
		if a, b := s.Mean(s.Add(g, h)), s.Mean(g).Add(s.Mean(h)); a != b {
			t.Fatalf("Mean(G+H) = %v, Mean(G)+Mean(H) = %v (G=%s H=%s)", a, b, s.String(g), s.String(h))
		}
		m := s.Mean(g)
		if s.LeftStop(g).Less(m) || m.Less(s.RightStop(g)) {
			t.Fatalf("stops %v, %v do not bracket mean %v of %s", s.LeftStop(g), s.RightStop(g), m, s.String(g))
		}
		// Temperature of a sum is at most the larger temperature.
		if tg, th, ts := s.Temperature(g), s.Temperature(h), s.Temperature(s.Add(g, h)); tg.Less(ts) && th.Less(ts) && !s.IsNumber(g) && !s.IsNumber(h) {
			t.Fatalf("T(G+H) = %v above T(G) = %v and T(H) = %v (G=%s H=%s)", ts, tg, th, s.String(g), s.String(h))
		}
		// Cooling by more than the temperature gives the mean.
		c, _ := s.Cool(g, s.Temperature(g).Add(Int(1)))
		if x, ok := s.NumberValue(c); !ok || x != m {
			t.Fatalf("cooling %s above its temperature gave %s, want %v", s.String(g), s.String(c), m)
		}
	}
}

// TestCoolUndoesHeat checks, on a seeded sample of random games of
// birthday <= 4 and their pairwise sums, that Cool(Heat(G, t), t) == G for
// t in {1/4, 1/2, 1, 2}: heating by t raises every non-number
// subposition's temperature by t, so cooling by the same t returns each
// option to its original value (Winning Ways ch. 6, "heating is the
// inverse of cooling"). The converse Heat(Cool(G,t),t) == G fails when
// cooling collapses a subposition to a number, so it is not tested.
func TestCoolUndoesHeat(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 11))
	s := NewStore()
	pool := randomGames(s, rng, 4, 150)
	for i := 0; i < 300; i++ {
		pool = append(pool, s.Add(pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]))
	}
	for _, g := range pool {
		for _, tt := range []Dyadic{NewDyadic(1, 2), NewDyadic(1, 1), Int(1), Int(2)} {
			h := s.Heat(g, s.Number(tt))
			if c, err := s.Cool(h, tt); err != nil || c != g {
				t.Fatalf("Cool(Heat(%s, %v), %v) = %s (heated %s), err %v", s.String(g), tt, tt, s.String(c), s.String(h), err)
			}
		}
	}
}

func TestAtomicWeightLaws(t *testing.T) {
	// All-small games built from 0 only (dicotic forms) of birthday <= 4.
	rng := rand.New(rand.NewPCG(12, 13))
	s := NewStore()
	pool := growPool(s, rng, []Game{0}, 4, 40)
	for i := 0; i < 1000; i++ {
		g, h := pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]
		if !s.IsAllSmall(g) {
			t.Fatalf("%s built from 0 is not all-small", s.String(g))
		}
		wg, err1 := s.AtomicWeight(g)
		wh, err2 := s.AtomicWeight(h)
		ws, err3 := s.AtomicWeight(s.Add(g, h))
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatal(err1, err2, err3)
		}
		// Additivity (ONAG Thm 16.x): AW(G+H) = AW(G) + AW(H).
		if s.Add(wg, wh) != ws {
			t.Fatalf("AW(%s)=%s, AW(%s)=%s, AW(sum)=%s", s.String(g), s.String(wg), s.String(h), s.String(wh), s.String(ws))
		}
		// Two-ahead rule: AW(G) >= 2 implies G > 0; AW(G) <= -2 implies G < 0.
		if s.Leq(s.Integer(2), wg) && s.Compare(g, 0) != Greater {
			t.Fatalf("AW(%s) = %s >= 2 but G is not positive", s.String(g), s.String(wg))
		}
		if s.Leq(wg, s.Integer(-2)) && s.Compare(g, 0) != Less {
			t.Fatalf("AW(%s) = %s <= -2 but G is not negative", s.String(g), s.String(wg))
		}
	}
}

// TestUptimalFastPath: sums of number-up-star forms taken by the fast path
// equal the sums built from the definition {G^L+H, G+H^L | ...}.
func TestUptimalFastPath(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 41))
	s := NewStore()
	for i := 0; i < 300; i++ {
		u1 := Uptimal{Number: NewDyadic(int64(rng.IntN(9)-4), uint(rng.IntN(3))), Ups: rng.IntN(9) - 4, Star: rng.IntN(5)}
		u2 := Uptimal{Number: NewDyadic(int64(rng.IntN(9)-4), uint(rng.IntN(3))), Ups: rng.IntN(9) - 4, Star: rng.IntN(5)}
		g, h := s.Uptimal(u1), s.Uptimal(u2)
		s.UptimalValue(g) // make both known so Add takes the fast path
		s.UptimalValue(h)
		sum := s.Add(g, h)
		if def := sumByDefinition(s, g, h); def != sum {
			t.Fatalf("%v + %v: fast path %s, definition %s", u1, u2, s.String(sum), s.String(def))
		}
		if g != h && !(s.IsNumber(g) && s.IsNumber(h)) {
			if fast, slow := s.Leq(g, h), s.leqSlow(g, h); fast != slow {
				t.Fatalf("%v <= %v: fast path %v, from the options %v", u1, u2, fast, slow)
			}
		}
		want := Uptimal{Number: u1.Number.Add(u2.Number), Ups: u1.Ups + u2.Ups, Star: u1.Star ^ u2.Star}
		if got, ok := s.UptimalValue(sum); !ok || got != want {
			t.Fatalf("%v + %v = %v, %v; want %v", u1, u2, got, ok, want)
		}
	}
}

// TestTemperatureByCooling checks the thermograph's temperature T against
// cooled forms built option by option: for a non-number G with T >= 0,
// G cooled by T is infinitesimally close to a number (equal stops), and G
// cooled by T - 1/64 (if still >= 0) is not (Winning Ways ch. 6: T is the
// least t at which G_t is infinitely close to a number). The stops of the
// cooled forms are computed from their options, not from the thermograph.
func TestTemperatureByCooling(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 51))
	s := NewStore()
	pool := randomGames(s, rng, 4, 100)
	for i := 0; i < 300; i++ {
		pool = append(pool, s.Add(pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]))
	}
	eps := NewDyadic(1, 6)
	checked := 0
	for _, g := range pool {
		T := s.Temperature(g)
		if s.IsNumber(g) || T.Sign() < 0 {
			continue
		}
		c, _ := s.Cool(g, T)
		if s.LeftStop(c) != s.RightStop(c) || s.LeftStop(c) != s.Mean(g) {
			t.Fatalf("%s cooled by its temperature %v is %s, not close to the mean %v", s.String(g), T, s.String(c), s.Mean(g))
		}
		if below := T.Sub(eps); below.Sign() >= 0 {
			c, _ := s.Cool(g, below)
			if s.LeftStop(c) == s.RightStop(c) {
				t.Fatalf("%s cooled by %v (below its temperature %v) is already %s", s.String(g), below, T, s.String(c))
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d hot games checked", checked)
	}
}

// TestReducedCanonicalFormLaws: rcf(G) differs from G by an infinitesimal,
// is idempotent, ignores infinitesimals (rcf(G + ^) = rcf(G + *) = rcf(G)),
// and is compatible with sums: rcf(G+H) = rcf(rcf(G) + rcf(H))
// (Grossman & Siegel, "Reductions of partizan games", 2009).
func TestReducedCanonicalFormLaws(t *testing.T) {
	rng := rand.New(rand.NewPCG(60, 61))
	s := NewStore()
	pool := randomGames(s, rng, 3, 60)
	for i := 0; i < 400; i++ {
		g, h := pool[rng.IntN(len(pool))], pool[rng.IntN(len(pool))]
		rg := s.ReducedCanonicalForm(g)
		if !s.IsInfinitesimal(s.Sub(rg, g)) {
			t.Fatalf("rcf(%s) = %s is not infinitely close to it", s.String(g), s.String(rg))
		}
		if s.ReducedCanonicalForm(rg) != rg {
			t.Fatalf("rcf not idempotent on %s", s.String(g))
		}
		if s.ReducedCanonicalForm(s.Add(g, s.Up())) != rg || s.ReducedCanonicalForm(s.Add(g, s.Star(1))) != rg {
			t.Fatalf("rcf(%s + infinitesimal) differs from %s", s.String(g), s.String(rg))
		}
		if a, b := s.ReducedCanonicalForm(s.Add(g, h)), s.ReducedCanonicalForm(s.Add(rg, s.ReducedCanonicalForm(h))); a != b {
			t.Fatalf("rcf(G+H) = %s but rcf(rcf G + rcf H) = %s (G=%s H=%s)", s.String(a), s.String(b), s.String(g), s.String(h))
		}
		if a, b := s.ReducedSum(g, h), s.ReducedSum(h, g); a != s.ReducedCanonicalForm(s.Add(g, h)) || b != a {
			t.Fatalf("ReducedSum(%s, %s) = %s, (H, G) %s, want rcf(G+H)", s.String(g), s.String(h), s.String(a), s.String(b))
		}
	}
}

// leqByDefinition is G <= H by the definition alone (no G^L >= H, no
// H^R <= G), on canonical options, without Leq's caches and shortcuts.
func leqByDefinition(s *Store, g, h Game) bool {
	for _, gl := range s.LeftOptions(g) {
		if leqByDefinition(s, h, gl) {
			return false
		}
	}
	for _, hr := range s.RightOptions(h) {
		if leqByDefinition(s, hr, g) {
			return false
		}
	}
	return true
}

// TestLeqStopShortcuts: Leq decides most pairs by their stops (L(G) >
// L(H) or R(G) > R(H): not G <= H; L(G) < R(H): G < H); on every pair of
// a pool of games born by day 3 it agrees with the definition, and the
// shortcuts decide some of the pairs both ways.
func TestLeqStopShortcuts(t *testing.T) {
	rng := rand.New(rand.NewPCG(62, 63))
	s := NewStore()
	pool := randomGames(s, rng, 3, 40)
	var below, notLeq int
	for _, g := range pool {
		for _, h := range pool {
			if got, want := s.Leq(g, h), leqByDefinition(s, g, h); got != want {
				t.Fatalf("Leq(%s, %s) = %v, the definition says %v", s.String(g), s.String(h), got, want)
			}
			lg, rg := s.stops(g)
			lh, rh := s.stops(h)
			switch {
			case lh.Less(lg) || rh.Less(rg):
				notLeq++
			case lg.Less(rh):
				below++
			}
		}
	}
	if below == 0 || notLeq == 0 {
		t.Errorf("stops decided %d pairs as less and %d as not less or equal: want both", below, notLeq)
	}
}

// TestNumberStarFastPath: x + *m built directly equals the sum from the
// definition (options of both summands, then simplification).
func TestNumberStarFastPath(t *testing.T) {
	s := NewStore()
	for _, x := range []Dyadic{Int(1), Int(-3), NewDyadic(3, 2), NewDyadic(-5, 3)} {
		for m := 1; m <= 9; m++ {
			g, h := s.Number(x), s.Star(m)
			var opts []Game
			for _, o := range s.LeftOptions(g) {
				opts = append(opts, s.Add(o, h))
			}
			for _, o := range s.LeftOptions(h) {
				opts = append(opts, s.Add(g, o))
			}
			var ropts []Game
			for _, o := range s.RightOptions(g) {
				ropts = append(ropts, s.Add(o, h))
			}
			for _, o := range s.RightOptions(h) {
				ropts = append(ropts, s.Add(g, o))
			}
			if a, b := s.Add(g, h), s.FromOptions(opts, ropts); a != b {
				t.Fatalf("%v + *%d: fast %s, definition %s", x, m, s.String(a), s.String(b))
			}
		}
	}
}
