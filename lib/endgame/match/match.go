package match

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
)

// SetupCommands returns the GTP commands that put b's position on a GTP
// program's board: boardsize, clear_board, komi 0 and a play per stone.
func SetupCommands(b *board.Board) ([]string, error) {
	if b.Width() != b.Height() {
		return nil, fmt.Errorf("GTP boards are square; this one is %dx%d", b.Width(), b.Height())
	}
	cmds := []string{fmt.Sprintf("boardsize %d", b.Width()), "clear_board", "komi 0"}
	for c := board.Black; c <= board.White; c++ {
		for q := range b.Stones(c).All() {
			cmds = append(cmds, fmt.Sprintf("play %s %s", colourName(c), q.GTP(b.Height())))
		}
	}
	return cmds, nil
}

// Game is one game of the decomposition-search player against a GTP
// program from a problem's position (Müller 1999 played The Many Faces of
// Go this way; we play GNU Go): the moves, the final score and how far the
// opponent ended below the minimax score.
type Game struct {
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

// Options configure games against a GTP program.
type Options struct {
	// Solve configures decomposition search's moves and the scoring of
	// the final position (rules and labels are taken from the problem).
	Solve endgame.Options
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

// setupGTP puts b's position on the board of a GTP program.
func setupGTP(opp *gtp.Client, b *board.Board) error {
	cmds, err := SetupCommands(b)
	if err != nil {
		return err
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

// playGTP plays one game from p's position: decomposition search (BestMove)
// as colour ds against the GTP program opp, first to move first, until two
// passes in a row. A "resign" of the program counts as a pass. The final
// position is scored by decomposition search (its areas are numbers by
// then: the game ends only after decomposition search passed).
func playGTP(ctx context.Context, opp *gtp.Client, p *endgame.Problem, ds, first board.Color, o Options) (*Game, error) {
	start := time.Now()
	so := o.Solve
	so.Rules, so.Labels = p.Rules, p.Labels
	b := p.Board.Clone()
	g := &Game{Problem: p.Name, DS: ds, First: first, DSColor: colourName(ds), FirstColor: colourName(first)}
	r, err := endgame.Solve(ctx, b, so)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.Name, err)
	}
	if !r.Known {
		return nil, fmt.Errorf("%s: %w: no minimax score to compare with", p.Name, endgame.ErrLocalEvaluation)
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
	if err := setupGTP(opp, b); err != nil {
		return nil, fmt.Errorf("%s: setting up the opponent: %w", p.Name, err)
	}
	h := b.Height()
	player := endgame.NewPlayer(b, so)
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
		g.Moves = append(g.Moves, endgame.Move{Color: c, Point: m}.Format(h))
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
	end, err := endgame.Solve(ctx, b, so)
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

// matchGTP plays the four games of a problem against opp: decomposition
// search as Black and as White, each with Black and with White moving
// first.
func matchGTP(ctx context.Context, opp *gtp.Client, p *endgame.Problem, o Options) ([]Game, error) {
	var games []Game
	for _, ds := range []board.Color{board.Black, board.White} {
		for _, first := range []board.Color{board.Black, board.White} {
			g, err := playGTP(ctx, opp, p, ds, first, o)
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
// plays matchGTP on each problem and ends it. If GNU Go is not installed
// the error wraps ErrNoOpponent.
func GNUGoMatch(ctx context.Context, problems []*endgame.Problem, o Options, args ...string) ([]Game, error) {
	opp, err := gtp.GNUGo(ctx, args...)
	if err != nil {
		return nil, err
	}
	var games []Game
	for _, p := range problems {
		gs, err := matchGTP(ctx, opp, p, o)
		games = append(games, gs...)
		if err != nil {
			return games, errors.Join(err, opp.Close())
		}
	}
	return games, opp.Close()
}
