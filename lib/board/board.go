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

// vertex is the block structure at a stone: the head of its block, the next
// stone of the block's circular list, and the block's counters where the
// stone is the head (16 bytes).
type vertex struct {
	chain
	head, next Point
}

// undoRecord is what Undo needs to take back one move (8 bytes). The
// blocks the move captured and joined are on Board.trail; the hash is
// restored by taking the stones back.
type undoRecord struct {
	p      Point // the move, or Pass
	ko     Point // ko point before the move
	c      Color
	toMove Color // side to move before the move
	ncap   uint8 // number of captured enemy blocks, or'ed with suicided
	nmerge uint8 // number of blocks joined to the new stone's block
}

// suicided marks in undoRecord.ncap a move whose own block was removed
// (Rules.Suicide); that block is the last one on Board.trail.
const suicided = 0x80

// Board is a rectangular Go board from 1x1 to 19x19. Blocks are kept as
// circular lists of stones with counters at a head point (after KataGo's
// board), so Play and Undo touch only the stones involved. Undo restores
// stones, blocks, hash, ko point, prisoners and side to move exactly.
//
// Memory is sized to the board: the colours are one fixed array, the block
// structure a slice up to the board's last point, and the undo stacks are
// allocated at the first move. A new 9x9 board takes 3.8 KB, 7.5 KB with
// its stacks (room for 162 moves).
//
// The zero Board is not usable: create boards with New.
type Board struct {
	width, height int
	rules         Rules
	onBoard       Region
	stones        [2]Region // Black's and White's stones
	color         [NumPoints]Color
	v             []vertex // block structure, indexed by Point up to the board's last point
	ko            Point
	toMove        Color
	prisoners     [3]int // stones captured by Black and White
	hash          uint64
	history       []undoRecord
	trail         []Point        // for Undo: the moves' captured blocks and joins, see removeBlock and join
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
		v: make([]vertex, Pt(width-1, height-1)+1)}
	b.color = allOffBoard
	for y := range height {
		for x := range width {
			p := Pt(x, y)
			b.color[p] = Empty
			b.onBoard.Add(p)
		}
	}
	return b, nil
}

