package safety

import (
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

// partialRegions is SOLVER 1.0 + P: every open region is divided at
// miaipairs (one per cluster of touching miaipairs, the one that minimises
// the largest side first) into partial regions that are searched one by
// one with the miai rules, repeatedly while new blocks become safe; a
// cluster whose choice proves nothing on either side is retried with its
// next miaipair. A part that cannot be proven alone is searched again
// merged with the open regions related to it (up to MaxMergeSize points).
func (s *colorSolver) partialRegions() {
	for progress := true; progress && !s.bs.stopped(); {
		before := s.safeStones
		s.partialPass()
		progress = before != s.safeStones
	}
}

// partialPass divides and searches every open region once.
func (s *colorSolver) partialPass() {
	on := s.b.OnBoard()
	for i := range s.rs.Regions {
		if !s.open(i) || s.bs.stopped() || len(s.rs.Regions[i].Boundary) == 0 {
			continue
		}
		region := s.rs.Regions[i].Points
		cls := clusters(MiaiPairs(s.b, s.c, region), on)
		if len(cls) == 0 {
			continue
		}
		choice := make([]int, len(cls))
		var proved board.Region // claimed points of this region
		for {
			var chosen []MiaiPair
			var cut board.Region
			for k, cl := range cls {
				if choice[k] < len(cl) {
					m := cl[choice[k]]
					chosen = append(chosen, m)
					cut = cut.Union(m.Points())
				}
			}
			if len(chosen) == 0 {
				break
			}
			parts := region.Minus(cut).Components()
			sort.SliceStable(parts, func(a, b int) bool { return parts[a].Count() < parts[b].Count() })
			done := make([]bool, len(parts))
			for changed := true; changed && !s.bs.stopped(); {
				changed = false
				for k, part := range parts {
					if done[k] || part.Count() > s.bud.MaxRegionSize {
						continue
					}
					around := part.Dilate(on)
					var miai []miaiPair
					area := part
					claim := part
					for _, m := range chosen {
						switch {
						case around.Has(m.P):
							miai = append(miai, miaiPair{near: m.P, far: m.Q})
							area = area.Union(m.Points())
							claim.Add(m.P)
						case around.Has(m.Q):
							miai = append(miai, miaiPair{near: m.Q, far: m.P})
							area = area.Union(m.Points())
							claim.Add(m.Q)
						}
					}
					o, n := s.search(area, miai)
					s.verdicts[i].Nodes += n
					var merged []int
					if o != proven && !s.bs.stopped() {
						// A merged partial region: the part with the
						// open regions related to it through blocks not
						// yet safe (they may give those blocks an eye).
						merged = s.relatedToPart(i, claim)
						var extra board.Region
						for _, j := range merged {
							extra = extra.Union(s.rs.Regions[j].Points)
						}
						if len(merged) > 0 && area.Union(extra).Count() <= s.bud.MaxMergeSize {
							o, n = s.search(area.Union(extra), miai)
							s.verdicts[i].Nodes += n
						} else {
							merged = nil
						}
					}
					if o == proven {
						done[k] = true
						changed = true
						proved = proved.Union(claim)
						s.territory = s.territory.Union(claim)
						s.safeStones = s.safeStones.Union(blocksTouching(s.b, s.c, claim))
						if len(merged) > 0 {
							s.prove(merged, "merged partial", 0)
						}
					}
				}
			}
			// Backtrack: a cluster whose chosen pair has no proven side
			// gets its next pair, as long as nothing else was proven.
			if !proved.IsEmpty() || s.bs.stopped() {
				break
			}
			advanced := false
			for k := range cls {
				if choice[k] < len(cls[k])-1 {
					choice[k]++
					advanced = true
					break
				}
			}
			if !advanced {
				break
			}
		}
		if proved.IsEmpty() {
			continue
		}
		v := &s.verdicts[i]
		v.Method = "partial"
		v.SafePoints = v.SafePoints.Union(proved)
		if region.SubsetOf(v.SafePoints) {
			v.Status = Safe
		} else {
			v.Status = PartlySafe
		}
	}
	s.static()
}

// relatedToPart returns the open regions other than region i that share a
// boundary block not yet safe with the given part of region i.
func (s *colorSolver) relatedToPart(i int, part board.Region) []int {
	around := part.Dilate(s.b.OnBoard())
	in := map[int]bool{}
	for bi, bl := range s.rs.Blocks {
		if !bl.Stones.Intersects(around) || bl.Stones.Intersects(s.safeStones) {
			continue
		}
		for _, j := range s.rs.BlockRegions[bi] {
			if j != i && s.open(j) {
				in[j] = true
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
