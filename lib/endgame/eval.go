package endgame

import (
	"fmt"
	"strings"

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
	s *cgt.Store
	g *LocalGame
	// memo holds the value + 1 of each node evaluated (0: not yet), one
	// look-up per edge
	memo []cgt.Game
	// opts is a stack of the option values of the nodes being
	// evaluated (value), one allocation for all of them
	opts []cgt.Game
	// doubt is, under Chinese rules, the first node met whose
	// combinatorial value is not its value under area scoring (-1 if
	// none), and why (doubtReason).
	doubt     int32
	doubtKind doubtKind
}

// doubtKind says why a node's value under area scoring is not known.
type doubtKind uint8

const (
	// reserveUnpinned: only one player can move, and the stops of her
	// options do not pin the value (see reserve).
	reserveUnpinned doubtKind = iota + 1
	// standOff: both players can move, the value is a number, and every
	// move of either player does worse than it (see standOff).
	standOff
)

func newEvaluator(s *cgt.Store, g *LocalGame) *evaluator {
	return &evaluator{s: s, g: g, memo: make([]cgt.Game, len(g.Nodes)), doubt: -1}
}

// value returns the canonical game of node n: an integer at a terminal,
// {gain + value(child) ... | gain + value(child) ...} elsewhere.
func (e *evaluator) value(n int32) cgt.Game {
	if v := e.memo[n]; v > 0 {
		return v - 1
	}
	nd := &e.g.Nodes[n]
	var v cgt.Game
	if nd.Terminal {
		v = e.s.Integer(int64(nd.Score))
	} else {
		// the children's evaluations push and pop above base
		base := len(e.opts)
		for _, ed := range nd.Left {
			o := e.edge(ed)
			e.opts = append(e.opts, o)
		}
		mid := len(e.opts)
		for _, ed := range nd.Right {
			o := e.edge(ed)
			e.opts = append(e.opts, o)
		}
		left, right := e.opts[base:mid:mid], e.opts[mid:]
		v = e.s.FromOptions(left, right)
		if e.g.Rules == Chinese {
			switch {
			case (len(left) == 0) != (len(right) == 0):
				if best, ok := e.reserve(left, right); ok {
					v = best
				} else {
					e.suspect(n, reserveUnpinned)
				}
			case e.standOff(v, left, right):
				e.suspect(n, standOff)
			}
		}
		e.opts = e.opts[:base]
	}
	e.memo[n] = v + 1
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
//
// Under Chinese rules a graph with a position whose combinatorial value
// is not its value under area scoring (a move in reserve whose value the
// stops of its options do not pin, evaluator.reserve; a stand-off,
// evaluator.standOff) has no known value: the result is not Known, its
// bounds are the combinatorial ones, and the error (ErrLocalEvaluation)
// says why, with the values of the position's options.
//
// The result is kept in g for the next call with the same store (a
// solve's later steps ask again: evaluating the 133,108 nodes of the
// empty 2x5 area's bounds again took a sixth of `decomp endgame` there);
// a graph changed after it was evaluated must not be evaluated again.
func Evaluate(s *cgt.Store, g *LocalGame) (LocalValue, error) {
	lv, _, err := evaluateKept(s, g)
	return lv, err
}

// evaluateKept is Evaluate that also returns the evaluator that found the
// result (kept in g with it), nil for an incomplete graph: a solve's
// later steps (sum play, the ko search, move losses) ask it for the
// values of nodes, and those evaluated for the result are not evaluated
// again.
func evaluateKept(s *cgt.Store, g *LocalGame) (LocalValue, *evaluator, error) {
	if !g.Complete {
		return LocalValue{}, nil, fmt.Errorf("area %s: local game graph is incomplete (%w)", g.Area.Label, ErrBudget)
	}
	g.evalMu.Lock()
	defer g.evalMu.Unlock()
	if m := g.evaluated; m != nil && m.eval.s == s && m.nodes == len(g.Nodes) {
		return m.value, m.eval, m.err
	}
	e := newEvaluator(s, g)
	lv, err := e.evaluate()
	g.evaluated = &evaluation{eval: e, nodes: len(g.Nodes), value: lv, err: err}
	return lv, e, err
}

// evaluation is a result of Evaluate kept in its graph, with the
// evaluator (and so the store) that found it.
type evaluation struct {
	eval  *evaluator
	nodes int
	value LocalValue
	err   error
}

// evaluate returns the value of the evaluator's graph (Evaluate without
// its memo).
func (e *evaluator) evaluate() (LocalValue, error) {
	g := e.g
	var lv LocalValue
	if !g.Ko {
		v := e.value(g.Root)
		lv = LocalValue{Known: true, Game: v, Lower: v, Upper: v}
	} else {
		lo, hi := e.value(g.RootWhiteWins), e.value(g.RootBlackWins)
		lv = LocalValue{Known: lo == hi, Lower: lo, Upper: hi}
		if lv.Known {
			lv.Game = lo
		}
	}
	if e.doubt >= 0 {
		lv.Known, lv.Game = false, 0
		return lv, fmt.Errorf("area %s: %w: %s", g.Area.Label, ErrLocalEvaluation, e.doubtReason())
	}
	return lv, nil
}

// suspect records node n as the first whose value under area scoring is
// not known.
func (e *evaluator) suspect(n int32, k doubtKind) {
	if e.doubt < 0 {
		e.doubt, e.doubtKind = n, k
	}
}

// doubtReason explains the doubtful node, with the values of its options.
func (e *evaluator) doubtReason() string {
	nd := &e.g.Nodes[e.doubt]
	opts := func(es []LocalEdge) string {
		var b strings.Builder
		for i, ed := range es {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(e.s.String(e.edge(ed)))
		}
		return b.String()
	}
	if e.doubtKind == standOff {
		return fmt.Sprintf("under Chinese rules a local position worth the number %s has no move that keeps it for either player (Black's options %s, White's %s): a stand-off, like seki, that area scoring counts as it stands, not by the number",
			e.s.String(e.value(e.doubt)), opts(nd.Left), opts(nd.Right))
	}
	mover, other, es := "Black", "White", nd.Left
	if len(nd.Left) == 0 {
		mover, other, es = "White", "Black", nd.Right
	}
	return fmt.Sprintf("under Chinese rules a local position where only %s can move (%s has no legal move) has options %s whose stops do not pin its value: area scoring gives a move in reserve no tempo, and a reserve move into a hot position is a threat its owner times freely",
		mover, other, opts(es))
}

// standOff reports a node whose value v is a number while every option of
// either player does worse than v for the mover (Black's options have
// Right stops below v, White's Left stops above it). Nobody moves there;
// area scoring then counts the position as it stands (as in seki), and the
// number, which combinatorial games give it for the tempo of a sum
// without passes, is not its score.
func (e *evaluator) standOff(v cgt.Game, left, right []cgt.Game) bool {
	x, ok := e.s.NumberValue(v)
	if !ok {
		return false
	}
	for _, o := range left {
		if e.s.RightStop(o).Cmp(x) >= 0 {
			return false
		}
	}
	for _, o := range right {
		if e.s.LeftStop(o).Cmp(x) <= 0 {
			return false
		}
	}
	return true
}

// reserve returns, under Chinese rules, the value of a node where only one
// player can move, when it is pinned by stops: for Black, the largest
// Right stop v of Black's options, provided no option has a Left stop
// above v (for White the same with the stops swapped). Every option that
// is a number x has both stops x, so a node whose options are all numbers
// is worth the best of them. Combinatorial values count such a move in
// reserve as a tempo ({5|} = 6); under area scoring it gains nothing
// beyond what it reaches, and the opponent can never prevent it. The
// mover can play it last, when the rest of the board is settled, and the
// opponent answering first reaches no less than the option's Right stop:
// so the node is worth at least v. And it is worth at most v: the
// opponent answers every move the mover makes in the option locally,
// which holds the option to its Left stop, and the two moves spent cancel.
// ok is false when the stops do not pin it: a reserve move into a hot
// position that may reach more (a threat its owner times freely), whose
// value is not known here; Evaluate then reports the area.
func (e *evaluator) reserve(left, right []cgt.Game) (cgt.Game, bool) {
	opts, black := left, true
	if len(left) == 0 {
		opts, black = right, false
	}
	if len(opts) == 0 || len(left) > 0 && len(right) > 0 {
		return 0, false
	}
	// sure is what the mover is sure of (the opponent answers first),
	// most what an option may give her (she moves in it first)
	stops := func(o cgt.Game) (sure, most cgt.Dyadic) {
		l, r := e.s.LeftStop(o), e.s.RightStop(o)
		if black {
			return r, l
		}
		return l, r
	}
	better := func(x, y cgt.Dyadic) bool { // x better than y for the mover
		if black {
			return x.Cmp(y) > 0
		}
		return x.Cmp(y) < 0
	}
	var best cgt.Dyadic
	for i, o := range opts {
		if sure, _ := stops(o); i == 0 || better(sure, best) {
			best = sure
		}
	}
	for _, o := range opts {
		if _, most := stops(o); better(most, best) {
			return 0, false
		}
	}
	return e.s.Number(best), true
}

// maxShortForm is the longest canonical form ValueSummary shows.
const maxShortForm = 40

// ValueSummary is what a reader can use of a game too long to print: its
// stops and temperature, and its canonical form when that is short.
type ValueSummary struct {
	LeftStop, RightStop, Temperature cgt.Dyadic
	// Form is the canonical form when it has at most 40 characters,
	// empty otherwise.
	Form string
}

// Summarize returns the summary of g.
func Summarize(s *cgt.Store, g cgt.Game) ValueSummary {
	v := ValueSummary{LeftStop: s.LeftStop(g), RightStop: s.RightStop(g), Temperature: s.Temperature(g)}
	if f := s.String(g); len(f) <= maxShortForm {
		v.Form = f
	}
	return v
}

// String returns the canonical form if short, else "stops L/R,
// temperature T" (an ellipsis standing for the form).
func (v ValueSummary) String() string {
	if v.Form != "" {
		return v.Form
	}
	return fmt.Sprintf("{...} (stops %v/%v, temperature %v)", v.LeftStop, v.RightStop, v.Temperature)
}
