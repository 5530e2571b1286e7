package soft

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/search"
)

// Row is one game of the study bgf-endgames: a soft-decomposition player
// (one method) against the exact reference player on one problem.
type Row struct {
	Problem string        `csv:"problem"` // file name without directory and .sgf
	Method  Method        `csv:"method"`  // heuristic1..3 or meta
	Color   string        `csv:"color"`   // the soft player's colour; it moves first
	Exact   int           `csv:"exact"`   // minimax score with the soft player first (Black's view)
	Score   int           `csv:"score"`   // exact score of the game's final position (Black's view)
	Loss    int           `csv:"loss"`    // points the soft player lost against Exact (>= 0)
	Moves   int           `csv:"moves"`   // stones the soft player played
	Plies   int           `csv:"plies"`   // moves and passes of both players
	Nodes   int64         `csv:"nodes"`   // local-search nodes of the soft player
	Time    time.Duration `csv:"time"`    // the soft player's thinking time
	// Reference says how the exact player valued the positions of the
	// game: "ds" (decomposition search throughout), with "+ab" when
	// alpha-beta valued AlphaBeta positions and "+ko" when equal ko
	// bounds valued KoBounds positions where decomposition search left an
	// area unvalued (a ko).
	Reference string `csv:"reference"`
	AlphaBeta int    `csv:"alphabeta"`
	KoBounds  int    `csv:"kobounds"`
	// Solved is false when the exact player could not value a position of
	// the game: the game stops at ply Undecided (0 for the start), Score
	// and Loss are 0 and Reason says why.
	Solved    bool   `csv:"solved"`
	Undecided int    `csv:"undecided_from"`
	Reason    string `csv:"reason"`
}

// PlayOptions configure Play.
type PlayOptions struct {
	// Soft configures the soft player (DefaultPlayOptions sets Areas, so that
	// endgame areas without unsafe blocks are sub-games).
	Soft Options
	// Methods are the soft player's methods (all four if nil).
	Methods []Method
	// Colors are the soft player's colours (Black and White if nil).
	Colors []board.Color
	// Solve bounds each local search of the exact player (endgame.Solve).
	Solve search.Budget
	// AlphaBetaPoints is the largest number of points (of all areas
	// together) on which the exact player falls back to alpha-beta when
	// decomposition search leaves an area unvalued; 0 means 24, a negative
	// value never uses alpha-beta (the ko bounds remain).
	AlphaBetaPoints int
	// AlphaBeta bounds each fallback search (0 nodes means 5,000,000).
	AlphaBeta search.Budget
	// MaxPlies ends a game (undecided) after this many plies; 0 means four
	// per empty point of the start position plus 10.
	MaxPlies int
}

// DefaultPlayOptions returns the settings of the study: the default soft
// options with Areas, all methods, both colours, alpha-beta fallback on at
// most 24 points and 5,000,000 nodes.
func DefaultPlayOptions() PlayOptions {
	o := PlayOptions{Soft: DefaultOptions()}
	o.Soft.Areas = true
	return o
}

func (o PlayOptions) withDefaults() PlayOptions {
	if o.AlphaBetaPoints == 0 {
		o.AlphaBetaPoints = 24
	}
	if o.AlphaBeta.MaxNodes == 0 {
		o.AlphaBeta.MaxNodes = 5_000_000
	}
	return o
}

