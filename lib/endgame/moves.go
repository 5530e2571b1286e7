package endgame

import (
	"context"
	"errors"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// MoveLoss is one move of the side to move with what it loses against
// optimal play (Müller 2001, Section 3.6.3, information on alternative
// moves), or the reason it was not analysed.
type MoveLoss struct {
	Move board.Point // board.Pass for a pass
	Area string      // label of the area played in ("" for a pass or a move outside the areas)
	// Loss is the minimax score with the mover first minus the minimax
	// score after the move with the opponent first, from the mover's
	// side: 0 for every optimal move.
	Loss cgt.Dyadic
	// Skipped, if not empty, says why the move has no loss: the move is
	// not analysed and Loss is 0.
	Skipped string
}

// ErrUnknownResult reports a result whose area values are not all known:
// it has no minimax score to measure losses against.
var ErrUnknownResult = errors.New("not every area value is known")

// MoveLosses returns every legal move of c in the position r solved (b,
// the board r was solved on), a pass included, with its loss against
// optimal play: the stop of the sum of the area values with c first,
// minus the stop with the opponent first of the sum with the area played
// in replaced by the value after the move (its prisoners included). The
// stops are those of the reduced sums sum play uses (sumTree). Moves the
// board's simple-ko rule forbids and moves outside the areas (in safe
// territory, which can change the decomposition) are listed with the
// reason they were not analysed.
func (r *Result) MoveLosses(b *board.Board, c board.Color) ([]MoveLoss, error) {
	if !r.Known {
		return nil, fmt.Errorf("move losses: %w", ErrUnknownResult)
	}
	if c != board.Black && c != board.White {
		return nil, fmt.Errorf("move losses: colour %v is not Black or White", c)
	}
	s := r.Store
	tree := newSumTree(s, len(r.Areas))
	numbers := cgt.Int(0)
	roots := make([]int32, len(r.Areas))
	for i := range r.Areas {
		a := &r.Areas[i]
		roots[i] = a.root()
		v := a.eval.value(roots[i])
		tree.set(i, v)
		if x, ok := s.NumberValue(v); ok {
			numbers = numbers.Add(x)
		}
	}
	// stop returns the stop of sum + x with the given player first.
	stop := func(sum cgt.Game, x cgt.Dyadic, first board.Color) cgt.Dyadic {
		if first == board.Black {
			return s.LeftStop(sum).Add(x)
		}
		return s.RightStop(sum).Add(x)
	}
	loss := func(after cgt.Dyadic, best cgt.Dyadic) cgt.Dyadic {
		if c == board.Black {
			return best.Sub(after)
		}
		return after.Sub(best)
	}
	sum := tree.sum()
	best := stop(sum, numbers, c)
	out := []MoveLoss{{Move: board.Pass, Loss: loss(stop(sum, numbers, c.Opponent()), best)}}
	work := b.Clone()
	work.SetToMove(c)
	inArea := board.Region{}
	for i := range r.Areas {
		a := &r.Areas[i]
		inArea = inArea.Union(a.Points)
		nd := &a.game.Nodes[roots[i]]
		opts := nd.Left
		if c == board.White {
			opts = nd.Right
		}
		x := cgt.Int(0)
		if v, ok := s.NumberValue(a.eval.value(roots[i])); ok {
			x = v
		}
		var listed board.Region
		for _, e := range opts {
			listed.Add(e.Move)
			if !work.IsLegal(e.Move, c) {
				out = append(out, MoveLoss{Move: e.Move, Area: a.Label, Skipped: "forbidden by the simple-ko rule on the board"})
				continue
			}
			next, nx := tree.with(i, a.eval.edge(e))
			nxv, _ := s.NumberValue(nx)
			out = append(out, MoveLoss{Move: e.Move, Area: a.Label, Loss: loss(stop(next, numbers.Sub(x).Add(nxv), c.Opponent()), best)})
		}
		sc := scorer{b: b, area: a.Points, safe: r.Decomposition.Safety.Stones, rules: a.game.Rules}
		sb, sw := sc.safeNow(board.Black), sc.safeNow(board.White)
		for p := range a.Points.Intersect(b.Empties()).Minus(listed).All() {
			kind := enclosedPoint(b, p, sb, sw)
			switch {
			case !work.IsLegal(p, c):
			case !nd.Terminal && kind != notEnclosed:
				// left out by LCGS (prune.go): an eye fill is the area's
				// value minus 1 (Black's) or plus 1 (White's); an
				// equivalent move has the value of the one played
				var after cgt.Game
				ownEye := kind == enclosedBlack && c == board.Black || kind == enclosedWhite && c == board.White
				if e, ok := equivalentEdge(b, opts, kind, sb, sw); ok && !(ownEye && a.game.Rules == Japanese) {
					after = a.eval.edge(e)
				} else if ownEye && a.game.Rules == Japanese {
					d := cgt.Int(-1)
					if c == board.White {
						d = cgt.Int(1)
					}
					after = s.Add(a.eval.value(roots[i]), s.Number(d))
				} else {
					out = append(out, MoveLoss{Move: p, Area: a.Label, Skipped: "left out by the local search and no equivalent move found"})
					continue
				}
				next, nx := tree.with(i, after)
				nxv, _ := s.NumberValue(nx)
				out = append(out, MoveLoss{Move: p, Area: a.Label, Loss: loss(stop(next, numbers.Sub(x).Add(nxv), c.Opponent()), best)})
			case nd.Terminal && nd.Settled && a.Size() == 1:
				// a lone dame point (Japanese rules): filling it joins
				// the safe stones next to it and changes no count, as a pass
				out = append(out, MoveLoss{Move: p, Area: a.Label, Loss: out[0].Loss})
			case !nd.Terminal:
				// left out by LCGS as dominated by an entrance move or
				// reversible (seal.go): search the position after it
				after, err := r.valueAfter(b, a, c, p)
				if err != nil {
					out = append(out, MoveLoss{Move: p, Area: a.Label, Skipped: "left out by the local search and not searched again: " + err.Error()})
					continue
				}
				next, nx := tree.with(i, after)
				nxv, _ := s.NumberValue(nx)
				out = append(out, MoveLoss{Move: p, Area: a.Label, Loss: loss(stop(next, numbers.Sub(x).Add(nxv), c.Opponent()), best)})
			default:
				out = append(out, MoveLoss{Move: p, Area: a.Label, Skipped: "the area is settled here: the move is not in its game graph"})
			}
		}
	}
	for p := range b.Empties().Minus(inArea).All() {
		if work.IsLegal(p, c) {
			out = append(out, MoveLoss{Move: p, Skipped: "in safe territory or outside the areas solved: the move can change the decomposition"})
		}
	}
	return out, nil
}

// root returns the node of the area's game graph its value was taken
// from: the exact root, or with a ko the bound of the assumed ko winner
// (the White-wins bound when the bounds are equal).
func (a *AreaResult) root() int32 {
	if !a.game.Ko {
		return a.game.Root
	}
	if a.KoAssumed == board.Black {
		return a.game.RootBlackWins
	}
	return a.game.RootWhiteWins
}

// valueAfter returns the value of area a after c plays p (its prisoners
// included), by a new local search of the position after the move: for
// a move LCGS left out (seal.go), whose option is not in the graph. An
// area with a ko has no single value after a move here.
func (r *Result) valueAfter(b *board.Board, a *AreaResult, c board.Color, p board.Point) (cgt.Game, error) {
	if a.game.Ko {
		return 0, errors.New("the area can repeat a position")
	}
	after := b.Clone()
	defer setAsideSuperko(after)()
	after.SetToMove(c)
	before := after.Prisoners(c)
	if err := after.Play(p, c); err != nil {
		return 0, err
	}
	gain := int64(0)
	if a.game.Rules == Japanese {
		gain = int64(after.Prisoners(c) - before)
		if c == board.White {
			gain = -gain
		}
	}
	g, err := LCGS(context.Background(), after, Area{Label: a.Label, Points: a.Points}, r.Decomposition.Safety.Stones, a.game.Rules, search.Budget{MaxNodes: 1_000_000})
	if err != nil {
		return 0, err
	}
	v, err := Evaluate(r.Store, g)
	if err != nil {
		return 0, err
	}
	if !v.Known {
		return 0, errors.New("the position after it has unequal ko bounds")
	}
	return r.Store.Add(r.Store.Integer(gain), v.Game), nil
}

// equivalentEdge returns the option among opts played at an enclosed
// point of the given kind: the move LCGS kept of that class (prune.go).
func equivalentEdge(b *board.Board, opts []LocalEdge, kind enclosedKind, sb, sw board.Region) (LocalEdge, bool) {
	for _, e := range opts {
		if enclosedPoint(b, e.Move, sb, sw) == kind {
			return e, true
		}
	}
	return LocalEdge{}, false
}
