package oneeye

import (
	"math/bits"

	"github.com/decomplab/decomplab/lib/board"
)

// This file holds the rules of the one-eye game: which points are eyes,
// which stones are safe, the potential eye points and the terminal tests.
// They are static tests on the current board; all solvers share them.
//
// Definitions (for the region R, defender D, attacker A):
//
//   - A block is anchored if it has a liberty outside R (moves are played
//     only inside R, so such a liberty is never filled) or holds stones
//     given as safe (Problem.Safe, SGF SQ; the defender may not play next
//     to them): an anchored block can never be captured. Anchored attacker
//     blocks are the safe attacker stones.
//   - A candidate eye point is an empty point of R whose neighbours are all
//     defender stones.
//   - The safe defender blocks are the largest set S of the defender blocks
//     next to candidate eye points such that every block in S is anchored
//     or has two liberties that are candidate eye points with all their
//     neighbouring blocks in S (Benson's argument restricted to one-point
//     eyes). An eye point is a candidate whose neighbouring blocks are all
//     in S. The attacker can never play on an eye point (it would be
//     suicide: every neighbouring block keeps another liberty forever), and
//     the blocks of S can never be captured.
//   - The defender has made the eye when some eye point lies in one
//     connected part of (stones of S ∪ eye points) that contains every
//     crucial stone.
//   - The potential eye points of a working region W are its empty points
//     and the points of its unsafe (non-anchored) attacker stones, which
//     the defender may still capture.

// analysis caches the quantities of the current position that the
// terminal test and the heuristics use.
type rules struct {
	region   board.Region
	crucial  board.Region
	def, att board.Color
	on       board.Region
	outside  board.Region // on-board points outside the region
	lo, hi   int          // the words of the region's bitset that hold region points
	// anchoredOut holds the stones outside the region of the blocks that
	// are anchored in the problem's position: they stay for ever, so the
	// anchored blocks of later positions grow from them (across the
	// region only) instead of from their liberties.
	anchoredOut board.Region
	// given holds the blocks given as safe (Problem.Safe) that have no
	// liberty outside the region: the defender may not capture them.
	given board.Region
	// crucialFirst is the first crucial stone (crucial.First()).
	crucialFirst board.Point
}

func newRules(p *Problem) rules {
	on := p.Board.OnBoard()
	r := rules{region: p.Region, crucial: p.Crucial, crucialFirst: p.Crucial.First(), def: p.Defender, att: p.Attacker(), on: on, outside: on.Minus(p.Region)}
	r.lo, r.hi = words, 0
	for i, w := range p.Region {
		if w != 0 {
			r.lo, r.hi = min(r.lo, i), i+1
		}
	}
	b := p.Board
	r.anchoredOut = r.anchored(b, b.Stones(board.Black)).Union(r.anchored(b, b.Stones(board.White))).Intersect(r.outside)
	r.given = p.Safe.Minus(r.anchoredOut)
	r.anchoredOut = r.anchoredOut.Union(r.given)
	return r
}

// anchored returns the stones of the blocks among stones that have a
// liberty outside the region.
func (r *rules) anchored(b *board.Board, stones board.Region) board.Region {
	return r.anchoredBy(stones, b.Empties().Intersect(r.outside))
}

// anchoredBy is anchored with the empty points outside the region at hand.
func (r *rules) anchoredBy(stones, outEmpty board.Region) board.Region {
	return grow(adjacent(outEmpty, stones).Union(stones.Intersect(r.anchoredOut)), stones)
}

// nextToGiven reports whether p is next to a block holding stones given as
// safe: the defender may not play there. So such a block keeps its
// liberties and is never captured, and whether a defender move is legal
// depends only on its neighbours; a rule that forbade only the move taking
// a given block's last liberty would depend on its liberties in other
// components (a wall between two pockets), so that the pockets would not
// be independent games and decomposition would not be exact.
func (r *rules) nextToGiven(b *board.Board, p board.Point) bool {
	if r.given.IsEmpty() {
		return false
	}
	for q := range adjacent(board.RegionOf(p), b.Stones(r.att)).All() {
		if b.BlockStones(q).Intersects(r.given) {
			return true
		}
	}
	return false
}

