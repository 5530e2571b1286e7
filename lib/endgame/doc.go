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
//     Benson's points, only regions that are score-neutral (no territory
//     point next to an area, no miai point the proofs rely on outside
//     them: every threat is made and answered inside; Müller 2001,
//     Sections 4.2.2 and 4.2.6 case 1), and reports the solver's nodes,
//     stop reason and failure (Safety.Report): the safety solver never
//     changes a minimax score (TestSafetyNeverChangesScore, every data
//     problem under both rules and random composed problems;
//     TestOpenRegionKeptAndScoreUnchanged).
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
//     then the game graphs are built from it. Exact pruning (prune.go;
//     Müller 2001, Sections 3.3.2 and 4.2.5) is done only at enclosed
//     points, empty points whose every neighbour is a stone of a safe
//     block (uncapturable in the local game, so the point stays enclosed
//     and filling it changes nothing else): equivalent moves, of the
//     enclosed points of one kind (lone dame, Black's eye, White's eye)
//     each player plays only the first, as any two are exchanged by an
//     automorphism of the local game; dominated moves, under Japanese
//     rules nobody fills her own eye, as that option is exactly the
//     position minus 1 (the eye is an independent {0|} = 1) and an option
//     below the game never changes its value (gift horse principle).
//     Under Chinese rules an eye fill is not below the game (a tempo move
//     worth nothing: the reserve rule below) and is kept, one per class.
//     These arguments compare values without a path, so the rules act
//     only at positions from which no position can repeat (free in the
//     position graph): filling an eye or a dame makes every later
//     position new to the path and can change which repetitions a bound
//     refuses (TestSealedPruningAgreesWithUnpruned found such areas).
//     TestLCGSAgreesWithBruteForce compares the pruned search with an
//     unpruned brute-force reading on random areas (the same ko bounds,
//     as games); TestMoveLossesOfPrunedMoves checks the losses of the
//     moves left out.
//     Under Japanese rules the papers' other rules are built on two
//     bounds (seal.go gives the proofs): a component of the area is
//     sealed by a colour when all its neighbours are that colour's safe
//     stones and each of its points is next to one (the other colour's
//     stones in it are dead); U counts every sealed component as its
//     owner's (points plus dead stones as prisoners) and every other one
//     as Black's, L as White's. Every node of either ko bound lies
//     between L and U, since every move lowers the mover's bound by
//     exactly one (Lemma A), and a position whose components are all
//     sealed is worth exactly U = L (Lemma B). Hence the "no good move,
//     game recognized as constant" terminals (Müller 2001, Section
//     3.3.3): such a position is a terminal of score U. The entrance
//     move (Section 4.2.5, Fig. 5; "a move that achieves control of all
//     the points" is the same rule): a move after which every component
//     is sealed for the mover, worth U - 1, is at least every other
//     option of the mover (Lemma A), which are left out. Reversible
//     moves: a move the opponent answers by such a sealing move worth at
//     least her bound and at least 0 reverses out (G^RL >= G; the
//     integer has no option to put in its place); with the answer worth
//     less than 0 the replacement option would be missing, and it is
//     kept (the counterexample is in seal.go). Fig. 5's "only good move
//     for either player" holds for the opponent's own entrance move in
//     stops, not as games (in a corridor it is the Right option of
//     {n-1 | C(n-1)}), so it is kept; her other moves there reverse out.
//     In a 1xn corridor this leaves the mouth moves only: 2n - 1 nodes (12 points: 23 nodes, 1
//     ms). TestSealBounds checks both lemmas against the brute-force
//     reading; TestSealedPruningAgreesWithUnpruned compares LCGS with and
//     without every rule on random areas of up to 9 points, both rules,
//     both ko bounds (500 areas with -seal-cases 500 -seal-seed 11).
//     These rules keep each area's value but not its ko threats: SolveKo
//     searches the areas they touched again without them. MoveLosses
//     searches the position after a move they left out. An area of n
//     points has at most 3^n local positions, and the path contexts of
//     the ko bounds are capped (below); areas are limited to
//     DefaultMaxAreaSize (16) points and each area's search to a node
//     budget (DefaultAreaNodes, 1,000,000, where Options.Budget sets
//     none), past which the area fails as ErrBudget (an empty 9-point
//     area: 16,473 positions, 30,806 nodes, 0.25 s; the empty 2x5 area:
//     47,239 positions, 133,108 nodes, about 0.15 s; empty 2x6 and 3x4
//     areas between walls have over 400,000 positions and run out of
//     the default budget in 11 to 13 s). Identical areas (up to rotation,
//     reflection and colour swap, see the database below) are searched
//     once per solve and shared (LCGSStats.SharedAreas).
//   - Local repetition (Information Sciences 2001, ko): the board's simple-ko
//     ban is replaced by a path repetition rule. If a position can repeat
//     (the position graph has a cycle reachable from the root), the area
//     has two bounding games, one where Black may not repeat a position of
//     the path (White wins every local ko) and one where White may not;
//     without a reachable cycle they are one and the same exact game.
//     A node's value depends on the path only through the path positions
//     of its strongly connected component that a refusable move reaches,
//     and nodes are memoised under exactly that key (proof in unroll.go).
//     Their number can still grow exponentially with the component (an
//     8-point area with 1,911 positions and a component of a few hundred
//     passed 1,000,000 nodes), so past 10,000 + 2 per position further
//     nodes LCGS takes the bounds of the position graph instead (Japanese
//     rules, no suicide; LCGSStats.GraphBounds): the 2001 text's "restricting the move
//     choices of one player to prevent position repetition ... transforms
//     the game graph into an acyclic graph, a different one for each
//     player" (Section 3.4.1), read on the graph: the White-wins bound
//     refuses Black every move that stays in its component, the
//     Black-wins bound White. They hold the path bounds (lo <= T_W <= T_B
//     <= hi at every position, for every path; the argument is in
//     unroll.go, TestGraphBoundsHoldPathBounds checks it on random areas
//     against the full unrolling), so equal graph bounds are the exact
//     value, and unequal ones leave the area a ko as unequal path bounds
//     do, with weaker bounds. Before that, once an area has spent half
//     its cap, a component whose own path contexts pass 256 + 16 per
//     position takes such bounds alone (component bounds; LCGSStats.
//     ComponentBounds), the other components keeping theirs: the same
//     argument, tighter bounds, and the cap is not reached where one
//     component explodes (TestGraphBoundsHoldPathBounds checks both
//     kinds against the full unrolling). Equal canonical values give the area's
//     value; unequal ones are a local evaluation failure for that area
//     (ErrLocalEvaluation), while the other areas are still solved, or,
//     with Options.KoWinner, the bound in which that colour wins every ko
//     (with graph bounds: in which the other colour may not even start one).
//     The scores are then the stops of the sum with the bounds (our
//     extension: the paper stops at unequal bounds). Sum play's line is
//     checked on the board, whose simple-ko ban can refuse the assumed
//     winner the immediate retake her bound grants (Result.Skipped);
//     there the line ends off the bound's score, and Solve takes the stop
//     of the sum (Result.sumStop). It used to take the line's end, which
//     under Chinese rules put Black's bound below White's: a one-point ko
//     and a dame, Black first, 0 with Black winning every ko and 2 with
//     White, where Black's bound is 4 (TestKoWinnerBoundsOrdered). The
//     two scores are in order, Black's at least White's, under both
//     rules: the bounds differ only in which player's repeating moves
//     they refuse, and minimax with passes is monotone in a player's
//     moves. Under Chinese rules the bound values need not be ordered as
//     games, as the 2001 text's "upper and lower bounds" are under
//     Japanese rules: a move in reserve counts no tempo (Known limits),
//     so once Black has taken a ko, the position where White may not
//     retake is worth 3 ({3|}, 4 under Japanese rules) and the one where
//     she may is {3|-1}, not below 3; only their scores in sums are
//     bounds. TestSolveKoAgreesWithBoardSearch checks the order under
//     both rules, the exact score (SolveKo) between the two, and under
//     Chinese rules both against minimax with passes over the sum of the
//     areas' graphs from the bounds' roots; TestChineseKoBoundsAgreeWithMinimax
//     does the same for random ko areas, each with six random areas of
//     known value (default seed: 15 ko areas, 3 of them with bounds not
//     ordered as games, 360 stops; seeds 1 to 3 with -chinese-cases 600:
//     90 ko areas, 24 not ordered, 2,160 stops, all agree).
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
//     of the sum. Where the reduced sum is a number x, the sum is x plus an
//     infinitesimal, possibly 0: play goes on with a move that keeps the
//     stop x, which exists in either case (in an area G that is not a
//     number, an option G^L with R(G^L) = L(G) has R(G^L - G) = 0;
//     TestSumPlayCancelRule), so no exact sum of hot areas is built.
//     Play with each player first gives the two minimax scores
//     and an optimal sequence, checked legal move by move on a copy of the
//     board (sumplay.go); a graph move the board's simple-ko rule forbids
//     is listed in Result.Skipped with the reason (the score is then the
//     stop of the sum: Local repetition, above). Under Japanese rules
//     the cleanup phase follows (Result.Cleanup; Müller 2001, Section
//     4.2.6, case 3): the neutral points left, filled in turn, no score
//     change (TestData replays sequence and cleanup and solves the end).
//     The repetition rule is decided once per solve (setAsideSuperko):
//     the board's superko rule and history are set aside on the board
//     LCGS and sum play use, leaving the simple-ko ban on the board and
//     each search's own path rule; AlphaBeta does the same
//     (TestSuperkoSetAsideOnce).
//   - Move analysis (Result.MoveLosses; Müller 2001, Section 3.6.3,
//     information on alternative moves): every legal move of a player
//     with its loss against optimal play, the stop of the sum with the
//     mover first minus the stop, opponent first, of the sum with the
//     area's value replaced by the value after the move; 0 for every
//     optimal move (TestMoveLossesAgreeWithMinimax solves the position
//     after every analysed move of every data problem afresh, paper-hot's
//     148 included: all agree).
//   - Play (Player; Müller 2001, Sections 3.6.1 and 4.2.6): full-board
//     move selection with the three cases (a threat in one's safe
//     territory answered where the safety solver needs an answer,
//     TestPlayerAnswersThreat with SOLVER 1.0's corner territory; sum
//     play, and a cleanup phase filling the neutral points under Japanese
//     rules), following both players' moves in the areas' local game
//     graphs so that a game takes one solve instead of one per move
//     (TestPlayerReusesAnalysis: one solve per game on every data problem,
//     every move optimal). BestMove is one move of a new Player.
//
// Analyze runs the pipeline on any position and, where it does not give
// the exact value, a typed account of what blocked it (Blocker: the area,
// its size and the kind: an unproven group or an empty area over
// MaxAreaSize, unequal ko bounds, another local evaluation failure, or the
// budget). Where areas' ko bounds differ, SolveKo (our method) searches
// the ko areas together on the board, with the other areas' local games
// as further moves (ko threats included), and gives the exact minimax
// value and sequence (TestSolveKoAgreesWithBoardSearch: one and two kos,
// against the search of every area on the board, alpha-beta and the ko
// bounds). Its table key holds only the path positions of the current
// strongly connected component of the position graph (the argument is at
// SolveKo), so positions that lie on no cycle are shared by every path
// (TestSolveKoComponentKeysAgreeWithPathKeys: the same scores as the key
// of the whole path on 96 searches). RealGame does it for the positions
// of a game record k moves before the end and compares each solved score
// with the final position's; RealMoves gives each move of a solved ending the points it
// lost (decomp study endgames-real and endgames-real-moves, notebook 06;
// decomp endgame --move N). Where sound safety proves too little, the same
// pipeline runs under a named assumption instead, never mixed with the
// sound result: the status at the count (CountStatus, GNUGoCountStatus:
// GNU Go's final_status_list of the game's final position; AssumedSafety
// takes it back to position k stone by stone; RealOptions.Assume, decomp
// endgame --assume count, decomp study endgames-real-assumed). Every row
// names its safety (RealRow.Safety), every solved row records the check of
// its scores by full-board alpha-beta over the same areas
// (RealRow.Check; RealRow.ResultCheck compares the final score minus komi
// with the record's result), and AssumedContradictions reports where a sound safety
// disagrees with the assumption (TestAssumedSafety,
// TestGNUGoCountStatusOnAStrongGame: the final score minus komi is the
// record's result).
//
// The alpha-beta baseline (AlphaBeta) plays on the whole board over the
// union of the areas, with passes (two passes end the game, which is then
// scored statically: settled components as above, neutral empty points 0,
// and any other unsettled component once at its least and once at its
// greatest possible count, every point territory and every stone in it a
// prisoner of one side; the score is given only when the two minimax
// scores agree, otherwise ErrUnsettledScore with both), a
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
// Problems are composed by lib/endgame/compose (Compose, Generate,
// Catalogue, HotCatalogue): Benson-alive walls of alternating colour with
// local shapes where they meet. data/endgames holds the project's problems
// with their minimax scores (ReadProblem; data/README.md), written by
// internal/gendata through the go:generate line above; paper-hot (109
// points in 25 areas of 2 to 8 points, all hot, a 60-move optimal
// sequence with White first; compose.PaperHot) and ijcai-first (six hot
// areas) are the hot problems of the papers' experiments. The tests check that
// decomposition search and alpha-beta give the same minimax score, with
// both first players, on every catalogue shape, on random small boards,
// and on every data problem and every growing sum of its areas that
// alpha-beta finishes, under every safety solver and both rules
// (TestEveryProblemAgreesWithAlphaBeta, 856 comparisons); and that Solve
// reproduces the recorded scores.
//
// LCGS resolves the graph history interaction exactly: its memo key
// holds every part of the path a node's value depends on (up to the cap
// on path contexts, past which it takes the graph bounds, which hold
// the path bounds). TestUnrollAgreesWithPathSearch compares it with a
// reference search on the board that searches each bound along paths
// and reuses a stored node only if its stored subgraph holds no position
// of the current path (itself compared with a search that stores no
// path-dependent node, TestModeTableKeepsValues): the same bounds on all
// 1416 two-row local games up to three columns (-wide-shapes; 620 of
// them can repeat a position; none reaches the cap), with 56,210 nodes
// against the reference's 188,012.
//
// The searches recurse once per move; a path of MaxLocalDepth moves ends
// them like an exhausted budget (ErrBudget; an empty 1x19 board is one
// 19-point area whose paths would otherwise outgrow the stack). Areas of
// more than Options.MaxAreaSize points (DefaultMaxAreaSize, 16) make Solve
// fail at once with ErrNotDecomposed, naming the area and what safety
// proved: local games grow fast with the empty points of an area (an
// empty 2x3 area between walls has 609 positions, 1,330 LCGS nodes and
// unequal ko bounds; 2x4 5,381 positions and 13,999 nodes; 2x5 47,239
// positions and 133,108 nodes with component bounds; 2x6 414,135
// positions and 3x4 401,501, both past the default 1,000,000-node
// budget: TestLargeAreaBudget). Every empty area between a Black and a
// White wall tried from five points up (2x3, 2x4, 2x5, 3x3 and seven
// other shapes of 5 to 10 points) has unequal ko bounds, so its value is a ko
// for SolveKo; an empty area inside one colour's wall does not (3x3: 9,
// 3x4: 12, the owner's territory; 2xn inside one wall is Benson's
// territory, no area at all). The 2x5's ko is real: after B B4 W D4 B E4
// W C4 B A3 W B3 B D3 W C3 B E3 (emptyRectBoard(5); the Black-wins
// bound's line, Black first) White takes at A4 and Black retakes at A3;
// the position is 1 where Black wins the ko and {0|-2} where White does,
// so Black first gets 1 or 0 (White first 0 or -1). SolveKo gives 0
// with either player first (the same as full-board alpha-beta,
// TestSolveKoEmpty2x5). Some ko areas still
// have equal stops in both bounds (the 3x3 between walls: 2 with Black
// first, 0 with White first in both); alone on the board the score lies
// between the bounds' stops (TestSolveKoAgreesWithBoardSearch).
//
// Known limits: alpha-beta has no judgement of dead stones, and its
// transposition table ignores the graph history interaction (positional
// repetition is forbidden along the path, but a stored value is not
// re-checked against another path). So shapes whose optimal play leaves
// an area unsettled (dead stones nobody needs to capture, stones alive by
// a miai connection) or holds a real ko (unequal ko bounds: no single
// value to compare with) cannot be checked against alpha-beta, and the
// catalogue, from which the data problems are composed, excludes them.
// Of the 528 two-row shapes up to three columns that make one area, 225
// agree with alpha-beta, 215 have unequal ko bounds and 88 have a value
// that needs such a judgement: in LLL/..U, for instance, the lone stone of
// the upper wall's colour is dead and the area is worth -4 to
// decomposition search (played out, it is captured). Alpha-beta used to
// count every unsettled component 0 at the end, which gave wrong scores
// (0 for LLL/..U; on small-01 after B E6, Black first, 5 and with its
// pruning 4, where the score is 6: the dead White stone on E7 is left at
// rest, TestUnsettledRestScore). It now counts such a component at its
// least and its greatest possible count and refuses the score when the two
// minimax scores differ (ErrUnsettledScore); minimax is monotone in the
// leaves and the pruning is exact for the true counts, so the exact score
// lies between them. On every data problem the two agree.
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
// Headline figures (measurements, commands and machine in BENCHMARKS.md,
// section lib/endgame):
//
//	paper-scale (87 points, 29 areas): 273 LCGS nodes, 244 local positions,
//	  about 18 ms CPU (the paper: 420 nodes, 1.1 s on a 250 MHz G3)
//	paper-hot (109 points, 25 hot areas, 60-move sequence White first):
//	  684 LCGS nodes (7,235 before the sealing rules of seal.go)
//	largest area searched by default: 16 points, 1,000,000 nodes per
//	  area; 1xn corridors: 2n - 1 nodes, 16 points in about 1 ms; empty
//	  2x5 (10 points): 47,239 positions, 133,108 nodes, about 0.15 s CPU,
//	  unequal ko bounds (a real ko), solved exactly by SolveKo (0 with
//	  either player first): Solve and SolveKo with both players first
//	  0.48 s wall, 0.54 s CPU at idle, the ko searches 109,110 nodes for
//	  both first players on one Result (the second goes on with the
//	  first's table; was out of 3,000,000);
//	  empty 2x6 (12 points): 1,203,974 LCGS nodes, solved exactly (0 and
//	  0) in 17.4 s CPU; empty 3x4 between walls: the ko search runs out of
//	  20,000,000 nodes (a strongly connected component of 7,311 positions)
//	alpha-beta, all four enhancements, on ijcai-first (21 points, White
//	  first): 27,517 nodes; without pruning it stops at 17 points
//	  (budget 100,000)
//
// Of the 2001 paper's statements on the enhancements (Section 5.3),
// with White first (decomp study endgame-subsets; BENCHMARKS.md): global
// search cannot compete with LCGS (paper-hot: all four enhancements stop
// at 21 of 109 points, 73,221 nodes, where LCGS takes 7,235 for all),
// and the enhancements reduce the search, local pruning strongly (-62% on
// paper-hot A+B), partial order pruning as much again (a further -47% to
// -78%: every wall is Benson-alive, so dame and passes form exact classes
// from the start, where the paper finds it weak early). Move sorting does
// not work "in every combination" (-44% on paper-hot A+B, +22-28% on
// ijcai-first A..C and A..D), and global pruning changes nothing on these
// subsets: exact global dominance (one incentive at least every other
// and at least 0) holds only near the end, where the other pruning
// already acts, the paper's remark that it helps "in close-to-terminal
// positions" only. Sum play used to take
// over 100 ms on paper-scale: it summed the exact canonical values; the
// reduced forms' sums are small ({3|2||1|0}). Without the exact sum it
// still built where the reduced sum was a number, a solve one move into
// paper-hot takes about 0.1 s of CPU instead of 6.5 s.
//
// LCGS node counts (LCGSStats; TestLCGSCounters): counted as the paper
// counts, local positions expanded (PositionsExpanded); Stats.Nodes counts
// each position once plus a node per further path context or ko bound it
// needs (LCGSStats.GraphBounds counts the areas whose ko bounds came
// from the position graph). Of paper-scale's 29 areas, 10 are distinct up to symmetry and
// colour swap and searched once; 5 of the 10 can repeat a position, so
// they have two ko bounds.
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
// Package lib/endgame/match plays the decomposition-search Player against
// GNU Go from every problem (GNUGoMatch; decomp study endgame-gnugo), as
// the papers played The Many Faces of Go: each game reports the final
// score, the minimax score, the opponent's loss in points and the solves
// decomposition search needed.
//
// decomp gtp is decomposition search as a GTP engine (protocol_version,
// name, version, known_command, list_commands, boardsize, clear_board,
// komi, play, genmove, undo, showboard, final_score, quit): genmove plays
// the move of one Player kept for the whole game (its analysis follows
// play and undo forgets it) where the position decomposes into safe walls
// and areas of at most --max-area points, and otherwise passes with the
// reason on standard error; final_score is the minimax score with the side to move
// first, minus komi. With --db the engine keeps local games in a
// database, so an area met before is not searched again.
package endgame

//go:generate go run ./internal/gendata -out ../../data/endgames
