package safety

import (
	"context"
	"fmt"
	"math"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// Check is the verdict of CheckClaim.
type Check int

// The verdicts of CheckClaim.
const (
	ClaimHolds   Check = iota // the defender keeps every claimed point
	ClaimBroken               // the attacker breaks the claim
	ClaimUnknown              // node or time budget, or cancellation
)

func (c Check) String() string {
	switch c {
	case ClaimHolds:
		return "holds"
	case ClaimBroken:
		return "broken"
	case ClaimUnknown:
		return "unknown"
	}
	return fmt.Sprintf("Check(%d)", int(c))
}

// CheckClaim decides by exhaustive game search, with nothing but the move
// rules of lib/board, whether colour c (the defender) can keep every point
// of claim in the sense of the package documentation. It is the
// independent referee of the solvers: it uses no Benson, no static rule
// and no region analysis, only the following game.
//
// The safety game. The attacker (c's opponent) moves first. A move is any
// legal move or a pass; suicide is forbidden; the defender may not retake
// a ko at once, but the attacker may (the ko rule binds the defender
// only, so the attacker wins every ko). The attacker may play anywhere on
// the board; the defender in the claim, next to it, and on the liberties
// of attacker blocks standing on claimed points (restricting the defender
// only makes claims harder to keep). Two passes in a row end the game.
// The attacker wins
//
//   - at once when a stone of c that stood on a claimed point at the start
//     is captured;
//   - at the end of the game if an attacker stone stands on a claimed point
//     (the defender must have captured every attacker stone in its
//     territory, so a living or seki group of the attacker there, or a
//     stone the defender cannot remove, breaks the claim);
//   - if the game never ends. Every infinite game repeats a position, so a
//     move that repeats a position (board, side to move, ko point, pass) of
//     the current line is a win for the attacker: the defender may not
//     rely on a cycle either.
//
// Otherwise, when the game ends, the defender wins: the claim holds. The
// only terminal tests are these three, read off the board; none of them
// judges life and death. The state space is finite (positions reachable
// from b), so the search is complete: with enough budget it answers
// ClaimHolds or ClaimBroken, never guesses.
//
// Search: depth-first AND/OR search over the game with a transposition
// table keyed by Zobrist hash, ko point, side to move and pass. A win of
// the defender is a strategy under which every game ends with the defender
// winning, whatever came before, so it is always stored; a win of the
// attacker that rests on a repetition of a position earlier on the line is
// stored only at the position repeated (graph-history interaction).
// bud.TTEntries, if set, caps the decided results kept in the table.
//
// Meant for small positions: its cost grows with the number of empty
// points of the whole board (about 12 is the practical limit). It returns
// ClaimUnknown when bud or ctx stops it, and an error for a nil board or a
// colour that is not black or white.
func CheckClaim(ctx context.Context, b *board.Board, c board.Color, claim board.Region, bud search.Budget) (Check, CheckStats, error) {
	return checkClaim(ctx, b, c, claim, bud, checkOptions{useTT: true})
}

// CheckStats is what CheckClaim reports: search.Stats and the number of
// repetitions of a position on the current line met (attacker wins).
type CheckStats struct {
	search.Stats
	Repetitions int64
}

// checkOptions vary CheckClaim for the tests of the referee itself.
type checkOptions struct {
	useTT bool // use the transposition table (else: plain search)
	// koBindsAttacker lets the ko rule bind the attacker too, so that the
	// defender may win a ko: used to show that a refuted claim rests on a ko.
	koBindsAttacker bool
}

// checkClaim is CheckClaim with options.
func checkClaim(ctx context.Context, b *board.Board, c board.Color, claim board.Region, bud search.Budget, opt checkOptions) (Check, CheckStats, error) {
	var stats CheckStats
	if b == nil {
		return ClaimUnknown, stats, fmt.Errorf("safety: check claim: no board")
	}
	if c != board.Black && c != board.White {
		return ClaimUnknown, stats, fmt.Errorf("safety: check claim: colour %v is not black or white", c)
	}
	w := b.Clone()
	w.SetRules(board.Rules{})
	on := w.OnBoard()
	claim = claim.Intersect(on)
	x := &claimGame{
		b: w, c: c, opp: c.Opponent(),
		claim: claim,
		keep:  w.Stones(c).Intersect(claim),
		zone:  claim.Dilate(on),
		tt:    make(map[uint64]claimEntry, 1024),
		opt:   opt,
		maxTT: bud.TTEntries,
	}
	x.stats = &stats
	x.lim = search.NewLimiter(ctx, bud, &stats.Stats)
	win, _ := x.attacker(false)
	stats.Stats = x.lim.Finish()
	stats.MaxDepth = x.maxDepthHit
	switch {
	case x.lim.Stopped():
		return ClaimUnknown, stats, nil
	case win:
		return ClaimHolds, stats, nil
	}
	return ClaimBroken, stats, nil
}

// claimGame is the state of one CheckClaim search.
type claimGame struct {
	b           *board.Board
	c, opp      board.Color
	claim       board.Region
	keep        board.Region // c's stones on claimed points at the start
	zone        board.Region // the claim and its neighbours
	lim         *search.Limiter
	stats       *CheckStats
	tt          map[uint64]claimEntry
	opt         checkOptions
	maxTT       int // at most this many entries, if > 0 (the line excepted)
	depth       int
	moves       [][]board.Point // move buffers by depth
	maxDepthHit int
}

// claimEntry is a transposition-table entry: a decided result, or the
// index on the current line of a position being searched.
type claimEntry struct {
	state uint8 // onLine, defenderWins, attackerWins
	line  int32 // index on the current line when state is onLine
}

const (
	onLine = iota + 1
	defenderWins
	attackerWins
)

// noLoop is the loop index of a result that rests on no repetition.
const noLoop = math.MaxInt32

// Keys a claim search mixes into the board hash.
const (
	keyDefenderToMove uint64 = 0x9b05688c2b3e6c1f
	keyAfterPass      uint64 = 0x1f83d9abfb41bd6b
)

func (x *claimGame) key(defender, passed bool) uint64 {
	k := x.b.Hash() ^ board.ZobristKo(x.b.Ko())
	if defender {
		k ^= keyDefenderToMove
	}
	if passed {
		k ^= keyAfterPass
	}
	return k
}

// clean reports whether no attacker stone stands on a claimed point: the
// defender's condition at the end of the game.
func (x *claimGame) clean() bool {
	return !x.b.Stones(x.opp).Intersects(x.claim)
}

// buffer returns an empty move buffer for the position on top of the
// line.
func (x *claimGame) buffer() []board.Point {
	for len(x.moves) < x.depth {
		x.moves = append(x.moves, make([]board.Point, 0, 32))
	}
	return x.moves[x.depth-1][:0]
}

// enter looks a position up: a decided result, a repetition of the current
// line (an attacker win resting on the line index returned), or nothing,
// in which case the position is put on the line.
func (x *claimGame) enter(k uint64) (decided, win bool, loop int) {
	if e, ok := x.tt[k]; ok {
		switch e.state {
		case defenderWins:
			x.stats.TTHits++
			return true, true, noLoop
		case attackerWins:
			x.stats.TTHits++
			return true, false, noLoop
		case onLine:
			x.stats.Repetitions++
			return true, false, int(e.line)
		}
	}
	x.tt[k] = claimEntry{state: onLine, line: int32(x.depth)}
	x.depth++
	x.maxDepthHit = max(x.maxDepthHit, x.depth)
	return false, false, noLoop
}

// leave takes the position off the line and stores its result: always a
// defender win, an attacker win only if it does not rest on a position
// earlier on the line.
func (x *claimGame) leave(k uint64, win bool, loop int) (bool, int) {
	x.depth--
	if win || loop >= x.depth {
		loop = noLoop // decided whatever the line before
	}
	switch {
	case x.lim.Stopped() || !x.opt.useTT || loop != noLoop || (x.maxTT > 0 && len(x.tt) > x.maxTT):
		delete(x.tt, k)
	case win:
		x.tt[k] = claimEntry{state: defenderWins}
		x.stats.TTStores++
	default:
		x.tt[k] = claimEntry{state: attackerWins}
		x.stats.TTStores++
	}
	return win, loop
}

// attacker returns whether the defender wins with the attacker to move,
// and for an attacker win the smallest line index of a repetition it
// rests on (noLoop if none).
func (x *claimGame) attacker(passed bool) (bool, int) {
	if !x.lim.Expand() {
		return false, noLoop
	}
	k := x.key(false, passed)
	if done, win, loop := x.enter(k); done {
		return win, loop
	}
	// The attacker may retake a ko at once: the ko point binds only the
	// side to move, so make that the defender.
	if !x.opt.koBindsAttacker {
		x.b.SetToMove(x.c)
	}
	moves := x.b.LegalMoves(x.opp, x.buffer())
	x.moves[x.depth-1] = moves
	for _, p := range moves {
		x.b.Play(p, x.opp)
		win, loop := false, noLoop
		if x.b.Stones(x.c).Intersect(x.keep) == x.keep {
			win, loop = x.defender(false)
		}
		x.b.Undo()
		if !win || x.lim.Stopped() {
			return x.leave(k, false, loop)
		}
	}
	// The attacker passes: after a pass of the defender the game is over.
	win, loop := x.clean(), noLoop
	if !passed {
		x.b.Play(board.Pass, x.opp)
		win, loop = x.defender(true)
		x.b.Undo()
	}
	return x.leave(k, win, loop)
}

// defender returns whether the defender wins with the defender to move,
// and for an attacker win the smallest line index of a repetition it
// rests on.
func (x *claimGame) defender(passed bool) (bool, int) {
	if !x.lim.Expand() {
		return false, noLoop
	}
	k := x.key(true, passed)
	if done, win, loop := x.enter(k); done {
		return win, loop
	}
	// After the attacker's pass, a pass ends the game.
	if passed && x.clean() {
		return x.leave(k, true, noLoop)
	}
	loop := noLoop
	moves := x.defenderMoves()
	for _, p := range moves {
		if p == board.Pass {
			if passed {
				continue // the game would end unclean
			}
			x.b.Play(board.Pass, x.c)
		} else {
			x.b.Play(p, x.c)
		}
		win, l := x.attacker(p == board.Pass)
		x.b.Undo()
		if x.lim.Stopped() {
			return x.leave(k, false, noLoop)
		}
		if win {
			return x.leave(k, true, noLoop)
		}
		loop = min(loop, l)
	}
	return x.leave(k, false, loop)
}

// defenderMoves lists the defender's legal moves and the pass, most
// promising first: captures, then answers next to the attacker's last
// move, then the pass, then the rest (the order only affects speed). The
// defender plays in the claim, next to it, and on the liberties of
// attacker blocks with a stone on a claimed point (to capture them).
// Restricting the defender can only break claims that hold, never the
// other way round.
func (x *claimGame) defenderMoves() []board.Point {
	moves := x.buffer()
	last, _ := x.b.LastMove()
	zone := x.zone
	if att := x.b.Stones(x.opp).Intersect(x.claim); !att.IsEmpty() {
		var blocks board.Region // attacker blocks on claimed points
		for p := range att.All() {
			if !blocks.Has(p) {
				blocks = blocks.Union(x.b.BlockStones(p))
			}
		}
		zone = zone.Union(blocks.Dilate(x.b.OnBoard()))
	}
	for p := range x.b.Empties().Intersect(zone).All() {
		if x.b.IsLegal(p, x.c) {
			moves = append(moves, p)
		}
	}
	// Partition in place: captures, answers, then the pass and the rest.
	k := x.partition(moves, 0, x.captures)
	k = x.partition(moves, k, func(p board.Point) bool { return adjacent(p, last) })
	moves = append(moves, board.Pass)
	copy(moves[k+1:], moves[k:])
	moves[k] = board.Pass
	x.moves[x.depth-1] = moves
	return moves
}

// partition moves the points of moves[from:] that satisfy f to the front
// of moves[from:] and returns the index after them.
func (x *claimGame) partition(moves []board.Point, from int, f func(board.Point) bool) int {
	for j := from; j < len(moves); j++ {
		if f(moves[j]) {
			moves[from], moves[j] = moves[j], moves[from]
			from++
		}
	}
	return from
}

// adjacent reports whether p and q are neighbours.
func adjacent(p, q board.Point) bool {
	for _, n := range p.Neighbours() {
		if n == q {
			return true
		}
	}
	return false
}

// captures reports whether the defender's move at p captures a block.
func (x *claimGame) captures(p board.Point) bool { return capturesAt(x.b, p, x.opp) }

// capturesAt reports whether a move at p captures a block of colour opp
// (a neighbouring block of opp in atari).
func capturesAt(b *board.Board, p board.Point, opp board.Color) bool {
	for _, q := range p.Neighbours() {
		if b.Contains(q) && b.At(q) == opp && b.InAtari(q) {
			return true
		}
	}
	return false
}
