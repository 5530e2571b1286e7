package endgame

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// KoOptions configure SolveKo.
type KoOptions struct {
	// Budget bounds the search (nodes, time; TTEntries is ignored: the
	// table is a map).
	Budget search.Budget
	// OnBoard names further areas played on the board instead of by their
	// values (the ko areas always are). With every label it is a
	// full-board search of the areas with the same rules, which the tests
	// use as the reference.
	OnBoard []string
	// staticEnd scores every board-played area statically at the end, as
	// AlphaBeta does (for the comparison with it in the tests).
	staticEnd bool
	// pathKeys keys the table by every position of the path since the
	// last move in a value area, not only those of the current strongly
	// connected component (the reference the tests compare with).
	pathKeys bool
}

// KoResult is the exact minimax value of a position whose ko areas were
// searched together (SolveKo).
type KoResult struct {
	First board.Color
	// Score is the minimax score (Black minus White, komi not included)
	// with First to move.
	Score int
	// Sequence is an optimal sequence with First to move, until both pass
	// (moves in areas played by value are the moves of their local game
	// graphs).
	Sequence []Move
	// KoAreas are the labels of the areas played on the board.
	KoAreas []string
	// Positions counts the local positions of the board-played areas'
	// position graphs (the first call on a Result builds them, its
	// Stats.Nodes counting them; later calls reuse them). PathKeys
	// reports that the table was keyed by the whole path since the last
	// value move instead: the graphs passed half the node budget, or a
	// move left them (see SolveKo).
	Positions int64
	PathKeys  bool
	Stats     search.Stats
}

// ErrNoKoArea reports a SolveKo call on a result without an area whose ko
// bounds differ.
var ErrNoKoArea = errors.New("no area with unequal ko bounds")

