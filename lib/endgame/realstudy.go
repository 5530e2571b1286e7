package endgame

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// RealParams are the parameters of the real-game endgame study (decomp
// study endgames-real, notebook 06; study.Params): the games, the numbers
// of moves before the end, the safety solver and its budget (SafetyOf),
// or an assumption in its place (Assume), the budget of each local search
// and of the ko search, and the budget of the independent check of each
// solved position (RealOptions.Check).
type RealParams struct {
	Games        study.Files
	Before       []int
	Safety       safety.Solver
	SafetyBudget safety.Budget
	// Assume replaces the sound safety (Safety, SafetyBudget) by an
	// assumption: StatusAtCount, GNU Go's status of the final position's
	// stones (GNUGoCountStatus, AssumedSafety).
	Assume Assumption
	// MaxAreaSize is the largest area searched (Options.MaxAreaSize):
	// DefaultRealAreaSize in the study.
	MaxAreaSize int
	Budget      search.Budget
	Check       search.Budget
}

// DefaultRealAreaSize is the real-game study's area limit, below the
// library's DefaultMaxAreaSize (16): with 16, ten more of the 67 positions
// decompose at k = 20 under the status at the count, but only one more is
// solved (the others stop on the ko search's or a local search's budget),
// for 2.4 times the study's CPU time (BENCHMARKS.md, lib/endgame).
const DefaultRealAreaSize = 9

// Assumption selects the safety of a real-game study: sound (NoAssumption)
// or assumed.
type Assumption uint8

const (
	// NoAssumption: the sound safety (SafetyOf).
	NoAssumption Assumption = iota
	// StatusAtCount: the status at the count as GNU Go judges the final
	// position (GNUGoCountStatus), taken back to each earlier position
	// (AssumedSafety).
	StatusAtCount
)

var assumptionNames = [...]string{"none", "count"}

func (a Assumption) String() string {
	if int(a) < len(assumptionNames) {
		return assumptionNames[a]
	}
	return fmt.Sprintf("Assumption(%d)", a)
}

// ParseAssumption reads "none" (or "") or "count".
func ParseAssumption(s string) (Assumption, error) {
	switch s {
	case "", "none":
		return NoAssumption, nil
	case "count":
		return StatusAtCount, nil
	}
	return NoAssumption, fmt.Errorf("unknown assumption %q (want none or count: the status at the count, by GNU Go)", s)
}

// DefaultRealBefore are the moves before the end the study analyses.
var DefaultRealBefore = []int{0, 5, 10, 20, 30, 40}

// DefaultRealParams are the study's defaults on the given games: k = 0, 5,
// 10, 20, 30, 40, SOLVER 1.0 + P with lib/safety's default budget (nodes
// only: rows do not depend on the machine's load), areas up to
// DefaultRealAreaSize points, 1,000,000 nodes per local search, and each solved position checked by a search of at most
// DefaultRealCheckNodes nodes with each player first.
// SOLVER 1.0 + P rather than SOLVER 3.0, the strongest solver: on the
// first 10 strong games at k = 0 and 10, SafetyOf(safety.Solver3) keeps
// more on 2 of the 20 positions (its second stage's closed-region proofs;
// the largest area shrinks from 310 to 283 and from 271 to 219 points)
// and the same on the others, for 1.4 times the CPU, and no position
// decomposes with either; 10 times the nodes per region search (500,000)
// or larger group zones change no more (BENCHMARKS.md). Even every point
// SOLVER 3.0 proves, kept without a neutrality test, leaves areas of
// dozens to hundreds of points.
func DefaultRealParams(games study.Files) RealParams {
	return RealParams{Games: games, Before: DefaultRealBefore, Safety: safety.Partial,
		SafetyBudget: safety.DefaultBudget(), MaxAreaSize: DefaultRealAreaSize,
		Budget: search.Budget{MaxNodes: 1_000_000}, Check: search.Budget{MaxNodes: DefaultRealCheckNodes}}
}

// DefaultRealCheckNodes is the node budget of the independent check of
// each solved position in the real-game studies (nodes only: the rows do
// not depend on the machine's load).
const DefaultRealCheckNodes = 1_000_000

// RealParamsIn returns the study's parameters on the games of the folder
// dir: at full scale DefaultRealParams on every game there (decomp study
// --scale full endgames-real); otherwise on the named games (file names
// without ".sgf"), at the given moves before the end and, when
// safetyNodes is positive, with that many safety nodes per position and
// 5,000 per region search (notebook 06's small default).
func RealParamsIn(dir string, full bool, games []string, before []int, safetyNodes int64) (RealParams, error) {
	if full {
		files, err := board.SGFFiles(dir)
		if err != nil {
			return RealParams{}, err
		}
		g, err := study.FilesOf(files)
		return DefaultRealParams(g), err
	}
	g := study.Files{Dir: dir}
	for _, n := range games {
		g.Names = append(g.Names, n+".sgf")
	}
	p := DefaultRealParams(g)
	if before != nil {
		p.Before = before
	}
	if safetyNodes > 0 {
		p.SafetyBudget.MaxNodes, p.SafetyBudget.RegionNodes = safetyNodes, 5_000
	}
	return p, nil
}

