package bgf

import (
	"context"
	"fmt"
	"testing"
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
				if _, _, err := Outcomes(f); err != nil {
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
					if err != nil || res.Status != Solved {
						b.Fatal(err, res.Status)
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
	for _, h := range []Heuristic{BiggestSwing, BiggestIncentive, EstimateLookahead} {
		b.Run(fmt.Sprint("algorithm", int(h)), func(b *testing.B) {
			for b.Loop() {
				c.choose(h, c.roots, true, &e)
			}
		})
	}
	b.Run("estimate", func(b *testing.B) {
		for b.Loop() {
			c.estimate(p.ids, true, &e)
		}
	})
	b.Run("playout", func(b *testing.B) {
		for b.Loop() {
			c.playout(p.ids, true, BiggestIncentive, &e)
		}
	})
}
