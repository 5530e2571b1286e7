package cgt

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestAtomicWeightCGSuite reproduces the atomic-weight columns (and the
// printed form, reduced canonical form and outcome class) of CGSuite's
// reference cases (aaron-siegel/cgsuite, lib/core/src/test/scala/org/
// cgsuite/lang/CanonicalShortGameTestCase.scala, the version with the
// atomicWeight and isAtomic fields). "!" marks CGSuite's "That game is not
// atomic".
func TestAtomicWeightCGSuite(t *testing.T) {
	tests := []struct{ in, out, aw, rcf, outcome string }{
		{"0", "0", "0", "0", "P"},
		{"5", "5", "!", "5", "L"},
		{"-1/2", "-1/2", "!", "-1/2", "R"},
		{"25/16", "25/16", "!", "25/16", "L"},
		{"*8", "*8", "0", "0", "N"},
		{"9/8+*", "9/8*", "!", "9/8", "L"},
		{"^", "^", "1", "0", "L"},
		{"v*", "v*", "-1", "0", "N"},
		{"6+^*", "6^*", "!", "6", "L"},
		{"^*6", "^*6", "1", "0", "L"},
		{"73/16+v9*8", "73/16v9*8", "!", "73/16", "L"},
		{"{0|*||*|||*||||*}", "^[4]", "1", "0", "L"},
		{"{0||0|v*}", "{0|^<2>}", "1", "0", "L"},
		{"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
			"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", "0", "0", "L"},
		{"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
			"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", "0", "0", "N"},
		{"{0||0|vvv}", "{0||0|v3}", "0", "0", "L"},
		{"{^^^|vv}", "{^3|vv}", "{1|0}", "0", "N"},
		{"{0||0|-3/2}", "Tiny(3/2)", "0", "0", "L"},
		{"{0|||0||-1|-3}", "Tiny({3|1})", "0", "0", "L"},
		{"{5||3|1|||0||||0}", "Miny({5||3|1})", "0", "0", "R"},
		{"{1|^^||^}", "{1|^^||^}", "2", "0", "L"},
		{"{1|^^^||^}", "{1|^3||^}", "!", "0", "L"},
		{"{3||2+*|1+*}", "{3||2*|1*}", "!", "{3||2|1}", "L"},
		{"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}", "!", "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}", "N"},
	}
	s := NewStore()
	for _, tc := range tests {
		g, err := s.Parse(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := s.String(g); got != tc.out {
			t.Errorf("%s prints %s, CGSuite: %s", tc.in, got, tc.out)
		}
		w, err := s.AtomicWeight(g)
		aw := "!"
		if err == nil {
			aw = s.String(w)
		} else if !errors.Is(err, ErrNotAtomic) {
			t.Errorf("%s.AtomicWeight: %v does not wrap ErrNotAtomic", tc.in, err)
		}
		if aw != tc.aw {
			t.Errorf("%s.AtomicWeight = %s, CGSuite: %s", tc.in, aw, tc.aw)
		}
		if s.IsAtomic(g) != (tc.aw != "!") {
			t.Errorf("%s.IsAtomic = %v, CGSuite: %v", tc.in, s.IsAtomic(g), tc.aw != "!")
		}
		if got := s.String(s.ReducedCanonicalForm(g)); got != tc.rcf {
			t.Errorf("%s.ReducedCanonicalForm = %s, CGSuite: %s", tc.in, got, tc.rcf)
		}
		if got := s.Outcome(g).String(); got != tc.outcome {
			t.Errorf("%s.OutcomeClass = %s, CGSuite: %s", tc.in, got, tc.outcome)
		}
	}
}

// TestNortonProductCGSuite: Norton products by ^ from CGSuite's GameTest.scala
// ("implement >=2-ary methods correctly").
func TestNortonProductCGSuite(t *testing.T) {
	tests := []struct{ in, out string }{
		{"0.NortonProduct(^)", "0"},
		{"6.NortonProduct(^)", "^6"},
		{"(-4).NortonProduct(^)", "v4"},
		{"(1/2).NortonProduct(^)", "{^^*|v*}"},
		{"^.NortonProduct(^)", "{^^*||0|v4}"},
		{"Tiny(2).NortonProduct(^)", "{^^*||0|v6}"},
	}
	checkEvals(t, NewEvaluator(NewStore()), tests)
}

// growPool adds perDay games a day for days days to pool, each with one or
// two Left and one or two Right options drawn from the earlier days.
func growPool(s *Store, rng *rand.Rand, pool []Game, days, perDay int) []Game {
	for d := 0; d < days; d++ {
		n := len(pool)
		for i := 0; i < perDay; i++ {
			var l, r []Game
			for k := 1 + rng.IntN(2); k > 0; k-- {
				l = append(l, pool[rng.IntN(n)])
			}
			for k := 1 + rng.IntN(2); k > 0; k-- {
				r = append(r, pool[rng.IntN(n)])
			}
			pool = append(pool, s.FromOptions(l, r))
		}
	}
	return pool
}

// randomInfinitesimals returns infinitesimals (both stops 0) built from
// numbers, nimbers and ups over a few days; many are not all-small.
func randomInfinitesimals(s *Store, rng *rand.Rand, days, perDay int) []Game {
	pool := []Game{0, s.Star(1), s.Up(), s.Uptimal(Uptimal{Ups: 3}), s.Uptimal(Uptimal{Ups: -2}), s.Integer(1), s.Integer(-1), s.Number(NewDyadic(1, 1))}
	var out []Game
	for _, g := range growPool(s, rng, pool, days, perDay) {
		if s.IsInfinitesimal(g) {
			out = append(out, g)
		}
	}
	return out
}

// TestAtomicWeightFarStarBounds checks random infinitesimals against the
// definition (Siegel, CGT II.7; ONAG ch. 16): when g has atomic weight w,
// g - w.^ lies between -e and e for e = ^* + (*N : -1), *N remote for g;
// every all-small game is atomic (checked here independently of the
// calculus, which accepts all-small games without the bounds), and the
// weight of a game that is not atomic is undefined (an error).
func TestAtomicWeightFarStarBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 7))
	s := NewStore()
	games := randomInfinitesimals(s, rng, 3, 60)
	atomic, allSmall, notAtomic := 0, 0, 0
	for _, g := range games {
		w, err := s.AtomicWeight(g)
		if err != nil {
			if s.IsAllSmall(g) {
				t.Fatalf("all-small %s: %v", s.String(g), err)
			}
			notAtomic++
			continue
		}
		atomic++
		if s.IsAllSmall(g) {
			allSmall++
		}
		d := s.Sub(g, s.NortonMultiply(w, s.Up()))
		n := remoteStar(s.farStar(g))
		e := s.Add(s.Uptimal(Uptimal{Ups: 1, Star: 1}), s.FromOptions(starList(s, n), append(starList(s, n), s.Star(n))))
		if !s.Leq(d, e) || !s.Leq(s.Neg(e), d) {
			t.Errorf("AW(%s) = %s but G - AW.^ = %s is outside +-(^* + *%d:-1)", s.String(g), s.String(w), s.String(d), n)
		}
	}
	t.Logf("%d infinitesimals: %d atomic (%d all-small), %d not atomic", len(games), atomic, allSmall, notAtomic)
	if allSmall == 0 || atomic == allSmall || notAtomic == 0 {
		t.Errorf("the sample misses a class: %d atomic, %d all-small, %d not atomic", atomic, allSmall, notAtomic)
	}
}

