package endgame

import (
	"fmt"

	"github.com/decomplab/decomplab/lib/cgt"
)

// LocalValue is the combinatorial game value of a local game graph.
type LocalValue struct {
	Known bool     // false for an area whose ko bounds differ (or an incomplete graph)
	Game  cgt.Game // the canonical value when Known
	// Lower and Upper are the values with White winning every local ko and
	// with Black winning every local ko; equal to Game when there is no ko.
	Lower, Upper cgt.Game
}

// evaluator turns the nodes of one local game graph into canonical games
// bottom-up (Müller 1999, the "evaluation" step), memoised per node.
type evaluator struct {
	s    *cgt.Store
	g    *LocalGame
	memo []cgt.Game
	done []bool
}

func newEvaluator(s *cgt.Store, g *LocalGame) *evaluator {
	return &evaluator{s: s, g: g, memo: make([]cgt.Game, len(g.Nodes)), done: make([]bool, len(g.Nodes))}
}

// value returns the canonical game of node n: an integer at a terminal,
// {gain + value(child) ... | gain + value(child) ...} elsewhere.
func (e *evaluator) value(n int32) cgt.Game {
	if e.done[n] {
		return e.memo[n]
	}
	nd := &e.g.Nodes[n]
	var v cgt.Game
	if nd.Terminal {
		v = e.s.Integer(int64(nd.Score))
	} else {
		left := make([]cgt.Game, 0, len(nd.Left))
		for _, ed := range nd.Left {
			left = append(left, e.edge(ed))
		}
		right := make([]cgt.Game, 0, len(nd.Right))
		for _, ed := range nd.Right {
			right = append(right, e.edge(ed))
		}
		v = e.s.FromOptions(left, right)
		if e.g.Rules == Chinese {
			if best, ok := e.reserve(left, right); ok {
				v = best
			}
		}
	}
	e.memo[n], e.done[n] = v, true
	return v
}

// edge returns the value of the position an edge leads to, its gain included.
func (e *evaluator) edge(ed LocalEdge) cgt.Game {
	v := e.value(ed.Child)
	if ed.Gain != 0 {
		v = e.s.Add(e.s.Integer(int64(ed.Gain)), v)
	}
	return v
}

// Evaluate returns the canonical value of a local game graph. With a local
// ko, the two bounding graphs are evaluated: equal bounds give the value,
// unequal ones an unknown value with the bounds (Müller 2001, local ko handling).
func Evaluate(s *cgt.Store, g *LocalGame) (LocalValue, error) {
	if !g.Complete {
		return LocalValue{}, fmt.Errorf("area %s: local game graph is incomplete (%w)", g.Area.Label, ErrBudget)
	}
	e := newEvaluator(s, g)
	if !g.Ko {
		v := e.value(g.Root)
		return LocalValue{Known: true, Game: v, Lower: v, Upper: v}, nil
	}
	lo, hi := e.value(g.RootWhiteWins), e.value(g.RootBlackWins)
	if lo != hi {
		return LocalValue{Lower: lo, Upper: hi}, nil
	}
	return LocalValue{Known: true, Game: lo, Lower: lo, Upper: hi}, nil
}

// reserve returns, under Chinese rules, the value of a node where only one
// player can move and every move leads to a number: the best of those
// numbers. Combinatorial values count such a move in reserve as a tempo
// ({5|} = 6); under area scoring it gains nothing beyond the number it
// reaches, and the opponent can never prevent it.
func (e *evaluator) reserve(left, right []cgt.Game) (cgt.Game, bool) {
	opts, sign := left, 1
	if len(left) == 0 {
		opts, sign = right, -1
	}
	if len(opts) == 0 || len(left) > 0 && len(right) > 0 {
		return 0, false
	}
	var best cgt.Dyadic
	for i, o := range opts {
		x, ok := e.s.NumberValue(o)
		if !ok {
			return 0, false
		}
		if i == 0 || x.Cmp(best)*sign > 0 {
			best = x
		}
	}
	return e.s.Number(best), true
}
