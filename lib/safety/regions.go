package safety

import "github.com/decomplab/decomplab/lib/board"

// BasicRegion is a maximal connected set of points not occupied by Color:
// empty points and opponent stones. Its boundary blocks are Color's blocks
// adjacent to it. See the package documentation for the terms.
type BasicRegion struct {
	Color    board.Color  // the colour the region belongs to (the defender)
	Points   board.Region // all points: empties and opponent stones
	Empties  board.Region // the empty points
	Interior board.Region // points not adjacent to any boundary block
	// Boundary lists indices into Regions.Blocks of the adjacent blocks.
	Boundary []int
	// BoundaryStones is the union of the boundary blocks' stones.
	BoundaryStones board.Region
	// Edge is the number of points of the region on the edge of the board.
	Edge int
}

// Size returns the number of points of the region.
func (r *BasicRegion) Size() int { return r.Points.Count() }

// Regions is the region structure of one colour on a board: its blocks, its
// basic regions and the incidence between them.
type Regions struct {
	Color   board.Color
	Blocks  []board.Block
	Regions []BasicRegion
	// BlockRegions[i] lists the regions adjacent to block i.
	BlockRegions [][]int
}

// Analyze computes the blocks and basic regions of colour c.
func Analyze(b *board.Board, c board.Color) *Regions {
	rs := &Regions{Color: c, Blocks: b.Blocks(c)}
	on := b.OnBoard()
	edge := edgePoints(b)
	own := b.Stones(c)
	empties := b.Empties()
	rs.BlockRegions = make([][]int, len(rs.Blocks))
	for _, pts := range on.Minus(own).Components() {
		r := BasicRegion{Color: c, Points: pts, Empties: pts.Intersect(empties)}
		adj := pts.Neighbours(on).Intersect(own)
		for i, bl := range rs.Blocks {
			if bl.Stones.Intersects(adj) {
				r.Boundary = append(r.Boundary, i)
				r.BoundaryStones = r.BoundaryStones.Union(bl.Stones)
				rs.BlockRegions[i] = append(rs.BlockRegions[i], len(rs.Regions))
			}
		}
		r.Interior = pts.Minus(r.BoundaryStones.Dilate(on))
		r.Edge = pts.Intersect(edge).Count()
		rs.Regions = append(rs.Regions, r)
	}
	return rs
}

// edgePoints returns the points on the edge of the board.
func edgePoints(b *board.Board) board.Region {
	on := b.OnBoard()
	var inner board.Region
	for p := range on.All() {
		n := 0
		for _, q := range p.Neighbours() {
			if b.Contains(q) {
				n++
			}
		}
		if n == 4 {
			inner.Add(p)
		}
	}
	return on.Minus(inner)
}

// SharedBlocks returns the indices of the boundary blocks regions i and j have in common.
func (rs *Regions) SharedBlocks(i, j int) []int {
	var out []int
	for _, x := range rs.Regions[i].Boundary {
		for _, y := range rs.Regions[j].Boundary {
			if x == y {
				out = append(out, x)
			}
		}
	}
	return out
}

// Relation is how two basic regions of one colour are related through
// their boundary blocks (see the package documentation).
type Relation int

// The relations between two regions.
const (
	Unrelated Relation = iota // no common boundary block
	Weakly                    // exactly one common boundary block
	Strongly                  // two or more common boundary blocks
)

func (r Relation) String() string {
	switch r {
	case Weakly:
		return "weakly related"
	case Strongly:
		return "strongly related"
	}
	return "unrelated"
}

// Related returns the relation between regions i and j (i != j).
func (rs *Regions) Related(i, j int) Relation {
	if i == j {
		return Unrelated
	}
	switch n := len(rs.SharedBlocks(i, j)); {
	case n >= 2:
		return Strongly
	case n == 1:
		return Weakly
	}
	return Unrelated
}
