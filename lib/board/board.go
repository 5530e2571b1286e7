package board

import (
	"errors"
	"fmt"
)

// Superko selects the repetition rule on top of simple ko.
type Superko uint8

const (
	// NoSuperko enforces only simple ko.
	NoSuperko Superko = iota
	// PositionalSuperko forbids recreating any earlier board position.
	PositionalSuperko
	// SituationalSuperko forbids recreating an earlier position with the same side to move.
	SituationalSuperko
)

// Rules are the move rules of a board. The zero value is the default:
// suicide forbidden, simple ko only.
type Rules struct {
	Suicide bool    // allow suicide of more than... any own block (the block is removed)
	Superko Superko // repetition rule on top of simple ko
}

// Errors returned by Play for illegal moves.
var (
	ErrOffBoard = errors.New("point is off the board")
	ErrOccupied = errors.New("point is occupied")
	ErrKo       = errors.New("retakes a ko")
	ErrSuicide  = errors.New("suicide")
	ErrSuperko  = errors.New("repeats an earlier position (superko)")
	ErrColor    = errors.New("colour must be black or white")
	ErrNoUndo   = errors.New("no move to undo")
)

// chain holds the counters of a block, stored at its head point.
// Pseudo-liberties count (stone, empty neighbour) incidences; the block has
// no liberty iff libs == 0 and exactly one iff all incidences are one point,
// i.e. libs*libSumSq == libSum*libSum.
type chain struct {
	size     int16
	libs     int16
	libSum   int32
	libSumSq int32
}

// merge records that block absorbed was joined to block kept. The counters
// add up, so the kept block's old counters are its new ones minus absorbedOld.
type merge struct {
	kept, absorbed Point
	absorbedOld    chain
}

// undoRecord is what Undo needs to take back one move.
type undoRecord struct {
	p        Point // the move, or Pass
	c        Color
	ko       Point  // ko point before the move
	hash     uint64 // hash before the move
	toMove   Color  // side to move before the move
	ncap     uint8
	caps     [4]int16 // sizes of the captured enemy blocks, whose stones are on Board.captured
	nmerge   uint8    // number of merges, whose records are on Board.merges
	suicided int16    // size of the new block if it was removed (Rules.Suicide)
}

// Board is a rectangular Go board from 1x1 to 19x19. Blocks are kept as
// circular lists of stones with counters at a head point (after KataGo's
// board), so Play and Undo touch only the stones involved. Undo restores
// stones, blocks, hash, ko point, prisoners and side to move exactly.
//
// The zero Board is not usable: create boards with New.
type Board struct {
	width, height int
	rules         Rules
	onBoard       Region
	stones        [2]Region // Black's and White's stones
	color         [NumPoints]Color
	head          [NumPoints]Point
	next          [NumPoints]Point
	chains        [NumPoints]chain
	ko            Point
	toMove        Color
	prisoners     [3]int // stones captured by Black and White
	hash          uint64
	history       []undoRecord
	captured      []Point        // stones of captured blocks, in capture order, for Undo
	merges        []merge        // blocks joined by moves, in order, for Undo
	seen          map[uint64]int // hashes of earlier positions, for superko
}

// allOffBoard is the colour array of a board with no points, copied by New.
var allOffBoard = func() (c [NumPoints]Color) {
	for p := range c {
		c[p] = offBoard
	}
	return c
}()

// New returns an empty board of the given size with the default rules; Black moves first.
func New(width, height int) (*Board, error) {
	if width < 1 || height < 1 || width > MaxSize || height > MaxSize {
		return nil, fmt.Errorf("board size %dx%d: sides must be between 1 and %d", width, height, MaxSize)
	}
	b := &Board{width: width, height: height, toMove: Black,
		history: make([]undoRecord, 0, width*height)}
	b.color = allOffBoard
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			p := Pt(x, y)
			b.color[p] = Empty
			b.onBoard.Add(p)
		}
	}
	return b, nil
}

// MustNew is New for sizes known to be valid; it panics on a bad size.
func MustNew(width, height int) *Board {
	b, err := New(width, height)
	if err != nil {
		panic(err)
	}
	return b
}

// Width returns the number of columns.
func (b *Board) Width() int { return b.width }

// Height returns the number of rows.
func (b *Board) Height() int { return b.height }

// Rules returns the board's move rules.
func (b *Board) Rules() Rules { return b.rules }