// nextToGivenBlocks returns the points next to a block holding stones
// given as safe, where the defender may not play: nextToGiven for every
// point at once (the given stones stay for ever, so their blocks are the
// attacker's stones connected to them).
func (r *rules) nextToGivenBlocks(b *board.Board) board.Region {
	if r.given.IsEmpty() {
		return board.Region{}
	}
	return adjacent(grow(r.given, b.Stones(r.att)), r.on)
}

// crucialCaptured reports whether a crucial stone is gone.
func (r *rules) crucialCaptured(b *board.Board) bool {
	return !r.crucial.SubsetOf(b.Stones(r.def))
}

// eyeMadeNear is eyeMade after the defender's move at p in a position
// whose parent had no eye. If the move captured nothing, the candidate
// eye points are the parent's (minus p) and new ones next to p, and the
// only changed block is the one holding p; if no candidate touches that
// block, the safe blocks, eye points and their connections are the
// parent's, so no eye is made. The test saves the full analysis at most
// defender moves.
func (r *rules) eyeMadeNear(b *board.Board, empties board.Region, p board.Point, captured bool) bool {
	if captured || p == board.NoPoint || p == board.Pass || b.At(p) != r.def {
		return r.eyeMade(b, empties)
	}
	return r.eyeMadeWith(b, p, r.candidates(b, empties))
}

// eyeMadeWith is eyeMadeNear after the defender's move at p that captured
// nothing, with the candidate eye points cand at hand.
func (r *rules) eyeMadeWith(b *board.Board, p board.Point, cand board.Region) bool {
	if cand.IsEmpty() || !blockTouches(b, p, cand) {
		return false
	}
	// The block of a crucial stone lies next to an eye point of its
	// structure (other defender blocks are not adjacent to it).
	if !blockTouches(b, r.crucial.First(), cand) {
		return false
	}
	return r.eyeMadeFrom(b, b.Empties(), cand)
}

// candidatesAfter returns the candidate eye points after the defender's
// move at p that captured nothing, from those before it: p is no longer
// one, and only p's neighbours can have become one (no other point's
// neighbours changed).
func (r *rules) candidatesAfter(b *board.Board, p board.Point, before board.Region) board.Region {
	def, att := b.Stones(r.def), b.Stones(r.att)
	r.candidatesWith(&before, &def, &att, p)
	return before
}

// candidatesWith updates cand from the candidates before the move to
// those after it (candidatesAfter), with the stones def and att after it.
func (r *rules) candidatesWith(cand, def, att *board.Region, p board.Point) {
	cand.Remove(p)
	for _, q := range p.Neighbours() {
		if !r.region.Has(q) || def.Has(q) || att.Has(q) {
			continue
		}
		if r.allDefender(def, q) {
			cand.Add(q)
		}
	}
}

// allDefender reports whether every on-board neighbour of q is in def.
func (r *rules) allDefender(def *board.Region, q board.Point) bool {
	for _, n := range q.Neighbours() {
		if r.on.Has(n) && !def.Has(n) {
			return false
		}
	}
	return true
}

// blockTouches reports whether the block at p has a neighbour in pts
// (a few points): it asks, for each neighbour of each point of pts,
// whether it is in p's block, instead of walking the block.
func blockTouches(b *board.Board, p board.Point, pts board.Region) bool {
	for i, x := range pts { // pts.All without its callback
		for ; x != 0; x &= x - 1 {
			q := board.Point(i*64 + bits.TrailingZeros64(x))
			for _, n := range q.Neighbours() {
				if b.Contains(n) && b.SameBlock(n, p) {
					return true
				}
			}
		}
	}
	return false
}

// blockTouchesAfter is blockTouches(p, cand) after the defender's stone
// at p is played (capturing nothing): the block is then p and the blocks
// of its defender neighbours.
func (r *rules) blockTouchesAfter(b *board.Board, p board.Point, cand *board.Region) bool {
	if isEmpty(cand) {
		return false
	}
	def := b.Stones(r.def)
	for i := r.lo; i < r.hi; i++ { // cand.All (cand lies in the region) without its callback
		for x := cand[i]; x != 0; x &= x - 1 {
			q := board.Point(i*64 + bits.TrailingZeros64(x))
			for _, n := range q.Neighbours() {
				if n == p {
					return true
				}
				if !def.Has(n) {
					continue
				}
				for _, d := range p.Neighbours() {
					if def.Has(d) && b.SameBlock(n, d) {
						return true
					}
				}
			}
		}
	}
	return false
}

