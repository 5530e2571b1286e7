package safety

import (
	"github.com/decomplab/decomplab/internal/unionfind"
	"github.com/decomplab/decomplab/lib/board"
)

// staticChains groups c's blocks into chains: two blocks with two common
// liberties p, q in one region are miai-connected (if the attacker plays
// one point the defender plays the other). Each point is used by at most
// one miai connection, so that one attacker move never threatens two.
// It returns, per block, the index of its chain, the points used and the
// miai pairs.
func staticChains(rs *Regions) (chainOf []int, used board.Region, pairs []miaiPair) {
	n := len(rs.Blocks)
	sets := unionfind.New(n)
	libs := make([]board.Region, n)
	for i, bl := range rs.Blocks {
		libs[i] = bl.Liberties
	}
	for _, r := range rs.Regions {
		for x := 0; x < len(r.Boundary); x++ {
			for y := x + 1; y < len(r.Boundary); y++ {
				i, j := r.Boundary[x], r.Boundary[y]
				if sets.Find(i) == sets.Find(j) {
					continue
				}
				common := libs[i].Intersect(libs[j]).Intersect(r.Empties).Minus(used)
				if common.Count() < 2 {
					continue
				}
				p, q := pickPair(common)
				used.Add(p)
				used.Add(q)
				pairs = append(pairs, miaiPair{near: p, far: q})
				sets.Union(i, j)
			}
		}
	}
	chainOf = make([]int, n)
	for i := range chainOf {
		chainOf[i] = sets.Find(i)
	}
	return chainOf, used, pairs
}

// pickPair chooses two points of common (at least two): two adjacent ones
// if there are (a corridor, which partial regions split at too), else the
// first two.
func pickPair(common board.Region) (board.Point, board.Point) {
	for p := range common.All() {
		for _, q := range p.Neighbours() {
			if q > p && common.Has(q) {
				return p, q
			}
		}
	}
	p := common.First()
	common.Remove(p)
	return p, common.First()
}

// staticSafety applies the static rules for colour c (see the package
// documentation): Benson's iteration on miai-connected chains, where a
// region that holds miai points counts as vital only if it keeps an empty
// point outside them; a region whose boundary chains are all safe is safe
// territory if every empty point of it is a liberty of a safe chain (no
// attacker eye is possible) or the attacker cannot make two eyes in it
// (noTwoEyes).
// external stones are already known safe. It returns the safe stones, the
// safe territory and the miai pairs the defender must answer.
func staticSafety(b *board.Board, rs *Regions, external board.Region) (stones, territory board.Region, pairs []miaiPair) {
	on := b.OnBoard()
	chainOf, used, pairs := staticChains(rs)
	index := map[int]int{}
	var blocks []lifeBlock
	for i, bl := range rs.Blocks {
		k, ok := index[chainOf[i]]
		if !ok {
			k = len(blocks)
			index[chainOf[i]] = k
			blocks = append(blocks, lifeBlock{})
		}
		blocks[k].stones = blocks[k].stones.Union(bl.Stones)
		if bl.Stones.Intersects(external) {
			blocks[k].external = true
		}
	}
	for k := range blocks {
		blocks[k].near = blocks[k].stones.Dilate(on)
	}
	regions := make([]lifeRegion, len(rs.Regions))
	for j, r := range rs.Regions {
		regions[j] = lifeRegion{points: r.Points, empties: r.Empties}
		if r.Empties.Intersects(used) && r.Empties.Minus(used).IsEmpty() {
			regions[j].window = true
		}
	}
	passAlive(blocks, regions)
	stones = aliveStones(blocks)
	near := stones.Dilate(on)
	for j := range regions {
		r := &regions[j]
		if r.alive && len(r.adj) > 0 && (r.empties.SubsetOf(near) || noTwoEyes(r.points, near, on)) {
			territory = territory.Union(r.points)
		}
	}
	return stones, territory, pairs
}
