package oneeye

import (
	"fmt"
	"math/bits"

	"github.com/decomplab/decomplab/internal/unionfind"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/proof"
)

// passMove is the proof.Move of a pass (board point 0 is off the board).
const passMove proof.Move = 0

// toPoint converts a proof.Move to a board move.
func toPoint(m proof.Move) board.Point {
	if m == passMove {
		return board.Pass
	}
	return board.Point(m)
}

// frame is the search context of one ply: the working region (an index
// into game.regions, a stack of the regions the frames on the line
// introduced, so that a frame stays small to copy) and whether a relaxed
// (RDS) split made it.
type frame struct {
	whash    uint64 // mixed hash of the working region and relaxed
	wi       int32  // the working region: game.regions[wi]
	owns     bool   // this frame pushed game.regions[wi]
	captured bool   // the move into this frame captured stones
	relaxed  bool
}

// pushFrame pushes a frame with a new working region w.
func (g *game) pushFrame(w board.Region, relaxed bool) {
	h := frameHash(w, relaxed)
	g.regions = append(g.regions, w)
	g.frames = append(g.frames, frame{whash: h, wi: int32(len(g.regions) - 1), owns: true, relaxed: relaxed})
}

// frameHash is the hash of a frame with working region w.
func frameHash(w board.Region, relaxed bool) uint64 {
	h := mix64(w.Hash())
	if relaxed {
		h ^= 0x6a09e667f3bcc909
	}
	return h
}

// work returns the working region of the current position.
func (g *game) work() *board.Region { return &g.regions[g.cur().wi] }

// split caches the decomposition of one position: the subregions the
// defender may choose between.
type split struct {
	key   uint64
	parts []board.Region // subregions that can decide the problem (several: a decomposition)
	union board.Region   // the union of parts: where the players' moves matter
	lost  bool           // no subregion can ever give the defender its eye
	conn  board.Region   // RDS: connection points of almost safe blocks
	walls board.Region   // the walls of the split (for RDS rule 3)
	text  bool           // split by TextSplit with several crucial blocks
	// Kept across the positions of this ply, whose neighbours in the
	// search (siblings, cousins) mostly share them: the crucial blocks
	// and the safe attacker stones before the last move.
	crucial crucialMemo
	safe    safeBefore
}

// crucialMemo holds the blocks of the crucial stones, which depend only
// on the defender's stones, and which of them are anchored (hubs), which
// depends also on nearOut (see nearOutside).
type crucialMemo struct {
	def, nearOut board.Region // the key
	valid        bool
	tooMany      bool // more than maxCrucialBlocks
	n            int
	blocks       [maxCrucialBlocks]board.Region
	// hubNear[i]: the points next to blocks[i] if it is anchored (a hub),
	// to test which components touch it.
	hubNear [maxCrucialBlocks]board.Region
	hubs    board.Region
}

// safeBefore holds the safe attacker stones safe of the attacker stones
// att with nearOut: the position before the attacker's last move.
type safeBefore struct {
	att, nearOut, safe board.Region
	valid              bool
}

// game is the one-eye game as a proof.Problem: the defender is the OR
// player. It mutates one board with Play and Undo.
type game struct {
	rules
	b      *board.Board
	method Method
	split  SplitRule // SoundSplit or TextSplit (TextSplitDefenderWins runs TextSplit first)
	// analyse: the split analysis runs at defender nodes. DDS and RDS
	// always analyse; no-DDS does with SharedKnowledge (its defender plays
	// only in the subregions that can decide and a lost node has no
	// moves, but the working region never narrows); Minimax never does.
	analyse bool
	// forced: the terminal test also decides positions the player to move
	// wins with one move (Options.ForcedMoves, forced.go).
	forced  bool
	frames  []frame
	regions []board.Region // working regions of the frames, a stack
	splits  []split        // by ply
	parents []parent       // by ply: what Moves learned of the position it expanded
	// stoneKey[c][p] is what a stone of c at p adds to the board's hash
	// (its Zobrist key), learned from the moves played (known[c] holds
	// the points learned), so that Child can tell a child's hash.
	stoneKey [3][board.NumPoints]uint64
	known    [3]board.Region
	// nearOut holds the points next to outEmpty, the empty points outside
	// the region when decompose last looked (see nearOutside).
	outEmpty, nearOut board.Region
	nearOutValid      bool

	// counters
	expansions     int64 // calls of Moves
	decompositions int64 // expansions at which the working region split
	narrowings     int64 // defender expansions at which it narrowed to one subregion
	lost           int64 // defender expansions found lost by the split analysis
	textSplits     int64 // defender expansions the text's rule decided (several crucial blocks)
	forcedWins     int64 // positions decided by the forced-move test
}

