package safety

import (
	"slices"

	"github.com/decomplab/decomplab/internal/unionfind"
	"github.com/decomplab/decomplab/lib/board"
)

// staticChains groups c's blocks into chains: two blocks with two common
// liberties p, q in one region are miai-connected (if the attacker plays
// one point the defender plays the other). Each point is used by at most
// one miai connection, so that one attacker move never threatens two.
// It returns, per block, the index of its chain, the points used and the
// miai pairs.
func staticChains(rs *Regions, committed []miaiPair, avoid board.Region) (chainOf []int, used board.Region, pairs []miaiPair) {
	used = avoid
	for _, m := range committed {
		used.Add(m.near)
		used.Add(m.far)
	}
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
				common := libs[i].Intersect(libs[j]).Intersect(r.Empties)
				if m, ok := promised(committed, common); ok {
					// The same answer as promised before: no new point.
					pairs = append(pairs, m)
					sets.Union(i, j)
					continue
				}
				common = common.Minus(used)
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

// promised returns a committed pair with both points in common.
func promised(committed []miaiPair, common board.Region) (miaiPair, bool) {
	for _, m := range committed {
		if common.Has(m.near) && common.Has(m.far) {
			return m, true
		}
	}
	return miaiPair{}, false
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
// documentation): Benson's iteration on miai-connected chains (rule 1),
// where a region holding miai points counts as vital only if it keeps an
// empty point outside them (rule 2), a region is also vital for a chain
// with a 1-vital miai strategy (rule 3) and counts twice for its boundary
// chains if it is 2-vital (rule 4); then safe territory (rule 5).
// external stones are already known safe; the points of the committed
// pairs are promised to earlier proofs and serve no new pair here (a
// committed pair itself may miai-connect two blocks again); the points of
// avoid (the external liberties an open-boundary proof relies on) serve
// no pair either. It returns the safe stones, the safe territory and the
// miai pairs the defender must answer.
func staticSafety(b *board.Board, rs *Regions, external board.Region, committed []miaiPair, avoid board.Region) (stones, territory board.Region, pairs []miaiPair) {
	on := b.OnBoard()
	chainOf, used, pairs := staticChains(rs, committed, avoid)
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
	// The miai pairs of the regions' strategies: the defender must answer
	// them where a region is relied on.
	strategy := make([][]miaiPair, len(regions))
	// Rule 4: 2-vital regions; then rule 3: 1-vital regions, in the order
	// of the regions and chains.
	for j, r := range rs.Regions {
		if regions[j].window {
			continue
		}
		if m, ok := twoVital(rs, r, used, on); ok {
			used.Add(m.near)
			used.Add(m.far)
			strategy[j] = append(strategy[j], m)
			for _, bi := range r.Boundary {
				if k := index[chainOf[bi]]; !slices.Contains(regions[j].double, k) {
					regions[j].double = append(regions[j].double, k)
				}
			}
			continue
		}
		seen := map[int]bool{}
		for _, bi := range r.Boundary {
			k := index[chainOf[bi]]
			if seen[k] {
				continue
			}
			seen[k] = true
			libs := r.Empties.Intersect(blocks[k].near)
			if libs.IsEmpty() || r.Empties.SubsetOf(libs) {
				continue
			}
			if ps, ok := oneVital(r.Empties, libs, used, on); ok {
				regions[j].healthy = append(regions[j].healthy, k)
				for _, m := range ps {
					used.Add(m.near)
					used.Add(m.far)
				}
				strategy[j] = append(strategy[j], ps...)
			}
		}
	}
	passAlive(blocks, regions)
	stones = aliveStones(blocks)
	near := stones.Dilate(on)
	// The defender commits to a region's strategy pairs (answers them,
	// also inside later searches, where they constrain the search) only
	// where it relies on them: for territory, or because a chain would not
	// be safe without that region's strategy.
	for j := range regions {
		r := &regions[j]
		if len(strategy[j]) == 0 {
			continue
		}
		if r.alive && len(r.adj) > 0 && r.points.Minus(near).SubsetOf(r.empties) {
			pairs = append(pairs, strategy[j]...)
			continue
		}
		healthy, double := r.healthy, r.double
		r.healthy, r.double = nil, nil
		passAlive(blocks, regions)
		if aliveStones(blocks) == stones {
			continue // not needed: the strategy stays unused
		}
		r.healthy, r.double = healthy, double
		passAlive(blocks, regions)
		pairs = append(pairs, strategy[j]...)
	}
	for j := range regions {
		r := &regions[j]
		if !r.alive || len(r.adj) == 0 {
			continue
		}
		// A region vital by a strategy is territory when the attacker
		// holds no point away from the safe stones: its stones there
		// could be captured into a space the strategy does not cover.
		byStrategy := (len(r.healthy) > 0 || len(r.double) > 0) && r.points.Minus(near).SubsetOf(r.empties)
		if r.empties.SubsetOf(near) || byStrategy || noTwoEyes(r.points, near, on) {
			territory = territory.Union(r.points)
		}
	}
	return stones, territory, pairs
}

// oneVital looks for a miai strategy that makes every empty point of a
// region a liberty of one chain: Müller's 1-vital region ("Playing it
// safe", §4; Fuego's GoRegion::Find2ConnForAll). libs are the empty points
// of the region next to the chain. Every other empty point p gets two of
// its neighbours in libs, used by no other miai pair: when the attacker
// plays one, the defender plays the other and p becomes a liberty. Then the
// region ends with every empty point a liberty of the chain and at least
// one empty point outside the pairs (p itself): the attacker can never fill
// it without suicide, as in Benson's healthy regions. The points with the
// fewest free neighbours are served first; each takes the neighbours the
// other points need least. It returns the pairs, or false.
func oneVital(empties, libs, used, on board.Region) ([]miaiPair, bool) {
	rest := empties.Minus(libs)
	free := libs.Minus(used)
	var out []miaiPair
	for !rest.IsEmpty() {
		best, bestN := board.NoPoint, 5
		for p := range rest.All() {
			n := board.RegionOf(p).Dilate(on).Intersect(free).Count()
			if n < bestN {
				best, bestN = p, n
			}
		}
		if bestN < 2 {
			return nil, false
		}
		cand := board.RegionOf(best).Dilate(on).Intersect(free)
		others := rest.Minus(board.RegionOf(best)).Dilate(on)
		var pick []board.Point
		for _, wantShared := range []bool{false, true} {
			for q := range cand.All() {
				if len(pick) < 2 && others.Has(q) == wantShared {
					pick = append(pick, q)
				}
			}
		}
		out = append(out, miaiPair{near: pick[0], far: pick[1]})
		free.Remove(pick[0])
		free.Remove(pick[1])
		rest.Remove(best)
	}
	return out, true
}

// twoVital looks for two sure eyes in one region: Müller's 2-vital region
// ("Playing it safe", §4; Fuego's GoRegion::Has2IPs), in the form proven
// here. Two empty points s1, s2 of the region, each a liberty of every
// boundary block and each a split point (removing it disconnects the
// region), such that every point of the region not next to a boundary
// block is empty and next to both. The defender answers s1 with s2 and s2
// with s1. Its stone on either joins all boundary blocks into one chain and
// leaves the region in two or more parts in which every point is next to
// that chain; a part without an empty point held only attacker stones,
// which that stone captured. So every part is a healthy region of the
// chain (Benson), and the chain has two of them: it is pass-alive, and the
// attacker can never make an eye in the region. Until the attacker plays
// s1 or s2, both are liberties of every boundary block, so none of them
// can be captured. It returns the pair (s1, s2).
func twoVital(rs *Regions, r BasicRegion, used, on board.Region) (miaiPair, bool) {
	if len(r.Boundary) == 0 || !r.Interior.SubsetOf(r.Empties) || r.Interior.Count() > 2 {
		return miaiPair{}, false
	}
	joint := r.Empties.Minus(used)
	for _, bi := range r.Boundary {
		joint = joint.Intersect(rs.Blocks[bi].Stones.Dilate(on))
	}
	var cands []board.Point
	for p := range joint.All() {
		if !r.Interior.SubsetOf(board.RegionOf(p).Dilate(on)) {
			continue
		}
		if len(r.Points.Minus(board.RegionOf(p)).Components()) >= 2 {
			cands = append(cands, p)
		}
	}
	if len(cands) < 2 {
		return miaiPair{}, false
	}
	return miaiPair{near: cands[0], far: cands[1]}, true
}
