package oneeye

import (
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

// frame is the search context of one ply: the working region and whether
// a relaxed (RDS) split made it.
type frame struct {
	w        board.Region
	empties  board.Region // the board's empty points in this frame's position
	captured bool         // the move into this frame captured stones
	whash    uint64       // mixed hash of w and relaxed
	relaxed  bool
}

func newFrame(w board.Region, relaxed bool) frame {
	h := mix64(w.Hash())
	if relaxed {
		h ^= 0x6a09e667f3bcc909
	}
	return frame{w: w, whash: h, relaxed: relaxed}
}

// split caches the decomposition of one position: the subregions the
// defender may choose between.
type split struct {
	key   uint64
	parts []board.Region
	conn  board.Region // RDS: connection points of almost safe blocks
}

// splitMemo remembers the decomposition of a position (df-pn expands the
// same position many times): up to maxMemoParts subregions.
type splitMemo struct {
	key   uint64
	n     int8
	parts [maxMemoParts]board.Region
	conn  board.Region
}

const (
	maxMemoParts = 4
	memoSize     = 1 << 10
)

// game is the one-eye game as a proof.Problem: the defender is the OR
// player. It mutates one board with Play and Undo.
type game struct {
	rules
	b      *board.Board
	method Method
	frames []frame
	splits []split // by ply
	memo   []splitMemo

	// counters
	expansions     int64 // calls of Moves
	decompositions int64 // expansions at which the working region split
}

func newGame(p *Problem, first board.Color, m Method) *game {
	b := p.Board.Clone()
	b.SetRules(board.Rules{})
	b.SetToMove(first)
	g := &game{rules: newRules(p), b: b, method: m}
	root := newFrame(p.Region, false)
	root.empties = b.Empties()
	g.frames = append(g.frames, root)
	return g
}

func (g *game) ply() int     { return len(g.frames) - 1 }
func (g *game) cur() *frame  { return &g.frames[len(g.frames)-1] }
func (g *game) OrNode() bool { return g.b.ToMove() == g.def }
func (g *game) Evaluate() proof.Outcome {
	f := g.cur()
	switch g.rules.evaluateAfter(g.b, f.w, f.empties, f.captured || len(g.frames) == 1) {
	case DefenderWins:
		return proof.Proven
	case AttackerWins:
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
	f := g.cur()
	h := g.b.Hash() ^ mix64(uint64(g.b.Ko())+0x51)
	if g.OrNode() {
		h ^= 0x2545f4914f6cdd1d
	}
	return h ^ f.whash
}

// InitialNumbers is the heuristic initialisation: the number of empty
// points of the working region measures how many moves the player not to
// move must refute, so the player to move gets 1 and the other player that
// number.
func (g *game) InitialNumbers() (pn, dn uint32) {
	f := g.cur()
	n := uint32(f.empties.Intersect(f.w).Count()) + 1
	if g.OrNode() {
		return 1, n
	}
	return n, 1
}

// Moves appends the legal moves in the working region (the subregions at a
// decomposed defender node) and pass.
func (g *game) Moves(buf []proof.Move) []proof.Move {
	g.expansions++
	c := g.b.ToMove()
	w := g.cur().w
	if c == g.def && g.method != NoDDS {
		if s := g.splitHere(); len(s.parts) > 1 {
			g.decompositions++
		}
	}
	for p := range g.cur().empties.Intersect(w).All() {
		if g.b.IsLegal(p, c) {
			buf = append(buf, proof.Move(p))
		}
	}
	return append(buf, passMove)
}

func (g *game) Play(m proof.Move) {
	c := g.b.ToMove()
	next := *g.cur()
	p := toPoint(m)
	if p != board.Pass && c == g.def && g.method != NoDDS {
		s := g.splitHere()
		switch {
		case s.conn.Has(p):
			// RDS rule 3: the defender plays a connection point of an
			// almost safe block (whether or not that block cuts the
			// region now: it may have cut it at an earlier node); the
			// working region is extended to the whole region.
			next = newFrame(g.region, false)
		case len(s.parts) > 1 || (len(s.parts) == 1 && s.parts[0] != next.w):
			for _, part := range s.parts {
				if part.Has(p) {
					next = newFrame(part, g.method == RDS)
					break
				}
			}
		}
	}
	before := g.b.Prisoners(c)
	if err := g.b.Play(p, c); err != nil {
		panic("oneeye: Moves returned an illegal move: " + err.Error())
	}
	next.captured = g.b.Prisoners(c) != before
	next.empties = g.b.Empties()
	g.frames = append(g.frames, next)
}

func (g *game) Undo() {
	g.b.Undo()
	g.frames = g.frames[:len(g.frames)-1]
}

// splitHere returns the (cached) decomposition of the current position.
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
	s.conn = board.Region{}
	if g.memo == nil {
		g.memo = make([]splitMemo, memoSize)
	}
	m := &g.memo[key%memoSize]
	if m.key == key {
		s.parts = append(s.parts, m.parts[:m.n]...)
		s.conn = m.conn
		return s
	}
	g.decompose(s)
	if len(s.parts) <= maxMemoParts {
		m.key, m.n, m.conn = key, int8(len(s.parts)), s.conn
		copy(m.parts[:], s.parts)
	}
	return s
}

// decompose splits the working region of the current position (DDS, §4):
// the walls are the safe (anchored) attacker blocks and the block of the
// crucial stones, provided it holds every crucial stone and is anchored.
// With RDS the almost safe attacker blocks and their connection points are
// walls too (§6). The open rest is extended by whole blocks (so that a
// block never joins two parts) and cut into connected parts; each part
// with an empty point is a subregion.
func (g *game) decompose(s *split) {
	b := g.b
	w := g.cur().w
	first := g.crucial.First()
	crucialBlock := b.BlockStones(first)
	if !g.crucial.SubsetOf(crucialBlock) {
		return
	}
	empties := b.Empties()
	outEmpty := empties.Intersect(g.outside)
	if adjacent(crucialBlock, outEmpty).IsEmpty() {
		return // the crucial block is not anchored: no split
	}
	att := b.Stones(g.att)
	safeAtt := g.anchored(b, att)
	walls := safeAtt.Union(crucialBlock)
	if g.method == RDS {
		walls = walls.Union(g.almostSafe(b, safeAtt, &s.conn))
	}
	stones := att.Union(b.Stones(g.def))
	open := w.Minus(walls)
	ext := grow(open, open.Union(stones.Minus(walls)))
	for left := ext; !left.IsEmpty(); {
		comp := grow(board.RegionOf(left.First()), left)
		left = left.Minus(comp)
		part := comp.Intersect(w)
		if part.Intersects(empties) {
			if g.method == RDS {
				part = part.Union(adjacent(part, s.conn))
			}
			s.parts = append(s.parts, part)
		}
	}
}

// almostSafe returns the stones and connection points of the attacker
// blocks in the region that are not anchored but have two distinct
// liberties, each next to a safe attacker stone (a miai connection, §6): if
// the defender plays one, the attacker connects at the other. conn
// receives the connection points. The whole region is scanned, not only
// the working region, since a block that cut the region at an earlier node
// lies outside the working region it left.
func (g *game) almostSafe(b *board.Board, safeAtt board.Region, conn *board.Region) board.Region {
	var out board.Region
	empties := b.Empties()
	links := adjacent(safeAtt, empties.Intersect(g.region))
	for left := b.Stones(g.att).Intersect(g.region).Minus(safeAtt); !left.IsEmpty(); {
		blk := b.BlockStones(left.First())
		left = left.Minus(blk)
		points := adjacent(blk, links)
		if points.Count() >= 2 {
			out = out.Union(blk).Union(points)
			*conn = conn.Union(points)
		}
	}
	return out
}