// SolveKo solves a position whose areas have unequal ko bounds exactly,
// by searching the ko areas together (our method, after Müller 2001,
// local ko handling, which stops at the two bounds): a fail-soft
// alpha-beta search whose moves are the legal board moves in the ko areas
// (the board's own ko rule, and no position of the search path repeated:
// positional superko along the path, which also ends every cycle) and the
// moves of the other areas' local game graphs (r's graphs: the search
// never plays them on the board). A move in such an area plays a pass on
// the board, which lifts a simple-ko ban as a move elsewhere does, so the
// other areas give the ko threats and the moves elsewhere of the fight.
// Their moves are all kept, in the areas whose value is a number too: a
// move there loses in a sum without ko (number avoidance), but can be a
// ko threat (TestSolveKoAgreesWithBoardSearch has a case: a move into a
// 2-point eye of value 2 that must be answered), so neither number
// avoidance nor the pruning of dominated options applies, and the table
// keys such an area by its graph node, not by its value. A player passes
// only when every other area's value is a number; two passes in a row
// end the game: without a ko the search is then sum play (its score is
// the stop of the sum, TestSolveKoWithoutKoIsSumPlay). The end is scored
// with the numbers the other areas' values have become and, for each ko
// area, the value of its local position in its game graph where that is
// a number (scored as if played out, as sum play scores the others),
// otherwise alpha-beta's static score (settled parts, unsettled ones 0);
// prisoners under Japanese rules; plus r.Constant.
//
// The table key holds the positions of the path that can still recur,
// so a stored value never depends on a path it was not searched under
// (the graph history interaction). The value at position P with path
// positions S depends only on S ∩ R(P), R(P) the positions reachable
// from P: a move from P is refused only if it reaches S, and the child Q
// has S ∪ {Q} with R(Q) ⊆ R(P) (induction on the finite tree). Every
// path position reaches P, so S ∩ R(P) is S ∩ C(P), C(P) the strongly
// connected component of P in the position graph, and since a path
// never returns to a component it left, it is the part of the path
// since it entered C(P). The position graph is each board-played area's
// graph of every legal move of both players (positionComponents: no
// terminal, no pruning, the simple-ko ban set aside, so it holds every
// move the search makes) times the value areas' nodes: the areas are
// independent, so P's component is the tuple of its areas' components;
// a value move never leads back (the value graphs are acyclic), nor does
// a board move to another component of its area. So the key holds P, the
// ko point, the side to move, the passes and the path positions since
// the last move that changed a component (none but P itself where P's
// component has no cycle: one entry for every path), not the whole path
// since the last value move (KoOptions.pathKeys, which shares nothing
// between paths: TestSolveKoComponentKeysAgreeWithPathKeys compares).
// Since the key holds nothing of the root, a later call on r with the
// same areas on the board (the other player first) goes on with the
// table of the last such call (koCache.table).
// The graphs' positions count as nodes of the search (KoResult.Positions);
// graphs that pass half the node budget give way to the key of the whole
// path (KoResult.PathKeys), and so does, with a new search, a move that
// leaves its area's graph or captures a stone outside the areas (a
// block the safety solver proved safe: then the areas are not
// independent). r must come from Solve on b with every area's local
// game known (an unequal ko bound is not a failure here). Ko threats inside the safe regions (SafetyOf keeps
// regions an attacker can still play into, with an answer) are not moves
// of the search.
func SolveKo(ctx context.Context, b *board.Board, r *Result, first board.Color, o KoOptions) (*KoResult, error) {
	if len(r.Areas) == 0 {
		return nil, ErrNoKoArea
	}
	ks := &koSearch{b: b.Clone(), s: r.Store, staticEnd: o.staticEnd, temps: make(map[cgt.Game]cgt.Dyadic)}
	res := &KoResult{First: first}
	onBoard := make(map[string]bool)
	for _, l := range o.OnBoard {
		onBoard[l] = true
	}
	if r.ko == nil {
		r.ko = &koCache{areas: make([]*AreaResult, len(r.Areas)), ends: make([]*numberIndex, len(r.Areas)), comps: make([]map[uint64]int32, len(r.Areas)), noGraph: make([]bool, len(r.Areas))}
	}
	var boardAreas []int // indices in r.Areas of the onBoard areas
	for i := range r.Areas {
		a := &r.Areas[i]
		if a.game == nil {
			return nil, fmt.Errorf("solve ko: area %s has no local game: %w", a.Label, a.Err)
		}
		if r.ko.areas[i] == nil {
			t, err := r.withThreats(ctx, b, a, o.Budget)
			if err != nil {
				return nil, fmt.Errorf("solve ko: %w", err)
			}
			r.ko.areas[i] = t
		}
		a = r.ko.areas[i]
		ks.rules = a.game.Rules
		ko := !a.Value.Known || a.KoAssumed != board.Empty
		if ko && a.Value.Lower == a.Value.Upper && a.KoAssumed == board.Empty {
			return nil, fmt.Errorf("solve ko: area %s: %w", a.Label, a.Err)
		}
		if ko || onBoard[a.Label] {
			res.KoAreas = append(res.KoAreas, a.Label)
			ks.labels = append(ks.labels, a.Label)
			if r.ko.ends[i] == nil {
				r.ko.ends[i] = numberNodes(r.Store, a)
			}
			ks.ends = append(ks.ends, r.ko.ends[i])
			boardAreas = append(boardAreas, i)
			ks.onBoard = append(ks.onBoard, scorer{b: ks.b, area: a.Points, safe: r.Decomposition.Safety.Stones, rules: ks.rules})
			ks.union = ks.union.Union(a.Points)
			continue
		}
		ks.byValue = append(ks.byValue, valueArea{res: a, node: a.root()})
	}
	if len(ks.onBoard) == 0 {
		return nil, ErrNoKoArea
	}
	for i := range ks.byValue {
		ks.byValue[i].val = ks.byValue[i].res.eval.value(ks.byValue[i].node)
		ks.valKey ^= nodeZobrist(i, ks.byValue[i].node)
	}
	ks.root = b.Hash()
	ks.delta = make([]uint64, len(ks.onBoard))
	ks.lim = search.NewLimiter(ctx, o.Budget, &res.Stats)
	ks.stats = &res.Stats
	ks.pathKeys = o.pathKeys
	ks.comp = make([]int32, len(ks.onBoard))
	if !ks.pathKeys {
		if err := ks.componentsOf(ctx, r, boardAreas, o.Budget, res); err != nil {
			res.Stats = ks.lim.Finish()
			return res, err
		}
	}
	res.PathKeys = ks.pathKeys
	// the table of an earlier call on r with the same areas on the board
	// and the same scoring of the end, else a new one (about one entry
	// per position of the graphs: the empty 2x5 area took 57,216 search
	// nodes for 47,272 positions)
	sig := koTableSignature(o.staticEnd, boardAreas)
	ks.tt = nil
	if !ks.pathKeys {
		if r.ko.tableFor == sig {
			ks.tt = r.ko.table
		}
		r.ko.table = nil // kept again below if the search ends cleanly
	}
	if ks.tt == nil {
		ks.tt = make(map[uint64]koEntry, res.Positions)
	}
	ks.b.SetToMove(first)
	ks.win = append(ks.win[:0], ks.position())
	ks.winKey = mix(ks.position())
	for c := board.Black; c <= board.White; c++ {
		ks.outside[c] = ks.b.Stones(c).Minus(ks.union)
	}
	v := ks.search(-math.Inf(1), math.Inf(1), 0, 0)
	res.Stats = ks.lim.Finish()
	if ks.offGraph {
		return ks.withPathKeys(ctx, b, r, first, o, boardAreas, res.Stats.Nodes)
	}
	if ks.tooDeep {
		res.Stats.Stop = search.DepthLimit
		return res, fmt.Errorf("solve ko: %w: path of %d moves", ErrBudget, MaxLocalDepth)
	}
	if ks.lim.Stopped() {
		return res, fmt.Errorf("solve ko: %w", ErrBudget)
	}
	if first == board.White {
		v = -v
	}
	if v != math.Trunc(v) {
		return res, fmt.Errorf("solve ko: the game ends at %v, not an integer", v)
	}
	res.Score = int(v) + r.Constant
	seq, err := ks.sequence(b.Height())
	res.Sequence = seq
	res.Stats = ks.lim.Finish()
	if ks.offGraph {
		return ks.withPathKeys(ctx, b, r, first, o, boardAreas, res.Stats.Nodes)
	}
	if err == nil && !ks.pathKeys {
		r.ko.table, r.ko.tableFor = ks.tt, sig
	}
	return res, err
}

