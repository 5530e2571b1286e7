package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/endgame/match"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// endgameArea is one area in `decomp endgame --json`.
type endgameArea struct {
	Label string `json:"label"`
	Size  int    `json:"size"`
	Value string `json:"value,omitempty"` // canonical game (ds); "lo..hi" for unequal ko bounds
	Nodes int64  `json:"nodes,omitempty"`
	Ko    bool   `json:"ko,omitempty"`
	// KoWinner is the colour assumed to win every ko of an area whose ko
	// bounds differ (--ko-winner); the value is that bound.
	KoWinner string `json:"ko_winner,omitempty"`
	// KoBounds summarises the two ko bounds of an area whose bounds
	// differ (their full forms are in Value).
	KoBounds *endgameKoBounds `json:"ko_bounds,omitempty"`
	Error    string           `json:"error,omitempty"`
	// short is the value for the text output (Value is set for --json
	// only): long forms by their stops and temperature
	// (endgame.Result.ShortNotation)
	short string
}

// endgameKoBounds are the ko bounds of an area in `decomp endgame
// --json`: Lower with White winning every ko, Upper with Black winning.
type endgameKoBounds struct {
	Lower endgameBound `json:"lower"`
	Upper endgameBound `json:"upper"`
}

// endgameBound summarises one ko bound (endgame.ValueSummary).
type endgameBound struct {
	LeftStop    string `json:"left_stop"`
	RightStop   string `json:"right_stop"`
	Temperature string `json:"temperature"`
}

func newEndgameBound(v endgame.ValueSummary) endgameBound {
	return endgameBound{LeftStop: v.LeftStop.String(), RightStop: v.RightStop.String(), Temperature: v.Temperature.String()}
}

// endgameResult is the output of `decomp endgame --json`.
type endgameResult struct {
	File   string `json:"file"`
	Method string `json:"method"`
	Rules  string `json:"rules"`
	// Safety is the safety of the result: "sound" (--safety) or the
	// assumption's name (--assume count); Contradictions, under an
	// assumption, where the sound --safety contradicts it.
	Safety         string        `json:"safety"`
	Contradictions []string      `json:"contradictions,omitempty"`
	Known          bool          `json:"known"`
	Areas          []endgameArea `json:"areas"`
	// the scores, only when the result is known
	ScoreBlackFirst *int     `json:"score_black_first,omitempty"`
	ScoreWhiteFirst *int     `json:"score_white_first,omitempty"`
	Nodes           int64    `json:"nodes"`
	Positions       int64    `json:"positions,omitempty"` // ds: local positions expanded (the paper's LCGS count)
	Millis          float64  `json:"millis"`
	Sequence        []string `json:"sequence,omitempty"`
	Cleanup         []string `json:"cleanup,omitempty"` // the neutral points filled after the sequence (Japanese rules)
	// Skipped lists the moves sum play left out, with the reason.
	Skipped  []string `json:"skipped,omitempty"`
	Recorded *[2]int  `json:"recorded,omitempty"` // MB, MW of the file
	// Player and Moves (--moves): every legal move of Player with its
	// loss against optimal play, or why it was skipped.
	Player string        `json:"player,omitempty"`
	Moves  []endgameMove `json:"moves,omitempty"`
	// LargestArea is the size of the largest area (ds); Blocked, for a
	// ds result that is not exact, names the first area that blocked the
	// solve, its size and the reason (kind: unproven-group,
	// area-too-large, ko-bounds, local-evaluation or budget).
	LargestArea int              `json:"largest_area,omitempty"`
	Blocked     *endgame.Blocker `json:"blocked,omitempty"`
	// KoSearch lists the areas searched together on the board when their
	// ko bounds differ (endgame.SolveKo): the scores and the sequence are
	// then the ko search's.
	KoSearch []string `json:"ko_search,omitempty"`
}

// endgameMove is one move of `decomp endgame --moves`.
type endgameMove struct {
	Move    string `json:"move"`
	Area    string `json:"area,omitempty"`
	Loss    string `json:"loss,omitempty"`    // points lost against optimal play ("0" for an optimal move)
	Skipped string `json:"skipped,omitempty"` // why the move was not analysed
}

