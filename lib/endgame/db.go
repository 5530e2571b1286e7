package endgame

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"time"

	"go.etcd.io/bbolt"

	"github.com/decomplab/decomplab/lib/board"
)

// dbSchema is the version of the local-game database layout; entries are
// kept in a bucket named after it, so a new layout starts a new bucket.
const dbSchema = 1

var dbBucket = []byte(fmt.Sprintf("local-games-v%d", dbSchema))

// DB is a database of local game graphs (bbolt), keyed by a normalised
// local position: the area's bounding box grown by one point, translated to
// the origin, each point coded as area-empty, area-black, area-white,
// safe-black, safe-white, off-board or other, plus the rules. Identical
// areas anywhere on any board share one entry (rotations, reflections and
// colour swaps are not normalised). Open one with OpenDB; it is safe for
// one process at a time (bbolt locks the file).
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

// localKey is the normalised key of an area and the origin of its box.
func localKey(b *board.Board, a Area, safe [2]board.Region, rules Rules) (key []byte, x0, y0, w int) {
	x0, y0, x1, y1 := board.MaxSize, board.MaxSize, -1, -1
	for p := range a.Points.All() {
		x, y := p.XY()
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	x0, y0, x1, y1 = x0-1, y0-1, x1+1, y1+1
	w, h := x1-x0+1, y1-y0+1
	key = append(key, byte(rules), byte(w), byte(h))
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			code := byte('?')
			if x < 0 || y < 0 || x >= b.Width() || y >= b.Height() {
				code = '#'
			} else {
				p := board.Pt(x, y)
				switch {
				case a.Points.Has(p):
					code = ".xo"[b.At(p)]
				case safe[0].Has(p):
					code = 'X'
				case safe[1].Has(p):
					code = 'O'
				}
			}
			key = append(key, code)
		}
	}
	return key, x0, y0, w
}

// dbGame is the stored form of a LocalGame; moves are cell indices of the
// normalised box.
type dbGame struct {
	Nodes                      []dbNode
	Root, RootWhite, RootBlack int32
	Ko                         bool
	SearchNodes                int64
}

type dbNode struct {
	Terminal, Settled bool
	Score             int32
	Left, Right       []dbEdge
}

type dbEdge struct {
	Cell, Child, Gain int32
}

// load returns the stored graph of area a, or nil.
func (d *DB) load(b *board.Board, a Area, safe [2]board.Region, rules Rules) (*LocalGame, error) {
	key, x0, y0, w := localKey(b, a, safe, rules)
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
		return nil, fmt.Errorf("local-game database: entry for area %s: %w", a.Label, err)
	}
	d.Hits++
	g := &LocalGame{Area: a, Rules: rules, Root: dg.Root, RootWhiteWins: dg.RootWhite, RootBlackWins: dg.RootBlack, Ko: dg.Ko, Complete: true}
	cell := func(c int32) board.Point { return board.Pt(x0+int(c)%w, y0+int(c)/w) }
	g.Nodes = make([]LocalNode, len(dg.Nodes))
	for i, n := range dg.Nodes {
		ln := LocalNode{Terminal: n.Terminal, Settled: n.Settled, Score: int(n.Score)}
		for _, e := range n.Left {
			ln.Left = append(ln.Left, LocalEdge{Move: cell(e.Cell), Child: e.Child, Gain: int(e.Gain)})
		}
		for _, e := range n.Right {
			ln.Right = append(ln.Right, LocalEdge{Move: cell(e.Cell), Child: e.Child, Gain: int(e.Gain)})
		}
		g.Nodes[i] = ln
	}
	g.Stats.Count("db_hits", 1)
	g.Stats.Count("db_search_nodes", dg.SearchNodes)
	return g, nil
}

// store saves a complete local game graph.
func (d *DB) store(b *board.Board, g *LocalGame, safe [2]board.Region) error {
	if !g.Complete {
		return nil
	}
	key, x0, y0, w := localKey(b, g.Area, safe, g.Rules)
	dg := dbGame{Root: g.Root, RootWhite: g.RootWhiteWins, RootBlack: g.RootBlackWins, Ko: g.Ko, SearchNodes: g.Stats.Nodes}
	cell := func(p board.Point) int32 {
		x, y := p.XY()
		return int32((y-y0)*w + x - x0)
	}
	dg.Nodes = make([]dbNode, len(g.Nodes))
	for i, n := range g.Nodes {
		dn := dbNode{Terminal: n.Terminal, Settled: n.Settled, Score: int32(n.Score)}
		for _, e := range n.Left {
			dn.Left = append(dn.Left, dbEdge{cell(e.Move), e.Child, int32(e.Gain)})
		}
		for _, e := range n.Right {
			dn.Right = append(dn.Right, dbEdge{cell(e.Move), e.Child, int32(e.Gain)})
		}
		dg.Nodes[i] = dn
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(&dg); err != nil {
		return err
	}
	return d.db.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket(dbBucket).Put(key, buf.Bytes())
	})
}
