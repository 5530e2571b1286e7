// Package match plays decomposition search (endgame.Player) against GTP
// programs from the problems of data/endgames, as Müller 1999 and 2001
// (Section 5.5) played The Many Faces of Go from C.11; we play GNU Go
// (GNUGoMatch: both colours, each side first, until two passes). Each game
// reports its final score, the minimax score and the opponent's loss in
// points, and how many solves decomposition search needed (one, when the
// opponent stays on the analysed lines).
package match