// koTableSignature names what a SolveKo table's entries depend on
// besides their keys: the areas played on the board (their indices in
// r.Areas, ascending, so no two sets of areas share a signature whatever
// their labels) and how the end is scored (koCache.table).
func koTableSignature(staticEnd bool, boardAreas []int) string {
	return fmt.Sprint(staticEnd, boardAreas)
}

// withPathKeys runs SolveKo again with the table keyed by the whole path
// since the last value move, after a move left the position graphs:
// their components no longer tell where a position can recur. spent
// nodes of the budget are gone.
func (ks *koSearch) withPathKeys(ctx context.Context, b *board.Board, r *Result, first board.Color, o KoOptions, boardAreas []int, spent int64) (*KoResult, error) {
	for _, ai := range boardAreas {
		r.ko.noGraph[ai] = true
	}
	if o.Budget.MaxNodes > 0 {
		o.Budget.MaxNodes = max(1, o.Budget.MaxNodes-spent)
	}
	res, err := SolveKo(ctx, b, r, first, o)
	if res != nil {
		res.Stats.Nodes += spent
	}
	return res, err
}

// outsideChanged reports whether a stone outside the board-played areas
// was captured (a block the safety solver proved safe, taken by moves
// inside the areas): then the areas are not independent.
func (ks *koSearch) outsideChanged() bool {
	for c := board.Black; c <= board.White; c++ {
		if ks.b.Stones(c).Minus(ks.union) != ks.outside[c] {
			return true
		}
	}
	return false
}

