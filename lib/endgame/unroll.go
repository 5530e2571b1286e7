package endgame

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// LCGS in two phases: the position graph, then the ko bounds unrolled
// from it with a memo keyed by the part of the path that matters.
//
// Phase 1 (positionGraph) expands every local position once (Zobrist
// table; edges carry the move and the prisoners it takes), keeping edges
// back to positions on the current path, so the graph may have cycles. Its
// strongly connected components (components, Tarjan) tell where a
// position can repeat: a repetition is a move to a position of the path,
// every path position reaches the current one, so a repeating move stays
// inside one component.
//
// Phase 2 (unroller) builds the two bounding games of the Information
// Sciences 2001 ko rule, T_W where Black may not move to a position of the
// path and T_B where White may not, from the position graph without
// touching the board. The value of position P with path positions S
// depends only on S ∩ C(P), C(P) the component of P: a move from P is
// refused only if its target is in S, and such a target is in C(P); a
// child Q in C(P) has the path positions S ∩ C(P) plus Q, a child in
// another component only Q (a path position in C(Q) would put P in C(Q)).
// Moreover a path position matters only as the target of a move the
// bound refuses, a move of the player who may not repeat that stays in
// C(P) (a move of the other player to a path position Q leads to Q with
// the same path set as a move to Q off the path would: Q joins the set
// either way). So nodes are memoised under (bound, P, the path positions
// in C(P) that such a move reaches), exactly, and a
// position whose reachable part of the graph has no cycle depends neither
// on the path nor on the bound: it has one node, shared by both bounds.
// If the root is such a position, the graph is the exact game. Keys on a
// path never recur: between two occurrences of P there is a move of each
// player (a cycle of one player's moves would add a stone of that colour
// at every move), the forbidden player's to a position new to the path.
//
// The memo keys can still number exponentially many in a component's
// positions; past a cap (pathContextsBase, pathContextsPerPosition) the
// unrolling stops and graphBounds takes both bounds from the position
// graph itself, which hold the path bounds (the argument is there).
//
// Node counts: Stats.Nodes counts each position once (phase 1) plus every
// further node of a position (another path context or the other bound);
// nodes_in_graph is the size of the graph returned.

// positionGraph builds the position graph of the area from the current
// position into s.pos (node 0 is the root). With s.allMoves it has every
// legal move of both players (the simple-ko ban set aside) and no
// terminal but a position without a legal move: the graph of every local
// position a board search can reach (positionComponents).
func (s *lcgs) positionGraph() int32 {
	h := s.b.Hash()
	if i, ok := s.tt[h]; ok {
		s.g.Stats.TTHits++
		return i
	}
	return s.newPosition(h, positionCounts{})
}

// newPosition adds the current position, of hash h and counts pc (if
// known), to the position graph and settles it.
func (s *lcgs) newPosition(h uint64, pc positionCounts) int32 {
	idx := int32(len(s.pos))
	if len(s.pos) == cap(s.pos) {
		// double: append grows a large slice by a quarter, and
		// copying the graph's nodes (with pointers) at every step took
		// a tenth of the empty 2x5 area's graph
		s.pos = slices.Grow(s.pos, max(len(s.pos), 256))
	}
	s.pos = append(s.pos, LocalNode{Hash: h})
	s.posCounts = append(s.posCounts, pc)
	s.tt[h] = idx
	if s.depth >= MaxLocalDepth {
		s.tooDeep = true
	}
	if s.stopped() || !s.lim.Expand() {
		s.pos[idx].Terminal = true
		return idx
	}
	s.settle(idx)
	return idx
}

// settle makes position idx, the current position, a terminal or
// expands it (positionGraph).
func (s *lcgs) settle(idx int32) {
	score := 0
	pc := s.posCounts[idx]
	if !s.allMoves {
		if !pc.known {
			pc = s.countHere()
			s.posCounts[idx] = pc
		}
		sealed := s.g.Stats.SealedTerminals
		sc, settled := s.terminal(pc)
		if settled {
			n := &s.pos[idx]
			n.Terminal, n.Settled, n.Score = true, true, sc
			if s.g.Stats.SealedTerminals > sealed {
				s.resealed = append(s.resealed, idx)
			}
			return
		}
		score = sc
	}
	s.expandPosition(idx, pc, score)
}

