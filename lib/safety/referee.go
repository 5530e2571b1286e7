package safety

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/proof"
	"github.com/decomplab/decomplab/lib/search"
)

// RefereeOptions are the settings of RefereeClaim.
type RefereeOptions struct {
	// Budget bounds the proof search: MaxNodes node expansions, MaxTime,
	// TTEntries transposition-table entries (0: lib/proof's default).
	search.Budget
	// DefenderFirst lets the defender move first (default: the attacker,
	// as the claims of the solvers require: safe playing second).
	DefenderFirst bool
}

// RefereeStats is what RefereeClaim reports: the proof search's counters
// and the size of the game it searched.
type RefereeStats struct {
	search.Stats
	// Area is the number of points where the players may move (the empty
	// points of the local area at the start).
	Area int
	// Walled is the number of points given to the attacker's wall.
	Walled int
	// Repetitions counts the moves that repeated a position of the line
	// (attacker wins).
	Repetitions int64
}

// RefereeClaim decides, like CheckClaim, whether colour c (the defender)
// can keep every point of claim, but on the claim's own regions only, so
// that it reaches regions of 15 to 25 empty points on a 19x19 board. It
// is a second referee: it uses no Benson, no static rule and none of the
// solvers' region analysis or search, only lib/board's move rules and the
// generic df-pn of lib/proof.
//
// The local area L is: the blocks of c holding a claimed stone; every
// basic region of c (maximal connected set of points not occupied by c)
// holding a claimed point; the blocks of c around those regions. The rest
// of the board becomes the attacker's wall: every point outside L is an
// attacker stone, except one empty point (an "eye", next to no point of L)
// per wall block, on which nobody may play, so no wall stone can ever be
// captured. A part of the outside where no such eye fits stays as it is on
// b and joins L. This is the solvers' conservative assumption made a
// position: the defender's blocks have no liberty outside L, and every
// attacker stone next to the wall is as alive as any group the attacker
// could build outside.
//
// The game is CheckClaim's, played on the walled board with moves on the
// empty points of L: the attacker moves first (the defender with
// DefenderFirst), either side may pass, the attacker may retake every ko
// at once (the ko rule binds the defender only), suicide is illegal, two
// passes end the game. The attacker wins when a stone of c that stood on a
// claimed point is captured, when the game ends with an attacker stone on
// a claimed point, and when a position repeats on the line (df-pn's
// default repetition rule: the defender must reach its goal in finitely
// many moves). Otherwise the claim holds.
//
// Why a claim that holds here holds on the real board (our argument): the
// wall gives the attacker, from the start and for ever, everything its
// moves outside L could give it (the outside liberties of c's blocks
// filled, living stones next to every point of L, no defender stone
// outside L), and takes from the defender its moves outside L. Attacker
// moves outside L (on the wall's own eyes) change nothing in L and are
// dominated by a pass. So every defender strategy that wins here wins
// there; the converse fails where the defender needs outside liberties,
// as in the paper's Fig. 7 (then RefereeClaim says ClaimBroken and
// CheckClaim may say ClaimHolds).
//
// It returns ClaimUnknown when the budget or ctx stops it, and an error
// for a nil board or a colour that is not black or white.
func RefereeClaim(ctx context.Context, b *board.Board, c board.Color, claim board.Region, opt RefereeOptions) (Check, RefereeStats, error) {
	var st RefereeStats
	if b == nil {
		return ClaimUnknown, st, fmt.Errorf("safety: referee claim: no board")
	}
	if c != board.Black && c != board.White {
		return ClaimUnknown, st, fmt.Errorf("safety: referee claim: colour %v is not black or white", c)
	}
	claim = claim.Intersect(b.OnBoard())
	w, area, err := walledBoard(b, c, claim)
	if err != nil {
		return ClaimUnknown, st, err
	}
	g := &refereeGame{
		b: w, c: c, opp: c.Opponent(),
		claim:    claim,
		keep:     w.Stones(c).Intersect(claim),
		area:     area,
		defender: opt.DefenderFirst,
	}
	st.Area = area.Intersect(w.Empties()).Count()
	st.Walled = w.OnBoard().Minus(area).Count()
	s, err := proof.NewSolver(proof.Options{Budget: opt.Budget, Epsilon: proof.DefaultEpsilon})
	if err != nil {
		return ClaimUnknown, st, fmt.Errorf("safety: referee claim: %w", err)
	}
	res, err := s.Solve(ctx, g)
	if err != nil {
		return ClaimUnknown, st, fmt.Errorf("safety: referee claim: %w", err)
	}
	st.Stats = res.Stats.Stats
	st.Repetitions = res.Stats.Repetitions
	switch res.Outcome {
	case proof.Proven:
		return ClaimHolds, st, nil
	case proof.Disproven:
		return ClaimBroken, st, nil
	}
	return ClaimUnknown, st, nil
}