// componentsOf gives ks the components of the position graphs of the
// board-played areas (r.Areas[boardAreas[i]] is ks's area i), built
// with at most half the node budget, or reused from r.ko. Past that
// half the table is keyed by the whole path since the last value move
// (pathKeys), as the search may need fewer nodes than the graphs have
// positions (alpha-beta does not visit every position).
func (ks *koSearch) componentsOf(ctx context.Context, r *Result, boardAreas []int, budget search.Budget, res *KoResult) error {
	if budget.MaxNodes > 0 {
		budget.MaxNodes /= 2
	}
	var st search.Stats
	lim := search.NewLimiter(ctx, budget, &st)
	defer func() { res.Stats.Nodes += st.Nodes }()
	for i, ai := range boardAreas {
		if r.ko.noGraph[ai] {
			ks.pathKeys = true
			return nil
		}
		if r.ko.comps[ai] == nil {
			c, err := positionComponents(ks.b, Area{Label: ks.labels[i], Points: ks.onBoard[i].area}, r.Decomposition.Safety.Stones, ks.rules, lim, int(r.ko.areas[ai].game.Stats.PositionsExpanded), settledGraph(r.ko.areas[ai].game))
			if err != nil {
				if ctx.Err() != nil || errors.Is(lim.Reason(), search.ErrTimeBudget) {
					return fmt.Errorf("solve ko: the position graph of area %s: %w", ks.labels[i], err)
				}
				// past its nodes or MaxLocalDepth
				r.ko.noGraph[ai] = true
				ks.pathKeys = true
				return nil
			}
			r.ko.comps[ai] = c
		}
		c := r.ko.comps[ai]
		ks.comps = append(ks.comps, c)
		ks.comp[i] = c[ks.root]
		res.Positions += int64(len(c))
	}
	return nil
}

// settledGraph returns g's position graph if its only terminals are
// settled positions and positions without a move (no sealing rule acted
// in it), nil otherwise.
func settledGraph(g *LocalGame) []LocalNode {
	if len(g.resealed) > 0 {
		return nil
	}
	return g.positions
}

// koCache keeps what SolveKo derives from the areas of a Result for the
// next call on it (the other player first), by area: the area with its
// ko threats (withThreats), the numbers of its local positions
// (numberNodes, evaluated as asked for) and, for an area played on the board, the components of
// its position graph (positionComponents); and the last search's table
// (kept as long as the Result: for the empty 2x6 area, about 300,000
// entries). Not safe for concurrent calls on one Result.
type koCache struct {
	areas []*AreaResult
	ends  []*numberIndex
	comps []map[uint64]int32
	// noGraph marks the areas searched with the whole-path key: their
	// graph passed its budget, or a move left it (withPathKeys)
	noGraph []bool
	// table is the transposition table of the last search keyed by
	// components that ended without leaving the graphs, tableFor its
	// koTableSignature. The next call with the same signature (the other
	// player first) goes on with it: an entry's key holds all its value
	// depends on (the position, the ko point, the side to move, the
	// passes and the path positions since the path entered the
	// position's component; see SolveKo), nothing of the path before,
	// and the table stores only values of finished subtrees (search
	// stores nothing once the search must stop). It holds for calls on
	// the same board b, not for any root: end finds the areas' numbers
	// by the whole board's hash (ks.root ^ ks.delta, so b's stones
	// outside the areas count), and SolveKo does not set superko aside,
	// so b's history can refuse moves. The contract that r comes from Solve on b
	// (SolveKo) makes every call on r such a call. A search whose move
	// left the graphs keeps nothing (withPathKeys searches again with
	// other keys).
	table    map[uint64]koEntry
	tableFor string
}

