package endgame

import (
	"context"
	"flag"
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

var (
	bruteCases = flag.Int("brute-cases", 300, "TestLCGSAgreesWithBruteForce: random local positions")
	bruteSeed  = flag.Uint64("brute-seed", 5, "TestLCGSAgreesWithBruteForce: seed of the random local positions")
	bruteNodes = flag.Int("brute-nodes", 20000, "TestLCGSAgreesWithBruteForce: largest brute-force tree compared")
	bruteSize  = flag.Int("brute-size", 6, "TestLCGSAgreesWithBruteForce: largest area drawn (points)")
)

// randomLocal returns a random local position: a board of 3 to 6 points a
// side (not always square), a connected area of 2 to 6 (-brute-size) points anywhere
// (edges and corners included) with random stones in it, and a wall of
// random colours on every point next to the area. Every wall block has a
// liberty outside the area, so no local move captures it: the walls are
// the safe stones. ok is false when the draw gives no such position.
func randomLocal(r *rand.Rand) (b *board.Board, area board.Region, safe [3]board.Region, ok bool) {
	w, h := 3+r.IntN(4), 3+r.IntN(4)
	return randomLocalOn(r, w, h, r.IntN(w), r.IntN(h))
}

// randomLocalOn is randomLocal on a board of w x h points, the area grown
// from point (x, y).
func randomLocalOn(r *rand.Rand, w, h, x, y int) (b *board.Board, area board.Region, safe [3]board.Region, ok bool) {
	b = board.MustNew(w, h)
	on := b.OnBoard()
	area = board.RegionOf(board.Pt(x, y))
	for size := 2 + r.IntN(*bruteSize-1); area.Count() < size; {
		nb := area.Neighbours(on).Points()
		if len(nb) == 0 {
			break
		}
		area.Add(nb[r.IntN(len(nb))])
	}
	wall := area.Neighbours(on)
	for p := range wall.All() {
		c := board.Color(1 + r.IntN(2))
		if b.Setup(p, c) != nil {
			return nil, area, safe, false
		}
		safe[c].Add(p)
	}
	for p := range area.All() {
		if r.IntN(5) < 2 {
			if b.Setup(p, board.Color(1+r.IntN(2))) != nil {
				return nil, area, safe, false
			}
		}
	}
	outside := on.Minus(area).Intersect(b.Empties())
	for c := board.Black; c <= board.White; c++ {
		for _, bl := range b.Blocks(c) {
			libs := bl.Stones.Neighbours(on).Intersect(b.Empties())
			if libs.IsEmpty() {
				return nil, area, safe, false
			}
			if bl.Stones.Intersects(wall) && !libs.Intersects(outside) {
				return nil, area, safe, false
			}
		}
	}
	if area.Intersect(b.Empties()).IsEmpty() {
		return nil, area, safe, false
	}
	return b, area, safe, true
}

// bruteLocal is an independent reading of the local game of one ko
// bound: plain recursion over the board with the explicit path of
// positions (the colours of every point), no table. A move of the player
// who may not repeat (Black under BlackMayNotRepeat) to a position of the
// path is refused; a settled position or one without a legal local move
// is its static score. ok is false if the tree has more than *budget
// nodes.
type bruteLocal struct {
	st     *cgt.Store
	b      *board.Board
	sc     scorer
	mode   Repetition
	path   map[string]int
	budget int
}

func (bf *bruteLocal) key() string {
	k := make([]byte, 0, 64)
	for p := range bf.b.OnBoard().All() {
		k = append(k, byte(bf.b.At(p)))
	}
	return string(k)
}

func (bf *bruteLocal) value() (cgt.Game, bool) {
	if bf.budget--; bf.budget < 0 {
		return 0, false
	}
	score, settled := bf.sc.score()
	if settled {
		return bf.st.Integer(int64(score)), true
	}
	var opts [2][]cgt.Game
	for c := board.Black; c <= board.White; c++ {
		for p := range bf.sc.area.Intersect(bf.b.Empties()).All() {
			before := bf.b.Prisoners(c)
			bf.b.SetToMove(c.Opponent())
			if bf.b.Play(p, c) != nil {
				continue
			}
			k := bf.key()
			refused := bf.path[k] > 0 && (bf.mode == BlackMayNotRepeat) == (c == board.Black)
			if !refused {
				bf.path[k]++
				v, ok := bf.value()
				bf.path[k]--
				if !ok {
					bf.b.Undo()
					return 0, false
				}
				if bf.sc.rules == Japanese {
					gain := bf.b.Prisoners(c) - before
					if c == board.White {
						gain = -gain
					}
					v = bf.st.Add(bf.st.Integer(int64(gain)), v)
				}
				opts[c-1] = append(opts[c-1], v)
			}
			bf.b.Undo()
		}
	}
	if len(opts[0]) == 0 && len(opts[1]) == 0 {
		return bf.st.Integer(int64(score)), true
	}
	if bf.sc.rules == Chinese && (len(opts[0]) == 0 || len(opts[1]) == 0) {
		// the evaluation's convention for a move in reserve (evaluator.reserve)
		if v, ok := bestNumber(bf.st, append(opts[0], opts[1]...), len(opts[0]) > 0); ok {
			return v, true
		}
	}
	return bf.st.FromOptions(opts[0], opts[1]), true
}

// bestNumber returns the value of a node where only Left (left) or only
// Right can move with options opts when their stops pin it: the mover's
// best among the stops the opponent leaves (Right stops for Left), if no
// option's other stop is better for the mover (evaluator.reserve).
func bestNumber(st *cgt.Store, opts []cgt.Game, left bool) (cgt.Game, bool) {
	var best cgt.Dyadic
	for i, o := range opts {
		sure := st.LeftStop(o)
		if left {
			sure = st.RightStop(o)
		}
		if i == 0 || left && sure.Cmp(best) > 0 || !left && sure.Cmp(best) < 0 {
			best = sure
		}
	}
	for _, o := range opts {
		if left && st.LeftStop(o).Cmp(best) > 0 || !left && st.RightStop(o).Cmp(best) < 0 {
			return 0, false
		}
	}
	return st.Number(best), len(opts) > 0
}

// bruteBounds returns the two ko bounds of the local game of area on b by
// bruteLocal: White wins every ko (lower), Black wins every ko (upper).
func bruteBounds(st *cgt.Store, b *board.Board, area board.Region, safe [3]board.Region, rules Rules, budget int) (lo, hi cgt.Game, ok bool) {
	var vs [2]cgt.Game
	for i, mode := range []Repetition{BlackMayNotRepeat, WhiteMayNotRepeat} {
		bf := &bruteLocal{st: st, b: b, sc: scorer{b: b, area: area, safe: safe, rules: rules}, mode: mode, path: map[string]int{}, budget: budget}
		bf.path[bf.key()]++
		if vs[i], ok = bf.value(); !ok {
			return lo, hi, false
		}
	}
	return vs[0], vs[1], true
}

// TestLCGSAgreesWithBruteForce compares LCGS (position graph and unrolled
// bounds), the reference path search and bruteLocal on random local
// positions: areas of any shape on boards of any size, against the edges,
// with stones of both colours in them (captures and repetitions), under
// both rules. The ko bounds must be the same games.
func TestLCGSAgreesWithBruteForce(t *testing.T) {
	st := cgt.NewStore()
	r := rand.New(rand.NewPCG(*bruteSeed, 1))
	compared, ko, unequal := 0, 0, 0
	var pruned [2]int64 // equivalent, dominated moves LCGS left out
	for tries := 0; compared < *bruteCases && tries < 100**bruteCases; tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		for _, rules := range []Rules{Japanese, Chinese} {
			lo, hi, ok := bruteBounds(st, b, area, safe, rules, *bruteNodes)
			if !ok {
				continue
			}
			before := b.String()
			a := Area{Label: "A", Points: area}
			g, err := LCGS(context.Background(), b, a, safe, rules, search.Budget{MaxNodes: 1e6})
			if err != nil {
				t.Fatal(err)
			}
			ref, err := lcgsSearch(context.Background(), b, a, safe, rules, search.Budget{MaxNodes: 1e6}, true, false)
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != before {
				t.Fatalf("LCGS changed the board:\n%s", before)
			}
			pruned[0] += g.Stats.PrunedEquivalent
			pruned[1] += g.Stats.PrunedDominated
			v, _ := Evaluate(st, g)
			w, _ := Evaluate(st, ref)
			if v.Lower != lo || v.Upper != hi || w.Lower != lo || w.Upper != hi || !g.Ko && lo != hi {
				t.Errorf("%v, area %v:\n%s\nbrute force %s..%s, LCGS %s..%s (ko %v), reference %s..%s", rules, area.Points(), before,
					st.String(lo), st.String(hi), st.String(v.Lower), st.String(v.Upper), g.Ko, st.String(w.Lower), st.String(w.Upper))
			}
			compared++
			if g.Ko {
				ko++
			}
			if lo != hi {
				unequal++
			}
		}
	}
	if compared < *bruteCases/2 || ko == 0 || pruned[0] == 0 || pruned[1] == 0 {
		t.Fatalf("%d local games compared, %d with repetition, pruned moves %v", compared, ko, pruned)
	}
	t.Logf("%d local games compared, %d with repetition, %d with unequal ko bounds; LCGS left out %d equivalent and %d dominated moves", compared, ko, unequal, pruned[0], pruned[1])
}

