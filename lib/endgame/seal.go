package endgame

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// Sealed regions: the "no good move" terminals and the entrance-move
// rule of LCGS under Japanese rules (Müller 2001, Sections 3.3.3 and
// 4.2.5, Fig. 5; doc.go, Pruning, gives the arguments in full).
//
// A component of the area's non-safe points is sealed by Black when all
// its neighbours are safe black stones and each of its points is next to
// one (White the same). Every black stone in it then belongs to a safe
// block, so it holds e empty points and w white stones, all dead: Black
// can fill every point (the stone joins a safe block) and capture them,
// White can never capture anything there. Its count is e + 2w (the
// points, the dead stones as prisoners); a component sealed by White
// counts -(e + 2b). Any other component is open.
//
// Lemma A (bounds). For every local position P let U(P) be the sum of the
// sealed components' counts plus e + 2w for every open component (as if
// Black took it all), L(P) the same with -(e + 2b) for the open ones.
// Then L(P) <= value(P) <= U(P), in the exact game and in either ko
// bound. Every Black move lowers U by exactly 1, counting the prisoners
// it takes (a fill: e - 1; a capture of c stones: e - 1 + c points, w - c
// dead stones, c prisoners; a stone in a component sealed by White: one
// more dead stone, one point less), and never makes a component sealed
// by White; so every Left option is at most U(P) - 1 by induction, a
// terminal's score (territory, dame 0) is at most U(P), and G <= U holds
// since the integer U >= 0 has no Right option (White symmetric).
//
// Lemma B (no good move). If every component is sealed (no open one, in
// particular no dame), value(P) = U(P) = L(P): every Black move gives
// exactly U - 1 and every White move U + 1 and leaves every component
// sealed, Black can move wherever an empty point is left in a component
// she seals and White likewise, so P = {U-1 | U+1} = U (or {U-1 |} = U,
// U >= 1; or { | U+1} = U, U <= -1). No position repeats there (the
// stones of the sealing colour only grow, and the other's only grow
// without them), so the ko bounds agree.
//
// Rules built on them:
//   - a position whose components are all sealed is a terminal of score
//     U (sealedTerminal);
//   - entrance move (dominance): if Black has a move after which every
//     component is sealed with value U(P) - 1, every other Black option
//     is at most U(P) - 1 by Lemma A: only that move is generated;
//   - reversible moves: a White move q after which Black has an answer
//     s with every component sealed and value k (prisoners of q and s
//     included) at least U(P) >= value(P) and at least 0 is reversible
//     through s (G^RL >= G), and the integer k >= 0 has no Right option:
//     bypassing it leaves nothing in q's place, so q is left out
//     (Conway, On Numbers and Games, reversible options; Black
//     symmetric with L and k <= 0). With k < 0 the replacement would be
//     the Right option k + 1, which the graph cannot hold: such a move
//     is kept (TestSealedPruningAgreesWithUnpruned found the case:
//     leaving it out turned {-3 | -1} = -2 into {-3 |} = 0).
//
// Under Chinese rules a fill gains a stone as it loses a point and the
// bounds do not fall by one a move, so none of this applies; nor with
// suicide allowed on the board.

// sealCount returns U and L of the current position and whether every
// component is sealed (then U = L is its value).
func (sc *scorer) sealCount() (upper, lower int, full bool) {
	c := sc.count()
	return c.upper, c.lower, c.full
}

// positionCounts are the counts of one position that LCGS asks of it
// (scorer.count): its static score, whether it is settled, U, L and
// whether every component is sealed. The position graph keeps them by
// position (lcgs.posCounts), so that each is counted once however many
// moves reach it.
type positionCounts struct {
	score, upper, lower int32
	settled, full       bool
	known               bool // counted (a position graph's entry may not be yet)
}

// countHere returns the counts of the current position.
func (s *lcgs) countHere() positionCounts { return countsOf(s.sc.count()) }

// countsOf returns the positionCounts of c.
func countsOf(c areaCount) positionCounts {
	return positionCounts{score: int32(c.score), upper: int32(c.upper), lower: int32(c.lower), settled: c.settled, full: c.full, known: true}
}

// sealing reports whether the sealed-region rules apply.
func (s *lcgs) sealing() bool {
	return !s.noPrune && !s.noSeal && s.sc.rules == Japanese && !s.b.Rules().Suicide
}

// terminal reports whether a position with counts pc is a terminal of
// LCGS and its score: settled (scorer.score), or, with the sealing
// rules, a "no good move" terminal (Lemma B). The score is the static
// score of the area otherwise.
func (s *lcgs) terminal(pc positionCounts) (int, bool) {
	if pc.settled || !s.sealing() {
		return int(pc.score), pc.settled
	}
	if pc.full {
		s.g.Stats.SealedTerminals++
		return int(pc.upper), true
	}
	return int(pc.score), false
}

