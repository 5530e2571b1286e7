package bgf

import (
	"fmt"
	"math/big"
)

// maxMagnitude bounds |sum of leaf values| in scaled integer units so that
// every sum met during search, and every estimate (halved a few times, in
// float64), is exact.
const maxMagnitude = 1 << 50

// maxNodes bounds the number of distinct subtrees of a compiled forest so
// that node ids fit in 16 bits of a transposition key.
const maxNodes = 1 << 16

// compiled is a forest flattened for search: all leaf values are scaled by
// a common denominator to int64, and equal subtrees share one id
// (hash-consing), so positions that differ only by the order of equal
// trees are one position.
type compiled struct {
	left, right []int32 // option ids; -1 for a leaf
	val         []int64 // scaled leaf value (0 for a node)
	lv, rv      []int64 // Lv and Rv of every subtree, scaled
	height      []int32
	swing       []int64   // Lv - Rv, the basic value (Def. 6.1)
	kind        []Sente   // gote or sente, by swings
	basic       []float64 // Count (ours), scaled
	minLeaf     []int64   // smallest and largest leaf below
	maxLeaf     []int64
	ordered     []bool // every node below has all Left leaves >= all Right leaves
	negOf       map[int32]int32
	roots       []int32  // id of each tree of the forest, in order
	scale       *big.Int // common denominator of all leaf values
	intern      map[[2]int32]int32
	leafID      map[int64]int32
}

func (c *compiled) isLeaf(id int32) bool { return c.left[id] < 0 }

// compile flattens f. It fails when the leaf values need a denominator or
// magnitude that does not fit the int64 search arithmetic.
func compile(f Forest) (*compiled, error) {
	scale := big.NewInt(1)
	var walk func(t *Tree)
	walk = func(t *Tree) {
		if t.IsLeaf() {
			d := t.value.Denom()
			g := new(big.Int).GCD(nil, nil, scale, d)
			scale.Mul(scale, new(big.Int).Quo(d, g))
			return
		}
		walk(t.left)
		walk(t.right)
	}
	for i, t := range f {
		walk(t)
		if scale.BitLen() > 40 {
			return nil, fmt.Errorf("tree %d: leaf denominators need a common denominator above 2^40", i+1)
		}
	}
	c := &compiled{scale: scale, intern: map[[2]int32]int32{}, leafID: map[int64]int32{}}
	total := new(big.Int)
	limit := big.NewInt(maxMagnitude)
	for i, t := range f {
		maxAbs := new(big.Int)
		id, err := c.add(t, maxAbs)
		if err != nil {
			return nil, fmt.Errorf("tree %d: %w", i+1, err)
		}
		total.Add(total, maxAbs)
		if total.Cmp(limit) > 0 {
			return nil, fmt.Errorf("tree %d: leaf values too large (sum of magnitudes above 2^50 in units of 1/%s)", i+1, scale)
		}
		c.roots = append(c.roots, id)
	}
	return c, nil
}

// add interns t and its subtrees, keeping in maxAbs the largest scaled
// magnitude of its leaves.
func (c *compiled) add(t *Tree, maxAbs *big.Int) (int32, error) {
	if t.IsLeaf() {
		n := new(big.Int).Mul(t.value.Num(), c.scale)
		n.Quo(n, t.value.Denom())
		if a := new(big.Int).Abs(n); a.Cmp(maxAbs) > 0 {
			maxAbs.Set(a)
		}
		if n.BitLen() > 50 {
			return 0, fmt.Errorf("leaf value %s too large", ratString(t.value))
		}
		return c.leaf(n.Int64())
	}
	l, err := c.add(t.left, maxAbs)
	if err != nil {
		return 0, err
	}
	r, err := c.add(t.right, maxAbs)
	if err != nil {
		return 0, err
	}
	return c.node(l, r)
}

