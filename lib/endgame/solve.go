package endgame

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// Options configure Solve.
type Options struct {
	Rules Rules
	// Budget bounds each area's local search (nodes, time); the context
	// bounds the whole solve.
	Budget search.Budget
	// Areas restricts the solve to the areas with these labels (all if nil);
	// the other areas are left out of the sum, as if they were settled.
	Areas []string
	// Safety proves stones and territories safe (BensonSafety if nil).
	Safety SafeFunc
	// Labels names areas (from the problem's LB markup).
	Labels map[board.Point]string
	// Store holds the games (a new store if nil).
	Store *cgt.Store
}

// Move is a move of an optimal sequence.
type Move struct {
	Color board.Color
	Point board.Point // board.Pass for a pass
	Area  string      // label of the area played in
}

// Format returns the move as "B D4" on a board of the given height.
func (m Move) Format(height int) string {
	c := "B"
	if m.Color == board.White {
		c = "W"
	}
	return c + " " + m.Point.GTP(height)
}

// AreaResult is what decomposition search found about one area.
type AreaResult struct {
	Label  string
	Points board.Region
	Value  LocalValue
	Ko     bool         // a local repetition was found
	Stats  search.Stats // of the local search
	Err    error        // why the value is unknown, if it is
	game   *LocalGame
	eval   *evaluator
}

// Size is the number of points of the area.
func (a *AreaResult) Size() int { return a.Points.Count() }

// Result is the outcome of decomposition search on a whole board.
type Result struct {
	Decomposition *Decomposition
	Areas         []AreaResult // the areas solved, in label order of the decomposition
	Store         *cgt.Store
	// Known reports that every area's value is known; otherwise the scores
	// and the sequence are those of the sum of the known areas.
	Known bool
	// Sum is the sum of the known area values; ScoreBlackFirst and
	// ScoreWhiteFirst are its stops plus the constant (safe points, and
	// prisoners under Japanese rules): the minimax scores of the board.
	Sum                              cgt.Game
	Constant                         int
	ScoreBlackFirst, ScoreWhiteFirst int
	// Sequence is an optimal sequence with Black first, played until the
	// sum is a number; every move was checked legal on a copy of the board.
	Sequence []Move
	// SequenceScore is the score the sequence reaches: the constant plus
	// the number the sum has become (prisoners taken included). Areas whose
	// value is a number need not be settled on the board then: both players
	// pass.
	SequenceScore int
	Stats         search.Stats // nodes of all local searches; time of the whole solve
}

// Value returns the notation of an area's value ("{2|0}", or "lo..hi" for
// unequal ko bounds).
func (r *Result) Value(a *AreaResult) string {
	if a.Err != nil && a.game == nil {
		return "?"
	}
	if !a.Value.Known {
		return r.Store.String(a.Value.Lower) + ".." + r.Store.String(a.Value.Upper)
	}
	return r.Store.String(a.Value.Game)
}

// ErrLocalEvaluation reports an area whose value could not be determined
// (unequal ko bounds, or a local search out of budget).
var ErrLocalEvaluation = errors.New("local evaluation failed")

// Solve runs decomposition search (Müller 1999) on b: safety, areas, local
// combinatorial game search in each area, evaluation to canonical games,
// and sum play. The board is not changed.
func Solve(ctx context.Context, b *board.Board, o Options) (*Result, error) {
	start := time.Now()
	safety := o.Safety
	if safety == nil {
		safety = BensonSafety
	}
	d, err := Decompose(b, safety(b), o.Labels)
	if err != nil {
		return nil, err
	}
	r := &Result{Decomposition: d, Store: o.Store, Known: true}
	if r.Store == nil {
		r.Store = cgt.NewStore()
	}
	areas, err := selectAreas(d, o.Areas)
	if err != nil {
		return nil, err
	}
	work := b.Clone()
	r.Sum = r.Store.Zero()
	for _, a := range areas {
		ar := AreaResult{Label: a.Label, Points: a.Points}
		g, err := LCGS(ctx, work, a, d.Safety.Stones, o.Rules, o.Budget)
		ar.Stats = g.Stats
		r.Stats.Add(g.Stats)
		ar.Ko = g.Ko
		if err != nil {
			ar.Err = fmt.Errorf("area %s: %w: %w", a.Label, ErrLocalEvaluation, err)
		} else {
			ar.game = g
			ar.eval = newEvaluator(r.Store, g)
			ar.Value, _ = Evaluate(r.Store, g)
			if !ar.Value.Known {
				ar.Err = fmt.Errorf("area %s: %w: ko bounds %s and %s differ", a.Label, ErrLocalEvaluation,
					r.Store.String(ar.Value.Lower), r.Store.String(ar.Value.Upper))
			}
		}
		if ar.Err != nil {
			r.Known = false
		} else {
			r.Sum = r.Store.Add(r.Sum, ar.Value.Game)
		}
		r.Areas = append(r.Areas, ar)
		if ctx.Err() != nil {
			r.Stats.Elapsed = time.Since(start)
			return r, fmt.Errorf("solve: %w", ErrBudget)
		}
	}
	r.Constant = d.Constant(b, o.Rules)
	lo, hi := r.Store.LeftStop(r.Sum), r.Store.RightStop(r.Sum)
	if !lo.IsInteger() || !hi.IsInteger() {
		r.Stats.Elapsed = time.Since(start)
		return r, fmt.Errorf("solve: the stops %v and %v of the sum are not integers", lo, hi)
	}
	r.ScoreBlackFirst = r.Constant + int(lo.Floor())
	r.ScoreWhiteFirst = r.Constant + int(hi.Floor())
	if err := r.playSequence(ctx, b, o.Rules); err != nil {
		r.Stats.Elapsed = time.Since(start)
		return r, err
	}
	r.Stats.Elapsed = time.Since(start)
	return r, nil
}

