package oneeye

import "github.com/decomplab/decomplab/lib/board"

// stride is the distance between vertically adjacent points of board's
// padded numbering.
var stride = uint(board.Pt(0, 1) - board.Pt(0, 0))

const words = len(board.Region{})

func shiftUp(r board.Region, k uint) board.Region {
	var o board.Region
	o[0] = r[0] << k
	for i := 1; i < words; i++ {
		o[i] = r[i]<<k | r[i-1]>>(64-k)
	}
	return o
}

func shiftDown(r board.Region, k uint) board.Region {
	var o board.Region
	for i := 0; i < words-1; i++ {
		o[i] = r[i]>>k | r[i+1]<<(64-k)
	}
	o[words-1] = r[words-1] >> k
	return o
}

// adjacent returns the points of mask that are adjacent to some point of r
// (points of r themselves only if a neighbour is in r too).
func adjacent(r, mask board.Region) board.Region {
	a, b, c, d := shiftUp(r, 1), shiftDown(r, 1), shiftUp(r, stride), shiftDown(r, stride)
	var o board.Region
	for i := range o {
		o[i] = (a[i] | b[i] | c[i] | d[i]) & mask[i]
	}
	return o
}

// grow returns the points of within connected to seeds (seeds ∩ within
// and everything reachable from them inside within).
func grow(seeds, within board.Region) board.Region {
	r := seeds.Intersect(within)
	for {
		next := r.Dilate(within)
		if next == r {
			return r
		}
		r = next
	}
}
