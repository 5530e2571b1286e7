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
play, genmove, undo, showboard, final_score, quit, and GoGui's analyze
commands (gogui-analyze_commands lists them): decomp-safety SOLVER (any of lib/safety's solvers: safe
points of each colour by one safety solver: BLACK and WHITE, and SQUARE
on points the solver proved that are not kept as score-neutral),
decomp-areas (each area's label and combinatorial value: LABEL, areas
coloured with COLOR), decomp-losses (the points each legal move of the
side to move loses against optimal play: LABEL and a COLOR heat map),
decomp-sequence (an optimal sequence from the side to move: VAR) and
decomp-score (the minimax score or what blocks it).

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

		"gogui-analyze_commands": e.analyzeCommands,
		"decomp-safety":          e.safetyGfx,
		"decomp-areas":           e.areasGfx,
		"decomp-losses":          e.lossesGfx,
		"decomp-sequence":        e.sequenceVar,
		"decomp-score":           e.scoreText,
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

// analyzeCommands answers gogui-analyze_commands: one line per command,
// type/label/command, as GoGui reads them.
func (e *gtpEngine) analyzeCommands([]string) (string, error) {
	var lines []string
	for _, s := range safety.Solvers() {
		lines = append(lines, fmt.Sprintf("gfx/Decomp safe points (%v)/decomp-safety %v", s, s))
	}
	lines = append(lines,
		"gfx/Decomp areas and values/decomp-areas",
		"gfx/Decomp move losses/decomp-losses",
		"var/Decomp optimal sequence/decomp-sequence",
		"string/Decomp minimax score/decomp-score")
	return strings.Join(lines, "\n"), nil
}

// gfxPoints formats points for a GoGui gfx line ("A1 B2").
func gfxPoints(r board.Region, h int) string {
	var ps []string
	for p := range r.All() {
		ps = append(ps, p.GTP(h))
	}
	return strings.Join(ps, " ")
}

// safetyGfx shows the points one safety solver proves safe, as the
// endgame uses them (SafetyOf: BLACK and WHITE), and SQUARE on the points
// it proved that are not score-neutral and so not kept.
func (e *gtpEngine) safetyGfx(args []string) (string, error) {
	if len(args) != 1 {
		return "", errSyntax
	}
	solver, err := safety.ParseSolver(args[0])
	if err != nil {
		return "", err
	}
	ctx, cancel := e.context()
	defer cancel()
	b := e.board()
	s := endgame.SafetyOf(ctx, solver, safety.Budget{})(b)
	h := b.Height()
	black := s.Stones[board.Black].Union(s.Territory[board.Black])
	white := s.Stones[board.White].Union(s.Territory[board.White])
	var lines []string
	if !black.IsEmpty() {
		lines = append(lines, "BLACK "+gfxPoints(black, h))
	}
	if !white.IsEmpty() {
		lines = append(lines, "WHITE "+gfxPoints(white, h))
	}
	text := fmt.Sprintf("TEXT %v: %d points safe for Black, %d for White", solver, black.Count(), white.Count())
	if solver != safety.Benson {
		r, err := safety.Solve(ctx, b, safety.Options{Solver: solver})
		if err == nil {
			dropped := r.Safe[board.Black].Union(r.Safe[board.White]).Minus(black).Minus(white)
			if !dropped.IsEmpty() {
				lines = append(lines, "SQUARE "+gfxPoints(dropped, h))
				text += fmt.Sprintf(", %d proven but not score-neutral (squares)", dropped.Count())
			}
		}
	}
	if rep := s.Report; rep.Incomplete() {
		text += fmt.Sprintf("; the solver stopped early (%v%s)", rep.Stop, rep.Err)
	}
	return strings.Join(append(lines, text), "\n"), nil
}

// analyze runs the endgame pipeline (endgame.Analyze) on the engine's
// board with its options.
func (e *gtpEngine) analyze() (*endgame.Analysis, error) {
	ctx, cancel := e.context()
	defer cancel()
	an, err := endgame.Analyze(ctx, e.board(), e.opts)
	if an == nil {
		return nil, err
	}
	return an, nil
}

// gfxLabel makes a value fit a LABEL (no spaces).
func gfxLabel(s string) string { return strings.ReplaceAll(s, " ", "") }

// areaColours are the colours decomp-areas gives the areas in turn.
var areaColours = []string{"#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462", "#b3de69", "#fccde5"}

