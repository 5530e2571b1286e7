package bgf

import (
	"fmt"
	"math/rand/v2"
)

// RandomOptions describes the trees RandomForest draws.
type RandomOptions struct {
	MaxHeight int     // trees have height 1..MaxHeight (a root node at least)
	Branch    float64 // probability that a subtree below the root is a node, 0..1
	MinValue  int64   // leaf values are integers in [MinValue, MaxValue]
	MaxValue  int64
	// Ordered makes every node {L|R} have all leaves of L >= all leaves of
	// R, as in Go, where a move never hurts the player who makes it. With
	// Ordered false leaves are independent and zugzwang-like trees occur.
	Ordered bool
	// Class keeps every tree in the paper's class (Section 2): each
	// subtree that is not a single node has Lv > Rv. A node that misses
	// it is drawn again (after 100 misses it becomes a single node).
	Class bool
}

// DefaultRandomOptions returns trees of the paper's class that are also
// ordered, of height at most 3, with leaf values in [-10, 10].
func DefaultRandomOptions() RandomOptions {
	return RandomOptions{MaxHeight: 3, Branch: 0.6, MinValue: -10, MaxValue: 10, Ordered: true, Class: true}
}

// ClassRandomOptions returns trees of the paper's class (not necessarily
// ordered) of height at most 3 with leaf values in [-10, 10].
func ClassRandomOptions() RandomOptions {
	return RandomOptions{MaxHeight: 3, Branch: 0.6, MinValue: -10, MaxValue: 10, Class: true}
}

func (o RandomOptions) validate() error {
	switch {
	case o.MaxHeight < 1 || o.MaxHeight > 30:
		return fmt.Errorf("random forest: MaxHeight %d outside 1..30", o.MaxHeight)
	case o.Branch < 0 || o.Branch > 1:
		return fmt.Errorf("random forest: Branch %v outside 0..1", o.Branch)
	case o.MinValue > o.MaxValue:
		return fmt.Errorf("random forest: MinValue %d above MaxValue %d", o.MinValue, o.MaxValue)
	case o.MinValue < -1<<40 || o.MaxValue > 1<<40:
		return fmt.Errorf("random forest: leaf value range [%d, %d] beyond ±2^40", o.MinValue, o.MaxValue)
	}
	return nil
}

// RandomTree draws one tree with r.
func RandomTree(r *rand.Rand, o RandomOptions) (*Tree, error) {
	if err := o.validate(); err != nil {
		return nil, err
	}
	return randomTree(r, o, 0, o.MinValue, o.MaxValue), nil
}

// RandomForest draws n trees from a generator seeded with seed; the same
// seed and options always give the same forest.
func RandomForest(seed uint64, n int, o RandomOptions) (Forest, error) {
	if n < 0 {
		return nil, fmt.Errorf("negative forest size %d", n)
	}
	if err := o.validate(); err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	f := make(Forest, n)
	for i := range f {
		f[i] = randomTree(r, o, 0, o.MinValue, o.MaxValue)
	}
	return f, nil
}

func randomTree(r *rand.Rand, o RandomOptions, depth int, lo, hi int64) *Tree {
	if !o.Class {
		return randomNode(r, o, depth, lo, hi)
	}
	for range 100 {
		if t := randomNode(r, o, depth, lo, hi); t.IsLeaf() || t.Lv().Cmp(t.Rv()) > 0 {
			return t
		}
	}
	return LeafInt(lo + r.Int64N(hi-lo+1))
}

func randomNode(r *rand.Rand, o RandomOptions, depth int, lo, hi int64) *Tree {
	if depth == o.MaxHeight || (depth > 0 && r.Float64() >= o.Branch) {
		return LeafInt(lo + r.Int64N(hi-lo+1))
	}
	if !o.Ordered {
		return Node(randomTree(r, o, depth+1, lo, hi), randomTree(r, o, depth+1, lo, hi))
	}
	m := lo + r.Int64N(hi-lo+1)
	return Node(randomTree(r, o, depth+1, m, hi), randomTree(r, o, depth+1, lo, m))
}