func newGame(p *Problem, first board.Color, m Method, k Knowledge) *game {
	b := p.Board.Clone()
	b.SetRules(board.Rules{})
	b.SetToMove(first)
	g := &game{rules: newRules(p), b: b, method: m}
	g.analyse = m == DDS || m == RDS || (m == NoDDS && k == SharedKnowledge)
	g.pushFrame(p.Region, false)
	return g
}

func (g *game) ply() int     { return len(g.frames) - 1 }
func (g *game) cur() *frame  { return &g.frames[len(g.frames)-1] }
func (g *game) OrNode() bool { return g.b.ToMove() == g.def }
func (g *game) Evaluate() proof.Outcome {
	f := g.cur()
	switch g.rules.evaluateAfter(g.b, g.work(), f.captured || len(g.frames) == 1, g.fromParent()) {
	case DefenderWins:
		return proof.Proven
	case AttackerWins:
		return proof.Disproven
	}
	if g.forced && g.immediateWin() {
		g.forcedWins++
		if g.OrNode() {
			return proof.Proven
		}
		return proof.Disproven
	}
	return proof.Unknown
}

func mix64(x uint64) uint64 {
	x ^= x >> 31
	x *= 0x7fb5d329728ea185
	x ^= x >> 27
	x *= 0x81dadef4bc2dd44d
	x ^= x >> 33
	return x
}

// Hash mixes the stones, the side to move, the ko point, the working region
// and the relaxed flag.
func (g *game) Hash() uint64 {
	return positionHash(g.b.Hash(), g.b.Ko(), g.OrNode(), g.cur().whash)
}

// positionHash is Hash of the position with board hash stones, ko point
// ko, the defender to move or not, and working-region hash whash.
func positionHash(stones uint64, ko board.Point, defToMove bool, whash uint64) uint64 {
	h := stones ^ mix64(uint64(ko)+0x51)
	if defToMove {
		h ^= 0x2545f4914f6cdd1d
	}
	return h ^ whash
}

// InitialNumbers is the heuristic initialisation: the number of empty
// points of the working region measures how many moves the player not to
// move must refute, so the player to move gets 1 and the other player that
// number.
func (g *game) InitialNumbers() (pn, dn uint32) {
	if from := g.fromParent(); from != nil {
		return initialNumbers(from.emptiesAfter(g.b, g.work()), g.OrNode())
	}
	return initialNumbers(g.emptiesIn(g.b, g.work()).Count(), g.OrNode())
}

// initialNumbers are InitialNumbers with empties empty points in the
// working region.
func initialNumbers(empties int, defToMove bool) (pn, dn uint32) {
	n := uint32(empties) + 1
	if defToMove {
		return 1, n
	}
	return n, 1
}

// Moves appends the legal moves in the working region (at a defender node
// of DDS or RDS, in the subregions that can decide the problem) and pass.
// A defender node that the split analysis finds lost has no moves.
func (g *game) Moves(buf []proof.Move) []proof.Move {
	g.expansions++
	c := g.b.ToMove()
	w := g.work()
	var work, empties board.Region
	emptiesTo(&empties, g.b)
	if c == g.def && g.analyse {
		s := g.splitHere()
		if s.text {
			// The text's rule decided this node (lost, split or
			// narrowed) where the sound rule may not have: count it,
			// whichever way it decided.
			g.textSplits++
		}
		switch {
		case s.lost:
			g.lost++
			return buf
		case g.method == NoDDS:
			// Knowledge only: the defender's moves elsewhere are passes in
			// effect; no working region narrows, nothing is counted.
		case len(s.parts) > 1:
			g.decompositions++
		case !equalIn(&s.union, w, &empties):
			g.narrowings++
		}
		w = &s.union
	}
	g.emptiesInto(&work, g.b, g.work())
	g.expanded(&work, &empties, c)
	if !equal(w, g.work()) {
		g.emptiesInto(&work, g.b, w)
	}
	if c == g.def && !g.given.IsEmpty() {
		work = work.Minus(g.nextToGivenBlocks(g.b))
	}
	// A point next to an empty point is legal unless it is the ko point;
	// only the others need the board's test.
	var free board.Region
	adjacentTo(&free, &empties, &work)
	ko := g.b.Ko()
	// A loop over the words of the region (work lies in it), in
	// increasing order of the points as Region.All, without its callback.
	for i := g.lo; i < g.hi; i++ {
		for x := work[i]; x != 0; x &= x - 1 {
			p := board.Point(i*64 + bits.TrailingZeros64(x))
			if (free[i]&x&-x != 0 && p != ko) || g.b.IsLegal(p, c) {
				buf = append(buf, proof.Move(p))
			}
		}
	}
	return append(buf, passMove)
}

