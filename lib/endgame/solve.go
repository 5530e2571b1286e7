package endgame

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// Options configure Solve.
type Options struct {
	Rules Rules
	// Budget bounds each area's local search (nodes, time; MaxNodes 0
	// means DefaultAreaNodes: no local search is unbounded); the context
	// bounds the whole solve.
	Budget search.Budget
	// Areas restricts the solve to the areas with these labels (all if nil);
	// the other areas are left out of the sum, as if they were settled.
	Areas []string
	// Safety proves stones and territories safe (BensonSafety if nil).
	Safety SafeFunc
	// Labels names areas (from the problem's LB markup).
	Labels map[board.Point]string
	// Store holds the games (a new store if nil).
	Store *cgt.Store
	// DB, if not nil, supplies local game graphs found before and keeps
	// the new ones.
	DB *DB
	// KoWinner, if set, is assumed to win every ko of an area whose ko
	// bounds differ: the area takes that bound as its value instead of
	// failing (AreaResult.KoAssumed), so the result is Known and its
	// scores are those of the bound. With KoWinner the opponent of the
	// player to move, its moves are chosen as if it lost every such ko.
	KoWinner board.Color
	// MaxAreaSize is the largest area (in points) Solve searches; a larger
	// one makes Solve fail at once with ErrNotDecomposed. 0 means
	// DefaultMaxAreaSize, a negative value no limit.
	MaxAreaSize int
}

// DefaultMaxAreaSize is the default Options.MaxAreaSize (the papers'
// local searches need at least 16 points: Müller 2001's corridors and
// eye spaces). An area of n points has at most 3^n local positions; the
// sealing rules (seal.go) keep most shapes far below that (a 1xn
// corridor: 2n - 1 nodes, 16 points about 1 ms), but an empty area
// between walls of both colours does not shrink (2x5, 10 points: 47,239
// positions; 2x6, 12 points: 414,135). So each area's search has a node
// budget (Options.Budget, DefaultAreaNodes if unset): an area that needs
// more fails as ErrBudget with its counts, the other areas are still
// solved.
const DefaultMaxAreaSize = 16

// DefaultAreaNodes is the node budget of each area's local search when
// Options.Budget sets none: about 10 to 20 s of CPU and a few hundred
// MB at most, enough for every area of up to 10 points tried (the empty
// 2x5 area: 133,108 nodes) and every corridor of up to 16 points.
const DefaultAreaNodes = 1_000_000

// ErrNotDecomposed reports a position that does not decompose into safe
// walls and small areas: the safety solver proved too little.
var ErrNotDecomposed = errors.New("position does not decompose")

// checkAreas returns ErrNotDecomposed, with the reason, if an area is
// larger than the limit.
func checkAreas(d *Decomposition, areas []Area, limit int) error {
	if limit == 0 {
		limit = DefaultMaxAreaSize
	}
	if limit < 0 {
		return nil
	}
	for _, a := range areas {
		if n := a.Size(); n > limit {
			s := d.Safety
			return fmt.Errorf("%w: area %s has %d points, more than the limit of %d: safety proves only %d black and %d white stones and %d territory points safe",
				ErrNotDecomposed, a.Label, n, limit, s.Stones[board.Black].Count(), s.Stones[board.White].Count(), s.Territory[board.Black].Count()+s.Territory[board.White].Count())
		}
	}
	return nil
}

// Move is a move of an optimal sequence.
type Move struct {
	Color board.Color
	Point board.Point // board.Pass for a pass
	Area  string      // label of the area played in
}

// Format returns the move as "B D4" on a board of the given height.
func (m Move) Format(height int) string {
	c := "B"
	if m.Color == board.White {
		c = "W"
	}
	return c + " " + m.Point.GTP(height)
}

// AreaResult is what decomposition search found about one area.
type AreaResult struct {
	Label  string
	Points board.Region
	Value  LocalValue
	Ko     bool // a local repetition was found
	// KoAssumed is the colour assumed to win every local ko
	// (Options.KoWinner) when the ko bounds differ; 0 if the value is exact.
	KoAssumed board.Color
	Stats     LCGSStats // of the local search
	Err       error     // why the value is unknown, if it is
	game      *LocalGame
	eval      *evaluator
}

// Size is the number of points of the area.
func (a *AreaResult) Size() int { return a.Points.Count() }

