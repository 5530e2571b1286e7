package oneeye

import (
	"context"
	"errors"
	"github.com/decomplab/decomplab/lib/search"
	"math"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/proof"
)

// Minimax solves p by exhaustive minimax over the whole region with the
// same rules as the df-pn methods: the reference for small regions (up to
// about 12 points). Repetition is judged on the current line: a move that
// repeats a position of the line loses for the defender. Results are
// memoised only when they do not depend on the line (every defender win,
// and attacker wins whose repetitions all lie below the position), so the
// answer is the one of the game tree without memo. opts.MaxNodes and
// opts.MaxTime bound the search; opts.Method is ignored.
func Minimax(ctx context.Context, p *Problem, first board.Color, opts Options) (Result, error) {
	if first != board.Black && first != board.White {
		return Result{}, errors.New("oneeye: first player must be black or white")
	}
	if ctx == nil {
		ctx = context.Background()
	}
	m := &minimax{
		g:        newGame(p, first, NoDDS, DDSOnlyKnowledge), // plain rules: no split analysis,
		ctx:      ctx,
		maxNodes: opts.MaxNodes,
		maxTime:  opts.MaxTime,
		start:    time.Now(),
		path:     map[uint64]int{},
		memo:     map[uint64]bool{},
	}
	res := Result{First: first, Method: Exhaustive, Move: board.NoPoint}
	switch m.g.Evaluate() {
	case proof.Proven:
		res.Outcome = DefenderWins
	case proof.Disproven:
		res.Outcome = AttackerWins
	default:
		win, _, move := m.search(0)
		if m.stop == search.Finished {
			res.Outcome = AttackerWins
			if win {
				res.Outcome = DefenderWins
			}
			res.Move = toPoint(move)
		}
	}
	res.Stop = m.stop
	res.Stats = Stats{
		Stats:      search.Stats{Nodes: m.nodes, TTHits: m.hits, Elapsed: time.Since(m.start), Stop: m.stop},
		Expansions: m.g.expansions,
		TTProbes:   m.probes,
	}
	return res, nil
}

type minimax struct {
	g                   *game
	ctx                 context.Context
	maxNodes            int64
	maxTime             time.Duration
	start               time.Time
	nodes, probes, hits int64
	stop                search.Stop
	path                map[uint64]int  // positions of the current line, by depth
	memo                map[uint64]bool // line-independent results: defender wins?
}

// search returns whether the defender wins the current (non-terminal)
// position, the smallest depth of a line position that a repetition below
// referred to (math.MaxInt if none), and the best move for the player to
// move.
func (m *minimax) search(depth int) (defWins bool, low int, best proof.Move) {
	m.nodes++
	if m.nodes&1023 == 0 {
		switch {
		case m.ctx.Err() != nil:
			m.stop = search.Canceled
		case m.maxTime > 0 && time.Since(m.start) > m.maxTime:
			m.stop = search.TimeLimit
		}
	}
	if m.maxNodes > 0 && m.nodes > m.maxNodes {
		m.stop = search.NodeLimit
	}
	low, best = math.MaxInt, proof.NoMove
	if m.stop != search.Finished {
		return false, low, best
	}
	g := m.g
	h := g.Hash()
	or := g.OrNode()
	m.path[h] = depth
	defer delete(m.path, h)
	moves := g.Moves(nil)
	defWins = !or // the attacker loses if no move refutes; the defender loses if none wins
	for _, mv := range moves {
		g.Play(mv)
		ch := g.Hash()
		var childWin bool
		if d, ok := m.path[ch]; ok {
			childWin = false // repetition: the defender failed
			low = min(low, d)
		} else {
			m.probes++
			if v, ok := m.memo[ch]; ok {
				m.hits++
				childWin = v
			} else {
				switch g.Evaluate() {
				case proof.Proven:
					childWin = true
				case proof.Disproven:
					childWin = false
				default:
					var l int
					childWin, l, _ = m.search(depth + 1)
					low = min(low, l)
				}
			}
		}
		g.Undo()
		if m.stop != search.Finished {
			return false, low, best
		}
		if best == proof.NoMove {
			best = mv
		}
		if childWin == or { // the player to move wins with mv
			defWins = or
			best = mv
			break
		}
	}
	if defWins || low >= depth {
		m.memo[h] = defWins
	}
	return defWins, low, best
}
