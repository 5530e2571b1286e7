package proof

import (
	"errors"
	"fmt"

	"github.com/decomplab/decomplab/lib/search"
)

// Move is a move of a Problem, encoded as a small integer chosen by the
// problem (for Go: a board point, with a reserved value for pass).
type Move int32

// NoMove is returned where no move exists (a terminal root, or a lost
// position with no moves).
const NoMove Move = -1

// Outcome is the result of a proof search from the OR player's point of view.
type Outcome int8

const (
	// Unknown: not terminal (from Evaluate) or not solved within the budget
	// (from a search).
	Unknown Outcome = iota
	// Proven: the OR player wins.
	Proven
	// Disproven: the OR player does not win.
	Disproven
)

func (o Outcome) String() string {
	switch o {
	case Unknown:
		return "unknown"
	case Proven:
		return "proven"
	case Disproven:
		return "disproven"
	}
	return fmt.Sprintf("Outcome(%d)", int8(o))
}

// Problem is a position of a two-player AND/OR game that the search mutates
// with Play and Undo. It must not be used concurrently by other goroutines
// while a search runs.
type Problem interface {
	// Moves appends the legal moves of the current position to buf and
	// returns the extended slice.
	Moves(buf []Move) []Move
	// Play plays a move returned by Moves.
	Play(m Move)
	// Undo takes back the last move played.
	Undo()
	// Hash is the key of the current position. It must include the side to
	// move and everything else the outcome depends on (for example a search
	// context such as a working region). Equal hashes are treated as the
	// same position, both in the transposition table and for repetition
	// detection.
	Hash() uint64
	// Evaluate returns Proven or Disproven for a terminal position and
	// Unknown for a position that needs search. A position with Unknown
	// evaluation and no moves is lost for the player to move.
	Evaluate() Outcome
	// OrNode reports whether the player to move is the OR (proving) player.
	// Players need not alternate.
	OrNode() bool
}

// Initializer is an optional interface of a Problem: heuristic initial proof
// and disproof numbers for a new, non-terminal position (the current one).
// Values are clamped to [1, Infinity-1].
type Initializer interface {
	InitialNumbers() (pn, dn uint32)
}

// Lookahead is an optional interface of a Problem: what the search would
// learn by playing move m (one returned by Moves) from the current
// position, without playing it. Child returns the child's Hash, its
// Evaluate and, when that is Unknown, its InitialNumbers (if the Problem
// is an Initializer), all exactly as Play(m) followed by those calls would
// give them, with ok true; or ok false when it cannot tell cheaply, and the
// search then plays m. The current position is left unchanged. The search
// uses it to generate children, most of which are never played again:
// a child on the search path is still played (RepetitionRule looks at it).
type Lookahead interface {
	Child(m Move) (hash uint64, out Outcome, pn, dn uint32, ok bool)
}

// RepetitionRule is an optional interface of a Problem. When a move leads to
// a position whose hash is already on the current search path (root to
// current node), the search calls RepetitionOutcome with that repeated
// position as the current position, and takes its answer as the value of
// the repeated position. Without this interface, and when it returns
// Unknown, a repetition is Disproven: the OR player has to prove the goal in
// a finite number of moves, so going round in a loop is a failure for the
// prover.
type RepetitionRule interface {
	RepetitionOutcome() Outcome
}

// Infinity is the proof or disproof number of a solved position.
const Infinity uint32 = 1<<32 - 1

// DefaultEpsilon is the recommended growth factor of the 1+epsilon trick.
const DefaultEpsilon = 0.25

// DefaultTableEntries is the transposition-table size (entries) when
// Options.TTEntries is zero.
const DefaultTableEntries = 1 << 19

// Options are the budget and the settings of a search. The zero value is a
// valid configuration: unlimited nodes and time, a table of
// DefaultTableEntries, plain Nagai thresholds (Epsilon 0).
type Options struct {
	// Budget is the shared budget of every decomplab search: MaxNodes
	// limits node expansions, MaxTime the wall-clock time (0: no limit);
	// TTEntries is the number of transposition-table entries, rounded down
	// to a power of two (at least one bucket); 0 means DefaultTableEntries.
	search.Budget
	// Epsilon is the 1+epsilon threshold factor of Pawlewicz and Lew: the
	// best child is searched until its proof number exceeds
	// (1+Epsilon) times the second best one instead of the second best
	// plus one. 0 gives Nagai's original thresholds.
	Epsilon float64

	// naiveGHI, used by tests only, stores results that depend on a path
	// repetition as if they were path independent (the unsound shortcut
	// the package exists to avoid).
	naiveGHI bool
}

// DefaultOptions returns Options with the recommended Epsilon and no limits.
func DefaultOptions() Options {
	return Options{Epsilon: DefaultEpsilon}
}

// ErrBadOptions is wrapped by the error NewSolver returns for invalid Options.
var ErrBadOptions = errors.New("proof: invalid options")

func (o Options) validate() error {
	switch {
	case o.MaxNodes < 0:
		return fmt.Errorf("%w: MaxNodes %d is negative", ErrBadOptions, o.MaxNodes)
	case o.MaxTime < 0:
		return fmt.Errorf("%w: MaxTime %v is negative", ErrBadOptions, o.MaxTime)
	case o.TTEntries < 0:
		return fmt.Errorf("%w: TTEntries %d is negative", ErrBadOptions, o.TTEntries)
	case o.TTEntries > 1<<36:
		return fmt.Errorf("%w: TTEntries %d is more than 2^36", ErrBadOptions, o.TTEntries)
	case !(o.Epsilon >= 0 && o.Epsilon <= 16): // also rejects NaN
		return fmt.Errorf("%w: Epsilon %v is outside [0, 16]", ErrBadOptions, o.Epsilon)
	}
	return nil
}

// Stats are the counters of one search.
type Stats struct {
	// Stats holds what every search reports: Nodes (node expansions, i.e.
	// calls of the recursive search, each generating moves), TTHits
	// (look-ups that returned a usable entry), TTStores (entries written),
	// MaxDepth (deepest node expanded, root = 0) and Elapsed (wall-clock
	// time), with NodesPerSecond.
	search.Stats
	Evaluations int64 `json:"evaluations"` // calls of Problem.Evaluate
	Repetitions int64 `json:"repetitions"` // children found on the current path
	TTProbes    int64 `json:"tt_probes"`   // transposition-table look-ups
	TTReplaced  int64 `json:"tt_replaced"` // writes that evicted an entry of another position
	// SolvedEvicted counts evictions of path-independent solved entries.
	// While it is zero the result is sound for every repetition rule; with
	// a uniform rule it is sound anyway, with a rule per position only
	// checked empirically (package documentation, "Evictions").
	SolvedEvicted int64 `json:"solved_evicted"`
	PathResults   int64 `json:"path_results"` // solved results that depend on a path repetition (stored history-tagged)
}

// Result is the answer of a search.
type Result struct {
	Outcome Outcome
	// BestMove is a move for the player to move at the root: a winning move
	// when that player wins, the most resistant move (largest refutation
	// effort) when that player loses, the most promising move when the root
	// is Unknown. NoMove when the root is terminal or has no moves.
	BestMove Move
	// PN and DN are the root's proof and disproof numbers at the end.
	PN, DN uint32
	// Stop is why the search ended: search.Finished when the root was
	// solved, otherwise the limit that ended it (NodeLimit, TimeLimit,
	// Canceled). Stats.Stop holds the same value.
	Stop  search.Stop `json:",omitempty"`
	Stats Stats
}
