package soft

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// Soft decomposition search on Go positions (Chen, "Soft Decomposition
// Search in Computer Go", Section 3). Section 3 is prose, not definitions:
// the rules below are our reading of it, each documented where it is
// implemented. Where the paper is specific we follow it: a core is the
// transitive closure of adjacent unsafe groups, the local searches are
// "what happens if we play first, if the opponent plays first, if we play
// first and the opponent ignores, and if the opponent plays first and we
// ignore", and the tree is {{N_LL|N_LR}||{N_RL|N_RR}} of height 2.
//
//  1. safety: lib/safety proves blocks and territory safe (Static by default);
//  2. unsafe blocks (UnsafeBlocks): not proven, and few liberties or no two eyes;
//  3. core groups (CoreGroups): components of unsafe blocks, of both colours,
//     joined when they touch or share a liberty; urgent when a block has
//     at most two liberties, calm otherwise;
//  4. candidate moves: the cores' liberties and second liberties;
//  5. four selective local searches per core on the whole board, with the
//     Influence estimate at the leaves: LL, LR, RL, RR (SubGame);
//  6. the tree {LL|LR}||{RL|RR} per core, relative to the estimate of the
//     position, brought into the paper's class (IntoClass); the forest of
//     all cores;
//  7. the move: one of the paper's Heuristic Algorithms 1-3 or its
//     Metasearch (lib/bgf) picks the tree, the tree's search gives the
//     point (Result.Choose, Move).
//
// Play and TopMoves (loss.go, topmoves.go) play this player against
// lib/endgame's exact player and compare it with GNU Go.

// Options configure soft decomposition (Decompose). Zero fields
// take the values of DefaultOptions, except Solver, whose zero value
// is safety.Benson.
type Options struct {
	// Solver proves blocks and territory safe before the decomposition
	// (Chen: "safe" groups are those a static analysis proves); its safe
	// blocks are never unsafe and
	// its safe points are fixed in the evaluation.
	Solver       safety.Solver
	SafetyBudget safety.Budget
	// A block not proven safe is unsafe when it has at most Liberties
	// liberties, or fewer than two single-point eyes and at most
	// WeakLiberties liberties (UnsafeBlocks).
	Liberties, WeakLiberties int
	// A core group is urgent when one of its blocks has at most
	// UrgentLiberties liberties; urgent fights are searched UrgentDepth
	// plies deep, calm ones CalmDepth plies (at least 2: the two moves
	// that define LL, LR, RL and RR).
	UrgentLiberties        int
	UrgentDepth, CalmDepth int
	// Width is the number of moves searched at each node of a local
	// search, the best by the move-ordering score (selective search).
	Width int
	// Territory is Influence's rule for empty points (TerritoryDistance,
	// the zero value, or TerritoryBouzy), Radius the reach of the
	// distance rule.
	Territory Territory
	Radius    int
	// Budget bounds all local searches together (nodes, time).
	Budget search.Budget
	// Areas adds calm sub-games for the unsettled empty regions that no
	// core group reaches (endgames, where every block may be safe but
	// boundary points are still open): see Decompose.
	Areas bool
}

// DefaultOptions returns the settings the tests and `decomp bgf move`
// use: static safety, unsafe at <= 3 liberties (or <= 6 without two eyes),
// urgent at <= 2 liberties, depth 4 (urgent) and 2 (calm), width 7,
// influence radius 4, at most 2,000,000 nodes.
func DefaultOptions() Options {
	return Options{
		Solver: safety.Static, Liberties: 3, WeakLiberties: 6, UrgentLiberties: 2,
		UrgentDepth: 4, CalmDepth: 2, Width: 7, Radius: DefaultInfluenceRadius,
		Budget: search.Budget{MaxNodes: 2_000_000},
	}
}

func (o Options) withDefaults() Options {
	d := DefaultOptions()
	for _, f := range []struct{ v, def *int }{
		{&o.Liberties, &d.Liberties}, {&o.WeakLiberties, &d.WeakLiberties},
		{&o.UrgentLiberties, &d.UrgentLiberties}, {&o.UrgentDepth, &d.UrgentDepth},
		{&o.CalmDepth, &d.CalmDepth}, {&o.Width, &d.Width}, {&o.Radius, &d.Radius},
	} {
		if *f.v <= 0 {
			*f.v = *f.def
		}
	}
	o.UrgentDepth = max(o.UrgentDepth, 2)
	o.CalmDepth = max(o.CalmDepth, 2)
	if o.Budget.MaxNodes <= 0 && o.Budget.MaxTime <= 0 {
		o.Budget.MaxNodes = d.Budget.MaxNodes
	}
	return o
}

