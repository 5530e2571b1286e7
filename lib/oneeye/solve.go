package oneeye

import (
	"context"
	"fmt"
	"github.com/decomplab/decomplab/lib/search"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/proof"
)

// Method selects the search of Solve.
type Method int8

const (
	// NoDDS is df-pn over the whole region with heuristic initial numbers.
	NoDDS Method = iota
	// DDS is df-pn with dynamic decomposition of the working region.
	DDS
	// RDS is DDS with relaxed decomposition on miai connections; a
	// defender win it finds is trusted, anything else is re-solved by DDS.
	RDS
	// Exhaustive is the history-aware exhaustive minimax of Minimax, the
	// reference for small regions.
	Exhaustive
)

// Methods lists the df-pn methods in the order of the paper's tables.
var Methods = []Method{NoDDS, DDS, RDS}

func (m Method) String() string {
	switch m {
	case NoDDS:
		return "nodds"
	case DDS:
		return "dds"
	case RDS:
		return "rds"
	case Exhaustive:
		return "minimax"
	}
	return fmt.Sprintf("Method(%d)", int8(m))
}

// ParseMethod reads "nodds", "dds", "rds" or "minimax".
func ParseMethod(s string) (Method, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "nodds", "no-dds":
		return NoDDS, nil
	case "dds":
		return DDS, nil
	case "rds":
		return RDS, nil
	case "minimax", "exhaustive":
		return Exhaustive, nil
	}
	return NoDDS, fmt.Errorf("bad method %q (want nodds, dds, rds or minimax)", s)
}

// Knowledge selects the static knowledge the df-pn methods share.
type Knowledge int8

const (
	// SharedKnowledge (the default) gives every df-pn method the same
	// static knowledge, so that no-DDS against DDS measures decomposition
	// alone: the terminal tests (eye made, crucial stone captured, no
	// potential eye point left: the paper's §3.2 "if no potential eye
	// point exists, the attacker wins") and, at every defender node, the
	// split analysis of DDS with its lost test (D3: no component can give
	// the eye, or the crucial blocks cannot be linked) and its eye sites.
	// No-DDS uses it as knowledge only: a lost defender node has no moves
	// and the defender plays only in the components that can decide, but
	// the working region never narrows (the attacker plays everywhere),
	// no subregion is chosen and the transposition key never changes.
	SharedKnowledge Knowledge = iota
	// DDSOnlyKnowledge is the earlier, asymmetric setting, kept for
	// comparison: only DDS and RDS have the split analysis; no-DDS plays
	// every legal move of the region and knows only the terminal tests.
	DDSOnlyKnowledge
)

func (k Knowledge) String() string {
	switch k {
	case SharedKnowledge:
		return "shared"
	case DDSOnlyKnowledge:
		return "dds-only"
	}
	return fmt.Sprintf("Knowledge(%d)", int8(k))
}

// ParseKnowledge reads "shared" or "dds-only".
func ParseKnowledge(s string) (Knowledge, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "shared", "":
		return SharedKnowledge, nil
	case "dds-only", "ddsonly", "asymmetric":
		return DDSOnlyKnowledge, nil
	}
	return SharedKnowledge, fmt.Errorf("bad knowledge %q (want shared or dds-only)", s)
}

// SplitRule chooses how DDS and RDS split a working region that touches
// several crucial blocks (package documentation, "Why the DDS rules are
// sound").
type SplitRule int8

const (
	// SoundSplit (the default): every component is a subregion of its own
	// (D1) only with a single crucial block, anchored; with several, the
	// useful components stay one subregion (D2). Stricter than §4.2's text.
	SoundSplit SplitRule = iota
	// TextSplit is §4.2 as written: the crucial stones split as the safe
	// attacker stones do, and the defender wins iff it wins in one
	// subregion (step 4). Unsound with several crucial blocks: it gives
	// false attacker wins (TestTextSplitCounterexample). For comparison
	// only; Solve refuses it.
	TextSplit
	// TextSplitDefenderWins is our sound extension: it searches with
	// TextSplit and trusts only a defender win (an eye made with moves in
	// one subregion is made whatever the attacker plays elsewhere: walls,
	// safe blocks and eye points never change); any other answer is
	// re-solved with SoundSplit, as RDS falls back (Stats.Fallback).
	TextSplitDefenderWins
)

func (r SplitRule) String() string {
	switch r {
	case SoundSplit:
		return "sound"
	case TextSplit:
		return "text"
	case TextSplitDefenderWins:
		return "text-defender-wins"
	}
	return fmt.Sprintf("SplitRule(%d)", int8(r))
}

// ParseSplitRule reads "sound" or "text-defender-wins" (the rules Solve
// accepts).
func ParseSplitRule(s string) (SplitRule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "sound", "":
		return SoundSplit, nil
	case "text-defender-wins":
		return TextSplitDefenderWins, nil
	}
	return SoundSplit, fmt.Errorf("bad split rule %q (want sound or text-defender-wins)", s)
}