func (g *game) Play(m proof.Move) {
	c := g.b.ToMove()
	p := toPoint(m)
	pushed := false
	if p != board.Pass && c == g.def && (g.method == DDS || g.method == RDS) {
		s := g.splitHere()
		switch {
		case s.conn.Has(p):
			// RDS rule 3 (§6): the defender plays a connection point A of
			// an almost safe block (whether or not that block cuts the
			// region now: it may have cut it at an earlier node); the
			// working region R1 is extended to R1 ∪ R2.
			g.pushFrame(g.extendAt(s, p), false)
			pushed = true
		case !equal(&s.union, g.work()):
			for _, part := range s.parts {
				if part.Has(p) {
					g.pushFrame(part, g.method == RDS)
					pushed = true
					break
				}
			}
		}
	}
	if !pushed {
		f := g.frames[len(g.frames)-1]
		f.owns = false
		g.frames = append(g.frames, f)
	}
	if k := g.ply(); k < len(g.parents) {
		g.parents[k].valid = false
	}
	f := &g.frames[len(g.frames)-1]
	before, hash, oppBefore := g.b.Prisoners(c), g.b.Hash(), g.b.Stones(c.Opponent())
	if err := g.b.Play(p, c); err != nil {
		panic("oneeye: Moves returned an illegal move: " + err.Error())
	}
	f.captured = g.b.Prisoners(c) != before
	switch {
	case p == board.Pass:
	case !f.captured:
		if !g.known[c].Has(p) {
			g.stoneKey[c][p] = hash ^ g.b.Hash()
			g.known[c].Add(p)
		}
	default:
		g.learn(p, c, hash^g.b.Hash(), oppBefore.Minus(g.b.Stones(c.Opponent())))
	}
}

// learn learns hash keys (stoneKey) from c's move at p, which changed the
// board's hash by delta and captured the stones captured (some): the move's
// delta is the XOR of the keys of p's stone and of the captured stones,
// so the one key among them not yet known follows from the others.
func (g *game) learn(p board.Point, c board.Color, delta uint64, captured board.Region) {
	opp := c.Opponent()
	unknown := captured.Minus(g.known[opp])
	switch {
	case g.known[c].Has(p):
		if unknown.Count() != 1 {
			return
		}
		delta ^= g.stoneKey[c][p]
	case !unknown.IsEmpty():
		return
	}
	for q := range captured.Minus(unknown).All() {
		delta ^= g.stoneKey[opp][q]
	}
	if !g.known[c].Has(p) {
		g.stoneKey[c][p] = delta
		g.known[c].Add(p)
		return
	}
	q := unknown.First()
	g.stoneKey[opp][q] = delta
	g.known[opp].Add(q)
}

