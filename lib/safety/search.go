package safety

import (
	"context"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// outcome of a region search.
type outcome int8

const (
	undecided outcome = iota // budget, depth or cancellation
	proven                   // the defender reaches a statically safe position
	failed                   // the attacker prevents it
)

// budgetState is the budget shared by all searches of one Solve call: the
// shared search.Limiter counts nodes in stats and watches the context and
// the clock.
type budgetState struct {
	ctx       context.Context
	maxNodes  int64 // the Solve call's node budget (0: none)
	stats     search.Stats
	lim       *search.Limiter
	ttEntries int // transposition-table entries per region search
	// regionSearches, partialSearches and zoneSearches count the searches run.
	regionSearches, partialSearches, zoneSearches int64
}

func newBudgetState(ctx context.Context, b Budget) *budgetState {
	bs := &budgetState{ctx: ctx, maxNodes: b.MaxNodes, ttEntries: b.TTEntries}
	bs.lim = search.NewLimiter(ctx, b.Budget, &bs.stats)
	return bs
}

// nodes returns the nodes expanded so far.
func (bs *budgetState) nodes() int { return int(bs.stats.Nodes) }

// stopped reports whether the budget ran out or the context was cancelled.
func (bs *budgetState) stopped() bool { return bs.lim.Stopped() }

// miaiPair is a miaipair of a partial region: near is the point on the
// partial region's side, far the point on the other side.
type miaiPair struct{ near, far board.Point }

// regionSearch proves a region (or a union of related regions, or a partial
// region) safe by search: the attacker moves inside the area or passes, the
// defender answers inside or passes (two passes end the fight unproven);
// the defender wins when the position inside the area is statically safe.
//
// The search is conservative about the outside: the attacker may fill the
// outside liberties of boundary blocks at any time, so a block counts as
// captured as soon as it has no liberty inside the area, or one with the
// attacker to move; and the defender may not win a ko.
type regionSearch struct {
	b          *board.Board
	c, opp     board.Color
	on         board.Region
	area       board.Region // where moves are played
	external   board.Region // c's stones already proven safe
	miai       []miaiPair   // partial regions: the miaipairs on the border
	far        board.Region // the far points of the miaipairs (not claimed)
	staticMiai []miaiPair   // static miai connections: the defender answers one point with the other
	outside    board.Region // non-c points outside the area
	original   board.Region // c's stones touching the area at the root
	// oneEye holds the stones of a block that needs only one vital region
	// inside the area (weakly related regions: the other region gives it
	// the second); it must still keep a liberty in the area throughout.
	oneEye board.Region
	// dividers are the unclaimed points of an open-boundary zone (SOLVER
	// 2.0, see zones.go): the points of the area next to outside points
	// that are not the defender's stones. Empty for closed regions and
	// partial regions. In an open search (open) a region of the area that
	// reaches the outside must hold no claimed point, the external
	// liberties of the blocks count (the attacker may fill them), and the
	// defender may not capture attacker stones outside the area.
	dividers board.Region
	open     bool
	// uncounted are outside points that never count as external
	// liberties: other proofs answer the attacker there (see colorSolver).
	uncounted board.Region
	rule3     bool // the defender may take a near miai point first (rule 3)
	budget    *budgetState
	limit     int // node limit of this search
	start     int // budget.nodes() at the start
	tt        map[uint64]outcome
	buf       [][]board.Point
	// Buffers of sealedSafe (never active twice at once): reused so the
	// static evaluation, the search's most frequent step, allocates less.
	blockBuf  []lifeBlock
	regionBuf []lifeRegion
	leakBuf   []bool
}

// Keys mixed into the board hash for the search context.
const (
	keyDefender = 0x9b1f3c5d7e2a4681
	keyPassed   = 0x51e4c2a7d93f08b3
	keyKo       = 0x2545f4914f6cdd1d
)

func newRegionSearch(b *board.Board, c board.Color, area, external board.Region, miai []miaiPair, bs *budgetState, limit int) *regionSearch {
	s := &regionSearch{b: b, c: c, opp: c.Opponent(), on: b.OnBoard(), area: area, external: external,
		miai: miai, budget: bs, limit: limit, start: bs.nodes(), tt: make(map[uint64]outcome)}
	for _, m := range miai {
		s.far.Add(m.far)
	}
	s.outside = s.on.Minus(area).Minus(b.Stones(c))
	s.original = b.Stones(c).Intersect(s.touching())
	return s
}

// openBoundary makes s an open-boundary search (SOLVER 2.0): the points
// of the area next to the outside (non-defender points outside the area)
// are its dividers, which are not claimed; external liberties count,
// except those in uncounted.
func (s *regionSearch) openBoundary(uncounted board.Region) {
	s.dividers = openDividers(s.b, s.c, s.area)
	s.open = true
	s.uncounted = uncounted
}

// capturesOutside reports whether, in an open search, the defender's last
// move captured attacker stones outside the area that were there before
// it (before): the search does not see their outside liberties (the
// attacker may add some at any time), so it may not rely on the capture.
func (s *regionSearch) capturesOutside(before board.Region) bool {
	return s.open && !before.SubsetOf(s.b.Stones(s.opp))
}

// outsideOpp returns the attacker's stones outside the area.
func (s *regionSearch) outsideOpp() board.Region { return s.b.Stones(s.opp).Minus(s.area) }

// liberties returns the liberties of block bl that count: its empty
// points inside the area (inside), and in an open search also its empty
// points outside the area where the attacker may play now. An outside
// liberty the attacker cannot fill now counts as filled (the attacker
// might make the move legal by play outside the search); one it can fill
// stays a liberty until it does, which is one of its moves here.
func (s *regionSearch) liberties(bl, inside board.Region) int {
	near := bl.Dilate(s.on)
	n := near.Intersect(inside).Count()
	if s.open {
		for p := range near.Intersect(s.b.Empties()).Minus(s.area).Minus(s.uncounted).All() {
			if s.b.IsLegal(p, s.opp) {
				n++
			}
		}
	}
	return n
}

// fills returns, in an open search, the empty points outside the area
// next to the defender's blocks that must be kept: the attacker's moves
// on external liberties.
func (s *regionSearch) fills() board.Region {
	var r board.Region
	if !s.open {
		return r
	}
	_, others := s.groups()
	for _, bl := range others {
		r = r.Union(bl.Dilate(s.on))
	}
	return r.Intersect(s.b.Empties()).Minus(s.area).Minus(s.uncounted)
}

// touching returns the points next to the claimed part of the area (the
// area without the empty or attacker-held far miai points), where the
// blocks that must be safe lie.
func (s *regionSearch) touching() board.Region {
	own := s.b.Stones(s.c)
	return s.area.Minus(s.far).Union(s.far.Intersect(own)).Dilate(s.on)
}

// run searches with the attacker to move first.
func (s *regionSearch) run() outcome {
	if s.lost() {
		return failed
	}
	if s.staticSafe() {
		return proven
	}
	return s.attack(2*(s.area.Count()+s.fills().Count()) + 6)
}

// expand counts one node; false means the search must stop (the budget of
// the Solve call or of this region search is spent).
func (s *regionSearch) expand() bool {
	return !s.budget.stopped() && s.budget.nodes()-s.start < s.limit && s.budget.lim.Expand()
}

func (s *regionSearch) key(defender, passed bool) uint64 {
	k := s.b.Hash() ^ uint64(s.b.Ko())*keyKo
	if defender {
		k ^= keyDefender
	}
	if passed {
		k ^= keyPassed
	}
	return k
}

func (s *regionSearch) store(k uint64, o outcome) outcome {
	if o != undecided && len(s.tt) < s.budget.ttEntries {
		s.tt[k] = o
	}
	return o
}

// lost reports whether a boundary block was captured or has no liberty
// left inside the area (and is not already known safe).
func (s *regionSearch) lost() bool {
	if !s.original.SubsetOf(s.b.Stones(s.c)) {
		return true
	}
	empties := s.b.Empties().Intersect(s.area).Minus(s.removed())
	_, others := s.groups()
	for _, bl := range others {
		if s.liberties(bl, empties) == 0 {
			return true
		}
	}
	return false
}

// groups splits the defender's stones next to the claimed part of the area
// into those connected to stones already proven safe (safe) and the other
// blocks. It walks only the stones near the area, not whole big blocks.
func (s *regionSearch) groups() (safe board.Region, others []board.Region) {
	own := s.b.Stones(s.c)
	touch := own.Intersect(s.touching())
	near := touch.Union(own.Intersect(s.area))
	safe = touch.Intersect(s.external)
	for {
		next := safe.Dilate(s.on).Intersect(near).Union(safe)
		if next == safe {
			break
		}
		safe = next
	}
	rest := touch.Minus(safe)
	for !rest.IsEmpty() {
		bl := s.b.BlockStones(rest.First())
		rest = rest.Minus(bl)
		if bl.Intersects(s.external) {
			safe = safe.Union(bl.Intersect(near))
			continue
		}
		others = append(others, bl)
	}
	return safe, others
}

// atari reports whether a block that must be kept (touching the claimed
// part, not external) has at most one liberty inside the area: with the
// attacker to move, it fills the block's outside liberties and captures.
// The oneEye block is exempt: the search of the weakly related region
// keeps one of its liberties there at all times, so the attacker can
// never capture it; filling its last liberty here still loses (lost).
func (s *regionSearch) atari() bool {
	empties := s.b.Empties().Intersect(s.area).Minus(s.removed())
	_, others := s.groups()
	for _, bl := range others {
		if bl.Intersects(s.oneEye) {
			continue
		}
		if s.liberties(bl, empties) <= 1 {
			return true
		}
	}
	return false
}

// moves returns the legal moves of colour col inside the area, using a
// buffer per depth.
func (s *regionSearch) moves(col board.Color, depth int) []board.Point {
	for len(s.buf) <= depth {
		s.buf = append(s.buf, nil)
	}
	// Interior points (not next to the defender's stones) matter most:
	// the attacker tries them first; the defender first tries the points
	// next to its stones that border the interior (they shrink it with a
	// connected stone), then the interior itself.
	ms := s.buf[depth][:0]
	empties := s.b.Empties().Intersect(s.area)
	ownNear := s.b.Stones(s.c).Dilate(s.on)
	interior := s.area.Minus(ownNear)
	// In an open search the attacker may also fill external liberties.
	order := [3]board.Region{empties.Intersect(interior), empties.Minus(interior), s.fills()}
	if col == s.c {
		edge := empties.Intersect(ownNear).Intersect(interior.Dilate(s.on))
		order = [3]board.Region{edge, empties.Intersect(interior), empties.Minus(interior).Minus(edge)}
	}
	for _, set := range order {
		for p := range set.All() {
			if s.miaiAllowed(p, col) && s.b.IsLegal(p, col) {
				ms = append(ms, p)
			}
		}
	}
	s.buf[depth] = ms
	return ms
}

// miaiAllowed applies the miai rules of Section 3.2 to a move of colour
// col at p. Rule 1: the attacker may play a miai point only while both
// points of its pair are empty (after the defender took the near point,
// the far point is removed from the attacker's moves). Rule 3: the
// defender may play a near point while its pair is open, never a far
// point (it gets a far point only as the forced reply of rule 2).
func (s *regionSearch) miaiAllowed(p board.Point, col board.Color) bool {
	for _, m := range s.miai {
		if p != m.near && p != m.far {
			continue
		}
		open := s.b.At(m.near) == board.Empty && s.b.At(m.far) == board.Empty
		if col == s.c {
			return open && p == m.near && s.rule3
		}
		return open
	}
	return true
}

// removed returns the far points taken out of the game by rule 3: empty
// far points whose near point the defender holds. They lie outside the
// sealed partial region: the attacker may fill them at any time (the
// conservative assumption), so they are never liberties inside the area.
func (s *regionSearch) removed() board.Region {
	var r board.Region
	for _, m := range s.miai {
		if s.b.At(m.near) == s.c && s.b.At(m.far) == board.Empty {
			r.Add(m.far)
		}
	}
	return r
}

// openPair returns a miaipair of the partial region with both points
// empty.
func (s *regionSearch) openPair() (miaiPair, bool) {
	for _, m := range s.miai {
		if s.b.At(m.near) == board.Empty && s.b.At(m.far) == board.Empty {
			return m, true
		}
	}
	return miaiPair{}, false
}

// miaiReply returns the forced reply to an attacker move on a miai point
// (of a miaipair of the partial region, or of a static miai connection
// whose other point is still empty).
func (s *regionSearch) miaiReply(p board.Point) (board.Point, bool) {
	for _, m := range s.miai {
		if m.near == p {
			return m.far, true
		}
		if m.far == p {
			return m.near, true
		}
	}
	for _, m := range s.staticMiai {
		if m.near == p && s.b.At(m.far) == board.Empty {
			return m.far, true
		}
		if m.far == p && s.b.At(m.near) == board.Empty {
			return m.near, true
		}
	}
	return board.NoPoint, false
}

// attack: the attacker to move. Returns proven if every attacker move
// fails.
func (s *regionSearch) attack(depth int) outcome {
	if !s.expand() {
		return undecided
	}
	if s.atari() {
		return failed
	}
	k := s.key(false, false)
	if o, ok := s.tt[k]; ok {
		s.budget.stats.TTHits++
		return o
	}
	ms := s.moves(s.opp, depth)
	result := proven
	for i := 0; i < len(ms); i++ {
		p := ms[i]
		if s.b.Play(p, s.opp) != nil {
			continue
		}
		var o outcome
		if reply, ok := s.miaiReply(p); ok {
			o = s.forced(reply, depth-1)
		} else if s.lost() {
			o = failed
		} else {
			o = s.defend(depth-1, false)
		}
		s.b.Undo()
		if o == failed {
			return s.store(k, failed)
		}
		if o == undecided {
			result = undecided
		}
		ms = s.buf[depth] // the buffer may have been reused below
	}
	// The attacker passes: the defender must then reach a safe position
	// by itself (passing back ends the fight unproven).
	s.b.Play(board.Pass, s.opp)
	o := s.defend(depth-1, true)
	s.b.Undo()
	if o == failed {
		return s.store(k, failed)
	}
	if o == undecided {
		result = undecided
	}
	return s.store(k, result)
}

// forced plays the defender's forced miai reply (after the attacker took
// the other point) and continues; an illegal reply loses.
func (s *regionSearch) forced(reply board.Point, depth int) outcome {
	before := s.outsideOpp()
	if s.b.Play(reply, s.c) != nil {
		return failed
	}
	defer s.b.Undo()
	if s.lost() || s.capturesOutside(before) {
		return failed
	}
	if s.staticSafe() {
		return proven
	}
	if depth <= 0 {
		return undecided
	}
	return s.attack(depth - 1)
}

// defend: the defender to move after an attacker move (or pass).
func (s *regionSearch) defend(depth int, attackerPassed bool) outcome {
	if !s.expand() {
		return undecided
	}
	if s.staticSafe() {
		return proven
	}
	if depth <= 0 {
		return undecided
	}
	k := s.key(true, attackerPassed)
	if o, ok := s.tt[k]; ok {
		s.budget.stats.TTHits++
		return o
	}
	result := failed
	before := s.outsideOpp()
	ms := s.moves(s.c, depth)
	for i := 0; i < len(ms); i++ {
		p := ms[i]
		if s.b.Play(p, s.c) != nil {
			continue
		}
		var o outcome
		switch {
		case s.lost() || s.capturesOutside(before):
			o = failed
		case s.staticSafe():
			o = proven
		case s.b.Ko() != board.NoPoint:
			o = failed // the defender may not rely on winning a ko
		default:
			o = s.attack(depth - 1)
		}
		s.b.Undo()
		if o == proven {
			return s.store(k, proven)
		}
		if o == undecided {
			result = undecided
		}
		ms = s.buf[depth]
	}
	if !attackerPassed {
		s.b.Play(board.Pass, s.c)
		o := s.attack(depth - 1)
		s.b.Undo()
		if o == proven {
			return s.store(k, proven)
		}
		if o == undecided {
			result = undecided
		}
	}
	return s.store(k, result)
}

// staticSafe reports whether the position inside the area is statically
// safe with the attacker to move, so that the defender need not answer
// any move but a miai point (with the forced reply of rule 2).
//
// An open miaipair (both points empty) is resolved both ways, and both
// must be safe: (a) the defender holds the near point (it plays there, by
// rule 3, after any attacker move but the far point, or as the forced
// reply when the attacker takes the far point, which then lies outside
// the sealed area), and (b) the attacker holds the near point and the
// defender the far one (the forced reply). Both positions are
// pass-alive in the sense of sealedSafe, and pass-alive positions stay
// pass-alive whatever the attacker plays, so the criterion holds again
// after any attacker move that is no miai point: the defender only ever
// answers miai points. This is how the region holding an open near point
// can count as an eye. An attacker near move that is illegal now could
// become legal later, so it makes the position not safe (the search
// then lets the defender take the near point itself).
func (s *regionSearch) staticSafe() bool {
	m, ok := s.openPair()
	if !ok {
		return s.sealedSafe()
	}
	if s.b.Play(m.near, s.c) != nil {
		return false
	}
	held := !s.lost() && s.staticSafe()
	s.b.Undo()
	if !held || s.b.Play(m.near, s.opp) != nil {
		return false
	}
	defer s.b.Undo()
	if s.b.Play(m.far, s.c) != nil {
		return false
	}
	defer s.b.Undo()
	return !s.lost() && s.staticSafe()
}

// sealedSafe is staticSafe for a position without open miaipairs:
// Benson's iteration on the blocks touching the area and the regions
// inside it (external blocks count as alive) keeps every block, and every
// empty point of the area is a liberty of a block, or the attacker cannot
// make two eyes there. Regions that continue outside the area (through a
// far miai point held by the attacker) are never vital; far points
// removed by rule 3 lie outside.
func (s *regionSearch) sealedSafe() bool {
	if s.roomForEyes() {
		return false
	}
	safe, others := s.groups()
	blocks := s.blockBuf[:0]
	if !safe.IsEmpty() {
		blocks = append(blocks, lifeBlock{stones: safe, near: safe.Dilate(s.on), external: true})
	}
	seen := safe
	for _, bl := range others {
		seen = seen.Union(bl)
		blocks = append(blocks, lifeBlock{stones: bl, near: bl.Dilate(s.on), oneEye: bl.Intersects(s.oneEye)})
	}
	own := s.b.Stones(s.c)
	empties := s.b.Empties()
	inside := s.area.Minus(own).Minus(s.removed())
	regions, leaks := s.regionBuf[:0], s.leakBuf[:0]
	for _, r := range inside.Components() {
		e := r.Intersect(empties)
		// A region that continues outside the area (through a far miai
		// point held by the attacker) or has no empty point cannot be an
		// eye.
		leak := r.Dilate(s.on).Intersects(s.outside) || r.Intersects(s.far)
		window := leak || e.IsEmpty()
		var adj []int // passAlive's list, reusing the buffer's
		if len(regions) < cap(regions) {
			adj = regions[: len(regions)+1 : len(regions)+1][len(regions)].adj[:0]
		}
		regions = append(regions, lifeRegion{points: r, empties: e, window: window, adj: adj})
		leaks = append(leaks, leak)
	}
	s.blockBuf, s.regionBuf, s.leakBuf = blocks, regions, leaks
	passAlive(blocks, regions)
	for i := range blocks {
		if !blocks[i].alive {
			return false
		}
	}
	near := seen.Dilate(s.on)
	for i := range regions {
		r := &regions[i]
		if leaks[i] && !s.dividers.IsEmpty() {
			// Open boundary: the attacker may enter a region that reaches
			// the outside at will, so it may hold dividers only.
			if !r.points.Minus(s.far).SubsetOf(s.dividers) {
				return false
			}
		} else if leaks[i] {
			if !r.empties.Minus(s.far).SubsetOf(near) {
				return false
			}
		} else if !r.empties.SubsetOf(near) && !noTwoEyes(r.points, near, s.on) {
			return false
		}
	}
	return true
}

// roomForEyes is a quick necessary test of sealedSafe's failure: an empty
// point of the area next to no defender stone whose connected set of such
// points (within the area, outside the defender's stones) has three or
// more points lies in a region that is neither all liberties nor too
// small for two eyes (noTwoEyes counts at least those three points).
// It spares the full analysis in the wide open areas of large regions.
func (s *regionSearch) roomForEyes() bool {
	own := s.b.Stones(s.c)
	interior := s.area.Minus(own).Minus(s.removed()).Minus(own.Dilate(s.on)).Minus(s.dividers)
	for rest := interior.Intersect(s.b.Empties()); !rest.IsEmpty(); {
		comp := board.FloodFill(rest.First(), interior)
		if comp.Count() >= 3 {
			return true
		}
		rest = rest.Minus(comp)
	}
	return false
}

// noTwoEyes reports whether the attacker cannot make two eyes in region,
// whose boundary stones (near is their dilation) are safe: an eye point is
// never next to a safe stone, and two eyes need two points of the region's
// interior that are not adjacent. So at most one interior point, or two
// adjacent ones, leave the attacker one eye at most: without seki (the
// boundary is pass-alive) its stones there are dead.
func noTwoEyes(region, near, on board.Region) bool {
	in := region.Minus(near)
	switch in.Count() {
	case 0, 1:
		return true
	case 2:
		p := in.First()
		return board.RegionOf(p).Dilate(on).Intersects(in.Minus(board.RegionOf(p)))
	}
	return false
}