// valueArea is an area played by its value: the current node of its local
// game graph and that node's canonical value.
type valueArea struct {
	res  *AreaResult
	node int32
	val  cgt.Game
}

// koMove is a move of the ko search: a board move (area -1; board.Pass
// for a pass) or an edge of a value area's local game graph.
type koMove struct {
	area int
	edge LocalEdge
	pt   board.Point
}

// koEntry is a table entry: the bounds of a node's value and its best
// move, by area (-1 on the board) and point (for a move of a value area
// the point of its edge), as moves compares them.
type koEntry struct {
	lower, upper float64
	bestPt       board.Point
	bestArea     int32
	hasBest      bool
}

// koUndo is what play changed, for undo: the move's area (-1 on the
// board), a value area's node and value before it, the board-played
// area i and the hash change d of a board move, and the path window
// before it. pass marks a pass (only the board to undo).
type koUndo struct {
	area     int
	pass     bool
	oldNode  int32
	oldVal   cgt.Game
	i        int
	d        uint64
	oldStart int
	oldKey   uint64
	oldComp  int32
}

type koSearch struct {
	b       *board.Board
	s       *cgt.Store
	rules   Rules
	union   board.Region // points of the areas played on the board
	onBoard []scorer
	labels  []string // of the onBoard areas
	// ends gives, for each onBoard area, the number value of its local
	// positions by board hash; delta is the change of the board hash by
	// the moves in each area so far.
	ends    []*numberIndex
	delta   []uint64
	byValue []valueArea
	valKey  uint64 // Zobrist key of the nodes of byValue
	// win holds the positions of the path since the last value move,
	// those from win[winStart] on the ones since the path entered the
	// current position's strongly connected component (all of them with
	// pathKeys); winKey is a key of the set win[winStart:]. comps maps
	// each board-played area's local positions (by board hash) to their
	// component in its position graph, comp holds the current ones;
	// offGraph is set where a move leaves the graph or captures a stone
	// outside the areas (outside: the stones there at the start).
	win      []uint64
	winStart int
	winKey   uint64
	comps    []map[uint64]int32
	comp     []int32
	pathKeys bool
	offGraph bool
	outside  [3]board.Region
	tt       map[uint64]koEntry
	temps    map[cgt.Game]cgt.Dyadic
	lim      *search.Limiter
	stats    *search.Stats
	tooDeep  bool
	root     uint64 // the board hash at the start
	// moveBufs[ply] holds the moves of the node at that ply (search)
	moveBufs [][]koMove
	order    []int // scratch of moves
	// staticEnd: KoOptions.staticEnd
	staticEnd bool
}

// numberNodes indexes the nodes of a's local game graph by hash for
// numberIndex.number.
func numberNodes(s *cgt.Store, a *AreaResult) *numberIndex {
	x := &numberIndex{s: s, a: a, first: make(map[uint64]int32), next: make([]int32, len(a.game.Nodes)), known: make(map[uint64]numberAt)}
	for n := len(a.game.Nodes) - 1; n >= 0; n-- {
		h := a.game.Nodes[n].Hash
		x.next[n] = -1
		if f, ok := x.first[h]; ok {
			x.next[n] = f
		}
		x.first[h] = int32(n)
	}
	return x
}

// numberIndex gives the number value of a local position of an area's
// graph: the number that every node of the position is worth, if they
// all are worth the same number. The nodes are evaluated when a position
// is first asked for (the ko search asks for the positions where it
// ends, a small part of the graph: evaluating every node took a third of
// SolveKo's time on the empty 2x5 area).
type numberIndex struct {
	s     *cgt.Store
	a     *AreaResult
	first map[uint64]int32 // the first node of each position
	next  []int32          // the next node of the same position, -1 after the last
	known map[uint64]numberAt
}

// numberAt is a position's number value, if any (numberIndex).
type numberAt struct {
	x  cgt.Dyadic
	ok bool
}