// SetRules changes the move rules. With a superko rule the positions already
// reached in the move history count as earlier positions.
func (b *Board) SetRules(r Rules) {
	b.rules = r
	b.seen = nil
	if r.Superko != NoSuperko {
		b.seen = make(map[uint64]int)
		b.rebuildSeen()
	}
}

// OnBoard returns the region of all points of the board.
func (b *Board) OnBoard() Region { return b.onBoard }

// Contains reports whether p is a point of the board.
func (b *Board) Contains(p Point) bool { return p > 0 && int(p) < NumPoints && b.onBoard.Has(p) }

// At returns the colour at p (Empty for off-board points too).
func (b *Board) At(p Point) Color {
	if !b.Contains(p) {
		return Empty
	}
	return b.color[p]
}

// Stones returns the region of c's stones (c is Black or White).
func (b *Board) Stones(c Color) Region { return b.stones[c-1] }

// Empties returns the region of empty points.
func (b *Board) Empties() Region { return b.onBoard.Minus(b.stones[0]).Minus(b.stones[1]) }

// ToMove returns the side to move.
func (b *Board) ToMove() Color { return b.toMove }

// SetToMove sets the side to move (e.g. from SGF PL).
func (b *Board) SetToMove(c Color) { b.toMove = c }

// Ko returns the point the side to move may not play because of simple ko, or NoPoint.
func (b *Board) Ko() Point { return b.ko }

// Prisoners returns the number of stones captured by c.
func (b *Board) Prisoners(c Color) int { return b.prisoners[c] }

// Hash returns the Zobrist hash of the stones on the board. Searches add
// their own context (side to move, ko, working region) to it.
func (b *Board) Hash() uint64 { return b.hash }

// MoveNumber returns the number of moves (including passes) played since the
// board was set up.
func (b *Board) MoveNumber() int { return len(b.history) }

// LastMove returns the last move and its colour, or (NoPoint, Empty).
func (b *Board) LastMove() (Point, Color) {
	if len(b.history) == 0 {
		return NoPoint, Empty
	}
	u := &b.history[len(b.history)-1]
	return u.p, u.c
}

// situation is the key used by situational superko.
func (b *Board) situation(toMove Color) uint64 {
	if b.rules.Superko == SituationalSuperko && toMove == Black {
		return b.hash ^ ZobristBlackToMove
	}
	return b.hash
}

func (b *Board) rebuildSeen() {
	// Replay is not needed: the history holds the hash before each move and
	// the side to move then.
	for i := range b.history {
		u := &b.history[i]
		b.seen[b.situationOf(u.hash, u.toMove)]++
	}
}

func (b *Board) situationOf(h uint64, toMove Color) uint64 {
	if b.rules.Superko == SituationalSuperko && toMove == Black {
		return h ^ ZobristBlackToMove
	}
	return h
}

// Setup puts a stone of colour c (or Empty to clear) at p without playing a
// move: no captures, no history. It is for setting up positions (SGF AB/AW/AE,
// diagrams); it clears the move history. It fails on off-board points.
func (b *Board) Setup(p Point, c Color) error {
	if !b.Contains(p) {
		return fmt.Errorf("setup at %d: %w", p, ErrOffBoard)
	}
	if c > White {
		return ErrColor
	}
	if b.color[p] == c {
		return nil
	}
	if b.color[p] != Empty {
		old := b.color[p]
		b.color[p] = Empty
		b.stones[old-1].Remove(p)
		b.hash ^= zobrist[p][old]
	}
	if c != Empty {
		b.color[p] = c
		b.stones[c-1].Add(p)
		b.hash ^= zobrist[p][c]
	}
	b.rebuildChains()
	b.history = b.history[:0]
	b.ko = NoPoint
	if b.seen != nil {
		clear(b.seen)
	}
	return nil
}

// rebuildChains recomputes all block structures from the stones.
func (b *Board) rebuildChains() {
	var done Region
	for c := Black; c <= White; c++ {
		for p := range b.stones[c-1].All() {
			if done.Has(p) {
				continue
			}
			blk := FloodFill(p, b.stones[c-1])
			done = done.Union(blk)
			prev := p
			var ch chain
			for q := range blk.All() {
				b.head[q] = p
				if q != p {
					b.next[prev] = q
					prev = q
				}
				ch.size++
				for _, n := range q.Neighbours() {
					if b.color[n] == Empty {
						ch.libs++
						ch.libSum += int32(n)
						ch.libSumSq += int32(n) * int32(n)
					}
				}
			}
			b.next[prev] = p
			b.chains[p] = ch
		}
	}
}