// starList returns 0, *, ..., *(n-1).
func starList(s *Store, n int) []Game {
	out := make([]Game, n)
	for i := range out {
		out[i] = s.Star(i)
	}
	return out
}

// TestAtomicWeightNotation: .AtomicWeight and .IsAtomic in expressions,
// with CGSuite's answers (Tiny(3/2) from its test suite).
func TestAtomicWeightNotation(t *testing.T) {
	tests := []struct{ in, out string }{
		{"Tiny(3/2).AtomicWeight", "0"},
		{"Tiny(3/2).IsAtomic", "true"},
		{"{1|^^^||^}.IsAtomic", "false"},
		{"(^^ + *).AtomicWeight", "2"},
		{"{3|-1}.IsAtomic", "false"},
	}
	e := NewEvaluator(NewStore())
	checkEvals(t, e, tests)
	_, err := e.Eval("{3|-1}.AtomicWeight")
	if err == nil || !errors.Is(err, ErrNotAtomic) || !strings.Contains(err.Error(), "not atomic") {
		t.Errorf("{3|-1}.AtomicWeight: err = %v, want one wrapping ErrNotAtomic", err)
	}
}

// checkEvals evaluates each expression and compares the printed value.
func checkEvals(t *testing.T, e *Evaluator, tests []struct{ in, out string }) {
	t.Helper()
	for _, tc := range tests {
		v, err := e.Eval(tc.in)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := e.Store().FormatValue(v); got != tc.out {
			t.Errorf("%s = %s, want %s", tc.in, got, tc.out)
		}
	}
}

