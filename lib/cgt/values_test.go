package cgt

import (
	"fmt"
	"strings"
	"testing"
)

// TestPublishedValues evaluates expressions whose values are printed in
// the literature and compares with the printed result.
func TestPublishedValues(t *testing.T) {
	tests := []struct {
		expr, want, source string
	}{
		{"{0|*}", "^", "WW ch. 2: up = {0|*}"},
		{"{0,*|0}", "^*", "WW ch. 2: up-star"},
		{"{0|^*}", "^^", "WW ch. 3: double-up = {0|^*}"},
		{"{0|^}", "^^*", "WW ch. 3: {0|^} = double-up-star"},
		{"^ + ^ + ^", "^3", "CGSuite prints triple-up as ^3"},
		{"{0,*|0,*}", "*2", "WW ch. 3: *2 = {0,*|0,*}"},
		{"*2 + *3", "*", "nim addition 2 xor 3 = 1"},
		{"*5 + *6 + *7", "*4", "nim addition"},
		{"{0|1}", "1/2", "ONAG ch. 0: simplicity rule"},
		{"{1/2|1}", "3/4", "simplicity rule"},
		{"{-1|5}", "0", "simplicity rule"},
		{"{5/8|7/8}", "3/4", "simplicity rule"},
		{"{|-2}", "-3", "integers"},
		{"1/2 + 1/2", "1", "number arithmetic"},
		{"{1|-1}", "+-1", "switch"},
		{"{0||0|-2}", "Tiny(2)", "WW ch. 5: tiny-two"},
		{"{2||2|0}", "2Tiny(2)", "CGSuite prints a translated tiny as 2Tiny(2)"},
		{"{0|v*}", "^<2>", "up-second = {0|v*}, printed as CGSuite does"},
		{"-^<3>", "v<3>", "CGSuite test suite (TurnAndEatcake) prints down-third as v<3>"},
		{"{0,*|v}", "^<2>*", "CGSuite language tests (Pow*): {0,*|v} = ^<2>*"},
		{"{^|*}", "^[2]", "CGSuite language tests (PowTo): {^|*} = ^[2] = ^ + ^<2>"},
		{"{0,^*|0}", "^[2]*", "CGSuite language tests (PowTo*): {0,^*|0} = ^[2]*"},
		{"^ + ^<2> + ^<3> + ^<4>", "^[4]", "uptimal expansion 0.1111 is the unit sum ^[4]"},
		{"^<2> + *3 + 1", "1^<2>*3", "number and nimber parts of a closed uptimal"},
		{"-(^[3] + *2)", "v[3]*2", "negation of a unit sum"},
		{"^^ + ^<2>", "{^^|^*}", "expansion 0.21 is neither ^<n> nor ^[n]: an option list, as in CGSuite"},
		{"{^<2>*|1v<3>}", "0", "closed forms as options"},
		{"{^|*||*|||*} == ^ + ^<2> + ^<3> + ^<4>", "true", "CGSuite test suite: uptimal expansion 0.1111"},
		{"{0||0|v*} == * + ^ + ^<2> + ^<2>", "true", "CGSuite test suite: uptimal expansion *.12"},
		{"-1/2Miny(1/4) + 1/2", "Miny(1/4)", "CGSuite notation: number directly before Miny"},
		{"{3|-1}.Mean", "1", "WW ch. 6: {3|-1} has mean 1"},
		{"{3|-1}.Temperature", "2", "WW ch. 6: {3|-1} has temperature 2"},
		{"{3|-1}.Cool(2)", "1*", "WW ch. 6: frozen at 1*"},
		{"{3|-1}.LeftStop", "3", "stops"},
		{"{3|-1}.RightStop", "-1", "stops"},
		{"{4|2||-2}.Mean", "1/2", "LiP ch. 6 (thermograph of {{4|2}|-2}): mean 1/2"},
		{"{4|2||-2}.Temperature", "5/2", "LiP ch. 6: temperature 5/2"},
		{"(+-1 + +-1)", "0", "G + G = 0 for switches"},
		{"(+-2 + +-1).Mean", "0", "sum of switches"},
		{"^.Incentives", "{^*}", "incentives of up: v and ^*, v dominated"},
		{"^*.AtomicWeight", "1", "atomic weight of up-star"},
		{"{0|^*}.AtomicWeight", "2", "atomic weight of double-up"},
		{"*3.AtomicWeight", "0", "nimbers have weight 0"},
		{"(+-1).Chill", "*", "Mathematical Go: chilled +-1 is *"},
		{"{2|0}.Chill", "1*", "Mathematical Go: chilled {2|0}"},
		{"*.Warm", "+-1", "warming undoes chilling of +-1"},
		{"3/4.Birthday", "3", "3/4 is born on day 3"},
		{"^.Birthday", "2", "up is born on day 2"},
		{"{2|1}.ReducedCanonicalForm", "{2|1}", "hot games reduce to themselves"},
		{"{1|^}.ReducedCanonicalForm", "{1|0}", "rcf replaces ^ by the infinitesimally close 0"},
		{"^ > 0", "true", "up is positive"},
		{"^ || *", "true", "up is confused with star (WW ch. 3)"},
		{"^^ > *", "true", "double-up exceeds star"},
		{"Tiny(1) < ^", "true", "tiny is infinitesimal relative to up"},
		{"Tiny(1) > 0", "true", "tiny is positive"},
		{"* <> 0", "true", "star is fuzzy"},
		{"* <| 0", "true", "star is less than or confused with 0"},
		{"1/2 |> *", "true", "1/2 > *"},
		{"{3|-1} == {3|-1} + 0", "true", "equality"},
	}
	s := NewStore()
	e := NewEvaluator(s)
	for _, tc := range tests {
		v, err := e.Eval(tc.expr)
		if err != nil {
			t.Errorf("%s: %v (%s)", tc.expr, err, tc.source)
			continue
		}
		if got := s.FormatValue(v); got != tc.want {
			t.Errorf("%s = %s, want %s (%s)", tc.expr, got, tc.want, tc.source)
		}
	}
}

