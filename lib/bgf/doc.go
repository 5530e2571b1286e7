// Package bgf implements binary game trees (BGT) and binary game forests
// (BGF) exactly as Keh-Hsun Chen's "Soft Decomposition Search in Computer
// Go" defines them (../shared/papers/chen-soft-decomposition-search.txt,
// Sections 2 and 4-7): a Go position is split into local fights, each
// fight is a tree in which each player has exactly one move, and the
// global move decision becomes "in which tree do I play?". Each numbered
// item of the text is here under its number and name; the package also
// keeps variants of our own, under names of their own, which the study
// reports beside the paper's. Soft decomposition of Go positions
// (Section 3) is in lib/soft; this package imports lib/cgt at most.
//
// # Section 2: trees, forests, the paper's class
//
// A tree is a single node with a rational value, or [T^L|T^R]. By the
// paper's convention a single node's T^L and T^R are the node itself
// (Tree.Left, Tree.Right). Lv and Rv are Def. 2.1.2: Lv(T) = Rv(T^L),
// Rv(T) = Lv(T^R), a single node's value for both (Tree.Lv, Tree.Rv).
// Examples 2.1.1 and 2.1.2: T1 = {4||3|0} (Lv 4, Rv 3) and
// T2 = {{{{12|10}||7}||{5|-1}}||-1} (Lv 5: +5 with Black first; Rv -1).
//
// The paper assumes that every subtree that is not a single node has
// Lv > Rv. CheckClass returns a *ClassError naming the tree and the
// subtree (path "LR" = the Left option's Right option) that is not; the
// paper's algorithms (Estimate, Algorithms 1-3, Metasearch, Analyze)
// refuse such forests with it. "Ordered" (every node's Left leaves >= its
// Right leaves) is our own condition and keeps its own name (IsOrdered);
// the exhaustive solvers (Outcomes, GreaterEqual, Dominates) accept any
// tree.
//
// Notation follows CGT: inside one pair of braces the longest run of bars
// separates Left from Right, so {4||3|0} is {4|{3|0}}; [T_L|T_R] is
// accepted too. Values are integers, fractions 7/2 or decimals 1.5
// (exact). A forest is a sum "T1 + T2 - T3" (Def. 2.2.1), a minus sign
// negating its term. Errors are *SyntaxError naming the column.
//
// # Section 4: outcomes, negation, order
//
//	Def. 4.1  Forest.LChoice(k), RChoice(k); k outside 1..n (and a single-node T_k) is a pass.
//	Def. 4.2  Lo, Ro: OutcomesWithPass as printed, with the pass k = 0; Outcomes without passes.
//	Def. 4.3  Forest.FL, FR: the choice by the smallest optimal k.
//	Def. 4.4  Tree.Neg: -[T^L|T^R] = [-T^R|-T^L].     Def. 4.5  Forest.Neg, Minus.
//	Def. 4.6  F >= G: GreaterEqual, decided by Theorem 4.7 with Cor. 4.9.2 (Ro(F - G) >= 0).
//	Def. 4.7  LessEqual.    Def. 4.8  Equal (Compare gives the four relations).
//
// The pass of Def. 4.2 makes the definition a pair of equations per
// forest, Lo = max(Ro, a) and Ro = min(Lo, b), a and b the best real
// moves. When a >= b their only solution is Lo = a, Ro = b: the values of
// the recursion without passes. On the paper's class a >= b is Theorem
// 4.2 for those values; it held on every random forest of the class we
// tried, and OutcomesWithPass equals Outcomes on all of them
// (TestDef4_2PassOption). So the searches of this package need no pass
// move. Outside the class a < b can happen ({-5|5}, a zugzwang): then
// every Lo = Ro in [a, b] solves Def. 4.2, and OutcomesWithPass says so.
//
// Outcomes is memoised minimax, the reference everything is checked
// against; its memo is bounded by search.Budget (TTEntries) and by
// DefaultMaxTableBytes, and running out is an error wrapping ErrTooLarge.
// Values inside searches are int64 after scaling all leaves by their
// common denominator (at most 2^40; sums of magnitudes at most 2^50).
//
// Theorems 4.1-4.11 and Corollaries 4.8.1-4.9.2 hold, as stated, on
// random forests of the paper's class (theorems_test.go, each test citing
// its item; Def. 4.6 is checked in random contexts).
//
// # Section 5: dominance
//
//	Def. 5.1  Dominates(T1, T2): T1^L + T2 >= T1 + T2^L and T1^R + T2 <= T1 + T2^R.
//	Def. 5.2  DominanceEqual.  Example 5.1: [5|-5] and [10|0] dominate each other, not Equal.
//	Def. 5.3  Tree.InnerSwing [Lv|Rv] and Tree.OuterSwing [L~v|R~v].
//
// With the convention for single nodes every tree dominates a number and
// two numbers dominate each other (Theorem 5.3). Theorems 5.3-5.6 hold on
// random trees of the class; Theorem 5.6 (T >> its inner swing) at
// heights 1-3, and Example 5.2 is the height-4 exception.
//
// # Section 6: heuristics
//
//	Def. 6.1  Tree.BasicValue: Lv - Rv, the size of the inner swing.
//	Def. 6.2  Tree.LSenteValue: Lv(T^L) - Rv(T^L) (LLv - Lv); RSenteValue: Lv(T^R) - Rv(T^R);
//	          Forest.Sente(k): move k is L-sente iff its L-sente value >= the basic value
//	          of every other tree (R-sente likewise).
//	Algorithm1  both L- and R-sente, else L-sente, else any: the highest basic value.
//	Algorithm2  the highest basic value + 1/2 L-sente value.
//	Algorithm3  the highest basic value + 1/2 L-sente value + 1/4 R-sente value.
//
// Heuristic.Choose returns the 1-based tree; ties go to the smallest
// index; single nodes are never chosen. The paper states the algorithms
// for Left; for Right they are Left's on -F, which exchanges the L- and
// R-sente values.
//
// # Section 7: trimming, the Estimate, Metasearch
//
// Tree.Trim(d) is the trimming rule: a subtree S pruned at depth d gets
// Rv(S) if it is a Left child and Lv(S) if a Right child, which keeps Lv
// and Rv of every node above the cut. Estimate is Steps 1-7: single nodes
// V_A; F_B (L- and R-sente) and F_N (neither), ordered by >> (by size,
// Theorem 5.4), give a_1 + b_2 + a_3 + ... for Lo and b_1 + a_2 + ... for
// Ro; F_S gives the a_i and F_O the b_i for both. On T1 + T2 it gives 9
// and 8 (exact: 8 and 3).
//
// Metasearch is the alpha-beta meta-search, exact (Depth 0) or
// depth-limited with the Estimate of Lo (Left to move) or Ro at the
// frontier. The moves below the root are ordered "in parallel to"
// Algorithm 1, 2 or 3 (SearchOptions.Order); the root's moves are
// searched in the forest's order, so the move is the smallest optimal k
// of Def. 4.3 among trees that are not single nodes; SearchOptions.Trim
// trims first; dominated trees are deleted (below the root, a move in a
// tree that another tree dominates for the side to move is not searched;
// NoDominance turns it off). Additions of ours that change no exact
// value: a transposition table keyed by the multiset of subtrees, and
// one-sided dominance per side decided once per pair of subtrees.
// Deleting dominated trees is sound for exact values; in a depth-limited
// search it changed the estimated value in 79 of 11,400 depth-limited
// runs of TestIndependentChecker, so depth-limited searches do not delete
// them and equal depth-limited minimax with the Estimate at the frontier.
// The search takes a context and a search.Budget and stops promptly with
// a nil Value and Stats.Stop set; Stats.Stop is DepthLimit when the
// Estimate was used.
//
// Two implementations written from the text alone check all of this:
// TestIndependentChecker (inside the package, heights 1-3, 1-6 trees) and
// review_test.go (outside it, exported API only: its own random trees of
// heights 1-4, 1-12 trees with numbers, rational values, Trim, Analyze;
// -args -review-forests N for more than its default 200 forests).
//
// # Where the text is wrong, and what we do
//
//   - Example 5.2 prints "L_o(R~v(T) - T + [a|b] - a) = -1". With
//     R~v(T) = 0 that value is -4. The statement that gives -1, and the
//     conclusion the text draws from it, is Ro(T^L - T + [a|b] - a) = -1
//     (TestExample5_2).
//   - The Metasearch pseudo-code passes the window (sum+bestV, beta) or
//     (alpha, sum+bestV) to a child that sees F1 only (the numbers F0
//     removed): the window is not shifted by sum. It also has no cut-off,
//     and the depth-limited version never increments d (its recursive
//     calls pass no d), so it ignores depth_limit. Transcribed literally
//     it is wrong on 189 of 300 random forests of the class (first:
//     {{3||2|-5}|-1} + {6|{8|0||-7}} + {7|1||0}, literal 10, Lo 6), and
//     its depth-limited form visits as many nodes as the full search
//     (TestMetasearchLiteralPseudoCode). We shift the window by sum,
//     count d by plies and cut off when the window closes. Its bestTree
//     indexes F1; ours indexes the forest.
//   - Def. 4.3 takes "the smallest integer" k; every k outside 1..n is a
//     pass (Def. 4.1), so when passing is optimal that integer has no
//     lower bound. We take k in 1..n; a single-node T_k is a pass there
//     and counts as one.
//
// # Our own variants (not the paper's)
//
//	Count, CountEstimate   a Go player's count (sente trees at their sente value, gote at
//	                       the mean of the options) and a greedy estimate built on it.
//	LocalSente             sente judged inside one tree (the size of the inner swing of T^L
//	                       against that of T), not against the other trees as Def. 6.2 does.
//	TrimToCount            cuts at depth d and puts the Count at the cut (the paper's Trim
//	                       puts Rv or Lv).
//	BiggestSwing           the highest basic value alone (Algorithm 1's last branch).
//	BiggestIncentive       the largest change of Count for the mover.
//	CountLookahead         each move followed by CountEstimate.
//	Playout, FrontierCount, FrontierPlayout   other frontier values for Metasearch.
//	IsOrdered, DominanceOrder, RandomOptions.Ordered   our Go-like ordering condition.
//
// # Measurement (HeuristicQuality, `decomp study bgf`)
//
// The paper reports no experiment ("Lacking theoretical analysis, the
// effectiveness of these algorithms will be reported after experimenting
// in a Go playing program"); `decomp study bgf` is, as far as we know, the
// first measurement of its algorithms. Left to move on random forests of
// the class, trees of height <= 2 (the height of soft decomposition's
// trees), values in [-10, 10], 2-20 trees; exact Lo by exact Metasearch.
// Headline figures (full scale, 10,000 forests; the table is in
// BENCHMARKS.md, section lib/bgf):
//
//	Algorithms 1 / 2 / 3 play an optimal move in 88.6 / 92.0 / 94.6% of forests (mean loss 0.19 / 0.12 / 0.07, worst 7 / 6 / 6 points).
//	The Estimate equals Lo in 25.5% (73% at 2 trees, 11% at 20), mean error 2.1 points, worst 15.
//	Depth-2 Metasearch, Estimate at the frontier: optimal in 81.0% (mean loss 0.37, worst 10); exact Metasearch 100%.
//	Ours: BiggestIncentive 95.2%; depth 2 with CountEstimate at the frontier 92.2%.
//
// # Command line
//
//	decomp bgf [--json] '{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}'
//
// prints Lo, Ro, the Estimate, the tree each of the paper's algorithms
// and Metasearch plays in for either side (1-based), per tree its basic
// value, swings, sente values and flags, and every dominance pair; then
// our variants. `decomp study bgf` runs HeuristicQuality.
package bgf