// areasGfx labels each area with its label and value (decomp search's
// notation; lo..hi for unequal ko bounds) and colours its points.
func (e *gtpEngine) areasGfx([]string) (string, error) {
	an, err := e.analyze()
	if an == nil {
		return "", err
	}
	b := e.board()
	h := b.Height()
	var lines, labels []string
	for i, a := range an.Decomposition.Areas {
		lines = append(lines, "COLOR "+areaColours[i%len(areaColours)]+" "+gfxPoints(a.Points, h))
		text := a.Label
		if an.Result != nil {
			for j := range an.Result.Areas {
				if ar := &an.Result.Areas[j]; ar.Label == a.Label {
					text += "=" + gfxLabel(an.Result.Notation(ar))
				}
			}
		}
		labels = append(labels, a.Points.First().GTP(h)+" "+text)
	}
	if len(labels) > 0 {
		lines = append(lines, "LABEL "+strings.Join(labels, " "))
	}
	lines = append(lines, fmt.Sprintf("TEXT %d areas, largest %d points; %s", len(an.Decomposition.Areas), an.LargestArea, analysisStatus(an)))
	return strings.Join(lines, "\n"), nil
}

// analysisStatus says whether an analysis is exact, and if not why.
func analysisStatus(an *endgame.Analysis) string {
	if !an.Solved() {
		return "not solved: " + an.Blocker.String()
	}
	s := fmt.Sprintf("exact: %d with Black first, %d with White first", an.Score(board.Black), an.Score(board.White))
	if an.Ko[board.Black] != nil {
		s += " (ko areas " + strings.Join(an.Ko[board.Black].KoAreas, ", ") + " searched together)"
	}
	return s
}

// lossColour is the heat-map colour of a loss: green for an optimal move,
// then yellow, orange and red as the loss grows.
func lossColour(loss float64) string {
	switch {
	case loss <= 0:
		return "#00c000"
	case loss <= 1:
		return "#ffff00"
	case loss <= 3:
		return "#ff8000"
	}
	return "#ff0000"
}

// lossesGfx shows, for every legal move of the side to move, the points
// it loses against optimal play (endgame.Result.MoveLosses): a LABEL with
// the loss and a COLOR heat map.
func (e *gtpEngine) lossesGfx([]string) (string, error) {
	an, err := e.analyze()
	if an == nil {
		return "", err
	}
	if !an.Solved() || an.Ko[board.Black] != nil {
		return "TEXT no move losses: " + analysisStatus(an), nil
	}
	b := e.board()
	h := b.Height()
	c := b.ToMove()
	losses, err := an.Result.MoveLosses(b, c)
	if err != nil {
		return "", err
	}
	byColour := make(map[string][]string)
	var colours, labels []string
	pass := ""
	for _, ml := range losses {
		if ml.Skipped != "" {
			continue
		}
		if ml.Move == board.Pass {
			pass = ml.Loss.String()
			continue
		}
		col := lossColour(ml.Loss.Float())
		if byColour[col] == nil {
			colours = append(colours, col)
		}
		byColour[col] = append(byColour[col], ml.Move.GTP(h))
		labels = append(labels, ml.Move.GTP(h)+" "+ml.Loss.String())
	}
	var lines []string
	for _, col := range colours {
		lines = append(lines, "COLOR "+col+" "+strings.Join(byColour[col], " "))
	}
	if len(labels) > 0 {
		lines = append(lines, "LABEL "+strings.Join(labels, " "))
	}
	text := fmt.Sprintf("TEXT losses of %v's moves against optimal play", c)
	if pass != "" {
		text += "; a pass loses " + pass
	}
	return strings.Join(append(lines, text), "\n"), nil
}

// sequenceVar is an optimal sequence from the side to move, as a GoGui
// variation ("B A1 W B2 ...").
func (e *gtpEngine) sequenceVar([]string) (string, error) {
	an, err := e.analyze()
	if an == nil {
		return "", err
	}
	if !an.Solved() {
		return "", errors.New(analysisStatus(an))
	}
	h := e.board().Height()
	var ms []string
	for _, m := range an.Sequence(e.board().ToMove()) {
		ms = append(ms, m.Format(h))
	}
	return strings.Join(ms, " "), nil
}

// scoreText is the minimax score with the side to move first, or what
// blocks it.
func (e *gtpEngine) scoreText([]string) (string, error) {
	an, err := e.analyze()
	if an == nil {
		return "", err
	}
	return analysisStatus(an), nil
}