// SubGame is one local fight of a soft decomposition (Chen, "sub-games"
// and their binary game trees).
//
// Its four results are local searches on the whole board with the global
// evaluation at the leaves, all from Black's (Left's) point of view:
//
//	LL  Black plays a local move, then Black again (White plays elsewhere)
//	LR  Black plays a local move, then White replies locally
//	RL  White plays a local move, then Black replies locally
//	RR  White plays a local move, then White again
//
// Each player chooses its moves to its advantage (maximum for Black,
// minimum for White, by minimax over the rest of the search). After the
// two fixed moves the players alternate, starting with the one who did not
// make the second move, and either may stop ("stand pat") at any node.
// The tree is {LL|LR}||{RL|RR} with Base subtracted from every leaf: Left
// moving in it reaches {LL|LR}, where Left moving again gives LL and Right
// answering gives LR; Right's move leads to {RL|RR} likewise. So
// Lv = LR and Rv = RL, the values of the fight with Black or White moving
// first and the other answering, and its outer swing LR - RL is what the
// first move is worth. Before the tree is built LL is raised to LR and RR
// lowered to RL when the selective search found less (a player who moves
// twice can spend the second move where it changes nothing locally). The
// evaluation is heuristic, so LR < RL (moving first hurts) can happen; the
// tree is then not ordered (Tree.IsOrdered) and Metasearch does not prune
// it by dominance.
type SubGame struct {
	Core CoreGroup
	// Area holds the empty points of an area sub-game (Options.Areas);
	// it is empty for a core sub-game, and Core is empty for an area one.
	Area       board.Region
	Candidates []board.Point // the moves the local searches choose from
	Depth      int           // plies of the local searches
	LL, LR     int
	RL, RR     int
	Tree       *bgf.Tree // {LL|LR}||{RL|RR} relative to Base, brought into the paper's class by IntoClass
	// BlackMove and WhiteMove are the first moves of the LR and RL
	// searches: where each colour plays when it chooses this fight.
	BlackMove, WhiteMove board.Point
	Nodes                int64 // nodes of its four searches
}

// Result is a soft decomposition of a position (Chen, "soft
// decomposition"): the core
// groups and their sub-games, the binary game forest they form, and the
// evaluation they are relative to.
type Result struct {
	Base      int       // Influence score of the position (Black's view)
	Ownership Ownership // the influence estimate Base counts
	Proven    [3]board.Region
	SubGames  []SubGame
	// Forest holds the sub-games' trees in order: the estimate of the
	// whole board after optimal play in the fights is Base + Lo (Black
	// first) or Base + Ro (White first).
	Forest bgf.Forest
	// Stats counts the nodes of all local searches (Nodes), the core
	// groups and the Influence evaluations.
	Stats    DecomposeStats
	Complete bool // false when the budget or context stopped a search: values are then partial
}

// DecomposeStats are the statistics of Decompose.
type DecomposeStats struct {
	search.Stats       // Nodes: the nodes of all local searches
	CoreGroups   int   // core groups found (CoreGroups)
	Evaluations  int64 // Influence calls: leaves, capture quiescence and move ordering
}

