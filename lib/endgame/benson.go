package endgame

import "github.com/decomplab/decomplab/lib/board"

// BensonStandIn proves stones safe with Benson's unconditional life and
// takes as safe territory the regions enclosed by those stones whose every
// empty point is a liberty of them (vital regions). It is a stand-in used
// until lib/safety provides the project's safety solvers; it proves only
// what Benson's theorem proves.
func BensonStandIn(b *board.Board) Safety {
	var s Safety
	for c := board.Black; c <= board.White; c++ {
		st, terr := benson(b, c)
		s.Stones[c-1], s.Territory[c-1] = st, terr
	}
	return s
}

// benson returns c's unconditionally alive stones and the vital regions they enclose.
func benson(b *board.Board, c board.Color) (stones, territory board.Region) {
	on := b.OnBoard()
	mine := b.Stones(c)
	empties := b.Empties()
	blocks := b.Blocks(c)
	regions := on.Minus(mine).Components()
	aliveB := make([]bool, len(blocks))
	aliveR := make([]bool, len(regions))
	for i := range aliveB {
		aliveB[i] = true
	}
	for i := range aliveR {
		aliveR[i] = true
	}
	for changed := true; changed; {
		changed = false
		for i, bl := range blocks {
			if !aliveB[i] {
				continue
			}
			vital := 0
			for j, r := range regions {
				if aliveR[j] && r.Intersects(bl.Liberties) && r.Intersect(empties).SubsetOf(bl.Liberties) {
					vital++
				}
			}
			if vital < 2 {
				aliveB[i] = false
				changed = true
			}
		}
		for j, r := range regions {
			if !aliveR[j] {
				continue
			}
			border := r.Neighbours(on)
			for i, bl := range blocks {
				if !aliveB[i] && bl.Stones.Intersects(border) {
					aliveR[j] = false
					changed = true
					break
				}
			}
		}
	}
	for i, bl := range blocks {
		if aliveB[i] {
			stones = stones.Union(bl.Stones)
		}
	}
	if stones.IsEmpty() {
		return stones, territory
	}
	libs := stones.Neighbours(on)
	for j, r := range regions {
		if aliveR[j] && r.Intersect(empties).SubsetOf(libs) && r.SubsetOf(empties) {
			territory = territory.Union(r)
		}
	}
	return stones, territory
}
