package endgame

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"sync"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// LocalEdge is a local move from one node of a local game graph to another.
type LocalEdge struct {
	Move  board.Point
	Gain  int16 // prisoners taken by the move (Japanese rules), Black minus White
	Child int32
}

// LocalNode is a local position: its options for Black (Left) and White
// (Right), or, at a terminal, its integer local score.
type LocalNode struct {
	Hash     uint64
	Terminal bool
	Settled  bool // terminal because every point's owner is known
	Score    int  // static local score (territory; stones too under Chinese rules): the value of a terminal
	Left     []LocalEdge
	Right    []LocalEdge

	minStones int16 // fewest stones in the area over the node's subgraph
}

// Repetition selects which player may not repeat a local position.
type Repetition uint8

const (
	// NoRepeat forbids repeating moves to both players.
	NoRepeat Repetition = iota
	// BlackMayNotRepeat forbids them to Black only: White wins every local ko.
	BlackMayNotRepeat
	// WhiteMayNotRepeat forbids them to White only: Black wins every local ko.
	WhiteMayNotRepeat
)

// LocalGame is the game graph of one area found by local combinatorial game
// search (LCGS, Müller 1999): both players may move, one player may
// move several times in a row, nobody passes. Nodes are shared through a
// transposition table except where a repetition makes a subtree depend on
// the path.
type LocalGame struct {
	Area  Area
	Rules Rules
	Nodes []LocalNode
	Root  int32 // the exact game graph's root when Ko is false; RootWhiteWins otherwise
	// Ko reports that a local position could repeat. Then RootWhiteWins
	// (Black may not repeat) and RootBlackWins (White may not repeat) root
	// the two bounding graphs.
	Ko            bool
	RootWhiteWins int32
	RootBlackWins int32
	Stats         LCGSStats
	Complete      bool // false if the budget ran out; then the graph is partial

	// positions is the position graph of an area with a ko (Ko), and
	// resealed the positions where the sealing rules left a move out or
	// made a sealed terminal: the search without the sealing rules
	// (withThreats) expands those again instead of building the graph
	// again, and where there are none SolveKo extends the graph to that
	// of every legal move (positionComponents)
	positions []LocalNode
	enclosed  map[int32]*enclosedMoves
	resealed  []int32
	// evaluated keeps Evaluate's result (with the store it used)
	evalMu    sync.Mutex
	evaluated *evaluation
}

// LCGSStats are the statistics of local combinatorial game search:
// search.Stats (Nodes counts each position once plus every further node
// of a position: another path context or the other ko bound) and the
// counts that explain the node counts (doc.go, Performance).
type LCGSStats struct {
	search.Stats
	PositionsExpanded int64 // local positions expanded (the paper's LCGS count)
	NodesInGraph      int64 // nodes of the graph returned
	NodesSecondBound  int64 // nodes that only the second ko bound needs
	Positions         int64 // distinct positions in the graph
	UnrollCycles      int64 // searches that fell back from the two-phase search to the path search
	ReachChecks       int64 // path-reach checks of stored nodes (path search)
	ReachHits         int64 // of them, stored subgraphs that met the path
	SharedAreas       int64 // areas that took the graph of an identical area of the same solve
	DBHits            int64 // areas whose graph came from the database
	DBSearchNodes     int64 // LCGS nodes the reused graphs took when they were searched
	PrunedEquivalent  int64 // legal moves left out as equivalent to a move played (prune.go)
	PrunedDominated   int64 // legal moves left out as dominated (prune.go)
	PrunedEntrance    int64 // moves left out beside an entrance move (seal.go)
	PrunedReversible  int64 // moves left out as reversible through a sealing answer (seal.go)
	SealedTerminals   int64 // positions made terminals with every component sealed (seal.go)
	GraphBounds       int64 // areas whose ko bounds were taken from the position graph (unroll.go, graphBounds)
	ComponentBounds   int64 // strongly connected components whose positions took component bounds (unroll.go, componentNode)
}

