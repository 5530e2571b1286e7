package endgame

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/lib/board"
)

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

// GTPGame is one game of the decomposition-search player against a GTP
// program from a problem's position (Müller 1999 played The Many Faces of
// Go this way; we play GNU Go): the moves, the final score and how far the
// opponent ended below the minimax score.
type GTPGame struct {
	Problem string      `json:"problem"`
	DS      board.Color `json:"-"` // the colour of decomposition search
	First   board.Color `json:"-"` // who moved first
	// DSColor and FirstColor are DS and First as "black" or "white".
	DSColor    string   `json:"ds_color"`
	FirstColor string   `json:"first"`
	Moves      []string `json:"moves" csv:"-"` // "B D4", "W pass", ...
	Length     int      `json:"length"`        // number of moves, passes included
	// FinalScore is the score of the final position (Black minus White,
	// prisoners included under Japanese rules, no komi); MinimaxScore the
	// minimax score of the start with First to move.
	FinalScore   int `json:"final_score"`
	MinimaxScore int `json:"minimax_score"`
	// OpponentLoss is how many points the opponent ended below the
	// minimax score from its side (FinalScore - MinimaxScore when
	// decomposition search is Black). Negative would mean decomposition
	// search played below the minimax score.
	OpponentLoss int `json:"opponent_loss"`
	// KoAssumed reports that the final position holds an unsettled ko
	// (unequal ko bounds): it is scored as if the opponent won it.
	KoAssumed bool `json:"ko_assumed"`
	// Solves counts decomposition search's solves in the game (Player:
	// one, unless a move leaves the analysed lines).
	Solves int     `json:"solves"`
	Millis float64 `json:"millis"`
}

// MatchOptions configure games against a GTP program.
type MatchOptions struct {
	// Solve configures decomposition search's moves and the scoring of
	// the final position (rules and labels are taken from the problem).
	Solve Options
	// MaxMoves ends a game that is still going after this many moves with
	// an error (0: four times the number of points in the areas plus 20).
	MaxMoves int
}

// colourName is the GTP name of a colour.
func colourName(c board.Color) string {
	if c == board.White {
		return "white"
	}
	return "black"
}

// SetupGTP puts b's position on the board of a GTP program: boardsize,
// clear_board, komi 0 and a play command per stone.
func SetupGTP(opp *gtp.Client, b *board.Board) error {
	if b.Width() != b.Height() {
		return fmt.Errorf("GTP boards are square; this one is %dx%d", b.Width(), b.Height())
	}
	cmds := []string{fmt.Sprintf("boardsize %d", b.Width()), "clear_board", "komi 0"}
	for c := board.Black; c <= board.White; c++ {
		for q := range b.Stones(c).All() {
			cmds = append(cmds, fmt.Sprintf("play %s %s", colourName(c), q.GTP(b.Height())))
		}
	}
	replies, err := opp.Pipeline(cmds...)
	if err != nil {
		return err
	}
	for _, r := range replies {
		if r.Err != nil {
			return r.Err
		}
	}
	return nil
}