// candidates returns the empty points of the region whose neighbours are
// all defender stones (or off the board).
// It looks only at the words of the region's bitset, skipping words
// without an empty region point.
func (r *rules) candidates(b *board.Board, empties board.Region) board.Region {
	cand, _ := r.candidatesAndAlmost(b, empties)
	return cand
}

// candidatesAndAlmost returns candidates and the empty points of the
// region with exactly one on-board neighbour that is not a defender stone.
func (r *rules) candidatesAndAlmost(b *board.Board, empties board.Region) (cand, almost board.Region) {
	r.candidatesAndAlmostTo(&cand, &almost, b, &empties)
	return cand, almost
}

// candidatesAndAlmostTo sets cand and almost to candidatesAndAlmost.
func (r *rules) candidatesAndAlmostTo(cand, almost *board.Region, b *board.Board, empties *board.Region) {
	*cand, *almost = board.Region{}, board.Region{}
	def := b.Stones(r.def)
	notDef := func(j int) uint64 {
		if j < 0 || j >= words {
			return 0
		}
		return r.on[j] &^ def[j]
	}
	s := stride
	for i := r.lo; i < r.hi; i++ {
		x := empties[i] & r.region[i]
		if x == 0 {
			continue
		}
		prev, cur, next := notDef(i-1), notDef(i), notDef(i+1)
		// The four neighbours of each point: which are not defender stones.
		w, e := cur<<1|prev>>63, cur>>1|next<<63
		n, so := cur<<s|prev>>(64-s), cur>>s|next<<(64-s)
		one1, two1 := w^e, w&e
		one2, two2 := n^so, n&so
		some := one1 | one2 | two1 | two2
		atLeastTwo := two1 | two2 | one1&one2
		cand[i] = x &^ some
		almost[i] = x & some &^ atLeastTwo
	}
}

// eyeMade reports whether the defender has made an eye connected to all
// crucial stones (see the definitions above); empties is b.Empties().
func (r *rules) eyeMade(b *board.Board, empties board.Region) bool {
	cand := r.candidates(b, empties)
	// The part of the structure holding a crucial block reaches an eye
	// point only through a candidate next to that block (another defender
	// stone next to it would be in the block): without one, no eye.
	if cand.IsEmpty() || !r.crucial.SubsetOf(b.Stones(r.def)) || !blockTouches(b, r.crucial.First(), cand) {
		return false
	}
	return r.eyeMadeFrom(b, empties, cand)
}

// eyeMadeFrom is eyeMade with the candidate eye points at hand.
func (r *rules) eyeMadeFrom(b *board.Board, empties, cand board.Region) bool {
	var merged board.Region
	def := b.Stones(r.def)
	return r.eyeMadeWithin(b, &def, &merged, &empties, &cand)
}

// eyeMadeAfterStone is eyeMadeWith after a defender stone at the empty
// point p that captures nothing, before it is on b (see proof.Lookahead);
// before are the candidate eye points before it.
func (r *rules) eyeMadeAfterStone(b *board.Board, p board.Point, before *board.Region) bool {
	def, att := b.Stones(r.def), b.Stones(r.att)
	def.Add(p)
	cand := *before
	r.candidatesWith(&cand, &def, &att, p)
	if !r.blockTouchesAfter(b, p, &cand) {
		return false
	}
	var empties board.Region
	emptiesTo(&empties, b)
	empties.Remove(p)
	return r.eyeMadeAround(b, p, &def, &empties, &cand)
}

// eyeMadeAfterCapture is eyeMade after a defender stone at the empty point
// p that captures the attacker's stones captured, before it is on b;
// before are the candidate eye points before it. The candidates after it
// are those before but p, the empty points next to p whose neighbours are
// all defender stones, and such captured points: no other point's
// neighbours became defender stones, and the captured points are empty,
// not defender stones, for their neighbours. The eye may be made away
// from p's block (at the captured points), so eyeMadeAfterStone's test
// that p's block touches a candidate does not apply.
func (r *rules) eyeMadeAfterCapture(b *board.Board, p board.Point, before, captured *board.Region) bool {
	def, att := b.Stones(r.def), b.Stones(r.att)
	def.Add(p)
	for i := range att {
		att[i] &^= captured[i]
	}
	cand := *before
	r.candidatesWith(&cand, &def, &att, p)
	for i := r.lo; i < r.hi; i++ { // (captured ∩ region).All without its callback
		for x := captured[i] & r.region[i]; x != 0; x &= x - 1 {
			if q := board.Point(i*64 + bits.TrailingZeros64(x)); r.allDefender(&def, q) {
				cand.Add(q)
			}
		}
	}
	if isEmpty(&cand) {
		return false
	}
	var empties board.Region
	emptiesTo(&empties, b)
	for i := range empties {
		empties[i] |= captured[i]
	}
	empties.Remove(p)
	return r.eyeMadeAround(b, p, &def, &empties, &cand)
}

