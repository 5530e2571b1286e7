package oneeye

import (
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// TestAdjacent compares adjacent, atMostOneNextTo and grow with
// neighbour-by-neighbour construction on random regions of a 19x19 board.
func TestAdjacent(t *testing.T) {
	b := board.MustNew(19, 19)
	on := b.OnBoard()
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 400; trial++ {
		var r, mask board.Region
		// Every other trial, r lies in a band of rows (a few words of
		// the bitset, as a one-eye region does; possibly none).
		// Every fourth trial, mask lies in a band of its own.
		y0, rows := 0, 19
		if trial%2 == 1 {
			y0, rows = rng.IntN(19), rng.IntN(4)
		}
		m0, mrows := 0, 19
		if trial%4 == 3 {
			m0, mrows = rng.IntN(19), rng.IntN(6)
		}
		for p := range on.All() {
			_, y := p.XY()
			if y >= y0 && y < y0+rows && rng.IntN(5) == 0 {
				r.Add(p)
			}
			if y >= m0 && y < m0+mrows && rng.IntN(2) == 0 {
				mask.Add(p)
			}
		}
		var want board.Region
		for p := range r.All() {
			for _, n := range p.Neighbours() {
				if mask.Has(n) {
					want.Add(n)
				}
			}
		}
		if got := adjacent(r, mask); got != want {
			t.Fatalf("trial %d: adjacent differs", trial)
		}
		var atMostOne board.Region
		for p := range r.All() {
			k := 0
			for _, n := range p.Neighbours() {
				if mask.Has(n) {
					k++
				}
			}
			if k <= 1 {
				atMostOne.Add(p)
			}
		}
		if got := atMostOneNextTo(r, mask); got != atMostOne {
			t.Fatalf("trial %d: atMostOneNextTo differs", trial)
		}
		if got := grow(r, mask); got != grow2(r, mask) {
			t.Fatalf("trial %d: grow differs", trial)
		}
		checkPointerOps(t, trial, r, mask)
	}
}

// checkPointerOps compares the word-by-word functions on region pointers
// (count, isEmpty, intersects, subsetOf, countBoth, firstOf, equal) with
// board.Region's methods on r and s.
func checkPointerOps(t *testing.T, trial int, r, s board.Region) {
	t.Helper()
	both := r.Intersect(s)
	if count(&r) != r.Count() || isEmpty(&r) != r.IsEmpty() || intersects(&r, &s) != r.Intersects(s) ||
		subsetOf(&r, &s) != r.SubsetOf(s) || !subsetOf(&both, &s) || countBoth(&r, &s) != both.Count() ||
		firstOf(&r) != r.First() || equal(&r, &s) != (r == s) || !equal(&r, &r) {
		t.Fatalf("trial %d: a region function on pointers differs from board.Region's method", trial)
	}
}

// TestEmptiesTo compares emptiesTo and emptiesInto with the board's
// empty points on random positions.
func TestEmptiesTo(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, p := range GenerateStandard(1, 4) {
		b := p.Board.Clone()
		r := newRules(p)
		for range 40 {
			var empties, inRegion board.Region
			emptiesTo(&empties, b)
			r.emptiesInto(&inRegion, b, &p.Region)
			if empties != b.Empties() || inRegion != b.Empties().Intersect(p.Region) {
				t.Fatalf("%s: emptiesTo or emptiesInto differs from the board's empty points\n%s", p.Name, b)
			}
			moves := b.LegalMoves(b.ToMove(), nil)
			if len(moves) == 0 {
				break
			}
			if err := b.Play(moves[rng.IntN(len(moves))], b.ToMove()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func grow2(seeds, within board.Region) board.Region {
	var out board.Region
	for p := range seeds.Intersect(within).All() {
		out = out.Union(board.FloodFill(p, within))
	}
	return out
}

// TestCandidates compares the word-restricted candidates with the plain
// set expression on random positions.
func TestCandidates(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, p := range append(GenerateSmall(41, 30, 6, 20), GenerateToy(42, 10)...) {
		r := newRules(p)
		b := p.Board.Clone()
		c := p.Defender
		for ply := 0; ply < 25; ply++ {
			var ms []board.Point
			for _, m := range b.LegalMoves(c, nil) {
				if p.Region.Has(m) {
					ms = append(ms, m)
				}
			}
			if len(ms) == 0 {
				break
			}
			b.Play(ms[rng.IntN(len(ms))], c)
			c = c.Opponent()
			notDef := r.on.Minus(b.Stones(r.def))
			want := b.Empties().Intersect(r.region).Minus(adjacent(notDef, r.on))
			if got := r.candidates(b, b.Empties()); got != want {
				t.Fatalf("%s: candidates %v, want %v\n%s", p.Name, got.Points(), want.Points(), b)
			}
		}
	}
}

// TestStride checks the constant stride against board's numbering.
func TestStride(t *testing.T) {
	for _, xy := range [][2]int{{0, 0}, {5, 7}, {18, 17}} {
		if d := board.Pt(xy[0], xy[1]+1) - board.Pt(xy[0], xy[1]); d != stride {
			t.Errorf("Pt(%d, %d+1) - Pt(%d, %d) = %d, stride is %d", xy[0], xy[1], xy[0], xy[1], d, stride)
		}
	}
}

// TestEqual compares equal and equalIn with == on regions that differ in
// one point of each word or not at all.
func TestEqual(t *testing.T) {
	b := board.MustNew(19, 19)
	rng := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		var r board.Region
		for _, p := range b.OnBoard().Points() {
			if rng.IntN(3) == 0 {
				r.Add(p)
			}
		}
		for i := range r {
			s := r
			s[i] ^= 1 << rng.IntN(64)
			mask := s
			mask[i] = 0
			if equal(&r, &s) != (r == s) || !equal(&r, &r) {
				t.Fatalf("equal wrong for a difference in word %d", i)
			}
			if wider := b.OnBoard().Union(s).Union(r); !equalIn(&r, &s, &mask) || equalIn(&r, &s, &wider) {
				t.Fatalf("equalIn wrong for a difference in word %d", i)
			}
		}
	}
}

// atMostOneNextTo returns the points of r with at most one neighbour in
// pts: atMostOneNextToIn by value, for the test.
func atMostOneNextTo(r, pts board.Region) (o board.Region) {
	atMostOneNextToIn(&o, &r, &pts)
	return o
}
