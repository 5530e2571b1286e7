package endgame

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
)

// TestSumTreeStops checks that the reduced partial sums of sum play have the
// stops of the exact sums, for every leaf replaced by every game.
func TestSumTreeStops(t *testing.T) {
	s := cgt.NewStore()
	var games []cgt.Game
	for _, e := range []string{"{4|2,{2|-4*}||0|-2}", "{0,{2,{2|0}|0,{2|0}}|-2,{0,{0|-2}|-2,{0|-2}}}", "{2|0}", "^", "*", "3", "{1|0}+*", "v*", "{0|-2,{0|-3}}", "-1/2", "{2,{3|0}|0}", "^^*"} {
		g, err := s.Parse(e)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	tree := newSumTree(s, len(games))
	for i, g := range games {
		tree.set(i, g)
	}
	exact := func(i int, g cgt.Game) cgt.Game {
		sum := s.Zero()
		for j, h := range games {
			if j == i {
				h = g
			}
			sum = s.Add(sum, h)
		}
		return sum
	}
	for i := range games {
		for _, g := range games {
			red, x := tree.with(i, g)
			full := s.Sub(exact(i, g), x)
			var nums cgt.Game
			for j, h := range games {
				if j != i && s.IsNumber(h) {
					nums = s.Add(nums, h)
				}
			}
			full = s.Sub(full, nums)
			if s.LeftStop(red).Cmp(s.LeftStop(full)) != 0 || s.RightStop(red).Cmp(s.RightStop(full)) != 0 {
				t.Errorf("leaf %d = %s: reduced sum %s, exact %s: stops differ", i, s.String(g), s.String(red), s.String(full))
			}
		}
	}
	// the reduction is exercised: the values have infinitesimal parts
	sum, _ := tree.with(0, games[0])
	whole := s.Sub(exact(-1, 0), s.Add(games[5], games[9])) // less the numbers 3 and -1/2
	if sum == whole || !s.IsInfinitesimal(s.Sub(sum, whole)) {
		t.Errorf("reduced sum %s (%d options), exact sum: want different games an infinitesimal apart", s.String(sum), len(s.LeftOptions(whole)))
	}
}

// TestSumPlayStopsOfTotal checks sum play (incentives, and summation of
// reduced forms in a tree) against the stops of the exact canonical sum of
// the area values, on random boards filled with catalogue shapes.
func TestSumPlayStopsOfTotal(t *testing.T) {
	n := 30
	if testing.Short() {
		n = 6
	}
	summations, checked := 0, 0
	for seed := uint64(300); seed < 300+uint64(n); seed++ {
		size := 13
		if seed%3 == 0 {
			size = 19
		}
		b, labels := composed(t, seed, compose.GenerateOptions{Width: size, Height: size})
		rules := Japanese
		if seed%2 == 1 {
			rules = Chinese
		}
		r, err := Solve(context.Background(), b, Options{Rules: rules, Labels: labels, Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !r.Known {
			continue // an area with unequal ko bounds: the sum is of the known areas
		}
		total := r.Total()
		ls, rs := r.Store.LeftStop(total), r.Store.RightStop(total)
		if ls.Cmp(cgt.Int(int64(r.ScoreBlackFirst-r.Constant))) != 0 || rs.Cmp(cgt.Int(int64(r.ScoreWhiteFirst-r.Constant))) != 0 {
			t.Errorf("seed %d (%d areas, %v): sum play %d/%d, stops of the total %v/%v plus %d", seed, len(r.Areas), rules,
				r.ScoreBlackFirst, r.ScoreWhiteFirst, ls, rs, r.Constant)
		}
		summations += r.Summations
		checked++
	}
	if checked < n/2 {
		t.Errorf("only %d of %d boards had every area's value known", checked, n)
	}
	if summations == 0 {
		t.Error("no move needed summation: the tree of reduced sums was not tried")
	}
	t.Logf("%d boards, %d moves chosen by summation", checked, summations)
}

// TestSumPlayCancelRule checks what sum play relies on where the reduced
// sum of games that are not numbers is a number x (the sum is x plus an
// infinitesimal, possibly equal to x): a move keeping the stop x exists
// without the exact sum, namely in any of the games G, the option G^L with
// R(G^L) = L(G) (for Right, G^R with L(G^R) = R(G)). Random sums of two
// and three games born by day 3, and sums G + H - (G + H) that are 0
// (seeded).
func TestSumPlayCancelRule(t *testing.T) {
	s := cgt.NewStore()
	rng := rand.New(rand.NewPCG(14, 15))
	pool := []cgt.Game{s.Zero(), s.Integer(1), s.Integer(-1), s.Star(1), s.Integer(2), s.Integer(-2)}
	for day := 0; day < 3; day++ {
		n := len(pool)
		for range 60 {
			var l, r []cgt.Game
			for k := rng.IntN(3); k > 0; k-- {
				l = append(l, pool[rng.IntN(n)])
			}
			for k := rng.IntN(3); k > 0; k-- {
				r = append(r, pool[rng.IntN(n)])
			}
			pool = append(pool, s.FromOptions(l, r))
		}
	}
	pool = slices.DeleteFunc(pool, s.IsNumber)
	sums, zero := 0, 0
	for range 4000 {
		gs := make([]cgt.Game, 2+rng.IntN(2))
		for i := range gs {
			gs[i] = pool[rng.IntN(len(pool))]
		}
		if rng.IntN(2) == 0 { // G + H - (G + H) = 0
			gs = []cgt.Game{gs[0], gs[1], s.Neg(s.Add(gs[0], gs[1]))}
			if s.IsNumber(gs[2]) {
				continue
			}
		}
		tree := newSumTree(s, len(gs))
		for i, g := range gs {
			tree.set(i, g)
		}
		x, ok := s.NumberValue(tree.sum())
		if !ok {
			continue
		}
		sums++
		if s.Sum(gs...) == s.Number(x) {
			zero++
		}
		for i, g := range gs {
			for _, left := range []bool{true, false} {
				opts, want := s.RightOptions(g), s.RightStop(g)
				if left {
					opts, want = s.LeftOptions(g), s.LeftStop(g)
				}
				attained := false
				for _, o := range opts {
					if st := s.LeftStop(o); left && s.RightStop(o).Cmp(want) != 0 || !left && st.Cmp(want) != 0 {
						continue // not an option that attains G's stop
					}
					attained = true
					next, y := tree.with(i, o)
					stop := s.LeftStop(next)
					if left {
						stop = s.RightStop(next)
					}
					if yv, _ := s.NumberValue(y); stop.Add(yv).Cmp(x) != 0 {
						t.Fatalf("reduced sum of %s is %v; after the move to %s in %s its stop is %v", names(s, gs), x, s.String(o), s.String(g), stop.Add(yv))
					}
				}
				if !attained {
					t.Fatalf("no option of %s (Left %v) attains its stop", s.String(g), left)
				}
			}
		}
	}
	t.Logf("%d sums reduced to a number, %d of them equal to it", sums, zero)
	if sums < 100 || zero < 100 {
		t.Errorf("%d sums reduced to a number, %d equal to it: want at least 100 of each", sums, zero)
	}
}

// names returns the games of gs in CGSuite's notation, joined by " + ".
func names(s *cgt.Store, gs []cgt.Game) string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = s.String(g)
	}
	return strings.Join(out, " + ")
}
