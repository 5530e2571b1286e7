package endgame

import (
	"fmt"
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
	score, _, _, settled := sc.count()
	return score, settled
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
	score, lo, hi, _ := sc.count()
	return score + lo, score + hi
}

// count returns score, the bounds lo and hi of the unsettled components'
// count (see countRange) and settled.
func (sc *scorer) count() (score, lo, hi int, settled bool) {
	sb, sw := sc.safeNow(board.Black), sc.safeNow(board.White)
	safe := sb.Union(sw)
	on := sc.b.OnBoard()
	empties := sc.b.Empties()
	settled = true
	if sc.rules == Chinese {
		score += sc.area.Intersect(sb).Count() - sc.area.Intersect(sw).Count()
	}
	unsettled := func(r board.Region) {
		settled = false
		n := r.Count()
		lo, hi = lo-n, hi+n
		if sc.rules == Japanese {
			lo -= r.Intersect(sc.b.Stones(board.Black)).Count()
			hi += r.Intersect(sc.b.Stones(board.White)).Count()
		}
	}
	for _, r := range sc.area.Minus(safe).Components() {
		nb := r.Neighbours(on)
		allEmpty := r.SubsetOf(empties)
		touchB, touchW := nb.Intersects(sb), nb.Intersects(sw)
		if !allEmpty || !nb.SubsetOf(safe) {
			unsettled(r)
			continue
		}
		switch {
		case touchB && !touchW:
			if r.SubsetOf(sb.Dilate(on)) {
				score += r.Count()
			} else {
				unsettled(r)
			}
		case touchW && !touchB:
			if r.SubsetOf(sw.Dilate(on)) {
				score -= r.Count()
			} else {
				unsettled(r)
			}
		case touchB && touchW && r.Count() == 1 && sc.rules == Japanese:
			// dame
		case touchB && touchW:
			settled = false // neutral points: they count 0 when the game ends here
		default:
			unsettled(r)
		}
	}
	return score, lo, hi, settled
}
