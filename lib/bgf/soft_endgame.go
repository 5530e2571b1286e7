package bgf

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/search"
)

// EndgameLossRow is one game of the study bgf-endgames: a soft-
// decomposition player (one method) against the exact decomposition-search
// player of lib/endgame on one problem.
type EndgameLossRow struct {
	Problem string        `csv:"problem"` // file name without directory and .sgf
	Method  string        `csv:"method"`  // heuristic1..3 or meta
	Color   string        `csv:"color"`   // the soft player's colour; it moves first
	Exact   int           `csv:"exact"`   // minimax score with the soft player first (Black's view)
	Score   int           `csv:"score"`   // exact score of the game's final position (Black's view)
	Loss    int           `csv:"loss"`    // points the soft player lost against Exact (>= 0)
	Moves   int           `csv:"moves"`   // stones the soft player played
	Plies   int           `csv:"plies"`   // moves and passes of both players
	Nodes   int64         `csv:"nodes"`   // local-search nodes of the soft player
	Time    time.Duration `csv:"time"`    // the soft player's thinking time
	// Solved is false when the exact player could not value a position of
	// the game (an area with unequal ko bounds, or out of budget); the
	// game stops there, Score and Loss are 0 and Reason says why.
	Solved bool   `csv:"solved"`
	Reason string `csv:"reason"`
}

// EndgameLossOptions configure EndgameLoss.
type EndgameLossOptions struct {
	// Soft configures the soft player (DefaultEndgameLossOptions sets
	// Areas, so that endgame areas without unsafe blocks are sub-games).
	Soft SoftOptions
	// Methods are the soft player's methods (all four if nil).
	Methods []SoftMethod
	// Colors are the soft player's colours (Black and White if nil).
	Colors []board.Color
	// Solve bounds each local search of the exact player (endgame.Solve).
	Solve search.Budget
	// MaxPlies stops a game (an error) after this many plies; 0 means four
	// per empty point of the start position plus 10.
	MaxPlies int
}

// DefaultEndgameLossOptions returns the settings of the study: the
// default soft options with Areas, all methods, both colours.
func DefaultEndgameLossOptions() EndgameLossOptions {
	o := EndgameLossOptions{Soft: DefaultSoftOptions()}
	o.Soft.Areas = true
	return o
}

// EndgameLoss plays, on each problem, the soft-decomposition player (each
// method, each colour, moving first) against the exact decomposition-
// search player (endgame.Solve: at its turn it plays the first move of its
// optimal sequence, or passes when every area's value is a number) until
// both pass, and reports the points the soft player lost: the exact score
// of the final position against the minimax score of the start (the
// measure is ours: points lost against exact play, as HeuristicQuality
// measures it on random forests). The exact player never loses points, so the loss is
// the soft player's alone. A soft move the board refuses, or an exact
// solve that fails, is an error naming the problem.
func EndgameLoss(ctx context.Context, problems []*endgame.Problem, o EndgameLossOptions) ([]EndgameLossRow, error) {
	methods, colors := o.Methods, o.Colors
	if methods == nil {
		methods = SoftMethods()
	}
	if colors == nil {
		colors = []board.Color{board.Black, board.White}
	}
	var rows []EndgameLossRow
	for _, p := range problems {
		if p == nil || p.Board == nil {
			return rows, fmt.Errorf("bgf: endgame loss: a problem without a board")
		}
		for _, c := range colors {
			if c != board.Black && c != board.White {
				return rows, fmt.Errorf("bgf: endgame loss: colour %v is not black or white", c)
			}
			for _, m := range methods {
				row, err := endgameGame(ctx, p, c, m, o)
				if err != nil {
					return rows, err
				}
				rows = append(rows, row)
			}
		}
	}
	return rows, nil
}