// number returns the number value of the position of hash h, if every
// node of it is worth the same number (false if it has no node).
func (x *numberIndex) number(h uint64) (cgt.Dyadic, bool) {
	if v, ok := x.known[h]; ok {
		return v.x, v.ok
	}
	var v numberAt
	n, ok := x.first[h]
	for ; ok && n >= 0; n = x.next[n] {
		y, isNum := x.s.NumberValue(x.a.eval.value(n))
		if !isNum || v.ok && y != v.x {
			v = numberAt{}
			break
		}
		v = numberAt{y, true}
	}
	x.known[h] = v
	return v.x, v.ok
}

// position is the whole position for the repetition rule: the stones of
// the board and the values of the other areas.
func (ks *koSearch) position() uint64 { return ks.b.Hash() ^ ks.valKey }

func (ks *koSearch) key(passes int) uint64 {
	k := ks.position() ^ board.ZobristKo(ks.b.Ko()) ^ mix(ks.winKey+uint64(passes))
	if ks.b.ToMove() == board.Black {
		k ^= board.ZobristBlackToMove
	}
	return k
}

// mix is the splitmix64 finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// nodeZobrist is the key of node n of the i-th value area's graph.
func nodeZobrist(i int, n int32) uint64 { return mix(uint64(i)<<40 ^ uint64(n) ^ 0x5bd1e995) }

// end is the score at the end of the game (Black minus White, relative
// to the prisoners taken before the search): each board-played area's
// local value where its position is a node of its local game graph whose
// value is a number (scored as if played out, as sum play scores the
// other areas), otherwise its static score.
func (ks *koSearch) end() float64 {
	v := 0.0
	for i := range ks.onBoard {
		if !ks.staticEnd {
			if x, ok := ks.ends[i].number(ks.root ^ ks.delta[i]); ok {
				v += x.Float()
				continue
			}
		}
		sc, _ := ks.onBoard[i].score()
		v += float64(sc)
	}
	for _, va := range ks.byValue {
		x, _ := ks.s.NumberValue(va.val)
		v += x.Float()
	}
	return v
}

func (ks *koSearch) temperature(g cgt.Game) cgt.Dyadic {
	t, ok := ks.temps[g]
	if !ok {
		t = ks.s.Temperature(g)
		ks.temps[g] = t
	}
	return t
}

// moves lists the moves of c: the moves of the value areas, hottest area
// first (areas whose value is a number too: such a move can be a ko
// threat), then board moves, then a pass when no value area is hot.
// They are appended to ms[:0].
func (ks *koSearch) moves(c board.Color, ms []koMove) []koMove {
	ms = ms[:0]
	order := ks.order[:0]
	hot := false
	for i, va := range ks.byValue {
		order = append(order, i)
		hot = hot || !ks.s.IsNumber(va.val)
	}
	ks.order = order
	if len(order) > 1 {
		sort.SliceStable(order, func(x, y int) bool {
			return ks.temperature(ks.byValue[order[x]].val).Cmp(ks.temperature(ks.byValue[order[y]].val)) > 0
		})
	}
	for _, i := range order {
		va := &ks.byValue[i]
		nd := &va.res.game.Nodes[va.node]
		edges := nd.Left
		if c == board.White {
			edges = nd.Right
		}
		for _, e := range edges {
			ms = append(ms, koMove{area: i, edge: e, pt: e.Move})
		}
	}
	for p := range ks.union.Intersect(ks.b.Empties()).All() {
		if ks.b.IsLegal(p, c) {
			ms = append(ms, koMove{area: -1, pt: p})
		}
	}
	if !hot {
		ms = append(ms, koMove{area: -1, pt: board.Pass})
	}
	return ms
}