// inAtari reports whether the block with head h has exactly one liberty.
func (b *Board) inAtari(h Point) bool {
	ch := &b.chains[h]
	return ch.libs > 0 && int64(ch.libs)*int64(ch.libSumSq) == int64(ch.libSum)*int64(ch.libSum)
}

// IsLegal reports whether c may play at p (Pass is always legal). It checks
// occupancy, simple ko and suicide; superko is checked by Play only.
func (b *Board) IsLegal(p Point, c Color) bool {
	if p == Pass {
		return true
	}
	return b.legalNoSuperko(p, c) == nil
}

func (b *Board) legalNoSuperko(p Point, c Color) error {
	if c != Black && c != White {
		return ErrColor
	}
	if p <= 0 || int(p) >= NumPoints || b.color[p] == offBoard {
		return ErrOffBoard
	}
	if b.color[p] != Empty {
		return ErrOccupied
	}
	if p == b.ko && c == b.toMove {
		return ErrKo
	}
	if b.rules.Suicide {
		return nil
	}
	for _, n := range p.Neighbours() {
		switch b.color[n] {
		case Empty:
			return nil
		case c:
			if !b.inAtari(b.head[n]) {
				return nil
			}
		case c.Opponent():
			if b.inAtari(b.head[n]) {
				return nil
			}
		}
	}
	return ErrSuicide
}

// Play plays a stone of colour c at p (or a pass) and makes the opponent the
// side to move. An illegal move returns an error naming the reason and leaves
// the board unchanged.
func (b *Board) Play(p Point, c Color) error {
	if p == Pass {
		if c != Black && c != White {
			return ErrColor
		}
		b.history = append(b.history, undoRecord{p: Pass, c: c, ko: b.ko, hash: b.hash, toMove: b.toMove})
		if b.seen != nil {
			b.seen[b.situationOf(b.hash, b.toMove)]++
		}
		b.ko = NoPoint
		b.toMove = c.Opponent()
		return nil
	}
	if err := b.legalNoSuperko(p, c); err != nil {
		return err
	}
	b.play(p, c)
	if b.seen != nil {
		if b.seen[b.situation(b.toMove)] > 0 {
			b.Undo()
			return ErrSuperko
		}
	}
	return nil
}

// play places the stone of a move already known to be legal (except superko).
func (b *Board) play(p Point, c Color) {
	opp := c.Opponent()
	if b.seen != nil {
		b.seen[b.situationOf(b.hash, b.toMove)]++
	}
	b.history = append(b.history, undoRecord{p: p, c: c, ko: b.ko, hash: b.hash, toMove: b.toMove})
	u := &b.history[len(b.history)-1]

	b.color[p] = c
	b.stones[c-1].Add(p)
	b.hash ^= zobrist[p][c]
	b.head[p] = p
	b.next[p] = p
	ch := chain{size: 1}
	for _, n := range p.Neighbours() {
		switch b.color[n] {
		case Empty:
			ch.libs++
			ch.libSum += int32(n)
			ch.libSumSq += int32(n) * int32(n)
		case Black, White:
			b.removeLib(b.head[n], p)
		}
	}
	b.chains[p] = ch

	captured := 0
	for _, n := range p.Neighbours() {
		if b.color[n] == opp && b.chains[b.head[n]].libs == 0 {
			h := b.head[n]
			captured += int(b.chains[h].size)
			u.caps[u.ncap] = b.chains[h].size
			u.ncap++
			b.removeBlock(h)
		}
	}
	b.prisoners[c] += captured

	for _, n := range p.Neighbours() {
		if b.color[n] == c && b.head[n] != b.head[p] {
			b.join(u, b.head[p], b.head[n])
		}
	}

	h := b.head[p]
	b.ko = NoPoint
	if captured == 1 && b.chains[h].size == 1 && b.chains[h].libs == 1 {
		b.ko = Point(b.chains[h].libSum)
	}
	if b.chains[h].libs == 0 { // suicide, allowed by the rules
		b.prisoners[opp] += int(b.chains[h].size)
		u.suicided = b.chains[h].size
		b.removeBlock(h)
	}
	b.toMove = opp
}

func (b *Board) removeLib(h, p Point) {
	ch := &b.chains[h]
	ch.libs--
	ch.libSum -= int32(p)
	ch.libSumSq -= int32(p) * int32(p)
}

