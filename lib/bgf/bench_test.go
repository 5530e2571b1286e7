package bgf

import (
	"context"
	"fmt"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// benchForest is the forest of n trees the benchmarks use (the experiment's
// default distribution: ordered, height <= 2, values in [-10, 10]).
func benchForest(b *testing.B, n int) Forest {
	f, err := RandomForest(uint64(n), n, DefaultQualityOptions().Trees)
	if err != nil {
		b.Fatal(err)
	}
	return f
}

func BenchmarkParseForest(b *testing.B) {
	s := benchForest(b, 20).String()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		if _, err := ParseForest(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkOutcomesExhaustive(b *testing.B) {
	for _, n := range []int{4, 6, 8} {
		f := benchForest(b, n)
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Outcomes(context.Background(), f, search.Budget{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkMetasearchExact(b *testing.B) {
	for _, n := range []int{8, 14, 20} {
		f := benchForest(b, n)
		for _, noDom := range []bool{false, true} {
			if noDom && n > 14 {
				continue // out of reach without dominance pruning
			}
			b.Run(fmt.Sprintf("n=%d/dominance=%v", n, !noDom), func(b *testing.B) {
				for b.Loop() {
					res, err := Metasearch(context.Background(), f, true, SearchOptions{NoDominance: noDom})
					if err != nil || res.Stop != search.Finished {
						b.Fatal(err, res.Stop)
					}
				}
			})
		}
	}
}

func BenchmarkMetasearchDepth2(b *testing.B) {
	f := benchForest(b, 20)
	for b.Loop() {
		if _, err := Metasearch(context.Background(), f, true, SearchOptions{Depth: 2}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkHeuristics(b *testing.B) {
	f := benchForest(b, 20)
	c, err := compile(f)
	if err != nil {
		b.Fatal(err)
	}
	p := c.start()
	var e estimator
	for _, h := range Heuristics() {
		b.Run(h.String(), func(b *testing.B) {
			for b.Loop() {
				c.choose(h, c.roots, true, &e)
			}
		})
	}
	b.Run("estimate", func(b *testing.B) {
		var swings []int32
		for b.Loop() {
			_, swings = c.chenEstimate(p.ids, true, swings)
		}
	})
	b.Run("count-estimate", func(b *testing.B) {
		for b.Loop() {
			c.countEstimate(p.ids, true, &e)
		}
	})
	b.Run("playout", func(b *testing.B) {
		for b.Loop() {
			c.playout(p.ids, true, BiggestIncentive, &e)
		}
	})
}
