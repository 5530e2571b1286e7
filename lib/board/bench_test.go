package board

import (
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/internal/cputime"
)

// randomPosition plays n random legal moves on a size x size board.
func randomPosition(size, n int, seed uint64) *Board {
	rng := rand.New(rand.NewPCG(seed, 7))
	b := MustNew(size, size)
	pts := b.OnBoard().Points()
	for i := 0; i < n; i++ {
		c := b.ToMove()
		for try := 0; try < 50; try++ {
			p := pts[rng.IntN(len(pts))]
			if b.IsLegal(p, c) && !b.fillsOwnEye(p, c) {
				b.Play(p, c)
				break
			}
		}
	}
	return b
}

// fillsOwnEye reports whether p is an empty point whose neighbours are all
// c's stones: random playouts do not fill such points.
func (b *Board) fillsOwnEye(p Point, c Color) bool {
	for _, n := range p.Neighbours() {
		if col := b.color[n]; col != c && col != offBoard {
			return false
		}
	}
	return true
}

// BenchmarkPlayUndo plays and undoes every legal move of a middle-game
// position in turn.
func BenchmarkPlayUndo(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(sizeName(size), func(b *testing.B) {
			bd := randomPosition(size, size*size/3, 1)
			c := bd.ToMove()
			moves := bd.LegalMoves(c, nil)
			b.ResetTimer()
			start := cputime.Process()
			for i := 0; i < b.N; i++ {
				if err := bd.Play(moves[i%len(moves)], c); err != nil {
					b.Fatal(err)
				}
				bd.Undo()
			}
			cputime.Report(b, start)
		})
	}
}

// BenchmarkNew creates an empty board and plays its first move (which
// allocates the undo stacks): the fixed cost of a new board per game.
func BenchmarkNew(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(sizeName(size), func(b *testing.B) {
			b.ReportAllocs()
			p := Pt(size/2, size/2)
			start := cputime.Process()
			for b.Loop() {
				if err := MustNew(size, size).Play(p, Black); err != nil {
					b.Fatal(err)
				}
			}
			cputime.Report(b, start)
		})
		b.Run(sizeName(size)+"/allocation-only", func(b *testing.B) {
			// The same four allocations, not initialised nor used: what
			// the runtime charges for the memory of a new board.
			b.ReportAllocs()
			n := 2 * size * size
			start := cputime.Process()
			for b.Loop() {
				allocSink = &Board{
					v:       make([]vertex, Pt(size-1, size-1)+1),
					history: make([]undoRecord, 0, n),
					trail:   make([]Point, 0, joinRecord*n)}
			}
			cputime.Report(b, start)
		})
	}
}

// allocSink keeps BenchmarkNew's allocations from being optimised away.
var allocSink *Board

// BenchmarkIsLegal tests the legality of every empty point.
func BenchmarkIsLegal(b *testing.B) {
	bd := randomPosition(19, 120, 2)
	empties := bd.Empties().Points()
	b.ResetTimer()
	start := cputime.Process()
	for i := 0; i < b.N; i++ {
		bd.IsLegal(empties[i%len(empties)], Black)
	}
	cputime.Report(b, start)
}

// BenchmarkPlayout plays random games to the end (no eye filling) and undoes them.
func BenchmarkPlayout(b *testing.B) {
	for _, size := range []int{9, 19} {
		b.Run(sizeName(size), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(3, 4))
			bd := MustNew(size, size)
			buf := make([]Point, 0, size*size)
			moves := 0
			b.ResetTimer()
			start := cputime.Process()
			for i := 0; i < b.N; i++ {
				passes := 0
				for passes < 2 && bd.MoveNumber() < 3*size*size {
					c := bd.ToMove()
					buf = bd.LegalMoves(c, buf[:0])
					played := false
					for len(buf) > 0 {
						k := rng.IntN(len(buf))
						p := buf[k]
						if !bd.fillsOwnEye(p, c) {
							bd.play(p, c)
							played = true
							break
						}
						buf[k] = buf[len(buf)-1]
						buf = buf[:len(buf)-1]
					}
					if played {
						passes = 0
					} else {
						bd.Play(Pass, c)
						passes++
					}
					moves++
				}
				for bd.Undo() == nil {
				}
			}
			cputime.Report(b, start)
			b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
		})
	}
}

// BenchmarkRegion measures the region operations used by the solvers.
func BenchmarkRegion(b *testing.B) {
	bd := randomPosition(19, 150, 5)
	empties := bd.Empties()
	black := bd.Stones(Black)
	b.Run("Dilate", func(b *testing.B) {
		start := cputime.Process()
		for i := 0; i < b.N; i++ {
			black = black.Dilate(bd.OnBoard()).Intersect(bd.Stones(Black))
		}
		cputime.Report(b, start)
	})
	b.Run("Components", func(b *testing.B) {
		start := cputime.Process()
		for i := 0; i < b.N; i++ {
			_ = empties.Components()
		}
		cputime.Report(b, start)
	})
	b.Run("Count", func(b *testing.B) {
		n := 0
		start := cputime.Process()
		for i := 0; i < b.N; i++ {
			n += empties.Count()
		}
		cputime.Report(b, start)
		_ = n
	})
	b.Run("Iterate", func(b *testing.B) {
		n := 0
		start := cputime.Process()
		for i := 0; i < b.N; i++ {
			for p := range empties.All() {
				n += int(p)
			}
		}
		cputime.Report(b, start)
		_ = n
	})
}

func sizeName(n int) string {
	return map[int]string{9: "9x9", 13: "13x13", 19: "19x19"}[n]
}
