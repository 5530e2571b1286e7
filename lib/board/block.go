package board

// Block is a maximal connected set of stones of one colour, with its liberties.
type Block struct {
	Color     Color
	Stones    Region
	Liberties Region
}

// Anchor returns the block's lowest point, a stable name for it.
func (bl Block) Anchor() Point { return bl.Stones.First() }

// BlockAt returns the block containing the stone at p. ok is false if p is
// empty or off the board.
func (b *Board) BlockAt(p Point) (bl Block, ok bool) {
	if !b.Contains(p) || b.color[p] == Empty {
		return Block{}, false
	}
	bl.Color = b.color[p]
	h := b.v[p].head
	q := h
	for {
		bl.Stones.Add(q)
		q = b.v[q].next
		if q == h {
			break
		}
	}
	bl.Liberties = bl.Stones.Neighbours(b.onBoard).Intersect(b.Empties())
	return bl, true
}

// BlockStones returns the stones of the block at p (empty if p has no stone).
func (b *Board) BlockStones(p Point) (r Region) {
	b.AddBlockStones(&r, p)
	return r
}

// AddBlockStones adds the stones of the block at p (none if p has no
// stone) to r. It fills r in place, for callers that keep regions behind
// pointers: a Region returned by value and copied right after it was
// written point by point makes the processor wait for the writes.
func (b *Board) AddBlockStones(r *Region, p Point) {
	if !b.Contains(p) || b.color[p] == Empty {
		return
	}
	h := b.v[p].head
	q := h
	for {
		r.Add(q)
		q = b.v[q].next
		if q == h {
			return
		}
	}
}

// SameBlock reports whether p and q hold stones of one block.
func (b *Board) SameBlock(p, q Point) bool {
	return b.Contains(p) && b.Contains(q) && b.color[p] != Empty && b.v[p].head == b.v[q].head
}

// Liberties returns the number of liberties of the block at p (0 if p is empty).
func (b *Board) Liberties(p Point) int {
	if !b.Contains(p) || b.color[p] == Empty {
		return 0
	}
	h := b.v[p].head
	if b.inAtari(h) {
		return 1
	}
	return b.BlockStones(p).Neighbours(b.onBoard).Intersect(b.Empties()).Count()
}

// InAtari reports whether the block at p has exactly one liberty.
func (b *Board) InAtari(p Point) bool {
	return b.Contains(p) && b.color[p] != Empty && b.inAtari(b.v[p].head)
}

// BlockSize returns the number of stones of the block at p.
func (b *Board) BlockSize(p Point) int {
	if !b.Contains(p) || b.color[p] == Empty {
		return 0
	}
	return int(b.v[b.v[p].head].size)
}

// Blocks returns every block of colour c (Black or White), ordered by anchor.
func (b *Board) Blocks(c Color) []Block {
	var bs []Block
	left := b.stones[c-1]
	for !left.IsEmpty() {
		bl, _ := b.BlockAt(left.First())
		bs = append(bs, bl)
		left = left.Minus(bl.Stones)
	}
	return bs
}

// Clone returns an independent copy of the board, history included. Searches
// use Play and Undo instead; Clone is for keeping positions.
func (b *Board) Clone() *Board {
	c := *b
	c.v = append([]vertex(nil), b.v...)
	c.history = append([]undoRecord(nil), b.history...)
	c.trail = append([]Point(nil), b.trail...)
	if b.seen != nil {
		c.seen = make(map[uint64]int, len(b.seen))
		for k, v := range b.seen {
			c.seen[k] = v
		}
	}
	return &c
}

// Equal reports whether two boards have the same size, stones, ko point,
// prisoners and side to move (history is not compared).
func (b *Board) Equal(o *Board) bool {
	return b.width == o.width && b.height == o.height && b.stones == o.stones &&
		b.ko == o.ko && b.prisoners == o.prisoners && b.toMove == o.toMove && b.hash == o.hash
}

// LegalMoves appends the points where c may play (not Pass) to buf.
func (b *Board) LegalMoves(c Color, buf []Point) []Point {
	for p := range b.Empties().All() {
		if b.legalNoSuperko(p, c) == nil {
			buf = append(buf, p)
		}
	}
	return buf
}