// Child is proof.Lookahead: the hash, outcome and initial numbers of the
// child after move m, without playing it, for a child of an expanded
// position (then the child differs from its parent by one stone or a
// pass, the stones it captures, see parent and captureBy, and by its
// working region where a defender move of DDS or RDS enters a subregion;
// not after RDS rule 3), when the hash keys of the stone and of the
// captured stones are known. A defender stone whose block would touch a
// candidate eye point gets the eye test on the board as it would be
// (eyeMadeAfterStone), a defender capture always (eyeMadeAfterCapture).
// Not with the forced-move test, which plays moves.
func (g *game) Child(m proof.Move) (hash uint64, out proof.Outcome, pn, dn uint32, ok bool) {
	k := g.ply()
	if g.forced || k >= len(g.parents) {
		return 0, proof.Unknown, 0, 0, false
	}
	pi := &g.parents[k]
	b := g.b
	c := b.ToMove()
	if !pi.valid || pi.defMove != (c == g.def) {
		return 0, proof.Unknown, 0, 0, false
	}
	p := toPoint(m)
	key := b.Hash()
	// The child's working region: the parent's, or the subregion a
	// defender move of DDS or RDS enters (see Play).
	w, whash, empties := g.work(), g.cur().whash, pi.empties
	eye := false
	if p != board.Pass {
		if !g.known[c].Has(p) {
			return 0, proof.Unknown, 0, 0, false
		}
		if c == g.def && (g.method == DDS || g.method == RDS) {
			s := g.splitHere()
			if s.conn.Has(p) {
				return 0, proof.Unknown, 0, 0, false // RDS rule 3: extendAt
			}
			if !equal(&s.union, w) {
				for i := range s.parts {
					if s.parts[i].Has(p) {
						w = &s.parts[i]
						var e board.Region
						g.emptiesInto(&e, b, w)
						whash, empties = frameHash(*w, g.method == RDS), count(&e)
						break
					}
				}
			}
		}
		if pi.captures.Has(p) {
			return g.childAfterCapture(pi, p, c, key, w, whash, empties)
		}
		// A defender stone next to a candidate eye point may make the
		// eye: the test then runs on the board as it would be.
		if c == g.def && (pi.cand.Has(p) || pi.nearEye(p)) {
			eye = g.eyeMadeAfterStone(b, p, &pi.cand)
		}
		key ^= g.stoneKey[c][p]
		if w.Has(p) {
			empties--
		}
	}
	// No ko after a move that captured nothing or a pass.
	return childOutcome(positionHash(key, board.NoPoint, c != g.def, whash), c != g.def, eye, false, empties)
}

// childOutcome is what Child answers for a child with hash hash and the
// defender to move or not, whose terminal tests (evaluateAfter) found the
// eye made (eye) or the attacker winning (lost), with empties empty
// points in its working region.
func childOutcome(hash uint64, defToMove, eye, lost bool, empties int) (uint64, proof.Outcome, uint32, uint32, bool) {
	switch {
	case eye:
		return hash, proof.Proven, 0, 0, true
	case lost, empties == 0:
		return hash, proof.Disproven, 0, 0, true
	}
	pn, dn := initialNumbers(empties, defToMove)
	return hash, proof.Unknown, pn, dn, true
}

// childAfterCapture is Child for c's move at p that captures stones: key
// is the board's hash before it, w (with hash whash and empties empty
// points) the child's working region. The attacker wins if it captured a
// crucial stone; the defender if the eye is made; the attacker if the
// defender took a ko.
func (g *game) childAfterCapture(pi *parent, p board.Point, c board.Color, key uint64, w *board.Region, whash uint64, empties int) (uint64, proof.Outcome, uint32, uint32, bool) {
	opp := c.Opponent()
	var captured board.Region
	ko := g.captureBy(&captured, p, c)
	if !subsetOf(&captured, &g.known[opp]) {
		return 0, proof.Unknown, 0, 0, false
	}
	key ^= g.stoneKey[c][p]
	for i := range captured { // captured.All without its callback
		for x := captured[i]; x != 0; x &= x - 1 {
			key ^= g.stoneKey[opp][i*64+bits.TrailingZeros64(x)]
		}
	}
	if w.Has(p) {
		empties--
	}
	empties += countBoth(&captured, w)
	eye, lost := false, false
	if c == g.def {
		eye = g.eyeMadeAfterCapture(g.b, p, &pi.cand, &captured)
		lost = ko != board.NoPoint
	} else {
		lost = intersects(&captured, &g.crucial)
	}
	return childOutcome(positionHash(key, ko, opp == g.def, whash), opp == g.def, eye, lost, empties)
}

// captureBy adds to captured, empty, the stones that c's move at the
// empty point p captures (the opponent's blocks in atari next to p) and
// returns the ko point after it, as the board sets it: one stone captured
// by a stone that has no neighbour of its own colour and no other liberty.
func (g *game) captureBy(captured *board.Region, p board.Point, c board.Color) (ko board.Point) {
	b := g.b
	opp := c.Opponent()
	alone := true // no neighbour of c's, no empty neighbour
	for _, n := range p.Neighbours() {
		if !g.on.Has(n) {
			continue
		}
		switch b.At(n) {
		case opp:
			if !captured.Has(n) && b.InAtari(n) {
				b.AddBlockStones(captured, n)
			}
		default:
			alone = false
		}
	}
	if alone && count(captured) == 1 {
		return firstOf(captured)
	}
	return board.NoPoint
}

