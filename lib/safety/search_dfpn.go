package safety

import (
	"context"
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/proof"
	"github.com/decomplab/decomplab/lib/search"
)

// Engine selects the algorithm that runs a region search. The rules of
// the search (the moves, the miai replies, the conservative assumption,
// the static evaluation) are the same for every engine: the engine
// decides only how fast a region is decided, never what is claimed.
type Engine int

// The engines of the region searches.
const (
	// Auto (the default) is DepthFirst for the paper's solvers (SOLVER
	// 1.0 and SOLVER 1.0 + P, whose node counts Table 1 compares) and
	// for the start of SOLVER 2.0 and 3.0 (their predecessor's result),
	// and ProofNumber for every search SOLVER 2.0 and 3.0 run after it
	// (zones, group zones and the closed solver again), which decides
	// the large end-of-game territories with far fewer nodes.
	Auto Engine = iota
	// DepthFirst is the depth-first AND/OR search with a transposition
	// table and a depth limit (regionSearch.attack and defend).
	DepthFirst
	// ProofNumber is df-pn (lib/proof) on the same game: the defender is
	// the OR player, a repetition is the attacker's win, positions start
	// at the mobility of the player to move (df-pn+).
	ProofNumber
)

var engineNames = [...]string{"auto", "dfs", "dfpn"}

func (e Engine) String() string {
	if e >= 0 && int(e) < len(engineNames) {
		return engineNames[e]
	}
	return fmt.Sprintf("Engine(%d)", int(e))
}

// ParseEngine reads an engine name: auto, dfs or dfpn.
func ParseEngine(s string) (Engine, error) {
	for i, n := range engineNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Engine(i), nil
		}
	}
	return 0, fmt.Errorf("unknown region search engine %q (want auto, dfs or dfpn)", s)
}

// runProofNumber is run with df-pn: the same root checks, then lib/proof
// on regionGame within the search's node limit (and what is left of the
// Solve call's budget). Its nodes are the positions it plays (counted in
// the shared budget afterwards), as the depth-first search's are.
func (s *regionSearch) runProofNumber() outcome {
	if s.lost() {
		return failed
	}
	if s.staticSafe() {
		return proven
	}
	limit := int64(s.limit)
	if m := s.budget.maxNodes; m > 0 {
		limit = min(limit, m-int64(s.budget.nodes()))
	}
	if limit <= 0 || s.budget.stopped() {
		s.budget.lim.Expand()
		return undecided
	}
	entries := int64(1 << 12)
	for entries < 4*limit && entries < int64(s.budget.ttEntries) {
		entries *= 2
	}
	// A node is a position played, as in the depth-first search (one
	// attack or defend call per position): df-pn expands a position by
	// playing every child, so its own node count (expansions) would give
	// it several times the work of a depth-first node.
	ctx, cancel := context.WithCancel(s.budget.ctx)
	defer cancel()
	g := &regionGame{s: s, reply: board.NoPoint, limit: limit, cancel: cancel}
	res, err := proof.Solve(ctx, g, proof.Options{
		Budget:  search.Budget{MaxNodes: limit, TTEntries: int(entries)},
		Epsilon: proof.DefaultEpsilon,
	})
	for i := int64(0); i < max(g.plays, 1); i++ {
		if !s.budget.lim.Expand() {
			break
		}
	}
	s.budget.stats.TTHits += res.Stats.TTHits
	switch {
	case err != nil:
		return undecided
	case res.Outcome == proof.Proven:
		return proven
	case res.Outcome == proof.Disproven:
		return failed
	}
	return undecided
}

// regionGame is a region search's game as a proof.Problem, move for move
// the game of regionSearch.attack, defend and forced: the attacker (AND)
// plays a legal point of the area or passes; after an attacker move on a
// miai point the defender's only move is the forced reply; otherwise the
// defender (OR) plays a legal point of the area, or passes unless the
// attacker just passed. The terminal tests are those of the depth-first
// search, made when a move is played (they depend on the move: a capture
// outside the area, a forced reply's exemption from the ko rule) and
// mixed into the hash, so that equal hashes have equal values.
type regionGame struct {
	s        *regionSearch
	defender bool
	// attackerPassed: the defender is to move after an attacker pass and
	// may not pass back (two passes end the search unproven).
	attackerPassed bool
	reply          board.Point   // the defender's forced miai reply, or NoPoint
	result         proof.Outcome // the terminal value found when the last move was played
	trail          []regionGameState
	// plays counts the moves played (the search's nodes); at limit,
	// cancel stops df-pn.
	plays, limit int64
	cancel       func()
}