// TestChilledCorridors builds the chilled value of a Go corridor of length
// n as a game expression, C(n) = {n-1 | 1 + C(n-1)}, C(0) = 0 (Black
// closes the corridor for n-1 points; White's intrusion is answered and
// leaves a corridor one shorter plus one point), and checks the value
// n - 1 + 2^-n of Berlekamp & Wolfe, Mathematical Go, ch. 2 (corridors),
// and that warming then chilling returns it.
func TestChilledCorridors(t *testing.T) {
	s := NewStore()
	expr := "0"
	for n := 1; n <= 12; n++ {
		expr = fmt.Sprintf("{%d|1+(%s)}", n-1, expr)
		g, err := s.Parse(expr)
		if err != nil {
			t.Fatal(err)
		}
		want := Int(int64(n - 1)).Add(NewDyadic(1, uint(n)))
		if x, ok := s.NumberValue(g); !ok || x != want {
			t.Fatalf("corridor %d = %s, want %v", n, s.String(g), want)
		}
		if c := s.Chill(s.Warm(g)); c != g {
			t.Fatalf("Chill(Warm(corridor %d)) = %s", n, s.String(c))
		}
	}
}

func TestThermographWalls(t *testing.T) {
	s := NewStore()
	// {4|2||-2} (LiP ch. 6): the left wall is RW({4|2}) - t, i.e. 2 up to
	// t = 1 then 3 - t; the right wall is -2 + t; they meet at t = 5/2, x = 1/2.
	th := s.Thermograph(s.MustParse("{4|2||-2}"))
	if got, want := formatPoints(th.LeftPoints()), "(-1,2) (1,2) (5/2,1/2)"; got != want {
		t.Errorf("left wall %s, want %s", got, want)
	}
	if got, want := formatPoints(th.RightPoints()), "(-1,-3) (5/2,1/2)"; got != want {
		t.Errorf("right wall %s, want %s", got, want)
	}
	if th.LeftWall.At(th.Temperature) != th.Mean || th.RightWall.At(th.Temperature) != th.Mean {
		t.Errorf("walls do not meet at the mast: %v", th)
	}
	// walls: left non-increasing, right non-decreasing in t
	pts := th.LeftPoints()
	for i := 1; i < len(pts); i++ {
		if pts[i-1].X.Less(pts[i].X) {
			t.Errorf("left wall increases: %v", th)
		}
	}
}

