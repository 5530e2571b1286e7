package board

import (
	"iter"
	"math/bits"
)

// regionWords is the number of 64-bit words of a Region.
const regionWords = (NumPoints + 63) / 64

// Region is a set of points: a fixed-size bitset over the padded point array.
// Regions are values; all operations are allocation-free. The set algebra,
// flood fill and neighbour dilation are the vocabulary of safety, partitions,
// working regions and eye detection.
type Region [regionWords]uint64

// RegionOf returns the region holding the given points.
func RegionOf(ps ...Point) Region {
	var r Region
	for _, p := range ps {
		r.Add(p)
	}
	return r
}

// Has reports whether p is in r.
func (r *Region) Has(p Point) bool { return r[p>>6]&(1<<(uint(p)&63)) != 0 }

// Add puts p into r.
func (r *Region) Add(p Point) { r[p>>6] |= 1 << (uint(p) & 63) }

// Remove takes p out of r.
func (r *Region) Remove(p Point) { r[p>>6] &^= 1 << (uint(p) & 63) }

// Union returns r ∪ s.
func (r Region) Union(s Region) Region {
	for i := range r {
		r[i] |= s[i]
	}
	return r
}

// Intersect returns r ∩ s.
func (r Region) Intersect(s Region) Region {
	for i := range r {
		r[i] &= s[i]
	}
	return r
}

// Minus returns r \ s.
func (r Region) Minus(s Region) Region {
	for i := range r {
		r[i] &^= s[i]
	}
	return r
}

// Intersects reports whether r and s share a point.
func (r Region) Intersects(s Region) bool {
	for i := range r {
		if r[i]&s[i] != 0 {
			return true
		}
	}
	return false
}

// SubsetOf reports whether every point of r is in s.
func (r Region) SubsetOf(s Region) bool {
	for i := range r {
		if r[i]&^s[i] != 0 {
			return false
		}
	}
	return true
}

// IsEmpty reports whether r has no point.
func (r Region) IsEmpty() bool {
	var x uint64
	for _, w := range r {
		x |= w
	}
	return x == 0
}

// Count returns the number of points in r.
func (r Region) Count() int {
	n := 0
	for _, w := range r {
		n += bits.OnesCount64(w)
	}
	return n
}

// First returns the lowest point of r, or NoPoint if r is empty.
func (r Region) First() Point {
	for i, w := range r {
		if w != 0 {
			return Point(i*64 + bits.TrailingZeros64(w))
		}
	}
	return NoPoint
}

// All iterates over the points of r in increasing order.
func (r Region) All() iter.Seq[Point] {
	return func(yield func(Point) bool) {
		for i, w := range r {
			for w != 0 {
				p := Point(i*64 + bits.TrailingZeros64(w))
				if !yield(p) {
					return
				}
				w &= w - 1
			}
		}
	}
}

// Points returns the points of r as a slice, in increasing order.
func (r Region) Points() []Point {
	ps := make([]Point, 0, r.Count())
	for p := range r.All() {
		ps = append(ps, p)
	}
	return ps
}

// shiftUp returns r with every point moved k indices higher (0 < k < 64).
func (r Region) shiftUp(k uint) Region {
	var o Region
	o[0] = r[0] << k
	for i := 1; i < regionWords; i++ {
		o[i] = r[i]<<k | r[i-1]>>(64-k)
	}
	return o
}

// shiftDown returns r with every point moved k indices lower (0 < k < 64).
func (r Region) shiftDown(k uint) Region {
	var o Region
	for i := 0; i < regionWords-1; i++ {
		o[i] = r[i]>>k | r[i+1]<<(64-k)
	}
	o[regionWords-1] = r[regionWords-1] >> k
	return o
}

// Dilate returns r together with every point adjacent to it, within mask
// (usually Board.OnBoard(), so that dilation never leaves the board).
func (r Region) Dilate(mask Region) Region {
	a, b, c, d := r.shiftUp(1), r.shiftDown(1), r.shiftUp(stride), r.shiftDown(stride)
	for i := range r {
		r[i] = (r[i] | a[i] | b[i] | c[i] | d[i]) & mask[i]
	}
	return r
}

// Neighbours returns the points within mask adjacent to r but not in r.
func (r Region) Neighbours(mask Region) Region { return r.Dilate(mask).Minus(r) }

// FloodFill returns the connected part of within that contains seed
// (empty if seed is not in within).
func FloodFill(seed Point, within Region) Region {
	var r Region
	if !within.Has(seed) {
		return r
	}
	r.Add(seed)
	for {
		next := r.Dilate(within)
		if next == r {
			return r
		}
		r = next
	}
}

// Components returns the connected components of r, ordered by their lowest point.
func (r Region) Components() []Region {
	var cs []Region
	for !r.IsEmpty() {
		c := FloodFill(r.First(), r)
		cs = append(cs, c)
		r = r.Minus(c)
	}
	return cs
}

// Hash returns a 64-bit hash of r (equal regions hash equally).
func (r Region) Hash() uint64 {
	h := uint64(0x9e3779b97f4a7c15)
	for _, w := range r {
		h ^= w
		h *= 0xff51afd7ed558ccd
		h ^= h >> 32
	}
	return h
}
