package bgf

import (
	"math/big"
	"strings"
)

// Tree is a binary game tree (BGT): either a leaf carrying a rational
// value, or a node {Left|Right} with exactly one Left option and one Right
// option. Trees are immutable once built; share them freely.
type Tree struct {
	left, right *Tree
	value       *big.Rat // leaf value; nil for a node
}

// Leaf returns a leaf tree with value v (v is copied).
func Leaf(v *big.Rat) *Tree {
	return &Tree{value: new(big.Rat).Set(v)}
}

// LeafInt returns a leaf tree with integer value n.
func LeafInt(n int64) *Tree {
	return &Tree{value: new(big.Rat).SetInt64(n)}
}

// Node returns the tree {left|right}. Both options must be non-nil.
func Node(left, right *Tree) *Tree {
	if left == nil || right == nil {
		panic("bgf.Node: nil option") // programming error, never user input
	}
	return &Tree{left: left, right: right}
}

// IsLeaf reports whether t is a leaf.
func (t *Tree) IsLeaf() bool { return t.value != nil }

// Value returns a copy of a leaf's value, or nil for a node.
func (t *Tree) Value() *big.Rat {
	if t.value == nil {
		return nil
	}
	return new(big.Rat).Set(t.value)
}

// Left returns T^L, the Left option of a node; for a single node, by the
// convention of Section 2, t itself.
func (t *Tree) Left() *Tree {
	if t.IsLeaf() {
		return t
	}
	return t.left
}

// Right returns T^R, the Right option of a node; for a single node, by the
// convention of Section 2, t itself.
func (t *Tree) Right() *Tree {
	if t.IsLeaf() {
		return t
	}
	return t.right
}

// Height is 0 for a leaf and 1 + the larger height of the options otherwise.
func (t *Tree) Height() int {
	if t.IsLeaf() {
		return 0
	}
	return 1 + max(t.left.Height(), t.right.Height())
}

// Size is the number of nodes and leaves of t.
func (t *Tree) Size() int {
	if t.IsLeaf() {
		return 1
	}
	return 1 + t.left.Size() + t.right.Size()
}

// IsOrdered reports whether at every node of t all leaves of the Left
// option are >= all leaves of the Right option: a move never hurts its
// maker, as in Go. The theorems of Sections 4-5, Dominates and the
// dominance pruning of Metasearch rely on it (see the package doc).
func (t *Tree) IsOrdered() bool {
	_, _, ok := t.ordered()
	return ok
}

// ordered returns the smallest and largest leaf of t and whether t is
// ordered.
func (t *Tree) ordered() (lo, hi *big.Rat, ok bool) {
	if t.IsLeaf() {
		return t.value, t.value, true
	}
	llo, lhi, lok := t.left.ordered()
	rlo, rhi, rok := t.right.ordered()
	lo, hi = llo, lhi
	if rlo.Cmp(lo) < 0 {
		lo = rlo
	}
	if rhi.Cmp(hi) > 0 {
		hi = rhi
	}
	return lo, hi, lok && rok && llo.Cmp(rhi) >= 0
}

// IsOrdered reports whether every tree of f is ordered.
func (f Forest) IsOrdered() bool {
	for _, t := range f {
		if !t.IsOrdered() {
			return false
		}
	}
	return true
}

// Neg returns -t (Def. 4.4): Left and Right exchange roles, so the options
// swap sides and every leaf value changes sign: -{L|R} = {-R|-L}.
func (t *Tree) Neg() *Tree {
	if t.IsLeaf() {
		return &Tree{value: new(big.Rat).Neg(t.value)}
	}
	return &Tree{left: t.right.Neg(), right: t.left.Neg()}
}

// Equal reports whether t and u are the same tree (same shape, same leaves).
func (t *Tree) Equal(u *Tree) bool {
	if t.IsLeaf() || u.IsLeaf() {
		return t.IsLeaf() && u.IsLeaf() && t.value.Cmp(u.value) == 0
	}
	return t.left.Equal(u.left) && t.right.Equal(u.right)
}