func selectAreas(d *Decomposition, labels []string) ([]Area, error) {
	if labels == nil {
		return d.Areas, nil
	}
	var as []Area
	for _, l := range labels {
		a, ok := d.Area(l)
		if !ok {
			return nil, fmt.Errorf("no area labelled %q", l)
		}
		as = append(as, a)
	}
	return as, nil
}

// candidate is a local move in the sum, with its incentive.
type candidate struct {
	area      int
	edge      LocalEdge
	incentive cgt.Game
	after     cgt.Game // the area's value after the move, gain included
}

// playSequence plays the sum of the known areas optimally with Black first
// (Müller 1999 Sec. 4.3, "sum play"): a move whose incentive dominates
// every other incentive is played; otherwise combinatorial summation picks
// a move that keeps the stop of the sum. Play stops when the sum is a number.
func (r *Result) playSequence(ctx context.Context, b *board.Board, rules Rules) error {
	s := r.Store
	cur := make([]int32, len(r.Areas))
	val := make([]cgt.Game, len(r.Areas))
	for i := range r.Areas {
		a := &r.Areas[i]
		if a.Err != nil {
			continue
		}
		cur[i] = a.game.Root
		if a.game.Ko {
			cur[i] = a.game.RootWhiteWins
		}
		val[i] = a.eval.value(cur[i])
	}
	board2 := b.Clone()
	sum := r.Sum
	c := board.Black
	for !s.IsNumber(sum) {
		if ctx.Err() != nil {
			return fmt.Errorf("sum play: %w", ErrBudget)
		}
		var cands []candidate
		for i := range r.Areas {
			a := &r.Areas[i]
			if a.Err != nil {
				continue
			}
			nd := &a.game.Nodes[cur[i]]
			opts := nd.Left
			if c == board.White {
				opts = nd.Right
			}
			board2.SetToMove(c)
			for _, e := range opts {
				if !board2.IsLegal(e.Move, c) {
					continue // the board's simple-ko ban (the local graph has only the repetition rule)
				}
				after := a.eval.edge(e)
				inc := s.Sub(after, val[i])
				if c == board.White {
					inc = s.Sub(val[i], after)
				}
				cands = append(cands, candidate{area: i, edge: e, incentive: inc, after: after})
			}
		}
		if len(cands) == 0 {
			r.Sequence = append(r.Sequence, Move{Color: c, Point: board.Pass})
			board2.Play(board.Pass, c)
			c = c.Opponent()
			continue
		}
		best := -1
		top := 0
		for j := 1; j < len(cands); j++ {
			if s.Leq(cands[top].incentive, cands[j].incentive) {
				top = j
			}
		}
		best = top
		for j := range cands {
			if !s.Leq(cands[j].incentive, cands[top].incentive) {
				best = -1
				break
			}
		}
		if best < 0 {
			// combinatorial summation: a move keeping the stop of the sum
			want := s.LeftStop(sum)
			if c == board.White {
				want = s.RightStop(sum)
			}
			for j, cd := range cands {
				next := s.Add(s.Sub(sum, val[cd.area]), cd.after)
				stop := s.RightStop(next)
				if c == board.White {
					stop = s.LeftStop(next)
				}
				if stop.Cmp(want) == 0 {
					best = j
					break
				}
			}
			if best < 0 {
				return fmt.Errorf("sum play: no move keeps the stop %v of %s", want, s.String(sum))
			}
		}
		cd := cands[best]
		a := &r.Areas[cd.area]
		board2.SetToMove(c)
		if err := board2.Play(cd.edge.Move, c); err != nil {
			return fmt.Errorf("sum play: %s %s in area %s is illegal on the board: %w", c, cd.edge.Move.GTP(b.Height()), a.Label, err)
		}
		r.Sequence = append(r.Sequence, Move{Color: c, Point: cd.edge.Move, Area: a.Label})
		sum = s.Add(s.Sub(sum, val[cd.area]), cd.after)
		cur[cd.area] = cd.edge.Child
		val[cd.area] = a.eval.value(cur[cd.area])
		c = c.Opponent()
	}
	v, _ := s.NumberValue(sum)
	if !v.IsInteger() {
		return fmt.Errorf("sum play ended in the non-integer number %v", v)
	}
	score := r.Constant + int(v.Floor())
	r.SequenceScore = score
	return nil
}
