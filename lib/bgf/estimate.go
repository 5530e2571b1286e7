package bgf

import (
	"cmp"
	"math/big"
	"slices"
)

// The paper's Heuristic Algorithms 1-3 (Section 6) and its Estimate of
// Lo and Ro (Section 7, Steps 1-7) on compiled forests, in scaled units.

// basicValue is Def. 6.1 for subtree id: Lv - Rv, 0 for a single node.
func (c *compiled) basicValue(id int32) int64 { return c.lv[id] - c.rv[id] }

// senteValue is Def. 6.2: the size of the inner swing of T^L (left) or
// T^R; 0 for a single node, whose options are itself.
func (c *compiled) senteValue(id int32, left bool) int64 {
	if c.isLeaf(id) {
		return 0
	}
	if left {
		return c.basicValue(c.left[id])
	}
	return c.basicValue(c.right[id])
}

// topBasic returns the largest basic value among ids, its index, and the
// second largest (the largest among the others), 0 when absent: single
// nodes have basic value 0 and sente values are never negative on the
// paper's class.
func (c *compiled) topBasic(ids []int32) (first int64, at int, second int64) {
	at = -1
	for k, id := range ids {
		b := c.basicValue(id)
		switch {
		case at < 0 || b > first:
			second = max(second, first)
			first, at = b, k
		case b > second:
			second = b
		}
	}
	if at >= 0 {
		first = max(first, 0)
	}
	return first, at, max(second, 0)
}

// senteFlags is Def. 6.2 for ids[k]: the move is L-sente iff its L-sente
// value >= the basic value of every other tree; R-sente likewise. For
// Right to move (left false) the two are exchanged (the forest negated).
func (c *compiled) senteFlags(ids []int32, k int, left bool, first int64, at int, second int64) (own, other bool) {
	others := first
	if k == at {
		others = second
	}
	return c.senteValue(ids[k], left) >= others, c.senteValue(ids[k], !left) >= others
}

// chenPriority is the value Algorithm h maximises for the move in ids[k]:
// for Algorithm 1 the class (2 both sente, 1 own sente, 0 other) and the
// basic value; for Algorithms 2 and 3 the combined move value times 4.
func (c *compiled) chenPriority(h Heuristic, ids []int32, k int, left bool, first int64, at int, second int64) (class, value int64) {
	id := ids[k]
	b := c.basicValue(id)
	switch h {
	case Algorithm1:
		own, other := c.senteFlags(ids, k, left, first, at, second)
		switch {
		case own && other:
			class = 2
		case own:
			class = 1
		}
		return class, b
	case Algorithm2:
		return 0, 4*b + 2*c.senteValue(id, left)
	}
	return 0, 4*b + 2*c.senteValue(id, left) + c.senteValue(id, !left)
}

// chenChoose returns the index into ids (which may hold single nodes) of
// the move of Heuristic Algorithm h, the first of equal ones, or -1.
func (c *compiled) chenChoose(h Heuristic, ids []int32, left bool) int {
	first, at, second := c.topBasic(ids)
	best, bestClass, bestValue := -1, int64(0), int64(0)
	for k, id := range ids {
		if c.isLeaf(id) {
			continue
		}
		class, value := c.chenPriority(h, ids, k, left, first, at, second)
		if best < 0 || class > bestClass || (class == bestClass && value > bestValue) {
			best, bestClass, bestValue = k, class, value
		}
	}
	return best
}

// chenEstimate is the Estimate of Section 7 (Steps 1-7) of Lo(F) (left)
// or Ro(F) for the non-single trees ids; the single nodes (V_A, Step 2)
// are the caller's. swings is scratch space.
func (c *compiled) chenEstimate(ids []int32, left bool, swings []int32) (int64, []int32) {
	first, at, second := c.topBasic(ids)
	var v int64
	swings = swings[:0]
	nb := 0 // F_B's swings are swings[:nb], F_N's the rest
	for k, id := range ids {
		ls, rs := c.senteFlags(ids, k, true, first, at, second)
		switch {
		case ls && rs: // Step 3: F_B
			swings = append(swings, id)
			swings[nb], swings[len(swings)-1] = swings[len(swings)-1], swings[nb]
			nb++
		case ls: // Step 4: F_S, V_S = a_1 + a_2 + ...
			v += c.lv[id]
		case rs: // Step 5: F_O, V_O = b_1 + b_2 + ...
			v += c.rv[id]
		default: // Step 6: F_N
			swings = append(swings, id)
		}
	}
	// Steps 3 and 6: order by >>, which on inner swings is the order of
	// their sizes (Theorem 5.4); equal sizes give equal sums.
	bySize := func(a, b int32) int { return cmp.Compare(c.basicValue(b), c.basicValue(a)) }
	for _, part := range [][]int32{swings[:nb], swings[nb:]} {
		slices.SortFunc(part, bySize)
		for i, id := range part {
			// V = a1 + b2 + a3 + ... for Lo; V' = b1 + a2 + ... for Ro
			if (i%2 == 0) == left {
				v += c.lv[id]
			} else {
				v += c.rv[id]
			}
		}
	}
	return v, swings
}

// Estimate is the paper's estimate of Lo(F) and Ro(F) (Section 7,
// Steps 1-7): the single nodes count at their value (V_A); the trees both
// L-sente and R-sente (F_B) and those neither (F_N), ordered by >>, give
// a_1 + b_2 + a_3 + ... for Lo and b_1 + a_2 + b_3 + ... for Ro ([a_i|b_i]
// their inner swings); the L-sente-only trees (F_S) count a_i and the
// R-sente-only trees (F_O) b_i, for both. Sente is Def. 6.2, for Left.
// The forest must be in the paper's class (else a *ClassError).
func Estimate(f Forest) (lo, ro *big.Rat, err error) {
	if err := f.CheckClass(); err != nil {
		return nil, nil, err
	}
	c, err := compile(f)
	if err != nil {
		return nil, nil, err
	}
	p := c.start()
	l, swings := c.chenEstimate(p.ids, true, nil)
	r, _ := c.chenEstimate(p.ids, false, swings)
	return c.rat(p.fixed + l), c.rat(p.fixed + r), nil
}
