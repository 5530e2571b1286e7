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
// Play+Undo of a legal move in the middle game takes 43-44 ns of CPU time
// (9x9 and 19x19); replaying games is 42-55x faster than the board of
// github.com/rooklift/sgf on 9x9 with a new board per game (79-93x with
// Reset). Commands, machine and all measurements: BENCHMARKS.md, "lib/board".
package board
