package safety

import (
	"github.com/decomplab/decomplab/lib/board"
)

// Zone is an open-boundary zone of SOLVER 2.0 (our reconstruction; see the
// package documentation): a connected set of points that a territory
// heuristic gives to Color, not enclosed by Color's stones.
type Zone struct {
	Color  board.Color
	Points board.Region // the zone: empty points and weak stones of the other colour
	// Dividers are the zone's points next to points outside it that are
	// not Color's stones: where the zone is open. They are searched but
	// never claimed.
	Dividers board.Region
}

// Territory returns the points a proof of the zone claims: the zone
// without its dividers.
func (z Zone) Territory() board.Region { return z.Points.Minus(z.Dividers) }

// Zones returns the open-boundary zones of colour c on b by the territory
// heuristic of SOLVER 2.0, with no stone known safe: every block of up to
// three stones with at most three liberties is weak.
func Zones(b *board.Board, c board.Color) []Zone {
	return zonesOf(b, c, board.Region{})
}

// Limits of the zone heuristic (ours): which zones are worth a search.
const (
	weakBlockSize   = 3 // a block of at most this many stones ...
	weakLiberties   = 3 // ... and at most this many liberties is weak unless known safe
	zoneMaxDividers = 6 // zones open at more points are not searched
	shortLiberties  = 1 // no zone touches a block of the defender in atari (not known safe): it could never be kept
)

// zonesOf computes the zones of c (see Zones); alive holds stones known
// safe (of either colour), which are never weak.
//
// The heuristic (ours): the distance of a point to a colour is the length
// of the shortest path to a stone of that colour that is not weak, through
// empty points and weak stones. A point (empty, or a weak stone of the
// other colour) closer to c than to the other colour belongs to c's core;
// a zone is a connected part of the core together with the points next to
// it at equal distance from both colours (the frontier). Zones open at no
// point (basic regions, SOLVER 1.0's) or at more than zoneMaxDividers
// points, and zones whose dividers are all of it, are left out.
func zonesOf(b *board.Board, c board.Color, alive board.Region) []Zone {
	on := b.OnBoard()
	opp := c.Opponent()
	var weak, short board.Region
	for _, col := range []board.Color{c, opp} {
		for _, bl := range b.Blocks(col) {
			if bl.Stones.Intersects(alive) {
				continue
			}
			if bl.Stones.Count() <= weakBlockSize && bl.Liberties.Count() <= weakLiberties {
				weak = weak.Union(bl.Stones)
			}
			if col == c && bl.Liberties.Count() <= shortLiberties {
				short = short.Union(bl.Stones)
			}
		}
	}
	through := b.Empties().Union(weak)
	dc := distances(on, b.Stones(c).Minus(weak), through)
	do := distances(on, b.Stones(opp).Minus(weak), through)
	// A zone keeps every block next to it, so it leaves out the points
	// next to a block in atari.
	candidates := through.Minus(b.Stones(c)).Minus(short.Dilate(on))
	var core, frontier board.Region
	for p := range candidates.All() {
		switch {
		case dc[p] < do[p]:
			core.Add(p)
		case dc[p] == do[p] && dc[p] < unreached:
			frontier.Add(p)
		}
	}
	var zones []Zone
	for _, comp := range core.Components() {
		z := comp.Union(comp.Dilate(on).Intersect(frontier))
		dividers := openDividers(b, c, z)
		if dividers.IsEmpty() || dividers.Count() > zoneMaxDividers || z.Minus(dividers).IsEmpty() {
			continue
		}
		zones = append(zones, Zone{Color: c, Points: z, Dividers: dividers})
	}
	return zones
}

// openDividers returns the points of area next to a point outside it
// that is not a stone of c: where area is open.
func openDividers(b *board.Board, c board.Color, area board.Region) board.Region {
	on := b.OnBoard()
	return area.Intersect(on.Minus(area).Minus(b.Stones(c)).Dilate(on))
}

// unreached is the distance of a point no source reaches.
const unreached = 1 << 30

// distances returns, for every point, the length of the shortest path
// from a point of sources through points of through (unreached if none).
func distances(on, sources, through board.Region) []int {
	d := make([]int, board.NumPoints)
	for i := range d {
		d[i] = unreached
	}
	seen := sources
	layer := sources
	for k := 0; !layer.IsEmpty(); k++ {
		for p := range layer.All() {
			d[p] = k
		}
		layer = layer.Dilate(on).Intersect(through).Minus(seen)
		seen = seen.Union(layer)
	}
	return d
}

