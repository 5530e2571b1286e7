package endgame

import (
	"context"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// The pruning enhancements of the alpha-beta baseline (Müller 2001,
// Section 5.1) and its bounded transposition table.
//
// Local knowledge: each area's local game graph (LCGS) and the canonical
// values of its nodes. A move in an area follows the edge of that move
// in the graph; without a ko the graph has one node per local position
// and every legal local move as an edge, so the area's node is the value
// of its local position wherever the search is. With a ko the search
// follows the move in both bounding graphs (White wins every ko, Black
// wins every ko: lower and upper bounds of the local game, Müller 2001,
// Section 3.4.1); a position whose two bounds are equal, and whose
// options' bounds are pairwise equal, has that exact value, and any
// other position, or one reached by a move a graph lacks, gives no
// knowledge.
//
// The arguments, for the player Left (Black; White symmetric):
//   - Local best move: if option A of area G is at least every other
//     option B of Left in G, then A + H >= B + H for every rest H, so the
//     minimax score after A (the opponent first) is at least that after
//     B: the other moves of G are pruned (equal options: all but one).
//   - Global best move: the incentive of a move is G^L - G. If one
//     move's incentive is at least every other move's, it is optimal in
//     the sum (Müller 1999, sum play); if it is also at least 0, it is
//     at least as good as a pass (G^L + H >= G + H with the opponent to
//     move). Every other move must be known: moves in settled areas
//     under Japanese rules are never better than a pass (incentive at
//     most 0); any unknown move blocks the pruning.
//   - Partial order: a move whose incentive is greater than 0 is better
//     than a dame move and a pass (both leave the count as it is, with
//     the opponent to move); under Japanese rules a lone dame point
//     (a settled 1-point area) filled changes no count, so all dame moves
//     are equivalent (one is kept) and at least as good as a pass (the
//     pass is pruned while a dame point is open); other moves in settled
//     areas are never better than a pass and are pruned. What is left,
//     "other", is kept.

// areaKnowledge is one area's local game graph, its values and the node
// of the area's current position (-1: unknown).
type areaKnowledge struct {
	game *LocalGame
	eval *evaluator
	cur  [2]int32 // the node in the White-wins and the Black-wins bound; -1 unknown
}

// localKnowledge searches and evaluates each area's local game; areas
// with a ko or a failed evaluation get no knowledge (nil). It returns the
// LCGS nodes spent.
func localKnowledge(ctx context.Context, b *board.Board, d *Decomposition, areas []Area, rules Rules, budget search.Budget) ([]*areaKnowledge, int64, error) {
	st := cgt.NewStore()
	know := make([]*areaKnowledge, len(areas))
	var nodes int64
	work := b.Clone()
	for i, a := range areas {
		g, err := LCGS(ctx, work, a, d.Safety.Stones, rules, search.Budget{MaxNodes: budget.MaxNodes, MaxTime: budget.MaxTime})
		nodes += g.Stats.Nodes
		if err != nil {
			return nil, nodes, &localKnowledgeError{stop: g.Stats.Stop, err: err}
		}
		_, e, err := evaluateKept(st, g)
		if err != nil {
			continue
		}
		know[i] = &areaKnowledge{game: g, eval: e, cur: [2]int32{g.RootWhiteWins, g.RootBlackWins}}
	}
	return know, nodes, nil
}

// localKnowledgeError is a local search of localKnowledge that stopped
// early, with its stop reason.
type localKnowledgeError struct {
	stop search.Stop
	err  error
}

func (e *localKnowledgeError) Error() string { return "local knowledge: " + e.err.Error() }
func (e *localKnowledgeError) Unwrap() error { return e.err }

// follow moves area knowledge along move m of c; it returns the area and
// its previous node for unfollow (-1 if m is in no known area).
func (s *abSearch) follow(m board.Point, c board.Color) (int, [2]int32) {
	if s.know == nil {
		return -1, [2]int32{}
	}
	i := int(s.areaOf[m])
	if i < 0 || s.know[i] == nil {
		return -1, [2]int32{}
	}
	k := s.know[i]
	prev := k.cur
	for bd, n := range prev {
		k.cur[bd] = -1
		if n < 0 {
			continue
		}
		for _, e := range k.options(n, c) {
			if e.Move == m {
				k.cur[bd] = e.Child
				break
			}
		}
	}
	return i, prev
}

// options returns c's options at node n.
func (k *areaKnowledge) options(n int32, c board.Color) []LocalEdge {
	if c == board.White {
		return k.game.Nodes[n].Right
	}
	return k.game.Nodes[n].Left
}

// exact returns the value of the area's current position and c's options
// with the values after them, if both bounds agree on all of them.
func (k *areaKnowledge) exact(c board.Color) (v cgt.Game, opts []LocalEdge, afters []cgt.Game, ok bool) {
	lo, hi := k.cur[0], k.cur[1]
	if lo < 0 || hi < 0 || k.eval.value(lo) != k.eval.value(hi) {
		return 0, nil, nil, false
	}
	opts = k.options(lo, c)
	other := k.options(hi, c)
	if len(opts) != len(other) {
		return 0, nil, nil, false
	}
	afters = make([]cgt.Game, len(opts))
	for j, e := range opts {
		if other[j].Move != e.Move {
			return 0, nil, nil, false
		}
		afters[j] = k.eval.edge(e)
		if k.eval.edge(other[j]) != afters[j] {
			return 0, nil, nil, false
		}
	}
	return k.eval.value(lo), opts, afters, true
}

func (s *abSearch) unfollow(i int, prev [2]int32) {
	if i >= 0 {
		s.know[i].cur = prev
	}
}

// moveClasses is the outcome of the pruning enhancements at one node.
type moveClasses struct {
	drop       board.Region // moves pruned
	passPruned bool
}

func (m *moveClasses) pruned(p board.Point) bool { return m.drop.Has(p) }

// incentiveOf returns c's incentive of moving from value v to after.
func incentiveOf(st *cgt.Store, c board.Color, v, after cgt.Game) cgt.Game {
	if c == board.Black {
		return st.Sub(after, v)
	}
	return st.Sub(v, after)
}

// classify applies the pruning enhancements to the moves of c here.
func (s *abSearch) classify(c board.Color) *moveClasses {
	en := s.opts.Enhancements
	japanese := s.opts.Rules == Japanese
	cls := &moveClasses{}
	type cand struct {
		p   board.Point
		inc cgt.Game
		st  *cgt.Store
	}
	var cands []cand
	var dames []board.Point
	unknown := false
	empties := s.b.Empties()
	for i := range s.areas {
		open := s.areas[i].area.Intersect(empties)
		if open.IsEmpty() {
			continue
		}
		_, settled := s.areas[i].score()
		if settled {
			switch {
			case !japanese:
				unknown = true
			case open.Count() == 1 && s.areas[i].area.Count() == 1:
				if s.b.IsLegal(open.First(), c) {
					dames = append(dames, open.First())
				}
			case en.PartialOrderPruning:
				cls.drop = cls.drop.Union(open)
			}
			continue
		}
		k := s.know[i]
		if k == nil {
			unknown = true
			continue
		}
		v, opts, afters, ok := k.exact(c)
		if !ok {
			unknown = true
			continue
		}
		st := k.eval.s
		var inGraph board.Region
		for _, e := range opts {
			inGraph.Add(e.Move)
		}
		for p := range open.Minus(inGraph).All() {
			if s.b.IsLegal(p, c) {
				unknown = true // a legal move the graph lacks
				break
			}
		}
		if en.LocalPruning {
			for j, e := range opts {
				if !s.b.IsLegal(e.Move, c) {
					continue
				}
				best := true
				for l := range opts {
					if l != j && !atLeast(st, c, afters[j], afters[l]) {
						best = false
						break
					}
				}
				if best {
					cls.drop = cls.drop.Union(open.Minus(board.RegionOf(e.Move)))
					break
				}
			}
		}
		for j, e := range opts {
			if !cls.drop.Has(e.Move) && s.b.IsLegal(e.Move, c) {
				cands = append(cands, cand{p: e.Move, inc: incentiveOf(st, c, v, afters[j]), st: st})
			}
		}
	}
	if en.GlobalPruning && !unknown {
		for j, cd := range cands {
			st := cd.st
			if !st.Leq(st.Zero(), cd.inc) {
				continue
			}
			best := true
			for l, o := range cands {
				if l != j && !st.Leq(o.inc, cd.inc) {
					best = false
					break
				}
			}
			if best {
				cls.drop = s.union.Minus(board.RegionOf(cd.p))
				cls.passPruned = true
				return cls
			}
		}
	}
	if en.PartialOrderPruning {
		better := false
		for _, cd := range cands {
			st := cd.st
			if st.Leq(st.Zero(), cd.inc) && !st.Leq(cd.inc, st.Zero()) {
				better = true
				break
			}
		}
		switch {
		case better:
			for _, p := range dames {
				cls.drop.Add(p)
			}
			cls.passPruned = true
		case len(dames) > 0:
			for _, p := range dames[1:] {
				cls.drop.Add(p)
			}
			cls.passPruned = true
		}
	}
	return cls
}

// atLeast reports whether a is at least b for c (a >= b for Black, a <= b
// for White).
func atLeast(st *cgt.Store, c board.Color, a, b cgt.Game) bool {
	if c == board.Black {
		return st.Leq(b, a)
	}
	return st.Leq(a, b)
}

// abTable is alpha-beta's transposition table: a map without a bound, or
// with Budget.TTEntries > 0 that many slots indexed by the key, a new
// entry replacing the slot's old one (counted in overwrites).
type abTable struct {
	m          map[uint64]ttEntry
	slots      []abSlot
	overwrites int64
}

type abSlot struct {
	key  uint64
	used bool
	e    ttEntry
}

func newABTable(entries int) *abTable {
	if entries <= 0 {
		return &abTable{m: make(map[uint64]ttEntry)}
	}
	return &abTable{slots: make([]abSlot, entries)}
}

func (t *abTable) get(key uint64) (ttEntry, bool) {
	if t.m != nil {
		e, ok := t.m[key]
		return e, ok
	}
	sl := &t.slots[key%uint64(len(t.slots))]
	if sl.used && sl.key == key {
		return sl.e, true
	}
	return ttEntry{}, false
}

func (t *abTable) put(key uint64, e ttEntry) {
	if t.m != nil {
		t.m[key] = e
		return
	}
	sl := &t.slots[key%uint64(len(t.slots))]
	if sl.used && sl.key != key {
		t.overwrites++
	}
	*sl = abSlot{key: key, used: true, e: e}
}

// keepLowerBounds keeps of every entry the bound that holds for Black
// (the lower bound where Black is to move, the upper bound where White
// is: values are for the side to move) and its best move: after the
// search that counts unsettled areas at their least, such a bound holds
// for the search that counts them at their greatest too (minimax is
// monotone in the leaves).
func (t *abTable) keepLowerBounds() {
	keep := func(e ttEntry) ttEntry {
		if e.white {
			e.lower = -abInf
		} else {
			e.upper = abInf
		}
		return e
	}
	for k, e := range t.m {
		t.m[k] = keep(e)
	}
	for i := range t.slots {
		t.slots[i].e = keep(t.slots[i].e)
	}
}