// Options are the method, the static knowledge and the budget of a search.
type Options struct {
	Method Method
	// Split is the split rule of DDS and RDS with several crucial blocks
	// (zero value: SoundSplit).
	Split SplitRule
	// Knowledge: SharedKnowledge (zero value) or DDSOnlyKnowledge; it
	// changes only no-DDS.
	Knowledge Knowledge
	// ForcedMoves adds the forced-move test to the terminal test of every
	// df-pn method (our reading of §3's "forced moves that safely prune
	// other moves", forced.go): a position the player to move wins with
	// one move is decided without an expansion, so only the moves that
	// answer such a threat are searched. It never changes an answer.
	ForcedMoves bool
	// Budget is the shared budget: MaxNodes (node expansions) and MaxTime
	// (wall clock), 0 meaning no limit, and TTEntries, the size of the
	// df-pn transposition table (0: DefaultTableEntries).
	search.Budget
}

// DefaultTableEntries is the df-pn transposition-table size of a solve
// when Options.TTEntries is zero.
const DefaultTableEntries = proof.DefaultTableEntries

// Stats are the counters of one solve.
type Stats struct {
	// Stats holds what every search reports: Nodes (node expansions; df-pn:
	// proof.Stats.Nodes, minimax: positions searched), TTHits (look-ups that
	// found an entry), Elapsed (wall-clock time) and NodesPerSecond.
	search.Stats
	Expansions     int64 // move generations
	Decompositions int64 // expansions at which the working region split into several subregions (rule D1)
	Narrowings     int64 // defender expansions at which the working region shrank to one subregion (D1, D2)
	Lost           int64 // defender expansions the split analysis found lost (D3): no moves
	TextSplits     int64 // defender expansions TextSplit decided with several crucial blocks (lost, split or narrowed)
	ForcedWins     int64 // positions decided by the forced-move test (Options.ForcedMoves)
	TTProbes       int64 // transposition-table look-ups
	// SolvedEvicted counts evictions of solved table entries (lib/proof;
	// the answer stays right, see its documentation, "Evictions").
	SolvedEvicted int64
	// Fallback is set when RDS did not prove a defender win and the answer
	// comes from a DDS search (whose counters are included).
	Fallback bool
}

// DecompositionShare is the fraction of expansions at which a
// decomposition was found.
func (s Stats) DecompositionShare() float64 {
	if s.Expansions == 0 {
		return 0
	}
	return float64(s.Decompositions) / float64(s.Expansions)
}

func (s *Stats) add(o Stats) {
	s.Nodes += o.Nodes
	s.Expansions += o.Expansions
	s.Decompositions += o.Decompositions
	s.Narrowings += o.Narrowings
	s.Lost += o.Lost
	s.TextSplits += o.TextSplits
	s.ForcedWins += o.ForcedWins
	s.TTProbes += o.TTProbes
	s.TTHits += o.TTHits
	s.SolvedEvicted += o.SolvedEvicted
	s.Elapsed += o.Elapsed
}

// Result is the answer of a solve.
type Result struct {
	Outcome Outcome
	// Move is a move for the first player: a winning move when that player
	// wins, the most resistant one when it loses, the most promising one
	// when the outcome is Unknown; board.NoPoint if there is none.
	Move   board.Point
	First  board.Color
	Method Method
	Stop   search.Stop `json:",omitempty"` // why the search ended (search.Finished when it was solved); Stats.Stop holds the same
	Stats  Stats
}

// Solve solves p with first to move by opts.Method. It returns promptly
// with Outcome Unknown when the budget is exhausted or ctx is canceled. The
// error is for bad input (a first player that is not a colour, bad
// options), never for an unsolved problem. It makes a new df-pn table;
// a Solver solving many problems reuses one.
func Solve(ctx context.Context, p *Problem, first board.Color, opts Options) (Result, error) {
	return new(Solver).Solve(ctx, p, first, opts)
}

// Solver solves problems one after another, as Solve does, with the same
// results, but keeps its df-pn transposition table (one per table size
// asked for) and resets it between solves: a table is allocated and
// cleared once instead of for every solve (at the default size 16 MiB,
// which costs a solve of 100,000 nodes several percent of its time).
// The zero Solver is ready to use. A Solver is not safe for concurrent
// use; give each goroutine its own.
type Solver struct {
	tables map[int]*proof.Solver // by TTEntries
}

// dfpn returns a df-pn solver for budget, with an empty table.
func (s *Solver) dfpn(budget search.Budget) (*proof.Solver, error) {
	if ps := s.tables[budget.TTEntries]; ps != nil {
		ps.Reset()
		return ps, ps.SetLimits(budget.MaxNodes, budget.MaxTime)
	}
	ps, err := proof.NewSolver(proof.Options{Budget: budget, Epsilon: proof.DefaultEpsilon})
	if err != nil {
		return nil, err
	}
	if s.tables == nil {
		s.tables = make(map[int]*proof.Solver)
	}
	s.tables[budget.TTEntries] = ps
	return ps, nil
}