// Add accumulates o into s.
func (s *LCGSStats) Add(o LCGSStats) {
	s.Stats.Add(o.Stats)
	s.PositionsExpanded += o.PositionsExpanded
	s.NodesInGraph += o.NodesInGraph
	s.NodesSecondBound += o.NodesSecondBound
	s.Positions += o.Positions
	s.UnrollCycles += o.UnrollCycles
	s.ReachChecks += o.ReachChecks
	s.ReachHits += o.ReachHits
	s.SharedAreas += o.SharedAreas
	s.DBHits += o.DBHits
	s.DBSearchNodes += o.DBSearchNodes
	s.PrunedEquivalent += o.PrunedEquivalent
	s.PrunedDominated += o.PrunedDominated
	s.PrunedEntrance += o.PrunedEntrance
	s.PrunedReversible += o.PrunedReversible
	s.SealedTerminals += o.SealedTerminals
	s.GraphBounds += o.GraphBounds
	s.ComponentBounds += o.ComponentBounds
}

// ErrBudget reports that a search ran out of nodes or time, or was cancelled.
var ErrBudget = errors.New("search budget exhausted")

type lcgs struct {
	b     *board.Board
	sc    scorer
	lim   *search.Limiter
	g     *LocalGame
	tt    map[uint64]int32 // nodes whose subtree met no repetition: valid in every mode
	modeT map[uint64]int32 // nodes of this mode whose repetitions all return into the subtree
	path  map[uint64]int   // positions on the current path and their depth + 1
	depth int
	// counts holds the number of stones in the area of each position on
	// the path; seen and gen mark nodes during reach checks.
	counts []int
	seen   []uint32
	gen    uint32
	mode   Repetition
	// noModeTable turns off storing path-dependent subtrees (tests compare)
	noModeTable bool
	// noPrune turns off the exact move pruning (prune.go, seal.go; tests
	// compare); noSeal the rules of seal.go only
	noPrune, noSeal bool
	// allMoves: positionGraph keeps every legal move and makes no
	// terminal (positionComponents; noPrune and noSeal are set too)
	allMoves bool
	// tooDeep is set when the path reaches MaxLocalDepth moves
	tooDeep bool
	// pos is the position graph (unroll.go); enclosed holds, by
	// position, the moves the enclosed-point rules may leave out
	pos      []LocalNode
	enclosed map[int32]*enclosedMoves
	// posCounts holds the counts of each position of pos (seal.go)
	posCounts []positionCounts
	// moves holds the moves of the positions on the path (eachMove)
	moves []localMove
	// eb holds the edges of the nodes being built
	eb edgeBuf
	// expanding is the position graph's node being expanded until its
	// moves are played (-1 in the path search); resealed the nodes
	// where the sealing rules acted (LocalGame.resealed)
	expanding int32
	resealed  []int32
	// base is the graph of a search with the sealing rules that
	// positionGraph extends (lcgsModes.base)
	base *LocalGame
}

// setAsideSuperko removes the board's superko rule, if any, keeping its
// suicide rule, and returns the function that restores it. The one
// repetition rule of decomposition search and of alpha-beta (doc.go,
// Repetition): the board's simple-ko ban, and along a search path the
// search's own rule (LCGS: the ko bounds; alpha-beta: no positional
// repetition). With superko a move's legality would depend on the
// board's history before the position and on the search path. Solve sets
// it aside once, on the board its local searches and sum play use;
// AlphaBeta and LCGS, called alone, do it for their search.
func setAsideSuperko(b *board.Board) (restore func()) {
	r := b.Rules()
	if r.Superko == board.NoSuperko {
		return func() {}
	}
	b.SetRules(board.Rules{Suicide: r.Suicide})
	return func() { b.SetRules(r) }
}

// MaxLocalDepth bounds the path length of local combinatorial game search
// (and of alpha-beta): the searches recurse once per move, and on a large
// empty area a node budget alone would let the path outgrow the goroutine
// stack. A search that reaches it ends like one out of budget (ErrBudget).
const MaxLocalDepth = 10000

// stopped reports that the search must end: budget, context or depth.
func (s *lcgs) stopped() bool { return s.tooDeep || s.lim.Stopped() }

// LCGS searches the local game of area a on b (Müller 1999, LCGS). safe
// are the safe stones of both colours; the board is changed during the
// search with Play and Undo and restored before returning. The board's
// superko rule, if any, is set aside during the search (the local game has
// its own repetition rule). When the budget runs out it returns the
// partial graph, Complete false, and ErrBudget.
func LCGS(ctx context.Context, b *board.Board, a Area, safe [3]board.Region, rules Rules, budget search.Budget) (*LocalGame, error) {
	return lcgsSearch(ctx, b, a, safe, rules, budget, false, false)
}

