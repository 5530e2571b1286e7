// Package cgt is an engine for short partizan combinatorial games: exact
// canonical forms, arithmetic, order, thermography, incentives and
// CGSuite's notation. It knows nothing of Go the board game; decomposition
// search (lib/endgame) evaluates local positions to games of this package
// and plays their sums.
//
// # Values
//
// A Store owns games; a Game is a small handle into it. Every value is kept
// in canonical form (dominated options removed, reversible options
// bypassed) and hash-consed, so two handles of one Store are equal exactly
// when the games are equal: == on Game is game equality. Numbers (dyadic
// rationals, type Dyadic), nimbers and number-up-star forms (x + n.^ + *m,
// recognized once and then added by their parts) have fast paths; numbers
// and nimbers build their options lazily, so the integer 1000 is one node.
// Operation caches (sum, comparison) live in the Store; their size is set
// with NewStoreWith. There is no global state: create one Store per
// goroutine or guard it with a mutex.
//
// Dyadic arithmetic is exact in int64 (denominators up to 2^62); results
// beyond that panic with ErrOverflow, which Evaluator.Eval turns into an
// error.
//
//	s := cgt.NewStore()
//	g := s.FromOptions([]cgt.Game{s.Integer(3)}, []cgt.Game{s.Integer(-1)}) // {3|-1}
//	s.Mean(g), s.Temperature(g)                                            // 1, 2
//	s.String(s.Add(g, s.Star(1)))                                          // {3*|-1*}
//
// # API for decomposition search
//
//	FromOptions(left, right []Game) Game   build {left|right} from games of the store
//	Add, Sub, Neg, Sum                      arithmetic
//	Leq, Compare (Equal, Less, Greater, Confused), Outcome (LeftWins, RightWins, PreviousWins, NextWins)
//	Incentives, LeftIncentives, RightIncentives
//	Mean, Temperature, LeftStop, RightStop, Thermograph, Cool, Heat, Chill, Warm
//	SumMean, SumTemperature, SumStops       summaries of a sum without its canonical form
//	IsNumber, NumberValue, IsNimber, NimberValue, UptimalValue, UptimalExpansion, IsInfinitesimal, IsAllSmall
//	Birthday, AtomicWeight, IsAtomic, NortonMultiply, OrdinalSum, ReducedCanonicalForm, ReducedSum
//	String (CGSuite notation), Parse / Evaluator.EvalContext (notation in)
//	Within(ctx, search.Budget, f)           bound any of the above (a *LimitError past it)
//
// Conventions: Left is positive. Incentives are G^L - G and G - G^R, made
// distinct and with those <= another removed, as CGSuite does. Temperature
// follows CGSuite: -1 for integers, -1/2^k for a number with denominator
// 2^k, >= 0 for other games. AtomicWeight covers every infinitesimal as
// CGSuite does: the atomic weight calculus on the options with Conway's
// far-star exception, then, for games that are not all-small, Wolfe's
// check that G - W.^ (Norton product) lies within +-(^* + *N:-1) for a
// remote star *N; games that fail it, and games that are not
// infinitesimal, are not atomic (ErrNotAtomic, IsAtomic false).
//
// # Notation
//
// Evaluator.Eval reads CGSuite's notation: integers and dyadics (3, -5/8),
// *, *n, ^, v, ^^*, ^3, v3, up-nth ^<2>, v<2>, unit sums
// ^[3] = ^ + ^<2> + ^<3>, v[3] (and compounds such as 1/2v*, 1^<2>*3,
// v[2]*, 2Tiny(2)), games {a,b|c} with Conway's slashes
// ({a||b|c} = {a|{b|c}}), +-x and +-{a,b}, Tiny(x), Miny(x), sums and
// differences, parentheses, methods (.Mean .Temperature .LeftStop
// .RightStop .Birthday .Cool(t) .Heat(t) .Chill .Warm .Incentives
// .LeftIncentives .RightIncentives .AtomicWeight .IsAtomic
// .NortonProduct(u) .OrdinalSum(h) .Thermograph
// .ReducedCanonicalForm .IsNumber .IsNimber .IsInfinitesimal .IsAllSmall;
// on a parenthesized sum, (G1 + ... + Gn).Mean, .Temperature, .LeftStop
// and .RightStop are computed from the terms, without the canonical sum),
// one comparison per expression (== <= >= < > <| |> <> and || for
// "confused with") and names bound with "G := expr" or Evaluator.Let.
// Rulesets (package rulesets) add Domineering("..|.."), Clobber,
// ToadsAndFrogs, Nim, Kayles, DawsonsChess and Octal via Evaluator.Define.
// Errors are *SyntaxError values naming the character position.
//
// String prints canonical forms as CGSuite does: numbers, number-up-star
// forms (^, v, ^^*, v3, 1/2v*, *n), switches +-x and +-{a,b}, Tiny/Miny
// with a number translation (2Tiny(2)), otherwise option lists with nested
// slashes. Every uptimal x + a1.^ + a2.^<2> + ... + ak.^<k> + *m is
// recognized with its expansion (UptimalExpansion, CGSuite's x.a1a2...ak),
// and prints as CGSuite prints it: closed forms x^<n>*m, xv<n>*m, x^[n]*m,
// xv[n]*m (^[n] = ^<1> + ... + ^<n>, n up to MaxUpsLiteral) and
// number-up-star forms; other expansions (^^ + ^<2>) as option lists, with
// options ordered as CGSuite orders them (numbers, nimbers, uptimals by
// expansion, then other games). Output parses back to the same game.
//
// # Sources
//
// Conway, On Numbers and Games (ONAG); Berlekamp, Conway & Guy, Winning
// Ways (WW); Albert, Nowakowski & Wolfe, Lessons in Play (LiP); Siegel,
// Combinatorial Game Theory (CGT); Berlekamp & Wolfe, Mathematical Go.
// Canonical form: LiP ch. 4, CGT II.2. Number avoidance and translation
// (used by comparison and addition with numbers): WW ch. 2, CGT II.3.
// Thermographs and cooling: WW ch. 6, CGT II.5 (walls for t >= -1 with
// CGSuite's convention that an integer has temperature -1). Atomic weight:
// ONAG ch. 16, CGT II.7. Reduced canonical form: Grossman & Siegel (2009).
// Reference outputs: CGSuite's own test suite (aaron-siegel/cgsuite,
// CanonicalShortGameTestCase.scala, GameGridTest.scala, GameStripTest.scala,
// GameHeapTest.scala), reproduced in the tests.
//
// # Performance
//
// Measurements are in BENCHMARKS.md (section lib/cgt). Headline: the mean,
// temperature and stops of a sum of 40 Go corridors take under 10 ms of
// CPU (SumMean, SumTemperature, SumStops), where the canonical sum takes
// 4 s; Store.Within bounds any operation by a context and a
// search.Budget.
//
// Leq decides most pairs by their stops, memoised with each game, before
// the comparison cache and the recursion (order-preserving stops: G <= H
// needs L(G) <= L(H) and R(G) <= R(H); L(G) < R(H) gives G < H); this cut
// the CPU time of decomposition search's sum play by about a third on
// paper-hot's positions (BENCHMARKS.md, lib/endgame).
//
// The sum and comparison caches are lossy direct-mapped tables (as in
// CGSuite) that grow up to Options.CacheEntries slots; the thermograph,
// cooling, heating, negation, reduced-form and reduced-sum memos grow with
// use, FromOptions' memo (by option lists) up to 2^20 sets: call
// ClearCaches to release them.
package cgt
