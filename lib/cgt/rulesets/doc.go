// Package rulesets computes canonical values of positions of classic
// rulesets with package cgt: Domineering, Clobber, Toads-and-Frogs, Nim and
// octal games (Kayles 0.77, Dawson's Chess 0.137).
//
// Positions are strings: rows separated by '|'.
//
//	Domineering("..|.#")   '.' empty, '#' blocked; Left places vertical dominoes
//	Clobber("xo|ox")       'x' Left, 'o' Right, '.' empty
//	ToadsAndFrogs("tt.ff") 't' toads (Left, moving right), 'f' frogs (Right)
//
// A Solver searches the game tree with a transposition table keyed by a
// normalized position: a Domineering position splits into connected regions
// of empty squares, a Clobber position into connected groups of stones;
// the value is the sum of the regions' values, and each region is keyed by
// its least form under the symmetries that keep the value (Domineering: the
// two mirror images; Clobber: all eight symmetries of the square). Octal
// games use the Sprague-Grundy mex rule over heap splits.
//
// Register makes the rulesets callable from cgt expressions, e.g.
// Domineering("..|..") + Clobber("xxo").
//
// Sources: Berlekamp, Conway & Guy, Winning Ways (WW) chs. 1, 2, 4;
// Albert, Nowakowski & Wolfe, Lessons in Play (LiP); Albert, Grossman,
// Nowakowski & Wolfe, "An introduction to Clobber" (Integers 5, 2005);
// Erickson, "New Toads and Frogs results" (Games of No Chance, 1996).
//
// Correctness: published values (tests name the source), including the
// reference values of CGSuite's own test suite (4x4 Domineering, Clobber
// xox|ox., Toads-and-Frogs ttttt..fffff printed identically, Kayles and
// Dawson's Kayles periods); outcome classes of random positions and of sums
// of two positions agree with plain minimax on the boards; transposed
// Domineering boards have negated values; the Kayles sequence agrees with
// brute force over pin bitmasks.
//
// Each Solver call takes a context and a search.Budget (positions, time);
// past a bound it returns an error wrapping search.ErrNodeBudget,
// search.ErrTimeBudget or the context's error.
//
// # Performance
//
// Measurements are in BENCHMARKS.md (section lib/cgt). Headline: all
// Domineering rectangles up to 4x5 and 5x4 in 0.08 s CPU.
package rulesets