// expandPosition gives position idx of the position graph, the current
// position with counts pc, its moves (positionGraph) and its static
// score. A move to a position already in the graph is not played.
func (s *lcgs) expandPosition(idx int32, pc positionCounts, score int) {
	edges := s.eb.lists()
	s.expanding = idx
	s.depth++
	s.eachMove(pc, true, func(m localMove) {
		if m.kind != keep {
			if s.enclosed == nil {
				s.enclosed = map[int32]*enclosedMoves{}
			}
			em := s.enclosed[idx]
			if em == nil {
				em = &enclosedMoves{}
				s.enclosed[idx] = em
			}
			em.kind[m.c][m.kind].Add(m.p)
		}
		child, ok := m.child, m.child >= 0
		if !ok {
			child, ok = s.tt[m.hash]
		}
		if ok {
			s.g.Stats.TTHits++
		} else {
			s.at(&m, func() { child = s.newPosition(m.hash, m.after) })
		}
		edges.add(m.c == board.Black, LocalEdge{Move: m.p, Child: child, Gain: int16(m.gain)})
	})
	s.depth--
	n := &s.pos[idx]
	edges.store(n)
	n.Score = score
}

// edgeLists collects a node's edges by the side that moves while its
// children are built (the node itself may move in memory meanwhile), on
// the search's shared edgeBuf: a child's edges are pushed above its
// parent's and popped before the parent adds its next edge.
type edgeLists struct {
	buf         *edgeBuf
	left, right int // where the node's edges start in buf
}

// edgeBuf holds the edges of the nodes being built (a stack each side)
// and the slab that stored edges are copied into: one allocation for
// many nodes instead of growing two slices per node (the position graph
// of the empty 2x5 area spent a fifth of its time there).
type edgeBuf struct {
	left, right, slab []LocalEdge
}

// lists starts the edge lists of a node.
func (b *edgeBuf) lists() edgeLists {
	return edgeLists{buf: b, left: len(b.left), right: len(b.right)}
}

func (l *edgeLists) add(black bool, e LocalEdge) {
	if black {
		l.buf.left = append(l.buf.left, e)
	} else {
		l.buf.right = append(l.buf.right, e)
	}
}

// store sets n's options, popping them from the buffer; a node without
// any is terminal.
func (l *edgeLists) store(n *LocalNode) {
	b := l.buf
	n.Left, n.Right = b.keep(b.left[l.left:]), b.keep(b.right[l.right:])
	b.left, b.right = b.left[:l.left], b.right[:l.right]
	n.Terminal = len(n.Left) == 0 && len(n.Right) == 0
}

// edgeSlab is the number of edges the buffer allocates at a time.
const edgeSlab = 4096

// keep returns a copy of es in the slab (nil if es is empty), its
// capacity its length so that nobody appends into the next node's edges.
func (b *edgeBuf) keep(es []LocalEdge) []LocalEdge {
	if len(es) == 0 {
		return nil
	}
	if cap(b.slab)-len(b.slab) < len(es) {
		b.slab = make([]LocalEdge, 0, max(edgeSlab, len(es)))
	}
	i := len(b.slab)
	b.slab = append(b.slab, es...)
	return b.slab[i:len(b.slab):len(b.slab)]
}

// children calls f for every edge of node v, Left then Right.
func children(n *LocalNode, f func(e LocalEdge, black bool)) {
	for _, e := range n.Left {
		f(e, true)
	}
	for _, e := range n.Right {
		f(e, false)
	}
}

// components returns the strongly connected component of every node
// (Tarjan's algorithm, iterative); components are numbered in reverse
// topological order (a component's successors have smaller numbers).
func components(nodes []LocalNode) []int32 {
	n := len(nodes)
	index := make([]int32, n) // 0: unvisited; else DFS number + 1
	low := make([]int32, n)
	comp := make([]int32, n)
	onStack := make([]bool, n)
	var stack []int32
	type frame struct {
		v    int32
		next int
	}
	child := func(v int32, k int) (int32, bool) {
		nd := &nodes[v]
		if k < len(nd.Left) {
			return nd.Left[k].Child, true
		}
		if k -= len(nd.Left); k < len(nd.Right) {
			return nd.Right[k].Child, true
		}
		return 0, false
	}
	counter, ncomp := int32(0), int32(0)
	for root := range int32(n) {
		if index[root] != 0 {
			continue
		}
		counter++
		index[root], low[root] = counter, counter
		stack = append(stack, root)
		onStack[root] = true
		call := []frame{{v: root}}
		for len(call) > 0 {
			f := &call[len(call)-1]
			if w, ok := child(f.v, f.next); ok {
				f.next++
				switch {
				case index[w] == 0:
					counter++
					index[w], low[w] = counter, counter
					stack = append(stack, w)
					onStack[w] = true
					call = append(call, frame{v: w})
				case onStack[w]:
					low[f.v] = min(low[f.v], index[w])
				}
				continue
			}
			v := f.v
			call = call[:len(call)-1]
			if len(call) > 0 {
				u := call[len(call)-1].v
				low[u] = min(low[u], low[v])
			}
			if low[v] == index[v] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = ncomp
					if w == v {
						break
					}
				}
				ncomp++
			}
		}
	}
	return comp
}