// runEndgame solves a Go endgame by decomposition search or full-board alpha-beta.
func runEndgame(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("endgame", stderr)
	method := fs.String("method", "ds", "ds (decomposition search) or ab (full-board alpha-beta)")
	areasFlag := fs.String("areas", "", "comma-separated area labels to solve (default: all)")
	rulesFlag := fs.String("rules", "", "japanese or chinese (default: the file's RU, else japanese)")
	nodes := fs.Int64("max-nodes", 0, "node budget: per area for ds (default 1000000, also the ko search's), whole search for ab (default 10000000)")
	timeout := fs.Duration("time-limit", time.Minute, "time budget of the whole solve (0: none)")
	maxArea := fs.Int("max-area", endgame.DefaultMaxAreaSize, "ds: largest area (points) to search; a larger one means the position does not decompose (-1: no limit)")
	koWinner := fs.String("ko-winner", "", "ds: black or white wins every ko of an area whose ko bounds differ (default: such an area is a local evaluation failure)")
	enh := fs.String("enhancements", "all", "ab: all, none, or a comma list of sort,global,local,partial")
	jsonOut := fs.Bool("json", false, "print the result as one JSON object")
	dbPath := fs.String("db", "", "ds: local-game database file (bbolt) to reuse and keep local game graphs")
	safetyFlag := fs.String("safety", "benson", "safety solver: benson, static, solver1, partial, solver2 or solver3 (lib/safety; only score-neutral regions are kept, see endgame.SafetyOf)")
	movesFlag := fs.Bool("moves", false, "ds: list every legal move of --player with its loss against optimal play (Müller 2001, Section 3.6.3)")
	playerFlag := fs.String("player", "", "ds: the player whose moves --moves lists (default: the side to move of the file)")
	assumeFlag := fs.String("assume", "none", "safety assumed instead of proven: none, or count (the status at the count: GNU Go's final_status_list of the record's final position; alive blocks still on the board are safe, regions they enclose holding only dead or later-captured stones are territory)")
	move := moveFlag(fs, "solve")
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: decomp endgame [--method ds|ab] [--areas A,B,...] [--rules japanese|chinese] [--db FILE] [--ko-winner black|white] [--moves [--player black|white]] [--move N] [--assume count] [--json] FILE.sgf

Solves the endgame of an SGF position (a game record: the position after
--move N moves, by default its final position):
safe stones (--safety, Benson by default), areas (labelled by the file's LB
markup), and the minimax score with Black first and with White first.
--method ds runs decomposition search (local combinatorial game search per
area, canonical values, sum play) and prints an optimal sequence; --method ab
runs full-board alpha-beta over the union of the areas.

A position whose safety proves too little (an area larger than --max-area
points) fails at once with the reason; the whole solve stops after
--time-limit (default one minute) with the result unknown. An area with a
real ko (unequal ko bounds) is a local evaluation failure unless --ko-winner
names the colour assumed to win its kos. An unknown result prints no score.
--moves lists every legal move of --player (default: the side to move) with
the points it loses against optimal play, 0 for every optimal move, from the
area values (moves the simple-ko rule forbids and moves outside the areas
are listed with the reason they are skipped).

--assume count replaces the proven safety by an assumption, the status at
the count: GNU Go (final_status_list on the record's final position) says
which blocks are alive and which stones dead; at --move N the blocks still
on the board whose stones all survive to the end and are alive there are
safe, and each region they alone enclose whose stones are all dead at the
count or captured later is settled territory. The result is exact under
that assumption only: it prints "safety: assumed: ...", and lists where
the sound --safety contradicts the assumption. It needs GNU Go (the gnugo
package).

flags:`)
		fs.PrintDefaults()
	}
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := oneSGFArgument(files, *move, "decomp endgame [flags] FILE.sgf"); err != nil {
		return err
	}
	if *timeout < 0 {
		return usageError("--time-limit %v is negative (0: none)", *timeout)
	}
	if *nodes < 0 {
		return usageError("--max-nodes %d is negative (0: the default)", *nodes)
	}
	if *method != "ds" && *method != "ab" {
		return usageError("--method %q: want ds or ab", *method)
	}
	if *dbPath != "" && *method != "ds" {
		return usageError("--db works with --method ds only")
	}
	en, err := parseEnhancements(*enh)
	if err != nil {
		return usageError("%v", err)
	}
	solver, err := safety.ParseSolver(*safetyFlag)
	if err != nil {
		return usageError("--safety: %v", err)
	}
	var kw board.Color
	if *koWinner != "" {
		if kw, err = board.ParseColor(*koWinner); err != nil {
			return usageError("--ko-winner: %v", err)
		}
		if *method != "ds" {
			return usageError("--ko-winner works with --method ds only")
		}
	}
	if (*movesFlag || *playerFlag != "") && *method != "ds" {
		return usageError("--moves and --player work with --method ds only")
	}
	assume, err := endgame.ParseAssumption(*assumeFlag)
	if err != nil {
		return usageError("--assume: %v", err)
	}
	var p *endgame.Problem
	var rec *board.Record
	var recorded *[2]int
	n := *move
	if *move == -1 && assume == endgame.NoAssumption {
		// one of our problems (with its recorded scores), if it is one and
		// has no moves (a problem read as such is its setup only); any
		// other file is read as a position below, which reports its errors
		p, _ = endgame.ReadProblem(files[0])
		if rec, err := board.ReadSGFFile(files[0]); p != nil && (err != nil || len(rec.Moves) > 0) {
			p = nil
		}
	}
	if p != nil {
		recorded = &[2]int{p.ScoreBlackFirst, p.ScoreWhiteFirst}
	} else {
		// any SGF position will do; a game record: the position after
		// --move moves, by default its final position
		var pos *board.Board
		var rerr error
		rec, pos, n, rerr = readPosition(files[0], *move)
		if rerr != nil {
			return rerr
		}
		p = &endgame.Problem{Name: files[0], Board: pos, Labels: rec.Markup.LB}
		if rec.Rules != "" && *rulesFlag == "" {
			if p.Rules, err = endgame.ParseRules(strings.ToLower(rec.Rules)); err != nil {
				return fmt.Errorf("%s: RU: %w (--rules sets the scoring)", files[0], err)
			}
		}
	}
	rules := p.Rules
	if *rulesFlag != "" {
		if rules, err = endgame.ParseRules(*rulesFlag); err != nil {
			return usageError("--rules: %v", err)
		}
		if rules != p.Rules {
			recorded = nil
		}
	}
	player := p.Board.ToMove()
	if *playerFlag != "" {
		if player, err = board.ParseColor(*playerFlag); err != nil {
			return usageError("--player: %v", err)
		}
	}
	var labels []string
	if *areasFlag != "" {
		labels = strings.Split(*areasFlag, ",")
		recorded = nil
	}
	ctx := context.Background()
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	sf := safeFunc(ctx, solver)
	out := endgameResult{File: files[0], Method: *method, Rules: rules.String(), Recorded: recorded, Safety: endgame.SoundSafety}
	if assume == endgame.StatusAtCount {
		st, err := endgame.GNUGoCountStatus(ctx, rec)
		if err != nil {
			return fmt.Errorf("%s: --assume count: %w", files[0], err)
		}
		s, err := endgame.AssumedSafety(rec, n, st)
		if err != nil {
			return fmt.Errorf("%s: --assume count: %w", files[0], err)
		}
		if out.Contradictions, err = endgame.AssumedContradictions(rec, n, st, sf(p.Board)); err != nil {
			return fmt.Errorf("%s: --assume count: %w", files[0], err)
		}
		sf, out.Safety = func(*board.Board) endgame.Safety { return s }, st.Name()
	}
	var koFailure error // the first area whose ko bounds differ
	var abFailure error // alpha-beta: a score that depends on an unsettled area
	start := time.Now()
	if *method == "ds" {
		budget := search.Budget{MaxNodes: *nodes}
		if budget.MaxNodes == 0 {
			budget.MaxNodes = endgame.DefaultAreaNodes // the ko search's too
		}
		var db *endgame.DB
		if *dbPath != "" {
			if db, err = endgame.OpenDB(*dbPath); err != nil {
				return err
			}
			defer db.Close()
		}
		an, err := endgame.Analyze(ctx, p.Board, endgame.Options{Rules: rules, Budget: budget, Areas: labels, Labels: p.Labels, DB: db, Safety: sf, MaxAreaSize: *maxArea, KoWinner: kw})
		if an == nil {
			return fmt.Errorf("%s: %w", files[0], err)
		}
		out.LargestArea = an.LargestArea
		if !an.Solved() {
			out.Blocked = &an.Blocker
		}
		if !an.Decomposes() {
			out.Millis = float64(an.Elapsed) / float64(time.Millisecond)
			printEndgame(stdout, out, *jsonOut)
			sf := an.Decomposition.Safety
			return fmt.Errorf("%s: %w: %v: safety proves only %d black and %d white stones and %d territory points safe (a stronger --safety proves more; --max-area raises the limit)",
				files[0], endgame.ErrNotDecomposed, an.Blocker, sf.Stones[board.Black].Count(), sf.Stones[board.White].Count(), sf.Territory[board.Black].Count()+sf.Territory[board.White].Count())
		}
		r := an.Result
		if r == nil {
			return fmt.Errorf("%s: %w", files[0], err)
		}
		if err != nil {
			err = fmt.Errorf("%s: %w", files[0], err)
		}
		out.Known = r.Known && err == nil
		for i := range r.Areas {
			a := &r.Areas[i]
			ea := endgameArea{Label: a.Label, Size: a.Size(), Nodes: a.Stats.Nodes, Ko: a.Ko, short: r.ShortNotation(a)}
			if *jsonOut {
				ea.Value = r.Notation(a) // the full forms (thousands of characters for a 2x5's ko bounds)
			}
			if lo, hi := a.Value.Lower, a.Value.Upper; a.Value.Game == 0 && lo != hi {
				ea.KoBounds = &endgameKoBounds{Lower: newEndgameBound(endgame.Summarize(r.Store, lo)), Upper: newEndgameBound(endgame.Summarize(r.Store, hi))}
			}
			if a.KoAssumed != board.Empty {
				ea.KoWinner = a.KoAssumed.String()
			}
			if a.Err != nil {
				ea.Error = a.Err.Error()
				if koFailure == nil && !errors.Is(a.Err, endgame.ErrBudget) {
					koFailure = a.Err // unequal ko bounds
				}
			}
			out.Areas = append(out.Areas, ea)
		}
		out.Nodes = r.Stats.Nodes
		out.Positions = r.Stats.PositionsExpanded
		if k := an.Ko[board.Black]; k != nil && *movesFlag {
			return fmt.Errorf("%s: --moves needs every area's value; ko bounds differ in areas %s (--ko-winner picks a bound)", files[0], strings.Join(k.KoAreas, ", "))
		}
		if k := an.Ko[board.Black]; k != nil && err == nil {
			koFailure, out.Known, out.KoSearch = nil, true, k.KoAreas
			bf, wf := an.Score(board.Black), an.Score(board.White)
			out.ScoreBlackFirst, out.ScoreWhiteFirst = &bf, &wf
			out.Nodes += k.Stats.Nodes + an.Ko[board.White].Stats.Nodes
			for _, m := range k.Sequence {
				out.Sequence = append(out.Sequence, m.Format(p.Board.Height()))
			}
		} else if out.Known {
			out.ScoreBlackFirst, out.ScoreWhiteFirst = &r.ScoreBlackFirst, &r.ScoreWhiteFirst
			for _, m := range r.Cleanup {
				out.Cleanup = append(out.Cleanup, m.Format(p.Board.Height()))
			}
			for _, m := range r.Sequence {
				out.Sequence = append(out.Sequence, m.Format(p.Board.Height()))
			}
		}
		for _, sk := range r.Skipped {
			out.Skipped = append(out.Skipped, fmt.Sprintf("%s at move %d of the sequence with %s first: %s", sk.Format(p.Board.Height()), sk.Turn+1, sk.First, sk.Reason))
		}
		if *movesFlag && out.Known {
			losses, err := r.MoveLosses(p.Board, player)
			if err != nil {
				return fmt.Errorf("%s: %w", files[0], err)
			}
			out.Player = player.String()
			for _, ml := range losses {
				em := endgameMove{Move: ml.Move.GTP(p.Board.Height()), Area: ml.Area, Skipped: ml.Skipped}
				if ml.Skipped == "" {
					em.Loss = ml.Loss.String()
				}
				out.Moves = append(out.Moves, em)
			}
		}
		if err != nil {
			out.Millis = float64(time.Since(start)) / float64(time.Millisecond)
			printEndgame(stdout, out, *jsonOut)
			return err
		}
	} else {
		d, err := endgame.Decompose(p.Board, sf(p.Board), p.Labels)
		if err != nil {
			return err
		}
		areas := d.Areas
		if labels != nil {
			areas = nil
			for _, l := range labels {
				a, ok := d.Area(l)
				if !ok {
					return fmt.Errorf("%s: no area labelled %q", files[0], l)
				}
				areas = append(areas, a)
			}
		}
		for _, a := range areas {
			out.Areas = append(out.Areas, endgameArea{Label: a.Label, Size: a.Size()})
		}
		budget := search.Budget{MaxNodes: *nodes}
		if budget.MaxNodes == 0 {
			budget.MaxNodes = 10_000_000
		}
		var scores [2]int
		out.Known = true
		for i, first := range []board.Color{board.Black, board.White} {
			ab, err := endgame.AlphaBeta(ctx, p.Board, d, areas, first, endgame.ABOptions{Rules: rules, Budget: budget, Enhancements: en})
			out.Nodes += ab.Stats.Nodes
			if err != nil {
				out.Known = false
				if !errors.Is(err, endgame.ErrBudget) && !errors.Is(err, endgame.ErrUnsettledScore) {
					return err
				}
				if errors.Is(err, endgame.ErrUnsettledScore) {
					abFailure = fmt.Errorf("%v first: %w", first, err)
				}
				break
			}
			scores[i] = ab.Score
		}
		if out.Known {
			out.ScoreBlackFirst, out.ScoreWhiteFirst = &scores[0], &scores[1]
		}
	}
	out.Millis = float64(time.Since(start)) / float64(time.Millisecond)
	printEndgame(stdout, out, *jsonOut)
	if !out.Known {
		if koFailure != nil {
			return fmt.Errorf("%s: not solved (result unknown): %w (--ko-winner picks a bound)", files[0], koFailure)
		}
		if abFailure != nil {
			return fmt.Errorf("%s: not solved (result unknown): %w", files[0], abFailure)
		}
		return fmt.Errorf("%s: not solved within the budget (result unknown)", files[0])
	}
	if out.Recorded != nil && (out.Recorded[0] != *out.ScoreBlackFirst || out.Recorded[1] != *out.ScoreWhiteFirst) {
		return fmt.Errorf("%s: scores %d/%d differ from the recorded MB/MW %d/%d", files[0], *out.ScoreBlackFirst, *out.ScoreWhiteFirst, out.Recorded[0], out.Recorded[1])
	}
	return nil
}

// safeFunc returns the safety solver of --safety.
func safeFunc(ctx context.Context, s safety.Solver) endgame.SafeFunc {
	if s == safety.Benson {
		return endgame.BensonSafety
	}
	return endgame.SafetyOf(ctx, s, safety.Budget{})
}

func parseEnhancements(s string) (endgame.Enhancements, error) {
	switch s {
	case "all":
		return endgame.AllEnhancements(), nil
	case "none", "":
		return endgame.Enhancements{}, nil
	}
	var en endgame.Enhancements
	for _, f := range strings.Split(s, ",") {
		switch strings.TrimSpace(f) {
		case "sort":
			en.SortByArea = true
		case "global":
			en.GlobalPruning = true
		case "local":
			en.LocalPruning = true
		case "partial":
			en.PartialOrderPruning = true
		default:
			return en, fmt.Errorf("--enhancements: unknown %q (want all, none or sort,global,local,partial)", f)
		}
	}
	return en, nil
}

func printEndgame(w io.Writer, r endgameResult, asJSON bool) {
	if asJSON {
		writeJSON(w, r)
		return
	}
	fmt.Fprintf(w, "%s: %s, %s rules\n", r.File, r.Method, r.Rules)
	if r.Safety != endgame.SoundSafety {
		fmt.Fprintf(w, "safety: %s\n", r.Safety)
		for _, c := range r.Contradictions {
			fmt.Fprintf(w, "contradiction with the sound safety: %s\n", c)
		}
	}
	for _, a := range r.Areas {
		fmt.Fprintf(w, "  area %-3s size %2d", a.Label, a.Size)
		if v := cmp.Or(a.short, a.Value); v != "" {
			fmt.Fprintf(w, "  value %-24s nodes %d", v, a.Nodes)
		}
		if a.KoWinner != "" {
			fmt.Fprintf(w, "  (ko bounds differ: %s wins every ko)", a.KoWinner)
		}
		if a.Error != "" {
			fmt.Fprintf(w, "  (%s)", a.Error)
		}
		fmt.Fprintln(w)
	}
	if r.Blocked != nil {
		fmt.Fprintf(w, "blocked by %v\n", *r.Blocked)
	}
	if len(r.KoSearch) > 0 {
		fmt.Fprintf(w, "ko bounds differ: areas %s searched together on the board (exact)\n", strings.Join(r.KoSearch, ", "))
	}
	if !r.Known {
		fmt.Fprintln(w, "result: unknown (budget exhausted or a local evaluation failed): no score")
	} else {
		fmt.Fprintf(w, "score with Black first: %d\nscore with White first: %d\n", *r.ScoreBlackFirst, *r.ScoreWhiteFirst)
	}
	if len(r.Sequence) > 0 {
		fmt.Fprintf(w, "optimal sequence (%d moves): %s\n", len(r.Sequence), strings.Join(r.Sequence, ", "))
	}
	if len(r.Cleanup) > 0 {
		fmt.Fprintf(w, "then the cleanup phase (%d neutral points, no score change): %s\n", len(r.Cleanup), strings.Join(r.Cleanup, ", "))
	}
	for _, sk := range r.Skipped {
		fmt.Fprintf(w, "sum play skipped %s\n", sk)
	}
	if len(r.Moves) > 0 {
		fmt.Fprintf(w, "moves of %s (loss against optimal play):\n", r.Player)
		for _, m := range r.Moves {
			where := ""
			if m.Area != "" {
				where = " area " + m.Area
			}
			if m.Skipped != "" {
				fmt.Fprintf(w, "  %-5s%s skipped: %s\n", m.Move, where, m.Skipped)
				continue
			}
			fmt.Fprintf(w, "  %-5s%s loss %s\n", m.Move, where, m.Loss)
		}
	}
	if r.Positions > 0 {
		fmt.Fprintf(w, "%d nodes (%d local positions), %.1f ms\n", r.Nodes, r.Positions, r.Millis)
		return
	}
	fmt.Fprintf(w, "%d nodes, %.1f ms\n", r.Nodes, r.Millis)
}

func init() {
	studies = append(studies,
		paramsStudy("endgame-subsets",
			"LCGS vs alpha-beta (each enhancement added in turn) node counts for the subsets A, A+B, ... of the areas of data/endgames' ijcai-first and paper-hot (White first; --first black)",
			endgameSubsetsParams),
		// the study's first name, kept so that scripts calling it still run
		paramsStudy("endgame-nodes", "old name of endgame-subsets", endgameSubsetsParams),
		paramsStudy("endgame-tt",
			"alpha-beta nodes against transposition-table size (Budget.TTEntries) on a sum of data/endgames/paper-scale's first areas",
			endgameTableParams),
		studyDef{"endgame-gnugo",
			"decomposition search against GNU Go from every problem of data/endgames (both colours, each side first): final score, minimax score, GNU Go's loss per game",
			runEndgameGNUGoStudy},
	)
}

// runEndgameGNUGoStudy plays decomposition search against GNU Go over GTP
// from every problem of data/endgames (match.GNUGoMatch, one GNU Go per
// problem and worker): four games per problem, one row per game. GNU Go
// plays at --level 1 for --scale quick and at its default level 10 for
// full, with random seed 1 so that the table repeats; --max-nodes bounds
// each local search.
func runEndgameGNUGoStudy(ctx context.Context, cfg studyConfig) (any, error) {
	problems, err := endgame.ReadProblems(filepath.Join(cfg.Data, "endgames"))
	if err != nil {
		return nil, fmt.Errorf("%w (run from the repository root or pass --data)", err)
	}
	level := "1"
	if cfg.Scale == "full" {
		level = "10"
	}
	o := match.Options{Solve: endgame.Options{Budget: cfg.Budget}}
	return runRows(ctx, cfg, "endgame-gnugo problems", problems, func(ctx context.Context, p *endgame.Problem) ([]match.Game, error) {
		return match.GNUGoMatch(ctx, []*endgame.Problem{p}, o, "--level", level, "--seed", "1")
	})
}

// endgameSubsetsParams are the parameters of the paper's node-count
// comparison (Müller 2001, Fig. 7; IJCAI-99, Tables 1 and 2), White first
// unless --first says otherwise: for the subsets A, A+B, ... of the areas
// of data/endgames' ijcai-first and paper-hot (and paper-scale with
// --scale full), the LCGS nodes of decomposition search and the
// alpha-beta nodes with each enhancement added in turn (unsolved once
// over the budget: 100000 nodes for --scale quick, 10000000 for full, or
// --max-nodes). One (problem, enhancement combination) per worker (and
// shard).
func endgameSubsetsParams(cfg studyConfig) (endgame.SubsetParams, error) {
	names := []string{"ijcai-first.sgf", "paper-hot.sgf"}
	budget := cfg.Budget
	if budget.MaxNodes == 0 {
		budget.MaxNodes = 100_000
		if cfg.Scale == "full" {
			budget.MaxNodes = 10_000_000
		}
	}
	if cfg.Scale == "full" {
		names = append(names, "paper-scale.sgf")
	}
	first, err := studyFirst(cfg)
	if err != nil {
		return endgame.SubsetParams{}, err
	}
	problems := study.Files{Dir: filepath.Join(cfg.Data, "endgames"), Names: names}
	return endgame.SubsetParams{Problems: problems, First: first, Budget: budget}, nil
}

// studyFirst returns the first player of --first: White by default, as in
// the papers' experiments.
func studyFirst(cfg studyConfig) (board.Color, error) {
	if cfg.First == "" {
		return board.White, nil
	}
	c, err := board.ParseColor(cfg.First)
	if err != nil || c == board.Empty {
		return board.Empty, usageError("--first %q: want black or white", cfg.First)
	}
	return c, nil
}

// endgameTableParams are the parameters of the table-size experiment:
// alpha-beta (sort and local pruning, whose search is long enough for the
// table to matter) on the first areas of the paper-scale problem (A..C,
// 14 points, for --scale quick; A..F, 17 points, for full) with tables of
// 2^4 .. 2^16 entries and an unbounded one, one table size per worker (and
// shard).
func endgameTableParams(cfg studyConfig) (endgame.TableSizeParams, error) {
	first, err := studyFirst(cfg)
	if err != nil {
		return endgame.TableSizeParams{}, err
	}
	p := endgame.TableSizeParams{
		Problem:      study.Files{Dir: filepath.Join(cfg.Data, "endgames"), Names: []string{"paper-scale.sgf"}},
		Areas:        3,
		First:        first,
		Enhancements: endgame.Enhancements{SortByArea: true},
		Entries:      []int{1 << 4, 1 << 6, 1 << 8, 1 << 10, 1 << 12, 1 << 14, 1 << 16, 0},
		Budget:       cfg.Budget,
	}
	if p.Budget.MaxNodes == 0 {
		p.Budget.MaxNodes = 1_000_000
	}
	if cfg.Scale == "full" {
		p.Areas, p.Budget.MaxNodes = 6, 10_000_000
	}
	return p, nil
}
