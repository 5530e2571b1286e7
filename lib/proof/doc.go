// Package proof is a generic depth-first proof-number search (df-pn) over
// AND/OR game graphs with repetitions. It knows nothing of Go: a Problem is
// any position with Moves, Play, Undo, Hash, Evaluate and OrNode, and the
// one-eye solver (lib/oneeye, Kishimoto and Müller, "Dynamic Decomposition
// Search", Section 3: df-pn as the underlying search) plugs board points in
// as Moves.
//
// # Algorithm
//
// Proof-number search (Allis) keeps for every position a proof number pn
// (how many leaves must still be proven for the OR player to win) and a
// disproof number dn. df-pn (Nagai 2002) runs it depth first: MID(n)
// searches the child with the smallest proof number of the player to move
// (phi/delta notation) until phi or delta of n reaches the thresholds
// handed down by the parent: the child gets the threshold
// min(th_phi(n), phi_2 + 1), phi_2 being the second-best child, and
// th_delta(n) - delta(n) + delta(child). With Options.Epsilon > 0 the
// child keeps going until about (1+epsilon) phi_2 (Pawlewicz and Lew,
// "Improving depth-first PN-search: 1+epsilon trick", CG 2006), which cuts
// re-expansions of the same subtrees. Numbers are uint32 with Infinity for
// solved and saturating sums that stop one below Infinity, so an unsolved
// position never looks solved and thresholds never overflow.
//
// Each MID call is one node expansion: it generates the moves and looks up
// every child in the transposition table, evaluating new ones with
// Evaluate (and Initializer.InitialNumbers when the problem has it). The
// children's numbers are kept in a stack-allocated array for the duration
// of the call, refreshed from the value each child search returns.
//
// A call always searches its best child at least once, with thresholds
// raised just above its numbers if it is entered with numbers over its
// thresholds. Without this, two positions in a cycle off the current path
// can feed each other's numbers through the table and df-pn bounces
// between them forever (see cycleGraph in the tests); with it every call
// descends to a position that is solved on expansion.
//
// # Transposition table
//
// A fixed array of two-entry buckets (32-byte entries, a bucket per cache
// line), sized from Options.TableBytes. Every entry counts the work (node
// expansions) spent on its position; a new position replaces an empty
// entry, else the unsolved entry with less work, else the solved one with
// less work, so expensive and solved results survive. A Solver keeps its
// table between Solve calls; Reset clears it.
//
// # Repetitions and graph-history interaction
//
// A move to a position whose hash is already on the current path is a
// leaf whose value is the problem's RepetitionRule, by default Disproven
// (the prover must reach its goal in finitely many moves). The value of a
// position then depends on the path that led to it, and a table that
// reuses such a value on another path gives wrong answers (graph-history
// interaction, GHI; ghiGraph in the tests is a three-position example).
//
// The package uses the simple sound scheme: every solved result records
// whether it depends on a repetition leaf (a win depends on one only if
// every winning child does, a loss if any child does). Results that do not
// are stored as final. Results that do are stored tagged with the
// history key, an order-independent hash (XOR) of the positions on the
// path above the node, and reused only under exactly that set of
// positions, which determines the whole search below the node. Unsolved
// numbers are heuristics and are shared freely.
//
// Why a final result may be reused on any path: order solved positions by
// the time they were solved. A final win rests on a winning child (a loss
// on all children) solved earlier, so the player who wins can always move
// to a position solved earlier; play following that strategy never
// repeats a position and ends in terminal positions, whatever the history.
// It never enters the current path either, since positions on the path are
// unsolved (they are being searched) - which holds as long as no final
// entry is evicted from the table and searched again. Stats.SolvedEvicted
// counts such evictions; while it is zero the result is sound, and the
// property tests check agreement with exhaustive minimax also with a
// two-entry table where eviction is constant. The Kishimoto-Müller GHI
// solution (CG 2004) reuses path-dependent results more often; the simple
// scheme costs re-search only in positions that actually depend on a
// repetition.
//
// # Results
//
// Solve returns the Outcome (Proven, Disproven, or Unknown when the budget
// ran out or ctx was canceled; Stop says which), the best root move, the
// root numbers and Stats. ProofTree extracts the proof or disproof tree as
// a value, following the table and re-searching evicted positions, and
// Tree.Check verifies any tree by replaying it on the problem.
//
// # How it is tested
//
// Against plain exhaustive minimax with the same history-aware repetition
// rule and no table: thousands of seeded random cyclic and acyclic graphs
// (default and per-position repetition outcomes), random AND/OR trees,
// take-away games (also against the closed form) and tic-tac-toe; every
// extracted proof tree is checked by replay. A deliberately naive table
// (storing repetition-dependent results as final) is shown to fail on the
// same random graphs, so the tests can see GHI errors.
package proof