// play plays m for c and returns the prisoners it took (Japanese rules,
// Black minus White) and what undo needs to take it back; ok is false
// for a move that repeats a position of the path.
func (ks *koSearch) play(m koMove, c board.Color) (gain int, u koUndo, ok bool) {
	oldStart, oldKey := ks.winStart, ks.winKey
	if m.area >= 0 {
		va := &ks.byValue[m.area]
		u = koUndo{area: m.area, oldNode: va.node, oldVal: va.val, oldStart: oldStart, oldKey: oldKey}
		va.node, va.val = m.edge.Child, va.res.eval.value(m.edge.Child)
		ks.valKey ^= nodeZobrist(m.area, u.oldNode) ^ nodeZobrist(m.area, va.node)
		ks.b.Play(board.Pass, c)
		ks.winStart, ks.winKey = len(ks.win), mix(ks.position())
		ks.win = append(ks.win, ks.position())
		return int(m.edge.Gain), u, true
	}
	if m.pt == board.Pass {
		ks.b.Play(board.Pass, c)
		return 0, koUndo{area: -1, pass: true}, true
	}
	before, hashBefore := ks.b.Prisoners(c), ks.b.Hash()
	taken := ks.b.Prisoners(board.Black) + ks.b.Prisoners(board.White)
	if ks.b.Play(m.pt, c) != nil {
		return 0, koUndo{}, false
	}
	i := ks.areaOf(m.pt)
	d := hashBefore ^ ks.b.Hash()
	oldComp := ks.comp[i]
	if !ks.pathKeys {
		comp, ok := ks.comps[i][ks.root^ks.delta[i]^d]
		if !ok || ks.b.Prisoners(board.Black)+ks.b.Prisoners(board.White) != taken && ks.outsideChanged() {
			ks.offGraph = true
			ks.b.Undo()
			return 0, koUndo{}, false
		}
		if comp != oldComp {
			// the path left the component: no position before can recur
			ks.winStart, ks.winKey, ks.comp[i] = len(ks.win), 0, comp
		}
	}
	h := ks.position()
	if slices.Contains(ks.win[ks.winStart:], h) {
		ks.winStart, ks.winKey, ks.comp[i] = oldStart, oldKey, oldComp
		ks.b.Undo()
		return 0, koUndo{}, false
	}
	if ks.rules == Japanese {
		gain = ks.b.Prisoners(c) - before
		if c == board.White {
			gain = -gain
		}
	}
	ks.win = append(ks.win, h)
	ks.winKey ^= mix(h)
	ks.delta[i] ^= d
	return gain, koUndo{area: -1, i: i, d: d, oldStart: oldStart, oldKey: oldKey, oldComp: oldComp}, true
}

// undo takes back the move play made (u).
func (ks *koSearch) undo(u koUndo) {
	if u.pass {
		ks.b.Undo()
		return
	}
	ks.win = ks.win[:len(ks.win)-1]
	ks.winStart, ks.winKey = u.oldStart, u.oldKey
	ks.b.Undo()
	if u.area >= 0 {
		va := &ks.byValue[u.area]
		ks.valKey ^= nodeZobrist(u.area, u.oldNode) ^ nodeZobrist(u.area, va.node)
		va.node, va.val = u.oldNode, u.oldVal
		return
	}
	ks.delta[u.i] ^= u.d
	ks.comp[u.i] = u.oldComp
}

