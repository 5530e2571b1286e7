// Package unionfind is a disjoint-set forest over the integers 0..n-1, for
// merging blocks into chains or groups (lib/safety's static chains, lib/bgf's
// core groups).
package unionfind

// Sets partitions 0..n-1; initially every element is its own set.
type Sets []int

// New returns n singleton sets.
func New(n int) Sets {
	s := make(Sets, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// Find returns the representative of i's set (with path halving).
func (s Sets) Find(i int) int {
	for s[i] != i {
		s[i] = s[s[i]]
		i = s[i]
	}
	return i
}

// Union merges the sets of i and j; the representative of j's set stays.
func (s Sets) Union(i, j int) {
	if a, b := s.Find(i), s.Find(j); a != b {
		s[a] = b
	}
}
