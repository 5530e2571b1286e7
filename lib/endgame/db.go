package endgame

import (
	"bytes"
	"encoding/gob"
	"errors"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"github.com/decomplab/decomplab/lib/board"
)

// dbSchema is the version of the local-game database layout; entries are
// kept in a bucket named after it, and OpenDB refuses a file with the
// bucket of another version (ErrDBSchema).
// Version 2: keys normalised under rotations, reflections and colour swap.
const dbSchema = 2

const dbBucketPrefix = "local-games-v"

var dbBucket = []byte(fmt.Sprintf("%s%d", dbBucketPrefix, dbSchema))

// ErrDBSchema reports a local-game database written by a version of the
// program with another layout.
var ErrDBSchema = errors.New("unsupported schema")

// DB is a database of local game graphs (bbolt), keyed by a normalised
// local position (localFrame): identical areas anywhere on any board, in
// any of the eight orientations and with the colours swapped, share one
// entry. Open one with OpenDB; it is safe for one process at a time (bbolt
// locks the file).
type DB struct {
	db *bbolt.DB
	// Hits and Misses count lookups since the database was opened.
	Hits, Misses int
}

// OpenDB opens or creates the database file at path.
func OpenDB(path string) (*DB, error) {
	db, err := bbolt.Open(path, 0o644, &bbolt.Options{Timeout: 2 * time.Second})
	if err != nil {
		return nil, fmt.Errorf("local-game database %s: %w", path, err)
	}
	if err := db.Update(func(tx *bbolt.Tx) error {
		if err := tx.ForEach(func(name []byte, _ *bbolt.Bucket) error {
			if bytes.HasPrefix(name, []byte(dbBucketPrefix)) && !bytes.Equal(name, dbBucket) {
				return fmt.Errorf("%w: it holds schema %s, this version reads schema %d (remove the file to rebuild it)",
					ErrDBSchema, name[len(dbBucketPrefix):], dbSchema)
			}
			return nil
		}); err != nil {
			return err
		}
		_, err := tx.CreateBucketIfNotExists(dbBucket)
		return err
	}); err != nil {
		db.Close()
		return nil, fmt.Errorf("local-game database %s: %w", path, err)
	}
	return &DB{db: db}, nil
}

// Close closes the database.
func (d *DB) Close() error { return d.db.Close() }

// localFrame is the normalised frame of an area: its key and the map
// between board points and the cells of the normalised box.
//
// The box is the area's bounding box grown by one point, so it holds every
// neighbour of every area point; each cell is coded as area-empty,
// area-black, area-white, safe-black, safe-white, off-board, or (other
// safe points: territory) by its content. The local game depends on
// nothing else: moves are made in the area only, safe stones are never
// captured, and the rules of Go are the same under every rotation and
// reflection of the board, so all eight symmetries of the box are valid
// (the board edge is part of the box as off-board cells, so an area on the
// edge maps only onto areas on an edge). Swapping the colours of every
// stone turns the local game G into -G (Left and Right exchange their
// options, scores and prisoners change sign, and the bound where White
// wins every ko becomes the one where Black does). The key is the smallest
// of the sixteen codings; the stored graph lives in that frame.
type localFrame struct {
	key     []byte
	x0, y0  int  // board coordinates of the box's corner
	w, h    int  // the box's size on the board
	sym     int  // transform: bit 2 transpose, bit 0 flip x, bit 1 flip y (after transposing)
	swapped bool // the key is of the colour-swapped position
}

// dims returns the width and height of the normalised box.
func (f *localFrame) dims() (int, int) {
	if f.sym&4 != 0 {
		return f.h, f.w
	}
	return f.w, f.h
}

// cell returns the normalised cell of board point p.
func (f *localFrame) cell(p board.Point) int32 { return f.cellXY(p.XY()) }

// cellXY returns the normalised cell of board coordinates (x, y), which
// may lie one point off the board: the box's off-board border has no
// board point of its own (column -1 and column 19 share the padded
// array's border column).
func (f *localFrame) cellXY(x, y int) int32 {
	x, y = x-f.x0, y-f.y0
	W, H := f.dims()
	if f.sym&4 != 0 {
		x, y = y, x
	}
	if f.sym&1 != 0 {
		x = W - 1 - x
	}
	if f.sym&2 != 0 {
		y = H - 1 - y
	}
	return int32(y*W + x)
}

