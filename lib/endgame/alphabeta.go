package endgame

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// Enhancements switch the four search enhancements of the alpha-beta
// baseline (Müller 2001, Section 5.1). The three pruning enhancements are
// exact and draw on local knowledge, as the paper's "locally informed"
// global search does: each area's local game graph and values (LCGS and
// evaluation, computed once per AlphaBeta call and counted in
// ABResult.LocalNodes), followed move by move along the search path. An
// area whose graph has a ko gives no knowledge and its moves are never
// pruned. See moveClasses for the arguments.
type Enhancements struct {
	// SortByArea ("sort") tries moves in larger areas first.
	SortByArea bool
	// GlobalPruning ("global", global best move pruning) keeps a single
	// move where a globally best one provably exists: a move whose
	// incentive is at least every other move's incentive and at least 0
	// (a pass), every other move being known.
	GlobalPruning bool
	// LocalPruning ("local", local best move pruning) keeps, in each
	// area, only a locally best move where one exists: an option that is
	// at least every other option of the mover in that area.
	LocalPruning bool
	// PartialOrderPruning ("POprune", partial order move pruning) sorts
	// the moves into the classes better-than-dame, dame, pass and other,
	// and prunes dame moves and the pass when a better-than-dame move
	// exists, the pass when a dame move exists, and all dame moves but
	// one (an equivalence class). Under Japanese rules moves in settled
	// areas that are not a lone dame are pruned too (never better than a
	// pass).
	PartialOrderPruning bool
}

// AllEnhancements returns the combination with every enhancement on.
func AllEnhancements() Enhancements {
	return Enhancements{SortByArea: true, GlobalPruning: true, LocalPruning: true, PartialOrderPruning: true}
}

// ABOptions configure AlphaBeta.
type ABOptions struct {
	Rules        Rules
	Budget       search.Budget
	Enhancements Enhancements
}

// ABResult is the outcome of a full-board alpha-beta search.
type ABResult struct {
	Known bool // false if the budget ran out: Score is then meaningless
	// Score is the minimax score (Black minus White) of the whole board,
	// with the given player first.
	Score int
	First board.Color
	Best  board.Point // a best first move (Pass if passing is optimal)
	Stats search.Stats
	// LocalNodes counts the LCGS nodes of the local game graphs the
	// pruning enhancements draw on (0 without them).
	LocalNodes int64
	// TTOverwrites counts table entries replaced by another position's
	// (a table bounded by Budget.TTEntries).
	TTOverwrites int64
	// Pruned counts the legal moves (passes included) the pruning
	// enhancements left out, over all nodes.
	Pruned int64
	// Low and High are the minimax scores with every area that two
	// passes leave unsettled scored at its least and at its greatest
	// possible count (see ErrUnsettledScore); Score is both when Known.
	Low, High int
}

// ErrUnsettledScore reports an alpha-beta search whose score depends on
// how areas left unsettled by two passes are counted: alpha-beta has no
// judgement of dead stones, so it scores such an area once at its least
// and once at its greatest possible count (territory and a dead stone's
// prisoner for every point; empty points between both colours' safe
// stones are neutral and count 0), and gives a score only when the two
// minimax scores agree (ABResult.Low, ABResult.High). Minimax is monotone
// in the leaves, so the score under any judgement lies between the two.
var ErrUnsettledScore = errors.New("alpha-beta: the score depends on the count of an area left unsettled")

type ttEntry struct {
	lower, upper int16 // for the side to move
	best         board.Point
	white        bool // White is to move
}

type abSearch struct {
	b       *board.Board
	opts    ABOptions
	areas   []scorer
	areaOf  [board.NumPoints]int16
	union   board.Region
	lim     *search.Limiter
	stats   *search.Stats
	tt      *abTable
	path    map[uint64]int
	passKey [3]uint64
	buf     [][]board.Point
	tooDeep bool // the path reached MaxLocalDepth moves
	// know holds the local knowledge of each area (nil without the
	// pruning enhancements): its game graph, values, and current node.
	know   []*areaKnowledge
	pruned int64
	// greatest counts the components two passes leave unsettled at their
	// greatest count (scorer.countRange), otherwise at their least.
	greatest bool
}

