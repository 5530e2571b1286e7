package endgame

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
)

// Player plays a game by decomposition search with full-board move
// selection as Müller 2001, Section 4.2.6 describes it, reusing the local
// analyses across the moves of the game (Section 3.6.1): the position is
// solved once, and the moves of both players are then followed in the
// areas' local game graphs, so that each move is chosen by sum play from
// the areas' current positions without a new search. A move the graphs
// lack (a move into a position LCGS did not reach, such as a repetition),
// or one that leaves the areas in a way the analysis does not cover,
// makes the next move solve the position again. The three cases of move
// selection:
//
//  1. The opponent has just played in the player's safe territory: if the
//     safety solver no longer proves that territory safe, the player
//     answers there with a move after which it does (Section 4.2.2: such
//     a refutation exists, since the safety proof needs one). Territory
//     proven safe again without an answer (Benson's needs none) is not
//     answered: an answer inside one's own territory would cost a point.
//  2. Otherwise, while some area's value is not a number, sum play.
//  3. Otherwise the cleanup phase: under Japanese rules the neutral
//     points of the current position (Decomposition.Neutral: dame
//     between safe stones of both colours, those of the start and those
//     play has made) are filled, then the player passes. Under Chinese rules a
//     dame is worth a point and is played by sum play.
type Player struct {
	o   Options
	b   *board.Board
	r   *Result
	cur []int32 // each area's current node; nil: no analysis
	// threat is the opponent's last move in safe territory (case 1),
	// board.NoPoint if none is pending.
	threat board.Point
	solved *Result // the last solve's result, known or not
	// Solves counts the positions solved, Reused the moves chosen from
	// an earlier solve's analysis.
	Solves, Reused int
}

// NewPlayer returns a player for the game from b's position (b is
// copied; play moves with Player.Play). Options are those of Solve; an
// area whose ko bounds differ is played as if the player to move lost
// every ko there unless Options.KoWinner says otherwise.
func NewPlayer(b *board.Board, o Options) *Player {
	return &Player{o: o, b: b.Clone(), threat: board.NoPoint}
}

// Board returns the player's board (do not play on it directly: use Play).
func (p *Player) Board() *board.Board { return p.b }

// Play plays m (board.Pass for a pass) for c and follows it in the analysis.
func (p *Player) Play(m board.Point, c board.Color) error {
	if err := p.b.Play(m, c); err != nil {
		return err
	}
	if p.cur == nil || m == board.Pass {
		return nil
	}
	for i := range p.r.Areas {
		a := &p.r.Areas[i]
		if !a.Points.Has(m) {
			continue
		}
		if a.Err != nil {
			p.forget()
			return nil
		}
		nd := &a.game.Nodes[p.cur[i]]
		if nd.Terminal && nd.Settled {
			// a settled area: a dame point filled keeps it settled at the
			// same score, and the node stands for the new position too
			sc := scorer{b: p.b, area: a.Points, safe: p.r.Decomposition.Safety.Stones, rules: p.o.Rules}
			if score, settled := sc.score(); settled && score == nd.Score {
				return nil
			}
		}
		opts := nd.Left
		if c == board.White {
			opts = nd.Right
		}
		for _, e := range opts {
			if e.Move == m {
				p.cur[i] = e.Child
				return nil
			}
		}
		p.forget() // a position the analysis does not hold: search again
		return nil
	}
	// outside the areas: in safe territory (the areas are unaffected)
	if p.r.Decomposition.Safety.Territory[c.Opponent()].Has(m) {
		p.threat = m
	}
	return nil
}

// forget drops the analysis: the next move solves the position again.
func (p *Player) forget() { p.r, p.cur = nil, nil }

// Forget drops the analysis (after an undo, for instance).
func (p *Player) Forget() { p.forget(); p.threat = board.NoPoint }

