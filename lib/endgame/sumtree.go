package endgame

import "github.com/decomplab/decomplab/lib/cgt"

// sumTree keeps the combinatorial sum of the areas' values for sum play
// (Müller 1999, "sum play": summation when no incentive dominates) as a
// balanced tree of partial sums: a move changes one leaf and the log2(n)
// partial sums above it, the others are kept, and trying a move needs no
// subtraction of a large sum. Leaves that are numbers are held apart (the
// tree holds 0 there and numbers adds them up): the stops of G + x are those
// of G plus x, and adding a number to a large game translates every option
// of it.
//
// The tree holds reduced canonical forms (Grossman & Siegel): the simplest
// games infinitely close to the values, and each partial sum is reduced
// again. Stops are monotone in the order of games, so games differing by an
// infinitesimal have the same stops, and the sum of the reduced forms has
// the stops of the sum of the values: all sum play asks of the sum, at a
// small fraction of the cost of exact sums of hot games with infinitesimal
// parts.
type sumTree struct {
	s     *cgt.Store
	size  int        // leaves, a power of two
	node  []cgt.Game // node[1] is the root, node[size+i] leaf i
	dirty []bool
	num   []cgt.Game // the number of each leaf that is one
}

func newSumTree(s *cgt.Store, n int) *sumTree {
	size := 1
	for size < n {
		size *= 2
	}
	return &sumTree{s: s, size: size, node: make([]cgt.Game, 2*size), dirty: make([]bool, 2*size), num: make([]cgt.Game, size)}
}

// reduce returns the reduced canonical form of g.
func (t *sumTree) reduce(g cgt.Game) cgt.Game { return t.s.ReducedCanonicalForm(g) }

// add returns the reduced sum of g and h (memoised in the Store).
func (t *sumTree) add(g, h cgt.Game) cgt.Game { return t.s.ReducedSum(g, h) }

// set makes g the value of leaf i.
func (t *sumTree) set(i int, g cgt.Game) {
	t.num[i] = 0
	if t.s.IsNumber(g) {
		t.num[i], g = g, 0
	}
	g = t.reduce(g)
	j := t.size + i
	if t.node[j] == g {
		return
	}
	t.node[j] = g
	for j /= 2; j >= 1 && !t.dirty[j]; j /= 2 {
		t.dirty[j] = true
	}
}

// sum returns the reduced sum of the leaves that are not numbers.
func (t *sumTree) sum() cgt.Game { return t.at(1) }

func (t *sumTree) at(j int) cgt.Game {
	if j < t.size && t.dirty[j] {
		t.node[j] = t.add(t.at(2*j), t.at(2*j+1))
		t.dirty[j] = false
	}
	return t.node[j]
}

// with returns the reduced sum of the non-number leaves and the number x
// if leaf i were g (x is g if g is a number, else 0), leaving the tree as
// it is.
func (t *sumTree) with(i int, g cgt.Game) (sum, x cgt.Game) {
	if t.s.IsNumber(g) {
		x, g = g, 0
	}
	g = t.reduce(g)
	t.sum()
	j := t.size + i
	for ; j > 1; j /= 2 {
		if j%2 == 0 {
			g = t.add(g, t.node[j+1])
		} else {
			g = t.add(t.node[j-1], g)
		}
	}
	return g, x
}