// options are the endgame options of a game of the study: under an
// assumption, GNU Go's status at the count of its final position.
func (p RealParams) options(ctx context.Context, rec *board.Record) (RealOptions, error) {
	o := RealOptions{Options: Options{Budget: p.Budget, MaxAreaSize: p.MaxAreaSize, Safety: SafetyOf(ctx, p.Safety, p.SafetyBudget)}, Check: p.Check}
	switch p.Assume {
	case NoAssumption:
	case StatusAtCount:
		st, err := GNUGoCountStatus(ctx, rec)
		if err != nil {
			return o, err
		}
		o.Assume = st
	default:
		return o, fmt.Errorf("endgame: unknown assumption %v", p.Assume)
	}
	return o, nil
}

// Run analyses every game (RealGame), one game per worker.
func (p RealParams) Run(ctx context.Context, o study.Options) ([]RealRow, error) {
	return eachGame(ctx, p.Games, o, func(ctx context.Context, name string, rec *board.Record) ([]RealRow, error) {
		ro, err := p.options(ctx, rec)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return RealGame(ctx, name, rec, p.Before, ro)
	})
}

// RealMovesParams are the parameters of decomp study endgames-real-moves:
// RealParams' games, solver and budgets, and the most moves walked back
// from the end (RealMoves).
type RealMovesParams struct {
	RealParams
	Limit int
}

// Run lists the moves of every game's solved ending (RealMoves), one game
// per worker.
func (p RealMovesParams) Run(ctx context.Context, o study.Options) ([]PlayedMove, error) {
	return eachGame(ctx, p.Games, o, func(ctx context.Context, name string, rec *board.Record) ([]PlayedMove, error) {
		ro, err := p.options(ctx, rec)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return RealMoves(ctx, name, rec, p.Limit, ro)
	})
}

// eachGame reads every game and runs f on it (named by its file name
// without folder and extension), one game per worker.
func eachGame[R any](ctx context.Context, games study.Files, o study.Options, f func(context.Context, string, *board.Record) ([]R, error)) ([]R, error) {
	return study.RunRows(ctx, games.Paths(), o, func(ctx context.Context, file string) ([]R, error) {
		rec, err := board.ReadSGFFile(file)
		if err != nil {
			return nil, err
		}
		return f(ctx, strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)), rec)
	})
}

// RealShare is the share of positions solved exactly k moves before the
// end under one safety, with the count of each blocker of the others and
// the outcomes of the checks of the solved ones (RealShares).
type RealShare struct {
	Safety    string            `json:"safety" csv:"safety"`
	Before    int               `json:"before" csv:"before_end"`
	Positions int               `json:"positions" csv:"positions"`
	Solved    int               `json:"solved" csv:"solved"`
	Percent   float64           `json:"percent" csv:"percent"`
	Blocks    map[BlockKind]int `json:"blocks" csv:"-"`
	// Checks counts the solved positions by the outcome of their check
	// (RealRow.Check).
	Checks map[CheckOutcome]int `json:"checks" csv:"-"`
}

// RealShares summarises study rows by safety and k: positions, solved,
// the share solved, what blocks the rest and how the solved ones were
// checked. Rows of different safeties are never counted together.
func RealShares(rows []RealRow) []RealShare {
	type key struct {
		safety string
		before int
	}
	var out []RealShare
	at := make(map[key]int)
	for _, r := range rows {
		s := group(&out, at, key{r.Safety, r.Before}, func() RealShare {
			return RealShare{Safety: r.Safety, Before: r.Before, Blocks: make(map[BlockKind]int), Checks: make(map[CheckOutcome]int)}
		})
		s.Positions++
		if r.Solved {
			s.Solved++
			s.Checks[r.Check]++
		} else {
			s.Blocks[r.Block]++
		}
		s.Percent = 100 * float64(s.Solved) / float64(s.Positions)
	}
	return out
}

// BlocksText lists the blockers, most frequent first ("unproven-group
// 40, budget 2").
func (s RealShare) BlocksText() string {
	return countsText(s.Blocks)
}

// ChecksText lists the outcomes of the checks ("agrees 12, budget 3").
func (s RealShare) ChecksText() string {
	return countsText(s.Checks)
}

