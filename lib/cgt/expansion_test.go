package cgt

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestUptimalExpansionCGSuite compares uptimal expansions and the printed
// incentives (which exercise the closed uptimal forms ^[n]*, v<n> and the
// option order by expansion) with CGSuite's reference cases
// (CanonicalShortGameTestCase.scala, the version with atomic weights);
// "" marks "not an uptimal".
func TestUptimalExpansionCGSuite(t *testing.T) {
	const big1 = "{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}"
	const big2 = "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}"
	tests := []struct{ in, expansion, incentives, left, right string }{
		{"0", "0.0", "{}", "{}", "{}"},
		{"5", "5.0", "{-1}", "{-1}", "{}"},
		{"-1/2", "-1/2.0", "{-1/2}", "{-1/2}", "{-1/2}"},
		{"*8", "*8.0", "{*8,*9,*10,*11,*12,*13,*14,*15}", "{*8,*9,*10,*11,*12,*13,*14,*15}", "{*8,*9,*10,*11,*12,*13,*14,*15}"},
		{"9/8+*", "9/8*.0", "{*}", "{*}", "{*}"},
		{"^", "0.1", "{^*}", "{v}", "{^*}"},
		{"v*", "*.1-", "{^*}", "{^*}", "{v,v*}"},
		{"6+^*", "6*.1", "{^*}", "{v,v*}", "{^*}"},
		{"^*6", "*6.1", "{^*}", "{v*6}", "{^*}"},
		{"73/16+v9*8", "73/16*8.9-", "{^*}", "{^*}", "{v9*8}"},
		{"{0|*||*|||*||||*}", "0.1111", "{^[4]*}", "{v<4>}", "{^[4]*}"},
		{"{0||0|v*}", "*.12", "{^[2]*}", "{{v<2>|0}}", "{^[2]*}"},
		{big1, "0.0202", "{^[4]*}", "{{0|^[3]*||0,^[3]*|||0}}", "{^[4]*}"},
		{big2, "*4.0202", "{^[4]*}", "", "{^[4]*}"},
		{"{0||0|vvv}", "", "{{^3,{^3|0}|0}}", "{{^3|0||0}}", "{{^3,{^3|0}|0}}"},
		{"{^^^|vv}", "", "{{^5|0}}", "{{^5|0}}", "{{^5|0}}"},
		{"{0||0|-3/2}", "", "{{3/2,{3/2|0}|0}}", "{Miny(3/2)}", "{{3/2,{3/2|0}|0}}"},
		{"{1|^^||^}", "", "{{1v|^||0},{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}", "{{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}", "{{1v|^||0}}"},
		{"{3||2+*|1+*}", "", "{{2*|1*||0}}", "{{2*|1*||0}}", "{{2*|1*||0}}"},
	}
	s := NewStore()
	list := func(gs []Game) string { return "{" + strings.Join(names(s, gs), ",") + "}" }
	for _, tc := range tests {
		g := s.MustParse(tc.in)
		e, ok := s.UptimalExpansion(g)
		got := ""
		if ok {
			got = e.String()
		}
		if got != tc.expansion {
			t.Errorf("%s: uptimal expansion %q, CGSuite %q", tc.in, got, tc.expansion)
		}
		if ok && s.uptimalGame(e) != g {
			t.Errorf("%s: expansion %s builds %s", tc.in, e, s.String(s.uptimalGame(e)))
		}
		for _, c := range []struct{ name, got, want string }{
			{"Incentives", list(s.Incentives(g)), tc.incentives},
			{"LeftIncentives", list(s.LeftIncentives(g)), tc.left},
			{"RightIncentives", list(s.RightIncentives(g)), tc.right},
		} {
			if c.want != "" && c.got != c.want {
				t.Errorf("%s.%s = %s, CGSuite: %s", tc.in, c.name, c.got, c.want)
			}
		}
	}
}

// TestUptimalExpansionRandom builds random uptimals x + a1.^ + ... + ak.^<k>
// + *m from their expansions and checks that the expansion is recognized
// back, that the game prints in closed form exactly for CGSuite's closed
// forms, and that the printed form parses back to the game.
func TestUptimalExpansionRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 2))
	s := NewStore()
	for i := 0; i < 150; i++ {
		c := make([]int, 1+rng.IntN(4))
		for j := range c {
			c[j] = rng.IntN(5) - 2
		}
		if rng.IntN(3) == 0 { // a unit or unit sum
			for j := range c {
				c[j] = 0
				if rng.IntN(2) == 0 || j == len(c)-1 {
					c[j] = 1
				}
			}
		}
		want := UptimalExpansion{Number: NewDyadic(int64(rng.IntN(5)-2), uint(rng.IntN(2))), Coeffs: trimZeros(c), Star: rng.IntN(4)}
		g := s.uptimalGame(want)
		got, ok := s.UptimalExpansion(g)
		if !ok || got.compare(want) != 0 {
			t.Fatalf("%s: expansion %v (%v), want %v", s.String(g), got, ok, want)
		}
		str := s.String(g)
		if back, err := s.Parse(str); err != nil || back != g {
			t.Fatalf("%v prints as %s, which parses to %v (%v)", want, str, back, err)
		}
		if closed := !strings.Contains(str, "|"); closed != want.closedForm() {
			t.Errorf("%v prints as %s: closed form %v, want %v", want, str, closed, want.closedForm())
		}
	}
}
