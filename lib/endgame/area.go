package endgame

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame/compose"
)

// Rules selects the scoring of a local or global position.
type Rules uint8

const (
	// Japanese counts territory plus prisoners; a dame point is worth 0.
	Japanese Rules = iota
	// Chinese counts stones plus territory; prisoners do not count and
	// filling a dame point is worth one point.
	Chinese
)

func (r Rules) String() string {
	if r == Chinese {
		return "chinese"
	}
	return "japanese"
}

// ParseRules reads "japanese" or "chinese".
func ParseRules(s string) (Rules, error) {
	switch s {
	case "japanese", "j", "":
		return Japanese, nil
	case "chinese", "c":
		return Chinese, nil
	}
	return Japanese, fmt.Errorf("unknown rules %q (want japanese or chinese)", s)
}

// Safety is what a safety solver proved about a position: the safe stones
// and the safe territory of each colour, indexed by board.Color (index 0,
// board.Empty, is unused).
type Safety struct {
	Stones    [3]board.Region
	Territory [3]board.Region
	Report    SafetyReport // what the safety solver did (SafetyOf)
}

// SafeFunc proves stones and territories safe on a board.
type SafeFunc func(b *board.Board) Safety

// Area is one independent part of the board: a connected set of points that
// are neither safe stones nor safe territory (Müller 1999, "areas" of the decomposition).
type Area struct {
	Label  string       // from the problem's LB markup, or generated (A, B, ...)
	Points board.Region // empty points and unsafe stones
}

// Size is the number of points of the area.
func (a Area) Size() int { return a.Points.Count() }

// Decomposition is a board split into safe parts and independent areas.
type Decomposition struct {
	Safety  Safety
	Neutral board.Region // empty points whose every neighbour is a safe stone, of both colours
	Areas   []Area       // every remaining component (neutral points as 1-point areas), by label
}

// Decompose splits b into areas given the safe points. labels names areas:
// an area containing a labelled point takes that label (the first in point
// order); unlabelled areas get the next unused letters.
func Decompose(b *board.Board, s Safety, labels map[board.Point]string) (*Decomposition, error) {
	safe := s.Stones[board.Black].Union(s.Stones[board.White]).Union(s.Territory[board.Black]).Union(s.Territory[board.White])
	if s.Stones[board.Black].Intersects(b.Stones(board.White)) || s.Stones[board.White].Intersects(b.Stones(board.Black)) {
		return nil, fmt.Errorf("decompose: safe stones of one colour lie on the other colour's stones")
	}
	rest := b.OnBoard().Minus(safe)
	d := &Decomposition{Safety: s}
	on := b.OnBoard()
	for p := range rest.Intersect(b.Empties()).All() {
		nb := board.RegionOf(p).Neighbours(on)
		if nb.SubsetOf(s.Stones[board.Black].Union(s.Stones[board.White])) && nb.Intersects(s.Stones[board.Black]) && nb.Intersects(s.Stones[board.White]) {
			d.Neutral.Add(p)
		}
	}
	used := map[string]bool{}
	var unlabelled []int
	for _, c := range rest.Components() {
		a := Area{Points: c}
		var lp []board.Point
		for p := range labels {
			if c.Has(p) {
				lp = append(lp, p)
			}
		}
		if len(lp) > 0 {
			sort.Slice(lp, func(i, j int) bool { return lp[i] < lp[j] })
			a.Label = labels[lp[0]]
			if used[a.Label] {
				return nil, fmt.Errorf("decompose: label %q names two areas", a.Label)
			}
			used[a.Label] = true
		} else {
			unlabelled = append(unlabelled, len(d.Areas))
		}
		d.Areas = append(d.Areas, a)
	}
	next := 0
	for _, i := range unlabelled {
		for {
			l := compose.AreaLabel(next)
			next++
			if !used[l] {
				d.Areas[i].Label = l
				used[l] = true
				break
			}
		}
	}
	sort.SliceStable(d.Areas, func(i, j int) bool {
		a, b := d.Areas[i].Label, d.Areas[j].Label
		return len(a) < len(b) || len(a) == len(b) && a < b
	})
	return d, nil
}

