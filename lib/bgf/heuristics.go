package bgf

import (
	"fmt"
	"math/big"
	"slices"
)

// Sente classifies a node by its swings (Def. 6.2, our reading).
type Sente int8

const (
	Gote        Sente = iota // neither player's move threatens more than the move is worth
	LeftSente                // Left's move leaves a bigger swing: Right must answer
	RightSente               // Right's move leaves a bigger swing: Left must answer
	DoubleSente              // both (valued like gote)
)

func (s Sente) String() string {
	switch s {
	case Gote:
		return "gote"
	case LeftSente:
		return "L-sente"
	case RightSente:
		return "R-sente"
	case DoubleSente:
		return "double sente"
	}
	return fmt.Sprintf("Sente(%d)", int8(s))
}

// senteKind classifies node {l|r} with outer swing s: Left's move is sente
// when the swing of l (what Left threatens next) exceeds s.
func senteKind(c *compiled, l, r int32, s int64) Sente {
	return senteOf(!c.isLeaf(l) && c.swing[l] > s, !c.isLeaf(r) && c.swing[r] > s)
}

// senteOf names the kind of a node from whether Left's move and Right's
// move threaten more than the node's own swing.
func senteOf(ls, rs bool) Sente {
	switch {
	case ls && rs:
		return DoubleSente
	case ls:
		return LeftSente
	case rs:
		return RightSente
	}
	return Gote
}

// one compiles a single tree; it fails only for values beyond the search
// arithmetic (see compile).
func one(t *Tree) (*compiled, int32, error) {
	c, err := compile(Forest{t})
	if err != nil {
		return nil, 0, err
	}
	return c, c.roots[0], nil
}

// OuterSwing is Lv(T) - Rv(T): what moving first in T alone is worth to
// either player, compared with letting the opponent move first.
func (t *Tree) OuterSwing() *big.Rat {
	return new(big.Rat).Sub(t.Lv(), t.Rv())
}

// InnerSwings are the outer swings of the two options: the follow-up
// swing Left leaves behind by moving (left) and the one Right leaves
// (right). Both are 0 for a leaf.
func (t *Tree) InnerSwings() (left, right *big.Rat) {
	if t.IsLeaf() {
		return new(big.Rat), new(big.Rat)
	}
	return t.left.OuterSwing(), t.right.OuterSwing()
}

// Sente classifies t: Left's move is sente when the swing it leaves
// (InnerSwings left) is larger than t's outer swing, so Right must answer
// at once; likewise for Right. Leaves are Gote.
func (t *Tree) Sente() Sente {
	if t.IsLeaf() {
		return Gote
	}
	swing := t.OuterSwing()
	return senteOf(!t.left.IsLeaf() && t.left.OuterSwing().Cmp(swing) > 0,
		!t.right.IsLeaf() && t.right.OuterSwing().Cmp(swing) > 0)
}

// BasicValue is the count of a tree as a Go player would give it: a leaf
// is its value; an L-sente tree is worth its L-sente value, an R-sente
// tree its R-sente value; a gote (or double sente) tree is the average of
// the basic values of its options.
func (t *Tree) BasicValue() (*big.Rat, error) {
	c, id, err := one(t)
	if err != nil {
		return nil, err
	}
	return c.ratFloat(c.basic[id]), nil
}

// LeftSenteValue is the value of t when Left plays sente and Right answers
// at once: the basic value of T_LR. ok is false unless t is L-sente.
func (t *Tree) LeftSenteValue() (v *big.Rat, ok bool, err error) {
	if t.Sente() != LeftSente {
		return nil, false, nil
	}
	v, err = t.left.right.BasicValue()
	return v, err == nil, err
}

// RightSenteValue is the value of t when Right plays sente and Left
// answers: the basic value of T_RL. ok is false unless t is R-sente.
func (t *Tree) RightSenteValue() (v *big.Rat, ok bool, err error) {
	if t.Sente() != RightSente {
		return nil, false, nil
	}
	v, err = t.right.left.BasicValue()
	return v, err == nil, err
}

