package endgame

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/cputime"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
)

// corridorBoard returns a board with one Black corridor of length n
// (1-wide, along the third row) whose mouth touches a White stone: both
// walls are alive with two eyes, so the corridor is the only area.
//
//	X . X X X X X . X
//	X X X X X X X X X
//	X . . . . X X X X   (n = 4)
//	X O X X X X X X X
//	O O O O O O O O O
//	O O O O O O O O O
//	O . O O O O O . O
func corridorBoard(n int) (*board.Board, error) {
	w := n + 5
	row := func(f func(x int) byte) string {
		b := make([]byte, w)
		for x := range b {
			b[x] = f(x)
		}
		return string(b)
	}
	eyes := func(c byte) string {
		return row(func(x int) byte {
			if x == 1 || x == w-2 {
				return '.'
			}
			return c
		})
	}
	solid := func(c byte) string { return strings.Repeat(string(c), w) }
	rows := []string{
		eyes('X'),
		solid('X'),
		row(func(x int) byte {
			if x >= 1 && x <= n {
				return '.'
			}
			return 'X'
		}),
		row(func(x int) byte {
			if x == 1 {
				return 'O'
			}
			return 'X'
		}),
		solid('O'),
		solid('O'),
		eyes('O'),
	}
	return board.Parse(strings.Join(rows, "\n"))
}

// corridorValue returns the canonical Japanese value of the corridor of
// length n, found by decomposition search (LCGS and evaluation).
func corridorValue(s *cgt.Store, n int) (cgt.Game, error) {
	b, err := corridorBoard(n)
	if err != nil {
		return 0, err
	}
	r, err := Solve(context.Background(), b, Options{Store: s, MaxAreaSize: -1})
	if err != nil {
		return 0, err
	}
	if len(r.Areas) != 1 || !r.Areas[0].Value.Known {
		return 0, fmt.Errorf("corridor %d: %d areas, known %v", n, len(r.Areas), r.Known)
	}
	return r.Areas[0].Value.Game, nil
}

// TestCorridorValues checks the corridor values decomposition search
// finds for the benchmark against the recursion a corridor obeys: Black
// closing the mouth keeps the other n-1 points; White pushing in at the
// mouth leaves a corridor one shorter whose mouth touches her new stone;
// a corridor of one point is worth nothing to either. So C(1) = 0 and
// C(n) = {n-1 | C(n-1)}.
func TestCorridorValues(t *testing.T) {
	s := cgt.NewStore()
	want := s.Zero()
	for n := 1; n <= 6; n++ {
		if n > 1 {
			want = s.FromOptions([]cgt.Game{s.Integer(int64(n - 1))}, []cgt.Game{want})
		}
		g, err := corridorValue(s, n)
		if err != nil {
			t.Fatal(err)
		}
		if g != want {
			t.Errorf("corridor %d: decomposition search %s, recursion %s", n, s.String(g), s.String(want))
		}
	}
}

// hotSumFamilies returns the games of the two Go families of issue 19's
// benchmark, printed in CGSuite's notation (to be parsed into a fresh
// store): the corridors of lengths 2 to 8 and their negatives (the same
// corridor with the colours swapped), and the hot areas (temperature > 0)
// of every data/endgames problem under its own rules.
func hotSumFamilies(tb testing.TB) map[string][]string {
	s := cgt.NewStore()
	fams := map[string][]string{}
	for n := 2; n <= 8; n++ {
		g, err := corridorValue(s, n)
		if err != nil {
			tb.Fatal(err)
		}
		fams["corridors"] = append(fams["corridors"], s.String(g), s.String(s.Neg(g)))
	}
	problems, err := ReadProblems(dataDir)
	if err != nil {
		tb.Fatal(err)
	}
	for _, p := range problems {
		r, err := Solve(context.Background(), p.Board, Options{Store: s, Labels: p.Labels, Rules: p.Rules})
		if err != nil {
			tb.Fatalf("%s: %v", p.Name, err)
		}
		for _, a := range r.Areas {
			if a.Value.Known && s.Temperature(a.Value.Game).Sign() > 0 {
				fams["endgame-areas"] = append(fams["endgame-areas"], s.String(a.Value.Game))
			}
		}
	}
	return fams
}

// BenchmarkSumsOfGoEndgames is lib/cgt's BenchmarkSumsOfManyHotGames on Go
// games: sums of 10 to 40 corridors, or of hot areas of the data/endgames
// problems, drawn with repetition from a seeded generator. It measures the
// canonical sum (cgt.Store.Sum), its mean (SumMean), temperature
// (SumTemperature) and stops (SumStops), each in a fresh store, CPU time of
// the operation alone. Run with -benchtime 1x.
func BenchmarkSumsOfGoEndgames(b *testing.B) {
	fams := hotSumFamilies(b)
	ops := []struct {
		name string
		f    func(s *cgt.Store, gs []cgt.Game)
	}{
		{"canonical", func(s *cgt.Store, gs []cgt.Game) { s.Sum(gs...) }},
		{"mean", func(s *cgt.Store, gs []cgt.Game) { s.SumMean(gs...) }},
		{"temperature", func(s *cgt.Store, gs []cgt.Game) { s.SumTemperature(gs...) }},
		{"stops", func(s *cgt.Store, gs []cgt.Game) { s.SumStops(gs...) }},
	}
	for _, family := range []string{"corridors", "endgame-areas"} {
		pool := fams[family]
		for _, n := range []int{10, 20, 30, 40} {
			for _, op := range ops {
				b.Run(fmt.Sprintf("%s/%d/%s", family, n, op.name), func(b *testing.B) {
					var s *cgt.Store
					gs := make([]cgt.Game, n)
					setup := func() {
						s = cgt.NewStore()
						rng := rand.New(rand.NewPCG(19, uint64(n)))
						for i := range gs {
							gs[i] = s.MustParse(pool[rng.IntN(len(pool))])
						}
					}
					cputime.Op(b, setup, func() { op.f(s, gs) })
				})
			}
		}
	}
}

// BenchmarkSolvePaperHot solves paper-hot (25 hot areas) and the
// positions after three single moves whose solves were slowest before sum
// play stopped building exact sums (15-21 s each): safety, LCGS,
// evaluation and sum play with each player first, a fresh Store each.
// Run with -benchtime 1x.
func BenchmarkSolvePaperHot(b *testing.B) {
	p := benchProblem(b, "paper-hot")
	for _, m := range []string{"", "B C18", "W C17", "W F17"} {
		name := "root"
		if m != "" {
			name = strings.ReplaceAll(m, " ", "-")
		}
		b.Run(name, func(b *testing.B) {
			bd := p.Board.Clone()
			if m != "" {
				f := strings.Fields(m)
				c, _ := board.ParseColor(f[0])
				pt, err := board.ParseGTP(f[1], bd.Width(), bd.Height())
				if err != nil {
					b.Fatal(err)
				}
				if err := bd.Play(pt, c); err != nil {
					b.Fatal(err)
				}
			}
			var summations int
			cputime.Op(b, func() {}, func() {
				r, err := Solve(context.Background(), bd, Options{Rules: p.Rules})
				if err != nil || !r.Known {
					b.Fatal(err)
				}
				summations = r.Summations
			})
			b.ReportMetric(float64(summations), "summations")
		})
	}
}
