package endgame

import (
	"context"
	"fmt"
	"sort"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
)

// Sum play (Müller 1999, "sum game play"; Müller 2001, Section 3.5): the
// fourth step of decomposition search, choosing moves in the sum of the
// areas' values by incentives, and by combinatorial summation where no
// incentive dominates.

// candidate is a local move in the sum, with its incentive.
type candidate struct {
	area      int
	edge      LocalEdge
	incentive cgt.Game
	after     cgt.Game // the area's value after the move, gain included
}

// play plays the sum of the known areas optimally with the given player
// first (Müller 1999, "sum play") and returns the moves and the
// number the sum becomes. Areas whose value is a number are not played in
// (number avoidance). Where one area is not a number, a move keeping its
// stop is played (the stop of the sum is its stop plus numbers; no
// incentive is computed). Otherwise, of the moves in the other areas, one
// whose incentive dominates every other incentive is played; if none dominates,
// combinatorial summation of the non-number areas picks a move that keeps
// the stop of the sum. Play stops when every area's value is a number: the
// stop of a sum does not change under optimal play, so the total of these
// numbers is the stop. A sum of areas that is equal to a number is played
// on too: a move keeping its stop exists (below), so no exact sum is needed
// to tell such a sum from one an infinitesimal away. Every move is checked
// legal on a copy of the board.
//
// start, if not nil, holds each area's node to start from (Player: the
// positions the game has reached), and b is then the board of that
// position; nil starts from the roots.
func (r *Result) play(ctx context.Context, b *board.Board, first board.Color, start []int32) ([]Move, int, error) {
	s := r.Store
	cur := make([]int32, len(r.Areas))
	val := make([]cgt.Game, len(r.Areas))
	for i := range r.Areas {
		a := &r.Areas[i]
		if a.Err != nil {
			continue
		}
		cur[i] = a.root()
		if start != nil {
			cur[i] = start[i]
		}
		val[i] = a.eval.value(cur[i])
	}
	work := b.Clone()
	banked := s.Zero() // prisoners taken during play
	var seq []Move
	c := first
	passes := 0
	// the sum of the non-number areas, updated move by move and summed
	// only when summation is needed
	tree := newSumTree(s, len(r.Areas))
	for i := range r.Areas {
		if r.Areas[i].Err == nil {
			tree.set(i, val[i])
		}
	}
	for {
		if ctx.Err() != nil {
			return seq, 0, fmt.Errorf("sum play: %w", ErrBudget)
		}
		var cands []candidate
		hotAreas := 0
		for i := range r.Areas {
			if r.Areas[i].Err == nil && !s.IsNumber(val[i]) {
				hotAreas++
			}
		}
		// With one area that is not a number, the stop of the sum is that
		// area's stop plus numbers: a move keeping it is optimal, and no
		// incentive (a difference of two games, which can be large: the
		// bounds of a ko area) is needed to find one.
		byStop := hotAreas == 1
		work.SetToMove(c)
		for i := range r.Areas {
			a := &r.Areas[i]
			if a.Err != nil || s.IsNumber(val[i]) {
				continue
			}
			nd := &a.game.Nodes[cur[i]]
			opts := nd.Left
			if c == board.White {
				opts = nd.Right
			}
			for _, e := range opts {
				if !work.IsLegal(e.Move, c) {
					r.Skipped = append(r.Skipped, SkippedMove{Move: Move{Color: c, Point: e.Move, Area: a.Label}, First: first, Turn: len(seq),
						Reason: "illegal on the board (simple ko); the local game graph has only its own repetition rule"})
					continue
				}
				after := a.eval.edge(e)
				var inc cgt.Game
				if !byStop {
					inc = s.Sub(after, val[i])
					if c == board.White {
						inc = s.Sub(val[i], after)
					}
				}
				cands = append(cands, candidate{area: i, edge: e, incentive: inc, after: after})
			}
		}
		if hotAreas == 0 || passes >= 2 {
			break
		}
		if len(cands) == 0 {
			seq = append(seq, Move{Color: c, Point: board.Pass})
			work.Play(board.Pass, c)
			c = c.Opponent()
			passes++
			continue
		}
		passes = 0
		best := -1
		if !byStop {
			best = dominantIncentive(s, cands)
		}
		if best < 0 {
			// Combinatorial summation of the areas that are not numbers.
			// Some move keeps the stop: where their sum H is not a number,
			// L(H) is the best of its options' Right stops; where H equals
			// a number x, write H = K + G with G an area that is not a
			// number and take an option G^L with R(G^L) = L(G) (there is
			// one): R(G^L - G) >= R(G^L) - L(G) = 0 and R(G^L - G) <= 0 as
			// G^L <| G, so R(K + G^L) = R(x + G^L - G) = x
			// (TestSumPlayCancelRule). So no exact sum is needed to tell a
			// sum equal to a number from one an infinitesimal away, and
			// only a move the board forbids (simple ko) can leave none.
			if !byStop {
				r.Summations++
			}
			sum := tree.sum()
			want := s.LeftStop(sum)
			if c == board.White {
				want = s.RightStop(sum)
			}
			// with incentives: undominated ones first, hottest area first;
			// the first move that keeps the stop is played
			order := make([]int, len(cands))
			for j := range order {
				order[j] = j
			}
			if !byStop {
				order = summationOrder(s, cands, val)
			}
			for _, j := range order {
				cd := cands[j]
				// the leaf as play will set it, the prisoners apart: the
				// tree then has this sum at hand
				next, x := tree.with(cd.area, r.Areas[cd.area].eval.value(cd.edge.Child))
				stop := s.RightStop(next)
				if c == board.White {
					stop = s.LeftStop(next)
				}
				if xv, _ := s.NumberValue(x); stop.Add(xv).Add(cgt.Int(int64(cd.edge.Gain))).Cmp(want) == 0 {
					best = j
					break
				}
			}
			if best < 0 {
				return seq, 0, fmt.Errorf("sum play: no legal move keeps the stop %v of %s", want, s.String(sum))
			}
		}
		cd := cands[best]
		a := &r.Areas[cd.area]
		if err := work.Play(cd.edge.Move, c); err != nil {
			return seq, 0, fmt.Errorf("sum play: %s %s in area %s is illegal on the board: %w", c, cd.edge.Move.GTP(b.Height()), a.Label, err)
		}
		seq = append(seq, Move{Color: c, Point: cd.edge.Move, Area: a.Label})
		if cd.edge.Gain != 0 {
			banked = s.Add(banked, s.Integer(int64(cd.edge.Gain)))
		}
		cur[cd.area] = cd.edge.Child
		val[cd.area] = a.eval.value(cur[cd.area])
		tree.set(cd.area, val[cd.area])
		c = c.Opponent()
	}
	total, _ := s.NumberValue(banked)
	for i := range r.Areas {
		if r.Areas[i].Err != nil {
			continue
		}
		v, ok := s.NumberValue(val[i])
		if !ok {
			return seq, 0, fmt.Errorf("sum play ended with area %s at %s, not a number", r.Areas[i].Label, s.String(val[i]))
		}
		total = total.Add(v)
	}
	if !total.IsInteger() {
		return seq, 0, fmt.Errorf("sum play ended in %v, not an integer", total)
	}
	return seq, int(total.Floor()), nil
}

