package safety

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// RandomPosition plays random legal moves on an empty width x height board,
// never filling a point whose neighbours are all the mover's own stones
// (a simple eye), until at most maxEmpty points are empty or no move is
// left. The sequence is determined by seed.
func RandomPosition(width, height, maxEmpty int, seed uint64) (*board.Board, error) {
	return randomPosition(width, height, maxEmpty, seed, false)
}

// randomPosition is RandomPosition; with noSelfAtari a move that leaves
// the mover's block in atari is never played unless it captures, so the
// shared liberties of groups that cannot approach each other stay empty
// and the game ends in seki more often.
func randomPosition(width, height, maxEmpty int, seed uint64, noSelfAtari bool) (*board.Board, error) {
	b, err := board.New(width, height)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x5afe))
	var moves []board.Point
	passes := 0
	for b.Empties().Count() > maxEmpty && passes < 2 && b.MoveNumber() < 20*width*height {
		c := b.ToMove()
		moves = moves[:0]
		own := b.Stones(c)
		for _, p := range b.LegalMoves(c, nil) {
			eye := true
			for _, q := range p.Neighbours() {
				if b.Contains(q) && !own.Has(q) {
					eye = false
				}
			}
			if !eye && (!noSelfAtari || !selfAtari(b, p, c)) {
				moves = append(moves, p)
			}
		}
		if len(moves) == 0 {
			b.Play(board.Pass, c)
			passes++
			continue
		}
		passes = 0
		b.Play(moves[rng.IntN(len(moves))], c)
	}
	return b, nil
}

// selfAtari reports whether c's move at p leaves its block in atari
// without capturing anything.
func selfAtari(b *board.Board, p board.Point, c board.Color) bool {
	if capturesAt(b, p, c.Opponent()) {
		return false
	}
	b.Play(p, c)
	atari := b.InAtari(p)
	b.Undo()
	return atari
}

// RoomsFile is one position of data/safety: RoomsPosition(Bands, Rooms,
// Seed) stored as Name.
type RoomsFile struct {
	Name         string
	Bands, Rooms int
	Seed         uint64
}

// RoomsData lists the positions of data/safety: growing regions of rooms,
// three seeds each (0, 1 or 2 white stones per room).
func RoomsData() []RoomsFile {
	var out []RoomsFile
	for _, d := range [][2]int{{1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}, {4, 3}, {4, 4}} {
		for seed := uint64(0); seed < 3; seed++ {
			out = append(out, RoomsFile{Name: fmt.Sprintf("rooms-%dx%d-s%d.sgf", d[0], d[1], seed), Bands: d[0], Rooms: d[1], Seed: seed})
		}
	}
	return out
}

// RoomsPosition builds a 19x19 position with one large black region made
// of rooms of 3x3 points joined by corridors of two points, each corridor
// a miaipair: rooms side by side in bands, bands joined at their left
// room. Everything else is one black wall, alive by two one-point eyes on
// the left edge. bands (1 to 4) rows of rooms (1 to 4) rooms each give
// 1*1 (a 9-point region) up to 4*4 (174 points, 15 miaipairs). seed places
// up to seed%3 white stones in each room (a fixed pseudo-random choice),
// so positions with the same shape differ.
func RoomsPosition(bands, rooms int, seed uint64) (*board.Board, error) {
	if bands < 1 || bands > 4 || rooms < 1 || rooms > 4 {
		return nil, fmt.Errorf("rooms position: want 1-4 bands and 1-4 rooms, got %d and %d", bands, rooms)
	}
	const n = 19
	var grid [n][n]byte
	for y := range grid {
		for x := range grid[y] {
			grid[y][x] = 'X'
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x700d))
	for k := 0; k < bands; k++ {
		r0 := 1 + 5*k
		for j := 0; j < rooms; j++ {
			x0 := 1 + 5*j
			for y := r0; y < r0+3; y++ {
				for x := x0; x < x0+3; x++ {
					grid[y][x] = '.'
				}
			}
			if j+1 < rooms { // corridor to the next room
				grid[r0+1][x0+3] = '.'
				grid[r0+1][x0+4] = '.'
			}
			for w := uint64(0); w < seed%3; w++ {
				grid[r0+rng.IntN(3)][x0+rng.IntN(3)] = 'O'
			}
		}
		if k+1 < bands { // corridor to the next band
			grid[r0+3][2] = '.'
			grid[r0+4][2] = '.'
		}
	}
	grid[4][0], grid[9][0] = '.', '.' // the wall's two eyes
	var sb strings.Builder
	for y := range grid {
		sb.Write(grid[y][:])
		sb.WriteByte('\n')
	}
	return board.Parse(sb.String())
}

