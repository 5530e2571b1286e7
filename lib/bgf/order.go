package bgf

import (
	"fmt"
	"sort"
)

// GreaterEqual reports F >= G by Theorem 4.7: F >= G iff Ro(F - G) >= 0,
// where F >= G means Lo(F+H) >= Lo(G+H) and Ro(F+H) >= Ro(G+H) for every
// forest H. (The package tests check the equivalence on random ordered
// forests; it fails for unordered trees, see the package doc.)
func GreaterEqual(f, g Forest) (bool, error) {
	ro, err := Ro(f.Minus(g))
	if err != nil {
		return false, err
	}
	return ro.Sign() >= 0, nil
}

// Relation is the result of comparing two forests.
type Relation int

const (
	Incomparable Relation = iota // neither F >= G nor G >= F ("confused")
	Less
	Equivalent
	Greater
)

func (r Relation) String() string {
	return [...]string{"<>", "<", "==", ">"}[r]
}

// Compare returns the order relation between f and g (Theorem 4.7 both ways).
func Compare(f, g Forest) (Relation, error) {
	ge, err := GreaterEqual(f, g)
	if err != nil {
		return 0, err
	}
	le, err := GreaterEqual(g, f)
	if err != nil {
		return 0, err
	}
	switch {
	case ge && le:
		return Equivalent, nil
	case ge:
		return Greater, nil
	case le:
		return Less, nil
	}
	return Incomparable, nil
}

// Dominates reports T1 >> T2 (Def. 5.1): T1^L + T2 >= T1 + T2^L and
// T1^R + T2 <= T1 + T2^R, each decided by Corollary 4.9.2 and Theorem 4.7
// (F >= G iff Ro(F - G) >= 0) with the exhaustive minimax. A single node's
// options are itself (Section 2's convention), so every tree dominates a
// number (Theorem 5.3), and two numbers dominate each other.
func Dominates(t1, t2 *Tree) (bool, error) {
	ok, err := GreaterEqual(Forest{t1.Left(), t2}, Forest{t1, t2.Left()})
	if err != nil || !ok {
		return false, err
	}
	return GreaterEqual(Forest{t1, t2.Right()}, Forest{t1.Right(), t2})
}

// DominanceOrder (ours) returns the components of f (1-based) that are not
// single nodes, sorted so that a tree comes before every tree it strictly
// dominates (by the number of trees it dominates, then by index), and the
// matrix dom[i][j] = T_{i+1} >> T_{j+1}.
func DominanceOrder(f Forest) (order []int, dom [][]bool, err error) {
	n := len(f)
	dom = make([][]bool, n)
	count := make([]int, n)
	for i := range f {
		dom[i] = make([]bool, n)
		for j := range f {
			if i == j {
				continue
			}
			if dom[i][j], err = Dominates(f[i], f[j]); err != nil {
				return nil, nil, fmt.Errorf("trees %d and %d: %w", i+1, j+1, err)
			}
			if dom[i][j] {
				count[i]++
			}
		}
		if !f[i].IsLeaf() {
			order = append(order, i+1)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return count[order[a]-1] > count[order[b]-1] })
	return order, dom, nil
}
