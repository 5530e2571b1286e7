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
//     SafetyOf runs lib/safety's search-based solvers and keeps, beyond
//     Benson's points, only regions that are score-neutral (every point
//     next to them is a safe stone or the same colour's territory, so
//     every threat is made and answered inside; Müller 2001, Sections
//     4.2.2 and 4.2.6 case 1): the safety solver never changes a minimax
//     score (TestSafetyNeverChangesScore, every data problem under both
//     rules and random composed problems).
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
//     relative to the prisoners taken so far and transpositions reached
//     with different captures share one node: only repetition makes a
//     node path dependent. LCGS runs in two phases (unroll.go): every
//     local position is expanded once on the board (the position graph),
//     then the game graphs are built from it. No pruning is done (only provably safe pruning
//     is allowed, and none is needed at these sizes). Identical areas (up
//     to rotation, reflection and colour swap, see the database below)
//     are searched once per solve and shared (counter shared_areas).
//   - Local repetition (Information Sciences 2001, ko): the board's simple-ko
//     ban is replaced by a path repetition rule. If a position can repeat
//     (the position graph has a cycle reachable from the root), the area
//     has two bounding games, one where Black may not repeat a position of
//     the path (White wins every local ko) and one where White may not;
//     without a reachable cycle they are one and the same exact game.
//     A node's value depends on the path only through the path positions
//     of its strongly connected component that a refusable move reaches,
//     and nodes are memoised under exactly that key (proof in unroll.go). Equal canonical values give the area's
//     value; unequal ones are a local evaluation failure for that area
//     (ErrLocalEvaluation), while the other areas are still solved, or,
//     with Options.KoWinner, the bound in which that colour wins every ko.
//   - Evaluation (Evaluate; IJCAI-99, "evaluation"): bottom-up to canonical
//     combinatorial games in a lib/cgt Store: a terminal is its integer
//     score, an inner node {gain + value(child) | ...} (under Chinese rules
//     a node where one player only can move is worth what the stops of its
//     options pin, and some nodes make the area a local evaluation
//     failure: see Known limits).
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
// the key; values relative to the prisoners taken so far; bounded by
// Budget.TTEntries, a new entry replacing the slot's old one), the
// table's best move first, MTD(f) null-window searches, positional
// repetition along the path forbidden, and the four enhancements of
// Müller 2001, Section 5.1 (Enhancements; abprune.go gives each pruning
// rule its argument): sort (moves in larger areas first), global (global
// best move pruning: one move kept where its incentive is at least every
// other and at least a pass's), local (local best move pruning: the other
// moves of an area pruned where one option is at least every other) and
// POprune (partial order pruning over the classes better-than-dame, dame,
// pass and other, dame moves one equivalence class). The three pruning
// rules are exact and "locally informed": they follow each area's local
// game graph and values (LCGS, counted apart as ABResult.LocalNodes)
// along the search path, through both ko bounds where the graph has a ko,
// and use only positions whose bounds agree (TestPruningKeepsScore
// compares each with alpha-beta without enhancements and with
// decomposition search). NodeCounts produces the rows of the paper's
// node-count comparison (Fig. 7: LCGS against alpha-beta with each
// enhancement added in turn over growing sums of areas, White first as in
// the papers) and TableSizes the table-size effect (IJCAI-99: a table
// too small for the problem multiplies the search) for lib/study.
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
// LCGS resolves the graph history interaction exactly: its memo key
// holds every part of the path a node's value depends on.
// TestUnrollAgreesWithPathSearch compares it with a reference search on
// the board that searches each bound along paths and reuses a stored
// node only if its stored subgraph holds no position of the current path
// (itself compared with a search that stores no path-dependent node,
// TestModeTableKeepsValues): the same bounds on all 1416 two-row local
// games up to three columns (-wide-shapes; 720 of them can repeat a
// position), with 76,470 nodes against the reference's 330,602.
//
// The searches recurse once per move; a path of MaxLocalDepth moves ends
// them like an exhausted budget (ErrBudget; an empty 1x19 board is one
// 19-point area whose paths would otherwise outgrow the stack). Areas of
// more than Options.MaxAreaSize points (DefaultMaxAreaSize, 8) make Solve
// fail at once with ErrNotDecomposed, naming the area and what safety
// proved: local games grow fast with the empty points of an area (an
// empty 2x3 area between walls has 609 positions, 1,330 LCGS nodes and
// unequal ko bounds; 2x4 5,381 positions and 19,044 nodes; 2x5 47,239
// positions and more than 3,000,000 nodes).
//
// Known limits: the static end-of-game scoring of alpha-beta counts
// unsettled components as 0, and its transposition table ignores the
// graph history interaction (positional repetition is forbidden along the
// path, but a stored value is not re-checked against another path). So
// shapes whose optimal play leaves an area unsettled (dead stones nobody
// needs to capture, stones alive by a miai connection) or holds a real ko
// (unequal ko bounds: no single value to compare with) cannot be checked
// against alpha-beta, and the catalogue, from which the data problems are
// composed, excludes them. Of the 528 two-row shapes up to three columns
// that make one area, 225 agree with alpha-beta, 215 have unequal ko
// bounds and 88 have a value alpha-beta's static scoring misses: in
// LLL/..U, for instance, the lone stone of the upper wall's colour is dead
// and the area is worth -4 to decomposition search (played out, it is
// captured), while alpha-beta's two passes leave it on the board and
// score the area 0. Scoring it right needs a judgement of dead stones
// that alpha-beta does not have without a local search of its own.
// Under Chinese rules decomposition search returns the minimax score or
// reports the area as a local evaluation failure (ErrLocalEvaluation,
// with the reason and the values of the position's options): incomplete,
// and sound by the argument below and on every position tested. Area scoring gives a move nothing for its
// tempo (a player may always pass or fill her own territory at no cost),
// while combinatorial values count a tempo wherever one player runs out
// of moves first. Two kinds of local position make them differ (no other
// kind appeared in the tests below):
//
//   - Only one player can move (a move in reserve, such as capturing a
//     stone whose last liberty its owner may not fill): combinatorial
//     values give {5|} = 6, area scoring 5. Such a node is worth v, for
//     Black the largest Right stop of Black's options, when no option
//     has a Left stop above v (White: the same with the stops swapped;
//     evaluator.reserve): Black can play the move last and White, first
//     in the option, holds her to no less than its Right stop; and White,
//     answering every move Black makes there, holds the option to its
//     Left stop, the two moves spent cancelling. Every option that is a
//     number counts as its own two stops, so a node whose options are all
//     numbers is worth the best of them. When the stops do not pin the
//     node (a reserve move into a hot position, such as {|+-4}: a threat
//     its owner times freely), the area fails.
//   - Both can move, the value is a number and every move of either
//     player does worse than it (evaluator.standOff; {4|6} = 5): nobody
//     moves there, area scoring counts the position as it stands, as in
//     seki, and the area fails.
//
// The rest is as under Japanese rules: the tests below compare with
// alpha-beta and with minimax over sums, and Solve keeps the earlier check
// that an area's stops lie within its possible scores (-size..size) as a
// safety net (it no longer fires on the positions tried). On 8,000 random
// local positions (walls taken as safe; TestChineseRandomAgreesWithAlphaBeta
// with -chinese-cases 1000 and seeds 1 to 8) decomposition search solves
// 5,765 and all 11,530 of their scores are alpha-beta's; it refuses 12
// (0.15%, all reserve moves into hot positions such as {|+-4} or
// {{2|-6}|}; no stand-off occurred), 2,164 have unequal ko bounds and 59
// run out of budget. Before (options all numbers, or the range check) it
// solved 5,725, 4 of whose scores were a point off, and refused 50.
// TestChineseSumsAgreeWithMinimax compares the stops of sums of two
// ko-free area values with minimax with passes over the sum of their
// local game graphs: on the same seeds all 31,552 sums agree (545 of the
// 2,000 games hold a move in reserve); with the previous rule 60 differ,
// with plain combinatorial values 8,562. TestChineseReserveValues checks the rules on
// small graphs, TestChineseReserveThreat the position where the old rule
// was a point off. As under Japanese rules, an area whose value is a
// number when play stops is scored as if played out (dead stones are
// captured), which is what area scoring's play-out of a dispute gives.
// Decomposition search itself handles a real ko by its two bounds
// (TestKoAreaFails; BestMove plays it as if the mover lost every such
// ko). A local position is terminal only when the whole area is settled:
// until then a dame point or a territory point inside the area can still
// be filled (a tempo move), while a dame point that is an area of its own
// is 0; splitting positions into independent parts during LCGS would make
// these terminal earlier and change some canonical values (not their
// stops, in the cases tried), so it is not done.
//
// # Performance
//
// go test -bench . ./lib/endgame on an AMD EPYC, 2 cores shared with other
// jobs (wall times vary by 3x; the cpu-ms metric is the process's CPU time
// per operation):
//
//	paper-scale (87 points, 29 areas): safety, LCGS, evaluation, sum play
//	with both first players and both full sequences
//	                          4.5 ms CPU, 757 LCGS nodes, 297 positions
//	medium-01 (17 points, 6 areas), decomposition search
//	                          1.5 ms CPU, 479 LCGS nodes
//	medium-01, alpha-beta with all enhancements, Black first
//	                          152 ms CPU, 35035 nodes
//
// The paper reports 1.1 s on a 250 MHz G3 for 89 points in 29 areas with
// 420 LCGS nodes. Sum play used to take over 100 ms: it summed the exact
// canonical values, and sums of a dozen hot Go values with infinitesimal
// parts (the * of {4|2,{2|-4*}||0|-2}) have canonical forms of hundreds of
// options; the reduced forms' sums are small ({3|2||1|0}).
//
// LCGS node counts (LocalGame.Stats counters positions_expanded,
// nodes_in_graph, nodes_second_bound, shared_areas; TestLCGSCounters).
// Counted as the paper counts, local positions expanded, the paper-scale
// problem takes 297 (the paper: 420 for its 89 points); counted as nodes
// (each position once, plus a node per further path context or ko bound
// it needs) 757. The 29 areas are 10 distinct local positions up to
// symmetry and colour swap, each searched once (without sharing: 874
// positions, 2251 nodes); 5 of the 10 can repeat a position (captures
// and recaptures of the unsafe stones inside them, even where only bad
// moves lead there), so they have two ko bounds (288 nodes of second
// bounds), and inside a strongly connected component of the position
// graph a position gets a node per relevant path context. The 6-point cut
// shape (areas J, K, V: {4|2,{2|-4*}||0|-2}) alone has 110 positions and
// 398 nodes. History: 5993 nodes before sharing and the two-phase search
// (the bounds were searched on the board, re-searching a stored node
// whose subgraph met the path); path-independent "cycle bounds" (one
// player may make no move inside a component: provably bounds, acyclic)
// were tried and dropped, as they differ on all 5 repeating shapes of the
// paper-scale problem (a recapture is a move inside a component).
//
// Alpha-beta on growing sums of the paper-scale areas (NodeCounts, budget
// 1,000,000 nodes per search, Black first): without enhancements A+B+C
// (14 points) takes 80604 nodes and A..E (16 points) 477509, A..F (17
// points) is out of reach; with all four enhancements A..E takes 36564
// nodes (moves in the settled dame areas are pruned) and A..I (21 points)
// 132618, A..J is out of reach; decomposition search solves all 87 points
// with 757 LCGS nodes. The paper's alpha-beta reached about 37 points.
// decomp study endgame-subsets gives these rows for every subset A ..
// A..AC (quick scale, alpha-beta budget 100,000 nodes: 8 s wall, 3 s CPU).
//
// # Database and games
//
// With Options.DB (OpenDB, bbolt, schema 2) local game graphs are stored
// under a key normalised under the eight rotations and reflections of the
// area's box (its walls and the board edge included, which makes every
// symmetry valid) and the colour swap (which negates the game), and are
// reused across areas, problems and runs (decomp endgame --db;
// TestDBSymmetries solves every rotation, reflection and colour swap of a
// problem from the original's entries, TestLocalFrameSymmetries does the
// same for random areas against the edges of boards of any shape). A file
// of another schema is refused (ErrDBSchema).
//
// The decomposition-search player (BestMove) plays against any GTP
// program (internal/gtp): PlayGTP plays one game from a problem to two
// passes, MatchGTP the four games of both colours with each side first,
// GNUGoMatch against GNU Go; each game reports the final score, the
// minimax score and the opponent's loss in points. decomp study
// endgame-gnugo tabulates them over data/endgames (60 games, 11 s):
// against GNU Go 3.8 at level 1 (random seed 1, so that the games repeat)
// decomposition search never ends below the minimax score; GNU Go loses
// nothing in 47 of the 48 games of the small and Chinese problems (2
// points in the other), 0-2 points on the medium ones and 2-3 points in
// each paper-scale game.
//
// decomp gtp is decomposition search as a GTP engine (protocol_version,
// name, version, known_command, list_commands, boardsize, clear_board,
// komi, play, genmove, undo, showboard, final_score, quit): genmove plays
// BestMove's move where the position decomposes into safe walls and areas
// of at most --max-area points, and otherwise passes with the reason on
// standard error; final_score is the minimax score with the side to move
// first, minus komi. With --db the engine keeps local games in a
// database, so an area met before is not searched again.
package endgame

//go:generate go run ./internal/gendata -out ../../data/endgames