// unroller builds the ko-bound graphs from a position graph (phase 2).
type unroller struct {
	s    *lcgs
	pos  []LocalNode
	mode Repetition
	// at holds what the unrolling reads and writes of each position, side
	// by side (a slice per field cost a cache miss per field)
	at []posState
	// cs holds the same of each component
	cs []compState
	// memo maps (bound, position, relevant path positions) to the node;
	// where the position's component has at most smallComponent
	// positions, memoSmall maps the component and smallKey (the bound,
	// the position's rank in its component and the path positions' ranks
	// as a bit set) to it
	memo      map[string]int32
	memoSmall smallMemo
	path      []int32
	key       []byte
	// building marks the graph nodes being built; cycle that one was met
	building []bool
	cycle    bool
	// contexts counts the further nodes of positions (path contexts and
	// the second bound); past maxContexts the unrolling stops (overCap)
	// and LCGS takes the ko bounds from the position graph (graphBounds)
	contexts, maxContexts int64
	overCap               bool
	// compContexts counts the further nodes of each component; past
	// compLimit (nil: never) a component is bounded (compState.bounded):
	// its positions take their component bounds from then on
	// (componentNode, posState.compNode).
	compContexts, compLimit []int64
	compFrom                int64 // components are bounded only past this many further nodes of the area (half the cap)
}

// posState is the unroller's state of a position.
type posState struct {
	comp int32 // its component (components)
	rank int32 // its index in its component
	// shared is the node + 1 of a free position (0: none yet)
	shared int32
	onPath int32 // its occurrences on the path
	// bare holds, by bound (boundIndex), the node + 1 of a position of a
	// small component without relevant path positions (0: none yet):
	// the memoSmall entry of that key, kept here (the empty 2x5 area:
	// 84% of the small components' look-ups)
	bare [2]int32
	// compNode is, by bound, the node + 1 of its component bound (0:
	// none yet; componentNode)
	compNode [2]int32
	// free marks a position from which no cycle is reachable: one node
	// for every path and both bounds
	free bool
	made bool // it has a node already
	// target[black] marks a position a move of Black (target[1]) or of
	// White (target[0]) stays in its component to: only those can be
	// refused (refusable)
	target [2]bool
}

// compState is the unroller's state of a component.
type compState struct {
	// ranks holds, in a small component, the ranks of the path
	// positions relevantPath reports, as a bit set (the path's part of a
	// memoSmall key)
	ranks   uint64
	size    int32
	bounded bool // its positions take their component bounds
}

// smallComponent is the largest component whose memo keys are
// smallKeys: 57 bits of path positions, 6 of the position's rank, one of
// the bound.
const smallComponent = 57

// smallKey is the memo key (in memoSmall, beside the component) of a position of
// rank r in a component of at most smallComponent positions under
// bound mode, without its path positions: their bits (1 << rank) are
// added to it.
func smallKey(mode Repetition, r int32) uint64 {
	k := uint64(r) << smallComponent
	if mode == WhiteMayNotRepeat {
		k |= 1 << 63
	}
	return k
}

// smallMemo is the unroller's memo for the positions of small
// components: an open-addressing hash table (linear probing, at most
// half full) from a component and a smallKey to a node. It replaced a
// map per component, whose look-ups took a third of the unrolling.
type smallMemo struct {
	slots []smallSlot
	n     int
	shift uint // 64 - log2(len(slots))
}

// smallSlot is an entry of smallMemo; comp is the component + 1 (0: empty).
type smallSlot struct {
	key        uint64
	comp, node int32
}

// init empties m with room for about n entries.
func (m *smallMemo) init(n int) {
	size := 1 << max(10, bits.Len(uint(max(2*n-1, 1))))
	m.slots, m.n, m.shift = make([]smallSlot, size), 0, uint(64-bits.TrailingZeros(uint(size)))
}