// eyeMadeAround is eyeMadeWithin on b after a defender stone at p (not on
// b) with the defender's stones def, the empty points empties and the
// candidate eye points cand after it: the block of p is then p and its
// defender neighbours' blocks, the other blocks are b's.
func (r *rules) eyeMadeAround(b *board.Board, p board.Point, def, empties, cand *board.Region) bool {
	var merged, other, near board.Region
	merged.Add(p)
	for _, q := range p.Neighbours() {
		if def.Has(q) && !merged.Has(q) {
			b.AddBlockStones(&merged, q)
		}
	}
	// The crucial block must touch a candidate (as in eyeMadeWith).
	crucial := &merged
	if !merged.Has(r.crucialFirst) {
		b.AddBlockStones(&other, r.crucialFirst)
		crucial = &other
	}
	if adjacentTo(&near, cand, crucial); isEmpty(&near) {
		return false
	}
	return r.eyeMadeWithin(b, def, &merged, empties, cand)
}

// eyeMadeWithin is eyeMadeFrom on b with the defender's stones def and
// the empty points empties, where merged, if not empty, is the block of
// the defender's stones in it (see eyePointsWithin).
func (r *rules) eyeMadeWithin(b *board.Board, def, merged, empties, cand *board.Region) bool {
	var eyes, structure board.Region
	r.eyePointsWithin(&eyes, &structure, b, def, merged, empties, cand)
	if isEmpty(&eyes) || !subsetOf(&r.crucial, &structure) {
		return false
	}
	var part board.Region // board.FloodFill, over structure's words only
	part.Add(r.crucialFirst)
	growIn(&part, &structure)
	return subsetOf(&r.crucial, &part) && intersects(&part, &eyes)
}

// eyePoints returns the eye points of the position and the structure of
// safe defender stones and eye points.
func (r *rules) eyePoints(b *board.Board, empties board.Region) (eyes, structure board.Region) {
	return r.eyePointsFrom(b, empties, r.candidates(b, empties))
}

// eyePointsFrom is eyePoints with the candidate eye points at hand.
func (r *rules) eyePointsFrom(b *board.Board, empties, cand board.Region) (eyes, structure board.Region) {
	var merged board.Region
	def := b.Stones(r.def)
	r.eyePointsWithin(&eyes, &structure, b, &def, &merged, &empties, &cand)
	return eyes, structure
}

// eyePointsWithin sets eyes and structure, which must be empty, to
// eyePointsFrom on b with the defender's stones defStones and the empty
// points empties: b itself, or b before a defender stone that joined
// blocks into the block merged (then not empty; the other blocks are b's).
func (r *rules) eyePointsWithin(eyes, structure *board.Region, b *board.Board, defStones, merged, empties, cand *board.Region) {
	if isEmpty(cand) {
		return
	}
	// The defender blocks next to candidates, with their liberties.
	type blk struct {
		stones, libs board.Region
		anchored     bool
		safe         bool
	}
	var buf [8]blk // enough for one-eye regions; append grows beyond
	bs := buf[:0]
	var outEmpty, left board.Region
	for i := range outEmpty {
		outEmpty[i] = empties[i] & r.outside[i]
	}
	for adjacentTo(&left, cand, defStones); !isEmpty(&left); {
		q := firstOf(&left)
		bs = append(bs, blk{safe: true})
		k := &bs[len(bs)-1]
		if merged.Has(q) {
			for i := range k.stones {
				k.stones[i] = merged[i]
			}
		} else {
			b.AddBlockStones(&k.stones, q)
		}
		for i := range left {
			left[i] &^= k.stones[i]
		}
		adjacentTo(&k.libs, &k.stones, empties)
		k.anchored = intersects(&k.libs, &outEmpty)
	}
	// Fixed point: drop blocks that are neither anchored nor have two eye points.
	for i := range eyes {
		eyes[i] = cand[i]
	}
	for {
		changed := false
		for i := range bs {
			if bs[i].safe && !bs[i].anchored && countBoth(&bs[i].libs, eyes) < 2 {
				bs[i].safe = false
				changed = true
			}
		}
		if !changed {
			break
		}
		var unsafe, near board.Region
		for k := range bs {
			if !bs[k].safe {
				for i := range unsafe {
					unsafe[i] |= bs[k].stones[i]
				}
			}
		}
		adjacentTo(&near, &unsafe, &r.on)
		for i := range eyes {
			eyes[i] = cand[i] &^ near[i]
		}
	}
	if isEmpty(eyes) {
		return
	}
	for k := range bs {
		if bs[k].safe {
			for i := range structure {
				structure[i] |= bs[k].stones[i]
			}
		}
	}
	for i := range structure {
		structure[i] |= eyes[i]
	}
}

