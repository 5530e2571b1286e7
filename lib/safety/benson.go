package safety

import (
	"slices"

	"github.com/decomplab/decomplab/lib/board"
)

// lifeBlock is a block (or a chain of blocks) in Benson's iteration.
type lifeBlock struct {
	stones   board.Region
	near     board.Region // stones dilated: the block's liberties are near ∩ empties
	external bool         // proven safe elsewhere: never removed
	// oneEye marks a block that needs one vital region here only: the
	// other is proven in a weakly related region (Niu & Müller 2004).
	oneEye bool
	alive  bool
}

// lifeRegion is a region in Benson's iteration.
type lifeRegion struct {
	points, empties board.Region
	// window marks a region that continues outside the analysed area; it
	// can never be vital (an eye) for a block.
	window bool
	// healthy lists the blocks (chains) for which the region is vital by
	// a miai strategy although not every empty point is their liberty
	// (static rule 1-vital); double lists those for which it counts as two
	// vital regions (static rule 2-vital).
	healthy, double []int
	alive           bool
	adj             []int // adjacent blocks
}

// passAlive runs Benson's iteration on blocks and regions: repeatedly
// remove every non-external block with fewer than two vital regions, and
// every region adjacent to a removed block, until nothing changes. A region
// is vital to a block if every empty point of it is a liberty of the block.
// On return the alive flags tell the result.
func passAlive(blocks []lifeBlock, regions []lifeRegion) {
	for i := range blocks {
		blocks[i].alive = true
	}
	for j := range regions {
		r := &regions[j]
		r.alive = true
		r.adj = r.adj[:0]
		for i := range blocks {
			if blocks[i].near.Intersects(r.points) {
				r.adj = append(r.adj, i)
			}
		}
	}
	vital := make([]int, len(blocks)) // vital regions per block
	for changed := true; changed; {
		changed = false
		for i := range blocks {
			vital[i] = 0
		}
		for j := range regions {
			r := &regions[j]
			if !r.alive || r.window {
				continue
			}
			for _, i := range r.adj {
				switch {
				case slices.Contains(r.double, i):
					vital[i] += 2
				case r.empties.SubsetOf(blocks[i].near) || slices.Contains(r.healthy, i):
					vital[i]++
				}
			}
		}
		for i := range blocks {
			bl := &blocks[i]
			need := 2
			if bl.oneEye {
				need = 1
			}
			if bl.alive && !bl.external && vital[i] < need {
				bl.alive = false
				changed = true
			}
		}
		for j := range regions {
			r := &regions[j]
			if !r.alive {
				continue
			}
			for _, i := range r.adj {
				if !blocks[i].alive {
					r.alive = false
					changed = true
					break
				}
			}
		}
	}
}

// aliveStones returns the union of the stones of the alive blocks.
func aliveStones(blocks []lifeBlock) board.Region {
	var s board.Region
	for i := range blocks {
		if blocks[i].alive {
			s = s.Union(blocks[i].stones)
		}
	}
	return s
}

// BensonResult is Benson's verdict for one colour.
type BensonResult struct {
	// Alive holds the stones of the unconditionally alive (pass-alive) blocks.
	Alive board.Region
	// Territory holds the points of the regions enclosed by alive blocks in
	// which every empty point is a liberty of an alive block: the opponent
	// can never make an eye there, so its stones there are dead.
	Territory board.Region
	// Vital holds the points of the regions that survive the iteration
	// (all boundary blocks alive), territory or not.
	Vital board.Region
}

// BensonAlive runs Benson's algorithm for colour c on b.
func BensonAlive(b *board.Board, c board.Color) BensonResult {
	return bensonOn(b, Analyze(b, c), board.Region{})
}

// bensonOn runs Benson for rs with the stones in external counted as
// already safe (their blocks are never removed).
func bensonOn(b *board.Board, rs *Regions, external board.Region) BensonResult {
	on := b.OnBoard()
	blocks := make([]lifeBlock, len(rs.Blocks))
	for i, bl := range rs.Blocks {
		blocks[i] = lifeBlock{stones: bl.Stones, near: bl.Stones.Dilate(on), external: bl.Stones.Intersects(external)}
	}
	regions := make([]lifeRegion, len(rs.Regions))
	for j, r := range rs.Regions {
		regions[j] = lifeRegion{points: r.Points, empties: r.Empties}
	}
	passAlive(blocks, regions)
	var res BensonResult
	res.Alive = aliveStones(blocks)
	near := res.Alive.Dilate(on)
	for j := range regions {
		r := &regions[j]
		if !r.alive || len(r.adj) == 0 {
			continue
		}
		res.Vital = res.Vital.Union(r.points)
		if r.empties.SubsetOf(near) {
			res.Territory = res.Territory.Union(r.points)
		}
	}
	return res
}