// lcgsSearch is LCGS. With pathSearch it runs the reference search the
// tests compare with: the two bounds searched on the board, a node reused
// only if its stored subgraph meets no position of the current path;
// noModeTable turns off its table of path-dependent subtrees.
func lcgsSearch(ctx context.Context, b *board.Board, a Area, safe [3]board.Region, rules Rules, budget search.Budget, pathSearch, noModeTable bool) (*LocalGame, error) {
	return lcgsRun(ctx, b, a, safe, rules, budget, lcgsModes{pathSearch: pathSearch, noModeTable: noModeTable})
}

// lcgsModes are the variants of LCGS: the reference path search, without
// its table of path-dependent subtrees, without any pruning (prune.go,
// seal.go), without the rules of seal.go only, unrolling every path
// context (no graph or component bounds: unroll.go) or taking the graph
// bounds wherever a position can repeat (tests compare).
type lcgsModes struct {
	pathSearch, noModeTable, noPrune, noSeal, allContexts, graphBoundsOnly bool
	// base, if it has a position graph (LocalGame.positions), is the
	// graph of a search of the same area from the same position with
	// the sealing rules: with noSeal the position graph is base's with
	// its resealed positions expanded again
	base *LocalGame
	// positions, if positive, is the number of positions the position
	// graph is expected to have (sizes its table; another search of the
	// same area knows it)
	positions int
	// componentContexts, if positive, replaces componentContextsPerPosition
	// (and leaves out componentContextsBase) in the limit of a
	// component's path contexts (tests force component bounds with it)
	componentContexts int64
}

// lcgsRun is lcgsSearch in the given modes.
func lcgsRun(ctx context.Context, b *board.Board, a Area, safe [3]board.Region, rules Rules, budget search.Budget, m lcgsModes) (*LocalGame, error) {
	g := &LocalGame{Area: a, Rules: rules}
	s := &lcgs{
		b:     b,
		sc:    scorer{b: b, area: a.Points, safe: safe, rules: rules},
		lim:   search.NewLimiter(ctx, budget, &g.Stats.Stats),
		g:     g,
		tt:    make(map[uint64]int32, m.positions),
		modeT: make(map[uint64]int32),
		pos:   make([]LocalNode, 0, m.positions),
		path:  make(map[uint64]int),

		expanding:   -1,
		base:        m.base,
		noModeTable: m.noModeTable,
		noPrune:     m.noPrune,
		noSeal:      m.noSeal,
	}
	toMove := b.ToMove()
	defer b.SetToMove(toMove)
	defer setAsideSuperko(b)()
	s.lim.Check()
	if !m.pathSearch {
		// the position graph, then both bounds from it (unroll.go)
		if bs := m.base; m.noSeal && bs != nil && len(bs.positions) > 0 && bs.positions[0].Hash == b.Hash() {
			s.enclosed = maps.Clone(bs.enclosed)
			if !s.extendPositions(bs.positions, bs.resealed) && !s.stopped() {
				s.restart()
				s.positionGraph()
			}
		} else {
			s.positionGraph()
		}
		if s.stopped() {
			return s.finish(0)
		}
		u := newUnroller(s, s.pos)
		// room for every position in both bounds and as many again
		// for path contexts: appending to a slice of nodes with
		// pointers grew it at a quarter of the unrolling's time (the
		// empty 2x5 area: 133,108 nodes for 47,239 positions)
		g.Nodes = make([]LocalNode, 0, 3*len(s.pos))
		switch {
		case m.allContexts || !u.graphBoundsApply():
			u.maxContexts = math.MaxInt64
		case m.graphBoundsOnly:
			u.maxContexts = -1
		default:
			u.boundComponents(m.componentContexts)
		}
		pruned := [2]int64{g.Stats.PrunedEquivalent, g.Stats.PrunedDominated}
		g.Root = u.bound(BlackMayNotRepeat)
		g.RootWhiteWins, g.RootBlackWins = g.Root, g.Root
		first := len(g.Nodes)
		if !u.at[0].free && !u.stopped() {
			g.Ko = true
			g.RootBlackWins = u.bound(WhiteMayNotRepeat)
		}
		if !u.cycle {
			g.Stats.PositionsExpanded = int64(len(s.pos))
			second := len(g.Nodes) - first
			if u.overCap && !s.stopped() {
				second = u.graphBounds(pruned)
			}
			g, err := s.finish(second)
			if g.Complete && g.Ko {
				g.positions, g.enclosed, g.resealed = s.pos, s.enclosed, s.resealed
			}
			return g, err
		}
		g.Nodes, g.Ko = nil, false
		clear(s.tt)
		g.Stats.UnrollCycles++
	}
	// The first search forbids repetitions to Black only. If no repeating
	// move was met at all, its graph is the exact one and the second bound
	// equals it by construction: the two searches differ only in which
	// player's repeating moves they refuse, so without any repeating move
	// (a move to a position of the current path) they make the same
	// moves from the same positions. That no move met repeats also holds
	// for stored nodes: a stored subgraph is reused only if it holds no
	// position of the current path (reachesPath), so no move inside it
	// could be a repetition here either. Otherwise the first graph is the
	// White-wins bound and a second search gives the Black-wins bound,
	// reusing every subtree that met no repetition.
	s.mode = BlackMayNotRepeat
	root, _, rep := s.expand()
	g.Root, g.RootWhiteWins, g.RootBlackWins = root, root, root
	first := len(g.Nodes)
	if rep && !s.stopped() {
		g.Ko = true
		s.mode = WhiteMayNotRepeat
		clear(s.modeT)
		g.RootBlackWins, _, _ = s.expand()
	}
	return s.finish(len(g.Nodes) - first)
}

