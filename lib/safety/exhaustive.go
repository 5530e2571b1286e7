package safety

import (
	"context"

	"github.com/decomplab/decomplab/lib/board"
)

// Check is the verdict of CheckClaim.
type Check int

// The verdicts of CheckClaim.
const (
	ClaimHolds   Check = iota // the defender keeps every claimed point
	ClaimBroken               // the attacker breaks the claim within the depth
	ClaimUnknown              // node budget or cancellation
)

func (c Check) String() string {
	return [...]string{"holds", "broken", "unknown"}[c]
}

// CheckClaim decides by exhaustive search whether colour c can keep every
// point of claim: the game is played on the whole board, the attacker
// (c's opponent) moves first, both sides may play any legal move or pass;
// the attacker wins as soon as a stone of c on a claimed point is captured,
// or when the game ends (two passes in a row) with a live attacker stone on
// a claimed point (one outside c's Benson territory: see end), or when maxDepth moves have been played in the zone (the
// claimed points and their neighbours) or by the defender. Attacker moves
// outside the zone and passes are not counted: while the defender passes,
// the attacker's moves elsewhere run out. The depth rule favours the
// attacker, so ClaimHolds is a proof; ClaimBroken may be a false alarm
// only if the defender needs more than maxDepth moves.
// Simple ko applies. It is meant for small boards with few empty
// points.
func CheckClaim(ctx context.Context, b *board.Board, c board.Color, claim board.Region, maxDepth, maxNodes int) (Check, int) {
	w := b.Clone()
	w.SetRules(board.Rules{})
	x := &exhaustive{ctx: ctx, b: w, c: c, opp: c.Opponent(), claim: claim, zone: claim.Dilate(w.OnBoard()),
		keep: w.Stones(c).Intersect(claim), maxNodes: maxNodes, tt: map[uint64]int{}}
	r := x.attacker(maxDepth, false)
	if x.stopped {
		return ClaimUnknown, x.nodes
	}
	if r {
		return ClaimHolds, x.nodes
	}
	return ClaimBroken, x.nodes
}

type exhaustive struct {
	ctx      context.Context
	b        *board.Board
	c, opp   board.Color
	claim    board.Region
	zone     board.Region // claimed points and their neighbours
	keep     board.Region // c's stones on claimed points at the start
	nodes    int
	maxNodes int
	stopped  bool
	// tt maps a position key to the depth: > 0 defender wins with at
	// least that depth left, < 0 attacker wins with at most -value left.
	tt map[uint64]int
}

func (x *exhaustive) key(defender, passed bool) uint64 {
	k := x.b.Hash() ^ uint64(x.b.Ko())*keyKo
	if defender {
		k ^= keyDefender
	}
	if passed {
		k ^= keyPassed
	}
	return k
}

func (x *exhaustive) lookup(k uint64, depth int) (bool, bool) {
	v, ok := x.tt[k]
	switch {
	case !ok:
		return false, false
	case v > 0 && depth >= v:
		return true, true
	case v < 0 && depth <= -v:
		return false, true
	}
	return false, false
}

func (x *exhaustive) store(k uint64, depth int, win bool) bool {
	if win {
		if v, ok := x.tt[k]; !ok || v <= 0 || depth < v {
			x.tt[k] = max(depth, 1)
		}
	} else if v, ok := x.tt[k]; !ok || v >= 0 || -depth < v {
		x.tt[k] = -depth
	}
	return win
}

func (x *exhaustive) budget() bool {
	x.nodes++
	if x.nodes >= x.maxNodes || (x.nodes&4095 == 0 && x.ctx.Err() != nil) {
		x.stopped = true
	}
	return x.stopped
}

// end evaluates a finished game: no attacker stone on a claimed point, or
// the attacker stones left on claimed points lie in c's Benson territory
// (c's blocks around them are pass-alive and every empty point there is a
// liberty of them, so they are dead: c could capture them at leisure, and
// the rules of scoring remove them). Demanding their capture on the board
// would force c to fill its own eyes.
func (x *exhaustive) end() bool {
	left := x.b.Stones(x.opp).Intersect(x.claim)
	if left.IsEmpty() {
		return true
	}
	return left.SubsetOf(BensonAlive(x.b, x.c).Territory)
}

// attacker returns true if the defender wins with the attacker to move.
func (x *exhaustive) attacker(depth int, passed bool) bool {
	if x.budget() || depth <= 0 {
		return false
	}
	k := x.key(false, passed)
	if r, ok := x.lookup(k, depth); ok {
		return r
	}
	for _, p := range x.b.LegalMoves(x.opp, nil) {
		x.b.Play(p, x.opp)
		d := depth
		if x.zone.Has(p) {
			d--
		}
		ok := x.b.Stones(x.c).Intersect(x.keep) == x.keep && x.defender(d, false)
		x.b.Undo()
		if x.stopped {
			return false
		}
		if !ok {
			return x.store(k, depth, false)
		}
	}
	// The attacker passes.
	var r bool
	if passed {
		r = x.end()
	} else {
		x.b.Play(board.Pass, x.opp)
		r = x.defender(depth, true)
		x.b.Undo()
	}
	if x.stopped {
		return false
	}
	return x.store(k, depth, r)
}

// defender returns true if the defender wins with the defender to move.
func (x *exhaustive) defender(depth int, passed bool) bool {
	if x.budget() || depth <= 0 {
		return false
	}
	k := x.key(true, passed)
	if r, ok := x.lookup(k, depth); ok {
		return r
	}
	if passed && x.end() {
		return x.store(k, depth, true)
	}
	if !passed {
		x.b.Play(board.Pass, x.c)
		r := x.attacker(depth, true)
		x.b.Undo()
		if r {
			return x.store(k, depth, true)
		}
	}
	for _, p := range x.b.LegalMoves(x.c, nil) {
		x.b.Play(p, x.c)
		r := x.attacker(depth-1, false)
		x.b.Undo()
		if x.stopped {
			return false
		}
		if r {
			return x.store(k, depth, true)
		}
	}
	return x.store(k, depth, false)
}
