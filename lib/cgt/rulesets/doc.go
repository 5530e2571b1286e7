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
// # Performance
//
// go test -bench . ./lib/cgt/rulesets, fresh store per operation, on the
// shared 2-core AMD EPYC machine (load average about 12 from other jobs;
// CPU time per operation, wall time within 1.7x of it):
//
//	all Domineering rectangles h x w, h,w <= 5, h*w <= 20   0.08 s (0.14 s wall)
//	Domineering 4x4 / 4x5 / 3x6                            3.7 / 39 / 10 ms
//	Domineering 2x8 / 2x10 / 2x12                          1.0 / 5.2 / 25 ms
//	Clobber strips xoxo... of 8 / 12 / 16 stones           0.3 / 1.0 / 2.6 ms
//	Clobber 3x3 / 3x4 checkerboard                         0.7 / 45 ms
//	Toads-and-Frogs ttt..fff / tttt..ffff                  0.4 / 1.4 ms
//	Kayles nim-sequence, 1000 values                       0.6 ms
//	compare 2x12+4x4 with 2x11+3x4+4x4 (cold caches)       0.05 ms
//
// About half of the Domineering time is splitting into components and
// normalizing keys, the rest canonical forms and comparisons in package cgt.
package rulesets