// openZones is SOLVER 2.0's zone search: every zone of the heuristic
// whose territory is not yet safe is searched with an open boundary
// (dividers unclaimed, external liberties not counted), alone; then merged
// with the open basic regions strongly related to it, with all related
// ones, and last with the related zones too (§3.4's merging applied to
// zones: through boundary blocks not yet safe, transitively); again while
// something is proven.
func (s *colorSolver) openZones() {
	for progress := true; progress && !s.bs.stopped(); {
		before := s.safeStones.Union(s.territory)
		zones := append(zonesOf(s.b, s.c, s.safeStones.Union(s.hopeless)), s.closedZones()...)
		for k, z := range zones {
			if s.bs.stopped() {
				return
			}
			if z.Territory().SubsetOf(s.territory) {
				continue
			}
			s.searchZone(z, 3, zones[:k], zones[k+1:])
		}
		for _, eye := range groupEyeSizes {
			if !s.withGroups {
				break
			}
			for _, z := range s.groupZones(eye) {
				if s.bs.stopped() {
					return
				}
				if z.Territory().SubsetOf(s.territory) {
					continue
				}
				s.searchZone(z, 1)
			}
		}
		s.static()
		progress = before != s.safeStones.Union(s.territory)
	}
}

// searchZone searches zone z, then (steps > 1) z merged with related
// regions and zones (see openZones), and records a proof.
func (s *colorSolver) searchZone(z Zone, steps int, others ...[]Zone) {
	home := -1 // the basic region holding the zone
	for i, r := range s.rs.Regions {
		if r.Points.Intersects(z.Points) {
			home = i
			break
		}
	}
	area := z.Points
	var merged []int
	tried := map[board.Region]bool{}
	var o outcome
	if z.Points.Intersects(s.provenAreas) {
		return // another proof answers the attacker there
	}
	for step := 0; step < steps && o != proven && !s.bs.stopped(); step++ {
		switch step {
		case 1:
			merged = s.relatedToPart(z.Points, Strongly)
		case 2:
			merged = s.relatedToPart(z.Points, Weakly)
			area = s.relatedZones(z, others)
		}
		a := area
		for _, j := range merged {
			a = a.Union(s.rs.Regions[j].Points)
		}
		if tried[a] || a.Intersects(s.provenAreas) {
			continue
		}
		tried[a] = true
		var n int
		o, n = s.searchArea(a, nil, board.Region{}, true)
		if home >= 0 {
			s.verdicts[home].Nodes += n
		}
		area = a
	}
	if o != proven {
		return
	}
	// The external liberties the proof may have counted are the zone's
	// from now on: its strategy answers the attacker there.
	blocks := blocksTouching(s.b, s.c, area)
	counted := area.Union(blocks).Dilate(s.b.OnBoard()).Intersect(s.b.Empties()).Minus(area).Minus(s.uncounted())
	s.zones = append(s.zones, ZoneProof{Color: s.c, Area: area, Blocks: blocks, Counted: counted})
	s.reserved = s.reserved.Union(counted)
	s.provenAreas = s.provenAreas.Union(area)
	s.zoneAreas = s.zoneAreas.Union(area)
	claim := area.Minus(openDividers(s.b, s.c, area))
	s.territory = s.territory.Union(claim)
	s.safeStones = s.safeStones.Union(blocks)
	for i, r := range s.rs.Regions {
		switch {
		case r.Points.SubsetOf(claim) && s.verdicts[i].Status != Safe:
			s.prove([]int{i}, "zone merged", 0)
		case r.Points.Intersects(claim):
			s.record(i, r.Points.Intersect(claim), "zone")
		}
	}
}

// relatedZones returns the union of zone z and the zones in others that
// share a boundary block not yet safe with it, transitively.
func (s *colorSolver) relatedZones(z Zone, others [][]Zone) board.Region {
	on := s.b.OnBoard()
	unsafe := s.b.Stones(s.c).Minus(s.safeStones)
	area := z.Points
	for grown := true; grown; {
		grown = false
		touch := blocksTouching(s.b, s.c, area).Intersect(unsafe).Dilate(on)
		for _, list := range others {
			for _, y := range list {
				if !y.Points.SubsetOf(area) && y.Points.Intersects(touch) {
					area = area.Union(y.Points)
					grown = true
				}
			}
		}
	}
	return area
}