func (b *Board) addLib(h, p Point) {
	ch := &b.chains[h]
	ch.libs++
	ch.libSum += int32(p)
	ch.libSumSq += int32(p) * int32(p)
}

// removeBlock takes the block with head h off the board and pushes its
// stones on b.captured so that restoreBlock can put it back.
func (b *Board) removeBlock(h Point) {
	c := b.color[h]
	q := h
	for {
		b.color[q] = Empty
		b.stones[c-1].Remove(q)
		b.hash ^= zobrist[q][c]
		b.captured = append(b.captured, q)
		q = b.next[q]
		if q == h {
			break
		}
	}
	for {
		for _, n := range q.Neighbours() {
			if col := b.color[n]; col == Black || col == White {
				b.addLib(b.head[n], q)
			}
		}
		q = b.next[q]
		if q == h {
			break
		}
	}
}

// restoreBlock puts back the last block of n stones that removeBlock took
// off the board, in colour c. Its links are rebuilt, since later moves may
// have reused its points; it has no liberty, as when it was removed.
func (b *Board) restoreBlock(n int, c Color) {
	stones := b.captured[len(b.captured)-n:]
	b.captured = b.captured[:len(b.captured)-n]
	h := stones[0]
	for i, q := range stones {
		b.color[q] = c
		b.stones[c-1].Add(q)
		b.hash ^= zobrist[q][c]
		b.head[q] = h
		b.next[q] = stones[(i+1)%n]
	}
	b.chains[h] = chain{size: int16(n)}
	for _, q := range stones {
		for _, nb := range q.Neighbours() {
			if col := b.color[nb]; (col == Black || col == White) && b.head[nb] != h {
				b.removeLib(b.head[nb], q)
			}
		}
	}
}

// join merges blocks with heads a and b2; the larger keeps its head.
func (b *Board) join(u *undoRecord, a, b2 Point) {
	kept, absorbed := a, b2
	if b.chains[absorbed].size > b.chains[kept].size {
		kept, absorbed = absorbed, kept
	}
	b.merges = append(b.merges, merge{kept: kept, absorbed: absorbed, absorbedOld: b.chains[absorbed]})
	u.nmerge++
	q := absorbed
	for {
		b.head[q] = kept
		q = b.next[q]
		if q == absorbed {
			break
		}
	}
	b.next[kept], b.next[absorbed] = b.next[absorbed], b.next[kept]
	k, a2 := &b.chains[kept], &b.chains[absorbed]
	k.size += a2.size
	k.libs += a2.libs
	k.libSum += a2.libSum
	k.libSumSq += a2.libSumSq
}

// Undo takes back the last move (or pass) exactly.
func (b *Board) Undo() error {
	if len(b.history) == 0 {
		return ErrNoUndo
	}
	u := &b.history[len(b.history)-1]
	if u.p != Pass {
		c, opp := u.c, u.c.Opponent()
		if u.suicided > 0 {
			n := int(u.suicided)
			b.prisoners[opp] -= n
			b.restoreBlock(n, c)
		}
		for ; u.nmerge > 0; u.nmerge-- {
			m := &b.merges[len(b.merges)-1]
			b.merges = b.merges[:len(b.merges)-1]
			b.next[m.kept], b.next[m.absorbed] = b.next[m.absorbed], b.next[m.kept]
			q := m.absorbed
			for {
				b.head[q] = m.absorbed
				q = b.next[q]
				if q == m.absorbed {
					break
				}
			}
			k, a := &b.chains[m.kept], m.absorbedOld
			k.size -= a.size
			k.libs -= a.libs
			k.libSum -= a.libSum
			k.libSumSq -= a.libSumSq
			b.chains[m.absorbed] = a
		}
		for i := int(u.ncap) - 1; i >= 0; i-- {
			n := int(u.caps[i])
			b.prisoners[c] -= n
			b.restoreBlock(n, opp)
		}
		p := u.p
		b.color[p] = Empty
		b.stones[c-1].Remove(p)
		for _, n := range p.Neighbours() {
			if col := b.color[n]; col == Black || col == White {
				b.addLib(b.head[n], p)
			}
		}
	}
	b.ko, b.hash, b.toMove = u.ko, u.hash, u.toMove
	b.history = b.history[:len(b.history)-1]
	if b.seen != nil {
		k := b.situationOf(b.hash, b.toMove)
		if b.seen[k]--; b.seen[k] <= 0 {
			delete(b.seen, k)
		}
	}
	return nil
}