// PlayGTP plays one game from p's position: decomposition search (BestMove)
// as colour ds against the GTP program opp, first to move first, until two
// passes in a row. A "resign" of the program counts as a pass. The final
// position is scored by decomposition search (its areas are numbers by
// then: the game ends only after decomposition search passed).
func PlayGTP(ctx context.Context, opp *gtp.Client, p *Problem, ds, first board.Color, o MatchOptions) (*GTPGame, error) {
	start := time.Now()
	so := o.Solve
	so.Rules, so.Labels = p.Rules, p.Labels
	b := p.Board.Clone()
	g := &GTPGame{Problem: p.Name, DS: ds, First: first, DSColor: colourName(ds), FirstColor: colourName(first)}
	r, err := Solve(ctx, b, so)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.Name, err)
	}
	if !r.Known {
		return nil, fmt.Errorf("%s: %w: no minimax score to compare with", p.Name, ErrLocalEvaluation)
	}
	g.MinimaxScore = r.ScoreBlackFirst
	if first == board.White {
		g.MinimaxScore = r.ScoreWhiteFirst
	}
	maxMoves := o.MaxMoves
	if maxMoves == 0 {
		pts := 0
		for i := range r.Areas {
			pts += r.Areas[i].Size()
		}
		maxMoves = 4*pts + 20
	}
	if err := SetupGTP(opp, b); err != nil {
		return nil, fmt.Errorf("%s: setting up the opponent: %w", p.Name, err)
	}
	h := b.Height()
	player := NewPlayer(b, so)
	c, passes := first, 0
	for passes < 2 {
		if len(g.Moves) >= maxMoves {
			return g, fmt.Errorf("%s: game still going after %d moves", p.Name, maxMoves)
		}
		var m board.Point
		if c == ds {
			if m, err = player.BestMove(ctx, c); err != nil {
				return g, fmt.Errorf("%s, move %d: %w", p.Name, len(g.Moves)+1, err)
			}
			if _, err := opp.Send(fmt.Sprintf("play %s %s", colourName(c), m.GTP(h))); err != nil {
				return g, fmt.Errorf("%s: the opponent refused our %s %s: %w", p.Name, colourName(c), m.GTP(h), err)
			}
		} else {
			v, err := opp.Send("genmove " + colourName(c))
			if err != nil {
				return g, fmt.Errorf("%s: %w", p.Name, err)
			}
			if strings.EqualFold(v, "resign") {
				v = "pass"
			}
			if m, err = board.ParseGTP(v, b.Width(), h); err != nil {
				return g, fmt.Errorf("%s: the opponent's move %q: %w", p.Name, v, err)
			}
		}
		if err := b.Play(m, c); err != nil {
			return g, fmt.Errorf("%s: %s %s: %w", p.Name, colourName(c), m.GTP(h), err)
		}
		if err := player.Play(m, c); err != nil {
			return g, fmt.Errorf("%s: %s %s: %w", p.Name, colourName(c), m.GTP(h), err)
		}
		g.Moves = append(g.Moves, Move{Color: c, Point: m}.Format(h))
		if m == board.Pass {
			passes++
		} else {
			passes = 0
		}
		c = c.Opponent()
		if err := ctx.Err(); err != nil {
			return g, fmt.Errorf("%s: %w", p.Name, err)
		}
	}
	g.Solves = player.Solves
	so.Labels = nil // the labelled points may be occupied now
	so.KoWinner = ds.Opponent()
	end, err := Solve(ctx, b, so)
	if err != nil {
		return g, fmt.Errorf("%s: scoring the final position: %w", p.Name, err)
	}
	if !end.Known || end.ScoreBlackFirst != end.ScoreWhiteFirst {
		return g, fmt.Errorf("%s: the final position is not settled (scores %d/%d)", p.Name, end.ScoreBlackFirst, end.ScoreWhiteFirst)
	}
	g.FinalScore, g.Length = end.ScoreBlackFirst, len(g.Moves)
	for i := range end.Areas {
		g.KoAssumed = g.KoAssumed || end.Areas[i].KoAssumed != board.Empty
	}
	g.OpponentLoss = g.FinalScore - g.MinimaxScore
	if ds == board.White {
		g.OpponentLoss = -g.OpponentLoss
	}
	g.Millis = float64(time.Since(start)) / float64(time.Millisecond)
	return g, nil
}

// MatchGTP plays the four games of a problem against opp: decomposition
// search as Black and as White, each with Black and with White moving
// first.
func MatchGTP(ctx context.Context, opp *gtp.Client, p *Problem, o MatchOptions) ([]GTPGame, error) {
	var games []GTPGame
	for _, ds := range []board.Color{board.Black, board.White} {
		for _, first := range []board.Color{board.Black, board.White} {
			g, err := PlayGTP(ctx, opp, p, ds, first, o)
			if err != nil {
				return games, err
			}
			games = append(games, *g)
		}
	}
	return games, nil
}

// ErrNoOpponent is returned (wrapped) by GNUGoMatch when GNU Go is not
// installed.
var ErrNoOpponent = gtp.ErrNotFound

// GNUGoMatch starts GNU Go (args such as "--level", "1" are passed on),
// plays MatchGTP on each problem and ends it. If GNU Go is not installed
// the error wraps ErrNoOpponent.
func GNUGoMatch(ctx context.Context, problems []*Problem, o MatchOptions, args ...string) ([]GTPGame, error) {
	opp, err := gtp.GNUGo(ctx, args...)
	if err != nil {
		return nil, err
	}
	var games []GTPGame
	for _, p := range problems {
		gs, err := MatchGTP(ctx, opp, p, o)
		games = append(games, gs...)
		if err != nil {
			return games, errors.Join(err, opp.Close())
		}
	}
	return games, opp.Close()
}
