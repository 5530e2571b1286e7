package endgame

import (
	"context"
	"fmt"
	"sort"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// Enhancements switch the alpha-beta baseline's move ordering and pruning
// (Müller 1999, the alpha-beta experiments).
type Enhancements struct {
	// SortByArea tries moves in larger areas first.
	SortByArea bool
	// GlobalBestMove tries first the best move the transposition table
	// remembers for the position.
	GlobalBestMove bool
	// LocalBestMove tries first, within each area, the move that was last
	// best in that area anywhere in the search.
	LocalBestMove bool
	// PartialOrder orders moves better-than-dame (in unsettled areas), then
	// pass, and prunes the moves that are never better than a pass under
	// Japanese rules: moves in settled areas (dame, own or opponent territory).
	// Under Chinese rules dame moves are kept (they are worth a point).
	PartialOrder bool
}

// AllEnhancements returns the combination with every enhancement on.
func AllEnhancements() Enhancements {
	return Enhancements{SortByArea: true, GlobalBestMove: true, LocalBestMove: true, PartialOrder: true}
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
}

type ttEntry struct {
	lower, upper int16
	best         board.Point
}

type abSearch struct {
	b       *board.Board
	opts    ABOptions
	areas   []scorer
	areaOf  [board.NumPoints]int16
	union   board.Region
	lim     *search.Limiter
	stats   *search.Stats
	tt      map[uint64]ttEntry
	path    map[uint64]int
	local   []board.Point // last best move per area
	passKey [3]uint64
	buf     [][]board.Point
	tooDeep bool // the path reached MaxLocalDepth moves
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
	s := &abSearch{b: b, opts: opts, tt: make(map[uint64]ttEntry), path: make(map[uint64]int)}
	s.stats = &res.Stats
	s.lim = search.NewLimiter(ctx, opts.Budget, s.stats)
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
	s.local = make([]board.Point, len(areas))
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
	// MTD(f) from a first guess of 0.
	g, lower, upper := 0, -abInf, abInf
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
	res.Stats = s.lim.Finish()
	if s.tooDeep {
		res.Stats.Stop = search.DepthLimit
		return res, fmt.Errorf("%w: path of %d moves", ErrBudget, MaxLocalDepth)
	}
	if s.stopped() {
		return res, ErrBudget
	}
	res.Known = true
	res.Score = g
	if first == board.White {
		res.Score = -g
	}
	res.Score += d.Constant(b, opts.Rules)
	res.Best = s.tt[s.key(0)].best
	return res, nil
}

// staticScore is the score of the areas (Black minus White) at the end of
// the game, prisoners not included: values in the table are relative to the
// prisoners taken before the position, so that transpositions reached with
// different captures share one entry.
func (s *abSearch) staticScore() int {
	v := 0
	for i := range s.areas {
		sc, _ := s.areas[i].score()
		v += sc
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
	e, hit := s.tt[key]
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
			v = gain - s.search(gain-beta, gain-a, 0, ply+1)
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
	if bestMove != board.NoPoint && bestMove != board.Pass {
		if i := s.areaOf[bestMove]; i >= 0 {
			s.local[i] = bestMove
		}
	}
	e.best = bestMove
	if best <= alpha {
		e.upper = int16(best)
	} else if best >= beta {
		e.lower = int16(best)
	} else {
		e.lower, e.upper = int16(best), int16(best)
	}
	s.tt[key] = e
	return best
}

// moves lists the candidate moves of colour c, ordered by the enhancements.
func (s *abSearch) moves(c board.Color, ttBest board.Point, ply int) []board.Point {
	for len(s.buf) <= ply {
		s.buf = append(s.buf, nil)
	}
	ms := s.buf[ply][:0]
	en := s.opts.Enhancements
	prune := en.PartialOrder && s.opts.Rules == Japanese
	var settled []bool
	if en.PartialOrder {
		settled = make([]bool, len(s.areas))
		for i := range s.areas {
			_, settled[i] = s.areas[i].score()
		}
	}
	for p := range s.union.Intersect(s.b.Empties()).All() {
		if prune && settled[s.areaOf[p]] {
			continue
		}
		if s.b.IsLegal(p, c) {
			ms = append(ms, p)
		}
	}
	rank := func(p board.Point) int {
		r := 0
		if en.GlobalBestMove && p == ttBest {
			r += 1 << 20
		}
		i := s.areaOf[p]
		if en.LocalBestMove && s.local[i] == p {
			r += 1 << 19
		}
		if en.PartialOrder && !settled[i] {
			r += 1 << 18
		}
		if en.SortByArea {
			r += s.areas[i].area.Count() << 8
		}
		return r
	}
	if en != (Enhancements{}) {
		sort.SliceStable(ms, func(i, j int) bool { return rank(ms[i]) > rank(ms[j]) })
	}
	passAt := len(ms)
	if en.PartialOrder {
		// pass after the better-than-dame moves, before the rest
		passAt = 0
		for passAt < len(ms) && !settled[s.areaOf[ms[passAt]]] {
			passAt++
		}
	}
	ms = append(ms, board.NoPoint)
	copy(ms[passAt+1:], ms[passAt:])
	ms[passAt] = board.Pass
	s.buf[ply] = ms
	return ms
}
