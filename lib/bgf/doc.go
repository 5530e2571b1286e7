// Package bgf implements binary game trees (BGT) and binary game forests
// (BGF), the model of Ken Chen's "Soft Decomposition Search in Computer
// Go": a Go position is split into local fights, each fight is abstracted
// to a tree in which each player has exactly one move, and the global
// move decision becomes "in which tree do I play?". The package gives the
// exact answer (minimax over the forest), the paper's cheap answers
// (swings, sente values, three heuristics, a static estimate), and
// Metasearch, an alpha-beta search over the forest that is exact or
// depth-limited with the estimate at its frontier.
//
// # Source and how we read it
//
// The paper's text is not in our reference store: searches of its
// documentation, web-page, code and issue corpora for the title, the
// author (Ken Chen, UNC Charlotte, author of Go Intellect), "binary game
// forest", "soft decomposition", "L-sente", "outer swing", "metasearch"
// and the paper's symbols found neither the paper nor an account of its
// definitions (the nearest related text is T. Cazenave's comparison of
// move strategies on sums of height-2 local games with leaves LL, LR, RL,
// RR). So the definitions below are our reading of the names the paper
// uses (Def. 2.1.2, 4.2, 4.4-4.5, 5.1, 6.2; Theorems 4.1-4.11 and 5.3-5.6;
// Algorithms 1-3; the Estimate in Steps 1-7; Metasearch), built on
// standard combinatorial game theory, and Examples 5.1 and 5.2 in
// paper_test.go are ours, not the paper's. Where our statement may differ
// from the paper's, the tests check our statement, and the section
// "Theorems" says which hold. Do not cite the numbering as the paper's
// without checking it.
//
// # Trees, forests, notation
//
// A tree is a leaf with a rational value, or a node {T_L|T_R} with one
// Left option and one Right option. Notation follows CGT: inside one pair
// of braces the longest run of bars separates Left from Right, so
// {4||3|0} is {4|{3|0}}; [T_L|T_R] is accepted too; two equally long
// longest runs ({4|3|0}) are an error. Values are integers, fractions
// 7/2 or decimals 1.5 (exact). A forest is a sum "T1 + T2 - T3", a minus
// sign negating its term. String prints options that need one bar inline
// and braces deeper ones, and always parses back to an equal tree
// (property and fuzz tests). Errors are *SyntaxError naming the column
// and character.
//
// Values inside searches are int64 after scaling all leaves by their
// common denominator (at most 2^40; sums of magnitudes at most 2^50, or
// an error names the tree); estimates are float64 in those units, exact
// for the halvings they use. Equal subtrees are hash-consed, so positions
// that differ only in the order of equal trees are one position.
//
// # Values of one tree (Def. 2.1.2)
//
// Lv(T) is the leaf reached when the players alternate in T alone with
// Left first: Lv(leaf) = value, Lv({L|R}) = Rv(L); symmetrically
// Rv({L|R}) = Lv(R). For T1 = {4||3|0}: Lv = 4, Rv = 3. For
// T2 = {{{{12|10}||7}||{5|-1}}||-1}: Lv = 5, Rv = -1.
//
// # Outcomes of a forest (Def. 4.2) and the play rule
//
// A move chooses one tree that is not a leaf and replaces it by the
// mover's option. There are no passes: the player to move must move
// while some tree is not a leaf (and always can, as every node has an
// option for both players). The game ends when every tree is a leaf; the
// score is the sum of the leaves (Left maximises, Right minimises).
// Lo(F) is the minimax score with Left moving first, Ro(F) with Right
// first. Outcomes computes both by plain memoised minimax over all
// positions: the reference every other method is tested against. Its memo
// table is bounded (MemoBudget: positions, and estimated bytes, since a
// key holds two bytes per tree; 1 GiB by default) and the context is
// honoured; exceeding the budget is an error wrapping ErrTooLarge that
// names the size reached.
//
// Ordered trees. The theorems need the Go-like condition that at every
// node all leaves of T_L are >= all leaves of T_R ("a move never hurts
// its maker"). Both trees of the paper are ordered; RandomOptions.Ordered
// draws such trees. Without it zugzwang appears ({-5|5}: Lo = -5 < Ro = 5).
// For ordered forests Lo and Ro equal the Left and Right stops of the sum
// of the trees as combinatorial games (Tree.Game converts to lib/cgt; the
// tests confirm this on random forests: an independent check of the
// minimax).
//
// # Negation and order (Def. 4.4-4.5, Theorem 4.7)
//
// -{L|R} = {-R|-L}, leaves negated; -(T1 + T2) = -T1 + -T2. F >= G means
// Lo(F+H) >= Lo(G+H) and Ro(F+H) >= Ro(G+H) for every forest H; by
// Theorem 4.7 it is decided by Ro(F - G) >= 0 (GreaterEqual, Compare).
//
// # Theorems (our statements; all tested on random forests)
//
// Hold for every forest:
//
//	4.1  Lo(T) = Lv(T), Ro(T) = Rv(T) for a single tree.
//	4.5  -(-F) = F, Lo(-F) = -Ro(F), Ro(-F) = -Lo(F).
//	4.6  Lo(F - F) <= 0 <= Ro(F - F) (the second player mirrors).
//	4.9  raising a leaf never lowers Lo or Ro.
//
// Hold for ordered forests (4.2, 4.3, 4.6', 4.7 and 4.10 fail on small
// unordered forests, see TestUnorderedCounterexamples; for 4.8 and 4.11
// random search found no unordered counterexample):
//
//	4.2  Lo(F) >= Ro(F).
//	4.3  Lo(F)+Ro(G) <= Lo(F+G) <= Lo(F)+Lo(G);  Ro(F)+Ro(G) <= Ro(F+G) <= Ro(F)+Lo(G).
//	4.6' Lo(F - F) = Ro(F - F) = 0.
//	4.7  Ro(F - G) >= 0 implies F+H does at least as well as G+H (random H),
//	     and Ro(F - G) < 0 is separated by H = -G.
//	4.8  >= is transitive and compatible with sums.
//	4.10 Sum Rv <= Ro(F) <= Lo(F) <= Sum Lv, and Lo(F) >= Lv(T_i) + Sum_{j!=i} Rv(T_j).
//	4.11 a leaf c shifts both outcomes by c; F + T - T is equivalent to F.
//
// Dominance (Def. 5.1): T1 >> T2 when, in every forest holding both,
// moving in T1 is at least as good as moving in T2, for Left and for
// Right. With Theorem 4.7 this is decided exactly on two four-tree
// forests: T1_L + T2 >= T1 + T2_L and T1 + T2_R >= T1_R + T2 (Dominates).
//
//	5.3  for switches {a|b} (height 1), T1 >> T2 iff Lv-Rv of T1 >= that of T2
//	     (checked on all switches with values in -3..3).
//	5.4  >> is reflexive and transitive.
//	5.5  T1 >> T2 is sound against random contexts (exhaustive minimax), so
//	     some optimal move lies in a tree no other tree strictly dominates.
//	5.6  "the larger outer swing dominates" FAILS beyond height 1:
//	     {3|-8} (swing 11) does not dominate {8||0|-8} (swing 8). We could
//	     not reconstruct the paper's Example 5.2 (a height-4
//	     counterexample); our smallest counterexample has height 2.
//
// The forest T1 + T2 of the paper (Example 5.1 in our reading) has
// Lo = 8 (Left opens in T2; worked by hand in paper_test.go) and Ro = 3,
// and T2 >> T1.
//
// # Swings, sente, basic value (Def. 6.2, our reading)
//
// Outer swing of T: Lv - Rv, what moving first in T is worth. Inner
// swings: the outer swings of T_L and T_R, the follow-up each player's
// move leaves behind. Left's move is sente (L-sente) when the inner swing
// of T_L exceeds the outer swing of T: Right must answer, and the
// L-sente value is the basic value of T_LR. R-sente likewise with T_RL.
// Both at once is double sente. The basic value B is the count a Go
// player gives a tree: a leaf's value; the L- or R-sente value for sente
// trees; otherwise (B(T_L) + B(T_R)) / 2. Tree.Trim(d) cuts a tree at
// depth d, replacing deeper subtrees by leaves of their basic value.
//
// # Heuristics (Algorithms 1-3): which tree to play in
//
//	1 BiggestSwing       largest outer swing Lv - Rv. O(n).
//	2 BiggestIncentive   largest change of basic value in the mover's favour,
//	                     B(T_L) - B(T) for Left, B(T) - B(T_R) for Right;
//	                     ties to the larger swing. O(n).
//	3 EstimateLookahead  each move followed by the Estimate with the
//	                     opponent to move; best result. O(n^2 log n).
//
// # The Estimate of Lo and Ro (Steps 1-7)
//
//  1. Bank the leaves of the forest (their sum is exact).
//  2. Classify each remaining tree as gote, L-sente, R-sente or double
//     sente, and compute its basic value.
//  3. Base count: banked leaves + the sum of the basic values.
//  4. Gote (and double sente) trees offer a move worth
//     (B(T_L) - B(T_R)) / 2 to either player.
//  5. An L-sente tree offers Right a reverse-sente move worth B(T) - B(T_R);
//     an R-sente tree offers Left B(T_L) - B(T).
//  6. The first player plays out its own sente trees (answered, they settle
//     at their basic value and remove the opponent's reverse sente), then
//     takes the largest of the gote moves and its own reverse-sente
//     moves; the opponent does the same on its turn, removing the first
//     player's remaining reverse sente, after which the players take the
//     gote moves in decreasing order alternately.
//  7. The Estimate is the base count plus Left's gains minus Right's.
//
// It is exact for sums of switches and costs one sort. Playout is a
// second, stronger estimate: the forest played to the end with Algorithm
// 2 for both sides (moves x trees time).
//
// # Metasearch
//
// Alpha-beta over the forest: a move is a choice of tree (equal trees
// are one move), moves ordered by Algorithm 1 (or 2) after the
// transposition-table move, positions stored with bounds per side to
// move. On ordered forests moves in dominated trees are pruned (5.5),
// with one-sided dominance for the side to move, decided and cached per
// pair of subtrees: this takes 20-tree forests from out of reach to
// tenths of a second. Depth 0 is exact; Depth d uses the Estimate (or
// Playout, SearchOptions.Frontier) at the frontier. A node budget and a
// context stop it with Status Unknown; on forests of more than 64 trees,
// where a node with its dominance tests is expensive, the context is
// checked at every node and between dominance tests (a 3000-tree search
// given a 1 s deadline returns after 1.0 s; it took 25-62 s on 300-1000
// trees before). The transposition table and the dominance memo are
// bounded in estimated bytes (SearchOptions.MaxTableBytes, 1 GiB by
// default): a full table stores no new positions, which slows the search
// but keeps it exact (TestMetasearchFullTable). Exact Metasearch equals Outcomes
// on 600 random forests of 1-5 trees, ordered and unordered (2,400
// searches: both players, two move orders), its move reaches the value,
// and with and without dominance pruning it agrees on 40 forests of 6-9
// trees.
//
// # Heuristic quality (HeuristicQuality)
//
// Left to move, ordered trees of height <= 2, values in [-10, 10], 30
// forests per size (seed 1): fraction of forests where the method's move
// is optimal (or its estimate equals Lo), mean and worst loss in points
// against exact Lo (loss of a move: Lo(F) - Ro(F after it)), mean time.
//
//	n   method            exact  mean   worst  time
//	4   heuristic1        0.77   0.70   6      0.1 µs
//	4   heuristic2        0.97   0.03   1      0.1 µs
//	4   heuristic3        0.93   0.10   2      1.1 µs
//	4   estimate          0.20   1.53   5      0.1 µs
//	4   playout           0.70   0.57   3      0.4 µs
//	4   metasearch-d2     0.97   0.03   1      0.8 ms
//	4   metasearch-exact  1      0      0      0.5 ms
//	10  heuristic1        0.97   0.07   2      0.2 µs
//	10  heuristic2        0.97   0.07   2      0.2 µs
//	10  heuristic3        0.83   0.20   2      3.3 µs
//	10  estimate          0.03   2.52   7.5    0.3 µs
//	10  playout           0.37   1.07   5      1.3 µs
//	10  metasearch-d2     0.97   0.03   1      3.1 ms
//	10  metasearch-exact  1      0      0      2.2 ms
//	20  heuristic1        0.93   0.07   1      0.6 µs
//	20  heuristic2        0.97   0.03   1      0.6 µs
//	20  heuristic3        0.80   0.40   4      15.6 µs
//	20  estimate          0.17   2.13   8      0.9 µs
//	20  playout           0.27   1.17   4      3.3 µs
//	20  metasearch-d2     0.97   0.07   2      6.5 ms
//	20  metasearch-exact  1      0      0      97 ms
//
// The move heuristics are good on this distribution (Algorithm 2 best);
// the static Estimate is a poor predictor of Lo (worst errors 5-8
// points) and Algorithm 3, which trusts it, is the weakest heuristic.
// Depth-limited search time is mostly the dominance table it builds.
//
// # Soft decomposition on Go positions
//
// SoftDecompose and SoftMove (soft.go says how: unsafe blocks, core
// groups, candidate moves, four selective local searches per core, the
// tree {LL|LR}||{RL|RR} per core) score the leaves of the local searches
// with Influence, an area estimate with a dead-stone pass whose rule for
// empty points is SoftOptions.Territory: the nearer colour within a
// radius (TerritoryDistance, the default) or Bouzy's 5/21
// dilation/erosion (TerritoryBouzy, BouzyMap; the tests reproduce the
// worked example of the GNU Go documentation). `decomp study bgf-gnugo
// --scale full` (softcheck.TopMoves) asks, on the 197 positions of the 67
// games of ../shared/games/gnugo-selfplay-19 after 60, 120 and 180 moves
// (the side to move of the record), whether Metasearch's move is among the
// ten moves GNU Go values most (top_moves at level 5):
//
//	territory rule  among GNU Go's ten  GNU Go's move  time a move (median, mean, max)
//	distance        14 (7%)             1              1.1 s, 2.7 s, 44 s
//	bouzy           10 (5%)             1              6.7 s, 9.1 s, 40 s
//
// The two rules chose the same move in 52 positions; both moves were
// among GNU Go's ten in 3. (On the first 35 positions Bouzy's rule had
// looked better, 4 against 1: the full set does not confirm it.) Soft
// decomposition only plays in the fights of unsafe groups, so it is not a
// whole-board player: GNU Go's best moves on open boards are mostly
// elsewhere, and neither evaluation changes that. The distance rule stays
// the default: it is as good here, 3-6 times faster, and the tactical
// tests and the endgame cross-check (lib/softcheck) are calibrated on it.
//
// # Performance
//
// go test -bench . on a shared 2-core AMD EPYC (load average ~17 from
// other jobs, so absolute numbers are pessimistic), forests of the
// experiment's distribution:
//
//	ParseForest, 20 trees (~260 bytes)        23 µs
//	Outcomes (exhaustive), n = 4 / 6 / 8      1.0 / 4.2 / 41-109 ms
//	Metasearch exact, n = 8                   0.4 ms (same without dominance)
//	Metasearch exact, n = 14                  15-31 ms; 7.7 s without dominance pruning
//	Metasearch exact, n = 20                  0.36-0.45 s (height-3 trees: ~2 s)
//	Metasearch depth 2, n = 20                7 ms (mostly the dominance table)
//	Algorithm 1 / 2 / 3, n = 20               0.09 / 0.13 / 6.3 µs
//	Estimate / Playout, n = 20                0.3 / 1.5 µs
//	Influence on a random 19x19 position      18 µs (distance) / 72 µs (Bouzy 5/21) of CPU
//
// (BenchmarkInfluence reports CPU time per evaluation, cpu-ns/op, which
// the load does not inflate; a leaf of the local searches is one
// evaluation.)
//
// # Command line
//
//	decomp bgf [--json] '{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}'
//
// prints Lo, Ro, the Estimate, the tree each heuristic and Metasearch
// plays in for either side (1-based), and the dominance order.
//
//	decomp bgf move [--json] [--heuristic 1|2|3|meta] [--territory distance|bouzy] FILE.sgf
//
// prints the soft decomposition of a Go position and the chosen move;
// `decomp study bgf` runs HeuristicQuality and `decomp study
// bgf-endgames` the cross-check against exact play (lib/softcheck).
package bgf
