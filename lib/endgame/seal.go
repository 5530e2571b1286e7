package endgame

import (
	"context"
	"fmt"

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
	sb, sw := sc.safeNow(board.Black), sc.safeNow(board.White)
	on := sc.b.OnBoard()
	empties := sc.b.Empties()
	black, white := sc.b.Stones(board.Black), sc.b.Stones(board.White)
	full = true
	for _, r := range sc.area.Minus(sb.Union(sw)).Components() {
		nb := r.Neighbours(on)
		e := r.Intersect(empties).Count()
		w, bl := r.Intersect(white).Count(), r.Intersect(black).Count()
		switch {
		case nb.SubsetOf(sb) && r.SubsetOf(sb.Dilate(on)):
			upper += e + 2*w
			lower += e + 2*w
		case nb.SubsetOf(sw) && r.SubsetOf(sw.Dilate(on)):
			upper -= e + 2*bl
			lower -= e + 2*bl
		default:
			full = false
			upper += e + 2*w
			lower -= e + 2*bl
		}
	}
	return upper, lower, full
}

// sealBounds are U, L and whether every component is sealed, of one
// position (sealCount).
type sealBounds struct {
	upper, lower int
	full         bool
}

// sealCount is scorer.sealCount of the current position, memoised by
// the board's hash (the counts depend on the stones only, and the
// entrance-move and reversible-move rules ask them of every position
// after every move and answer).
func (s *lcgs) sealCount() (upper, lower int, full bool) {
	h := s.b.Hash()
	if sb, ok := s.seals[h]; ok {
		return sb.upper, sb.lower, sb.full
	}
	upper, lower, full = s.sc.sealCount()
	if s.seals == nil {
		s.seals = make(map[uint64]sealBounds)
	}
	s.seals[h] = sealBounds{upper, lower, full}
	return upper, lower, full
}

// sealing reports whether the sealed-region rules apply.
func (s *lcgs) sealing() bool {
	return !s.noPrune && !s.noSeal && s.sc.rules == Japanese && !s.b.Rules().Suicide
}

// terminal reports whether the current position is a terminal of LCGS
// and its score: settled (scorer.score), or, with the sealing rules, a
// "no good move" terminal (Lemma B). The score is the static score of
// the area otherwise.
func (s *lcgs) terminal() (int, bool) {
	score, settled := s.sc.score()
	if settled || !s.sealing() {
		return score, settled
	}
	if u, _, full := s.sealCount(); full {
		s.g.Stats.SealedTerminals++
		return u, true
	}
	return score, false
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

// sealPrune returns, by colour, the moves the entrance-move rule and the
// reversible-move rule leave out in the current position (see above).
// moves are the candidate moves of each colour.
func (s *lcgs) sealPrune(moves [3][]board.Point) (entrance, reversible [3]board.Region) {
	if !s.sealing() {
		return entrance, reversible
	}
	u, l, _ := s.sealCount()
	// sign: +1 for Black (U falls by one a Black move), -1 for White
	bound := [3]int{board.Black: u, board.White: -l}
	sign := [3]int{board.Black: 1, board.White: -1}
	type after struct {
		p    board.Point
		gain int
	}
	var cands [3][]after
	for c := board.Black; c <= board.White; c++ {
		for _, p := range moves[c] {
			gain, ok := s.play(c, p)
			if !ok {
				continue
			}
			cu, cl, full := s.sealCount()
			s.b.Undo()
			mine := sign[c] * gain
			if c == board.Black {
				mine += cu
			} else {
				mine -= cl
			}
			if full && mine == bound[c]-1 {
				// an entrance move: every other move of c is at most it
				for _, q := range moves[c] {
					if q != p {
						entrance[c].Add(q)
					}
				}
				cands[c] = nil
				break
			}
			o := c.Opponent()
			theirs := sign[o] * gain
			if o == board.Black {
				theirs += cu
			} else {
				theirs -= cl
			}
			if theirs >= bound[o]+1 {
				cands[c] = append(cands[c], after{p, gain})
			}
		}
	}
	for c := board.Black; c <= board.White; c++ {
		o := c.Opponent()
		for _, q := range cands[c] {
			if s.reversible(q.p, c, q.gain, bound[o], sign[o]) {
				reversible[c].Add(q.p)
			}
		}
	}
	return entrance, reversible
}

// reversible reports whether c's move at q (taking gain) has an answer of
// the opponent after which every component is sealed and the
// opponent's count (sign: +1 Black, -1 White; prisoners of both moves
// included) is at least bound, the opponent's bound in the position
// before q, and at least 0 (an integer k >= 0 has no option for the
// opponent of its sealing side, so q reverses out to nothing).
func (s *lcgs) reversible(q board.Point, c board.Color, gain, bound, sign int) bool {
	o := c.Opponent()
	if _, ok := s.play(c, q); !ok {
		return false
	}
	defer s.b.Undo()
	empties := s.sc.area.Intersect(s.b.Empties())
	for p := range empties.All() {
		g2, ok := s.play(o, p)
		if !ok {
			continue
		}
		cu, _, full := s.sealCount()
		s.b.Undo()
		if v := sign * (cu + gain + g2); full && v >= bound && v >= 0 {
			return true
		}
	}
	return false
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
