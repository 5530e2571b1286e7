// Package board is the Go board every solver in decomplab uses.
//
// A Point is a small integer index into a padded array (stride 20, so that
// boards from 1x1 to 19x19 share one numbering and neighbours are p±1,
// p±20). A Region is a fixed-size bitset over points (7 words) with the set
// algebra, counting, iteration, flood fill, connected components and
// neighbour dilation that safety analysis, decomposition into areas and
// working regions are written in.
//
// A Board keeps blocks as circular lists of stones with counters at a head
// point, in the manner of KataGo's board: pseudo-liberty count, sum and sum
// of squares, so that "no liberty" and "exactly one liberty" are O(1) tests.
// Searches mutate one board with Play and Undo: an undo record per move holds
// the captured blocks, the merged blocks, the old ko point and the old hash,
// and Undo restores stones, blocks, hash, ko point, prisoners and side to
// move exactly. The 64-bit Zobrist hash covers the stones only; searches mix
// in their own context (side to move, ko, working region).
//
// Rules: suicide is forbidden unless Rules.Suicide; simple ko always;
// positional or situational superko optionally (Rules.Superko), from a hash
// history of the positions before each move.
//
// Diagrams (String, Parse) use X for Black, O for White and . for empty,
// with GTP coordinates (columns A-T without I, rows numbered from the
// bottom). SGF files are read and written by ReadSGF and WriteSGF.
//
// # Performance
//
// Measured with `go test -bench . ./lib/board` on one core of an AMD EPYC
// (2 cores shared), Go 1.26:
//
//	Play+Undo (legal move, middle game)  9x9: 45 ns   19x19: 45 ns   (22M per second)
//	IsLegal                                    4.7 ns
//	random playout to the end (legal-move list each move, no eye filling)
//	                                     9x9: 62 µs (128 moves)   19x19: 0.95 ms (873 moves)
//	Region: Dilate 92 ns, Count 7.7 ns, iterate 70 points 72 ns, Components of all empties 9 µs
//
// Against the board of github.com/rooklift/sgf (BenchmarkReplayRatio:
// the same random games, 1.5 moves per point, replayed in alternation,
// CPU time of the process; measured with the machine heavily loaded, so
// the ratios, not the absolute times, are the figures to quote):
//
//	                        9x9            19x19
//	lib/board, new board    190-255 ns     225-235 ns per move
//	lib/board, reused       140-155 ns     125-130 ns (play the game, then undo it)
//	rooklift Board.Play     4.1-4.7 µs     8.3-8.6 µs
//	ratio, new board        18-22x         36-38x
//	ratio, reused board     30x            63-68x
//
// On a new board most of the time goes into growing the undo history
// (BenchmarkReplay's profile: growslice is 60% of Play); searches reuse one
// board and do not pay it. Reading a 300-move game record and computing its
// final position (BenchmarkLoadGame: ReadSGF + Position against rooklift's
// LoadSGF + Board of the last node) takes 0.2-0.7 ms against 1.2-2.4 ms.
package board
