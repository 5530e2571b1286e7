package soft

import (
	"github.com/decomplab/decomplab/internal/unionfind"
	"slices"

	"github.com/decomplab/decomplab/lib/board"
)

// CoreGroup is a connected set of unsafe blocks (Chen, "core groups"):
// one local fight of the soft decomposition.
type CoreGroup struct {
	Stones board.Region    // stones of all its blocks, both colours
	Blocks []board.Point   // anchors of its blocks, in point order
	Urgent bool            // some block has at most UrgentLiberties liberties
	Libs   board.Region    // liberties of its blocks
	Colors [3]board.Region // its stones by colour
}

// eyes counts the single-point eyes of colour c next to stones: empty
// points adjacent to stones whose on-board neighbours are all stones of c.
func eyes(b *board.Board, c board.Color, stones board.Region) int {
	on := b.OnBoard()
	own := b.Stones(c)
	n := 0
	for p := range stones.Neighbours(on).Intersect(b.Empties()).All() {
		nb := board.RegionOf(p).Neighbours(on)
		if nb.SubsetOf(own) {
			n++
		}
	}
	return n
}

// UnsafeBlocks returns the blocks of b that soft decomposition treats as
// unsafe (Chen, "unsafe groups"; the thresholds are ours): every block not in proven (the stones of blocks a
// lib/safety solver proved safe) that has at most liberties liberties, or
// fewer than two single-point eyes (empty points all of whose neighbours
// are its colour's stones) and at most weakLiberties liberties. Blocks
// outside both rules are "settled": not proven, but left out of the local
// fights.
func UnsafeBlocks(b *board.Board, proven board.Region, liberties, weakLiberties int) []board.Block {
	var out []board.Block
	for _, c := range []board.Color{board.Black, board.White} {
		for _, bl := range b.Blocks(c) {
			if bl.Stones.Intersects(proven) {
				continue
			}
			libs := bl.Liberties.Count()
			if libs <= liberties || (libs <= weakLiberties && eyes(b, c, bl.Stones) < 2) {
				out = append(out, bl)
			}
		}
	}
	return out
}

// CoreGroups joins unsafe blocks into core groups (Chen, "core groups"; the
// adjacency rule is ours): the
// connected components of the graph whose vertices are the blocks and
// whose edges join two blocks that are adjacent — a stone of one is a
// neighbour of a stone of the other (blocks of opposite colours touching)
// or they share a liberty (blocks of either colour). The closure is
// transitive: a chain of adjacent unsafe blocks is one core group. A core
// group is urgent when one of its blocks has at most urgent liberties,
// calm otherwise. Groups are ordered by their first point.
func CoreGroups(b *board.Board, blocks []board.Block, urgent int) []CoreGroup {
	n := len(blocks)
	sets := unionfind.New(n)
	on := b.OnBoard()
	near := make([]board.Region, n)
	for i, bl := range blocks {
		near[i] = bl.Stones.Dilate(on)
	}
	for i := range blocks {
		for j := i + 1; j < n; j++ {
			if near[i].Intersects(blocks[j].Stones) || blocks[i].Liberties.Intersects(blocks[j].Liberties) {
				sets.Union(i, j)
			}
		}
	}
	byRoot := map[int]*CoreGroup{}
	var roots []int
	for i, bl := range blocks {
		r := sets.Find(i)
		g, ok := byRoot[r]
		if !ok {
			g = &CoreGroup{}
			byRoot[r] = g
			roots = append(roots, r)
		}
		g.Stones = g.Stones.Union(bl.Stones)
		g.Colors[bl.Color] = g.Colors[bl.Color].Union(bl.Stones)
		g.Libs = g.Libs.Union(bl.Liberties)
		g.Blocks = append(g.Blocks, bl.Anchor())
		if bl.Liberties.Count() <= urgent {
			g.Urgent = true
		}
	}
	out := make([]CoreGroup, 0, len(roots))
	for _, r := range roots {
		g := byRoot[r]
		slices.Sort(g.Blocks)
		out = append(out, *g)
	}
	slices.SortFunc(out, func(a, b CoreGroup) int { return int(a.Stones.First()) - int(b.Stones.First()) })
	return out
}