// Trim returns t with every subtree at depth d replaced by a leaf holding
// that subtree's basic value, so the result has height at most d. Trim(0)
// is the basic value as a leaf.
func (t *Tree) Trim(d int) (*Tree, error) {
	if t.IsLeaf() {
		return t, nil
	}
	if d <= 0 {
		v, err := t.BasicValue()
		if err != nil {
			return nil, err
		}
		return &Tree{value: v}, nil
	}
	l, err := t.left.Trim(d - 1)
	if err != nil {
		return nil, err
	}
	r, err := t.right.Trim(d - 1)
	if err != nil {
		return nil, err
	}
	return Node(l, r), nil
}

// Trim trims every tree of f to height at most d (see Tree.Trim).
func (f Forest) Trim(d int) (Forest, error) {
	g := make(Forest, len(f))
	for i, t := range f {
		var err error
		if g[i], err = t.Trim(d); err != nil {
			return nil, fmt.Errorf("tree %d: %w", i+1, err)
		}
	}
	return g, nil
}

// estimate is the static Estimate (Steps 1-7 in the package doc) of the
// non-leaf trees ids with left to move, in scaled units, excluding the
// banked leaves. scratch slices are reused to avoid allocation.
func (c *compiled) estimate(ids []int32, left bool, e *estimator) float64 {
	shared, lonly, ronly := e.shared[:0], e.lonly[:0], e.ronly[:0]
	base := 0.0
	for _, id := range ids {
		base += c.basic[id]
		l, r := c.left[id], c.right[id]
		switch c.kind[id] {
		case LeftSente: // Left's move gains nothing; Right's reverse sente gains B - B(R)
			ronly = append(ronly, c.basic[id]-c.basic[r])
		case RightSente:
			lonly = append(lonly, c.basic[l]-c.basic[id])
		default:
			shared = append(shared, (c.basic[l]-c.basic[r])/2)
		}
	}
	desc := func(a, b float64) int {
		switch {
		case a > b:
			return -1
		case a < b:
			return 1
		}
		return 0
	}
	slices.SortFunc(shared, desc)
	slices.SortFunc(lonly, desc)
	slices.SortFunc(ronly, desc)
	// The player to move first plays out its own sente trees (each is
	// answered, so the turn comes back and the tree settles at its basic
	// value), which removes the opponent's reverse-sente moves; it then
	// takes the largest of the shared gote moves and its own reverse-sente
	// moves. The opponent, on its turn, does the same, which removes the
	// first player's remaining reverse-sente moves, so from the second
	// turn on only the gote moves remain and the players take them in
	// decreasing order.
	own := lonly
	if !left {
		own = ronly
	}
	gain, i := 0.0, 0
	sign := 1.0
	if !left {
		sign = -1
	}
	if len(own) > 0 && (len(shared) == 0 || own[0] > shared[0]) {
		gain = sign * own[0]
		sign = -sign
	}
	for ; i < len(shared); i++ {
		gain += sign * shared[i]
		sign = -sign
	}
	e.shared, e.lonly, e.ronly = shared, lonly, ronly
	return base + gain
}

// estimator holds scratch space for estimate.
type estimator struct {
	shared, lonly, ronly []float64
	ids, rest            []int32
}

// Estimate returns the static estimates of Lo(F) and Ro(F): count every
// tree at its basic value, then let the players take, alternately and
// greedily, the largest move value available to them (package doc,
// Steps 1-7). Linear in the number of trees apart from one sort.
func Estimate(f Forest) (lo, ro *big.Rat, err error) {
	c, err := compile(f)
	if err != nil {
		return nil, nil, err
	}
	p := c.start()
	var e estimator
	lo = c.ratFloat(float64(p.fixed) + c.estimate(p.ids, true, &e))
	ro = c.ratFloat(float64(p.fixed) + c.estimate(p.ids, false, &e))
	return lo, ro, nil
}

// Heuristic names one of the move-choice heuristics (Algorithms 1-3).
type Heuristic int

const (
	// BiggestSwing (Algorithm 1) plays in the tree with the largest outer
	// swing Lv - Rv.
	BiggestSwing Heuristic = 1
	// BiggestIncentive (Algorithm 2) plays in the tree whose basic value
	// moves most in the mover's favour (B(T_L) - B(T) for Left,
	// B(T) - B(T_R) for Right); ties go to the larger outer swing.
	BiggestIncentive Heuristic = 2
	// EstimateLookahead (Algorithm 3) tries every tree and keeps the move
	// after which the Estimate, with the opponent to move, is best.
	EstimateLookahead Heuristic = 3
)