// Play plays, on each problem, the soft-decomposition player (each
// method, each colour, moving first) against the exact player until both
// pass, and reports the points the soft player lost: the exact score of
// the final position against the minimax score of the start (points lost
// against exact play, as bgf.HeuristicQuality measures it on random
// forests). The exact player never loses points, so the loss is the soft
// player's alone.
//
// The exact player is decomposition search (endgame.Solve): at its turn it
// plays the first move of its optimal sequence, or passes when every
// area's value is a number. When a ko has arisen in play (an area whose
// two ko bounds differ, so that decomposition search gives no value) it
// falls back to full-board alpha-beta (endgame.AlphaBeta, positional
// repetition forbidden) if the areas hold at most AlphaBetaPoints points
// and the search ends within its budget, and otherwise to the ko bounds:
// the sums of the known values with every unvalued area at its lower and
// at its upper bound bracket the true score, so when their stops agree the
// score is known, and a move after which they still agree is optimal. When
// neither decides, the game stops and the row says from which ply and why.
// A soft move the board refuses, or an error of a solver, is an error
// naming the problem.
func Play(ctx context.Context, problems []*endgame.Problem, o PlayOptions) ([]Row, error) {
	o = o.withDefaults()
	methods, colors := o.Methods, o.Colors
	if methods == nil {
		methods = Methods()
	}
	if colors == nil {
		colors = []board.Color{board.Black, board.White}
	}
	var rows []Row
	for _, p := range problems {
		if p == nil || p.Board == nil {
			return rows, fmt.Errorf("a problem without a board")
		}
		for _, c := range colors {
			if c != board.Black && c != board.White {
				return rows, fmt.Errorf("colour %v is not black or white", c)
			}
			for _, m := range methods {
				row, err := playGame(ctx, p, c, m, o)
				if err != nil {
					return rows, err
				}
				rows = append(rows, row)
			}
		}
	}
	return rows, nil
}

// A reference is the exact player's view of one position: the minimax
// score with the player to move first and an optimal move for it.
type reference struct {
	score     int
	move      board.Point // board.Pass when passing is optimal
	alphaBeta bool        // valued by the alpha-beta fallback
	koBounds  bool        // valued by equal ko bounds
}

// errUndecided marks a position the exact player cannot value.
var errUndecided = errors.New("reference undecided")

// referencePlay values b with toMove first, and with needMove finds an
// optimal move: decomposition search, or when an area is left unvalued (a
// ko) full-board alpha-beta on small boards, or else the ko bounds when
// they give one score (koBoundPlay). A position it cannot value gives an
// error wrapping errUndecided that says why.
func referencePlay(ctx context.Context, b *board.Board, toMove board.Color, rules endgame.Rules, o PlayOptions, needMove bool) (reference, error) {
	r, err := endgame.Solve(ctx, b, endgame.Options{Rules: rules, Budget: o.Solve})
	if ctx.Err() != nil {
		return reference{}, ctx.Err()
	}
	if err != nil {
		return reference{}, fmt.Errorf("%w: decomposition search: %v", errUndecided, err)
	}
	if r.Known {
		ref := reference{score: r.ScoreBlackFirst, move: board.Pass}
		seq := r.Sequence
		if toMove == board.White {
			ref.score, seq = r.ScoreWhiteFirst, r.SequenceWhiteFirst
		}
		if len(seq) > 0 && seq[0].Color == toMove {
			ref.move = seq[0].Point
		}
		return ref, nil
	}
	var why []string
	for _, a := range r.Areas {
		if a.Err != nil {
			why = append(why, a.Err.Error())
		}
	}
	reason := strings.Join(why, "; ")
	d := r.Decomposition
	points := 0
	for _, a := range d.Areas {
		points += a.Size()
	}
	var abWhy string
	switch {
	case o.AlphaBetaPoints < 0 || points > o.AlphaBetaPoints:
		abWhy = fmt.Sprintf("alpha-beta: %d points in the areas, limit %d", points, max(o.AlphaBetaPoints, 0))
	default:
		ab, err := endgame.AlphaBeta(ctx, b, d, d.Areas, toMove, endgame.ABOptions{Rules: rules, Budget: o.AlphaBeta, Enhancements: endgame.AllEnhancements()})
		if ctx.Err() != nil {
			return reference{}, ctx.Err()
		}
		switch {
		case err != nil:
			abWhy = fmt.Sprintf("alpha-beta on %d points: %v", points, err)
		case !ab.Known:
			abWhy = fmt.Sprintf("alpha-beta on %d points out of budget (%s) after %d nodes", points, o.AlphaBeta, ab.Stats.Nodes)
		default:
			return reference{score: ab.Score, move: ab.Best, alphaBeta: true}, nil
		}
	}
	ref, koWhy, err := koBoundPlay(ctx, b, toMove, rules, o, r, needMove)
	if err != nil || koWhy == "" {
		return ref, err
	}
	return reference{}, fmt.Errorf("%w: %s; %s; %s", errUndecided, reason, abWhy, koWhy)
}