// localArea returns RefereeClaim's local area L for a claim of c on b.
func localArea(b *board.Board, c board.Color, claim board.Region) board.Region {
	on, own := b.OnBoard(), b.Stones(c)
	var area board.Region
	addBlocks := func(stones board.Region) {
		for p := range stones.All() {
			if !area.Has(p) {
				area = area.Union(b.BlockStones(p))
			}
		}
	}
	addBlocks(claim.Intersect(own))
	for _, r := range on.Minus(own).Components() {
		if r.Intersects(claim) {
			area = area.Union(r)
			addBlocks(r.Neighbours(on))
		}
	}
	return area
}

// walledBoard returns a copy of b (rules: simple ko, no suicide) whose
// points outside the local area of the claim are the attacker's wall, and
// the area where the players move (the local area and any outside part
// left as it is because no eye fits it).
func walledBoard(b *board.Board, c board.Color, claim board.Region) (*board.Board, board.Region, error) {
	on := b.OnBoard()
	area := localArea(b, c, claim)
	outside := on.Minus(area)
	cand := outside.Minus(area.Dilate(on)) // may be eyes: next to no point of L
	var eyes board.Region
	for changed := true; changed; {
		changed = false
		for _, k := range outside.Minus(eyes).Components() {
			if k.Dilate(on).Intersects(eyes) {
				continue // the block has an eye
			}
			e, ok := pickEye(k.Intersect(cand), k, on)
			if !ok {
				// No eye fits: this part stays as it is, in play.
				area = area.Union(k)
				outside = outside.Minus(k)
				cand = cand.Minus(k).Minus(k.Dilate(on))
				changed = true
				break
			}
			eyes.Add(e)
			changed = true
		}
	}
	w, err := board.New(b.Width(), b.Height())
	if err != nil {
		return nil, area, err
	}
	w.SetRules(board.Rules{})
	for p := range on.All() {
		col := b.At(p)
		switch {
		case eyes.Has(p):
			col = board.Empty
		case outside.Has(p):
			col = c.Opponent()
		}
		if col != board.Empty {
			if err := w.Setup(p, col); err != nil {
				return nil, area, err
			}
		}
	}
	w.SetToMove(c.Opponent())
	return w, area, nil
}

// pickEye chooses an eye for the wall part k among cand: a point whose
// neighbours are all in k if there is one (taking it out is least likely
// to cut k), else any candidate.
func pickEye(cand, k, on board.Region) (board.Point, bool) {
	if cand.IsEmpty() {
		return board.NoPoint, false
	}
	for p := range cand.All() {
		var single board.Region
		single.Add(p)
		if single.Neighbours(on).SubsetOf(k) && single.Neighbours(on).Count() >= 3 {
			return p, true
		}
	}
	return cand.First(), true
}

// refereeGame is RefereeClaim's game as a proof.Problem; the defender is
// the OR player.
type refereeGame struct {
	b        *board.Board
	c, opp   board.Color
	claim    board.Region
	keep     board.Region // c's stones on claimed points at the start
	area     board.Region // where the players move
	defender bool         // the defender is to move
	passes   int          // passes in a row just played (0 to 2)
	trail    []refereeState
	pts      []board.Point
}