func (g *game) Undo() {
	g.b.Undo()
	if g.cur().owns {
		g.regions = g.regions[:len(g.regions)-1]
	}
	g.frames = g.frames[:len(g.frames)-1]
}

// parent is what Moves learned of the position it expanded, for the
// terminal tests and initial numbers of its children: a child whose move
// captured nothing and kept the working region differs from it by one
// stone (or a pass), so its empty points and candidate eye points follow
// from the parent's without a scan of the region.
type parent struct {
	valid   bool         // set by Moves, cleared when a move enters this ply
	empties int          // the empty points of the working region
	cand    board.Region // the candidate eye points, when the defender is to move
	defMove bool         // the defender is to move: cand, almost and touch are set
	// almost holds the empty points of the region with exactly one
	// on-board neighbour that is not a defender stone: a defender stone
	// there (an empty point) makes them candidate eye points.
	almost board.Region
	// touch holds the stones of the defender blocks next to a candidate.
	touch board.Region
	// captures holds the empty points where the player to move captures:
	// the liberties of the opponent's blocks in atari next to the working
	// region's empty points (every move is one of those).
	captures board.Region
}

// nearEye reports whether the block of a defender stone played at the
// empty point p (capturing nothing), which is not a candidate eye point,
// would touch a candidate eye point (blockTouchesAfter with the
// candidates after the stone; the eye test then needs the board). The new
// candidates are the points of almost next to p, so there are some iff p
// has a neighbour in almost; otherwise the candidates are cand, none of
// them next to p (their neighbours are defender stones), so the block
// touches one iff a defender neighbour of p is in touch. (When p is a
// candidate, touch may hold blocks that touch only p: the full test
// answers then.)
func (pi *parent) nearEye(p board.Point) bool {
	for _, q := range p.Neighbours() {
		if pi.almost.Has(q) || pi.touch.Has(q) {
			return true
		}
	}
	return false
}

// expanded records the parent information of the current position, whose
// working region has the empty points work, with c to move; empties are
// the board's empty points.
func (g *game) expanded(work, empties *board.Region, c board.Color) {
	k := g.ply()
	for len(g.parents) <= k {
		g.parents = append(g.parents, parent{})
	}
	pi := &g.parents[k]
	pi.valid, pi.empties, pi.defMove = true, count(work), c == g.def
	pi.captures = board.Region{}
	// A stone with two empty neighbours is in no block in atari.
	opp := g.b.Stones(c.Opponent())
	var near, few board.Region
	adjacentTo(&near, work, &opp)
	atMostOneNextToIn(&few, &near, empties)
	for i := range few { // few.All without its callback
		for x := few[i]; x != 0; x &= x - 1 {
			q := board.Point(i*64 + bits.TrailingZeros64(x))
			if g.b.InAtari(q) {
				for _, n := range q.Neighbours() {
					if empties.Has(n) {
						pi.captures.Add(n)
					}
				}
			}
		}
	}
	if pi.defMove {
		g.candidatesAndAlmostTo(&pi.cand, &pi.almost, g.b, empties)
		pi.touch = board.Region{}
		if !isEmpty(&pi.cand) {
			def := g.b.Stones(g.def)
			adjacentTo(&pi.touch, &pi.cand, &def)
			growIn(&pi.touch, &def)
		}
	}
}

// fromParent returns the parent information of the current position if it
// is the child of an expanded position by a move that captured nothing and
// kept the working region; otherwise nil.
func (g *game) fromParent() *parent {
	k := g.ply() - 1
	f := g.cur()
	if k < 0 || k >= len(g.parents) || f.captured || f.owns || !g.parents[k].valid {
		return nil
	}
	return &g.parents[k]
}

// emptiesAfter is the number of empty points of the working region w of
// the child of the parent pi whose last move on b captured nothing.
func (pi *parent) emptiesAfter(b *board.Board, w *board.Region) int {
	if p, _ := b.LastMove(); p != board.Pass && w.Has(p) {
		return pi.empties - 1
	}
	return pi.empties
}

