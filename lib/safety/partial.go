package safety

import (
	"slices"
	"sort"

	"github.com/decomplab/decomplab/lib/board"
)

// MiaiPair is a miaipair of a region: two adjacent empty points, both
// liberties of boundary blocks, that separate the region into two sides
// (every other part of the region touches exactly one of them).
type MiaiPair struct {
	P, Q board.Point
	// Largest is the size of the largest side when the region is split
	// at this pair alone.
	Largest int
}

// Points returns the two points as a region.
func (m MiaiPair) Points() board.Region { return board.RegionOf(m.P, m.Q) }

// MiaiPairs returns the miaipairs of the region with the given points for
// colour c (the points must be a basic region of c), ordered by the size
// of the largest side, smallest first.
func MiaiPairs(b *board.Board, c board.Color, region board.Region) []MiaiPair {
	on := b.OnBoard()
	libs := b.Stones(c).Dilate(on)
	cand := region.Intersect(b.Empties()).Intersect(libs)
	var out []MiaiPair
	for p := range cand.All() {
		for _, q := range p.Neighbours() {
			if q < p || !cand.Has(q) {
				continue
			}
			if largest, ok := splits(region, p, q, on); ok {
				out = append(out, MiaiPair{P: p, Q: q, Largest: largest})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Largest < out[j].Largest })
	return out
}

// splits reports whether p, q separate region: removing both leaves parts
// each adjacent to exactly one of them, with parts on both sides. It
// returns the size of the larger side (including its miai point).
func splits(region board.Region, p, q board.Point, on board.Region) (int, bool) {
	rest := region.Minus(board.RegionOf(p, q))
	np, nq := board.RegionOf(p).Dilate(on), board.RegionOf(q).Dilate(on)
	sideP, sideQ := 1, 1
	for _, comp := range rest.Components() {
		tp, tq := comp.Intersects(np), comp.Intersects(nq)
		switch {
		case tp && tq:
			return 0, false
		case tp:
			sideP += comp.Count()
		case tq:
			sideQ += comp.Count()
		}
	}
	if sideP == 1 || sideQ == 1 {
		return 0, false
	}
	return max(sideP, sideQ), true
}

// adjacentPairs reports whether two miaipairs share or touch a point.
func adjacentPairs(a, b MiaiPair, on board.Region) bool {
	return a.Points().Dilate(on).Intersects(b.Points())
}

// clusters groups miaipairs that share or touch points.
func clusters(pairs []MiaiPair, on board.Region) [][]MiaiPair {
	n := len(pairs)
	group := make([]int, n)
	for i := range group {
		group[i] = -1
	}
	var out [][]MiaiPair
	for i := range pairs {
		if group[i] >= 0 {
			continue
		}
		g := len(out)
		group[i] = g
		members := []int{i}
		for k := 0; k < len(members); k++ {
			for j := range pairs {
				if group[j] < 0 && adjacentPairs(pairs[members[k]], pairs[j], on) {
					group[j] = g
					members = append(members, j)
				}
			}
		}
		sort.Ints(members) // pairs are sorted by Largest: best first
		var cl []MiaiPair
		for _, m := range members {
			cl = append(cl, pairs[m])
		}
		out = append(out, cl)
	}
	return out
}

// partialRegions is the partial-region module of SOLVER 1.0 + P (§3.2-3.4):
// every open region is divided at miaipairs and its parts searched, over
// and over while new blocks become safe.
func (s *colorSolver) partialRegions() {
	for progress := true; progress && !s.bs.stopped(); {
		before := s.safeStones.Union(s.territory)
		for i := range s.rs.Regions {
			if !s.open(i) || s.bs.stopped() || len(s.rs.Regions[i].Boundary) == 0 {
				continue
			}
			if s.oneMiai {
				s.divideOnce(i)
			} else {
				s.divide(i)
			}
		}
		s.static()
		progress = before != s.safeStones.Union(s.territory)
	}
}

// divide is §3.3: region i is divided at one miaipair of each cluster of
// touching miaipairs (the one that minimises the largest side first) and
// its parts are searched, repeatedly while parts are proven. Then every
// cluster whose chosen pair has no proven part next to it tries its next
// pair (backtracking over the choices of §3.3), until no cluster has a
// pair left to try.
func (s *colorSolver) divide(i int) {
	on := s.b.OnBoard()
	region := s.rs.Regions[i].Points
	cls := clusters(MiaiPairs(s.b, s.c, region), on)
	if len(cls) == 0 {
		return
	}
	choice := make([]int, len(cls))
	var proved board.Region // claimed points of this region
	for !s.bs.stopped() {
		var chosen []MiaiPair
		var cut board.Region
		for k, cl := range cls {
			m := cl[choice[k]]
			chosen = append(chosen, m)
			cut = cut.Union(m.Points())
		}
		parts := region.Minus(cut).Components()
		sort.SliceStable(parts, func(a, b int) bool { return parts[a].Count() < parts[b].Count() })
		for changed := true; changed && !s.bs.stopped(); {
			changed = false
			for _, part := range parts {
				if part.SubsetOf(proved) {
					continue
				}
				if claim, ok := s.searchPart(i, part, chosen); ok {
					proved = proved.Union(claim)
					changed = true
				}
			}
		}
		advanced := false
		for k, cl := range cls {
			if !cl[choice[k]].Points().Intersects(proved) && choice[k]+1 < len(cl) {
				choice[k]++
				advanced = true
			}
		}
		if !advanced {
			break
		}
	}
	s.record(i, proved, "partial")
}

// divideOnce is the ablation of Fig. 5 (Options.OneMiaiAtATime): region i
// is divided at one miaipair at a time into its two sides, each searched
// with that pair only (a side holding other miaipairs is searched whole).
func (s *colorSolver) divideOnce(i int) {
	on := s.b.OnBoard()
	region := s.rs.Regions[i].Points
	var proved board.Region
	for _, m := range MiaiPairs(s.b, s.c, region) {
		var side [2]board.Region // the parts next to m.P and next to m.Q
		for _, comp := range region.Minus(m.Points()).Components() {
			if comp.Dilate(on).Intersects(board.RegionOf(m.P)) {
				side[0] = side[0].Union(comp)
			} else {
				side[1] = side[1].Union(comp)
			}
		}
		for _, part := range side {
			if s.bs.stopped() || part.SubsetOf(proved) {
				continue
			}
			if claim, ok := s.searchPart(i, part, []MiaiPair{m}); ok {
				proved = proved.Union(claim)
			}
		}
	}
	s.record(i, proved, "partial")
}

// record sets region i's verdict after partial-region or zone searches
// (method) proved the points proved.
func (s *colorSolver) record(i int, proved board.Region, method string) {
	if proved.IsEmpty() {
		return
	}
	v := &s.verdicts[i]
	v.SafePoints = v.SafePoints.Union(proved)
	if v.Status == Safe {
		return
	}
	v.Method = method
	if s.rs.Regions[i].Points.SubsetOf(v.SafePoints) {
		v.Status = Safe
	} else {
		v.Status = PartlySafe
	}
}

// searchPart searches one partial region of region i, bounded by the
// chosen miaipairs next to it (§3.2): alone, then merged with the open
// regions strongly related to it and last with all related ones (§3.4,
// transitively, through blocks not yet safe). On a proof it marks the
// part, its near miai points and their blocks safe, records the miai
// commitments and returns the claimed points of region i.
func (s *colorSolver) searchPart(i int, part board.Region, chosen []MiaiPair) (board.Region, bool) {
	area, claim, miai := partArea(part, chosen, s.b.OnBoard())
	o, n := s.search(area, miai)
	s.verdicts[i].Nodes += n
	var merged []int
	for _, rel := range []Relation{Strongly, Weakly} {
		if o == proven || s.bs.stopped() {
			break
		}
		merged = s.relatedToPart(claim, rel)
		var extra board.Region
		for _, j := range merged {
			extra = extra.Union(s.rs.Regions[j].Points)
		}
		if len(merged) == 0 || (s.bud.MaxMergeSize > 0 && area.Union(extra).Count() > s.bud.MaxMergeSize) {
			merged = nil
			continue
		}
		o, n = s.search(area.Union(extra), miai)
		s.verdicts[i].Nodes += n
	}
	if o != proven {
		return board.Region{}, false
	}
	s.territory = s.territory.Union(claim)
	s.safeStones = s.safeStones.Union(blocksTouching(s.b, s.c, claim))
	s.provenAreas = s.provenAreas.Union(area)
	for _, j := range merged {
		s.provenAreas = s.provenAreas.Union(s.rs.Regions[j].Points)
	}
	s.commit(miai)
	if len(merged) > 0 {
		s.prove(merged, "merged partial", 0)
	}
	return claim, true
}

// partArea returns the search area of a partial region (part and the
// chosen miaipairs next to it, §3.2's A ∪ M), its claim (part and the near
// points) and its miaipairs, near point first.
func partArea(part board.Region, chosen []MiaiPair, on board.Region) (area, claim board.Region, miai []miaiPair) {
	around := part.Dilate(on)
	area, claim = part, part
	for _, m := range chosen {
		switch {
		case around.Has(m.P):
			miai = append(miai, miaiPair{near: m.P, far: m.Q})
		case around.Has(m.Q):
			miai = append(miai, miaiPair{near: m.Q, far: m.P})
		default:
			continue
		}
		area = area.Union(m.Points())
		claim.Add(miai[len(miai)-1].near)
	}
	return area, claim, miai
}

// relatedToPart returns the open regions related to part (a partial
// region or an open-boundary zone) at least as strongly as rel through
// blocks not yet safe, and transitively the open regions so related to
// those; never a region holding points of part (the region a partial
// region is part of: its other parts stay apart).
func (s *colorSolver) relatedToPart(part board.Region, rel Relation) []int {
	around := part.Dilate(s.b.OnBoard())
	var touching []int // unsafe blocks next to the part
	for bi, bl := range s.rs.Blocks {
		if bl.Stones.Intersects(around) && !bl.Stones.Intersects(s.safeStones) {
			touching = append(touching, bi)
		}
	}
	in := map[int]bool{}
	var queue []int
	outside := func(j int) bool { return !s.rs.Regions[j].Points.Intersects(part) }
	for j := range s.rs.Regions {
		if !outside(j) || !s.open(j) {
			continue
		}
		n := 0
		for _, bi := range touching {
			if slices.Contains(s.rs.BlockRegions[bi], j) {
				n++
			}
		}
		if n >= 2 || (rel == Weakly && n == 1) {
			in[j] = true
			queue = append(queue, j)
		}
	}
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		for k := range s.rs.Regions {
			if !outside(k) || in[k] || !s.open(k) {
				continue
			}
			if n := len(s.unsafeShared(j, k)); n >= 2 || (rel == Weakly && n == 1) {
				in[k] = true
				queue = append(queue, k)
			}
		}
	}
	var idx []int
	for j := range s.rs.Regions {
		if in[j] {
			idx = append(idx, j)
		}
	}
	return idx
}

// blocksTouching returns the stones of c's blocks adjacent to r.
func blocksTouching(b *board.Board, c board.Color, r board.Region) board.Region {
	var out board.Region
	for p := range b.Stones(c).Intersect(r.Dilate(b.OnBoard())).All() {
		if !out.Has(p) {
			out = out.Union(b.BlockStones(p))
		}
	}
	return out
}