// Decompose splits the position b into sub-games (Chen, "soft
// decomposition search"): it proves safe blocks with opt.Solver, takes the
// remaining blocks that are unsafe (UnsafeBlocks), joins them into core
// groups (CoreGroups), generates the candidate moves of each core — its
// liberties and the empty neighbours of those (second liberties), minus
// points proven safe for either colour; no fixed region bounds them — and
// runs the four selective local searches of each (see SubGame) with Play
// and Undo on one copy of b; b itself is not modified.
//
// Local search: alpha-beta over the candidate points, the Width best
// moves at each node by an ordering score (a tactical score — captures,
// ataris, liberties, self-atari — then the Influence score after the move
// for the mover; see softSearch.moves). Leaves are scored by Influence
// after one ply of capture quiescence: the side to move may capture one
// opponent block in atari that has a stone in the fight (core stones or
// candidate points), when that is better than standing pat. Simple ko is
// the board's: in LL and RR the mover moves twice, so it may retake a ko
// at once there.
//
// With opt.Areas, the empty points that are neither proven safe for a
// colour nor candidates of a core group are split into connected regions
// (4-neighbour components), and each becomes a calm area sub-game whose
// candidates are its points (an endgame area in Müller's sense, searched
// with the same four local searches).
//
// When the budget or ctx stops the searches, the result so far is
// returned with Complete false and a nil error; errors are for bad input.
func Decompose(ctx context.Context, b *board.Board, opt Options) (*Result, error) {
	if b == nil {
		return nil, fmt.Errorf("soft decomposition of a nil board")
	}
	opt = opt.withDefaults()
	sres, err := safety.Solve(ctx, b, safety.Options{Solver: opt.Solver, Budget: opt.SafetyBudget})
	if err != nil {
		return nil, fmt.Errorf("soft decomposition: %w", err)
	}
	res := &Result{Proven: sres.Safe, Complete: true}
	res.Ownership = Influence(b, res.Proven, opt.Territory, opt.Radius)
	res.Base = res.Ownership.Score()
	proven := sres.SafeBlocks[board.Black].Union(sres.SafeBlocks[board.White])
	cores := CoreGroups(b, UnsafeBlocks(b, proven, opt.Liberties, opt.WeakLiberties), opt.UrgentLiberties)

	work := b.Clone()
	work.SetRules(board.Rules{Suicide: false, Superko: board.NoSuperko})
	lim := search.NewLimiter(ctx, opt.Budget, &res.Stats.Stats)
	fixed := res.Proven[board.Black].Union(res.Proven[board.White])
	var jobs []SubGame
	var covered board.Region
	for _, core := range cores {
		cands := core.Libs.Union(core.Libs.Neighbours(work.OnBoard()).Intersect(work.Empties())).Minus(fixed)
		if cands.IsEmpty() {
			continue
		}
		covered = covered.Union(cands)
		sg := SubGame{Core: core, Candidates: cands.Points(), Depth: opt.CalmDepth}
		if core.Urgent {
			sg.Depth = opt.UrgentDepth
		}
		jobs = append(jobs, sg)
	}
	if opt.Areas {
		open := work.Empties().Minus(fixed).Minus(covered)
		for _, a := range open.Components() {
			jobs = append(jobs, SubGame{Area: a, Candidates: a.Points(), Depth: opt.CalmDepth})
		}
	}
	for _, sg := range jobs {
		if !lim.Check() {
			break
		}
		s := &softSearch{b: work, fixed: res.Proven, territory: opt.Territory, radius: opt.Radius, cands: sg.Candidates,
			area: board.RegionOf(sg.Candidates...).Union(sg.Core.Stones), width: opt.Width, lim: lim}
		before := res.Stats.Nodes
		black, white := board.Black, board.White
		sg.LL, _ = s.run([]board.Color{black, black}, sg.Depth)
		sg.LR, sg.BlackMove = s.run([]board.Color{black, white}, sg.Depth)
		sg.RL, sg.WhiteMove = s.run([]board.Color{white, black}, sg.Depth)
		sg.RR, _ = s.run([]board.Color{white, white}, sg.Depth)
		sg.Nodes = res.Stats.Nodes - before
		res.Stats.Evaluations += s.evals
		ll, rr := max(sg.LL, sg.LR), min(sg.RR, sg.RL)
		rel := func(v int) *bgf.Tree { return bgf.LeafInt(int64(v - res.Base)) }
		sg.Tree = IntoClass(bgf.Node(bgf.Node(rel(ll), rel(sg.LR)), bgf.Node(rel(sg.RL), rel(rr))))
		res.SubGames = append(res.SubGames, sg)
		res.Forest = append(res.Forest, sg.Tree)
	}
	res.Stats.CoreGroups = len(cores)
	res.Stats.Stats = lim.Finish()
	res.Complete = !lim.Stopped()
	return res, nil
}

// softSearch is one selective local search on a shared board.
type softSearch struct {
	b         *board.Board
	fixed     [3]board.Region
	territory Territory
	radius    int
	cands     []board.Point
	area      board.Region
	width     int
	lim       *search.Limiter
	evals     int64 // Influence evaluations (leaves, quiescence and ordering)
}

// run searches with the first plies' movers fixed to seq and returns the
// value and the first move (Pass if the first mover had no legal
// candidate).
func (s *softSearch) run(seq []board.Color, depth int) (int, board.Point) {
	return s.ab(seq, 0, depth, seq[0], math.MinInt, math.MaxInt)
}

func (s *softSearch) eval() int {
	s.evals++
	return Influence(s.b, s.fixed, s.territory, s.radius).Score()
}

