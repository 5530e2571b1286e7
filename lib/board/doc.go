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
// Searches mutate one board with Play and Undo: an undo record per move (the
// move, the old ko point and side to move) and a trail of the captured blocks
// and the joined blocks let Undo restore stones, blocks, hash, ko point,
// prisoners and side to move exactly. The 64-bit Zobrist hash covers the stones only; searches mix
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
// # Memory
//
// A board's memory follows its size: the colours are one fixed array of the
// padded numbering, the block structure (head, next stone, counters; 16
// bytes a point) a slice up to the board's last point, and the undo stacks
// are allocated at the first move, for a game of twice as many moves as the
// board has points: 8-byte undo records, and one trail of the captured
// blocks' stones and of the joins. A 9x9 board with its first move takes
// 7.5 KB in 4 allocations (19x19: 23.7 KB); Reset empties a board for the
// next game without allocating. Clone copies only what is in use.
//
// # Performance
//
// Measured with `go test -bench . ./lib/board` on an AMD EPYC (2 cores
// shared with other work), Go 1.26, in CPU time of the process:
//
//	Play+Undo (legal move, middle game)  9x9: 43-44 ns   19x19: 43 ns   (23M per second)
//	IsLegal                                    4.7 ns
//	random playout to the end (legal-move list each move, no eye filling)
//	                                     9x9: 63 µs (128 moves)   19x19: 0.96 ms (877 moves)
//	New board and its first move         9x9: 2.4-5 µs (7.5 KB)   19x19: 8-9.5 µs (23.7 KB)
//	Region: Dilate 92 ns, Count 7.5 ns, iterate 70 points 73 ns, Components of all empties 8 µs
//
// Play+Undo was 41.6-42.8 ns with the fixed-size per-point arrays of the
// earlier board (7.4 KB for every size): the slice costs about 3%.
//
// Against the board of github.com/rooklift/sgf (BenchmarkReplayRatio:
// the same random games, 1.5 moves per point, replayed in alternation,
// CPU time of the process with garbage collection; lib/board replays the
// games 40 times for each rooklift replay, see the benchmark), 16 runs on
// 9x9 and 3 on 19x19, the machine loaded (load average up to 18 on 2 cores):
//
//	                                  9x9                  19x19
//	lib/board, new board per game     71-102 ns/move       95-114 ns/move
//	lib/board, one board, Reset       42-51 ns             75 ns
//	lib/board, play then undo         68-100 ns            125-130 ns
//	rooklift Board.PlayColour         3.9-4.4 µs           8.9-9.2 µs
//	ratio, new board per game         42-55x (median 50x)  81-94x
//	ratio, Reset                      79-93x               118-123x
//	ratio, play then undo             40-57x               68-74x
//
// Before the board's memory followed its size, a new board per game gave
// 19-28x on 9x9 and 57-70x on 19x19 in the same benchmark. With a single
// replay per phase (the benchmark's earlier form) the new-board ratio is
// 31-33x on 9x9: a phase of 20 short games lasts 0.2 ms, and what follows
// the forced collection between phases (the runtime sweeping and faulting
// memory back in) adds some 0.1-0.2 ms whatever the phase's length.
//
// Where a new 9x9 board's time goes (perf over BenchmarkReplay): the moves
// themselves cost what they cost on a Reset board (45 ns a move), and the
// remaining 30-55 ns a move, 4-6 µs a game of 121 moves, is the runtime's
// handling of 7.5 KB a game: zeroing, page faults on memory returned to
// the system between collections, background sweeping and collector
// workers (together about 37% of the CPU time). Making the same four
// allocations without initialising them (BenchmarkNew/9x9/allocation-only)
// costs as much as New and the first move, 2.4-3 µs in a loop (the rest
// comes from the memory being cold when the game touches it): 50x on 9x9
// is at the edge of what a new board per game can give unless it
// allocates less. A collection replayed on one board with Reset does not
// pay it. Reading a 300-move game record and
// computing its final position (BenchmarkLoadGame: ReadSGF + Position
// against rooklift's LoadSGF + Board of the last node) takes 0.2-0.4 ms
// against 1.3-2.0 ms.
package board