// TestAtomicWeightTwoAheadRule checks the statements about atomic weight
// that a public text states (Sensei's Library, "Atomic Weight", after
// Winning Ways' all-small chapter; no example list of Winning Ways itself
// or of Siegel's CGT II.7 was at hand to cite): an all-small game of
// atomic weight >= 2 is a win for Left whoever starts (G > 0), of weight
// <= -2 for Right (the Two-Ahead Rule); weight 1 need not be enough: ^*
// has atomic weight 1, yet Right moving first wins it (^* || 0); and
// impartial games have atomic weight 0. Checked on random all-small games
// and on sums of nimbers.
func TestAtomicWeightTwoAheadRule(t *testing.T) {
	s := NewStore()
	upStar := s.Uptimal(Uptimal{Ups: 1, Star: 1})
	if w, err := s.AtomicWeight(upStar); err != nil || w != s.Integer(1) {
		t.Errorf("AW(^*) = %s, %v; want 1", s.String(w), err)
	}
	if s.Outcome(upStar) != NextWins {
		t.Errorf("^* is %v, want N (Right moving first wins)", s.Outcome(upStar))
	}
	for n := 0; n < 16; n++ {
		g := s.Add(s.Star(n), s.Star(n/3))
		if w, err := s.AtomicWeight(g); err != nil || w != 0 {
			t.Errorf("AW(%s) = %s, %v; want 0", s.String(g), s.String(w), err)
		}
	}
	rng := rand.New(rand.NewPCG(19, 8))
	pool := growPool(s, rng, []Game{0, s.Star(1), s.Up(), s.Neg(s.Up())}, 3, 80)
	counts := map[string]int{}
	for _, g := range pool {
		if !s.IsAllSmall(g) {
			continue
		}
		w, err := s.AtomicWeight(g)
		if err != nil {
			t.Fatalf("all-small %s: %v", s.String(g), err)
		}
		switch {
		case s.Leq(s.Integer(2), w):
			counts[">=2"]++
			if s.Outcome(g) != LeftWins {
				t.Errorf("AW(%s) = %s >= 2 but the game is %v, not L", s.String(g), s.String(w), s.Outcome(g))
			}
		case s.Leq(w, s.Integer(-2)):
			counts["<=-2"]++
			if s.Outcome(g) != RightWins {
				t.Errorf("AW(%s) = %s <= -2 but the game is %v, not R", s.String(g), s.String(w), s.Outcome(g))
			}
		}
	}
	if counts[">=2"] == 0 || counts["<=-2"] == 0 {
		t.Errorf("the sample misses a case: %v", counts)
	}
	t.Logf("all-small games with weight >= 2 / <= -2: %v", counts)
}