// closedZones returns the open basic regions that SOLVER 2.0 searches as
// zones without dividers (ours): closed regions, whose boundary blocks
// have empty points outside the region. SOLVER 1.0 searches them under
// the conservative assumption, which fills those outside liberties at
// once, so a boundary block with one liberty in the region is lost
// before the defender can answer; the open-boundary search counts them
// (the attacker must fill them one by one, and the defender answers),
// claims the whole region (it has no dividers) and reserves the outside
// liberties it counted, as for every zone.
func (s *colorSolver) closedZones() []Zone {
	var out []Zone
	on := s.b.OnBoard()
	for i, r := range s.rs.Regions {
		if !s.open(i) || len(r.Boundary) == 0 || r.Points.SubsetOf(s.territory) || r.Points.Intersects(s.provenAreas) {
			continue
		}
		outside := r.BoundaryStones.Minus(s.safeStones).Dilate(on).Intersect(s.b.Empties()).Minus(r.Points).Minus(s.uncounted())
		if outside.IsEmpty() {
			continue // the closed search saw everything
		}
		out = append(out, Zone{Color: s.c, Points: r.Points})
	}
	return out
}

// Limits of the group zones (ours; colorSolver.groupZones).
const (
	groupZoneSize = 40 // larger group zones are not searched
)

// groupEyeSizes are the largest eyes of the group zones, tried in turn:
// small eyes first (cheap searches whose proofs make blocks safe), then
// larger ones.
var groupEyeSizes = []int{6, 12}

// groupZones returns the group zones of SOLVER 2.0 (ours): for each open
// region of at most groupEyeSize points (an eye), the union of the eyes
// of its group and the points connecting the group's blocks. The group
// grows from the eye's boundary blocks not yet safe: every eye touching
// one of them joins, and every empty point next to one of them and to
// another block of the defender (a cutting point of a diagonal or
// one-point connection, or a point of a miai connection, in a large
// region) joins as a connecting point, with its blocks. The search is
// the open-boundary search of the zones: the connecting points next to
// the outside are dividers (searched, not claimed), so the defender can
// answer a cut there, and the blocks' liberties outside count. Under the
// conservative assumption a block with one liberty in each of its eyes
// is lost in every region it touches; so is every union of regions that
// reaches the opponent's side, where §3.4's merges go. Group zones of
// one region only (closed zones already) or of more than groupZoneSize
// points are left out, as are points where other proofs answer.
func (s *colorSolver) groupZones(eyeSize int) []Zone {
	on := s.b.OnBoard()
	own := s.b.Stones(s.c)
	// Other proofs answer here; promised miai points may join (with
	// their partners: the search then answers them, see searchArea).
	blocked := s.provenAreas.Union(s.reserved).Union(s.territory).Union(s.zoneAreas)
	var eyes []int
	for i, r := range s.rs.Regions {
		if s.open(i) && len(r.Boundary) > 0 && r.Size() <= eyeSize && !r.Points.Intersects(blocked) {
			eyes = append(eyes, i)
		}
	}
	large := on.Minus(own)
	for _, i := range eyes {
		large = large.Minus(s.rs.Regions[i].Points)
	}
	large = large.Intersect(s.b.Empties()).Minus(blocked)
	seen := map[board.Region]bool{}
	var out []Zone
	for _, start := range eyes {
		area := s.rs.Regions[start].Points
		regions := 1
		connecting := 0
		for grown := true; grown && area.Count() <= groupZoneSize; {
			grown = false
			// next to the group's blocks not yet safe
			near := blocksTouching(s.b, s.c, area).Minus(s.safeStones).Dilate(on)
			for _, j := range eyes {
				if r := s.rs.Regions[j].Points; !r.SubsetOf(area) && r.Intersects(near) {
					area = area.Union(r)
					regions++
					grown = true
				}
			}
			for p := range near.Intersect(large).Minus(area).All() {
				// a connecting point: next to the group and to another block
				if s.blocksNextTo(p) >= 2 {
					area.Add(p)
					connecting++
					grown = true
				}
			}
		}
		for _, m := range s.pairs {
			if area.Has(m.near) || area.Has(m.far) {
				area.Add(m.near)
				area.Add(m.far)
			}
		}
		if area.Count() > groupZoneSize || area.Intersects(blocked) || (regions == 1 && connecting == 0) || seen[area] {
			continue
		}
		seen[area] = true
		out = append(out, Zone{Color: s.c, Points: area, Dividers: openDividers(s.b, s.c, area)})
	}
	return out
}

// blocksNextTo returns the number of the defender's blocks next to p.
func (s *colorSolver) blocksNextTo(p board.Point) int {
	var seen board.Region
	n := 0
	for _, q := range p.Neighbours() {
		if s.b.At(q) == s.c && !seen.Has(q) {
			seen = seen.Union(s.b.BlockStones(q))
			n++
		}
	}
	return n
}
