package oneeye

import "github.com/decomplab/decomplab/lib/board"

// Forced moves (Options.ForcedMoves). §3 of the paper credits the improved
// no-DDS solver with "simple and correct Go-specific knowledge, such as
// detecting connections to safe stones and forced moves that safely prune
// other moves", without saying more. Our reading of forced moves is a
// one-move look-ahead in the terminal test: a position in which the player
// to move wins with one move is decided at once (the attacker captures a
// crucial block in atari; the defender completes an eye point). So at the
// parent every move that leaves the opponent such a win is a lost child
// without an expansion: only the moves that answer the threat (the forced
// moves) remain to be searched. Both tests play only moves the search
// itself would generate (in the working region, legal, and for the
// defender not next to a block given as safe) and decide only what the
// move really decides, so the option never changes an answer, for any
// method (TestForcedMovesAgree).

// immediateWin reports whether the player to move wins the position on g's
// board with a single move of the working region.
func (g *game) immediateWin() bool {
	if g.b.ToMove() == g.att {
		return g.captureThreat()
	}
	return g.eyeThreat()
}

// captureThreat reports whether the attacker to move can capture a crucial
// stone: a crucial block in atari whose liberty is a legal move of the
// working region.
func (g *game) captureThreat() bool {
	b := g.b
	for left := g.crucial; !left.IsEmpty(); {
		c := left.First()
		blk := b.BlockStones(c)
		left = left.Minus(blk)
		if !b.InAtari(c) {
			continue
		}
		lib := adjacent(blk, b.Empties()).First()
		if g.work().Has(lib) && b.IsLegal(lib, g.att) {
			return true
		}
	}
	return false
}

// eyeThreat reports whether the defender to move can make the eye by
// completing an eye point: it tries the moves next to an empty region point
// that has no attacker neighbour and exactly one empty neighbour (the
// move), the only moves that make a new candidate eye point without
// capturing.
func (g *game) eyeThreat() bool {
	b := g.b
	empties := b.Empties()
	near := exactlyOneNeighbourIn(empties).Intersect(empties).Intersect(g.region).Minus(adjacent(b.Stones(g.att), g.on))
	if near.IsEmpty() {
		return false
	}
	for p := range adjacent(near, g.emptiesIn(b, g.work())).All() {
		if !b.IsLegal(p, g.def) || g.nextToGiven(b, p) {
			continue
		}
		if err := b.Play(p, g.def); err != nil {
			continue
		}
		won := g.eyeMade(b, b.Empties())
		b.Undo()
		if won {
			return true
		}
	}
	return false
}

// exactlyOneNeighbourIn returns the points (on the board or not) with
// exactly one neighbour in r; the four shifts are those of adjacent.
func exactlyOneNeighbourIn(r board.Region) board.Region {
	var o board.Region
	s := stride
	var prev uint64
	for i := 0; i < words; i++ {
		var next uint64
		if i+1 < words {
			next = r[i+1]
		}
		x := r[i]
		a, b, c, d := x<<1|prev>>63, x>>1|next<<63, x<<s|prev>>(64-s), x>>s|next<<(64-s)
		o[i] = (a | b | c | d) &^ (a&b | a&c | a&d | b&c | b&d | c&d)
		prev = x
	}
	return o
}