// Area returns the area with the given label.
func (d *Decomposition) Area(label string) (Area, bool) {
	for _, a := range d.Areas {
		if a.Label == label {
			return a, true
		}
	}
	return Area{}, false
}

// Constant is the score of the safe part of the board (Black minus White):
// safe territory under both rules, plus safe stones under Chinese rules,
// plus the prisoners already taken and the dead stones in safe territory
// under Japanese rules.
func (d *Decomposition) Constant(b *board.Board, r Rules) int {
	s := d.Safety.Territory[board.Black].Count() - d.Safety.Territory[board.White].Count()
	if r == Chinese {
		s += d.Safety.Stones[board.Black].Count() - d.Safety.Stones[board.White].Count()
	} else {
		s += b.Prisoners(board.Black) - b.Prisoners(board.White)
		s += d.Safety.Territory[board.Black].Intersect(b.Stones(board.White)).Count()
		s -= d.Safety.Territory[board.White].Intersect(b.Stones(board.Black)).Count()
	}
	return s
}

// scorer scores the points of one area given the safe stones of the original position.
type scorer struct {
	b     *board.Board
	area  board.Region
	safe  [3]board.Region // safe stones of the original position (walls), by colour
	rules Rules
	// frame numbers the area's points for counting with bit operations
	// (areaFrame), built at the first count; frameTried is set then
	frame      *areaFrame
	frameTried bool
}

// safeNow returns the stones of colour c in or around the
// area that belong to a block containing an originally safe stone.
func (sc *scorer) safeNow(c board.Color) board.Region {
	stones := sc.b.Stones(c)
	r := sc.safe[c]
	for p := range sc.area.Intersect(stones).All() {
		if r.Has(p) {
			continue
		}
		blk := sc.b.BlockStones(p)
		if blk.Intersects(sc.safe[c]) {
			r = r.Union(blk)
		}
	}
	return r
}

// score returns the local score of the current position (Black minus White,
// prisoners not included) and whether the area is settled: every component
// of non-safe points is territory of one colour (empty, bounded by safe
// stones of that colour only, every point adjacent to one of them) or, under
// Japanese rules, a single dame point between safe stones of both colours.
// Components that are not settled score 0.
func (sc *scorer) score() (int, bool) {
	c := sc.count()
	return c.score, c.settled
}

// countRange returns the least and the greatest count the area can have
// when the game ends in the current position (Black minus White,
// prisoners taken so far not included): settled components count as in
// score; an empty component between safe stones of both colours counts 0
// (neutral points, under both rules); any other unsettled component, of n
// points holding kB black and kW white stones, counts between -(n+kB) and
// n+kW under Japanese rules (every point territory of one side and its
// dead stones prisoners) and between -n and n under Chinese rules.
func (sc *scorer) countRange() (lo, hi int) {
	c := sc.count()
	return c.score + c.lo, c.score + c.hi
}

// areaCount is what the scorer counts in one position: the score and
// whether the area is settled (score), the bounds lo and hi of the
// unsettled components' count (countRange), and the sealed-region bounds
// U and L with whether every component is sealed (sealCount, seal.go).
type areaCount struct {
	score, lo, hi int
	settled       bool
	upper, lower  int
	full          bool
}

// componentCount is what areaCount needs of one component of the
// area's non-safe points, sb and sw the safe stones now (safeNow).
type componentCount struct {
	n, empty, black, white int  // points, and of them empty, black, white
	touchB, touchW         bool // a neighbour in sb, in sw
	nbSafe                 bool // every neighbour in sb or sw
	sealedB, sealedW       bool // every neighbour in sb (sw) and every point next to one
}