// play plays c at p for LCGS (the board's simple-ko ban is replaced by
// the repetition rule) and returns the prisoners taken (Black minus
// White, Japanese rules; 0 under Chinese rules).
func (s *lcgs) play(c board.Color, p board.Point) (gain int, ok bool) {
	before := s.b.Prisoners(c)
	s.b.SetToMove(c.Opponent())
	if s.b.Play(p, c) != nil {
		return 0, false
	}
	if s.sc.rules == Japanese {
		gain = s.b.Prisoners(c) - before
		if c == board.White {
			gain = -gain
		}
	}
	return gain, true
}

// isEntrance reports whether m, a move from a position with counts
// here, is an entrance move: after it every component is sealed and the
// mover's count, prisoners included, is one below its bound here (U for
// Black, -L for White).
func (s *lcgs) isEntrance(here positionCounts, m *localMove) bool {
	after := m.after
	if m.c == board.Black {
		return after.full && m.gain+int(after.upper) == int(here.upper)-1
	}
	return after.full && -m.gain-int(after.lower) == -int(here.lower)-1
}

// markReversible sets reversible on the moves of moves that the
// reversible-move rule leaves out (see above), here the counts of the
// current position; entrance[c] reports that c's moves are an entrance
// move alone.
func (s *lcgs) markReversible(here positionCounts, moves []localMove, entrance [3]bool) {
	// the opponent's bound before the move (sign: +1 for Black, U
	// falls by one a Black move; -1 for White) and its count after it
	bound := [3]int{board.Black: int(here.upper), board.White: -int(here.lower)}
	sign := [3]int{board.Black: 1, board.White: -1}
	for i := range moves {
		m := &moves[i]
		o := m.c.Opponent()
		if entrance[m.c] {
			continue
		}
		theirs := sign[o] * m.gain
		if o == board.Black {
			theirs += int(m.after.upper)
		} else {
			theirs -= int(m.after.lower)
		}
		if theirs >= bound[o]+1 && s.reversible(m.p, m.c, m.gain, bound[o], sign[o]) {
			m.reversible = true
		}
	}
}

// reversible reports whether c's move at q (taking gain) has an answer of
// the opponent after which every component is sealed and the
// opponent's count (sign: +1 Black, -1 White; prisoners of both moves
// included) is at least bound, the opponent's bound in the position
// before q, and at least 0 (an integer k >= 0 has no option for the
// opponent of its sealing side, so q reverses out to nothing). Where the
// area has a frame, only the answers that can leave every component
// sealed are tried (sealingAnswers), and an answer that takes no stone
// is counted without playing it.
func (s *lcgs) reversible(q board.Point, c board.Color, gain, bound, sign int) bool {
	o := c.Opponent()
	if _, ok := s.play(c, q); !ok {
		return false
	}
	defer s.b.Undo()
	seals := func(cu, g2 int, full bool) bool {
		v := sign * (cu + gain + g2)
		return full && v >= bound && v >= 0
	}
	loud := func(p board.Point) bool {
		g2, ok := s.play(o, p)
		if !ok {
			return false
		}
		var cu int
		var full bool
		if f, st, ok := s.sc.frameState(); ok {
			cu, full = f.sealed(st)
		} else {
			cu, _, full = s.sc.sealCount()
		}
		s.b.Undo()
		return seals(cu, g2, full)
	}
	f, st, ok := s.sc.frameState()
	if !ok {
		for p := range s.sc.area.Intersect(s.b.Empties()).All() {
			if loud(p) {
				return true
			}
		}
		return false
	}
	for w := f.sealingAnswers(s.b, st, o); w != 0; w &= w - 1 {
		p := f.pts[bits.TrailingZeros64(w)]
		if _, quiet := s.b.QuietHash(p, o); quiet {
			if cu, full := f.sealed(f.quiet(st, o, p)); seals(cu, 0, full) {
				return true
			}
		} else if loud(p) {
			return true
		}
	}
	return false
}