// potentialEyePoints returns the empty points of w and the points of w
// holding attacker stones that are not anchored.
func (r *rules) potentialEyePoints(b *board.Board, w board.Region) board.Region {
	pe := b.Empties().Intersect(w)
	attIn := b.Stones(r.att).Intersect(w)
	if !attIn.IsEmpty() {
		pe = pe.Union(attIn.Minus(r.anchored(b, b.Stones(r.att))))
	}
	return pe
}

// evaluate is the terminal test of the position on b with working region
// w: DefenderWins, AttackerWins or Unknown (not terminal). The tests, in
// order: a crucial stone was captured (attacker); the eye is made
// (defender); the defender's last move captured a single stone in ko
// (attacker: the attacker retakes at once, repeating the position, so an
// eye that needs a ko win counts as not made); no potential eye point is
// left in w (attacker).
func (r *rules) evaluate(b *board.Board, w board.Region) Outcome {
	return r.evaluateAfter(b, &w, true, nil)
}

// emptiesIn returns the empty points of w, a part of the region; see
// emptiesInto.
func (r *rules) emptiesIn(b *board.Board, w *board.Region) (out board.Region) {
	r.emptiesInto(&out, b, w)
	return out
}

// emptiesInto sets out, empty outside the region's words, to the empty
// points of w, a part of the region; it only looks at the words of the
// region's bitset.
func (r *rules) emptiesInto(out *board.Region, b *board.Board, w *board.Region) {
	black, white := b.Stones(board.Black), b.Stones(board.White)
	for i := r.lo; i < r.hi; i++ {
		out[i] = w[i] &^ (black[i] | white[i])
	}
}

// hasEmptyIn reports whether w, a part of the region, holds an empty
// point; it stops at the first word that does.
func (r *rules) hasEmptyIn(b *board.Board, w *board.Region) bool {
	black, white := b.Stones(board.Black), b.Stones(board.White)
	for i := r.lo; i < r.hi; i++ {
		if w[i]&^(black[i]|white[i]) != 0 {
			return true
		}
	}
	return false
}

// evaluateAfter is evaluate; captured tells whether the last move captured
// stones (true when unknown). A defender move that captured nothing can
// make the eye only next to its own block (see eyeMadeNear). from, if not
// nil, is the parent's information (the last move captured nothing and
// kept the working region w): the empty points and candidate eye points
// then follow from the parent's.
func (r *rules) evaluateAfter(b *board.Board, w *board.Region, captured bool, from *parent) Outcome {
	last, c := b.LastMove()
	// The search evaluates a position only after a non-terminal parent:
	// then only the defender's stones can make the eye, only the attacker's
	// can capture (and only a move that captured stones can have captured
	// a crucial one), and a pass changes nothing but the working region.
	if c != r.def && last != board.Pass && captured && r.crucialCaptured(b) {
		return AttackerWins
	}
	if c != r.att && last != board.Pass {
		var made bool
		if from != nil && from.defMove {
			made = r.eyeMadeWith(b, last, r.candidatesAfter(b, last, from.cand))
		} else {
			made = r.eyeMadeNear(b, b.Empties(), last, captured)
		}
		if made {
			return DefenderWins
		}
	}
	if c == r.def && b.Ko() != board.NoPoint {
		return AttackerWins
	}
	if from != nil {
		if from.emptiesAfter(b, w) == 0 {
			return AttackerWins
		}
	} else if !r.hasEmptyIn(b, w) {
		// Every non-anchored block in w would need a liberty in w, so w
		// holds no capturable attacker stone either: nothing can change.
		return AttackerWins
	}
	return Unknown
}