// add counts one component.
func (c *areaCount) add(k componentCount, rules Rules) {
	switch {
	case k.sealedB:
		c.upper += k.empty + 2*k.white
		c.lower += k.empty + 2*k.white
	case k.sealedW:
		c.upper -= k.empty + 2*k.black
		c.lower -= k.empty + 2*k.black
	default:
		c.full = false
		c.upper += k.empty + 2*k.white
		c.lower -= k.empty + 2*k.black
	}
	unsettled := func() {
		c.settled = false
		c.lo, c.hi = c.lo-k.n, c.hi+k.n
		if rules == Japanese {
			c.lo -= k.black
			c.hi += k.white
		}
	}
	if k.empty != k.n || !k.nbSafe {
		unsettled()
		return
	}
	switch {
	case k.touchB && !k.touchW:
		// every neighbour is in sb: territory if every point is next to one
		if k.sealedB {
			c.score += k.n
		} else {
			unsettled()
		}
	case k.touchW && !k.touchB:
		if k.sealedW {
			c.score -= k.n
		} else {
			unsettled()
		}
	case k.touchB && k.touchW && k.n == 1 && rules == Japanese:
		// dame
	case k.touchB && k.touchW:
		c.settled = false // neutral points: they count 0 when the game ends here
	default:
		unsettled()
	}
}

// count returns the area's counts in the current position (areaCount),
// with bit operations on the area's own numbering where it applies
// (areaFrame), else on the board's regions; TestAreaFrameCounts checks
// that both give the same.
func (sc *scorer) count() areaCount {
	if f, st, ok := sc.frameState(); ok {
		return f.count(st, sc.rules)
	}
	return sc.regionCount()
}

// frameState returns the area's frame and the current position in it;
// ok is false where the frame does not apply (areaFrame).
func (sc *scorer) frameState() (f *areaFrame, st frameState, ok bool) {
	if !sc.frameTried {
		sc.frame, sc.frameTried = newAreaFrame(sc.b, sc.area, sc.safe), true
	}
	if sc.frame == nil {
		return nil, st, false
	}
	st, ok = sc.frame.state(sc.b)
	return sc.frame, st, ok
}

// regionCount is count on the board's regions.
func (sc *scorer) regionCount() areaCount {
	sb, sw := sc.safeNow(board.Black), sc.safeNow(board.White)
	safe := sb.Union(sw)
	on := sc.b.OnBoard()
	empties := sc.b.Empties()
	black, white := sc.b.Stones(board.Black), sc.b.Stones(board.White)
	nearB, nearW := sb.Dilate(on), sw.Dilate(on)
	c := areaCount{settled: true, full: true}
	if sc.rules == Chinese {
		c.score += sc.area.Intersect(sb).Count() - sc.area.Intersect(sw).Count()
	}
	for _, r := range sc.area.Minus(safe).Components() {
		nb := r.Neighbours(on)
		c.add(componentCount{
			n: r.Count(), empty: r.Intersect(empties).Count(),
			black: r.Intersect(black).Count(), white: r.Intersect(white).Count(),
			touchB: nb.Intersects(sb), touchW: nb.Intersects(sw), nbSafe: nb.SubsetOf(safe),
			sealedB: nb.SubsetOf(sb) && r.SubsetOf(nearB),
			sealedW: nb.SubsetOf(sw) && r.SubsetOf(nearW),
		}, sc.rules)
	}
	return c
}

// areaFrame numbers the points of an area of at most 64 points so that
// a position's counts are bit operations on single words: bit i of a
// mask is the area's point pts[i]. It applies where every point next to
// the area is a stone of the original safe set of one colour (the walls;
// Decompose's areas are bounded so), and in a position only while those
// stones are on the board: then a block of the area's stones belongs to
// a block with a safe stone exactly when its part in the area, connected
// through the area's points of its colour, touches a wall stone of its
// colour (a block leaving the area does so through a wall stone), and a
// component's neighbours outside the area are all safe.
type areaFrame struct {
	pts        []board.Point
	local      [board.NumPoints]int8 // the index of each of pts
	nbr        []uint64              // the area's neighbours of each point
	all        uint64                // every point of the area
	wall       [3]uint64             // by colour: the points next to a wall stone of that colour
	wallStones [3]board.Region
}