// finish completes the statistics and the result of a local search.
func (s *lcgs) finish(secondBound int) (*LocalGame, error) {
	g := s.g
	g.Stats.Stats = s.lim.Finish()
	g.Stats.NodesInGraph = int64(len(g.Nodes))
	g.Stats.NodesSecondBound = int64(secondBound)
	g.Stats.Positions = s.distinctPositions()
	if s.tooDeep {
		g.Stats.Stop = search.DepthLimit
		return g, fmt.Errorf("%w: local path of %d moves", ErrBudget, MaxLocalDepth)
	}
	if s.stopped() {
		return g, ErrBudget
	}
	g.Complete = true
	return g, nil
}

// distinctPositions returns the number of distinct positions among the
// graph's nodes. Where the nodes were unrolled from the position graph
// (each node's position is one of it, its index in s.tt) it marks them
// by index; else it collects their hashes.
func (s *lcgs) distinctPositions() int64 {
	g := s.g
	if len(s.pos) > 0 && len(s.tt) == len(s.pos) {
		seen := make([]bool, len(s.pos))
		n := int64(0)
		for i := range g.Nodes {
			j, ok := s.tt[g.Nodes[i].Hash]
			if !ok || int(j) >= len(seen) || s.pos[j].Hash != g.Nodes[i].Hash {
				n = -1
				break
			}
			if !seen[j] {
				seen[j] = true
				n++
			}
		}
		if n >= 0 {
			return n
		}
	}
	positions := make(map[uint64]struct{}, len(g.Nodes))
	for i := range g.Nodes {
		positions[g.Nodes[i].Hash] = struct{}{}
	}
	return int64(len(positions))
}

// reachesPath reports whether the stored subgraph of node i holds a
// position of the current path: then its stored value may not hold here
// (a repetition the stored search did not see) and the node is searched
// again. A subgraph whose positions all have more stones than every path
// position cannot hold one (stones only leave the area by captures).
func (s *lcgs) reachesPath(i int32) bool {
	if len(s.counts) == 0 {
		return false
	}
	most := 0
	for _, c := range s.counts {
		most = max(most, c)
	}
	if most < int(s.g.Nodes[i].minStones) {
		return false
	}
	s.g.Stats.ReachChecks++
	if len(s.seen) < len(s.g.Nodes) {
		s.seen = append(s.seen, make([]uint32, len(s.g.Nodes)-len(s.seen))...)
	}
	s.gen++
	stack := []int32{i}
	s.seen[i] = s.gen
	for len(stack) > 0 {
		n := &s.g.Nodes[stack[len(stack)-1]]
		stack = stack[:len(stack)-1]
		if s.path[n.Hash] > 0 {
			s.g.Stats.ReachHits++
			return true
		}
		for _, es := range [2][]LocalEdge{n.Left, n.Right} {
			for _, e := range es {
				if int(e.Child) < len(s.seen) && s.seen[e.Child] != s.gen {
					s.seen[e.Child] = s.gen
					stack = append(stack, e.Child)
				}
			}
		}
	}
	return false
}

