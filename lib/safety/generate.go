package safety

import (
	"fmt"
	"math/rand/v2"
	"strings"

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

// RoomsPosition builds a 19x19 position with one large black region made
// of rooms of 3x3 points joined by corridors of two points, each corridor
// a miaipair: rooms side by side in bands, bands joined at their left
// room. Everything else is one black wall, alive by two one-point eyes on
// the left edge. bands (1 to 4) rows of rooms (1 to 4) rooms each give
// 1*1 (a 9-point region) up to 4*4 (174 points, 15 miaipairs). seed places
// up to seed%3 white stones in each room (a fixed pseudo-random choice),
// so positions with the same shape differ.
func RoomsPosition(bands, rooms int, seed uint64) (*board.Board, error) {
	if bands < 1 || bands > 4 || rooms < 1 || rooms > 4 {
		return nil, fmt.Errorf("rooms position: want 1-4 bands and 1-4 rooms, got %d and %d", bands, rooms)
	}
	const n = 19
	var grid [n][n]byte
	for y := range grid {
		for x := range grid[y] {
			grid[y][x] = 'X'
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x700d))
	for k := 0; k < bands; k++ {
		r0 := 1 + 5*k
		for j := 0; j < rooms; j++ {
			x0 := 1 + 5*j
			for y := r0; y < r0+3; y++ {
				for x := x0; x < x0+3; x++ {
					grid[y][x] = '.'
				}
			}
			if j+1 < rooms { // corridor to the next room
				grid[r0+1][x0+3] = '.'
				grid[r0+1][x0+4] = '.'
			}
			for w := uint64(0); w < seed%3; w++ {
				grid[r0+rng.IntN(3)][x0+rng.IntN(3)] = 'O'
			}
		}
		if k+1 < bands { // corridor to the next band
			grid[r0+3][2] = '.'
			grid[r0+4][2] = '.'
		}
	}
	grid[4][0], grid[9][0] = '.', '.' // the wall's two eyes
	var sb strings.Builder
	for y := range grid {
		sb.Write(grid[y][:])
		sb.WriteByte('\n')
	}
	return board.Parse(sb.String())
}
