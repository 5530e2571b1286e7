package proof

import (
	"fmt"
	"math/rand/v2"
)

// Test problems and the exhaustive reference search they are checked
// against.

// minimax is plain exhaustive minimax over a Problem with the same
// repetition rule as the solver (a child whose hash is on the path from the
// root is a leaf valued by RepetitionOutcome, default Disproven), no
// transposition table, so it is exact for every history.
func minimax(p Problem) Outcome {
	rep, _ := p.(RepetitionRule)
	var path []uint64
	var search func() Outcome
	search = func() Outcome {
		if ev := p.Evaluate(); ev != Unknown {
			return ev
		}
		or := p.OrNode()
		win, lose := Proven, Disproven
		if !or {
			win, lose = Disproven, Proven
		}
		path = append(path, p.Hash())
		defer func() { path = path[:len(path)-1] }()
		for _, m := range p.Moves(nil) {
			p.Play(m)
			h := p.Hash()
			var o Outcome
			repeated := false
			for _, x := range path {
				repeated = repeated || x == h
			}
			if repeated {
				o = Disproven
				if rep != nil {
					if r := rep.RepetitionOutcome(); r != Unknown {
						o = r
					}
				}
			} else {
				o = search()
			}
			p.Undo()
			if o == win {
				return win
			}
		}
		return lose
	}
	return search()
}

// graphGame is a game on an explicit directed graph: a position is a node,
// a move goes along an edge (Move = target node).
type graphGame struct {
	nodes []graphNode
	stack []int
}

type graphNode struct {
	or    bool
	eval  Outcome // terminal value, or Unknown
	rep   Outcome // value when repeated (graphGameRep only)
	edges []int
}

func newGraphGame(nodes []graphNode, root int) *graphGame {
	return &graphGame{nodes: nodes, stack: []int{root}}
}

func (g *graphGame) cur() int { return g.stack[len(g.stack)-1] }
func (g *graphGame) Moves(buf []Move) []Move {
	for _, e := range g.nodes[g.cur()].edges {
		buf = append(buf, Move(e))
	}
	return buf
}
func (g *graphGame) Play(m Move)       { g.stack = append(g.stack, int(m)) }
func (g *graphGame) Undo()             { g.stack = g.stack[:len(g.stack)-1] }
func (g *graphGame) Hash() uint64      { return uint64(g.cur()) }
func (g *graphGame) Evaluate() Outcome { return g.nodes[g.cur()].eval }
func (g *graphGame) OrNode() bool      { return g.nodes[g.cur()].or }

func (g *graphGame) String() string {
	s := ""
	for i, n := range g.nodes {
		kind := "AND"
		if n.or {
			kind = "OR"
		}
		s += fmt.Sprintf("%d:%s eval=%v rep=%v -> %v\n", i, kind, n.eval, n.rep, n.edges)
	}
	return s
}

// graphGameRep is a graphGame with a repetition outcome per node.
type graphGameRep struct{ *graphGame }

func (g graphGameRep) RepetitionOutcome() Outcome { return g.nodes[g.cur()].rep }

// randomGraph returns n nodes with up to maxDeg edges each; acyclic graphs
// only have edges to higher-numbered nodes.
func randomGraph(r *rand.Rand, n, maxDeg int, acyclic bool) []graphNode {
	return randomGraphTerminals(r, n, maxDeg, 6, acyclic)
}

// randomGraphTerminals makes about one position in terminalEvery terminal.
func randomGraphTerminals(r *rand.Rand, n, maxDeg, terminalEvery int, acyclic bool) []graphNode {
	nodes := make([]graphNode, n)
	for i := range nodes {
		nd := &nodes[i]
		nd.or = r.IntN(2) == 0
		nd.rep = Outcome(1 + r.IntN(2))
		if i > 0 && r.IntN(terminalEvery) == 0 {
			nd.eval = Outcome(1 + r.IntN(2))
			continue
		}
		deg := 1 + r.IntN(maxDeg)
		if r.IntN(10) == 0 {
			deg = 0
		}
		for range deg {
			lo := 0
			if acyclic {
				lo = i + 1
			}
			if lo >= n {
				break
			}
			t := lo + r.IntN(n-lo)
			dup := false
			for _, e := range nd.edges {
				dup = dup || e == t
			}
			if !dup {
				nd.edges = append(nd.edges, t)
			}
		}
	}
	return nodes
}

// randomTree is an implicit random AND/OR tree: the position is the hash
// of the move sequence, players alternate, branching 1..maxBranch, leaves
// at depth maxDepth or earlier at random, with a random outcome biased by
// proven (out of 256).
type randomTree struct {
	seed      uint64
	maxBranch int
	maxDepth  int
	leafProb  uint64 // out of 256
	proven    uint64 // out of 256
	stack     []uint64
	fixed     bool // branching exactly maxBranch
}