// splitHere returns the decomposition of the current position, kept per
// ply while the position at that ply stays (Moves, Play and Child ask for
// it). It is not remembered across positions: df-pn expands few positions
// twice here (a memo of 1,024 to 131,072 positions answered 5-12% of the
// no-DDS defender expansions of BenchmarkNodeRate), so a memo's cache
// misses cost more than it saved.
func (g *game) splitHere() *split {
	for len(g.splits) <= g.ply() {
		g.splits = append(g.splits, split{key: 0})
	}
	s := &g.splits[g.ply()]
	key := g.Hash() | 1 // never 0, the empty cache
	if s.key == key {
		return s
	}
	s.key = key
	s.parts = s.parts[:0]
	s.conn, s.walls = board.Region{}, board.Region{}
	s.lost, s.text = false, false
	g.decompose(s)
	s.union = board.Region{}
	for k := range s.parts {
		for i := range s.union {
			s.union[i] |= s.parts[k][i]
		}
	}
	return s
}

// decompose splits the working region of the current position (DDS, §4;
// the rules and their proof sketch are in the package documentation). The
// walls are the safe (anchored) attacker blocks and the anchored blocks of
// crucial stones; with RDS also the almost safe attacker blocks and their
// connection points (§6). The open rest of the working region, extended
// by whole blocks (so that a block never joins two components), falls
// into connected components. With one anchored crucial block, every
// component next to it with an eye site is a subregion (rule D1).
// Otherwise the components that touch no crucial block are dropped and
// the rest is one subregion (rule D2). If no component can ever give the
// eye (D1: none next to the crucial block; D2: the crucial blocks cannot be
// linked through components), the position is lost for the defender (D3).
func (g *game) decompose(s *split) {
	b := g.b
	w := g.work()
	var empties board.Region
	emptiesTo(&empties, b)
	nearOut := g.nearOutside(&empties)
	att, def := b.Stones(g.att), b.Stones(g.def)
	var safeAtt board.Region
	g.safeAttackerTo(&safeAtt, s, &att, nearOut)
	// The crucial blocks; the anchored ones are walls.
	cb := g.crucialBlocks(s, nearOut)
	if cb.tooMany {
		// Too many to track: no decomposition, the working region stays
		// whole (always sound).
		s.parts = append(s.parts, *w)
		return
	}
	blocks, hubNear, n, hubs := &cb.blocks, &cb.hubNear, cb.n, &cb.hubs
	walls := &s.walls
	for i := range walls {
		walls[i] = safeAtt[i] | hubs[i]
	}
	if g.method == RDS {
		*walls = walls.Union(g.almostSafe(b, safeAtt, &s.conn))
	}
	// ext: the open rest of the working region (open), extended by whole
	// blocks of the stones that are no walls.
	var ext, within board.Region
	for i := range ext {
		ext[i] = w[i] &^ walls[i]
		within[i] = ext[i] | (att[i]|def[i])&^walls[i]
	}
	growIn(&ext, &within)
	// single: every component is a subregion of its own (D1). The sound
	// rule needs one crucial block, anchored; the text's rule (TextSplit)
	// splits with any number of them, as long as one is anchored.
	single := !isEmpty(hubs) && (n == 1 || g.split != SoundSplit)
	s.text = single && n > 1
	// Eye sites: points that may still become an eye point, the region
	// points other than walls (empty, or stones that may be captured) that
	// touch neither a safe attacker stone nor an empty point outside the
	// region (both stay for ever).
	var sites board.Region
	if single {
		var nearSafe board.Region
		adjacentTo(&nearSafe, &safeAtt, &g.on)
		for i := range sites {
			sites[i] = g.region[i] &^ (safeAtt[i] | hubs[i] | nearSafe[i] | nearOut[i])
		}
	}
	var linkBuf [maxCrucialBlocks]int
	link := unionfind.Sets(linkBuf[:n])
	for i := range link {
		link[i] = i
	}
	var useful board.Region
	for !isEmpty(&ext) { // ext: the points not yet in a component
		var comp board.Region
		comp.Add(firstOf(&ext))
		growIn(&comp, &ext)
		for i := range ext {
			ext[i] &^= comp[i]
		}
		first := -1 // the first crucial block the component touches
		for i := range n {
			// A hub is a wall, outside every component: it touches one
			// next to it; another crucial block lies in one.
			if intersects(&blocks[i], &comp) || intersects(&hubNear[i], &comp) {
				if first < 0 {
					first = i
				} else {
					link.Union(first, i)
				}
			}
		}
		if first < 0 {
			continue // touches no crucial block: it cannot matter
		}
		var part board.Region
		for i := range part {
			part[i] = comp[i] & w[i]
		}
		if !intersects(&part, &empties) {
			continue // nothing can change in it
		}
		if single {
			if !intersects(&part, &sites) {
				continue // no eye can ever be made in it
			}
			if g.method == RDS {
				part = part.Union(adjacent(part, s.conn))
			}
			s.parts = append(s.parts, part)
			continue
		}
		for i := range useful {
			useful[i] |= part[i]
		}
	}
	switch {
	case single:
		s.lost = len(s.parts) == 0
	case isEmpty(&useful) || !linked(link):
		s.lost = true
	default:
		if g.method == RDS {
			useful = useful.Union(adjacent(useful, s.conn))
		}
		s.parts = append(s.parts, useful)
	}
}

