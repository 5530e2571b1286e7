package endgame

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// BlockKind says why decomposition search did not give a position's exact
// value. The zero value, NotBlocked, is a position solved exactly.
type BlockKind uint8

const (
	// NotBlocked: every area's value is known.
	NotBlocked BlockKind = iota
	// UnprovenGroup: an area larger than Options.MaxAreaSize holds stones
	// the safety solver did not prove safe.
	UnprovenGroup
	// AreaTooLarge: an area larger than Options.MaxAreaSize holds only
	// empty points (territory the safety solver did not prove).
	AreaTooLarge
	// KoBounds: an area's two ko bounds differ (and Options.KoWinner
	// assumes no winner).
	KoBounds
	// LocalFailure: another local evaluation failure (Chinese rules: a
	// move in reserve into a hot position, or a stand-off).
	LocalFailure
	// Budget: a local search or sum play ran out of nodes or time, or
	// was cancelled.
	Budget
)

var blockNames = [...]string{"none", "unproven-group", "area-too-large", "ko-bounds", "local-evaluation", "budget"}

func (k BlockKind) String() string {
	if int(k) < len(blockNames) {
		return blockNames[k]
	}
	return fmt.Sprintf("BlockKind(%d)", k)
}

// MarshalText writes the kind's name (JSON and CSV).
func (k BlockKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a name written by MarshalText.
func (k *BlockKind) UnmarshalText(b []byte) error {
	for i, n := range blockNames {
		if n == string(b) {
			*k = BlockKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown block kind %q (want one of %s)", b, strings.Join(blockNames[:], ", "))
}

// Blocker is the account of what kept a position from being solved
// exactly: the first area that failed (in label order), its size and why.
type Blocker struct {
	Kind BlockKind `json:"kind"`
	Area string    `json:"area,omitempty"`
	Size int       `json:"size,omitempty"`
	// Stones is the number of stones in the area (for UnprovenGroup: the
	// stones safety did not prove).
	Stones int `json:"stones,omitempty"`
	// Limit is Options.MaxAreaSize in force (for UnprovenGroup and
	// AreaTooLarge).
	Limit int `json:"limit,omitempty"`
	// Safety is the safety solver's report when it stopped early or failed
	// (then a larger budget may prove more and the position may
	// decompose); nil otherwise.
	Safety *SafetyReport `json:"safety,omitempty"`
	// Err is the error that reported the failure (nil for the area size
	// kinds, which Analyze finds before any search).
	Err error `json:"-"`
}

// Analysis is decomposition search on one position with an account of
// what blocked it.
type Analysis struct {
	Decomposition *Decomposition
	// Result is Solve's result; nil when an area is over the size limit
	// (the position does not decompose).
	Result *Result
	// LargestArea is the size of the largest area of the decomposition.
	LargestArea int
	// Blocker says why the value is not exact (Kind NotBlocked if it is).
	Blocker Blocker
	// Ko holds, by first player (index board.Black, board.White), the ko
	// search's exact results (SolveKo) when areas' ko bounds differ and
	// it finished; nil otherwise.
	Ko      [3]*KoResult
	Elapsed time.Duration // safety, decomposition and solve
}

// Decomposes reports that every area is within the size limit.
func (a *Analysis) Decomposes() bool {
	return a.Blocker.Kind != UnprovenGroup && a.Blocker.Kind != AreaTooLarge
}

// Solved reports that the position's minimax scores are exact.
func (a *Analysis) Solved() bool { return a.Blocker.Kind == NotBlocked }

// Score returns the exact minimax score with first to move (Black minus
// White, komi not included) of a solved position: the ko search's where
// there was one, decomposition search's otherwise.
func (a *Analysis) Score(first board.Color) int {
	if k := a.Ko[first]; k != nil {
		return k.Score
	}
	return a.Result.Score(first)
}

// Sequence returns an optimal sequence with first to move of a solved
// position.
func (a *Analysis) Sequence(first board.Color) []Move {
	if k := a.Ko[first]; k != nil {
		return k.Sequence
	}
	if first == board.White {
		return a.Result.SequenceWhiteFirst
	}
	return a.Result.Sequence
}

// Analyze runs the safety solver of o once, decomposes b and, if every
// area is within o.MaxAreaSize, solves it (Solve). Where Solve would fail
// with ErrNotDecomposed or an area has no exact value, the Blocker names
// the largest area over the limit, or the first area that failed, and why,
// as a typed reason. Solve's error is returned with the analysis (ErrBudget
// when the whole solve ran out of time: Blocker Budget); a Decompose error
// (an inconsistent safety result) without it.
func Analyze(ctx context.Context, b *board.Board, o Options) (*Analysis, error) {
	start := time.Now()
	safe := o.Safety
	if safe == nil {
		safe = BensonSafety
	}
	s := safe(b)
	d, err := Decompose(b, s, o.Labels)
	if err != nil {
		return nil, err
	}
	an := &Analysis{Decomposition: d}
	limit := o.MaxAreaSize
	if limit == 0 {
		limit = DefaultMaxAreaSize
	}
	var over *Area
	for i := range d.Areas {
		a := &d.Areas[i]
		n := a.Size()
		an.LargestArea = max(an.LargestArea, n)
		if limit >= 0 && n > limit && (over == nil || n > over.Size()) {
			over = a
		}
	}
	if over != nil {
		stones := areaStones(b, over.Points)
		an.Blocker = Blocker{Kind: AreaTooLarge, Area: over.Label, Size: over.Size(), Stones: stones, Limit: limit}
		if stones > 0 {
			an.Blocker.Kind = UnprovenGroup
		}
		if rep := s.Report; rep.Incomplete() {
			an.Blocker.Safety = &rep
		}
		an.Elapsed = time.Since(start)
		return an, nil
	}
	o.Safety = func(*board.Board) Safety { return s }
	r, err := Solve(ctx, b, o)
	an.Result = r
	an.Elapsed = time.Since(start)
	if r != nil {
		for i := range r.Areas {
			if a := &r.Areas[i]; a.Err != nil {
				an.Blocker = areaBlocker(b, r, a)
				break
			}
		}
		if an.Blocker.Kind == KoBounds && onlyKoBounds(b, r) {
			an.solveKo(ctx, b, o.Budget)
		}
		if an.Blocker.Kind != NotBlocked {
			return an, err
		}
	}
	if errors.Is(err, ErrBudget) {
		an.Blocker = Blocker{Kind: Budget, Err: err}
	}
	return an, err
}

// String describes the blocker: "area B (286 points, 40 stones) over
// the limit of 9: unproven-group".
func (bl Blocker) String() string {
	switch bl.Kind {
	case NotBlocked:
		return "not blocked"
	case UnprovenGroup, AreaTooLarge:
		s := fmt.Sprintf("%s: area %s has %d points (%d stones not proven safe), more than the limit of %d", bl.Kind, bl.Area, bl.Size, bl.Stones, bl.Limit)
		if r := bl.Safety; r != nil && r.Err != "" {
			s += fmt.Sprintf(" (safety %v failed: %s; Benson's points only)", r.Solver, r.Err)
		} else if r != nil {
			s += fmt.Sprintf(" (safety %v stopped early after %d nodes: %v)", r.Solver, r.Nodes, r.Stop)
		}
		return s
	}
	if bl.Area == "" {
		return fmt.Sprintf("%s: %v", bl.Kind, bl.Err)
	}
	return fmt.Sprintf("%s: area %s (%d points, %d stones): %v", bl.Kind, bl.Area, bl.Size, bl.Stones, bl.Err)
}

// onlyKoBounds reports that every area of r that failed failed by unequal
// ko bounds.
func onlyKoBounds(b *board.Board, r *Result) bool {
	for i := range r.Areas {
		if a := &r.Areas[i]; a.Err != nil && areaBlocker(b, r, a).Kind != KoBounds {
			return false
		}
	}
	return true
}

// solveKo runs the ko search (SolveKo) with each player first; if both
// finish, the position is solved, otherwise the blocker says why.
func (an *Analysis) solveKo(ctx context.Context, b *board.Board, budget search.Budget) {
	for _, first := range []board.Color{board.Black, board.White} {
		k, err := SolveKo(ctx, b, an.Result, first, KoOptions{Budget: budget})
		if err != nil {
			an.Blocker.Err = fmt.Errorf("ko search: %w", err)
			if errors.Is(err, ErrBudget) {
				an.Blocker.Kind = Budget
			}
			an.Ko = [3]*KoResult{}
			return
		}
		an.Ko[first] = k
	}
	an.Blocker = Blocker{}
}

// areaBlocker classifies the failure of one area of a solve.
func areaBlocker(b *board.Board, r *Result, a *AreaResult) Blocker {
	bl := Blocker{Kind: LocalFailure, Area: a.Label, Size: a.Size(), Stones: areaStones(b, a.Points), Err: a.Err}
	switch {
	case errors.Is(a.Err, ErrBudget):
		bl.Kind = Budget
	case a.game != nil && a.KoAssumed == board.Empty && !a.Value.Known && a.Value.Lower != a.Value.Upper:
		if _, everr := Evaluate(r.Store, a.game); everr == nil {
			bl.Kind = KoBounds
		}
	}
	return bl
}

// areaStones counts the stones of b in an area (none of them proven safe).
func areaStones(b *board.Board, area board.Region) int {
	return area.Intersect(b.Stones(board.Black).Union(b.Stones(board.White))).Count()
}

// RealRow is one position of a game record in the real-game endgame study
// (decomp study endgames-real): the position Before moves before the end.
type RealRow struct {
	Game   string `json:"game" csv:"game"`
	Before int    `json:"before" csv:"before_end"` // k: moves before the end
	Move   int    `json:"move" csv:"move"`         // moves played (the position after them)
	Rules  string `json:"rules" csv:"rules"`       // scoring used: the record's RU, japanese if it has none
	// RulesStated reports that the record names its rules (RU).
	RulesStated bool    `json:"rules_stated" csv:"ru"`
	Komi        float64 `json:"komi" csv:"komi"`
	Recorded    string  `json:"recorded" csv:"result"` // the record's RE
	Areas       int     `json:"areas" csv:"areas"`
	LargestArea int     `json:"largest_area" csv:"largest_area"`
	// Safety is the safety the row's analysis used: SoundSafety
	// ("sound") or the assumption's name (CountStatus.Name). Rows of
	// different safeties are never mixed in a summary (RealShares).
	Safety string `json:"safety" csv:"safety"`
	// SafePoints counts the safe stones and territory points kept (sound
	// for scoring, SafetyOf; or assumed safe, AssumedSafety); SafetyNodes and SafetyStop are the safety
	// solver's search nodes and why it stopped early, if it did.
	SafePoints  int         `json:"safe_points" csv:"safe_points"`
	SafetyNodes int64       `json:"safety_nodes" csv:"safety_nodes"`
	SafetyStop  search.Stop `json:"safety_stop,omitempty" csv:"safety_stop"`
	// SafetyDropped counts the points the solver proved that were not
	// kept (not score-neutral).
	SafetyDropped int           `json:"safety_dropped" csv:"safety_dropped"`
	Decomposes    bool          `json:"decomposes" csv:"decomposes"`
	Solved        bool          `json:"solved" csv:"solved"`
	Time          time.Duration `json:"time" csv:"millis"`
	Block         BlockKind     `json:"block" csv:"block"`
	BlockArea     string        `json:"block_area" csv:"block_area"`
	BlockSize     int           `json:"block_size" csv:"block_size"`
	// Score is the minimax score (Black's points minus White's, komi not
	// included) with the side to move first, when Solved.
	Score int `json:"score" csv:"score"`
	// Played is the minimax score of the final position (the value after
	// the moves actually played), when that position is solved too;
	// PlayedKnown says so.
	Played      int  `json:"played" csv:"played"`
	PlayedKnown bool `json:"played_known" csv:"played_known"`
	// BlackLost is Score - Played when both are known: the points Black
	// lost net in the last Before moves against optimal play by both
	// (negative: White lost them).
	BlackLost int `json:"black_lost" csv:"black_lost"`
	// Check is the outcome of checking Score, with each player first,
	// against full-board alpha-beta over the same areas with the same
	// safety (RealOptions.Check), also where the ko search gave the
	// score. CheckNodes counts alpha-beta's nodes.
	Check      CheckOutcome `json:"check,omitempty" csv:"check"`
	CheckNodes int64        `json:"check_nodes,omitempty" csv:"check_nodes"`
	// ResultCheck compares, on the final position (Before 0) when it is
	// solved, Score minus komi with the record's counted result (RE, as
	// "B+5.5"): agrees or differs; NotChecked elsewhere or when the
	// record states no counted result.
	ResultCheck CheckOutcome `json:"result_check,omitempty" csv:"result_check"`
	// BlockDetail is the blocker's account (Blocker.String), when the
	// position is not solved: a budget blocker names the local search or
	// the ko search that ran out.
	BlockDetail string `json:"block_detail,omitempty" csv:"block_detail"`
	// Contradictions lists, for a row under an assumption, where Benson's
	// sound safety contradicts it (AssumedContradictions); empty if
	// nowhere.
	Contradictions string `json:"contradictions,omitempty" csv:"contradictions"`
}

// CheckOutcome is the outcome of the independent check of a solved
// position's scores (RealRow.Check).
type CheckOutcome string

func (c CheckOutcome) String() string {
	if c == NotChecked {
		return "not checked"
	}
	return string(c)
}

const (
	// NotChecked: the position is not solved, or no check was asked.
	NotChecked CheckOutcome = ""
	// CheckAgrees: the independent search gave the same score with each
	// player first.
	CheckAgrees CheckOutcome = "agrees"
	// CheckDiffers: it gave another score (a bug: never expected).
	CheckDiffers CheckOutcome = "differs"
	// CheckBudget: it did not finish within RealOptions.Check.
	CheckBudget CheckOutcome = "budget"
	// CheckFailed: the independent search failed otherwise (its error
	// is not kept: rerun decomp endgame --method ab on the position).
	CheckFailed CheckOutcome = "failed"
	// CheckUnsettled: alpha-beta's score depends on how it counts an
	// area two passes leave unsettled (ErrUnsettledScore): no verdict.
	CheckUnsettled CheckOutcome = "unsettled"
)

// RealOptions configure RealGame and RealMoves: Options (the rules where
// the record states none, the budgets, the sound safety), and an
// assumption that replaces the sound safety.
type RealOptions struct {
	Options
	// Assume, if not nil, is the status at the count of the record's
	// final position: each position's safety is then AssumedSafety's
	// (Options.Safety is not used), and rows carry the assumption's name.
	Assume *CountStatus
	// Check bounds the independent search that checks each solved row
	// (RealRow.Check); a zero budget asks no check.
	Check search.Budget
}

// safetyAt returns the options for the position after n moves of rec:
// the assumed safety there when o assumes one.
func (o RealOptions) safetyAt(rec *board.Record, n int) (Options, error) {
	if o.Assume == nil {
		return o.Options, nil
	}
	s, err := AssumedSafety(rec, n, o.Assume)
	if err != nil {
		return o.Options, err
	}
	oo := o.Options
	oo.Safety = func(*board.Board) Safety { return s }
	return oo, nil
}

// recordRules sets o.Rules from the record's RU (Japanese if it has
// none) and reports whether the record states its rules.
func recordRules(name string, rec *board.Record, o RealOptions) (RealOptions, bool, error) {
	if rec.Rules == "" {
		return o, false, nil
	}
	r, err := ParseRules(strings.ToLower(rec.Rules))
	if err != nil {
		return o, true, fmt.Errorf("%s: RU: %w", name, err)
	}
	o.Rules = r
	return o, true, nil
}

// RealGame analyses (Analyze) the positions of a game record before each
// before[i] moves from the end (positions before the start are skipped)
// with the record's rules (RU; Japanese if it has none, or o.Rules if the
// RU is not one this package scores), one row each, and compares each
// solved position's minimax score with the final position's.
func RealGame(ctx context.Context, name string, rec *board.Record, before []int, o RealOptions) ([]RealRow, error) {
	o, stated, err := recordRules(name, rec, o)
	if err != nil {
		return nil, err
	}
	var rows []RealRow
	final := -1 // index of the k = 0 row
	for _, k := range before {
		if k < 0 {
			return nil, fmt.Errorf("%s: %d moves before the end is negative", name, k)
		}
		n := len(rec.Moves) - k
		if n < 0 {
			continue
		}
		b, an, err := analyzeAt(ctx, name, rec, n, o)
		if err != nil {
			return nil, err
		}
		s := an.Decomposition.Safety
		row := RealRow{Game: name, Before: k, Move: n, Safety: s.Report.Kind(), Rules: o.Rules.String(), RulesStated: stated,
			Komi: rec.Komi, Recorded: rec.Result, Areas: len(an.Decomposition.Areas), LargestArea: an.LargestArea,
			SafePoints: s.points().Count(), SafetyNodes: s.Report.Nodes, SafetyStop: s.Report.Stop, SafetyDropped: s.Report.Dropped,
			Decomposes: an.Decomposes(), Solved: an.Solved(), Time: an.Elapsed,
			Block: an.Blocker.Kind, BlockArea: an.Blocker.Area, BlockSize: an.Blocker.Size}
		if row.Solved {
			row.Score = an.Score(b.ToMove())
			if o.Check != (search.Budget{}) {
				row.Check, row.CheckNodes = checkSolved(ctx, b, an, o.Rules, o.Check)
			}
			if margin, ok := recordedMargin(rec.Result); ok && k == 0 {
				row.ResultCheck = CheckDiffers
				if float64(row.Score)-rec.Komi == margin {
					row.ResultCheck = CheckAgrees
				}
			}
		} else {
			row.BlockDetail = an.Blocker.String()
		}
		if o.Assume != nil {
			c, err := AssumedContradictions(rec, n, o.Assume, BensonSafety(b))
			if err != nil {
				return nil, fmt.Errorf("%s: move %d: %w", name, n, err)
			}
			row.Contradictions = strings.Join(c, "; ")
		}
		if k == 0 {
			final = len(rows)
		}
		rows = append(rows, row)
	}
	if final >= 0 && rows[final].Solved {
		for i := range rows {
			rows[i].Played, rows[i].PlayedKnown = rows[final].Score, true
			if rows[i].Solved {
				rows[i].BlackLost = rows[i].Score - rows[final].Score
			}
		}
	}
	return rows, nil
}

// PlayedMove is one move of a game record whose positions before and
// after are both solved exactly: the points its player lost against
// optimal play by both (RealMoves).
type PlayedMove struct {
	Game string `json:"game" csv:"game"`
	// Safety is the safety of the analyses (RealRow.Safety).
	Safety string `json:"safety" csv:"safety"`
	Number int    `json:"number" csv:"number"`     // 1 for the first move of the record
	Before int    `json:"before" csv:"before_end"` // moves before the end, this one included
	Color  string `json:"color" csv:"color"`
	Move   string `json:"move" csv:"move"` // GTP point or "pass"
	// Lost is the minimax score with the mover first before the move
	// minus the minimax score with the opponent first after it, from the
	// mover's side: 0 for an optimal move.
	Lost int `json:"lost" csv:"lost"`
	// Before and after the move, the minimax scores (Black minus White,
	// komi not included) with the mover, then the opponent, first.
	ScoreBefore int `json:"score_before" csv:"score_before"`
	ScoreAfter  int `json:"score_after" csv:"score_after"`
}

// RealMoves walks a game record back from its final position, solving
// each position (Analyze, with the record's rules as RealGame), and
// returns, latest first, the points each move lost for as long as the
// positions before and after it are solved, at most the last limit moves:
// the moves that lost the points of the game's solved ending.
func RealMoves(ctx context.Context, name string, rec *board.Record, limit int, o RealOptions) ([]PlayedMove, error) {
	o, _, err := recordRules(name, rec, o)
	if err != nil {
		return nil, err
	}
	solved := func(n int) (*Analysis, error) {
		_, an, err := analyzeAt(ctx, name, rec, n, o)
		if err != nil {
			return nil, err
		}
		if !an.Solved() {
			return nil, nil
		}
		return an, nil
	}
	end := len(rec.Moves)
	after, err := solved(end)
	if after == nil {
		return nil, err
	}
	var out []PlayedMove
	for n := end - 1; n >= 0 && end-n <= limit; n-- {
		before, err := solved(n)
		if before == nil {
			return out, err
		}
		m := rec.Moves[n]
		c, opp := m.Color, m.Color.Opponent()
		pm := PlayedMove{Game: name, Safety: before.Decomposition.Safety.Report.Kind(), Number: n + 1, Before: end - n, Color: c.String(), Move: m.Point.GTP(rec.Height),
			ScoreBefore: before.Score(c), ScoreAfter: after.Score(opp)}
		pm.Lost = pm.ScoreBefore - pm.ScoreAfter
		if c == board.White {
			pm.Lost = -pm.Lost
		}
		out = append(out, pm)
		after = before
	}
	return out, nil
}

// analyzeAt analyses the game's position after n moves; running out of
// budget is a result the Analysis states, not an error.
func analyzeAt(ctx context.Context, name string, rec *board.Record, n int, o RealOptions) (*board.Board, *Analysis, error) {
	b, err := rec.Position(n)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: move %d: %w", name, n, err)
	}
	so, err := o.safetyAt(rec, n)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: move %d: %w", name, n, err)
	}
	an, err := Analyze(ctx, b, so)
	if err != nil && !errors.Is(err, ErrBudget) {
		return nil, nil, fmt.Errorf("%s: move %d: %w", name, n, err)
	}
	return b, an, nil
}

// checkSolved checks a solved position's scores with each player first
// against full-board alpha-beta (all enhancements) over the same areas
// and safety. Alpha-beta plays kos on the board (the board's ko rule, no
// repetition along the path), so it checks the ko search's scores too
// (TestSolveKoAgreesWithBoardSearch compares the two); the ko search
// with every area on the board, the other reference there, takes far
// longer on these positions (over 1,000,000 nodes where alpha-beta needs
// a few hundred).
func checkSolved(ctx context.Context, b *board.Board, an *Analysis, rules Rules, budget search.Budget) (CheckOutcome, int64) {
	var nodes int64
	for _, first := range []board.Color{board.Black, board.White} {
		ab, err := AlphaBeta(ctx, b, an.Decomposition, an.Decomposition.Areas, first, ABOptions{Rules: rules, Budget: budget, Enhancements: AllEnhancements()})
		nodes += ab.Stats.Nodes
		switch {
		case errors.Is(err, ErrUnsettledScore):
			return CheckUnsettled, nodes
		case errors.Is(err, ErrBudget):
			return CheckBudget, nodes
		case err != nil:
			return CheckFailed, nodes
		case ab.Score != an.Score(first):
			return CheckDiffers, nodes
		}
	}
	return CheckAgrees, nodes
}

// recordedMargin reads a record's counted result (RE "B+5.5", "W+0.5")
// as Black's margin; ok is false for any other result (resignation,
// time, a draw written otherwise, none).
func recordedMargin(re string) (margin float64, ok bool) {
	if len(re) < 3 || re[1] != '+' || re[0] != 'B' && re[0] != 'W' {
		return 0, false
	}
	v, err := strconv.ParseFloat(re[2:], 64)
	if err != nil {
		return 0, false
	}
	if re[0] == 'W' {
		v = -v
	}
	return v, true
}