// refereeState is what Undo restores besides the board.
type refereeState struct {
	defender bool
	passes   int
}

// refereePass is the proof.Move of a pass (board point 0 is off the board).
const refereePass proof.Move = 0

// Keys a referee position mixes into the board hash.
const (
	refKeyDefender uint64 = 0x5be0cd19137e2179
	refKeyPassed   uint64 = 0x3c6ef372fe94f82b
)

func (g *refereeGame) OrNode() bool { return g.defender }

func (g *refereeGame) Hash() uint64 {
	k := g.b.Hash()
	if g.defender {
		// The ko point binds the defender only.
		k ^= refKeyDefender ^ board.ZobristKo(g.b.Ko())
	}
	if g.passes > 0 {
		k ^= refKeyPassed
	}
	return k
}

// Evaluate: the attacker wins when a kept stone is gone; two passes end
// the game, won by the defender if no attacker stone stands on a claimed
// point.
func (g *refereeGame) Evaluate() proof.Outcome {
	if !g.keep.SubsetOf(g.b.Stones(g.c)) {
		return proof.Disproven
	}
	if g.passes >= 2 {
		if g.b.Stones(g.opp).Intersects(g.claim) {
			return proof.Disproven
		}
		return proof.Proven
	}
	return proof.Unknown
}

// Moves lists the legal moves on the empty points of the area and the
// pass; the defender's captures and pass first (the order only guides
// the search).
func (g *refereeGame) Moves(buf []proof.Move) []proof.Move {
	mover := g.opp
	if g.defender {
		mover = g.c
	} else {
		// The attacker may retake a ko: the ko point binds only the side
		// to move, so make that the defender.
		g.b.SetToMove(g.c)
	}
	g.pts = g.b.LegalMoves(mover, g.pts[:0])
	start := len(buf)
	for _, p := range g.pts {
		if g.area.Has(p) {
			buf = append(buf, proof.Move(p))
		}
	}
	if !g.defender {
		return append(buf, refereePass)
	}
	// The defender: captures, then the pass, then the rest.
	k := start
	for j := start; j < len(buf); j++ {
		if capturesAt(g.b, board.Point(buf[j]), g.opp) {
			buf[k], buf[j] = buf[j], buf[k]
			k++
		}
	}
	buf = append(buf, refereePass)
	copy(buf[k+1:], buf[k:])
	buf[k] = refereePass
	return buf
}

func (g *refereeGame) Play(m proof.Move) {
	g.trail = append(g.trail, refereeState{g.defender, g.passes})
	mover := g.opp
	if g.defender {
		mover = g.c
	} else {
		g.b.SetToMove(g.c) // as in Moves: the ko point does not bind the attacker
	}
	if m == refereePass {
		g.b.Play(board.Pass, mover)
		g.passes++
	} else {
		g.b.Play(board.Point(m), mover)
		g.passes = 0
	}
	g.defender = !g.defender
}

func (g *refereeGame) Undo() {
	g.b.Undo()
	s := g.trail[len(g.trail)-1]
	g.trail = g.trail[:len(g.trail)-1]
	g.defender, g.passes = s.defender, s.passes
}

// InitialNumbers starts a new position at the number of moves of the
// player to move (df-pn+'s mobility initialisation): all attacker moves
// must be refuted, so the defender is steered towards positions where
// the attacker has few (captures, filled space).
func (g *refereeGame) InitialNumbers() (pn, dn uint32) {
	mover := g.opp
	if g.defender {
		mover = g.c
	} else {
		g.b.SetToMove(g.c)
	}
	n := uint32(1)
	for p := range g.area.Intersect(g.b.Empties()).All() {
		if g.b.IsLegal(p, mover) {
			n++
		}
	}
	if g.defender {
		return 1, n
	}
	return n, 1
}
