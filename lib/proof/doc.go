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
// A MID call first looks its position up: if the table says it is solved
// meanwhile (the parent's numbers are refreshed only from the child it
// searched, so they can be stale), it returns that. Otherwise it is one
// node expansion (Stats.Nodes): it generates the
// moves and, for every child, checks the path for a repetition, calls
// Evaluate, and for a non-terminal child probes the transposition table,
// starting new positions at (1, 1) or Initializer.InitialNumbers. It stops
// at the first path-independent winning child. The children's numbers live
// in one stack of child records shared by all calls on the path (no
// allocation per node), refreshed from the value each child search
// returns.
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
// An array of two-entry buckets (32-byte entries, a bucket per cache
// line), at most Options.TTEntries entries. It starts at 64 KiB and
// grows 16-fold (up to its limit) whenever a new position finds its bucket
// full, so a small search works in a small, cache-resident table, and no
// entry is replaced before the table reaches its limit; tables from 4 MiB
// ask Linux for transparent huge pages. A presence filter (8 bits a
// bucket) lets look-ups of new positions, most of a search's, skip the
// table, and the buckets of the other children are prefetched together. Every entry counts the work (node expansions) spent on its
// position; at the limit a new position replaces an empty entry, else the
// unsolved entry with less work, else the solved one with less work, so
// expensive and solved results survive. A solved entry is never
// overwritten by a later result for the same position. A result that
// depends on a repetition gets an entry of its own, keyed by the position
// and the history key (below), and the position's main entry is flagged so
// that only such positions pay a second probe; results of one position
// under different histories therefore do not overwrite each other (when
// they did, plain Nagai thresholds could crawl on for billions of
// expansions; thrashGraph in the tests). Children are looked up after all
// of them were played and evaluated: one pass touches every child's
// bucket, a run of independent loads whose cache misses the processor
// overlaps, and a second pass reads them. A Solver keeps its table
// between Solve calls; Reset clears it at no cost (a bit per bucket marks
// the buckets written since; the others count as empty and are emptied
// when first written), so a Solver reset between searches, with
// SetLimits for each search's budget, allocates and clears its table
// once, not once per search.
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
// the time they were solved. A final win rests on a winning child solved
// earlier (a loss on all children), so the player who wins can always move
// to a position solved earlier; play following that strategy never
// repeats a position and ends in terminal positions, whatever the history.
// It never enters the current path either, since positions on the path are
// unsolved (they are being searched), as long as no final entry is evicted
// and its position searched again (Stats.SolvedEvicted counts such
// evictions).
//
// # Evictions
//
// The root answer stays correct after evictions, under a uniform
// repetition rule (every repetition Disproven, the default, or every one
// Proven), barring 64-bit hash collisions. Take the default rule; let A be
// the attractor of the OR player, the least set holding the terminal
// Proven positions, the AND positions without moves, the OR positions with
// a move into A and the AND positions with all moves into A. From a
// position in A the OR player wins whatever the history (it steps down the
// attractor, never repeating), from any other one the AND player avoids A
// for ever, and every play ends in a Disproven terminal, a repetition or an
// OR position without moves: membership in A is the value with the empty
// history, the root's.
//
//   - Every Proven result is in A: by induction on the time results are
//     made, a Proven result comes from a Proven terminal, or from a Proven
//     child (OR) or all children Proven (AND), each in A by induction; a
//     repetition leaf is never Proven. Whether the table forgot and
//     re-derived anything on the way does not matter.
//   - Every Disproven result made under a history H is a loss under H, and a
//     final one under every history: it comes from Disproven terminals,
//     repetitions of H (losses under H by the rule), final Disproven
//     results (losses under any history, by induction: more history only
//     takes moves from the OR player) and history-tagged ones reused under
//     exactly their history.
//
// So a Proven root is in A and a Disproven root is a loss under the empty
// history: the answer is right although an individual final win reused
// under some other history may not be (that is what SolvedEvicted warns
// of). With every repetition Proven the argument holds with the players
// exchanged. A rule that differs from position to position is outside it;
// TestEvictedSolvedEntries checks it empirically, along with both uniform
// rules, with tables of 2 to 16 entries on thousands of cyclic graphs
// against retrograde analysis and exhaustive minimax. Where certainty for
// such a rule matters, extract the tree with ProofTree and verify it with
// Tree.Check: a tree that passes is a proof under the history-aware rules
// whatever happened in the table (ProofTree reports ErrInconsistent
// instead of returning a bad tree). Kishimoto and Müller's general GHI
// solution ("A general solution to the graph history interaction problem",
// AAAI 2004) reuses path-dependent results more often; the simple scheme
// costs re-search only in positions that actually depend on a repetition.
//
// # Results
//
// Solve returns the Outcome (Proven, Disproven, or Unknown when the budget
// ran out or ctx was canceled; Stop, a search.Stop, says which and is
// search.Finished when the root was solved), the best root move, the
// root numbers and Stats. ProofTree extracts the proof or disproof tree as
// a value: where the player to move wins it follows the winning move stored
// with the position (which rests on results solved before it, so the walk
// cannot run into the path), where that player loses it takes every move;
// positions evicted from the table are searched again. Tree.Check verifies
// any tree by replaying it on the problem.
//
// Searches nested inside a search (a Problem whose Evaluate runs another
// proof search, as dynamic decomposition does) need their own Solver: a
// Solver refuses a call made during its own search: Solve and ProofTree
// return ErrBusy, a misuse rather than a reason for a search to stop.
//
// # Performance
//
// Measurements are in BENCHMARKS.md (section lib/proof: command,
// machine, date, table). Headline: 4.1 million expansions per CPU second
// on a random AND/OR tree with a 1M-entry table (6.8 million with 32k
// entries). RandomTree is a hash-defined random AND/OR tree, TakeAway a
// game with a transposition at every position, CyclicGraph a random
// cyclic graph with repetitions. The 1+epsilon trick (epsilon 0.25) saves
// 44% of the expansions of the random tree. With a large table the cost
// of an expansion is dominated by table probes (cache misses), which the
// two-pass lookup of the children and huge pages reduce.
//
// # Plugging in a solver (the one-eye problem)
//
// lib/oneeye implements Problem on a board with Play/Undo:
//
//   - Moves: the empty points of the working region as Move (board point
//     index), plus a reserved pass value if the rules allow passing.
//   - Hash: the board's Zobrist hash XOR the side to move XOR a key of the
//     current working region and of the ko point. Everything the local
//     result depends on must be in the hash, because the table identifies
//     positions by it alone: with dynamic decomposition two searches of the
//     same stones in different working regions are different problems.
//     When several sub-problems share one Solver (to keep its table),
//     include a key of the sub-problem (region, crucial stones, goal) too;
//     otherwise call Reset between them.
//   - Evaluate: Proven once the defender has a safe eye connected to all
//     crucial stones (static check), Disproven once a crucial stone is
//     captured or the region has no room for an eye; Unknown otherwise.
//     Evaluate is called for every new child on expansion, so it must be
//     cheap; it runs before the table probe.
//   - OrNode: the defender (the player who must make the eye) is the OR
//     player.
//   - RepetitionRule: the default (a repetition fails for the OR player)
//     treats ko fights the defender cannot win without repetition as
//     failures; implement RepetitionOutcome to choose another ko rule.
//   - Initializer: heuristic initial numbers, for example pn from the
//     number of eye points the defender still needs and dn from the
//     attacker moves needed to destroy them (Kishimoto and Müller use
//     such domain knowledge); without it every new position starts at
//     (1, 1).
//   - Lookahead: the hash, Evaluate and initial numbers of a child without
//     playing it, where the problem can tell them cheaply (a one-eye child
//     by a move that captures nothing differs from its parent by a stone):
//     most children are generated and never played again, so this saves
//     most Play and Undo calls. It must answer exactly as playing would
//     (TestLookaheadIsPlay; oneeye's TestChildIsPlayed).
//
// Budgets: Options.Budget (the shared search.Budget: MaxNodes, MaxTime,
// TTEntries) and the context (interrupting a notebook cell cancels it);
// Result.Stop (search.NodeLimit, search.TimeLimit, search.Canceled)
// tells which one ended the search and Result.Stats carries
// the counters. Node counts are deterministic.
//
// # How it is tested
//
// Against independent methods, never against hard-coded answers:
// plain exhaustive minimax with the same history-aware repetition rule and
// no table on thousands of seeded random cyclic and acyclic graphs (default
// and per-position repetition outcomes) and random AND/OR trees; retrograde
// analysis (which equals history-aware minimax under the default rule) on
// random cyclic graphs of up to 300 positions; the closed form and minimax
// on take-away games; exhaustive search on tic-tac-toe positions. Every
// configuration runs with Nagai thresholds, with 1+epsilon, and with a
// two-entry table (constant eviction); TestEvictedSolvedEntries solves
// 18,600 graphs with tables of 2 to 16 entries under all three kinds of
// repetition rule and requires that solved entries really were evicted;
// the table tests check growth without loss. Every extracted proof tree is
// checked by replay (Tree.Check). Hand-made graphs show graph-history
// interaction under both rules and the sibling-cycle loop, and that a
// deliberately naive table (storing repetition-dependent results as final)
// gets them wrong, as it does some of the random graphs.
package proof
