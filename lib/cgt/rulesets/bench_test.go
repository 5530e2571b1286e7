package rulesets

import (
	"context"
	"fmt"
	"github.com/decomplab/decomplab/internal/cputime"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// BenchmarkDomineeringRectangles computes every rectangle h x w with
// h, w <= 5 and h*w <= 20 (so up to 4x5 and 5x4) with a fresh store.
func BenchmarkDomineeringRectangles(b *testing.B) {
	defer cputime.Report(b, cputime.Process())
	for b.Loop() {
		v := NewSolver(cgt.NewStore())
		for h := 1; h <= 5; h++ {
			for w := 1; w <= 5; w++ {
				if h*w <= 20 {
					if _, err := v.Domineering(context.Background(), search.Budget{}, rect(h, w)); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	}
}

func BenchmarkDomineering(b *testing.B) {
	for _, d := range [][2]int{{4, 4}, {4, 5}, {2, 8}, {2, 10}, {2, 12}, {3, 6}} {
		b.Run(fmt.Sprintf("%dx%d", d[0], d[1]), func(b *testing.B) {
			defer cputime.Report(b, cputime.Process())
			for b.Loop() {
				v := NewSolver(cgt.NewStore())
				if _, err := v.Domineering(context.Background(), search.Budget{}, rect(d[0], d[1])); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkClobberStrip(b *testing.B) {
	for _, n := range []int{8, 12, 16} {
		board := strings.Repeat("xo", n/2)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			defer cputime.Report(b, cputime.Process())
			for b.Loop() {
				v := NewSolver(cgt.NewStore())
				if _, err := v.Clobber(context.Background(), search.Budget{}, board); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkClobber(b *testing.B) {
	for _, board := range []string{"xox|oxo|xox", "xoxo|oxox|xoxo"} {
		b.Run(board, func(b *testing.B) {
			defer cputime.Report(b, cputime.Process())
			for b.Loop() {
				v := NewSolver(cgt.NewStore())
				if _, err := v.Clobber(context.Background(), search.Budget{}, board); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkToadsAndFrogs(b *testing.B) {
	for _, row := range []string{"ttt..fff", "tttt..ffff"} {
		b.Run(row, func(b *testing.B) {
			defer cputime.Report(b, cputime.Process())
			for b.Loop() {
				v := NewSolver(cgt.NewStore())
				if _, err := v.ToadsAndFrogs(context.Background(), search.Budget{}, row); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkKaylesSequence(b *testing.B) {
	defer cputime.Report(b, cputime.Process())
	for b.Loop() {
		Kayles().NimSequence(1000)
	}
}

// BenchmarkCompareLargeGames compares sums of large Domineering values
// (2x12 + 4x4 against 2x11 + 3x4 + 4x4, birthdays 18 and 11; they are
// confused) with empty caches.
func BenchmarkCompareLargeGames(b *testing.B) {
	s := cgt.NewStore()
	v := NewSolver(s)
	val := func(h, w int) cgt.Game {
		g, err := v.Domineering(context.Background(), search.Budget{}, rect(h, w))
		if err != nil {
			b.Fatal(err)
		}
		return g
	}
	g := s.Add(val(2, 12), val(4, 4))
	h := s.Sum(val(2, 11), val(3, 4), val(4, 4))
	b.Logf("birthdays %d and %d, %s", s.Birthday(g), s.Birthday(h), s.Compare(g, h))
	defer cputime.Report(b, cputime.Process())
	for b.Loop() {
		s.ClearCaches()
		s.Compare(g, h)
	}
}