// Solve is the package's Solve on s's tables.
func (s *Solver) Solve(ctx context.Context, p *Problem, first board.Color, opts Options) (Result, error) {
	if first != board.Black && first != board.White {
		return Result{}, fmt.Errorf("oneeye: first player must be black or white, not %v", first)
	}
	if opts.Split != SoundSplit && opts.Split != TextSplitDefenderWins {
		return Result{}, fmt.Errorf("oneeye: split rule %v is not sound (use sound or text-defender-wins)", opts.Split)
	}
	switch opts.Method {
	case Exhaustive:
		return Minimax(ctx, p, first, opts)
	case RDS:
		// Theorem 6.1: only the defender's successes are trusted.
		return s.solveTrustingDefender(ctx, p, first, opts)
	case DDS:
		if opts.Split == TextSplitDefenderWins {
			return s.solveTrustingDefender(ctx, p, first, opts)
		}
	}
	return s.solveDFPN(ctx, p, first, opts)
}

// solveTrustingDefender runs a search whose defender wins are sound but
// whose attacker wins may not be (RDS, or the text's split rule), and
// replaces any answer but a defender win by a DDS search with the sound
// split rule, whose counters are added (Stats.Fallback).
func (s *Solver) solveTrustingDefender(ctx context.Context, p *Problem, first board.Color, opts Options) (Result, error) {
	start := time.Now()
	o := opts
	if o.Split == TextSplitDefenderWins {
		o.Split = TextSplit
	}
	res, err := s.solveDFPN(ctx, p, first, o)
	if err != nil || res.Outcome == DefenderWins {
		return res, err
	}
	if opts.Method == DDS && res.Outcome == AttackerWins && res.Stats.TextSplits == 0 {
		return res, nil // the text's rule decided no node: the search was the sound one
	}
	o = opts
	o.Method, o.Split = DDS, SoundSplit
	if opts.MaxNodes > 0 {
		o.MaxNodes = max(1, opts.MaxNodes-res.Stats.Nodes)
	}
	if opts.MaxTime > 0 {
		o.MaxTime = max(time.Millisecond, opts.MaxTime-time.Since(start))
	}
	res2, err := s.solveDFPN(ctx, p, first, o)
	if err != nil {
		return res, err
	}
	res2.Stats.add(res.Stats)
	res2.Stats.Elapsed = time.Since(start)
	res2.Stats.Fallback = true
	res2.Method = opts.Method
	return res2, nil
}

func (s *Solver) solveDFPN(ctx context.Context, p *Problem, first board.Color, opts Options) (Result, error) {
	g := newGame(p, first, opts.Method, opts.Knowledge)
	if opts.Method != NoDDS {
		// The split rule is DDS's and RDS's; no-DDS's knowledge (the
		// lost test) always uses the sound one.
		g.split = opts.Split
	}
	g.forced = opts.ForcedMoves
	budget := opts.Budget
	if budget.TTEntries == 0 {
		budget.TTEntries = DefaultTableEntries
	}
	ps, err := s.dfpn(budget)
	if err != nil {
		return Result{}, fmt.Errorf("oneeye: %w", err)
	}
	r, err := ps.Solve(ctx, g)
	if err != nil {
		return Result{}, fmt.Errorf("oneeye: %w", err)
	}
	res := Result{First: first, Method: opts.Method, Stop: r.Stop, Move: board.NoPoint}
	switch r.Outcome {
	case proof.Proven:
		res.Outcome = DefenderWins
	case proof.Disproven:
		res.Outcome = AttackerWins
	}
	switch {
	case r.BestMove != proof.NoMove:
		res.Move = toPoint(r.BestMove)
	case res.Outcome == AttackerWins && g.expansions > 0:
		// A defender root found lost by the split analysis has no
		// moves in the search; no move helps, so pass.
		res.Move = board.Pass
	}
	res.Stats = Stats{
		Stats:          search.Stats{Nodes: r.Stats.Nodes, TTHits: r.Stats.TTHits, Elapsed: r.Stats.Elapsed, MaxDepth: r.Stats.MaxDepth, Stop: r.Stop},
		Expansions:     g.expansions,
		Decompositions: g.decompositions,
		Narrowings:     g.narrowings,
		Lost:           g.lost,
		TextSplits:     g.textSplits,
		ForcedWins:     g.forcedWins,
		TTProbes:       r.Stats.TTProbes,
		SolvedEvicted:  r.Stats.SolvedEvicted,
	}
	return res, nil
}

// String summarises the result on one line, e.g. "defender wins (dds, 123
// nodes, 1.2 ms, 5 decompositions)". The move is left out: its GTP name
// needs the board height (Result.Move.GTP(height)).
func (r Result) String() string {
	var sb strings.Builder
	if r.Outcome == Unknown {
		fmt.Fprintf(&sb, "unknown (%v)", r.Stop)
	} else {
		fmt.Fprintf(&sb, "%v wins", r.Outcome)
	}
	fmt.Fprintf(&sb, " (%v, %d nodes, %.1f ms, %d decompositions", r.Method, r.Stats.Nodes,
		float64(r.Stats.Elapsed.Microseconds())/1000, r.Stats.Decompositions)
	if r.Stats.Fallback {
		sb.WriteString(", DDS fallback")
	}
	sb.WriteString(")")
	return sb.String()
}