func newRandomTree(seed uint64, maxBranch, maxDepth int, leafProb, proven uint64) *randomTree {
	return &randomTree{seed: seed, maxBranch: maxBranch, maxDepth: maxDepth, leafProb: leafProb, proven: proven,
		stack: []uint64{mix(seed)}}
}

func (t *randomTree) cur() uint64 { return t.stack[len(t.stack)-1] }
func (t *randomTree) depth() int  { return len(t.stack) - 1 }
func (t *randomTree) leaf() bool {
	return t.depth() >= t.maxDepth || (t.depth() > 0 && (t.cur()>>8)&255 < t.leafProb)
}
func (t *randomTree) Moves(buf []Move) []Move {
	n := 1 + int((t.cur()>>16)%uint64(t.maxBranch))
	if t.fixed {
		n = t.maxBranch
	}
	for i := range n {
		buf = append(buf, Move(i))
	}
	return buf
}
func (t *randomTree) Play(m Move) {
	t.stack = append(t.stack, mix(t.cur()^uint64(m+1)*0x9e3779b97f4a7c15))
}
func (t *randomTree) Undo()        { t.stack = t.stack[:len(t.stack)-1] }
func (t *randomTree) Hash() uint64 { return t.cur() }
func (t *randomTree) OrNode() bool { return t.depth()%2 == 0 }
func (t *randomTree) Evaluate() Outcome {
	if !t.leaf() {
		return Unknown
	}
	if (t.cur()>>24)&255 < t.proven {
		return Proven
	}
	return Disproven
}

// takeAway: n stones, a move takes 1..k, whoever takes the last stone
// wins; the OR player moves first. The first player wins iff n%(k+1) != 0.
// A position without stones has no moves, so the player to move loses.
type takeAway struct {
	k     int
	heaps []int // stones after each move
}

func newTakeAway(n, k int) *takeAway { return &takeAway{k: k, heaps: []int{n}} }

func (t *takeAway) cur() int { return t.heaps[len(t.heaps)-1] }
func (t *takeAway) Moves(buf []Move) []Move {
	for i := 1; i <= t.k && i <= t.cur(); i++ {
		buf = append(buf, Move(i))
	}
	return buf
}
func (t *takeAway) Play(m Move)       { t.heaps = append(t.heaps, t.cur()-int(m)) }
func (t *takeAway) Undo()             { t.heaps = t.heaps[:len(t.heaps)-1] }
func (t *takeAway) OrNode() bool      { return len(t.heaps)%2 == 1 }
func (t *takeAway) Hash() uint64      { return uint64(t.cur())<<1 | uint64(len(t.heaps)%2) }
func (t *takeAway) Evaluate() Outcome { return Unknown }

// cyclicTakeAway is take-away with a way back: a move takes 1..k stones
// or, while fewer than max stones are left, puts one back. Taking the last
// stone wins; going round in a cycle loses for the OR player (the default
// repetition rule), so values depend on the path.
type cyclicTakeAway struct {
	takeAway
	max int
}

func newCyclicTakeAway(n, k, max int) *cyclicTakeAway {
	return &cyclicTakeAway{takeAway: takeAway{k: k, heaps: []int{n}}, max: max}
}

func (t *cyclicTakeAway) Moves(buf []Move) []Move {
	buf = t.takeAway.Moves(buf)
	if c := t.cur(); c > 0 && c < t.max {
		buf = append(buf, -1)
	}
	return buf
}

// attractor is retrograde analysis of a graph game under the default
// repetition rule: the least fixed point of "OR wins at a terminal
// Proven, at an OR position with a winning move, at an AND position all of
// whose moves win". A position outside it lets the AND player avoid it
// forever, so every play ends in a Disproven terminal, an OR position
// without moves, or a repetition; history-aware minimax from any root
// therefore equals membership, in time linear in the graph, not in its
// paths.
func attractor(nodes []graphNode) []bool {
	win := make([]bool, len(nodes))
	for changed := true; changed; {
		changed = false
		for v, n := range nodes {
			if win[v] || n.eval == Disproven {
				continue
			}
			w := n.eval == Proven
			if n.eval == Unknown {
				w = !n.or
				for _, e := range n.edges {
					if n.or && win[e] {
						w = true
					}
					if !n.or && !win[e] {
						w = false
					}
				}
			}
			if w {
				win[v], changed = true, true
			}
		}
	}
	return win
}
