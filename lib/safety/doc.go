// Package safety proves stones and territories safe: Benson's
// unconditional life, static safety rules, region search (SOLVER 1.0) and
// partial regions split at miaipairs (SOLVER 1.0 + P), after
// X. Niu and M. Müller, "An Improved Safety Solver in Go Using Partial
// Regions" (CG 2008), and M. Müller, "Playing it safe: recognizing secure
// territories in computer Go by using static rules and search" (1997).
//
// # Terms
//
// For a colour c (the defender; the other colour is the attacker):
//
//   - A basic region (BasicRegion; paper §2) is a maximal connected set of
//     points not occupied by c: empty points and attacker stones. Its
//     boundary blocks are c's blocks adjacent to it; its interior points
//     are the points not adjacent to any boundary block; Edge counts its
//     points on the edge of the board.
//   - A region is vital (Benson's "healthy") for a boundary block if every
//     empty point of the region is a liberty of the block.
//   - Two regions are related when they share boundary blocks: strongly
//     related if they share two or more, weakly related if exactly one
//     (paper §3, merging). Related regions are searched together when one
//     alone cannot give its boundary blocks two eyes.
//   - A miaipair (paper §4) is two adjacent empty points p, q of a region,
//     both liberties of boundary blocks, each of which splits the region:
//     whichever the attacker takes, the defender takes the other and the
//     region falls apart. A partial region is one side of a region divided
//     at miaipairs.
//
// A point is safe for c if c can keep it, playing second: c's stones there
// are never captured, and the attacker never gets a living group there, if
// c answers every attacker move (the attacker moves first and may pass).
//
// # Solvers
//
// BENSON (Benson 1976; paper §2): repeatedly remove the blocks with fewer
// than two vital regions and the regions adjacent to a removed block. The
// blocks left are unconditionally alive (pass-alive: c may pass forever).
// Territory: a region left whose every empty point is a liberty of an
// alive block; the attacker can never make an eye there, so its stones
// there are dead.
package safety
