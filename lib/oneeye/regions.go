package oneeye

import (
	"math/bits"

	"github.com/decomplab/decomplab/lib/board"
)

// stride is the distance between vertically adjacent points of board's
// padded numbering (board.Pt(x, y+1) - board.Pt(x, y), which
// TestStride checks): a constant, so that the shifts by it compile to
// single instructions.
const stride = board.MaxSize + 1

const words = len(board.Region{})

// The functions of the search's hot paths take and fill regions through
// pointers and read them word by word (adjacentTo, growIn, count, ...):
// a Region (7 words) passed, returned or used by value is copied with
// 16-byte loads, and such a load of two words that were stored one by
// one just before waits until the stores reach the cache (a store-to-load
// forwarding stall): about a quarter of the samples of a CPU profile of
// BenchmarkNodeRate when the regions were values throughout.

// count returns the number of points of r.
func count(r *board.Region) int {
	n := 0
	for i := range r {
		n += bits.OnesCount64(r[i])
	}
	return n
}

// isEmpty reports whether r has no point.
func isEmpty(r *board.Region) bool {
	var x uint64
	for i := range r {
		x |= r[i]
	}
	return x == 0
}

// intersects reports whether r and s share a point.
func intersects(r, s *board.Region) bool {
	var x uint64
	for i := range r {
		x |= r[i] & s[i]
	}
	return x != 0
}

// subsetOf reports whether every point of r is in s.
func subsetOf(r, s *board.Region) bool {
	var x uint64
	for i := range r {
		x |= r[i] &^ s[i]
	}
	return x == 0
}

// countBoth returns the number of points in both r and s.
func countBoth(r, s *board.Region) int {
	n := 0
	for i := range r {
		n += bits.OnesCount64(r[i] & s[i])
	}
	return n
}

// firstOf returns the least point of r, NoPoint if it is empty
// (r.First() without the copy).
func firstOf(r *board.Region) board.Point {
	for i := range r {
		if r[i] != 0 {
			return board.Point(i*64 + bits.TrailingZeros64(r[i]))
		}
	}
	return board.NoPoint
}

// emptiesTo sets o to the empty points of b (b.Empties()).
func emptiesTo(o *board.Region, b *board.Board) {
	on, black, white := b.OnBoard(), b.Stones(board.Black), b.Stones(board.White)
	for i := range o {
		o[i] = on[i] &^ (black[i] | white[i])
	}
}

// adjacent returns the points of mask that are adjacent to some point of r
// (points of r themselves only if a neighbour is in r too); see adjacentTo.
func adjacent(r, mask board.Region) (o board.Region) {
	adjacentTo(&o, &r, &mask)
	return o
}

// adjacentTo sets o, which must be empty, to adjacent(*r, *mask). It is
// one fused pass over the words of the region next to r's (a neighbour is
// less than a word away), r's being a few rows of the board in a one-eye
// problem.
func adjacentTo(o, r, mask *board.Region) {
	lo, hi := span(r)
	if lo == hi {
		return
	}
	// Only the words of mask's span can hold an answer (one of the two
	// often covers the whole board: the empty points, the board).
	mlo, mhi := span(mask)
	lo, hi = max(lo-1, mlo), min(hi+1, mhi)
	s := stride
	for i := lo; i < hi; i++ {
		prev, next := around(r, i)
		x := r[i]
		o[i] = (x<<1 | prev>>63 | x>>1 | next<<63 | x<<s | prev>>(64-s) | x>>s | next<<(64-s)) & mask[i]
	}
}

// around returns the words i-1 and i+1 of r (0 beyond its ends).
func around(r *board.Region, i int) (prev, next uint64) {
	if i > 0 {
		prev = r[i-1]
	}
	if i+1 < words {
		next = r[i+1]
	}
	return prev, next
}

// span returns the words [lo, hi) of r outside which r has no point.
func span(r *board.Region) (lo, hi int) {
	lo, hi = 0, words
	for lo < hi && r[lo] == 0 {
		lo++
	}
	for hi > lo && r[hi-1] == 0 {
		hi--
	}
	return lo, hi
}

// grow returns the points of within connected to seeds (seeds ∩ within
// and everything reachable from them inside within); see growIn.
func grow(seeds, within board.Region) board.Region {
	growIn(&seeds, &within)
	return seeds
}

// growIn sets r to grow(*r, *within). It sweeps only the words that hold
// points of within, forward and back, updating in place and spreading
// within each word until it stops changing before moving on, so that a
// long chain costs a few sweeps, not one per point.
func growIn(r, within *board.Region) {
	for i := range r {
		r[i] &= within[i]
	}
	lo, hi := span(within)
	for changed := true; changed; {
		changed = false
		for i := lo; i < hi; i++ {
			changed = spread(r, within, i) || changed
		}
		for i := hi - 2; i > lo; i-- {
			changed = spread(r, within, i) || changed
		}
	}
}

// spread grows word i of r inside within from its own points and those of
// its neighbouring words until it stops changing, and reports whether it
// changed.
func spread(r, within *board.Region, i int) bool {
	prev, next := around(r, i)
	s := stride
	from := prev>>63 | next<<63 | prev>>(64-s) | next<<(64-s)
	x := r[i]
	for {
		n := (x | x<<1 | x>>1 | x<<s | x>>s | from) & within[i]
		if n == x {
			break
		}
		x = n
	}
	if x == r[i] {
		return false
	}
	r[i] = x
	return true
}

// atMostOneNextToIn sets o, which must be empty, to the points of r with
// at most one neighbour in pts, a pass over r's words (as candidatesAndAlmost counts neighbours).
func atMostOneNextToIn(o, r, pts *board.Region) {
	lo, hi := span(r)
	s := stride
	for i := lo; i < hi; i++ {
		prev, next := around(pts, i)
		x := pts[i]
		w, e := x<<1|prev>>63, x>>1|next<<63
		n, so := x<<s|prev>>(64-s), x>>s|next<<(64-s)
		atLeastTwo := w&e | n&so | (w^e)&(n^so)
		o[i] = r[i] &^ atLeastTwo
	}
}

// equal reports whether r and s hold the same points: == on the arrays
// calls the runtime's memory comparison, this is a few inline
// instructions.
func equal(r, s *board.Region) bool {
	var x uint64
	for i := range r {
		x |= r[i] ^ s[i]
	}
	return x == 0
}

// equalIn reports whether r and s hold the same points of mask.
func equalIn(r, s, mask *board.Region) bool {
	var x uint64
	for i := range r {
		x |= (r[i] ^ s[i]) & mask[i]
	}
	return x == 0
}