// findOrAdd returns the node of (comp, key) and true if there is one;
// otherwise it adds node as the node of (comp, key) and returns it, false.
func (m *smallMemo) findOrAdd(comp int32, key uint64, node int32) (int32, bool) {
	mask := len(m.slots) - 1
	for i := int(mix(key^uint64(comp)<<32) >> m.shift); ; i = (i + 1) & mask {
		e := &m.slots[i]
		switch {
		case e.comp == 0:
			*e = smallSlot{key: key, comp: comp + 1, node: node}
			if m.n++; 2*m.n > len(m.slots) {
				m.grow()
			}
			return node, false
		case e.comp == comp+1 && e.key == key:
			return e.node, true
		}
	}
}

// grow doubles m's slots, keeping its entries.
func (m *smallMemo) grow() {
	old := m.slots
	m.init(len(old))
	mask := len(m.slots) - 1
	for _, e := range old {
		if e.comp == 0 {
			continue
		}
		i := int(mix(e.key^uint64(e.comp-1)<<32) >> m.shift)
		for m.slots[i].comp != 0 {
			i = (i + 1) & mask
		}
		m.slots[i] = e
		m.n++
	}
}

// stopped reports that the unrolling must end: the search's limits or
// the cap on path contexts.
func (u *unroller) stopped() bool { return u.overCap || u.s.stopped() }

func newUnroller(s *lcgs, pos []LocalNode) *unroller {
	u := &unroller{s: s, pos: pos, at: make([]posState, len(pos)), memo: map[string]int32{},
		maxContexts: pathContextsBase + pathContextsPerPosition*int64(len(pos))}
	comp := components(pos)
	ncomp := int32(0)
	for _, c := range comp {
		ncomp = max(ncomp, c+1)
	}
	u.cs = make([]compState, ncomp)
	u.memoSmall.init(len(pos) / 4)
	// the members of component c are members[start[c]:start[c+1]], in
	// increasing order (a position's rank is its index there)
	start := make([]int32, ncomp+1)
	for _, c := range comp {
		start[c+1]++
	}
	for c := range ncomp {
		start[c+1] += start[c]
	}
	members := make([]int32, len(pos))
	for v := range pos {
		c := comp[v]
		u.at[v].comp, u.at[v].rank = c, u.cs[c].size
		members[start[c]+u.cs[c].size] = int32(v)
		u.cs[c].size++
	}
	u.compContexts = make([]int64, ncomp)
	// a component is free if no edge stays inside it (it is not cyclic)
	// and every edge leaving it reaches a free position; components come
	// in reverse topological order, so successors are done first
	for c := range ncomp {
		free := true
		in := members[start[c]:start[c+1]]
		for _, v := range in {
			children(&pos[v], func(e LocalEdge, black bool) {
				switch {
				case comp[e.Child] == c:
					free = false
					u.at[e.Child].target[b2i(black)] = true
				case !u.at[e.Child].free:
					free = false
				}
			})
		}
		for _, v := range in {
			u.at[v].free = free
		}
	}
	return u
}

// node returns the graph node of position p with the current path (p
// already on it) under the current bound.
func (u *unroller) node(p int32) int32 {
	g := u.s.g
	at := &u.at[p]
	cs := &u.cs[at.comp]
	if !at.free && cs.bounded {
		return u.componentNode(p)
	}
	switch {
	case at.free:
		if n := at.shared; n > 0 {
			g.Stats.TTHits++
			return u.done(n - 1)
		}
	case cs.size <= smallComponent:
		// the node made below, if none is found
		if rel := cs.ranks &^ (1 << at.rank); rel == 0 {
			bare := &at.bare[u.boundIndex()]
			if n := *bare; n > 0 {
				g.Stats.TTHits++
				return u.done(n - 1)
			}
			*bare = int32(len(g.Nodes)) + 1
		} else if n, found := u.memoSmall.findOrAdd(at.comp, smallKey(u.mode, at.rank)|rel, int32(len(g.Nodes))); found {
			g.Stats.TTHits++
			return u.done(n)
		}
	default:
		u.key = binary.AppendUvarint(append(u.key[:0], byte(u.mode)), uint64(p))
		var rel []int32
		u.relevantPath(p, func(q int32) { rel = append(rel, q) })
		slices.Sort(rel)
		rel = slices.Compact(rel)
		for _, q := range rel {
			u.key = binary.AppendUvarint(u.key, uint64(q))
		}
		if n, ok := u.memo[string(u.key)]; ok {
			g.Stats.TTHits++
			return u.done(n)
		}
		u.memo[string(u.key)] = int32(len(g.Nodes)) // the node made below
	}
	idx, expand := u.newNode(p)
	defer func() { u.building[idx] = false }()
	free := u.at[p].free
	if free {
		u.at[p].shared = idx + 1
	}
	if !expand {
		return idx
	}
	var em *enclosedMoves
	if free {
		em = u.s.enclosed[p]
	}
	forbidden := u.mode == BlackMayNotRepeat
	u.expand(p, idx, func(e LocalEdge, black bool) (keep, inBound bool) {
		if forbidden == black && u.at[e.Child].onPath > 0 {
			return false, false // a repetition by the player who may not repeat
		}
		return em == nil || !em.leftOut(black, e.Move, &g.Stats), false
	})
	return idx
}