func TestParseErrors(t *testing.T) {
	s := NewStore()
	tests := []struct{ expr, wantSub string }{
		{"{1|2", "position 1"},
		{"{1|2|3}", "ambiguous"},
		{"1 +", "end of input"},
		{"@", "position 1"},
		{"{1,|2}", "option missing"},
		{"*99999", "too large"},
		{"^[0]", `"^[0]": k must be from 1 to 64`},
		{"v<65>", `"v<65>": k must be from 1 to 64`},
		{"^[3", `unterminated "^[3": want ^[k]`},
		{"v<2", `unterminated "v<2": want v<k>`},
		{"Foo(1)", "unknown name"},
		{"1.Bogus", "unknown method"},
		{"{1|2}.Cool(-1)", "> -1"},
		{"(1 < 2) + 1", "not a truth value"},
		{"99999999999999999999", "bad number"},
		{"1/3", "power of two"},
		{"^1000", "too large"},
		{"{1|2}}", "position 6"},
	}
	for _, tc := range tests {
		_, err := s.Parse(tc.expr)
		if err == nil {
			t.Errorf("%q: no error", tc.expr)
			continue
		}
		if !strings.Contains(err.Error(), tc.wantSub) {
			t.Errorf("%q: error %q does not mention %q", tc.expr, err, tc.wantSub)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{"{1|2}", "{a||b|c}", "^^*3 + v", "+-1", "Tiny(2).Mean", "{3|-1}.Cool(1)", "{0|*}.Thermograph", "1/2 < ^", "{|}", "-1v", "{1,{2|1}|0}", "^<2>*", "1v[3]*2", "{^[2]|v<3>*}"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		if len(expr) > 40 {
			return
		}
		s := NewStore()
		v, err := NewEvaluator(s).Eval(expr)
		if err != nil {
			if err.Error() == "" || strings.Contains(err.Error(), "internal error") {
				t.Fatalf("%q: bad error %q", expr, err)
			}
			return
		}
		if v.Kind == KindGame {
			str := s.String(v.Game)
			g, err := s.Parse(str)
			if err != nil || g != v.Game {
				t.Fatalf("%q printed as %q which parses to %v (%v)", expr, str, g, err)
			}
		}
	})
}

// TestUpNthRoundTrip prints the closed uptimals x^<n>*m, x^[n]*m (and
// their negatives) for n up to MaxUpsLiteral, one beyond, and stars beyond
// 15, and parses the text back: the closed form up to the parser's bound,
// an option list beyond.
func TestUpNthRoundTrip(t *testing.T) {
	s := NewStore()
	for _, n := range []int{1, 2, 3, 4, 5, 8, 17, MaxUpsLiteral, MaxUpsLiteral + 1} {
		stars, numbers := []int{0, 1, 2, 16, 33}, []Dyadic{Int(0), NewDyadic(-3, 2)}
		if n >= MaxUpsLiteral {
			stars, numbers = []int{1}, numbers[:1] // slow to build: one case each
		}
		for _, sum := range []bool{false, true} {
			base := s.UpNth(n)
			open, close := "<", ">"
			if sum {
				base, open, close = s.UpSum(n), "[", "]"
			}
			for _, m := range stars {
				for _, x := range numbers {
					g := s.Add(s.Add(base, s.Star(m)), s.Number(x))
					for _, h := range []Game{g, s.Neg(g)} {
						str := s.String(h)
						if back, err := s.Parse(str); err != nil || back != h {
							t.Errorf("^%s%d%s*%d + %v prints as %s, which parses to %v (%v)", open, n, close, m, x, str, back, err)
						}
						closed := strings.Contains(str, open+fmt.Sprint(n)+close)
						if want := n >= 2 && n <= MaxUpsLiteral; closed != want {
							t.Errorf("^%s%d%s*%d + %v prints as %s: closed form %v, want %v", open, n, close, m, x, str, closed, want)
						}
					}
				}
			}
		}
	}
}

// TestUptimalPeeling checks the peeling rule used to print large up
// multiples against construction by repeated addition.
func TestUptimalPeeling(t *testing.T) {
	s := NewStore()
	for n := -30; n <= 30; n++ {
		for m := 0; m <= 3; m++ {
			u := Uptimal{Ups: n, Star: m, Number: NewDyadic(int64(n%3), 1)}
			g := s.Uptimal(u)
			got, ok := s.UptimalValue(g)
			if !ok || got != u {
				t.Errorf("UptimalValue(%v) = %v, %v", u, got, ok)
			}
			if ok {
				if h := s.MustParse(s.String(g)); h != g {
					t.Errorf("%v prints as %s which parses differently", u, s.String(g))
				}
			}
		}
	}
}

func TestPlusMinusForms(t *testing.T) {
	s := NewStore()
	for _, tc := range []struct{ expr, want string }{
		{"+-{*,^}", "+-{*,^}"},
		{"{*,^|v,*}", "+-{*,^}"},
		{"+-{2|1}", "+-{2|1}"},
		{"3+-1", "{4|2}"},
		{"3 + -1", "2"},
		{"±1", "+-1"},
		{"1/2+-{1,2}", "{5/2|-3/2}"},
		{"+-(1*)", "+-(1*)"},
		{"{1*|-1*}", "+-(1*)"},
	} {
		g, err := s.Parse(tc.expr)
		if err != nil {
			t.Errorf("%s: %v", tc.expr, err)
			continue
		}
		if got := s.String(g); got != tc.want {
			t.Errorf("%s = %s, want %s", tc.expr, got, tc.want)
		}
	}
}

func TestEvaluatorVariables(t *testing.T) {
	s := NewStore()
	e := NewEvaluator(s)
	e.Let("H", s.Up())
	steps := []struct{ expr, want string }{
		{"G := {3|-1}", "{3|-1}"},
		{"G.Mean", "1"},
		{"G + H - H == G", "true"},
		{"K := G + G", "2"},
		{"K.Temperature", "-1"},
		{"K + H", "2^"},
	}
	for _, st := range steps {
		v, err := e.Eval(st.expr)
		if err != nil {
			t.Fatalf("%s: %v", st.expr, err)
		}
		if got := s.FormatValue(v); got != st.want {
			t.Errorf("%s = %s, want %s", st.expr, got, st.want)
		}
	}
	if _, err := e.Eval("Tiny := 1"); err == nil {
		t.Error("assigning to a function name should fail")
	}
	if _, err := e.Eval("X := 1 < 2"); err == nil {
		t.Error("assigning a truth value should fail")
	}
	if g, ok := e.Lookup("G"); !ok || s.String(g) != "{3|-1}" {
		t.Errorf("Lookup(G) = %v, %v", g, ok)
	}
}

// TestUpStarRule checks the rule used to build and recognize up-star
// forms, n.^ + *m = {0 | (n-1).^ + *(m xor 1)} for n >= 1 except
// ^* = {0,*|0}, against sums n.^ + *m computed from the definition of the
// sum alone (options of the summands, then simplification; no fast paths).
func TestUpStarRule(t *testing.T) {
	s := NewStore()
	memo := map[[2]Game]Game{}
	var sumDef func(g, h Game) Game
	sumDef = func(g, h Game) Game {
		if g == 0 {
			return h
		}
		if h == 0 {
			return g
		}
		k := [2]Game{min(g, h), max(g, h)}
		if v, ok := memo[k]; ok {
			return v
		}
		var l, r []Game
		for _, o := range s.LeftOptions(g) {
			l = append(l, sumDef(o, h))
		}
		for _, o := range s.LeftOptions(h) {
			l = append(l, sumDef(g, o))
		}
		for _, o := range s.RightOptions(g) {
			r = append(r, sumDef(o, h))
		}
		for _, o := range s.RightOptions(h) {
			r = append(r, sumDef(g, o))
		}
		v := s.FromOptions(l, r)
		memo[k] = v
		return v
	}
	up := s.FromOptions([]Game{0}, []Game{s.Star(1)})
	for n := 1; n <= 6; n++ {
		for m := 0; m <= 7; m++ {
			g := s.Star(m)
			for i := 0; i < n; i++ {
				g = sumDef(g, up)
			}
			if want := s.Uptimal(Uptimal{Ups: n, Star: m}); g != want {
				t.Errorf("%d.^ + *%d = %s by the definition, %s by the rule", n, m, s.String(g), s.String(want))
			}
		}
	}
}

// TestIntegerHandles: the integers Number keeps in its array (-64..64)
// and those past it have one handle each, however they are asked for
// (an integer, a normalised fraction, a sum), and the handle's value is
// the integer.
func TestIntegerHandles(t *testing.T) {
	s := NewStore()
	for n := int64(-70); n <= 70; n++ {
		g := s.Integer(n)
		if h := s.Number(NewDyadic(4*n, 2)); h != g {
			t.Errorf("%d: Integer %d, Number(4n/4) %d", n, g, h)
		}
		if h := s.Add(s.Integer(n-1), s.Integer(1)); h != g {
			t.Errorf("%d: Integer %d, (n-1)+1 %d", n, g, h)
		}
		if x, ok := s.NumberValue(g); !ok || x != Int(n) {
			t.Errorf("%d: value %v, %v", n, x, ok)
		}
		if s.Integer(n) != g {
			t.Errorf("%d: a second Integer gives another handle", n)
		}
	}
}
