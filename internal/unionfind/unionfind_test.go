package unionfind

import (
	"math/rand/v2"
	"testing"
)

// TestAgainstLabels compares random unions with a naive relabelling.
func TestAgainstLabels(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.IntN(30)
		s := New(n)
		label := make([]int, n)
		for i := range label {
			label[i] = i
		}
		for k := 0; k < n; k++ {
			i, j := rng.IntN(n), rng.IntN(n)
			s.Union(i, j)
			from, to := label[i], label[j]
			for x := range label {
				if label[x] == from {
					label[x] = to
				}
			}
			for a := 0; a < n; a++ {
				for b := 0; b < n; b++ {
					if (s.Find(a) == s.Find(b)) != (label[a] == label[b]) {
						t.Fatalf("trial %d: %d and %d disagree", trial, a, b)
					}
				}
			}
		}
	}
}