// koBoundScores returns the minimax scores of r's position with first to
// move when every unvalued area takes its lower ko bound (White wins every
// ko) and its upper one (Black wins every ko): the stops of the sums of
// the known values and the bounds, plus r's constant. The true score lies
// between them (a bound forbids one player's repetitions, which can only
// hurt that player). ok is false unless every unvalued area has ko bounds
// and both stops are integers.
func koBoundScores(r *endgame.Result, first board.Color) (lo, hi int, ok bool) {
	s := r.Store
	lower := r.Total()
	upper := lower
	for _, a := range r.Areas {
		if a.Err == nil {
			continue
		}
		if !a.Ko || !errors.Is(a.Err, endgame.ErrLocalEvaluation) {
			return 0, 0, false
		}
		lower, upper = s.Add(lower, a.Value.Lower), s.Add(upper, a.Value.Upper)
	}
	stop := s.LeftStop
	if first == board.White {
		stop = s.RightStop
	}
	l, h := stop(lower), stop(upper)
	if l.Exp() != 0 || h.Exp() != 0 {
		return 0, 0, false
	}
	return int(l.Ceil()) + r.Constant, int(h.Ceil()) + r.Constant, true
}

// koBoundPlay values r's position (b, toMove first) when its ko bounds
// give the same score V, and with needMove finds an optimal move: one
// after which the opponent's best, with the ko bounds, is still V for
// toMove (candidates: decomposition search's move for the known areas,
// the moves in the unvalued areas, pass). why says what failed when it
// cannot.
func koBoundPlay(ctx context.Context, b *board.Board, toMove board.Color, rules endgame.Rules, o PlayOptions, r *endgame.Result, needMove bool) (ref reference, why string, err error) {
	lo, hi, ok := koBoundScores(r, toMove)
	if !ok {
		return ref, "ko bounds: not every unvalued area has integer ko bounds", nil
	}
	if lo != hi {
		return ref, fmt.Sprintf("ko bounds: the score is %d or %d", lo, hi), nil
	}
	ref = reference{score: lo, move: board.Pass, koBounds: true}
	if !needMove {
		return ref, "", nil
	}
	var cands []board.Point
	seq := r.Sequence
	if toMove == board.White {
		seq = r.SequenceWhiteFirst
	}
	if len(seq) > 0 && seq[0].Color == toMove {
		cands = append(cands, seq[0].Point)
	}
	for _, a := range r.Areas {
		if a.Err != nil {
			for p := range a.Points.All() {
				if b.At(p) == board.Empty {
					cands = append(cands, p)
				}
			}
		}
	}
	cands = append(cands, board.Pass)
	for _, m := range cands {
		if m != board.Pass && !b.IsLegal(m, toMove) {
			continue
		}
		after := b.Clone()
		if err := after.Play(m, toMove); err != nil {
			continue
		}
		next := toMove.Opponent()
		ra, err := endgame.Solve(ctx, after, endgame.Options{Rules: rules, Budget: o.Solve})
		if ctx.Err() != nil {
			return ref, "", ctx.Err()
		}
		if err != nil {
			continue
		}
		var alo, ahi int
		if ra.Known {
			alo, ahi = ra.ScoreBlackFirst, ra.ScoreBlackFirst
			if next == board.White {
				alo, ahi = ra.ScoreWhiteFirst, ra.ScoreWhiteFirst
			}
		} else if alo, ahi, ok = koBoundScores(ra, next); !ok {
			continue
		}
		if toMove == board.Black && alo >= lo || toMove == board.White && ahi <= lo {
			ref.move = m
			return ref, "", nil
		}
	}
	return reference{}, fmt.Sprintf("ko bounds: the score is %d, but no move of %d candidates provably keeps it", lo, len(cands)), nil
}