// regionGameState is what Undo restores besides the board.
type regionGameState struct {
	defender, attackerPassed bool
	reply                    board.Point
	result                   proof.Outcome
}

// regionPass is the proof.Move of a pass (board point 0 is off the board).
const regionPass proof.Move = 0

// Keys of the search context in regionGame's hash.
const (
	keyReply  = 0x7f4a7c159e3779b9
	keyResult = 0x94d049bb133111eb
)

func (g *regionGame) OrNode() bool { return g.defender }

func (g *regionGame) Hash() uint64 {
	k := g.s.key(g.defender, g.attackerPassed)
	if g.reply != board.NoPoint {
		k ^= uint64(g.reply+1) * keyReply
	}
	return k ^ uint64(g.result+3)*keyResult
}

// Evaluate applies the tests of attack and defend on entry: the attacker
// to move wins at once against a block in atari (it fills the outside
// liberties); the defender to move (but for a forced reply, which is
// tested after it is played, as in forced) wins if the position is
// statically safe.
func (g *regionGame) Evaluate() proof.Outcome {
	switch {
	case g.result != proof.Unknown:
		return g.result
	case !g.defender:
		if g.s.atari() {
			return proof.Disproven
		}
	case g.reply == board.NoPoint && g.s.staticSafe():
		return proof.Proven
	}
	return proof.Unknown
}

func (g *regionGame) Moves(buf []proof.Move) []proof.Move {
	if g.defender && g.reply != board.NoPoint {
		if g.s.b.IsLegal(g.reply, g.s.c) {
			buf = append(buf, proof.Move(g.reply))
		}
		return buf // an illegal forced reply loses
	}
	col := g.s.opp
	if g.defender {
		col = g.s.c
	}
	for _, p := range g.s.moves(col, 0) {
		buf = append(buf, proof.Move(p))
	}
	if !g.defender || !g.attackerPassed {
		buf = append(buf, regionPass)
	}
	return buf
}

func (g *regionGame) Play(m proof.Move) {
	if g.plays++; g.plays >= g.limit && g.cancel != nil {
		g.cancel()
	}
	g.trail = append(g.trail, regionGameState{g.defender, g.attackerPassed, g.reply, g.result})
	s := g.s
	p := board.Point(m)
	if m == regionPass {
		p = board.Pass
	}
	if !g.defender {
		s.b.Play(p, s.opp)
		g.defender, g.attackerPassed, g.result = true, p == board.Pass, proof.Unknown
		if p == board.Pass {
			return
		}
		if reply, ok := s.miaiReply(p); ok {
			g.reply = reply
		} else if s.lost() {
			g.result = proof.Disproven
		}
		return
	}
	forced := g.reply != board.NoPoint
	before := s.outsideOpp()
	s.b.Play(p, s.c)
	g.defender, g.attackerPassed, g.reply, g.result = false, false, board.NoPoint, proof.Unknown
	switch {
	case p == board.Pass:
	case s.lost() || s.capturesOutside(before):
		g.result = proof.Disproven
	case s.staticSafe():
		g.result = proof.Proven
	case !forced && s.b.Ko() != board.NoPoint:
		g.result = proof.Disproven // the defender may not rely on winning a ko
	}
}

func (g *regionGame) Undo() {
	g.s.b.Undo()
	st := g.trail[len(g.trail)-1]
	g.trail = g.trail[:len(g.trail)-1]
	g.defender, g.attackerPassed, g.reply, g.result = st.defender, st.attackerPassed, st.reply, st.result
}

// InitialNumbers starts a new position at the number of moves of the
// player to move (df-pn+'s mobility initialisation), as RefereeClaim does.
func (g *regionGame) InitialNumbers() (pn, dn uint32) {
	if g.defender && g.reply != board.NoPoint {
		return 1, 1
	}
	col := g.s.opp
	if g.defender {
		col = g.s.c
	}
	n := uint32(len(g.s.moves(col, 0))) + 1
	if g.defender {
		return 1, n
	}
	return n, 1
}