// Reset empties the board and its move history, keeping its size, rules
// and memory: replaying many games on one board this way allocates nothing.
func (b *Board) Reset() {
	for p := range b.onBoard.All() {
		b.color[p] = Empty
	}
	b.stones = [2]Region{}
	b.ko, b.toMove, b.prisoners, b.hash = NoPoint, Black, [3]int{}, 0
	b.history, b.trail = b.history[:0], b.trail[:0]
	if b.seen != nil {
		clear(b.seen)
	}
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

// rebuildSeen counts the positions before each move of the history in
// b.seen: it takes the moves back and plays them again (without the
// legality checks: they were legal when played).
func (b *Board) rebuildSeen() {
	moves := append([]undoRecord(nil), b.history...)
	seen := b.seen
	b.seen = nil
	for b.Undo() == nil {
	}
	b.seen = seen
	for _, u := range moves {
		b.toMove = u.toMove
		if u.p == Pass {
			b.Play(Pass, u.c)
		} else {
			b.play(u.p, u.c)
		}
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
	b.history, b.trail = b.history[:0], b.trail[:0]
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
				b.v[q].head = p
				if q != p {
					b.v[prev].next = q
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
			b.v[prev].next = p
			b.v[p].chain = ch
		}
	}
}

// inAtari reports whether the block with head h has exactly one liberty.
func (b *Board) inAtari(h Point) bool { return b.v[h].inAtari() }

// inAtari reports whether the block with these counters has exactly one liberty.
func (ch *chain) inAtari() bool {
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
	if p <= 0 || int(p) >= len(b.v) || b.color[p] == offBoard {
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
	v, opp := b.v, Black+White-c
	for _, n := range p.Neighbours() {
		switch b.color[n] {
		case Empty:
			return nil
		case c:
			if !v[v[n].head].inAtari() {
				return nil
			}
		case opp:
			if v[v[n].head].inAtari() {
				return nil
			}
		}
	}
	return ErrSuicide
}

// QuietHash returns the hash the board would have after c plays at p,
// when that move is legal (superko aside) and removes no stone: it
// captures nothing and, with suicide allowed, is no suicide. ok is false
// otherwise (an illegal move, a capture or a suicide), and then only
// playing the move tells. It does not change the board: a search can
// look a quiet move's position up without playing it.
func (b *Board) QuietHash(p Point, c Color) (hash uint64, ok bool) {
	if c != Black && c != White || p <= 0 || int(p) >= len(b.v) || b.color[p] != Empty || p == b.ko && c == b.toMove {
		return 0, false
	}
	v, opp := b.v, Black+White-c
	lives := false
	for _, n := range p.Neighbours() {
		switch b.color[n] {
		case Empty:
			lives = true
		case c:
			lives = lives || !v[v[n].head].inAtari()
		case opp:
			if v[v[n].head].inAtari() {
				return 0, false // a capture
			}
		}
	}
	if !lives {
		return 0, false
	}
	return b.hash ^ zobrist[p][c], true
}

// Play plays a stone of colour c at p (or a pass) and makes the opponent the
// side to move. An illegal move returns an error naming the reason and leaves
// the board unchanged.
func (b *Board) Play(p Point, c Color) error {
	if p == Pass {
		if c != Black && c != White {
			return ErrColor
		}
		b.record(Pass, c)
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

// record pushes the undo record of move p by c, before the move, and returns it.
// The fields are stored one by one: a record built on the stack and copied
// whole stalls the copy on the stores that built it.
func (b *Board) record(p Point, c Color) *undoRecord {
	n := len(b.history)
	if n == cap(b.history) {
		b.grow()
	}
	b.history = b.history[:n+1]
	u := &b.history[n]
	u.p, u.ko, u.c, u.toMove, u.ncap, u.nmerge = p, b.ko, c, b.toMove, 0, 0
	return u
}

// grow makes room on the undo stacks. The first move allocates them for a
// game of twice as many moves as the board has points, with a join per move
// (joinRecord trail entries, more than a captured stone's one); later they
// grow as append does.
func (b *Board) grow() {
	if cap(b.history) == 0 {
		n := max(2*b.width*b.height, 8) // 8: the zero Board (not usable, but no panic)
		b.history = make([]undoRecord, 0, n)
		if cap(b.trail) == 0 {
			b.trail = make([]Point, 0, joinRecord*n)
		}
		return
	}
	b.history = append(b.history, undoRecord{})[:len(b.history)]
}

// play places the stone of a move already known to be legal (except superko).
func (b *Board) play(p Point, c Color) {
	opp := Black + White - c
	if b.seen != nil {
		b.seen[b.situationOf(b.hash, b.toMove)]++
	}
	u := b.record(p, c)

	v := b.v
	b.stones[c-1].Add(p)
	b.hash ^= zobrist[p][c]
	var libs int16
	var sum, sq int32
	for _, n := range p.Neighbours() {
		switch b.color[n] {
		case Empty:
			libs++
			sum += int32(n)
			sq += int32(n) * int32(n)
		case Black, White:
			v[v[n].head].removeLib(p)
		}
	}
	b.color[p] = c
	vp := &v[p]
	vp.size, vp.libs, vp.libSum, vp.libSumSq, vp.head, vp.next = 1, libs, sum, sq, p, p

	captured := 0
	for _, n := range p.Neighbours() {
		if b.color[n] == opp && v[v[n].head].libs == 0 {
			h := v[n].head
			captured += int(v[h].size)
			u.ncap++
			b.removeBlock(h)
		}
	}
	b.prisoners[c] += captured

	h := p
	for _, n := range p.Neighbours() {
		if b.color[n] == c && v[n].head != h {
			h = b.join(u, h, v[n].head)
		}
	}

	b.ko = NoPoint
	if vh := &v[h]; vh.libs <= 1 {
		if captured == 1 && vh.size == 1 && vh.libs == 1 {
			b.ko = Point(vh.libSum)
		}
		if vh.libs == 0 { // suicide, allowed by the rules
			b.prisoners[opp] += int(vh.size)
			u.ncap |= suicided
			b.removeBlock(h)
		}
	}
	b.toMove = opp
}

func (ch *chain) removeLib(p Point) {
	ch.libs--
	ch.libSum -= int32(p)
	ch.libSumSq -= int32(p) * int32(p)
}

func (ch *chain) addLib(p Point) {
	ch.libs++
	ch.libSum += int32(p)
	ch.libSumSq += int32(p) * int32(p)
}

// removeBlock takes the block with head h off the board and pushes its
// stones, then its size, on b.trail so that restoreBlock can put it back.
func (b *Board) removeBlock(h Point) {
	v := b.v
	c := b.color[h]
	stones := &b.stones[c-1]
	q := h
	for {
		b.color[q] = Empty
		stones.Remove(q)
		b.hash ^= zobrist[q][c]
		b.trail = append(b.trail, q)
		q = v[q].next
		if q == h {
			break
		}
	}
	b.trail = append(b.trail, Point(v[h].size))
	for {
		for _, n := range q.Neighbours() {
			if col := b.color[n]; col == Black || col == White {
				v[v[n].head].addLib(q)
			}
		}
		q = v[q].next
		if q == h {
			break
		}
	}
}

// restoreBlock puts back the last block that removeBlock took off the
// board, in colour c, and returns its size. Its links are rebuilt, since
// later moves may have reused its points; it has no liberty, as when it was
// removed.
func (b *Board) restoreBlock(c Color) int {
	v := b.v
	top := len(b.trail) - 1
	n := int(b.trail[top])
	stones := b.trail[top-n : top]
	b.trail = b.trail[:top-n]
	h := stones[0]
	for i, q := range stones {
		next := h
		if i+1 < n {
			next = stones[i+1]
		}
		b.color[q] = c
		v[q].head, v[q].next = h, next
		b.stones[c-1].Add(q)
		b.hash ^= zobrist[q][c]
	}
	v[h].chain = chain{size: int16(n)}
	for _, q := range stones {
		for _, nb := range q.Neighbours() {
			if col := b.color[nb]; (col == Black || col == White) && v[nb].head != h {
				v[v[nb].head].removeLib(q)
			}
		}
	}
	return n
}

// joinRecord is the number of trail entries of a join: the absorbed block's
// liberty counters (libs, then libSum and libSumSq in two halves each), the
// kept head and the absorbed head. Its size is counted again by Undo.
const joinRecord = 7

// join merges blocks with heads a and b2 and returns the head of the
// union: the larger block keeps its head. The join goes on b.trail
// (joinRecord) for Undo.
func (b *Board) join(u *undoRecord, a, b2 Point) Point {
	v := b.v
	kept, absorbed := a, b2
	if v[absorbed].size > v[kept].size {
		kept, absorbed = absorbed, kept
	}
	vk, va := &v[kept], &v[absorbed]
	b.trail = append(b.trail, Point(va.libs), Point(va.libSum), Point(va.libSum>>16),
		Point(va.libSumSq), Point(va.libSumSq>>16), kept, absorbed)
	u.nmerge++
	q := absorbed
	for {
		v[q].head = kept
		q = v[q].next
		if q == absorbed {
			break
		}
	}
	vk.next, va.next = va.next, vk.next
	vk.size += va.size
	vk.libs += va.libs
	vk.libSum += va.libSum
	vk.libSumSq += va.libSumSq
	return kept
}

// Undo takes back the last move (or pass) exactly.
func (b *Board) Undo() error {
	if len(b.history) == 0 {
		return ErrNoUndo
	}
	u := &b.history[len(b.history)-1]
	if u.p != Pass {
		v := b.v
		c, opp := u.c, Black+White-u.c
		if u.ncap&suicided != 0 {
			b.prisoners[opp] -= b.restoreBlock(c)
		}
		// Take back the joins, last first (see join). The counters are
		// locals, not a chain, so that they stay in registers.
		for range u.nmerge {
			t := b.trail[len(b.trail)-joinRecord:]
			b.trail = b.trail[:len(b.trail)-joinRecord]
			kept, absorbed := t[5], t[6]
			libs := int16(t[0])
			sum := int32(uint16(t[1])) | int32(t[2])<<16
			sq := int32(uint16(t[3])) | int32(t[4])<<16
			vk, va := &v[kept], &v[absorbed]
			vk.next, va.next = va.next, vk.next
			var size int16
			q := absorbed
			for {
				v[q].head = absorbed
				size++
				q = v[q].next
				if q == absorbed {
					break
				}
			}
			va.size, va.libs, va.libSum, va.libSumSq = size, libs, sum, sq
			vk.size -= size
			vk.libs -= libs
			vk.libSum -= sum
			vk.libSumSq -= sq
		}
		for i := u.ncap &^ suicided; i > 0; i-- {
			b.prisoners[c] -= b.restoreBlock(opp)
		}
		p := u.p
		b.color[p] = Empty
		b.stones[c-1].Remove(p)
		b.hash ^= zobrist[p][c]
		for _, n := range p.Neighbours() {
			if col := b.color[n]; col == Black || col == White {
				v[v[n].head].addLib(p)
			}
		}
	}
	b.ko, b.toMove = u.ko, u.toMove
	b.history = b.history[:len(b.history)-1]
	if b.seen != nil {
		k := b.situationOf(b.hash, b.toMove)
		if b.seen[k]--; b.seen[k] <= 0 {
			delete(b.seen, k)
		}
	}
	return nil
}