// Result is the outcome of decomposition search on a whole board.
type Result struct {
	Decomposition *Decomposition
	Areas         []AreaResult // the areas solved, in label order of the decomposition
	Store         *cgt.Store
	// Known reports that every area's value is known; otherwise the scores
	// and the sequence are those of the sum of the known areas.
	Known bool
	// ScoreBlackFirst and ScoreWhiteFirst are the minimax scores of the
	// board: the Left and Right stops of the sum of the known area values
	// plus the constant (safe points, and prisoners under Japanese rules),
	// found by sum play with each player first.
	Constant                         int
	ScoreBlackFirst, ScoreWhiteFirst int
	// Sequence is an optimal sequence with Black first, played until every
	// area's value is a number; every move was checked legal on a copy of
	// the board. SequenceWhiteFirst is the same with White first. Where
	// the board's simple-ko ban refused a move of a local game graph
	// (Skipped: an immediate retake the assumed winner of a ko may make
	// in the bound, Options.KoWinner), the line went on without it and
	// can end off the score; the score is then the stop of the sum.
	Sequence, SequenceWhiteFirst []Move
	// Cleanup and CleanupWhiteFirst are the cleanup phase after Sequence
	// and SequenceWhiteFirst (Müller 2001, Section 4.2.6, case 3; Japanese
	// rules only, where they change no score): the neutral points left
	// then (empty points whose every neighbour is a stone of a safe
	// block, of both colours: Decomposition.Neutral and the dame play
	// leaves in the areas) filled in turn, each legal on the board.
	Cleanup, CleanupWhiteFirst []Move
	// SequenceScore is the score the Black-first sequence reaches: the
	// constant plus the sum of the numbers the areas have become (prisoners
	// taken included). Areas whose value is a number need not be settled on
	// the board then: both players pass. It is ScoreBlackFirst unless the
	// sequence skipped a move (Sequence).
	SequenceScore int
	// Summations counts the sum-play moves that needed combinatorial
	// summation because no incentive dominated.
	Summations int
	// Skipped lists the moves of the local game graphs that sum play left
	// out on the board, with the reason (the board's simple-ko ban: the
	// local graphs have only their own repetition rule).
	Skipped []SkippedMove
	Stats   LCGSStats // nodes and counts of all local searches; time of the whole solve

	koWinner board.Color // Options.KoWinner of the solve
	ko       *koCache    // what SolveKo derived from the areas (koarea.go)
}

// Notation returns the notation of an area's value, AreaResult.Value,
// in the result's store ("{2|0}", "lo..hi" for unequal ko bounds, "?" for
// another failure: AreaResult.Err says why).
func (r *Result) Notation(a *AreaResult) string {
	if noValue(a) {
		return "?"
	}
	if !a.Value.Known {
		return r.Store.String(a.Value.Lower) + ".." + r.Store.String(a.Value.Upper)
	}
	return r.Store.String(a.Value.Game)
}

// ShortNotation is Notation with each value longer than 40 characters
// given by its stops and temperature (ValueSummary): the ko bounds of a
// 10-point area can take thousands of characters each.
func (r *Result) ShortNotation(a *AreaResult) string {
	switch {
	case noValue(a):
		return "?"
	case !a.Value.Known:
		return Summarize(r.Store, a.Value.Lower).String() + " .. " + Summarize(r.Store, a.Value.Upper).String()
	default:
		return Summarize(r.Store, a.Value.Game).String()
	}
}

// noValue reports an area whose notation is "?": neither a value nor
// two ko bounds.
func noValue(a *AreaResult) bool {
	return a.Err != nil && a.game == nil || !a.Value.Known && a.Value.Lower == a.Value.Upper
}

// koBoundsError reports an area whose ko bounds differ (ErrLocalEvaluation);
// the bounds are summarised (Summarize) only when the message is asked
// for.
type koBoundsError struct {
	label  string
	s      *cgt.Store
	lo, hi cgt.Game
}

func (e *koBoundsError) Error() string {
	return fmt.Sprintf("area %s: %v: ko bounds %v and %v differ", e.label, ErrLocalEvaluation, Summarize(e.s, e.lo), Summarize(e.s, e.hi))
}

func (e *koBoundsError) Unwrap() error { return ErrLocalEvaluation }

// SkippedMove is a move of a local game graph that sum play did not
// consider at one turn, and why.
type SkippedMove struct {
	Move
	First  board.Color // the first player of the sequence it was skipped in
	Turn   int         // moves played before it in that sequence
	Reason string
}

// ErrLocalEvaluation reports an area whose value could not be determined
// (unequal ko bounds, or a local search out of budget).
var ErrLocalEvaluation = errors.New("local evaluation failed")

