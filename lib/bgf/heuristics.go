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

// senteKind classifies node {l|r} with basic value s (our LocalSente): Left's move is sente
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

// LocalSente classifies t by its own swings (our classification, not
// Def. 6.2, which compares with the other trees of a forest): Left's move
// is sente when the size of the inner swing of T^L exceeds that of T, so
// Right must answer at once; likewise for Right. Leaves are Gote.
func (t *Tree) LocalSente() Sente {
	if t.IsLeaf() {
		return Gote
	}
	swing := t.BasicValue()
	return senteOf(!t.left.IsLeaf() && t.left.BasicValue().Cmp(swing) > 0,
		!t.right.IsLeaf() && t.right.BasicValue().Cmp(swing) > 0)
}

// Count is our Go-player's count of a tree (not the paper's basic value,
// Def. 6.1): a leaf is its value; a tree that is L-sente by LocalSente is
// worth the count of T^LR, an R-sente one the count of T^RL; a gote (or
// double sente) tree is the average of the counts of its options.
func (t *Tree) Count() (*big.Rat, error) {
	c, id, err := one(t)
	if err != nil {
		return nil, err
	}
	return c.ratFloat(c.basic[id]), nil
}

// TrimToCount returns t with every subtree at depth d replaced by a leaf
// holding that subtree's Count, so the result has height at most d (our
// variant; the paper's trimming rule is Trim). TrimToCount(0) is the
// count as a leaf.
func (t *Tree) TrimToCount(d int) (*Tree, error) {
	if t.IsLeaf() {
		return t, nil
	}
	if d <= 0 {
		v, err := t.Count()
		if err != nil {
			return nil, err
		}
		return &Tree{value: v}, nil
	}
	l, err := t.left.TrimToCount(d - 1)
	if err != nil {
		return nil, err
	}
	r, err := t.right.TrimToCount(d - 1)
	if err != nil {
		return nil, err
	}
	return Node(l, r), nil
}

// countEstimate is our static estimate (CountEstimate) of the
// non-leaf trees ids with left to move, in scaled units, excluding the
// banked leaves. scratch slices are reused to avoid allocation.
func (c *compiled) countEstimate(ids []int32, left bool, e *estimator) float64 {
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

// CountEstimate is our static estimate of Lo(F) and Ro(F) (not the
// paper's Estimate of Section 7): count every tree at its Count, then let
// the players take, alternately and greedily, the largest move value
// available to them (package doc). Linear in the number of trees apart
// from one sort.
func CountEstimate(f Forest) (lo, ro *big.Rat, err error) {
	c, err := compile(f)
	if err != nil {
		return nil, nil, err
	}
	p := c.start()
	var e estimator
	lo = c.ratFloat(float64(p.fixed) + c.countEstimate(p.ids, true, &e))
	ro = c.ratFloat(float64(p.fixed) + c.countEstimate(p.ids, false, &e))
	return lo, ro, nil
}

// Heuristic names a move-choice heuristic: the paper's Heuristic
// Algorithms 1-3 (Section 6) or one of our own.
type Heuristic int

const (
	// Algorithm1 is Heuristic Algorithm 1: among the moves that are both
	// L-sente and R-sente (Def. 6.2), else among the L-sente moves, else
	// among all moves, play one with the highest basic value (Def. 6.1).
	Algorithm1 Heuristic = 1
	// Algorithm2 is Heuristic Algorithm 2: the highest basic value +
	// 1/2 L-sente value.
	Algorithm2 Heuristic = 2
	// Algorithm3 is Heuristic Algorithm 3: the highest basic value +
	// 1/2 L-sente value + 1/4 R-sente value.
	Algorithm3 Heuristic = 3
	// BiggestSwing (ours) plays in the tree with the largest basic value
	// Lv - Rv: Algorithm 1's last branch alone.
	BiggestSwing Heuristic = 4
	// BiggestIncentive (ours) plays in the tree whose Count moves most in
	// the mover's favour (Count(T^L) - Count(T) for Left, Count(T) -
	// Count(T^R) for Right); ties go to the larger basic value.
	BiggestIncentive Heuristic = 5
	// CountLookahead (ours) tries every tree and keeps the move after
	// which CountEstimate, with the opponent to move, is best.
	CountLookahead Heuristic = 6
)

// Heuristics lists every heuristic, the paper's first.
func Heuristics() []Heuristic {
	return []Heuristic{Algorithm1, Algorithm2, Algorithm3, BiggestSwing, BiggestIncentive, CountLookahead}
}

func (h Heuristic) String() string {
	switch h {
	case Algorithm1:
		return "heuristic1"
	case Algorithm2:
		return "heuristic2"
	case Algorithm3:
		return "heuristic3"
	case BiggestSwing:
		return "biggest-swing"
	case BiggestIncentive:
		return "biggest-incentive"
	case CountLookahead:
		return "count-lookahead"
	}
	return fmt.Sprintf("Heuristic(%d)", int(h))
}

func (h Heuristic) valid() error {
	if h < Algorithm1 || h > CountLookahead {
		return fmt.Errorf("unknown heuristic %d (want 1, 2, 3: the paper's algorithms, or 4, 5, 6: ours)", int(h))
	}
	return nil
}

// Choose returns the 1-based index of the tree that heuristic h plays in
// for Left (left true) or Right, or 0 when every tree is a single node.
// The paper states its algorithms for Left; for Right they are applied to
// -F (Def. 4.5), which exchanges the L- and R-sente values. Ties go to the
// smallest index. The paper's algorithms need the forest in its class
// (Section 2) and return a *ClassError otherwise.
func (h Heuristic) Choose(f Forest, left bool) (int, error) {
	if err := h.valid(); err != nil {
		return 0, err
	}
	if h.isPaper() {
		if err := f.CheckClass(); err != nil {
			return 0, err
		}
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

func (h Heuristic) isPaper() bool { return h >= Algorithm1 && h <= Algorithm3 }

// choose returns the index into ids of the tree h plays in, -1 if all of
// ids are leaves. ids may contain leaves (the root list of a forest).
func (c *compiled) choose(h Heuristic, ids []int32, left bool, e *estimator) int {
	if h.isPaper() {
		return c.chenChoose(h, ids, left)
	}
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
		case CountLookahead:
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
			score += c.countEstimate(rest, !left, e)
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
// Ro better than CountEstimate, at a cost of moves times trees; see the
// package doc.
func Playout(f Forest, left bool, h Heuristic) (*big.Rat, error) {
	if err := h.valid(); err != nil {
		return nil, err
	}
	c, err := compile(f)
	if err != nil {
		return nil, err
	}
	p := c.start()
	var e estimator
	return c.ratFloat(float64(p.fixed) + c.playout(p.ids, left, h, &e)), nil
}