// dominantIncentive returns the candidate whose incentive is at least every
// other's, or -1 if there is none.
func dominantIncentive(s *cgt.Store, cands []candidate) int {
	top := 0
	for j := 1; j < len(cands); j++ {
		if s.Leq(cands[top].incentive, cands[j].incentive) {
			top = j
		}
	}
	for j := range cands {
		if !s.Leq(cands[j].incentive, cands[top].incentive) {
			return -1
		}
	}
	return top
}

// summationOrder returns the indices of cands in the order combinatorial
// summation tries them: undominated incentives first, the hottest area
// first among them, then the dominated ones.
func summationOrder(s *cgt.Store, cands []candidate, val []cgt.Game) []int {
	order := make([]int, 0, len(cands))
	var rest []int
	for j := range cands {
		dominated := false
		for k := range cands {
			if k != j && s.Leq(cands[j].incentive, cands[k].incentive) && !s.Leq(cands[k].incentive, cands[j].incentive) {
				dominated = true
				break
			}
		}
		if dominated {
			rest = append(rest, j)
		} else {
			order = append(order, j)
		}
	}
	sort.SliceStable(order, func(x, y int) bool {
		tx, ty := s.Temperature(val[cands[order[x]].area]), s.Temperature(val[cands[order[y]].area])
		return tx.Cmp(ty) > 0
	})
	return append(order, rest...)
}