// relevantPath calls f for every position of the path, other than p,
// that a move the current bound refuses can reach from p: in p's
// component and the target of such a move (repeated as often as it is
// on the path).
func (u *unroller) relevantPath(p int32, f func(q int32)) {
	refusable := u.refusable()
	for _, q := range u.path {
		if u.at[q].comp == u.at[p].comp && q != p && u.at[q].target[refusable] {
			f(q)
		}
	}
}

// expand gives node idx of position p the edges that keep keeps (while
// the search may go on), each child built on the path (edge).
func (u *unroller) expand(p, idx int32, keep func(e LocalEdge, black bool) (keep, inBound bool)) {
	edges := u.s.eb.lists()
	children(&u.pos[p], func(e LocalEdge, black bool) {
		if u.stopped() {
			return
		}
		if ok, inBound := keep(e, black); ok {
			edges.add(black, u.edge(e, inBound))
		}
	})
	edges.store(&u.s.g.Nodes[idx])
}

// newNode appends a node for position p and reports whether to expand
// it: not at a terminal, past the cap or the budget (a terminal then) or
// at the depth limit. It counts the node as a further context of p where
// p has a node already, and bounds p's component past its limit.
func (u *unroller) newNode(p int32) (idx int32, expand bool) {
	g := u.s.g
	src := &u.pos[p]
	idx = int32(len(g.Nodes))
	g.Nodes = append(g.Nodes, LocalNode{Hash: src.Hash, Terminal: src.Terminal, Settled: src.Settled, Score: src.Score})
	u.building = append(u.building, true)
	if u.at[p].made {
		u.contexts++
		if u.contexts > u.maxContexts {
			u.overCap = true
		}
		if c := u.at[p].comp; u.compLimit != nil && !u.cs[c].bounded {
			u.compContexts[c]++
			if u.compContexts[c] > u.compLimit[c] && u.contexts > u.compFrom {
				u.cs[c].bounded = true
				g.Stats.ComponentBounds++
			}
		}
		if u.overCap || !u.s.lim.Expand() {
			g.Nodes[idx].Terminal = true
			return idx, false
		}
	}
	u.at[p].made = true
	if src.Terminal {
		return idx, false
	}
	if len(u.path) >= MaxLocalDepth {
		u.s.tooDeep = true
		g.Nodes[idx].Terminal = true
		return idx, false
	}
	return idx, true
}

// edge returns e with its child replaced by the child's graph node, the
// child on the path meanwhile; inBound: the child is in the component
// of a component-bounded position, and takes its component bound.
func (u *unroller) edge(e LocalEdge, inBound bool) LocalEdge {
	q := e.Child
	u.pushPath(q)
	if inBound {
		e.Child = u.componentNode(q)
	} else {
		e.Child = u.node(q)
	}
	u.popPath()
	return e
}

// pushPath puts position q on the path, noting its rank in its
// component's ranks (compState.ranks) where a move the current bound
// refuses can reach it in a small component (relevantPath).
func (u *unroller) pushPath(q int32) {
	u.path = append(u.path, q)
	at := &u.at[q]
	if at.onPath++; at.onPath == 1 {
		u.notePathRank(at)
	}
}

// popPath takes the last position off the path.
func (u *unroller) popPath() {
	q := u.path[len(u.path)-1]
	u.path = u.path[:len(u.path)-1]
	at := &u.at[q]
	if at.onPath--; at.onPath == 0 {
		u.notePathRank(at)
	}
}

// notePathRank flips the bit of position at in the path ranks of its
// component if that component is small and a move the current bound
// refuses can reach the position.
func (u *unroller) notePathRank(at *posState) {
	if cs := &u.cs[at.comp]; cs.size <= smallComponent && at.target[u.refusable()] {
		cs.ranks ^= 1 << at.rank
	}
}