// endgameGame plays one game of EndgameLoss.
func endgameGame(ctx context.Context, p *endgame.Problem, c board.Color, m SoftMethod, o EndgameLossOptions) (EndgameLossRow, error) {
	name := strings.TrimSuffix(filepath.Base(p.Name), ".sgf")
	row := EndgameLossRow{Problem: name, Method: m.String(), Color: c.String()}
	b := p.Board.Clone()
	b.SetToMove(c)
	// solve returns nil and sets row.Reason when the exact player cannot
	// value the position.
	solve := func() (*endgame.Result, error) {
		r, err := endgame.Solve(ctx, b, endgame.Options{Rules: p.Rules, Budget: o.Solve})
		if ctx.Err() != nil {
			return nil, fmt.Errorf("bgf: endgame loss: %s: %w", name, ctx.Err())
		}
		if err == nil && !r.Known {
			for _, a := range r.Areas {
				if a.Err != nil {
					err = a.Err
					break
				}
			}
		}
		if err != nil {
			row.Reason = fmt.Sprintf("after %d plies: %v", row.Plies, err)
			return nil, nil
		}
		return r, nil
	}
	score := func(r *endgame.Result, first board.Color) int {
		if first == board.Black {
			return r.ScoreBlackFirst
		}
		return r.ScoreWhiteFirst
	}
	r, err := solve()
	if err != nil || r == nil {
		return row, err
	}
	row.Exact = score(r, c)
	maxPlies := o.MaxPlies
	if maxPlies <= 0 {
		maxPlies = 4*b.Empties().Count() + 10
	}
	passes := 0
	for toMove := c; passes < 2; toMove = toMove.Opponent() {
		if row.Plies >= maxPlies {
			return row, fmt.Errorf("bgf: endgame loss: %s: no end after %d plies", name, row.Plies)
		}
		if err := ctx.Err(); err != nil {
			return row, fmt.Errorf("bgf: endgame loss: %s: %w", name, err)
		}
		move := board.Pass
		if toMove == c {
			start := time.Now()
			ch, res, err := SoftMove(ctx, b, c, m, o.Soft)
			row.Time += time.Since(start)
			if err != nil {
				return row, fmt.Errorf("bgf: endgame loss: %s after %d plies: %w", name, row.Plies, err)
			}
			row.Nodes += res.Stats.Nodes
			move = ch.Move
		} else {
			if r, err = solve(); err != nil || r == nil {
				return row, err
			}
			seq := r.Sequence
			if toMove == board.White {
				seq = r.SequenceWhiteFirst
			}
			if len(seq) > 0 && seq[0].Color == toMove {
				move = seq[0].Point
			}
		}
		if err := b.Play(move, toMove); err != nil {
			return row, fmt.Errorf("bgf: endgame loss: %s after %d plies: %v %s: %w", name, row.Plies, toMove, move.GTP(b.Height()), err)
		}
		row.Plies++
		if move == board.Pass {
			passes++
		} else {
			passes = 0
			if toMove == c {
				row.Moves++
			}
		}
	}
	if r, err = solve(); err != nil || r == nil {
		return row, err
	}
	row.Solved = true
	row.Score = score(r, b.ToMove())
	row.Loss = row.Exact - row.Score
	if c == board.White {
		row.Loss = -row.Loss
	}
	return row, nil
}

// EndgameLossSummary totals the games of one method in EndgameLoss rows.
type EndgameLossSummary struct {
	Method    string  `csv:"method"`
	Games     int     `csv:"games"`
	Solved    int     `csv:"solved"`     // games the exact player could follow to the end
	Exact     int     `csv:"exact"`      // solved games without a point lost
	TotalLoss int     `csv:"total_loss"` // over solved games
	MeanLoss  float64 `csv:"mean_loss"`  // TotalLoss / Solved (0 if none)
	MaxLoss   int     `csv:"max_loss"`
}

// SummarizeEndgameLoss totals rows per method, methods in order of first
// appearance.
func SummarizeEndgameLoss(rows []EndgameLossRow) []EndgameLossSummary {
	var out []EndgameLossSummary
	index := map[string]int{}
	for _, r := range rows {
		i, ok := index[r.Method]
		if !ok {
			i = len(out)
			index[r.Method] = i
			out = append(out, EndgameLossSummary{Method: r.Method})
		}
		s := &out[i]
		s.Games++
		if !r.Solved {
			continue
		}
		s.Solved++
		s.TotalLoss += r.Loss
		s.MaxLoss = max(s.MaxLoss, r.Loss)
		if r.Loss == 0 {
			s.Exact++
		}
	}
	for i := range out {
		if out[i].Solved > 0 {
			out[i].MeanLoss = float64(out[i].TotalLoss) / float64(out[i].Solved)
		}
	}
	return out
}