// search is fail-soft negamax alpha-beta; the value is for the side to
// move, relative to the prisoners taken before the node.
func (ks *koSearch) search(alpha, beta float64, passes, ply int) float64 {
	me := ks.b.ToMove()
	sign := 1.0
	if me == board.White {
		sign = -1
	}
	if passes >= 2 {
		return sign * ks.end()
	}
	key := ks.key(passes)
	e, hit := ks.tt[key]
	if hit {
		ks.stats.TTHits++
		if e.lower >= beta {
			return e.lower
		}
		if e.upper <= alpha {
			return e.upper
		}
	} else {
		e = koEntry{lower: math.Inf(-1), upper: math.Inf(1)}
	}
	if ply >= MaxLocalDepth {
		ks.tooDeep = true
	}
	if ks.tooDeep || ks.offGraph || !ks.lim.Expand() {
		return 0
	}
	if ply > ks.stats.MaxDepth {
		ks.stats.MaxDepth = ply
	}
	for len(ks.moveBufs) <= ply {
		ks.moveBufs = append(ks.moveBufs, nil)
	}
	moves := ks.moves(me, ks.moveBufs[ply])
	ks.moveBufs[ply] = moves
	if e.hasBest {
		for i, m := range moves {
			if m.area == int(e.bestArea) && m.pt == e.bestPt {
				moves[0], moves[i] = moves[i], moves[0]
				break
			}
		}
	}
	best, a := math.Inf(-1), alpha
	var bestMove koMove
	for _, m := range moves {
		gain, undo, ok := ks.play(m, me)
		if ks.offGraph {
			return 0
		}
		if !ok {
			continue
		}
		g := sign * float64(gain)
		np := 0
		if m.area < 0 && m.pt == board.Pass {
			np = passes + 1
		}
		v := g - ks.search(g-beta, g-a, np, ply+1)
		ks.undo(undo)
		if ks.tooDeep || ks.offGraph || ks.lim.Stopped() {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		a = math.Max(a, v)
		if a >= beta {
			break
		}
	}
	if math.IsInf(best, -1) {
		// no move at all (every board move repeats and a value area is
		// hot with no move for me): the game ends here
		best = sign * ks.end()
	}
	e.bestPt, e.bestArea, e.hasBest = bestMove.pt, int32(bestMove.area), !math.IsInf(best, 0)
	switch {
	case best <= alpha:
		e.upper = best
	case best >= beta:
		e.lower = best
	default:
		e.lower, e.upper = best, best
	}
	ks.tt[key] = e
	return best
}

// sequence follows optimal moves from the root: at each node the first
// move whose value (a full-window search, mostly from the table) equals
// the node's.
func (ks *koSearch) sequence(height int) ([]Move, error) {
	var seq []Move
	var undos []koUndo
	defer func() {
		for i := len(undos) - 1; i >= 0; i-- {
			ks.undo(undos[i])
		}
	}()
	passes := 0
	for passes < 2 && len(seq) < MaxLocalDepth {
		me := ks.b.ToMove()
		sign := 1.0
		if me == board.White {
			sign = -1
		}
		want := ks.search(math.Inf(-1), math.Inf(1), passes, len(seq))
		found := false
		for _, m := range ks.moves(me, nil) {
			gain, undo, ok := ks.play(m, me)
			if !ok {
				continue
			}
			np := 0
			if m.area < 0 && m.pt == board.Pass {
				np = passes + 1
			}
			g := sign * float64(gain)
			if v := g - ks.search(math.Inf(-1), math.Inf(1), np, len(seq)+1); v == want {
				mv := Move{Color: me, Point: m.pt}
				if m.area >= 0 {
					mv.Area = ks.byValue[m.area].res.Label
				} else if m.pt != board.Pass {
					mv.Area = ks.labelOf(m.pt)
				}
				seq = append(seq, mv)
				undos = append(undos, undo)
				passes = np
				found = true
				break
			}
			ks.undo(undo)
		}
		if ks.offGraph {
			return seq, nil // SolveKo searches again (withPathKeys)
		}
		if ks.lim.Stopped() || ks.tooDeep {
			return seq, fmt.Errorf("solve ko: sequence: %w", ErrBudget)
		}
		if !found {
			break // the game ended with no move (see search)
		}
	}
	return seq, nil
}

// labelOf returns the label of the board-played area holding p.
func (ks *koSearch) labelOf(p board.Point) string { return ks.labels[ks.areaOf(p)] }

// areaOf returns the index of the board-played area holding p.
func (ks *koSearch) areaOf(p board.Point) int {
	for i := range ks.onBoard {
		if ks.onBoard[i].area.Has(p) {
			return i
		}
	}
	panic(fmt.Sprintf("solve ko: point %d is in no area played on the board", p))
}