// boundIndex is 0 under the bound where Black may not repeat, 1 under
// the other.
func (u *unroller) boundIndex() int { return b2i(u.mode == WhiteMayNotRepeat) }

// refusable is the index of posState.target that marks the positions a
// move the current bound refuses can reach: the targets of the
// forbidden player's moves inside components. target is indexed by
// whether Black moves, and the forbidden player is Black under bound 0
// and White under bound 1, so it is the other bound's index.
func (u *unroller) refusable() int { return 1 - u.boundIndex() }

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// componentNode returns the component bound of position p under the
// current bound: the game in which the bound's player (Black where Black
// may not repeat) makes no move that stays in p's component, as in
// graphBounds, while the moves leaving it lead to the unrolled nodes of
// their targets. It does not depend on the path. Used for the positions
// of a component whose path contexts passed its limit (compLimit); the
// argument that the result still bounds the path bounds is at
// graphBounds.
func (u *unroller) componentNode(p int32) int32 {
	g := u.s.g
	b := u.boundIndex()
	if n := u.at[p].compNode[b]; n > 0 {
		g.Stats.TTHits++
		return u.done(n - 1)
	}
	idx, expand := u.newNode(p)
	defer func() { u.building[idx] = false }()
	u.at[p].compNode[b] = idx + 1
	if !expand {
		return idx
	}
	u.expand(p, idx, func(e LocalEdge, black bool) (keep, inBound bool) {
		inside := u.at[e.Child].comp == u.at[p].comp
		// the bound's player may not move inside the component
		return !inside || (u.mode == BlackMayNotRepeat) != black, inside
	})
	return idx
}

// done returns node n found in the memo. A node still being built would
// close a cycle in the graph; the proof above rules that out for the
// rules of Go without suicide, and where it happens anyway (a board whose
// rules allow suicide: a player's own moves can then cycle) the unroller
// reports it and LCGS runs the reference search instead.
func (u *unroller) done(n int32) int32 {
	if u.building[n] {
		u.cycle = true
	}
	return n
}

// bound unrolls the position graph from its root under one bound.
func (u *unroller) bound(mode Repetition) int32 {
	u.mode = mode
	u.path = u.path[:0]
	u.pushPath(0)
	defer u.popPath()
	return u.node(0)
}

// The path contexts of a cyclic component can number exponentially many
// in its positions (an 8-point area with 1,911 positions passed 1,000,000
// nodes): past pathContextsBase + pathContextsPerPosition times the
// positions, LCGS stops unrolling and takes the ko bounds from the
// position graph instead (graphBounds). The second bound alone takes up
// to one further node per position; the cap leaves as many again for
// path contexts, and 10,000 besides (no two-row shape up to three
// columns reaches it).
const (
	pathContextsBase        = 10_000
	pathContextsPerPosition = 2
)

// Once the area has spent half its cap on further nodes (below that the
// unrolling is what it was without component bounds), a component whose
// own further nodes pass componentContextsBase +
// componentContextsPerPosition times its positions is bounded: its
// positions take their component bounds from then on (componentNode),
// so one component whose path contexts explode no longer spends the
// whole area's cap and sends every other component to the weaker graph
// bounds (the empty 2x5 area between walls: two 28-position components
// held 544,896 of the first 563,803 memo entries; the area took 151,717
// nodes with the graph bounds and takes 133,108 with component bounds,
// which are tighter; bounding components from the start would take
// 90,869, but could weaken areas the cap leaves exact).
const (
	componentContextsBase        = 256
	componentContextsPerPosition = 16
)

// boundComponents sets the limit of every component's path contexts
// (componentContextsBase and componentContextsPerPosition once the area
// has spent half its cap of further nodes; with perPosition positive,
// perPosition alone from the start).
func (u *unroller) boundComponents(perPosition int64) {
	base := int64(componentContextsBase)
	u.compFrom = u.maxContexts / 2
	if perPosition <= 0 {
		perPosition = componentContextsPerPosition
	} else {
		base, u.compFrom = 0, 0
	}
	u.compLimit = make([]int64, len(u.compContexts))
	for v := range u.at {
		u.compLimit[u.at[v].comp] += perPosition
	}
	for c := range u.compLimit {
		u.compLimit[c] += base
	}
}