// point returns the board point of a normalised cell.
func (f *localFrame) point(c int32) board.Point {
	W, H := f.dims()
	x, y := int(c)%W, int(c)/W
	if f.sym&2 != 0 {
		y = H - 1 - y
	}
	if f.sym&1 != 0 {
		x = W - 1 - x
	}
	if f.sym&4 != 0 {
		x, y = y, x
	}
	return board.Pt(x+f.x0, y+f.y0)
}

// swapCode exchanges the colours of a cell code.
var swapCode = map[byte]byte{'x': 'o', 'o': 'x', 'X': 'O', 'O': 'X', 'b': 'w', 'w': 'b'}

// newLocalFrame returns the normalised frame of area a.
func newLocalFrame(b *board.Board, a Area, safe [3]board.Region, rules Rules) *localFrame {
	x0, y0, x1, y1 := board.MaxSize, board.MaxSize, -1, -1
	for p := range a.Points.All() {
		x, y := p.XY()
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	x0, y0, x1, y1 = x0-1, y0-1, x1+1, y1+1
	f := &localFrame{x0: x0, y0: y0, w: x1 - x0 + 1, h: y1 - y0 + 1}
	codes := make([]byte, f.w*f.h)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			code := byte('#')
			if x >= 0 && y >= 0 && x < b.Width() && y < b.Height() {
				p := board.Pt(x, y)
				switch {
				case a.Points.Has(p):
					code = ".xo"[b.At(p)]
				case safe[board.Black].Has(p):
					code = 'X'
				case safe[board.White].Has(p):
					code = 'O'
				default:
					code = "-bw"[b.At(p)]
				}
			}
			codes[(y-y0)*f.w+x-x0] = code
		}
	}
	var best *localFrame
	for sym := range 8 {
		for _, swapped := range []bool{false, true} {
			g := &localFrame{x0: x0, y0: y0, w: f.w, h: f.h, sym: sym, swapped: swapped}
			W, H := g.dims()
			key := make([]byte, 3+W*H)
			key[0], key[1], key[2] = byte(rules), byte(W), byte(H)
			for i, c := range codes {
				if swapped {
					if s, ok := swapCode[c]; ok {
						c = s
					}
				}
				key[3+g.cellXY(x0+i%f.w, y0+i/f.w)] = c
			}
			g.key = key
			if best == nil || bytes.Compare(key, best.key) < 0 {
				best = g
			}
		}
	}
	return best
}

// dbGame is the stored form of a LocalGame in its normalised frame: the
// moves of its nodes are cells of the normalised box, not board points.
type dbGame struct {
	Nodes                      []LocalNode
	Root, RootWhite, RootBlack int32
	Ko                         bool
	SearchNodes                int64
}

// relabel returns a copy of nodes with every move mapped by move and, if
// swap is set, the colours exchanged: Left and Right options swap, scores
// and prisoners change sign (the game becomes its negative).
func relabel(nodes []LocalNode, move func(board.Point) board.Point, swap bool) []LocalNode {
	sign := 1
	if swap {
		sign = -1
	}
	edges := func(es []LocalEdge) []LocalEdge {
		out := make([]LocalEdge, len(es))
		for i, e := range es {
			out[i] = LocalEdge{Move: move(e.Move), Child: e.Child, Gain: int16(sign) * e.Gain}
		}
		return out
	}
	out := make([]LocalNode, len(nodes))
	for i, n := range nodes {
		m := LocalNode{Terminal: n.Terminal, Settled: n.Settled, Score: sign * n.Score, Left: edges(n.Left), Right: edges(n.Right)}
		if swap {
			m.Left, m.Right = m.Right, m.Left
		}
		out[i] = m
	}
	return out
}

// encode returns the stored form of a complete local game graph in frame f.
func (f *localFrame) encode(g *LocalGame) *dbGame {
	dg := &dbGame{Root: g.Root, RootWhite: g.RootWhiteWins, RootBlack: g.RootBlackWins, Ko: g.Ko, SearchNodes: g.Stats.Nodes}
	if f.swapped {
		dg.RootWhite, dg.RootBlack = dg.RootBlack, dg.RootWhite
	}
	dg.Nodes = relabel(g.Nodes, func(p board.Point) board.Point { return board.Point(f.cell(p)) }, f.swapped)
	return dg
}