// EyelessRoomsPosition is RoomsPosition without the wall's two eyes: the
// wall lives only by what the region gives it, so proving the region
// means proving its boundary blocks too (the built positions of the
// Table 1 set, which stress many miaipairs as the paper's Fig. 5 does).
func EyelessRoomsPosition(bands, rooms int, seed uint64) (*board.Board, error) {
	b, err := RoomsPosition(bands, rooms, seed)
	if err != nil {
		return nil, err
	}
	for _, p := range []board.Point{board.Pt(0, 4), board.Pt(0, 9)} {
		if err := b.Setup(p, board.Black); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// BuiltPosition is one built position of the Table 1 set
// (data/safety/built-*.sgf, written by internal/gendata; the others come
// from the strong games).
type BuiltPosition struct {
	Name  string // the file's name
	Board *board.Board
	// Region is the Table 1 region, marked in the file; empty for the
	// rooms, whose Table 1 region is TableRegion's (the largest).
	Region board.Region
}

// Table1Built builds the built positions of the Table 1 set, Black
// defending but in the Fig. 7 case:
//   - EyelessRoomsPosition with 2 to 15 miaipairs (the paper's positions
//     built "to test extreme cases with many miaipairs", as its Fig. 5);
//   - EyelessMiaiRegionPosition, one region of 15 to 18 points with 3 to
//     9 miaipairs (the paper's Group 1 sizes) that SOLVER 1.0 proves
//     within Table1Budget(true), as SOLVER 1.0 + P does (TestTable1Data
//     checks both). The seeds were picked from a scan of the first 600
//     (even seeds, 2 to 4 rooms of 15 to 18 points): among the regions
//     STATIC does not prove, SOLVER 1.0 + P needing at most a third of
//     SOLVER 1.0's nodes on the region, one of each of the paper's sizes
//     with SOLVER 1.0 well inside the budget (at most 16,000 of the 50,000
//     nodes per search);
//   - Fig7Position.
func Table1Built() ([]BuiltPosition, error) {
	var out []BuiltPosition
	for _, d := range [][3]int{{1, 3, 1}, {2, 4, 0}, {3, 4, 1}, {4, 4, 2}} {
		b, err := EyelessRoomsPosition(d[0], d[1], uint64(d[2]))
		if err != nil {
			return nil, err
		}
		out = append(out, BuiltPosition{Name: fmt.Sprintf("built-rooms-eyeless-%dx%d-s%d.sgf", d[0], d[1], d[2]), Board: b})
	}
	for _, d := range table1MiaiRegions {
		b, region, err := EyelessMiaiRegionPosition(d.pairs, d.size, d.seed)
		if err != nil {
			return nil, err
		}
		out = append(out, BuiltPosition{Name: fmt.Sprintf("built-miai-region-%d-s%d.sgf", region.Count(), d.seed), Board: b, Region: region})
	}
	b, region, err := Fig7Position()
	if err != nil {
		return nil, err
	}
	return append(out, BuiltPosition{Name: Fig7File, Board: b, Region: region}), nil
}

// table1MiaiRegions are the EyelessMiaiRegionPosition arguments of the
// Table 1 set: regions of 15, 16, 18 and 18 points, as the paper's Group 1
// (No.2, No.8, No.11, No.21).
var table1MiaiRegions = []struct {
	pairs, size int
	seed        uint64
}{{2, 15, 456}, {3, 16, 56}, {2, 18, 66}, {4, 18, 214}}

// EyelessMiaiRegionPosition builds a 19x19 position with one black region
// (returned) of rooms joined by corridors of two points, each a miaipair
// (pairs+1 rooms, about size points, up to three white stones inside; the
// shapes of MiaiRegionPosition), and a black wall everywhere else with no
// eye of its own: the region must give the wall both eyes, so proving it
// proves the wall. The choices are determined by seed, which must be even
// (an odd seed would make White the defender).
func EyelessMiaiRegionPosition(pairs, size int, seed uint64) (*board.Board, board.Region, error) {
	switch {
	case seed%2 == 1:
		return nil, board.Region{}, fmt.Errorf("eyeless miai region position: odd seed %d (White would defend)", seed)
	case pairs < 1 || pairs > 4 || size < 3*pairs+1 || size > 30:
		return nil, board.Region{}, fmt.Errorf("eyeless miai region position: %d miaipairs and %d points, want 1 to 4 and %d to 30", pairs, size, 3*pairs+1)
	}
	b, err := miaiRegionPosition(19, 19, pairs, size, seed, true)
	if err != nil {
		return nil, board.Region{}, err
	}
	var region board.Region
	for _, r := range Analyze(b, board.Black).Regions {
		if len(MiaiPairs(b, board.Black, r.Points)) > 0 && r.Size() > region.Count() {
			region = r.Points
		}
	}
	return b, region, nil
}

// MiaiRegionPosition builds a small test position around one region of
// the defender (Black for an even seed, White for an odd one) with pairs
// miaipairs (1 or 2; Niu & Müller §4): pairs+1 rooms of random shape
// joined by corridors of two points, size points in all (3*pairs+1 to
// 10), at a random spot of a width x height board (4 to 7 on a side).
// The points next to the region are the defender's wall; the rest of the
// board is the defender's too, except up to two one-point eyes away from
// the region and sometimes up to two attacker stones next to an eye,
// which cut the wall into blocks (three times in four the wall is one
// block). With two eyes the wall is alive and the region is territory
// the solvers must prove; with one the region must give the second eye.
// Inside the region stand up to three attacker stones and sometimes a
// defender stone. Every block has a liberty and some region of the
// defender has a miaipair. The choices are determined by seed; a layout
// that does not fit is drawn again, and an error says when none fits.
func MiaiRegionPosition(width, height, pairs, size int, seed uint64) (*board.Board, error) {
	switch {
	case width < 4 || width > 7 || height < 4 || height > 7:
		return nil, fmt.Errorf("miai region position: board %dx%d, want sides from 4 to 7", width, height)
	case pairs < 1 || pairs > 2:
		return nil, fmt.Errorf("miai region position: %d miaipairs, want 1 or 2", pairs)
	case size < 3*pairs+1 || size > 10:
		return nil, fmt.Errorf("miai region position: region of %d points, want %d to 10 for %d miaipairs", size, 3*pairs+1, pairs)
	}
	return miaiRegionPosition(width, height, pairs, size, seed, false)
}

// miaiRegionPosition is MiaiRegionPosition without its limits (the
// referee tests draw regions of 15 to 25 points on larger boards); eyeless
// leaves the wall one block without an eye of its own, so the region must
// give it both eyes (the positions where search rule 3 matters most).
func miaiRegionPosition(width, height, pairs, size int, seed uint64, eyeless bool) (*board.Board, error) {
	rng := rand.New(rand.NewPCG(seed, 0x3a1a))
	def, att := byte('X'), byte('O')
	if seed%2 == 1 {
		def, att = att, def
	}
	for try := 0; try < 1000; try++ {
		grid, ok := layoutRegion(rng, width, height, pairs, size)
		if !ok {
			continue
		}
		whole := rng.IntN(4) != 0 || eyeless // one wall block, no cutting stones
		eyes := [...]int{0, 1, 1, 2, 2, 2}[rng.IntN(6)]
		if eyeless {
			eyes = 0
		}
		wall := fillOutside(rng, grid, def, att, whole, eyes)
		b, err := board.Parse(gridString(grid))
		if err != nil {
			return nil, err
		}
		if whole {
			wall = wall.Intersect(b.Stones(colorOf(def)))
			if wall.IsEmpty() || !wall.SubsetOf(b.BlockStones(wall.First())) {
				continue
			}
		}
		if validSetup(b) && hasMiaiPair(b, colorOf(def)) {
			return b, nil
		}
	}
	return nil, fmt.Errorf("miai region position: no layout for a %dx%d board, %d miaipairs, %d points (seed %d)", width, height, pairs, size, seed)
}

// layoutRegion draws the rooms and corridors of a region on an empty grid
// ('.' region points, '?' the rest) and puts up to three attacker
// stones ('a') and sometimes a defender stone ('d') inside it.
func layoutRegion(rng *rand.Rand, width, height, pairs, size int) ([][]byte, bool) {
	grid := make([][]byte, height)
	for y := range grid {
		grid[y] = []byte(strings.Repeat("?", width))
	}
	in := func(x, y int) bool { return x >= 0 && y >= 0 && x < width && y < height }
	dirs := [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	// touches reports whether (x, y) is next to a region point other than
	// (ox, oy).
	touches := func(x, y, ox, oy int) bool {
		for _, d := range dirs {
			nx, ny := x+d[0], y+d[1]
			if in(nx, ny) && grid[ny][nx] != '?' && (nx != ox || ny != oy) {
				return true
			}
		}
		return false
	}
	// Room sizes: size - 2*pairs points over pairs+1 rooms, each at least 1.
	rooms := make([]int, pairs+1)
	for i := range rooms {
		rooms[i] = 1
	}
	for left := size - 2*pairs - len(rooms); left > 0; left-- {
		rooms[rng.IntN(len(rooms))]++
	}
	var cells [][2]int // all region points, room by room
	grow := func(x, y, n, cx, cy int) bool {
		room := [][2]int{{x, y}}
		grid[y][x] = 'r'
		for len(room) < n {
			var cand [][2]int
			for _, c := range room {
				for _, d := range dirs {
					nx, ny := c[0]+d[0], c[1]+d[1]
					if in(nx, ny) && grid[ny][nx] == '?' && !touchesOld(grid, nx, ny, width, height, cx, cy) {
						cand = append(cand, [2]int{nx, ny})
					}
				}
			}
			if len(cand) == 0 {
				return false
			}
			c := cand[rng.IntN(len(cand))]
			grid[c[1]][c[0]] = 'r'
			room = append(room, c)
		}
		for _, c := range room {
			grid[c[1]][c[0]] = '.'
		}
		cells = append(cells, room...)
		return true
	}
	if !grow(rng.IntN(width), rng.IntN(height), rooms[0], -1, -1) {
		return nil, false
	}
	for k := 1; k < len(rooms); k++ {
		// A corridor c1, c2 from a point r of the region, then the room.
		r := cells[rng.IntN(len(cells))]
		d := dirs[rng.IntN(4)]
		c1 := [2]int{r[0] + d[0], r[1] + d[1]}
		c2 := [2]int{r[0] + 2*d[0], r[1] + 2*d[1]}
		s := [2]int{r[0] + 3*d[0], r[1] + 3*d[1]}
		if !in(s[0], s[1]) || grid[c1[1]][c1[0]] != '?' || grid[c2[1]][c2[0]] != '?' || grid[s[1]][s[0]] != '?' ||
			touches(c1[0], c1[1], r[0], r[1]) || touches(c2[0], c2[1], -1, -1) || touches(s[0], s[1], -1, -1) {
			return nil, false
		}
		grid[c1[1]][c1[0]] = '.'
		grid[c2[1]][c2[0]] = 'c' // the new room may touch c2 only
		if !grow(s[0], s[1], rooms[k], c2[0], c2[1]) {
			return nil, false
		}
		grid[c2[1]][c2[0]] = '.'
		cells = append(cells, c1, c2)
	}
	for n := rng.IntN(4); n > 0; n-- {
		c := cells[rng.IntN(len(cells))]
		grid[c[1]][c[0]] = 'a'
	}
	if rng.IntN(4) == 0 {
		c := cells[rng.IntN(len(cells))]
		grid[c[1]][c[0]] = 'd'
	}
	return grid, true
}

// touchesOld reports whether (x, y) is next to a finished region point
// ('.' or 'c'), except the corridor end (cx, cy) a new room may touch.
func touchesOld(grid [][]byte, x, y, width, height, cx, cy int) bool {
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		nx, ny := x+d[0], y+d[1]
		if nx < 0 || ny < 0 || nx >= width || ny >= height || (nx == cx && ny == cy) {
			continue
		}
		if g := grid[ny][nx]; g == '.' || g == 'c' {
			return true
		}
	}
	return false
}

// fillOutside makes the points outside the region the defender's, except
// eyes one-point eyes away from the region and, unless whole, up to two attacker stones next to an eye,
// cutting the wall; then it writes the stones of the region. It returns
// the points outside the region.
func fillOutside(rng *rand.Rand, grid [][]byte, def, att byte, whole bool, eyes int) board.Region {
	height, width := len(grid), len(grid[0])
	var outside [][2]int
	for y := range grid {
		for x := range grid[y] {
			if grid[y][x] == '?' {
				grid[y][x] = def
				outside = append(outside, [2]int{x, y})
			}
		}
	}
	dirs := [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	// next reports whether a neighbour of (x, y) satisfies f.
	next := func(x, y int, f func(g byte) bool) bool {
		for _, d := range dirs {
			nx, ny := x+d[0], y+d[1]
			if nx >= 0 && ny >= 0 && nx < width && ny < height && f(grid[ny][nx]) {
				return true
			}
		}
		return false
	}
	inRegion := func(g byte) bool { return g != def && g != att && g != 'e' }
	for try := 0; eyes > 0 && try < 50 && len(outside) > 0; try++ {
		c := outside[rng.IntN(len(outside))]
		if grid[c[1]][c[0]] == def && !next(c[0], c[1], inRegion) && !next(c[0], c[1], func(g byte) bool { return g == 'e' }) {
			grid[c[1]][c[0]] = 'e'
			eyes--
		}
	}
	cuts := rng.IntN(3)
	if whole {
		cuts = 0
	}
	for ; cuts > 0 && len(outside) > 0; cuts-- {
		c := outside[rng.IntN(len(outside))]
		if grid[c[1]][c[0]] == def && !next(c[0], c[1], inRegion) && next(c[0], c[1], func(g byte) bool { return g == 'e' }) {
			grid[c[1]][c[0]] = att
		}
	}
	for y := range grid {
		for x, g := range grid[y] {
			switch g {
			case 'e':
				grid[y][x] = '.'
			case 'a':
				grid[y][x] = att
			case 'd':
				grid[y][x] = def
			}
		}
	}
	var wall board.Region
	for _, c := range outside {
		wall.Add(board.Pt(c[0], c[1]))
	}
	return wall
}
func gridString(grid [][]byte) string {
	var sb strings.Builder
	for _, row := range grid {
		sb.Write(row)
		sb.WriteByte('\n')
	}
	return sb.String()
}

func colorOf(stone byte) board.Color {
	if stone == 'X' {
		return board.Black
	}
	return board.White
}

// validSetup reports whether every block of b has a liberty.
func validSetup(b *board.Board) bool {
	for _, c := range []board.Color{board.Black, board.White} {
		for _, bl := range b.Blocks(c) {
			if b.Liberties(bl.Anchor()) == 0 {
				return false
			}
		}
	}
	return true
}

// hasMiaiPair reports whether some region of c has a miaipair.
func hasMiaiPair(b *board.Board, c board.Color) bool {
	for _, r := range Analyze(b, c).Regions {
		if len(MiaiPairs(b, c, r.Points)) > 0 {
			return true
		}
	}
	return false
}

// openRegionPosition is miaiRegionPosition with the defender's wall
// opened: one to three gaps, each a wall stone next to the region made
// empty with an attacker stone behind it, so that the region is no longer
// enclosed (an open boundary) and touches attacker stones outside. The
// choices are determined by seed; an error says when no gap fits.
func openRegionPosition(width, height, pairs, size int, seed uint64) (*board.Board, error) {
	b, err := miaiRegionPosition(width, height, pairs, size, seed, false)
	if err != nil {
		return nil, err
	}
	def := board.Black
	if seed%2 == 1 {
		def = board.White
	}
	rng := rand.New(rand.NewPCG(seed, 0x09e4))
	on := b.OnBoard()
	var region board.Region
	for _, r := range Analyze(b, def).Regions {
		if len(MiaiPairs(b, def, r.Points)) > 0 {
			region = r.Points
			break
		}
	}
	gaps := 0
	for want, try := 1+rng.IntN(3), 0; gaps < want && try < 40; try++ {
		wall := region.Neighbours(on).Intersect(b.Stones(def)).Points()
		if len(wall) == 0 {
			break
		}
		p := wall[rng.IntN(len(wall))]
		var behind []board.Point
		near := region.Dilate(on)
		for _, q := range p.Neighbours() {
			if b.Contains(q) && b.At(q) == def && !near.Has(q) {
				behind = append(behind, q)
			}
		}
		if len(behind) == 0 {
			continue
		}
		q := behind[rng.IntN(len(behind))]
		w := b.Clone()
		if w.Setup(p, board.Empty) != nil || w.Setup(q, def.Opponent()) != nil || !validSetup(w) {
			continue
		}
		b = w
		region.Add(p)
		gaps++
	}
	if gaps == 0 {
		return nil, fmt.Errorf("open region position: no gap fits (seed %d)", seed)
	}
	return b, nil
}

// Fig7File is the name of the Table 1 set's position that fails only
// because of the conservative assumption (Fig7Position).
const Fig7File = "built-fig7-outside-liberty-w.sgf"

// Fig7Position builds the position of the Table 1 set that, like the
// paper's Fig. 7 (§4.1), is safe on the board but cannot be proven under
// the solvers' conservative assumption that the attacker fills every
// outside liberty at once. White defends its region R = A3-C4 and D3
// (the Table 1 region, returned). The white stone D4 touches R only at C4
// (and at D3, Black's stone); its other liberty E4 is outside R, a point
// Black's living group (two eyes, G4 and G2) touches too.
//
//	  A B C D E F G
//	4 . . . O . X .
//	3 . . . X O X X
//	2 O O O O O X .
//	1 . O O O X X X
//
// On the board White is safe: when Black takes C4, D4 keeps E4 and White
// connects there to the wall, which lives by the eye A1 and the region;
// when Black fills E4 first, White takes C4 and wins the race with D3.
// Under the conservative assumption E4 is filled: D4 starts in atari and
// Black captures it at C4. CheckClaim (the whole board) lets the claim
// hold; RefereeClaim (the conservative assumption made a position)
// refutes it; TestFig7OutsideLiberty checks both.
func Fig7Position() (*board.Board, board.Region, error) {
	b, err := board.Parse(". . . O . X .\n. . . X O X X\nO O O O O X .\n. O O O X X X")
	if err != nil {
		return nil, board.Region{}, err
	}
	for _, r := range Analyze(b, board.White).Regions {
		if r.Points.Has(board.Pt(0, 0)) {
			return b, r.Points, nil
		}
	}
	return nil, board.Region{}, fmt.Errorf("fig. 7 position: no white region at A4")
}