// graphBounds replaces the graph by the two ko bounds of the position
// graph, with RootWhiteWins the game in which Black may make no move
// that stays in its strongly connected component, and RootBlackWins the
// one in which White may make none: "restricting the move choices of one
// player to prevent position repetition ... transforms the game graph
// into an acyclic graph, a different one for each player" (Information
// Sciences 2001, Section 3.4.1). Every cycle of the position graph lies
// in one component and holds a move of each player (a player's own
// moves only add her stones: no suicide), so both are acyclic, and a
// position reaching no cycle has one node in both.
//
// They bound the path bounds: lo <= T_W <= T_B <= hi at every position
// and for every path (lo: RootWhiteWins here; T_W, T_B: the bounds the
// unroller builds). Each pair compares games on the same position whose
// Left options (same moves, same gains) are a subset of the other's and
// whose Right options a superset: lo refuses every Black move inside a
// component, T_W only those to a path position (which lie in the
// component), while both let White move; T_W refuses Black the same
// moves as T_B refuses White; hi refuses White every move inside a
// component and lets Black move, T_B refuses White only path positions.
// By induction on the (finite) trees, with the children compared in the
// same way, such a game is at most the other: were a Left option G'^L
// of the smaller G' at least G, the option of G by the same move would
// be at least G, and no Left option of a game is (Right symmetric).
// The induction needs every position to keep some option wherever it
// had one; a position with the moves of one player only, all inside
// its component, could become an option-less terminal of its static
// score, so LCGS takes the graph bounds only where no such position
// exists (graphBoundsApply) and otherwise unrolls every path context.
// The same argument holds for the component bounds (componentNode),
// where only the positions of some components refuse the bound's player
// every move inside their component and the others keep their path
// contexts: each node still has a subset of Left options (lo side; a
// superset on the hi side) of the path bound's node of the same
// position, and its children compare by induction, whichever way each
// was built (a move leaving a component reaches a node that depends on
// its target alone, the same node for both). They are taken under the
// same conditions (graphBoundsApply), and are at least as tight as the
// graph bounds, which refuse those moves in every component.
// graphBounds returns the number of nodes of the second bound alone. So equal graph bounds are
// the exact value and the path bounds; unequal ones leave the area's
// value unknown (a ko), the bounds being valid but weaker. The argument
// uses the order of combinatorial games, so it is made under Japanese
// rules only (the Chinese evaluation adjusts some values, evaluator).
func (u *unroller) graphBounds(pruned [2]int64) int {
	s := u.s
	g := s.g
	g.Stats.PrunedEquivalent, g.Stats.PrunedDominated = pruned[0], pruned[1]
	g.Nodes = nil
	var node [2][]int32 // by bound: 0 the White-wins bound, 1 the Black-wins bound
	for b := range node {
		node[b] = make([]int32, len(u.pos))
	}
	for v := range u.pos {
		src := &u.pos[v]
		for b := range node {
			if b == 1 && u.at[v].free {
				node[1][v] = node[0][v]
				continue
			}
			node[b][v] = int32(len(g.Nodes))
			g.Nodes = append(g.Nodes, LocalNode{Hash: src.Hash, Terminal: src.Terminal, Settled: src.Settled, Score: src.Score})
		}
	}
	for v := range u.pos {
		src := &u.pos[v]
		if src.Terminal {
			continue
		}
		for b := range node {
			if b == 1 && u.at[v].free {
				continue
			}
			edges := s.eb.lists()
			em := s.enclosed[int32(v)]
			children(src, func(e LocalEdge, black bool) {
				if !u.at[v].free && u.at[e.Child].comp == u.at[v].comp && black == (b == 0) {
					return // the bound's player moves inside the component
				}
				if em != nil && u.at[v].free && em.leftOut(black, e.Move, &g.Stats) {
					return
				}
				e.Child = node[b][e.Child]
				edges.add(black, e)
			})
			edges.store(&g.Nodes[node[b][v]])
		}
	}
	g.Ko = true
	g.RootWhiteWins, g.RootBlackWins = node[0][0], node[1][0]
	g.Root = g.RootWhiteWins
	g.Stats.GraphBounds++
	second := 0
	for v := range u.at {
		if !u.at[v].free {
			second++
		}
	}
	return second
}

// graphBoundsApply reports whether graphBounds may replace the path
// bounds: under Japanese rules, without suicide, and with no position
// that reaches a cycle and has the moves of one player only, all inside
// its component.
func (u *unroller) graphBoundsApply() bool {
	s := u.s
	if s.sc.rules != Japanese || s.b.Rules().Suicide {
		return false
	}
	for v := range u.pos {
		n := &u.pos[v]
		if u.at[v].free || n.Terminal || len(n.Left) > 0 && len(n.Right) > 0 {
			continue
		}
		inside := true
		children(n, func(e LocalEdge, _ bool) {
			if u.at[e.Child].comp != u.at[v].comp {
				inside = false
			}
		})
		if inside {
			return false
		}
	}
	return true
}