// Solve runs decomposition search (Müller 1999) on b: safety, areas, local
// combinatorial game search in each area, evaluation to canonical games,
// and sum play. The board is not changed.
func Solve(ctx context.Context, b *board.Board, o Options) (*Result, error) {
	start := time.Now()
	safety := o.Safety
	if safety == nil {
		safety = BensonSafety
	}
	d, err := Decompose(b, safety(b), o.Labels)
	if err != nil {
		return nil, err
	}
	r := &Result{Decomposition: d, Store: o.Store, Known: true, koWinner: o.KoWinner}
	if r.Store == nil {
		r.Store = cgt.NewStore()
	}
	areas, err := selectAreas(d, o.Areas)
	if err != nil {
		return nil, err
	}
	if err := checkAreas(d, areas, o.MaxAreaSize); err != nil {
		return nil, err
	}
	budget := o.Budget
	if budget.MaxNodes <= 0 {
		budget.MaxNodes = DefaultAreaNodes
	}
	work := b.Clone()
	setAsideSuperko(work) // for LCGS and sum play alike (setAsideSuperko)
	frames := make([]*localFrame, len(areas))
	for i, a := range areas {
		frames[i] = newLocalFrame(b, a, d.Safety.Stones, o.Rules)
	}
	games := newLocalGames(o.DB, frames)
	for i, a := range areas {
		ar := AreaResult{Label: a.Label, Points: a.Points}
		g, err := games.load(frames[i], a, o.Rules)
		if err != nil {
			return nil, err
		}
		if g == nil {
			g, err = LCGS(ctx, work, a, d.Safety.Stones, o.Rules, budget)
			if err == nil {
				if err := games.store(frames[i], g); err != nil {
					return nil, fmt.Errorf("local-game database: %w", err)
				}
			}
		}
		ar.Stats = g.Stats
		r.Stats.Add(g.Stats)
		ar.Ko = g.Ko
		if err != nil {
			ar.Err = fmt.Errorf("area %s: %w: %w", a.Label, ErrLocalEvaluation, err)
		} else {
			ar.game = g
			var everr error
			ar.Value, ar.eval, everr = evaluateKept(r.Store, g)
			switch {
			case everr != nil:
				ar.Err = everr // Chinese rules: a position without a known area value
			case !ar.Value.Known && o.KoWinner == board.Empty:
				ar.Err = &koBoundsError{label: a.Label, s: r.Store, lo: ar.Value.Lower, hi: ar.Value.Upper}
			default:
				if !ar.Value.Known {
					ar.KoAssumed, ar.Value.Known, ar.Value.Game = o.KoWinner, true, ar.Value.Lower
					if o.KoWinner == board.Black {
						ar.Value.Game = ar.Value.Upper
					}
				}
				if err := checkRange(r.Store, ar.Value.Game, a, o.Rules); err != nil {
					ar.Value.Known = false
					ar.Err = err
				}
			}
		}
		if ar.Err != nil {
			r.Known = false
		}
		r.Areas = append(r.Areas, ar)
		if ctx.Err() != nil {
			r.Stats.Elapsed = time.Since(start)
			return r, fmt.Errorf("solve: %w", ErrBudget)
		}
	}
	r.Constant = d.Constant(b, o.Rules)
	for _, first := range []board.Color{board.Black, board.White} {
		skipped := len(r.Skipped)
		seq, v, err := r.play(ctx, work, first, nil)
		if err != nil {
			r.Stats.Elapsed = time.Since(start)
			return r, err
		}
		score := r.Constant + v
		if first == board.Black {
			r.SequenceScore = score
		}
		if len(r.Skipped) > skipped {
			// the board's simple-ko ban refused a move of a local game
			// graph, so the line is not the sum's: the stop is the score
			stop, err := r.sumStop(ctx, first)
			if err != nil {
				r.Stats.Elapsed = time.Since(start)
				return r, err
			}
			score = r.Constant + stop
		}
		var clean []Move
		if o.Rules == Japanese {
			clean = r.cleanup(work, first, seq)
		}
		if first == board.Black {
			r.Sequence, r.Cleanup, r.ScoreBlackFirst = seq, clean, score
		} else {
			r.SequenceWhiteFirst, r.CleanupWhiteFirst, r.ScoreWhiteFirst = seq, clean, score
		}
	}
	r.Stats.Elapsed = time.Since(start)
	return r, nil
}