// stopped reports that the search must end: budget, context or depth.
func (s *abSearch) stopped() bool { return s.tooDeep || s.lim.Stopped() }

const abInf = 10000

// AlphaBeta solves the sum of the given areas by full-board minimax with
// passes (two passes end the game), a Zobrist transposition table and
// MTD(f) null-window searches. Only moves inside the areas are generated;
// everything outside them must be safe (the Safety of d). The board is
// restored before returning. With the budget exhausted the result has
// Known false and the statistics so far.
func AlphaBeta(ctx context.Context, b *board.Board, d *Decomposition, areas []Area, first board.Color, opts ABOptions) (ABResult, error) {
	res := ABResult{First: first}
	s := &abSearch{b: b, opts: opts, tt: newABTable(opts.Budget.TTEntries), path: make(map[uint64]int)}
	s.stats = &res.Stats
	for i := range s.areaOf {
		s.areaOf[i] = -1
	}
	for i, a := range areas {
		s.areas = append(s.areas, scorer{b: b, area: a.Points, safe: d.Safety.Stones, rules: opts.Rules})
		s.union = s.union.Union(a.Points)
		for p := range a.Points.All() {
			s.areaOf[p] = int16(i)
		}
	}
	en := opts.Enhancements
	if en.GlobalPruning || en.LocalPruning || en.PartialOrderPruning {
		var err error
		if s.know, res.LocalNodes, err = localKnowledge(ctx, b, d, areas, opts.Rules, opts.Budget); err != nil {
			var lk *localKnowledgeError
			if errors.As(err, &lk) {
				res.Stats.Stop = lk.stop
			}
			return res, err
		}
	}
	s.lim = search.NewLimiter(ctx, opts.Budget, s.stats)
	defer setAsideSuperko(b)()
	s.passKey = [3]uint64{0, 0x243f6a8885a308d3, 0x13198a2e03707344}
	toMove := b.ToMove()
	hist := b.MoveNumber()
	defer func() {
		for b.MoveNumber() > hist {
			b.Undo()
		}
		b.SetToMove(toMove)
	}()
	b.SetToMove(first)
	s.lim.Check()
	// The least count of the unsettled areas first, then the greatest,
	// from the first score as the guess, keeping the table's lower bounds.
	low := s.mtdf(0)
	s.greatest = true
	s.tt.keepLowerBounds()
	high := low
	if !s.stopped() {
		high = s.mtdf(low)
	}
	res.Stats = s.lim.Finish()
	res.TTOverwrites, res.Pruned = s.tt.overwrites, s.pruned
	if s.tooDeep {
		res.Stats.Stop = search.DepthLimit
		return res, fmt.Errorf("%w: path of %d moves", ErrBudget, MaxLocalDepth)
	}
	if s.stopped() {
		return res, ErrBudget
	}
	if first == board.White {
		low, high = -low, -high
	}
	res.Low, res.High = low+d.Constant(b, opts.Rules), high+d.Constant(b, opts.Rules)
	if low != high {
		return res, fmt.Errorf("%w: %d with it counted least, %d greatest", ErrUnsettledScore, res.Low, res.High)
	}
	g := low
	res.Known = true
	res.Score = g + d.Constant(b, opts.Rules)
	if e, ok := s.tt.get(s.key(0)); ok {
		res.Best = e.best
	}
	return res, nil
}

// mtdf is the negamax score of the root for the side to move by MTD(f)
// null-window searches from the first guess g.
func (s *abSearch) mtdf(g int) int {
	lower, upper := -abInf, abInf
	for lower < upper && !s.stopped() {
		beta := g
		if g == lower {
			beta = g + 1
		}
		g = s.search(beta-1, beta, 0, 0)
		if g < beta {
			upper = g
		} else {
			lower = g
		}
	}
	return g
}

// staticScore is the score of the areas (Black minus White) at the end of
// the game, unsettled components counted at their least or greatest
// (s.greatest; scorer.countRange), prisoners not included: values in the table are relative to the
// prisoners taken before the position, so that transpositions reached with
// different captures share one entry.
func (s *abSearch) staticScore() int {
	v := 0
	for i := range s.areas {
		lo, hi := s.areas[i].countRange()
		if s.greatest {
			v += hi
		} else {
			v += lo
		}
	}
	return v
}

