package safety

import (
	"math/rand/v2"

	"github.com/decomplab/decomplab/lib/board"
)

// RandomPosition plays random legal moves on an empty width x height board,
// never filling a point whose neighbours are all the mover's own stones
// (a simple eye), until at most maxEmpty points are empty or no move is
// left. The sequence is determined by seed.
func RandomPosition(width, height, maxEmpty int, seed uint64) (*board.Board, error) {
	b, err := board.New(width, height)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x5afe))
	var moves []board.Point
	passes := 0
	for b.Empties().Count() > maxEmpty && passes < 2 && b.MoveNumber() < 20*width*height {
		c := b.ToMove()
		moves = moves[:0]
		own := b.Stones(c)
		for _, p := range b.LegalMoves(c, nil) {
			eye := true
			for _, q := range p.Neighbours() {
				if b.Contains(q) && !own.Has(q) {
					eye = false
				}
			}
			if !eye {
				moves = append(moves, p)
			}
		}
		if len(moves) == 0 {
			b.Play(board.Pass, c)
			passes++
			continue
		}
		passes = 0
		b.Play(moves[rng.IntN(len(moves))], c)
	}
	return b, nil
}