// TestLCGSIgnoresBoardSuperko: the local repetition rule replaces the
// board's; a board with a superko rule gives the same local game as
// one without.
func TestLCGSIgnoresBoardSuperko(t *testing.T) {
	st := cgt.NewStore()
	r := rand.New(rand.NewPCG(7, 1))
	compared := 0
	for compared < 200 {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		a := Area{Label: "A", Points: area}
		g, err := LCGS(context.Background(), b, a, safe, Japanese, search.Budget{MaxNodes: 1e5})
		if err != nil {
			continue
		}
		sk := b.Clone()
		sk.SetRules(board.Rules{Superko: board.PositionalSuperko})
		h, err := LCGS(context.Background(), sk, a, safe, Japanese, search.Budget{MaxNodes: 1e5})
		if err != nil {
			t.Fatal(err)
		}
		if sk.Rules().Superko != board.PositionalSuperko {
			t.Fatal("LCGS changed the board's rules")
		}
		v, _ := Evaluate(st, g)
		w, _ := Evaluate(st, h)
		if v.Lower != w.Lower || v.Upper != w.Upper {
			t.Errorf("area %v:\n%s\nbounds %s..%s, with superko on the board %s..%s", area.Points(), b,
				st.String(v.Lower), st.String(v.Upper), st.String(w.Lower), st.String(w.Upper))
		}
		compared++
	}
}