// localMove is a legal local move from the current position (eachMove).
type localMove struct {
	c    board.Color
	p    board.Point
	gain int       // prisoners taken (lcgs.play)
	kind pruneKind // what the enclosed-point rules say of it (prune.go)
	hash uint64    // the position after it
	// child is the position graph's node of the position after it, if
	// eachMove found one (else -1), and after its counts, if eachMove
	// counted them (the sealing rules ask)
	child int32
	after positionCounts
	// played: the board is in the position after the move (else f
	// plays it where it needs the board: lcgs.at)
	played     bool
	reversible bool // left out by the reversible-move rule (seal.go)
}

// localMoveAt returns the local move of c at p with its hash, ok false
// where it is illegal. A move that takes no stone is not played: its
// hash is known without it (board.QuietHash). Another is played, with
// its prisoners, and leaves the board after it (localMove.played).
func (s *lcgs) localMoveAt(c board.Color, p board.Point, kind pruneKind) (m localMove, ok bool) {
	m = localMove{c: c, p: p, kind: kind, child: -1}
	if h, quiet := s.b.QuietHash(p, c); quiet {
		m.hash = h
		return m, true
	}
	gain, ok := s.play(c, p)
	if !ok {
		return m, false
	}
	m.gain, m.hash, m.played = gain, s.b.Hash(), true
	return m, true
}

// eachMove calls f for every legal local move of both players in turn
// (Black's first) that the entrance-move and reversible-move rules
// (seal.go) keep, here being the counts of the current position, with
// the prisoners it takes (Black minus White, Japanese rules; 0 under
// Chinese rules) and the kind of enclosed-point pruning (prune.go) that
// may leave it out. The enclosed-point rules hold only where no position
// can repeat (see unroller.node), so the move is given either way.
// A move that takes no stone is not played here (board.QuietHash); with
// the sealing rules the others are played once here for their hash and
// counts. f is called with the board before the move (f plays it if it
// needs the board: lcgs.at), except for a move that takes stones without
// the sealing rules (localMove.played). In graph (the position graph)
// it looks the position after each move up in the graph and takes its
// counts from there. It stops early when the search must stop.
func (s *lcgs) eachMove(here positionCounts, graph bool, f func(m localMove)) {
	empties := s.sc.area.Intersect(s.b.Empties())
	frame, st, framed := s.sc.frameState()
	lp := newLocalPruner(s.b, &s.sc, !s.noPrune, frame, st, framed)
	// the buffers hold an area of up to 32 points without allocating
	var pointBuf [32]board.Point
	var kindBuf [3][32]pruneKind
	points := pointBuf[:0]
	var kinds [3][]pruneKind
	for c := board.Black; c <= board.White; c++ {
		kinds[c] = kindBuf[c][:0]
	}
	for p := range empties.All() {
		points = append(points, p)
		k := lp.enclosed(s.b, p)
		for c := board.Black; c <= board.White; c++ {
			kinds[c] = append(kinds[c], lp.prune(c, k))
		}
	}
	if !s.sealing() {
		s.expanding = -1
		for c := board.Black; c <= board.White; c++ {
			for i, p := range points {
				m, ok := s.localMoveAt(c, p, kinds[c][i])
				if !ok {
					continue
				}
				f(m) // f plays a quiet move only if it needs the board
				if m.played {
					s.b.Undo()
				}
				if s.stopped() {
					return
				}
			}
		}
		return
	}
	// the moves are kept on the search's stack (lcgs.moves), above
	// those of the positions on the path
	base := len(s.moves)
	defer func() { s.moves = s.moves[:base] }()
	var entrance [3]bool
	for c := board.Black; c <= board.White; c++ {
		first := len(s.moves)
		for i, p := range points {
			m, ok := s.localMoveAt(c, p, kinds[c][i])
			if !ok {
				continue
			}
			if graph {
				if j, ok := s.tt[m.hash]; ok {
					m.child, m.after = j, s.posCounts[j]
				}
			}
			if !m.after.known && !m.played && framed {
				// a move that takes no stone: its counts are known
				// without playing it (areaFrame.quiet)
				m.after = countsOf(frame.count(frame.quiet(st, c, p), s.sc.rules))
			}
			if !m.after.known {
				if !m.played {
					s.play(c, p)
					m.played = true
				}
				m.after = s.countHere()
			}
			if m.played {
				s.b.Undo()
				m.played = false // kept for later, with the board before it
			}
			if s.isEntrance(here, &m) {
				// every other move of c is at most it
				s.moves = append(s.moves[:first], m)
				entrance[c] = true
				s.g.Stats.PrunedEntrance += int64(len(points) - 1)
				break
			}
			s.moves = append(s.moves, m)
		}
	}
	moves := s.moves[base:]
	s.markReversible(here, moves, entrance)
	resealed := (entrance[board.Black] || entrance[board.White]) && len(points) > 1
	for i := range moves {
		resealed = resealed || moves[i].reversible
	}
	if s.expanding >= 0 && resealed {
		s.resealed = append(s.resealed, s.expanding)
	}
	s.expanding = -1
	for i, top := base, len(s.moves); i < top; i++ {
		// f pushes the moves of later positions above top
		m := s.moves[i]
		if m.reversible {
			s.g.Stats.PrunedReversible++
			continue
		}
		f(m)
		if s.stopped() {
			return
		}
	}
}