// newAreaFrame returns the frame of area on b with the given safe
// stones, or nil where it does not apply.
func newAreaFrame(b *board.Board, area board.Region, safe [3]board.Region) *areaFrame {
	n := area.Count()
	if n == 0 || n > 64 || area.Intersects(safe[board.Black].Union(safe[board.White])) || safe[board.Black].Intersects(safe[board.White]) {
		return nil
	}
	on := b.OnBoard()
	f := &areaFrame{pts: area.Points(), nbr: make([]uint64, n), all: 1<<n - 1}
	if n == 64 {
		f.all = ^uint64(0)
	}
	for q := range area.Neighbours(on).All() {
		switch {
		case safe[board.Black].Has(q):
			f.wallStones[board.Black].Add(q)
		case safe[board.White].Has(q):
			f.wallStones[board.White].Add(q)
		default:
			return nil
		}
	}
	for i, p := range f.pts {
		f.local[p] = int8(i)
	}
	for i, p := range f.pts {
		for _, q := range p.Neighbours() {
			switch {
			case area.Has(q):
				f.nbr[i] |= 1 << f.local[q]
			case f.wallStones[board.Black].Has(q):
				f.wall[board.Black] |= 1 << i
			case f.wallStones[board.White].Has(q):
				f.wall[board.White] |= 1 << i
			}
		}
	}
	return f
}

// frameState is a position in an areaFrame: the area's stones of each
// colour and the safe ones among them (in blocks with a wall stone).
type frameState struct {
	stones, safe [3]uint64
}

// state reads the current position of b; ok is false where the frame
// does not apply (a wall stone is off the board).
func (f *areaFrame) state(b *board.Board) (st frameState, ok bool) {
	black, white := b.Stones(board.Black), b.Stones(board.White)
	if !f.wallStones[board.Black].SubsetOf(black) || !f.wallStones[board.White].SubsetOf(white) {
		return st, false
	}
	for i, p := range f.pts {
		switch {
		case black.Has(p):
			st.stones[board.Black] |= 1 << i
		case white.Has(p):
			st.stones[board.White] |= 1 << i
		}
	}
	for c := board.Black; c <= board.White; c++ {
		st.safe[c] = f.flood(st.stones[c]&f.wall[c], st.stones[c])
	}
	return st, true
}

// bit returns the mask of point p: its bit if p is one of the area's
// points, 0 otherwise.
func (f *areaFrame) bit(p board.Point) uint64 {
	if i := f.local[p]; f.pts[i] == p {
		return 1 << i
	}
	return 0
}

// quiet returns position st after a move of c at the area's point p
// that takes no stone (board.QuietHash): the new stone's block is safe
// exactly when the point is next to a wall stone of c or to a safe stone
// of c (an area stone next to a wall stone of its colour is safe).
func (f *areaFrame) quiet(st frameState, c board.Color, p board.Point) frameState {
	i := f.local[p]
	st.stones[c] |= 1 << i
	if f.wall[c]&(1<<i) != 0 || f.nbr[i]&st.safe[c] != 0 {
		st.safe[c] |= f.flood(1<<i, st.stones[c])
	}
	return st
}

// flood returns the points of within connected to seed through within.
func (f *areaFrame) flood(seed, within uint64) uint64 {
	r := seed & within
	for todo := r; todo != 0; {
		i := bits.TrailingZeros64(todo)
		grow := f.nbr[i] & within &^ r
		r |= grow
		todo = todo&^(1<<i) | grow
	}
	return r
}

// dilate returns r with its neighbours in the area.
func (f *areaFrame) dilate(r uint64) uint64 {
	d := r
	for w := r; w != 0; w &= w - 1 {
		d |= f.nbr[bits.TrailingZeros64(w)]
	}
	return d
}