func (c *compiled) newID(l, r int32, v int64) (int32, error) {
	id := int32(len(c.left))
	if id >= maxNodes {
		return 0, fmt.Errorf("more than %d distinct subtrees", maxNodes)
	}
	c.left = append(c.left, l)
	c.right = append(c.right, r)
	c.val = append(c.val, v)
	if l < 0 {
		c.lv = append(c.lv, v)
		c.rv = append(c.rv, v)
		c.height = append(c.height, 0)
		c.swing = append(c.swing, 0)
		c.kind = append(c.kind, Gote)
		c.basic = append(c.basic, float64(v))
		c.minLeaf = append(c.minLeaf, v)
		c.maxLeaf = append(c.maxLeaf, v)
		c.ordered = append(c.ordered, true)
		return id, nil
	}
	c.lv = append(c.lv, c.rv[l])
	c.rv = append(c.rv, c.lv[r])
	c.height = append(c.height, 1+max(c.height[l], c.height[r]))
	c.swing = append(c.swing, c.lv[id]-c.rv[id])
	k := senteKind(c, l, r, c.swing[id])
	c.kind = append(c.kind, k)
	var b float64
	switch k {
	case LeftSente:
		b = c.basic[c.right[l]]
	case RightSente:
		b = c.basic[c.left[r]]
	default:
		b = (c.basic[l] + c.basic[r]) / 2
	}
	c.basic = append(c.basic, b)
	c.minLeaf = append(c.minLeaf, min(c.minLeaf[l], c.minLeaf[r]))
	c.maxLeaf = append(c.maxLeaf, max(c.maxLeaf[l], c.maxLeaf[r]))
	c.ordered = append(c.ordered, c.ordered[l] && c.ordered[r] && c.minLeaf[l] >= c.maxLeaf[r])
	return id, nil
}

// leaf interns a leaf with scaled value v.
func (c *compiled) leaf(v int64) (int32, error) {
	if id, ok := c.leafID[v]; ok {
		return id, nil
	}
	id, err := c.newID(-1, -1, v)
	if err == nil {
		c.leafID[v] = id
	}
	return id, err
}

// node interns the node {l|r}.
func (c *compiled) node(l, r int32) (int32, error) {
	if id, ok := c.intern[[2]int32{l, r}]; ok {
		return id, nil
	}
	id, err := c.newID(l, r, 0)
	if err == nil {
		c.intern[[2]int32{l, r}] = id
	}
	return id, err
}

// neg interns -id (Def. 4.4).
func (c *compiled) neg(id int32) (int32, error) {
	if n, ok := c.negOf[id]; ok {
		return n, nil
	}
	var n int32
	var err error
	if c.isLeaf(id) {
		n, err = c.leaf(-c.val[id])
	} else {
		var l, r int32
		if l, err = c.neg(c.right[id]); err != nil {
			return 0, err
		}
		if r, err = c.neg(c.left[id]); err != nil {
			return 0, err
		}
		n, err = c.node(l, r)
	}
	if err != nil {
		return 0, err
	}
	if c.negOf == nil {
		c.negOf = map[int32]int32{}
	}
	c.negOf[id] = n
	return n, nil
}

// normalize banks the leaves of a list of ids and sorts the rest.
func (c *compiled) normalize(list []int32) position {
	var p position
	for _, id := range list {
		if c.isLeaf(id) {
			p.fixed += c.val[id]
		} else {
			p.ids = insertSorted(p.ids, id)
		}
	}
	return p
}

// rat converts a scaled integer back to a rational.
func (c *compiled) rat(v int64) *big.Rat {
	return new(big.Rat).SetFrac(big.NewInt(v), c.scale)
}

// ratFloat converts a scaled float64 (exact dyadic) back to a rational.
func (c *compiled) ratFloat(v float64) *big.Rat {
	r := new(big.Rat)
	r.SetFloat64(v)
	return r.Quo(r, new(big.Rat).SetInt(c.scale))
}

// position is a search state: the ids of the non-leaf trees, kept sorted
// so that equal multisets are equal positions, plus the sum of the leaves
// already reached.
type position struct {
	ids   []int32
	fixed int64
}

// start returns the initial position of the compiled forest.
func (c *compiled) start() position { return c.normalize(c.roots) }

func insertSorted(ids []int32, id int32) []int32 {
	i := len(ids)
	ids = append(ids, id)
	for i > 0 && ids[i-1] > id {
		ids[i] = ids[i-1]
		i--
	}
	ids[i] = id
	return ids
}

// play returns the position after moving in ids[k] (Left if left) and the
// value of the leaf reached (0 if the option is not a leaf). The result
// shares no memory with p.
func (c *compiled) play(ids []int32, k int, left bool) ([]int32, int64) {
	id := ids[k]
	next := c.right[id]
	if left {
		next = c.left[id]
	}
	out := make([]int32, 0, len(ids))
	out = append(out, ids[:k]...)
	out = append(out, ids[k+1:]...)
	if c.isLeaf(next) {
		return out, c.val[next]
	}
	return insertSorted(out, next), 0
}

// key encodes a sorted id list and the side to move as a map key.
func key(ids []int32, left bool, buf []byte) []byte {
	buf = buf[:0]
	if left {
		buf = append(buf, 'L')
	} else {
		buf = append(buf, 'R')
	}
	for _, id := range ids {
		buf = append(buf, byte(id), byte(id>>8))
	}
	return buf
}