// Lv is the left value of t (Def. 2.1.2): the leaf reached when the
// players alternate in t alone with Left moving first. Lv(leaf) = its
// value, Lv({L|R}) = Rv(L).
func (t *Tree) Lv() *big.Rat {
	for left := true; !t.IsLeaf(); left = !left {
		if left {
			t = t.left
		} else {
			t = t.right
		}
	}
	return new(big.Rat).Set(t.value)
}

// Rv is the right value of t (Def. 2.1.2): alternate play in t alone with
// Right moving first. Rv(leaf) = its value, Rv({L|R}) = Lv(R).
func (t *Tree) Rv() *big.Rat {
	for left := false; !t.IsLeaf(); left = !left {
		if left {
			t = t.left
		} else {
			t = t.right
		}
	}
	return new(big.Rat).Set(t.value)
}

// String prints t in the paper's notation. A node whose options print
// with at most one bar each is written inline with one more bar, as in
// CGT notation ({4||3|0} is {4|{3|0}}); deeper options are braced. The
// result parses back to an equal tree.
func (t *Tree) String() string {
	var b strings.Builder
	if t.IsLeaf() {
		b.WriteString(ratString(t.value))
		return b.String()
	}
	b.WriteByte('{')
	t.writeInline(&b)
	b.WriteByte('}')
	return b.String()
}

// writeInline writes the node's content without the outer braces and
// returns the number of bars used at its top level.
func (t *Tree) writeInline(b *strings.Builder) int {
	if t.IsLeaf() {
		b.WriteString(ratString(t.value))
		return 0
	}
	var lb, rb strings.Builder
	ln := t.left.writeOption(&lb)
	rn := t.right.writeOption(&rb)
	bars := 1 + max(ln, rn)
	b.WriteString(lb.String())
	b.WriteString(strings.Repeat("|", bars))
	b.WriteString(rb.String())
	return bars
}

// writeOption writes an option of a node: inline when it uses at most one
// bar, braced otherwise. It returns the bars it adds to the parent's level.
func (t *Tree) writeOption(b *strings.Builder) int {
	if t.IsLeaf() {
		b.WriteString(ratString(t.value))
		return 0
	}
	var inner strings.Builder
	if n := t.writeInline(&inner); n <= 1 {
		b.WriteString(inner.String())
		return n
	}
	b.WriteByte('{')
	b.WriteString(inner.String())
	b.WriteByte('}')
	return 0
}

func ratString(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	return r.String()
}

// Forest is a binary game forest (BGF): the sum T1 + T2 + ... of
// independent trees. A move picks one non-leaf tree and replaces it by its
// option for the player moving.
type Forest []*Tree

// String prints the forest as "T1 + T2 + ...", or "0" when empty.
func (f Forest) String() string {
	if len(f) == 0 {
		return "0"
	}
	parts := make([]string, len(f))
	for i, t := range f {
		parts[i] = t.String()
	}
	return strings.Join(parts, " + ")
}

// Neg returns -F, the forest of the negated trees (Def. 4.5).
func (f Forest) Neg() Forest {
	g := make(Forest, len(f))
	for i, t := range f {
		g[i] = t.Neg()
	}
	return g
}

// Plus returns the forest f + g (a new slice).
func (f Forest) Plus(g Forest) Forest {
	h := make(Forest, 0, len(f)+len(g))
	h = append(h, f...)
	return append(h, g...)
}

// Minus returns f - g = f + (-g).
func (f Forest) Minus(g Forest) Forest { return f.Plus(g.Neg()) }

// Equal reports whether f and g have equal trees in the same order.
func (f Forest) Equal(g Forest) bool {
	if len(f) != len(g) {
		return false
	}
	for i := range f {
		if !f[i].Equal(g[i]) {
			return false
		}
	}
	return true
}

// Replace returns a copy of f with tree i (0-based, unlike the 1-based
// tree numbers that Choose and Metasearch report) replaced by t.
func (f Forest) Replace(i int, t *Tree) Forest {
	g := append(Forest(nil), f...)
	g[i] = t
	return g
}