// count is scorer.count of position st.
func (f *areaFrame) count(st frameState, rules Rules) areaCount {
	sb, sw := st.safe[board.Black], st.safe[board.White]
	black, white := st.stones[board.Black], st.stones[board.White]
	empty := f.all &^ (black | white)
	near := f.nearSafe(st)
	c := areaCount{settled: true, full: true}
	if rules == Chinese {
		c.score += bits.OnesCount64(sb) - bits.OnesCount64(sw)
	}
	rest := f.all &^ (sb | sw)
	for rest != 0 {
		r := f.flood(rest&-rest, rest)
		rest &^= r
		nb := f.dilate(r) &^ r
		c.add(componentCount{
			n: bits.OnesCount64(r), empty: bits.OnesCount64(r & empty),
			black: bits.OnesCount64(r & black), white: bits.OnesCount64(r & white),
			touchB:  nb&sb != 0 || r&f.wall[board.Black] != 0,
			touchW:  nb&sw != 0 || r&f.wall[board.White] != 0,
			nbSafe:  nb&^(sb|sw) == 0,
			sealedB: f.sealedBy(board.Black, r, nb, st, near),
			sealedW: f.sealedBy(board.White, r, nb, st, near),
		}, rules)
	}
	return c
}

// nearSafe returns, by colour, the area's points that are safe stones
// of that colour of position st or next to one, walls included.
func (f *areaFrame) nearSafe(st frameState) (near [3]uint64) {
	for c := board.Black; c <= board.White; c++ {
		near[c] = f.dilate(st.safe[c]) | f.wall[c]
	}
	return near
}

// sealedBy reports whether component r of position st (the area's
// points without safe stones, connected), with neighbours nb in the
// area, is sealed by c (componentCount.sealedB and sealedW): its
// neighbours are safe stones of c, no wall stone of the opponent
// touches it, and each of its points is next to a safe stone of c (near
// from nearSafe).
func (f *areaFrame) sealedBy(c board.Color, r, nb uint64, st frameState, near [3]uint64) bool {
	return nb&^st.safe[c] == 0 && r&f.wall[c.Opponent()] == 0 && r&^near[c] == 0
}

// enclosed returns the enclosed points of position st by kind
// (enclosedPoint): empty points whose every neighbour is a safe stone.
func (f *areaFrame) enclosed(st frameState) (kinds [4]uint64) {
	sb, sw := st.safe[board.Black], st.safe[board.White]
	empty := f.all &^ (st.stones[board.Black] | st.stones[board.White])
	for w := empty; w != 0; w &= w - 1 {
		i := bits.TrailingZeros64(w)
		nb := f.nbr[i]
		if nb&^(sb|sw) != 0 {
			continue
		}
		touchB := nb&sb != 0 || f.wall[board.Black]&(1<<i) != 0
		touchW := nb&sw != 0 || f.wall[board.White]&(1<<i) != 0
		switch {
		case touchB && touchW:
			kinds[enclosedDame] |= 1 << i
		case touchB:
			kinds[enclosedBlack] |= 1 << i
		case touchW:
			kinds[enclosedWhite] |= 1 << i
		}
	}
	return kinds
}

// sealed returns U of position st and whether every component is
// sealed (scorer.sealCount; U is only meaningful then), stopping at the
// first open component.
func (f *areaFrame) sealed(st frameState) (upper int, full bool) {
	near := f.nearSafe(st)
	rest := f.all &^ (st.safe[board.Black] | st.safe[board.White])
	if rest&^(near[board.Black]|near[board.White]) != 0 {
		return 0, false // a point next to no safe stone
	}
	black, white := st.stones[board.Black], st.stones[board.White]
	for rest != 0 {
		r := f.flood(rest&-rest, rest)
		rest &^= r
		nb := f.dilate(r) &^ r
		empty := bits.OnesCount64(r &^ (black | white))
		switch {
		case f.sealedBy(board.Black, r, nb, st, near):
			upper += empty + 2*bits.OnesCount64(r&white)
		case f.sealedBy(board.White, r, nb, st, near):
			upper -= empty + 2*bits.OnesCount64(r&black)
		default:
			return 0, false
		}
	}
	return upper, true
}