// playGame plays one game of Play.
func playGame(ctx context.Context, p *endgame.Problem, c board.Color, m Method, o PlayOptions) (Row, error) {
	name := strings.TrimSuffix(filepath.Base(p.Name), ".sgf")
	row := Row{Problem: name, Method: m, Color: c.String(), Reference: "ds"}
	b := p.Board.Clone()
	b.SetToMove(c)
	// value values the position with toMove first; it returns false and
	// fills the row's Undecided and Reason when the exact player cannot.
	value := func(toMove board.Color, needMove bool) (reference, bool, error) {
		ref, err := referencePlay(ctx, b, toMove, p.Rules, o, needMove)
		if errors.Is(err, errUndecided) {
			row.Undecided, row.Reason = row.Plies, err.Error()
			return ref, false, nil
		}
		if err != nil {
			return ref, false, fmt.Errorf("%s after %d plies: %w", name, row.Plies, err)
		}
		if ref.alphaBeta {
			row.AlphaBeta++
		}
		if ref.koBounds {
			row.KoBounds++
		}
		row.Reference = "ds"
		if row.AlphaBeta > 0 {
			row.Reference += "+ab"
		}
		if row.KoBounds > 0 {
			row.Reference += "+ko"
		}
		return ref, true, nil
	}
	ref, ok, err := value(c, false)
	if !ok {
		return row, err
	}
	row.Exact = ref.score
	maxPlies := o.MaxPlies
	if maxPlies <= 0 {
		maxPlies = 4*b.Empties().Count() + 10
	}
	passes := 0
	for toMove := c; passes < 2; toMove = toMove.Opponent() {
		if row.Plies >= maxPlies {
			row.Undecided, row.Reason = row.Plies, fmt.Sprintf("no end after %d plies", row.Plies)
			return row, nil
		}
		if err := ctx.Err(); err != nil {
			return row, fmt.Errorf("%s: %w", name, err)
		}
		move := board.Pass
		if toMove == c {
			start := time.Now()
			ch, res, err := Move(ctx, b, c, m, o.Soft)
			row.Time += time.Since(start)
			if err != nil {
				return row, fmt.Errorf("%s after %d plies: %w", name, row.Plies, err)
			}
			row.Nodes += res.Stats.Nodes
			move = ch.Move
		} else {
			if ref, ok, err = value(toMove, true); !ok {
				return row, err
			}
			move = ref.move
		}
		if err := b.Play(move, toMove); err != nil {
			return row, fmt.Errorf("%s after %d plies: %v %s: %w", name, row.Plies, toMove, move.GTP(b.Height()), err)
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
	if ref, ok, err = value(b.ToMove(), false); !ok {
		return row, err
	}
	row.Solved = true
	row.Score = ref.score
	row.Loss = row.Exact - row.Score
	if c == board.White {
		row.Loss = -row.Loss
	}
	return row, nil
}

// Summary totals the games of one method in Play rows.
type Summary struct {
	Method    Method  `csv:"method"`
	Games     int     `csv:"games"`
	Solved    int     `csv:"solved"`     // games the exact player could follow to the end
	Exact     int     `csv:"exact"`      // solved games without a point lost
	TotalLoss int     `csv:"total_loss"` // over solved games
	MeanLoss  float64 `csv:"mean_loss"`  // TotalLoss / Solved (0 if none)
	MaxLoss   int     `csv:"max_loss"`
}

// Summarize totals rows per method, methods in order of first
// appearance.
func Summarize(rows []Row) []Summary {
	out := group(rows, func(r Row) Method { return r.Method }, func(k Method) Summary { return Summary{Method: k} },
		func(s *Summary, r Row) {
			s.Games++
			if !r.Solved {
				return
			}
			s.Solved++
			s.TotalLoss += r.Loss
			s.MaxLoss = max(s.MaxLoss, r.Loss)
			if r.Loss == 0 {
				s.Exact++
			}
		})
	for i := range out {
		if out[i].Solved > 0 {
			out[i].MeanLoss = float64(out[i].TotalLoss) / float64(out[i].Solved)
		}
	}
	return out
}

// group folds rows into one summary per key (made by start, updated by
// add), keys in order of first appearance.
func group[R, S any, K comparable](rows []R, key func(R) K, start func(K) S, add func(*S, R)) []S {
	var out []S
	index := map[K]int{}
	for _, r := range rows {
		k := key(r)
		i, ok := index[k]
		if !ok {
			i = len(out)
			index[k] = i
			out = append(out, start(k))
		}
		add(&out[i], r)
	}
	return out
}