// sealingAnswers returns the empty points of position st where a move
// of c can leave every component sealed, by two necessary conditions.
// After a move at s the safe stones are at most those of now, s, and
// c's stones in blocks next to s (J(s): blocks join only through s; a
// capture makes no stone safe), and the empty points of now are empty
// still but for s.
//
// Lone points: in a sealed component every point is next to a safe
// stone, so every empty point not next to a safe stone now must be s,
// next to s or next to one of c's blocks next to s.
//
// Conflicts: a non-safe point x next to a safe black stone (or a black
// wall stone) and a non-safe point y next to a safe white one, x = y or
// next to it, lie in one component touching both colours, which is not
// sealed. If s takes no safe stone (takesSafe), every safe stone stays
// safe, so x and y must leave the non-safe points: one of them must be
// in J(s). For an empty point that is s = x; for a stone of c that is s
// next to its block (a non-safe block of c lies in the area, its
// liberties there); a stone of the opponent stays or is captured and
// stays non-safe. So s takes a safe stone or is in H(x) or H(y) of one
// such pair.
//
// b is the board in position st.
func (f *areaFrame) sealingAnswers(b *board.Board, st frameState, c board.Color) uint64 {
	empty := f.all &^ (st.stones[board.Black] | st.stones[board.White])
	sb, sw := st.safe[board.Black], st.safe[board.White]
	unsafe := st.stones[c] &^ st.safe[c]
	r := empty
	if x, y, ok := f.conflict(st); ok {
		o := c.Opponent()
		touch := func(p int) uint64 { // H(p)
			switch bit := uint64(1) << p; {
			case empty&bit != 0:
				return bit
			case unsafe&bit != 0:
				return f.dilate(f.flood(bit, unsafe)) & empty
			}
			return 0
		}
		keep := touch(x) | touch(y)
		for w := r &^ keep & (f.dilate(st.safe[o]) | f.wall[o]); w != 0; w &= w - 1 {
			if i := bits.TrailingZeros64(w); f.takesSafe(b, st, o, f.pts[i]) {
				keep |= 1 << i
			}
		}
		r &= keep
	}
	lone := empty &^ f.wall[board.Black] &^ f.wall[board.White] &^ f.dilate(sb|sw)
	if lone == 0 {
		return r
	}
	for w := r; w != 0; w &= w - 1 {
		i := bits.TrailingZeros64(w)
		near := f.nbr[i] | 1<<i
		if lone&^near != 0 {
			near |= f.dilate(f.flood(f.nbr[i]&unsafe, unsafe))
		}
		if lone&^near != 0 {
			r &^= 1 << i
		}
	}
	return r
}

// takesSafe reports whether a move at p can capture a safe stone of o:
// p is next to a block of o in atari holding a safe stone of st or a
// wall stone.
func (f *areaFrame) takesSafe(b *board.Board, st frameState, o board.Color, p board.Point) bool {
	for _, q := range p.Neighbours() {
		if b.At(q) != o || !b.InAtari(q) {
			continue
		}
		if f.wallStones[o].Has(q) || st.safe[o]&f.bit(q) != 0 {
			return true
		}
	}
	return false
}

// conflict returns a pair of non-safe points of st, x next to a safe
// black stone and y next to a safe white one (walls included), x = y
// or next to it, if there is one (sealingAnswers).
func (f *areaFrame) conflict(st frameState) (x, y int, ok bool) {
	near := f.nearSafe(st)
	rest := f.all &^ (st.safe[board.Black] | st.safe[board.White])
	nearB, nearW := rest&near[board.Black], rest&near[board.White]
	if both := nearB & nearW; both != 0 {
		x = bits.TrailingZeros64(both)
		return x, x, true
	}
	for w := nearB; w != 0; w &= w - 1 {
		x = bits.TrailingZeros64(w)
		if n := f.nbr[x] & nearW; n != 0 {
			return x, bits.TrailingZeros64(n), true
		}
	}
	return 0, 0, false
}

// withThreats returns area a of r with a local game searched without the
// rules above, when they left something out: they keep the value of the
// area as a combinatorial game, but not its ko threats (a move they drop
// may be one, and a sealed terminal's invasions are), which SolveKo plays
// on the board.
func (r *Result) withThreats(ctx context.Context, b *board.Board, a *AreaResult, budget search.Budget) (*AreaResult, error) {
	st := a.game.Stats
	if st.SealedTerminals+st.PrunedEntrance+st.PrunedReversible == 0 {
		return a, nil
	}
	g, err := lcgsRun(ctx, b.Clone(), Area{Label: a.Label, Points: a.Points}, r.Decomposition.Safety.Stones, a.game.Rules, budget, lcgsModes{noSeal: true, positions: int(st.PositionsExpanded), base: a.game})
	if err != nil {
		return nil, fmt.Errorf("area %s searched with its ko threats: %w", a.Label, err)
	}
	out := *a
	out.game, out.eval = g, newEvaluator(r.Store, g)
	return &out, nil
}