// decode returns the local game graph of area a from its stored form.
func (f *localFrame) decode(dg *dbGame, a Area, rules Rules) *LocalGame {
	g := &LocalGame{Area: a, Rules: rules, Root: dg.Root, RootWhiteWins: dg.RootWhite, RootBlackWins: dg.RootBlack, Ko: dg.Ko, Complete: true}
	if f.swapped {
		g.RootWhiteWins, g.RootBlackWins = g.RootBlackWins, g.RootWhiteWins
	}
	g.Nodes = relabel(dg.Nodes, func(c board.Point) board.Point { return f.point(int32(c)) }, f.swapped)
	return g
}

// localGames finds the local game graphs of a solve's areas: from the
// areas solved before in the same solve (an identical area, up to
// symmetry and colour swap, is searched once), then from the database if
// there is one, else by local combinatorial game search.
type localGames struct {
	db   *DB
	seen map[string]*dbGame
	// pending counts, per key, the areas of the solve not looked up yet:
	// a graph is kept in seen only while one of them may take it (the
	// stored form is a copy of the whole graph: for the empty 2x5 area,
	// alone on its board, about 23 MB)
	pending map[string]int
}

// newLocalGames returns the finder of the local game graphs of the areas
// whose frames are given, in the order they will be looked up.
func newLocalGames(db *DB, frames []*localFrame) *localGames {
	l := &localGames{db: db, seen: map[string]*dbGame{}, pending: map[string]int{}}
	for _, f := range frames {
		l.pending[string(f.key)]++
	}
	return l
}

// load returns the stored graph of area a in frame f, or nil. A graph
// found in the solve itself counts in LCGSStats.SharedAreas, one from the
// database in DBHits; both count DBSearchNodes, the LCGS nodes its search
// took.
func (l *localGames) load(f *localFrame, a Area, rules Rules) (*LocalGame, error) {
	fromDB := false
	dg := l.seen[string(f.key)]
	if l.pending[string(f.key)]--; l.pending[string(f.key)] == 0 {
		delete(l.seen, string(f.key)) // the last area of its key
	}
	if dg == nil && l.db != nil {
		var err error
		if dg, err = l.db.get(f.key, a.Label); err != nil || dg == nil {
			return nil, err
		}
		l.keep(f, dg)
		fromDB = true
	}
	if dg == nil {
		return nil, nil
	}
	g := f.decode(dg, a, rules)
	if fromDB {
		g.Stats.DBHits = 1
	} else {
		g.Stats.SharedAreas = 1
	}
	g.Stats.DBSearchNodes = dg.SearchNodes
	return g, nil
}

// store keeps a complete local game graph, searched in frame f, for the
// areas of the solve still to come that are identical to it, and in the
// database.
func (l *localGames) store(f *localFrame, g *LocalGame) error {
	if !g.Complete || l.db == nil && l.pending[string(f.key)] == 0 {
		return nil
	}
	dg := f.encode(g)
	l.keep(f, dg)
	if l.db == nil {
		return nil
	}
	return l.db.put(f.key, dg)
}

// keep holds dg for the areas of the solve still to come in frame f's
// key, if there are any.
func (l *localGames) keep(f *localFrame, dg *dbGame) {
	if l.pending[string(f.key)] > 0 {
		l.seen[string(f.key)] = dg
	}
}

// get returns the entry under key, or nil.
func (d *DB) get(key []byte, label string) (*dbGame, error) {
	var data []byte
	if err := d.db.View(func(tx *bbolt.Tx) error {
		if v := tx.Bucket(dbBucket).Get(key); v != nil {
			data = append([]byte(nil), v...)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	if data == nil {
		d.Misses++
		return nil, nil
	}
	var dg dbGame
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&dg); err != nil {
		return nil, fmt.Errorf("local-game database: entry for area %s: %w", label, err)
	}
	d.Hits++
	return &dg, nil
}

// put stores an entry in one transaction.
func (d *DB) put(key []byte, dg *dbGame) error {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(dg); err != nil {
		return err
	}
	return d.db.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket(dbBucket).Put(key, buf.Bytes())
	})
}