// countsText lists counts by key, most frequent first, then by key.
func countsText[K interface {
	comparable
	fmt.Stringer
}](m map[K]int) string {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i].String() < keys[j].String()
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%v %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// RealCompareRow is one k of RealCompare: the positions solved exactly
// with the sound safety and under an assumption, side by side, with what
// blocks the rest and how the solved ones were checked.
type RealCompareRow struct {
	Before        int    `json:"before" csv:"before_end" table:"moves before the end"`
	Positions     int    `json:"positions" csv:"positions" table:"positions"`
	SolvedSound   int    `json:"solved_sound" csv:"solved_sound" table:"solved exactly (sound)"`
	SolvedAssumed int    `json:"solved_assumed" csv:"solved_assumed" table:"solved exactly (assumed)"`
	BlocksSound   string `json:"blocks_sound" csv:"blocks_sound" table:"what blocks the rest (sound)"`
	BlocksAssumed string `json:"blocks_assumed" csv:"blocks_assumed" table:"what blocks the rest (assumed)"`
	ChecksSound   string `json:"checks_sound" csv:"checks_sound" table:"checks (sound)"`
	ChecksAssumed string `json:"checks_assumed" csv:"checks_assumed" table:"checks (assumed)"`
}

// RealCompare puts the shares solved (RealShares) of sound rows and of
// rows under an assumption side by side, by k. It fails if a row of
// sound is not sound or a row of assumed is, or if assumed mixes
// assumptions: the two are never counted together.
func RealCompare(sound, assumed []RealRow) ([]RealCompareRow, error) {
	var name string
	for _, r := range sound {
		if r.Safety != SoundSafety {
			return nil, fmt.Errorf("endgame: a row of %s at k = %d is not sound (%s)", r.Game, r.Before, r.Safety)
		}
	}
	for _, r := range assumed {
		if r.Safety == SoundSafety || name != "" && r.Safety != name {
			return nil, fmt.Errorf("endgame: a row of %s at k = %d is %q, not under the assumption %q", r.Game, r.Before, r.Safety, name)
		}
		name = r.Safety
	}
	var out []RealCompareRow
	at := make(map[int]int)
	for _, s := range RealShares(sound) {
		c := group(&out, at, s.Before, func() RealCompareRow { return RealCompareRow{Before: s.Before, Positions: s.Positions} })
		c.SolvedSound, c.BlocksSound, c.ChecksSound = s.Solved, s.BlocksText(), s.ChecksText()
	}
	for _, s := range RealShares(assumed) {
		c := group(&out, at, s.Before, func() RealCompareRow { return RealCompareRow{Before: s.Before, Positions: s.Positions} })
		if c.Positions != s.Positions {
			return nil, fmt.Errorf("endgame: %d positions at k = %d under the assumption, %d sound", s.Positions, s.Before, c.Positions)
		}
		c.SolvedAssumed, c.BlocksAssumed, c.ChecksAssumed = s.Solved, s.BlocksText(), s.ChecksText()
	}
	return out, nil
}

// RealGameLoss is the points each player lost in one game's solved
// ending (RealGameLosses).
type RealGameLoss struct {
	Game      string `json:"game" csv:"game"`
	Safety    string `json:"safety" csv:"safety"`
	Moves     int    `json:"moves" csv:"moves"` // moves of the solved ending
	BlackLost int    `json:"black_lost" csv:"black_lost"`
	WhiteLost int    `json:"white_lost" csv:"white_lost"`
	// LosingMoves lists the moves that lost points, latest first, with
	// the points ("B O14 -1, W P15 -1, ...").
	LosingMoves string `json:"losing_moves" csv:"losing_moves"`
}

// RealGameLosses sums RealMoves rows by game (and safety: rows of
// different safeties are never summed together).
func RealGameLosses(moves []PlayedMove) []RealGameLoss {
	type key struct{ game, safety string }
	var out []RealGameLoss
	at := make(map[key]int)
	for _, m := range moves {
		g := group(&out, at, key{m.Game, m.Safety}, func() RealGameLoss { return RealGameLoss{Game: m.Game, Safety: m.Safety} })
		g.Moves++
		if m.Color == board.Black.String() {
			g.BlackLost += m.Lost
		} else {
			g.WhiteLost += m.Lost
		}
		if m.Lost != 0 {
			if g.LosingMoves != "" {
				g.LosingMoves += ", "
			}
			g.LosingMoves += fmt.Sprintf("%s %s %+d", strings.ToUpper(m.Color[:1]), m.Move, -m.Lost)
		}
	}
	return out
}

// group returns the element of *out for key k (at maps keys to indexes),
// appending a new one made by mk, in order of first appearance.
func group[K comparable, T any](out *[]T, at map[K]int, k K, mk func() T) *T {
	i, ok := at[k]
	if !ok {
		i = len(*out)
		at[k] = i
		*out = append(*out, mk())
	}
	return &(*out)[i]
}