// at calls f with m played on the board.
func (s *lcgs) at(m *localMove, f func()) {
	if m.played {
		f()
		return
	}
	s.play(m.c, m.p)
	f()
	s.b.Undo()
}

// noRef is the reference depth of a subtree without repetitions.
const noRef = 1 << 30

// expand returns the node of the current position, the smallest path depth
// a repeating move in its subtree returned to (noRef if none) and whether
// any repeating move was met. A subtree whose repetitions all return to the
// node itself or below is stored for the current mode; one without any
// repetition for every mode. A stored node is used only if its stored
// subgraph holds no position of the current path (reachesPath): then every
// repetition check inside it answers as when it was searched, so stored
// values never hide a repetition (the graph history interaction).
func (s *lcgs) expand() (int32, int, bool) {
	h := s.b.Hash()
	if i, ok := s.tt[h]; ok && !s.reachesPath(i) {
		s.g.Stats.TTHits++
		return i, noRef, false
	}
	if i, ok := s.modeT[h]; ok && !s.reachesPath(i) {
		s.g.Stats.TTHits++
		return i, noRef, true
	}
	idx := int32(len(s.g.Nodes))
	stones := s.sc.area.Intersect(s.b.Stones(board.Black).Union(s.b.Stones(board.White))).Count()
	s.g.Nodes = append(s.g.Nodes, LocalNode{Hash: h, minStones: int16(stones)})
	if s.depth >= MaxLocalDepth {
		s.tooDeep = true
	}
	if s.stopped() || !s.lim.Expand() {
		s.g.Nodes[idx].Terminal = true
		return idx, 0, true
	}
	counts := s.countHere()
	score, settled := s.terminal(counts)
	if settled {
		s.g.Nodes[idx].Terminal, s.g.Nodes[idx].Settled, s.g.Nodes[idx].Score = true, true, score
		s.tt[h] = idx
		return idx, noRef, false
	}
	depth := s.depth
	// an allowed repetition expands a path position again: keep its
	// first path entry for when this one ends
	outer, onPath := s.path[h]
	s.path[h] = depth + 1
	s.counts = append(s.counts, stones)
	s.depth++
	minStones := stones
	minRef, rep := noRef, false
	edges := s.eb.lists()
	s.eachMove(counts, false, func(m localMove) {
		c := m.c
		if d := s.path[m.hash]; d > 0 {
			rep = true
			minRef = min(minRef, d-1)
			if s.mode == NoRepeat || (s.mode == BlackMayNotRepeat && c == board.Black) || (s.mode == WhiteMayNotRepeat && c == board.White) {
				return
			}
		}
		var child int32
		var ref int
		var crep bool
		s.at(&m, func() { child, ref, crep = s.expand() })
		minRef, rep = min(minRef, ref), rep || crep
		minStones = min(minStones, int(s.g.Nodes[child].minStones))
		edges.add(c == board.Black, LocalEdge{Move: m.p, Child: child, Gain: int16(m.gain)})
	})
	s.depth--
	s.counts = s.counts[:len(s.counts)-1]
	if onPath {
		s.path[h] = outer
	} else {
		delete(s.path, h)
	}
	n := &s.g.Nodes[idx]
	edges.store(n)
	n.Score = score
	n.minStones = int16(minStones)
	if !s.stopped() {
		switch {
		case !rep:
			s.tt[h] = idx
		case minRef >= depth && !s.noModeTable:
			s.modeT[h] = idx
		}
	}
	return idx, minRef, rep
}