func (h Heuristic) String() string {
	switch h {
	case BiggestSwing:
		return "heuristic1 (biggest swing)"
	case BiggestIncentive:
		return "heuristic2 (biggest incentive)"
	case EstimateLookahead:
		return "heuristic3 (estimate lookahead)"
	}
	return fmt.Sprintf("Heuristic(%d)", int(h))
}

// Choose returns the 1-based index of the tree that heuristic h plays in
// for Left (left true) or Right, or 0 when every tree is a leaf.
func (h Heuristic) Choose(f Forest, left bool) (int, error) {
	if h < BiggestSwing || h > EstimateLookahead {
		return 0, fmt.Errorf("unknown heuristic %d (want 1, 2 or 3)", int(h))
	}
	c, err := compile(f)
	if err != nil {
		return 0, err
	}
	var e estimator
	k := c.choose(h, c.roots, left, &e)
	if k < 0 {
		return 0, nil
	}
	return k + 1, nil
}

// choose returns the index into ids of the tree h plays in, -1 if all of
// ids are leaves. ids may contain leaves (the root list of a forest).
func (c *compiled) choose(h Heuristic, ids []int32, left bool, e *estimator) int {
	best, bestScore, bestTie := -1, 0.0, int64(0)
	rest := e.rest
	for k, id := range ids {
		if c.isLeaf(id) {
			continue
		}
		var score float64
		var tie int64
		switch h {
		case BiggestSwing:
			score = float64(c.swing[id])
		case BiggestIncentive:
			if left {
				score = c.basic[c.left[id]] - c.basic[id]
			} else {
				score = c.basic[id] - c.basic[c.right[id]]
			}
			tie = c.swing[id]
		case EstimateLookahead:
			rest = rest[:0]
			for k2, id2 := range ids {
				if k2 != k && !c.isLeaf(id2) {
					rest = append(rest, id2)
				}
			}
			next := c.right[id]
			if left {
				next = c.left[id]
			}
			if c.isLeaf(next) {
				score = float64(c.val[next])
			} else {
				rest = append(rest, next)
			}
			score += c.estimate(rest, !left, e)
			if !left {
				score = -score
			}
		}
		if best < 0 || score > bestScore || (score == bestScore && tie > bestTie) {
			best, bestScore, bestTie = k, score, tie
		}
	}
	e.rest = rest
	return best
}

// playout plays ids out to the end, both sides choosing with h, and
// returns the sum of the leaves reached (scaled, banked leaves excluded).
func (c *compiled) playout(ids []int32, left bool, h Heuristic, e *estimator) float64 {
	e.ids = append(e.ids[:0], ids...)
	ids = e.ids
	total := int64(0)
	for len(ids) > 0 {
		k := c.choose(h, ids, left, e)
		id := ids[k]
		next := c.right[id]
		if left {
			next = c.left[id]
		}
		if c.isLeaf(next) {
			total += c.val[next]
			ids = append(ids[:k], ids[k+1:]...)
		} else {
			ids[k] = next // order does not matter to choose
		}
		left = !left
	}
	e.ids = ids
	return float64(total)
}

// Playout returns the score reached when both players choose their moves
// with heuristic h until every tree is a leaf, the first move by Left if
// left. It is one line of play, so neither a lower nor an upper bound on
// Lo(F) (both sides may err). With BiggestIncentive it estimates Lo and
// Ro better than Estimate, at a cost of moves times trees; see the
// package doc.
func Playout(f Forest, left bool, h Heuristic) (*big.Rat, error) {
	if h < BiggestSwing || h > EstimateLookahead {
		return nil, fmt.Errorf("unknown heuristic %d (want 1, 2 or 3)", int(h))
	}
	c, err := compile(f)
	if err != nil {
		return nil, err
	}
	p := c.start()
	var e estimator
	return c.ratFloat(float64(p.fixed) + c.playout(p.ids, left, h, &e)), nil
}
