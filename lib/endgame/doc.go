// Package endgame solves Go endgames by decomposition search (M. Müller,
// "Decomposition search: a combinatorial games approach to game tree
// search, with applications to solving Go endgames", IJCAI-99; "Global and
// local game tree search", Information Sciences 2001), with full-board
// alpha-beta as the baseline it is checked against.
//
// # The pipeline
//
//   - Safety (BensonSafety; IJCAI-99, "safe stones and territories"):
//     Benson's unconditionally alive blocks and the regions they enclose
//     (lib/safety). Any SafeFunc can be plugged in through Options.Safety.
//   - Areas (Decompose; IJCAI-99, the decomposition into independent
//     areas): the connected components of the points that are neither safe
//     stones nor safe territory. Empty points between safe stones of both
//     colours are neutral; they are 1-point areas of value 0 (Japanese).
//     Areas are labelled from the problem's SGF LB markup.
//   - Local combinatorial game search (LCGS; IJCAI-99, "local search"):
//     in each area both players may move, one may move several times in a
//     row, nobody passes. A node is terminal when the area is settled
//     (every non-safe component is one colour's territory, each point next
//     to one of its safe stones, or under Japanese rules a single dame
//     point) or nobody has a legal move. Nodes are shared through a
//     transposition table keyed by the Zobrist hash; edges carry the
//     prisoners a move takes (Japanese scoring), so node values are
//     relative and transpositions reached with different captures agree.
//     No pruning is done (only provably safe pruning is allowed, and none
//     is needed at these sizes).
//   - Local repetition (Information Sciences 2001, ko): the board's simple-ko
//     ban is replaced by a path repetition rule. If any move would repeat a
//     position on the path, the area has two bounding games: the first
//     search already forbids repetition to Black only (White wins every
//     local ko; without any repeating move it is the exact game), a second
//     one forbids it to White only. Equal canonical values give the area's value; unequal ones
//     are a local evaluation failure for that area (ErrLocalEvaluation),
//     while the other areas are still solved.
//   - Evaluation (Evaluate; IJCAI-99, "evaluation"): bottom-up to canonical
//     combinatorial games in a lib/cgt Store: a terminal is its integer
//     score, an inner node {gain + value(child) | ...}.
//   - Sum play (IJCAI-99, "sum play"; incentives after Berlekamp and Wolfe,
//     Mathematical Go): areas whose value is a number are left alone
//     (number avoidance); among the other areas' moves, one whose incentive
//     G' - G dominates every other incentive is optimal in the sum and is
//     played; if none dominates, combinatorial summation of the non-number
//     areas decides: a move keeping the stop of the sum. The sum is kept in
//     a balanced tree of partial sums (a move changes one leaf and the sums
//     above it) of reduced canonical forms (Grossman & Siegel; the simplest
//     game infinitely close to a value): stops are monotone, so games an
//     infinitesimal apart have equal stops, and stops are all sum play asks
//     of the sum. Play with each player first gives the two minimax scores
//     and an optimal sequence, checked legal move by move on a copy of the
//     board.
//
// The alpha-beta baseline (AlphaBeta) plays on the whole board over the
// union of the areas, with passes (two passes end the game, which is then
// scored statically: settled components as above, unsettled ones 0), a
// Zobrist transposition table (side to move, ko point and pass count in
// the key; values relative to the prisoners taken so far), MTD(f)
// null-window searches, positional repetition along the path forbidden, and
// four switchable enhancements: SortByArea, GlobalBestMove (the table's best
// move first), LocalBestMove (each area's last best move first) and
// PartialOrder (better-than-dame moves, then pass; moves in settled areas
// pruned under Japanese rules). NodeCounts produces the rows of the paper's
// node-count comparison (LCGS against alpha-beta per enhancement
// combination over growing sums of areas) for lib/study.
//
// # Data and agreement
//
// Problems are composed by Compose from a Layout of catalogue shapes
// (Catalogue, Generate): Benson-alive walls of alternating colour with
// local shapes where they meet. data/endgames holds the project's problems
// with their minimax scores (ReadProblem; data/README.md). The tests check
// that decomposition search and alpha-beta give the same minimax score,
// with both first players, on every catalogue shape, on random small
// boards, on every small data problem and on the growing area sums of the
// larger ones as far as alpha-beta gets; and that Solve reproduces the
// recorded scores.
//
// LCGS resolves the graph history interaction exactly: a stored node is
// reused only if its stored subgraph holds no position of the current path
// (TestModeTableKeepsValues compares with a search that stores no
// path-dependent node).
//
// Both searches recurse once per move; a path of MaxLocalDepth moves ends
// them like an exhausted budget (ErrBudget; an empty 1x19 board is one
// 19-point area whose paths would otherwise outgrow the stack).
//
// Known limits: the static end-of-game scoring of alpha-beta counts
// unsettled components as 0, so shapes whose optimal play leaves an area
// unsettled (e.g. stones alive by a miai connection) make the two methods
// disagree; the catalogue excludes them. A local position is terminal only
// when the whole area is settled: until then a dame point or a territory
// point inside the area can still be filled (a tempo move), while a dame
// point that is an area of its own is 0; splitting positions into
// independent parts during LCGS would make these terminal earlier and
// change some canonical values (not their stops, in the cases tried), so it
// is not done. Alpha-beta's transposition table
// ignores the graph history interaction (positional repetition is
// forbidden along the path, but a stored value is not re-checked against
// another path); with ko-free areas it does not arise.
//
// # Performance
//
// go test -bench . ./lib/endgame on an AMD EPYC, 2 cores shared with other
// jobs (load about 10: wall times vary by 3x; the cpu-ms metric is the
// process's CPU time per operation):
//
//	paper-scale (87 points, 29 areas): safety, LCGS, evaluation, sum play
//	with both first players and both full sequences
//	                          15 ms CPU (was 110-160 ms), 5993 LCGS nodes
//	medium-01 (17 points, 6 areas), decomposition search
//	                          4 ms CPU, 1640 LCGS nodes
//	medium-01, alpha-beta with all enhancements, Black first
//	                          155 ms CPU, 35035 nodes
//
// The paper reports 1.1 s on a 250 MHz G3 for 89 points in 29 areas with
// 420 LCGS nodes. Of our 15 ms, LCGS takes about 9 ms, evaluation 2 ms and
// sum play 3 ms. Sum play used to take over 100 ms: it summed the exact
// canonical values, and sums of a dozen hot Go values with infinitesimal
// parts (the * of {4|2,{2|-4*}||0|-2}) have canonical forms of hundreds of
// options; the reduced forms' sums are small ({3|2||1|0}).
//
// Why 5993 LCGS nodes where the paper has 420 (LocalGame.Stats counters
// positions, nodes_second_bound, reach_hits; TestLCGSCounters): the 29
// areas hold only 874 distinct local positions, and 313 of the nodes are
// settled terminals (none is terminal without being settled). The rest are
// duplicates from the exact handling of local repetition: 14 of the 29
// areas can repeat a position (captures and recaptures of stones played in
// them, even where only bad moves lead there), so they are
// searched twice, once per ko bound (2776 nodes of the second bounds), and
// a stored node whose subgraph meets the current path is searched again
// (1409 times), since its stored value may hide a repetition. The three
// 6-point areas J, K and V have 110 positions each but 1418-1513 nodes;
// the four 4-point areas of value 0 have 67 positions and 208 nodes each.
// Our areas also hold more than the paper's: unsafe stones of both colours
// inside them, so that every legal sequence of captures is part of the
// local game. Pruning that would reduce these numbers (merging positions
// across paths, one search for both ko bounds, terminals for areas with
// dead stones) changes either the graph history handling or the local game
// model against which alpha-beta is checked; none is done without a proof.
//
// Alpha-beta on growing sums of the paper-scale areas (NodeCounts, budget
// 1,000,000 nodes per search, Black first): without enhancements A+B+C
// (14 points) takes 80604 nodes and A..E (16 points) 477509, A..F (17
// points) is out of reach; with all four enhancements A..E takes 36564
// nodes (moves in the settled dame areas are pruned) and A..I (21 points)
// 132618, A..J is out of reach; decomposition search solves all 87 points
// with 5993 LCGS nodes. The paper's alpha-beta reached about 37 points.
// decomp study endgame-subsets gives these rows for every subset A ..
// A..AC (quick scale, alpha-beta budget 100,000 nodes: 4 s wall, 2.3 s CPU).
//
// # Database and games
//
// With Options.DB (OpenDB, bbolt) local game graphs are stored under a
// normalised key of the area and its safe surroundings and reused across
// areas and problems (decomp endgame --db). TestAgainstGNUGo plays
// decomposition search against GNU Go (GTP, internal/gtp) from data
// problems with each colour first; it never ends below the minimax score.
package endgame