func (s *abSearch) key(passes int) uint64 {
	k := s.b.Hash() ^ board.ZobristKo(s.b.Ko()) ^ s.passKey[passes]
	if s.b.ToMove() == board.Black {
		k ^= board.ZobristBlackToMove
	}
	return k
}

// search is fail-soft negamax alpha-beta; the value is for the side to move.
// passes counts the consecutive passes just played.
func (s *abSearch) search(alpha, beta, passes, ply int) int {
	me := s.b.ToMove()
	sign := 1
	if me == board.White {
		sign = -1
	}
	if passes >= 2 {
		return sign * s.staticScore()
	}
	key := s.key(passes)
	e, hit := s.tt.get(key)
	if hit {
		s.stats.TTHits++
		if int(e.lower) >= beta {
			return int(e.lower)
		}
		if int(e.upper) <= alpha {
			return int(e.upper)
		}
	} else {
		e = ttEntry{lower: -abInf, upper: abInf, best: board.NoPoint}
	}
	if ply >= MaxLocalDepth {
		s.tooDeep = true
	}
	if s.stopped() || !s.lim.Expand() {
		return 0
	}
	if ply > s.stats.MaxDepth {
		s.stats.MaxDepth = ply
	}
	moves := s.moves(me, e.best, ply)
	best, bestMove := -abInf, board.NoPoint
	a := alpha
	for _, m := range moves {
		var v int
		if m == board.Pass {
			s.b.Play(board.Pass, me)
			v = -s.search(-beta, -a, passes+1, ply+1)
			s.b.Undo()
		} else {
			before := s.b.Prisoners(me)
			if s.b.Play(m, me) != nil {
				continue
			}
			gain := 0
			if s.opts.Rules == Japanese {
				gain = s.b.Prisoners(me) - before
			}
			h := s.b.Hash()
			if s.path[h] > 0 { // positional repetition along the path is forbidden
				s.b.Undo()
				continue
			}
			s.path[h]++
			k, prev := s.follow(m, me)
			v = gain - s.search(gain-beta, gain-a, 0, ply+1)
			s.unfollow(k, prev)
			s.path[h]--
			s.b.Undo()
		}
		if s.stopped() {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		if v > a {
			a = v
		}
		if a >= beta {
			break
		}
	}
	e.best, e.white = bestMove, me == board.White
	if best <= alpha {
		e.upper = int16(best)
	} else if best >= beta {
		e.lower = int16(best)
	} else {
		e.lower, e.upper = int16(best), int16(best)
	}
	s.tt.put(key, e)
	return best
}

// moves lists the candidate moves of colour c (board.Pass included),
// pruned and ordered by the enhancements; the table's best move is tried
// first in any case (a standard enhancement of the paper's baseline).
func (s *abSearch) moves(c board.Color, ttBest board.Point, ply int) []board.Point {
	for len(s.buf) <= ply {
		s.buf = append(s.buf, nil)
	}
	ms := s.buf[ply][:0]
	en := s.opts.Enhancements
	var cls *moveClasses
	if s.know != nil {
		cls = s.classify(c)
	}
	for p := range s.union.Intersect(s.b.Empties()).All() {
		if !s.b.IsLegal(p, c) {
			continue
		}
		if cls != nil && cls.pruned(p) {
			s.pruned++
			continue
		}
		ms = append(ms, p)
	}
	if cls == nil || !cls.passPruned {
		ms = append(ms, board.Pass)
	} else {
		s.pruned++
	}
	rank := func(p board.Point) int {
		r := 0
		if p == ttBest {
			r += 1 << 20
		}
		if p == board.Pass {
			return r
		}
		if en.SortByArea {
			r += s.areas[s.areaOf[p]].area.Count() << 8
		}
		return r
	}
	sort.SliceStable(ms, func(i, j int) bool { return rank(ms[i]) > rank(ms[j]) })
	s.buf[ply] = ms
	return ms
}
