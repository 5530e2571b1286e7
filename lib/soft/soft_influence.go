package soft

import "github.com/decomplab/decomplab/lib/board"

// DefaultInfluenceRadius is the reach of a stone's influence used by
// Options when Radius is 0.
const DefaultInfluenceRadius = 4

// Ownership is an influence-based estimate of who owns each point.
type Ownership struct {
	Black, White board.Region // points counted for each colour (stones included)
	Dead         board.Region // stones counted for the opponent (second pass)
}

// Score is |Black| - |White|: the area estimate from Black's point of view.
func (o Ownership) Score() int { return o.Black.Count() - o.White.Count() }

// Influence estimates the owner of every point of b by influence with a
// dead-stone pass (the global evaluation of soft decomposition, Chen's
// "global evaluation at local leaves"; our choice of evaluator). The rule
// t gives empty points to a colour:
//
//   - TerritoryDistance: the distance of colour c to an empty point p is
//     the length of the shortest path from a stone of c to p that steps
//     only through empty points (so walls block influence); p belongs to
//     the colour whose distance is at most radius and smaller than the
//     other's; equal distances leave it neutral;
//   - TerritoryBouzy: Bouzy's 5/21 algorithm (BouzyMap) in the second
//     pass; the first pass, which finds dead stones, is the distance rule
//     (Bouzy's map gives a lone stone no territory, so it would call every
//     stone in an open fight dead);
//
// and the passes are:
//
//   - first pass: the empty points given by the distance rule;
//   - dead stones: a block that is not in fixed and none of whose
//     liberties the first pass gives to its own colour (all neutral or the
//     opponent's) is dead: it is hemmed in. (Stricter rules, such as
//     "fewer than two or three own liberties", also kill the capturing
//     stone of a contact fight and were worse in TestSoftTactics.) Stones
//     in atari are left to the capture quiescence of the local searches;
//     an invading stone with room around it counts as alive, which is
//     this evaluator's main weakness;
//   - second pass: the distances again with dead stones taken off the
//     board; a living stone belongs to its colour, a dead stone to the
//     opponent, an empty point as in the first pass;
//   - the points of fixed[c] (proven safe for c, as in safety.Result.Safe:
//     c's safe stones and territory, with the dead opponent stones inside
//     it) belong to c whatever the passes say.
//
// The estimate is area-like (stones + territory): a capture moves the
// captured points to the capturer, a swing of two per stone, as under
// Japanese scoring (territory + prisoners). It is crude on open boards,
// where claiming space by distance outweighs small captures; it is meant
// for positions whose fights are enclosed. radius <= 0 means
// DefaultInfluenceRadius.
func Influence(b *board.Board, fixed [3]board.Region, t Territory, radius int) Ownership {
	if radius <= 0 {
		radius = DefaultInfluenceRadius
	}
	territory := func(on, black, white board.Region) (board.Region, board.Region) {
		if t == TerritoryBouzy {
			return bouzyTerritory(on, black, white)
		}
		return voronoi(on, black, white, radius)
	}
	on := b.OnBoard()
	black, white := b.Stones(board.Black), b.Stones(board.White)
	ownB, ownW := voronoi(on, black, white, radius)
	fixedAll := fixed[board.Black].Union(fixed[board.White])
	var deadB, deadW board.Region
	for _, c := range []board.Color{board.Black, board.White} {
		own, left := ownB, black
		if c == board.White {
			own, left = ownW, white
		}
		left = left.Minus(fixedAll)
		for !left.IsEmpty() {
			bl, _ := b.BlockAt(left.First())
			left = left.Minus(bl.Stones)
			if !bl.Liberties.Intersects(own) {
				if c == board.Black {
					deadB = deadB.Union(bl.Stones)
				} else {
					deadW = deadW.Union(bl.Stones)
				}
			}
		}
	}
	o := Ownership{Dead: deadB.Union(deadW)}
	if !o.Dead.IsEmpty() || t == TerritoryBouzy {
		black, white = black.Minus(deadB), white.Minus(deadW)
		ownB, ownW = territory(on, black, white)
		ownB = ownB.Minus(deadB).Union(deadW)
		ownW = ownW.Minus(deadW).Union(deadB)
	}
	o.Black = black.Union(ownB)
	o.White = white.Union(ownW)
	fb, fw := fixed[board.Black], fixed[board.White]
	o.Black = o.Black.Minus(fw).Union(fb)
	o.White = o.White.Minus(fb).Union(fw)
	return o
}

// voronoi returns the non-stone points of on nearer to black than to
// white and nearer to white than to black, by paths through non-stone
// points of length at most radius.
func voronoi(on, black, white board.Region, radius int) (ownB, ownW board.Region) {
	empty := on.Minus(black).Minus(white)
	// The reach of each colour grows by one step per round; a point first
	// reached by one colour alone is that colour's, reached by both in the
	// same round it is neutral.
	rb, rw := black, white
	seen := black.Union(white)
	for d := 1; d <= radius; d++ {
		nb := rb.Dilate(on).Intersect(empty).Minus(rb)
		nw := rw.Dilate(on).Intersect(empty).Minus(rw)
		if nb.IsEmpty() && nw.IsEmpty() {
			break
		}
		both := nb.Intersect(nw)
		ownB = ownB.Union(nb.Minus(seen).Minus(both))
		ownW = ownW.Union(nw.Minus(seen).Minus(both))
		seen = seen.Union(nb).Union(nw)
		rb = rb.Union(nb)
		rw = rw.Union(nw)
	}
	return ownB, ownW
}