// BestMove returns the player's move for c in the current position (it
// does not play it) by the three cases of the type's description. The
// error says why there is no move: the position does not decompose
// (ErrNotDecomposed), a local evaluation failed (ErrLocalEvaluation) or
// the budget ran out.
func (p *Player) BestMove(ctx context.Context, c board.Color) (board.Point, error) {
	if p.threat != board.NoPoint {
		t := p.threat
		p.threat = board.NoPoint
		if m, ok := p.answerThreat(t, c); ok {
			return m, nil
		}
	}
	o := p.o
	if o.KoWinner == board.Empty {
		o.KoWinner = c.Opponent()
	}
	if p.cur != nil && p.r.koWinner != o.KoWinner && p.r.assumesKo() {
		p.forget() // the analysis assumed the other player wins the kos
	}
	if p.cur == nil {
		o.Labels = nil // labelled points may be occupied by now
		r, err := Solve(ctx, p.b, o)
		p.Solves, p.solved = p.Solves+1, r
		if err != nil {
			return board.Pass, err
		}
		if !r.Known {
			for i := range r.Areas {
				if r.Areas[i].Err != nil {
					return board.Pass, r.Areas[i].Err
				}
			}
			return board.Pass, ErrLocalEvaluation
		}
		p.r, p.cur = r, make([]int32, len(r.Areas))
		for i := range r.Areas {
			p.cur[i] = r.Areas[i].root()
		}
	} else {
		p.Reused++
	}
	seq, _, err := p.r.play(ctx, p.b, c, p.cur)
	if err != nil {
		return board.Pass, err
	}
	if len(seq) > 0 && seq[0].Color == c && seq[0].Point != board.Pass {
		return seq[0].Point, nil // case 2
	}
	if p.o.Rules == Japanese { // case 3: the cleanup phase
		d, err := Decompose(p.b, p.safety()(p.b), nil)
		if err != nil {
			return board.Pass, err
		}
		for q := range d.Neutral.Intersect(p.b.Empties()).All() {
			if p.b.IsLegal(q, c) {
				return q, nil
			}
		}
	}
	return board.Pass, nil
}

// safety returns the safety solver of the player's options.
func (p *Player) safety() SafeFunc {
	if p.o.Safety == nil {
		return BensonSafety
	}
	return p.o.Safety
}

// answerThreat is case 1: after the opponent's move t in c's safe
// territory, the move of c that makes the safety solver prove the
// territory's region safe again, if it no longer is; ok is false when no
// answer is needed or none is found (then sum play goes on; a region
// not proven safe is searched as an area at the next solve).
func (p *Player) answerThreat(t board.Point, c board.Color) (board.Point, bool) {
	safe := p.safety()
	d := p.r.Decomposition
	own := d.Safety.Stones[c].Union(d.Safety.Territory[c])
	var region board.Region
	for _, comp := range own.Components() {
		if comp.Has(t) {
			region = comp
		}
	}
	holds := func() bool {
		s := safe(p.b)
		return region.Minus(p.b.Stones(c.Opponent())).SubsetOf(s.Stones[c].Union(s.Territory[c]))
	}
	if holds() {
		return board.NoPoint, false
	}
	p.forget() // the decomposition changes with the answer
	for q := range region.Intersect(p.b.Empties()).All() {
		if p.b.Play(q, c) != nil {
			continue
		}
		ok := holds()
		p.b.Undo()
		if ok {
			return q, true
		}
	}
	return board.NoPoint, false
}

// String describes the player's state (for logs).
func (p *Player) String() string {
	return fmt.Sprintf("decomposition-search player: %d solves, %d moves from an earlier analysis", p.Solves, p.Reused)
}

// assumesKo reports whether an area's value is a ko bound (KoAssumed).
func (r *Result) assumesKo() bool {
	for i := range r.Areas {
		if r.Areas[i].KoAssumed != board.Empty {
			return true
		}
	}
	return false
}

// BestMove returns decomposition search's move for colour c on b, by
// the full-board move selection of Player with a new analysis: the first
// move of the optimal sequence with c first, or, when every area's value
// is a number, under Japanese rules a neutral point to fill (the cleanup
// phase) and then board.Pass (passing then loses nothing: number
// avoidance). The result of the solve comes with it. An area whose ko
// bounds differ is played as if c lost every ko there (Options.KoWinner,
// unless set). If the position does not decompose (ErrNotDecomposed), a
// local evaluation fails (ErrLocalEvaluation) or the budget runs out, the
// error says why and there is no move. The board is not changed. A game
// of several moves reuses one Player instead (NewPlayer), which keeps the
// analysis from move to move.
func BestMove(ctx context.Context, b *board.Board, c board.Color, o Options) (board.Point, *Result, error) {
	p := NewPlayer(b, o)
	m, err := p.BestMove(ctx, c)
	return m, p.solved, err
}
