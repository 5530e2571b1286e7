package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

const gtpUsage = `usage: decomp gtp [--rules japanese|chinese] [--max-nodes N] [--time-limit D] [--safety S] [--max-area N] [--db FILE]

Runs decomposition search as a Go Text Protocol (version 2) engine on
standard input and output, so that any GTP controller (GoGui, a match
runner, GNU Go's twogtp) can play against it. Commands: protocol_version,
name, version, known_command, list_commands, boardsize, clear_board, komi,
play, genmove, undo, showboard, final_score, quit.

genmove plays decomposition search's move (lib/endgame BestMove) when the
position decomposes into safe walls and areas of at most --max-area points;
an area with a real ko (unequal ko bounds) is played as if the engine lost
every such ko. Otherwise (the position does not decompose, a local search
runs out of --max-nodes or --time-limit) the engine passes and writes the
reason to standard error. final_score is the minimax score of the position
with the side to move first, minus komi ("B+3.5", "W+0.5", "0"); it fails on
a position that does not decompose.

flags:`

// gtpEngine is the state of decomp gtp: the decomposition-search player
// (its board, and its analysis kept from move to move), komi and the
// solver's options.
type gtpEngine struct {
	player  *endgame.Player
	komi    float64
	opts    endgame.Options
	timeout time.Duration // per genmove and final_score
	log     io.Writer
}

func runGTP(args []string, stdout, stderr io.Writer) error {
	return serveGTP(args, os.Stdin, stdout, stderr)
}

// serveGTP parses the flags and answers GTP commands from in until quit
// or the end of in.
func serveGTP(args []string, in io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("gtp", stderr)
	rulesFlag := fs.String("rules", "japanese", "japanese or chinese: the scoring of local games and final_score")
	nodes := fs.Int64("max-nodes", 1_000_000, "node budget of each area's local search")
	timeout := fs.Duration("time-limit", 10*time.Second, "time limit of each genmove and final_score (0: none)")
	safetyFlag := fs.String("safety", "benson", "safety solver: benson, static, solver1 or partial (lib/safety)")
	maxArea := fs.Int("max-area", endgame.DefaultMaxAreaSize, "largest area (points) to search; a larger one means the position does not decompose (-1: no limit)")
	dbPath := fs.String("db", "", "local-game database file (bbolt): areas met before, in this game or an earlier one, are not searched again")
	fs.Usage = func() {
		fmt.Fprintln(stderr, gtpUsage)
		fs.PrintDefaults()
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return usageError("takes no arguments, got %q", pos)
	}
	rules, err := endgame.ParseRules(*rulesFlag)
	if err != nil {
		return usageError("--rules: %v", err)
	}
	if *nodes <= 0 {
		return usageError("--max-nodes %d must be positive", *nodes)
	}
	if *timeout < 0 {
		return usageError("--time-limit %v is negative (0: none)", *timeout)
	}
	solver, err := safety.ParseSolver(*safetyFlag)
	if err != nil {
		return usageError("--safety: %v", err)
	}
	e := &gtpEngine{
		opts:    endgame.Options{Rules: rules, Budget: search.Budget{MaxNodes: *nodes}, Safety: safeFunc(context.Background(), solver), MaxAreaSize: *maxArea},
		timeout: *timeout,
		log:     stderr,
	}
	if *dbPath != "" {
		db, err := endgame.OpenDB(*dbPath)
		if err != nil {
			return err
		}
		defer db.Close()
		e.opts.DB = db
	}
	e.player = endgame.NewPlayer(board.MustNew(19, 19), e.opts)
	return gtp.Serve(in, stdout, e.commands())
}

func (e *gtpEngine) commands() map[string]gtp.Handler {
	return map[string]gtp.Handler{
		"name":        func([]string) (string, error) { return "decomp", nil },
		"version":     func([]string) (string, error) { return Version, nil },
		"boardsize":   e.boardsize,
		"clear_board": e.clearBoard,
		"komi":        e.setKomi,
		"play":        e.play,
		"genmove":     e.genmove,
		"undo":        e.undo,
		"showboard":   func([]string) (string, error) { return "\n" + e.board().String(), nil },
		"final_score": e.finalScore,
	}
}

var errSyntax = errors.New("syntax error")

// board returns the engine's board (the player's).
func (e *gtpEngine) board() *board.Board { return e.player.Board() }

func (e *gtpEngine) boardsize(args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return "", errSyntax
	}
	b, err := board.New(n, n)
	if err != nil || n < 2 {
		return "", errors.New("unacceptable size")
	}
	e.player = endgame.NewPlayer(b, e.opts)
	return "", nil
}

func (e *gtpEngine) clearBoard([]string) (string, error) {
	e.player = endgame.NewPlayer(board.MustNew(e.board().Width(), e.board().Height()), e.opts)
	return "", nil
}

func (e *gtpEngine) setKomi(args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil || math.IsNaN(k) || math.IsInf(k, 0) {
		return "", errSyntax
	}
	e.komi = k
	return "", nil
}

func (e *gtpEngine) play(args []string) (string, error) {
	if len(args) != 2 {
		return "", errSyntax
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return "", errSyntax
	}
	p, err := board.ParseGTP(args[1], e.board().Width(), e.board().Height())
	if err != nil {
		return "", errSyntax
	}
	if err := e.player.Play(p, c); err != nil {
		return "", errors.New("illegal move")
	}
	return "", nil
}

// context returns the context of one search: the engine's time limit.
func (e *gtpEngine) context() (context.Context, context.CancelFunc) {
	if e.timeout > 0 {
		return context.WithTimeout(context.Background(), e.timeout)
	}
	return context.WithCancel(context.Background())
}

// genmove plays decomposition search's move, or passes (with the reason on
// the log) where decomposition search has no move.
func (e *gtpEngine) genmove(args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return "", errSyntax
	}
	ctx, cancel := e.context()
	defer cancel()
	e.board().SetToMove(c)
	m, err := e.player.BestMove(ctx, c)
	if err != nil {
		fmt.Fprintf(e.log, "decomp gtp: genmove %s: no decomposition-search move, passing: %v\n", c, err)
		m = board.Pass
	}
	h := e.board().Height()
	if err := e.player.Play(m, c); err != nil {
		fmt.Fprintf(e.log, "decomp gtp: genmove %s: %s is illegal on the board (%v), passing\n", c, m.GTP(h), err)
		m = board.Pass
		if err := e.player.Play(m, c); err != nil {
			return "", err
		}
	}
	return strings.ToLower(m.GTP(h)), nil
}

func (e *gtpEngine) undo([]string) (string, error) {
	if err := e.board().Undo(); err != nil {
		return "", errors.New("cannot undo")
	}
	e.player.Forget()
	return "", nil
}

// finalScore is the minimax score with the side to move first, minus komi.
func (e *gtpEngine) finalScore([]string) (string, error) {
	ctx, cancel := e.context()
	defer cancel()
	r, err := endgame.Solve(ctx, e.board(), e.opts)
	if err == nil && !r.Known {
		err = endgame.ErrLocalEvaluation
	}
	if err != nil {
		return "", fmt.Errorf("cannot score: %v", err)
	}
	s := float64(r.ScoreBlackFirst)
	if e.board().ToMove() == board.White {
		s = float64(r.ScoreWhiteFirst)
	}
	s -= e.komi
	v := strconv.FormatFloat(max(s, -s), 'f', -1, 64)
	switch {
	case s > 0:
		return "B+" + v, nil
	case s < 0:
		return "W+" + v, nil
	}
	return "0", nil
}