// crucialBlocks returns the crucial blocks of the current position,
// from s's ply memo when the defender's stones and nearOut are those of
// the last position decomposed at this ply.
func (g *game) crucialBlocks(s *split, nearOut *board.Region) *crucialMemo {
	b := g.b
	cb := &s.crucial
	def := b.Stones(g.def)
	if cb.valid && equal(&cb.def, &def) && equal(&cb.nearOut, nearOut) {
		return cb
	}
	// Only the entries below n are read: the arrays are not cleared.
	cb.def, cb.nearOut, cb.valid = def, *nearOut, true
	cb.tooMany, cb.n, cb.hubs = false, 0, board.Region{}
	for left := g.crucial; !isEmpty(&left); {
		if cb.n == maxCrucialBlocks {
			cb.tooMany = true
			break
		}
		blk, near := &cb.blocks[cb.n], &cb.hubNear[cb.n]
		*blk, *near = board.Region{}, board.Region{}
		b.AddBlockStones(blk, firstOf(&left))
		for i := range left {
			left[i] &^= blk[i]
		}
		if intersects(blk, nearOut) {
			for i := range cb.hubs {
				cb.hubs[i] |= blk[i]
			}
			adjacentTo(near, blk, &g.on)
		}
		cb.n++
	}
	return cb
}

// safeAttackerTo sets out, which must be empty, to the safe attacker
// stones (anchoredBy: the blocks of att holding a seed, a stone next to an
// empty point outside the region or anchored from the start). With a, the
// last move, a stone of att, they are those of att without a (s's ply
// memo, which siblings share) and a's block in att if that holds a seed:
// a itself, or a safe stone next to a.
func (g *game) safeAttackerTo(out *board.Region, s *split, att, nearOut *board.Region) {
	var seeds board.Region
	for i := range seeds {
		seeds[i] = nearOut[i] | g.anchoredOut[i]
	}
	a, _ := g.b.LastMove()
	if a <= 0 || !att.Has(a) {
		anchoredIn(out, att, &seeds)
		return
	}
	m := &s.safe
	before := *att
	before.Remove(a)
	if !m.valid || !equal(&m.att, &before) || !equal(&m.nearOut, nearOut) {
		m.att, m.nearOut, m.valid, m.safe = before, *nearOut, true, board.Region{}
		anchoredIn(&m.safe, &before, &seeds)
	}
	joined := seeds.Has(a)
	for _, q := range a.Neighbours() {
		joined = joined || m.safe.Has(q)
	}
	for i := range out {
		out[i] = m.safe[i]
	}
	if joined {
		g.b.AddBlockStones(out, a) // a's block in att
	}
}

// anchoredIn sets out, which must be empty, to the blocks of att holding
// a point of seeds.
func anchoredIn(out, att, seeds *board.Region) {
	for i := range out {
		out[i] = att[i] & seeds[i]
	}
	growIn(out, att)
}

// nearOutside returns the points next to an empty point outside the
// region (empties is b.Empties()). Those empty points change only when a
// block outside the region is captured, so the answer is kept until they
// change.
func (g *game) nearOutside(empties *board.Region) *board.Region {
	var changed uint64
	for i := range empties {
		changed |= empties[i]&g.outside[i] ^ g.outEmpty[i]
	}
	if changed != 0 || !g.nearOutValid {
		for i := range empties {
			g.outEmpty[i] = empties[i] & g.outside[i]
		}
		g.nearOut, g.nearOutValid = board.Region{}, true
		adjacentTo(&g.nearOut, &g.outEmpty, &g.on)
	}
	return &g.nearOut
}