// sumStop returns the stop of the sum of the known areas' values with
// first to move (Black: the Left stop), without the constant: the score
// sum play reaches when it can play every move of the local game graphs.
// Solve takes it where the board's simple-ko ban refused sum play a move:
// an immediate retake in an area whose ko bound is assumed
// (Options.KoWinner), which the bound grants its winner (doc.go, Local
// repetition). The sum is of reduced canonical forms (sumTree), whose
// stops are the sum's.
func (r *Result) sumStop(ctx context.Context, first board.Color) (int, error) {
	s := r.Store
	tree := newSumTree(s, len(r.Areas))
	numbers := s.Zero()
	var stop cgt.Dyadic
	err := s.Within(ctx, search.Budget{}, func() error {
		for i := range r.Areas {
			a := &r.Areas[i]
			if a.Err != nil {
				continue
			}
			v := a.eval.value(a.root())
			if s.IsNumber(v) {
				numbers = s.Add(numbers, v)
				continue
			}
			tree.set(i, v)
		}
		sum := tree.sum()
		stop = s.LeftStop(sum)
		if first == board.White {
			stop = s.RightStop(sum)
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("sum play: the stop of the sum: %w (%w)", ErrBudget, err)
	}
	x, _ := s.NumberValue(numbers)
	if stop = stop.Add(x); !stop.IsInteger() {
		return 0, fmt.Errorf("sum play: the stop of the sum is %v, not an integer", stop)
	}
	return int(stop.Floor()), nil
}

// Score returns the minimax score with first to move.
func (r *Result) Score(first board.Color) int {
	if first == board.White {
		return r.ScoreWhiteFirst
	}
	return r.ScoreBlackFirst
}

// Total returns the canonical sum of the known area values (expensive for
// many hot areas: sum play does not need it).
func (r *Result) Total() cgt.Game {
	sum := r.Store.Zero()
	for i := range r.Areas {
		if r.Areas[i].Err == nil {
			sum = r.Store.Add(sum, r.Areas[i].Value.Game)
		}
	}
	return sum
}

// checkRange rejects, under Chinese rules, an area value whose stops lie
// outside the area's possible scores (-size..size: every point counts at
// most once). Such a value would count a move in reserve (one the
// opponent can never answer) as a tempo worth a point, {5|} = 6, as
// combinatorial games do; the evaluation gives such moves their area
// value or fails (evaluator.reserve), so this is a safety net.
func checkRange(s *cgt.Store, g cgt.Game, a Area, rules Rules) error {
	if rules != Chinese {
		return nil
	}
	n := cgt.Int(int64(a.Size()))
	if l, r := s.LeftStop(g), s.RightStop(g); l.Cmp(n) > 0 || r.Cmp(n.Neg()) < 0 {
		return fmt.Errorf("area %s: %w: value %s has stops %v and %v outside the %d points of the area (Chinese rules: a move in reserve counted as a tempo)",
			a.Label, ErrLocalEvaluation, s.String(g), l, r, a.Size())
	}
	return nil
}

func selectAreas(d *Decomposition, labels []string) ([]Area, error) {
	if labels == nil {
		return d.Areas, nil
	}
	var as []Area
	for _, l := range labels {
		a, ok := d.Area(l)
		if !ok {
			return nil, fmt.Errorf("no area labelled %q", l)
		}
		as = append(as, a)
	}
	return as, nil
}

// cleanup returns the cleanup moves after seq, played from b with first
// to move (Result.Cleanup).
func (r *Result) cleanup(b *board.Board, first board.Color, seq []Move) []Move {
	work := b.Clone()
	c := first
	for _, m := range seq {
		if work.Play(m.Point, m.Color) != nil {
			return nil // sum play checked every move: not reached
		}
		c = m.Color.Opponent()
	}
	d := r.Decomposition
	neutral := d.Neutral.Intersect(work.Empties())
	label := map[board.Point]string{}
	for i := range r.Areas {
		a := &r.Areas[i]
		sc := scorer{b: work, area: a.Points, safe: d.Safety.Stones}
		sb, sw := sc.safeNow(board.Black), sc.safeNow(board.White)
		for p := range a.Points.Intersect(work.Empties()).All() {
			if enclosedPoint(work, p, sb, sw) == enclosedDame {
				neutral.Add(p)
				label[p] = a.Label
			}
		}
	}
	var out []Move
	for p := range neutral.All() {
		if work.Play(p, c) != nil {
			continue
		}
		out = append(out, Move{Color: c, Point: p, Area: label[p]})
		c = c.Opponent()
	}
	return out
}