// leaf is the stand-pat value with c to move: Influence, or better for c,
// Influence after c captures an opponent block in atari in the fight.
func (s *softSearch) leaf(c board.Color) int {
	best := s.eval()
	opp := c.Opponent()
	var done board.Region
	for q := range s.b.Stones(opp).Intersect(s.area).All() {
		if done.Has(q) {
			continue
		}
		bl, _ := s.b.BlockAt(q)
		done = done.Union(bl.Stones)
		if bl.Liberties.Count() != 1 {
			continue
		}
		p := bl.Liberties.First()
		if s.b.Play(p, c) != nil {
			continue
		}
		v := s.eval()
		_ = s.b.Undo()
		if better(c, v, best) {
			best = v
		}
	}
	return best
}

// better reports whether v is better than w for c.
func better(c board.Color, v, w int) bool {
	if c == board.Black {
		return v > w
	}
	return v < w
}

// moves returns the legal candidates for c, best first, at most width of
// them. Ordering has two stages: a cheap tactical score for every legal
// candidate (tactical), then, for the best 3*width of those, the
// Influence score after the move for the mover plus the tactical score
// (the evaluation is the costly part on large cores).
func (s *softSearch) moves(c board.Color) []board.Point {
	type scored struct {
		p   board.Point
		key int
	}
	sign := 1
	if c == board.White {
		sign = -1
	}
	var ms []scored
	for _, p := range s.cands {
		captured := s.b.Prisoners(c)
		if s.b.Play(p, c) != nil {
			continue
		}
		ms = append(ms, scored{p, s.tactical(p, c, s.b.Prisoners(c)-captured)})
		_ = s.b.Undo()
	}
	byKey := func(a, b scored) int { return b.key - a.key }
	slices.SortStableFunc(ms, byKey)
	ms = ms[:min(len(ms), 3*s.width)]
	for i := range ms {
		_ = s.b.Play(ms[i].p, c)
		ms[i].key += sign * s.eval()
		_ = s.b.Undo()
	}
	slices.SortStableFunc(ms, byKey)
	out := make([]board.Point, 0, min(len(ms), s.width))
	for _, m := range ms[:min(len(ms), s.width)] {
		out = append(out, m.p)
	}
	return out
}

// tactical scores c's move at p, just played, that captured captured
// stones: twice the captures, plus the size of the opponent blocks next to
// p now in atari, plus the liberties of p's block (at most 4), minus twice
// its size if it is in atari.
func (s *softSearch) tactical(p board.Point, c board.Color, captured int) int {
	key := 2*captured + min(s.b.Liberties(p), 4)
	if s.b.InAtari(p) {
		key -= 2 * s.b.BlockSize(p)
	}
	var seen board.Region
	opp := c.Opponent()
	for _, q := range p.Neighbours() {
		if s.b.Contains(q) && s.b.At(q) == opp && !seen.Has(q) && s.b.InAtari(q) {
			seen = seen.Union(s.b.BlockStones(q))
			key += s.b.BlockSize(q)
		}
	}
	return key
}

// ab is alpha-beta (fail-soft) from Black's point of view. Plies before
// len(seq) are forced to seq's movers (no standing pat; a mover without a
// legal candidate passes locally); later plies alternate and may stand pat.
func (s *softSearch) ab(seq []board.Color, ply, depth int, c board.Color, alpha, beta int) (int, board.Point) {
	forced := ply < len(seq)
	if forced {
		c = seq[ply]
	}
	if !s.lim.Expand() || depth == 0 {
		return s.leaf(c), board.Pass
	}
	best, move, have := 0, board.Pass, false
	if !forced {
		best, have = s.leaf(c), true
		if c == board.Black {
			alpha = max(alpha, best)
		} else {
			beta = min(beta, best)
		}
		if alpha >= beta {
			return best, board.Pass
		}
	}
	ms := s.moves(c)
	if len(ms) == 0 {
		if forced {
			return s.ab(seq, ply+1, depth-1, c.Opponent(), alpha, beta)
		}
		return best, board.Pass
	}
	for _, m := range ms {
		if err := s.b.Play(m, c); err != nil {
			continue
		}
		v, _ := s.ab(seq, ply+1, depth-1, c.Opponent(), alpha, beta)
		_ = s.b.Undo()
		if !have || better(c, v, best) {
			best, move, have = v, m, true
		}
		if c == board.Black {
			alpha = max(alpha, best)
		} else {
			beta = min(beta, best)
		}
		if alpha >= beta {
			break
		}
	}
	return best, move
}