// maxCrucialBlocks bounds the crucial blocks decompose tracks.
const maxCrucialBlocks = 8

// linked reports whether all elements of s are in one set.
func linked(s unionfind.Sets) bool {
	for i := 1; i < len(s); i++ {
		if s.Find(i) != s.Find(0) {
			return false
		}
	}
	return true
}

// almostSafe returns the stones and connection points of the attacker
// blocks in the region that are not anchored but have two distinct
// liberties, each next to a safe attacker stone (a miai connection, §6): if
// the defender plays one, the attacker connects at the other. conn
// receives the connection points. The whole region is scanned, not only
// the working region, since a block that cut the region at an earlier node
// lies outside the working region it left.
func (g *game) almostSafe(b *board.Board, safeAtt board.Region, conn *board.Region) board.Region {
	empties := b.Empties()
	links := adjacent(safeAtt, empties.Intersect(g.region))
	// The candidates and their connection points; a point that connects
	// two candidates is no miai of either (the defender's move there
	// attacks both connections, and the attacker can answer only one):
	// the miai pairs must be disjoint (§6).
	var blocks, points [maxMiai]board.Region
	n := 0
	var seen, shared board.Region
	for left := b.Stones(g.att).Intersect(g.region).Minus(safeAtt); !left.IsEmpty() && n < maxMiai; {
		blk := b.BlockStones(left.First())
		left = left.Minus(blk)
		pts := adjacent(blk, links)
		if pts.Count() >= 2 {
			blocks[n], points[n] = blk, pts
			n++
			shared = shared.Union(seen.Intersect(pts))
			seen = seen.Union(pts)
		}
	}
	var out board.Region
	for i := range n {
		if !points[i].Intersects(shared) {
			out = out.Union(blocks[i]).Union(points[i])
			*conn = conn.Union(points[i])
		}
	}
	return out
}

// maxMiai bounds the almost safe blocks of one position RDS uses.
const maxMiai = 8

// extendAt is RDS rule 3 (§6): the defender plays the connection point a
// of an almost safe block K in the working region R1; the new working
// region is R1 ∪ R2: R1, K's stones and connection points, and the
// components (cut by the walls of the split) next to any of K's
// connection points, which include R2, the subregion behind the other
// connection point B. Not the whole region (as our rule was before the
// paper's text was at hand): regions beyond other walls stay out.
func (g *game) extendAt(s *split, a board.Point) board.Region {
	b := g.b
	on := b.OnBoard()
	var k board.Region
	for q := range adjacent(board.RegionOf(a), b.Stones(g.att).Minus(g.anchoredBy(b.Stones(g.att), b.Empties().Intersect(g.outside)))).All() {
		k = k.Union(b.BlockStones(q))
	}
	pts := adjacent(k, s.conn)
	open := g.region.Minus(s.walls)
	stones := b.Stones(g.att).Union(b.Stones(g.def))
	ext := grow(open, open.Union(stones.Minus(s.walls)))
	near := grow(adjacent(pts, ext), ext)
	return g.work().Union(k.Intersect(g.region)).Union(pts).Union(near.Intersect(g.region)).Intersect(on)
}

// Decomposition is what DDS or RDS sees at a defender node (rules D1-D3
// of the package documentation).
type Decomposition struct {
	// Parts are the subregions the defender chooses between: several for
	// a split (D1), one when the working region only narrows (D2) or does
	// not change, none when Lost.
	Parts []board.Region
	// Lost is rule D3: no subregion can ever give the defender its eye.
	Lost bool
}

// Decompose returns the decomposition of p's position with the defender
// to move and the whole region as working region, by the rules of method
// m (DDS or RDS).
func Decompose(p *Problem, m Method) (Decomposition, error) {
	if m != DDS && m != RDS {
		return Decomposition{}, fmt.Errorf("oneeye: Decompose needs dds or rds, not %v", m)
	}
	g := newGame(p, p.Defender, m, SharedKnowledge)
	s := g.splitHere()
	return Decomposition{Parts: append([]board.Region(nil), s.parts...), Lost: s.lost}, nil
}