// positionComponents builds the position graph of area a from b's
// position with every legal move of both players and no terminal
// (positionGraph with allMoves) and returns the strongly connected
// component of every local position, keyed by the board's hash (the rest
// of b as it is). lim counts one node per position; positions, if
// positive, is the number of positions expected (the area's local
// search knows about as many). base, if not nil, is the position graph
// of a local search of the area from b's position whose only terminals
// are settled positions and positions without a move (LocalGame.positions):
// the graph is then base with its settled positions expanded in turn
// (the same positions and moves as built from scratch, in another
// order). The board is restored, its superko rule set aside meanwhile.
func positionComponents(b *board.Board, a Area, safe [3]board.Region, rules Rules, lim *search.Limiter, positions int, base []LocalNode) (map[uint64]int32, error) {
	s := &lcgs{b: b, sc: scorer{b: b, area: a.Points, safe: safe, rules: rules}, lim: lim, g: &LocalGame{Area: a, Rules: rules},
		tt: make(map[uint64]int32, positions), pos: make([]LocalNode, 0, positions), noPrune: true, noSeal: true, allMoves: true}
	defer b.SetToMove(b.ToMove())
	defer setAsideSuperko(b)()
	var settled []int32
	for i := range base {
		if base[i].Settled {
			settled = append(settled, int32(i))
		}
	}
	if len(base) == 0 || base[0].Hash != b.Hash() || !s.extendPositions(base, settled) {
		if s.stopped() {
			return nil, ErrBudget
		}
		s.restart()
		s.positionGraph()
	}
	if s.tooDeep {
		return nil, fmt.Errorf("%w: local path of %d moves", ErrBudget, MaxLocalDepth)
	}
	if s.stopped() {
		return nil, ErrBudget
	}
	comp := components(s.pos)
	for h, i := range s.tt {
		s.tt[h] = comp[i]
	}
	return s.tt, nil
}

// restart empties the position graph for a new build.
func (s *lcgs) restart() {
	clear(s.tt)
	clear(s.enclosed)
	s.pos, s.posCounts, s.resealed, s.depth = s.pos[:0], s.posCounts[:0], s.resealed[:0], 0
}

// extendPositions makes s.pos base (counting its positions) with the
// positions again settled (positionGraph's settle: a terminal, or
// expanded with the current rules) again: it plays the moves that first
// reach each from the root (breadth first), settles it, and takes them
// back. It reports false if a move of base was not legal (then the graph
// is not base's: build it from scratch) or the search must stop.
func (s *lcgs) extendPositions(base []LocalNode, again []int32) bool {
	s.pos = append(s.pos[:0], base...)
	s.posCounts = append(s.posCounts[:0], make([]positionCounts, len(base))...)
	for i := range s.pos {
		if !s.lim.Expand() {
			return false
		}
		s.tt[s.pos[i].Hash] = int32(i)
	}
	type step struct {
		from  int32
		move  board.Point
		black bool
	}
	parent := make([]step, len(base))
	reached := make([]bool, len(base))
	reached[0] = true
	queue := []int32{0}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		children(&base[v], func(e LocalEdge, black bool) {
			if !reached[e.Child] {
				reached[e.Child] = true
				parent[e.Child] = step{v, e.Move, black}
				queue = append(queue, e.Child)
			}
		})
	}
	var path []step
	for _, i := range again {
		if s.stopped() {
			return false
		}
		path = path[:0]
		for v := int32(i); v != 0; v = parent[v].from {
			path = append(path, parent[v])
		}
		played := 0
		for j := len(path) - 1; j >= 0; j-- {
			c := board.White
			if path[j].black {
				c = board.Black
			}
			if _, ok := s.play(c, path[j].move); !ok {
				break
			}
			played++
		}
		ok := played == len(path) && s.b.Hash() == base[i].Hash
		if ok {
			s.pos[i] = LocalNode{Hash: base[i].Hash}
			delete(s.enclosed, i)
			s.depth = played
			s.settle(i)
		}
		for range played {
			s.b.Undo()
		}
		if !ok {
			return false
		}
	}
	s.depth = 0
	return !s.stopped()
}
