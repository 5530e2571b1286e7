package endgame

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"go.etcd.io/bbolt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// reused reports whether an area's graph came from the database or from an
// identical area solved before it, without a search.
func reused(a *AreaResult) bool {
	return a.Stats.Nodes == 0 && a.Stats.DBHits+a.Stats.SharedAreas == 1
}

func TestDB(t *testing.T) {
	path := filepath.Join(t.TempDir(), "local.db")
	var results []*Result
	var hits []int
	for _, name := range []string{"paper-scale", "paper-scale", "medium-02"} {
		db, err := OpenDB(path)
		if err != nil {
			t.Fatal(err)
		}
		p, err := ReadProblem(dataDir + "/" + name + ".sgf")
		if err != nil {
			t.Fatal(err)
		}
		r, err := Solve(context.Background(), p.Board, Options{Labels: p.Labels, DB: db})
		if err != nil {
			t.Fatal(err)
		}
		if r.ScoreBlackFirst != p.ScoreBlackFirst || r.ScoreWhiteFirst != p.ScoreWhiteFirst {
			t.Errorf("%s with the database: %d/%d, recorded %d/%d", name, r.ScoreBlackFirst, r.ScoreWhiteFirst, p.ScoreBlackFirst, p.ScoreWhiteFirst)
		}
		results = append(results, r)
		hits = append(hits, db.Hits)
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
	}
	first, second := results[0], results[1]
	if hits[0] != 0 || first.Stats.SharedAreas == 0 {
		t.Errorf("first solve: %d database hits (want 0), %d areas shared within the problem (want some)", hits[0], first.Stats.SharedAreas)
	}
	if hits[1] == 0 || second.Stats.Nodes != 0 {
		t.Errorf("second solve: %d database hits, %d search nodes", hits[1], second.Stats.Nodes)
	}
	for i := range second.Areas {
		if !reused(&second.Areas[i]) {
			t.Errorf("second solve: area %s searched again (%v)", second.Areas[i].Label, second.Areas[i].Stats)
		}
	}
	if hits[2] == 0 {
		t.Error("medium-02 finds none of the paper-scale shapes")
	}
	for i := range first.Areas {
		a, b := &first.Areas[i], &second.Areas[i]
		if first.Notation(a) != second.Notation(b) {
			t.Errorf("area %s: %s searched, %s from the database", a.Label, first.Notation(a), second.Notation(b))
		}
	}
	if !slices.Equal(first.Sequence, second.Sequence) {
		t.Error("the optimal sequences differ")
	}
	if _, err := OpenDB(filepath.Join(t.TempDir(), "missing", "x.db")); err == nil {
		t.Error("opening a database in a missing directory did not fail")
	}
}

// transformed returns p's board and labels under one of the eight
// symmetries of the square (bit 2 transpose, bit 0 flip x, bit 1 flip y),
// with the colours swapped if swap is set.
func transformed(t *testing.T, p *Problem, sym int, swap bool) (*board.Board, map[board.Point]string) {
	t.Helper()
	if p.Board.Height() != p.Board.Width() {
		t.Fatalf("%s is not square", p.Name)
	}
	b, _, _ := transformLocal(p.Board, board.Region{}, [3]board.Region{}, sym, swap)
	_, _, move := symmetry(p.Board, sym)
	labels := map[board.Point]string{}
	for q, l := range p.Labels {
		labels[move(q)] = l
	}
	return b, labels
}

// TestDBSymmetries solves a problem with a database, then each of its
// rotations and reflections, also with the colours swapped: every area
// must come from the first solve's entries, with the same value (negated
// for swapped colours) and the same minimax scores (negated and exchanged).
func TestDBSymmetries(t *testing.T) {
	db, err := OpenDB(filepath.Join(t.TempDir(), "local.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	p, err := ReadProblem(dataDir + "/medium-02.sgf")
	if err != nil {
		t.Fatal(err)
	}
	orig, err := Solve(context.Background(), p.Board, Options{Labels: p.Labels, DB: db})
	if err != nil {
		t.Fatal(err)
	}
	for sym := range 8 {
		for _, swap := range []bool{false, true} {
			b, labels := transformed(t, p, sym, swap)
			r, err := Solve(context.Background(), b, Options{Labels: labels, DB: db})
			if err != nil {
				t.Fatalf("symmetry %d swap %v: %v", sym, swap, err)
			}
			wantB, wantW := orig.ScoreBlackFirst, orig.ScoreWhiteFirst
			if swap {
				wantB, wantW = -orig.ScoreWhiteFirst, -orig.ScoreBlackFirst
			}
			if r.ScoreBlackFirst != wantB || r.ScoreWhiteFirst != wantW {
				t.Errorf("symmetry %d swap %v: scores %d/%d, want %d/%d", sym, swap, r.ScoreBlackFirst, r.ScoreWhiteFirst, wantB, wantW)
			}
			if len(r.Areas) != len(orig.Areas) {
				t.Fatalf("symmetry %d swap %v: %d areas, want %d", sym, swap, len(r.Areas), len(orig.Areas))
			}
			for i := range r.Areas {
				a, o := &r.Areas[i], &orig.Areas[i]
				if !reused(a) {
					t.Errorf("symmetry %d swap %v: area %s was searched (%v)", sym, swap, a.Label, a.Stats)
				}
				want := o.Value.Game
				if swap {
					want = orig.Store.Neg(want)
				}
				if got := r.Store.String(a.Value.Game); got != orig.Store.String(want) {
					t.Errorf("symmetry %d swap %v: area %s value %s, want %s", sym, swap, a.Label, got, orig.Store.String(want))
				}
			}
			if r.SequenceScore != r.ScoreBlackFirst {
				t.Errorf("symmetry %d swap %v: the sequence reaches %d, the minimax score is %d", sym, swap, r.SequenceScore, r.ScoreBlackFirst)
			}
		}
	}
}

// TestLocalFrameSymmetries: a random local position (boards of any
// shape, areas against the edges, also the right edge of a 19-wide board)
// and each of its eight transforms, with and without the colours swapped,
// have one database key, and the graph stored for the first, decoded for
// each transform, has the value LCGS finds there (negated for swapped
// colours) with legal moves. Under the other rules the key differs.
func TestLocalFrameSymmetries(t *testing.T) {
	st := cgt.NewStore()
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 60; {
		var b *board.Board
		var area board.Region
		var safe [3]board.Region
		var ok bool
		if i%3 == 0 {
			h := 2 + r.IntN(5)
			b, area, safe, ok = randomLocalOn(r, board.MaxSize, h, board.MaxSize-1-r.IntN(2), r.IntN(h))
		} else {
			b, area, safe, ok = randomLocal(r)
		}
		if !ok {
			continue
		}
		i++
		for _, rules := range []Rules{Japanese, Chinese} {
			a := Area{Label: "A", Points: area}
			g, err := LCGS(context.Background(), b, a, safe, rules, search.Budget{MaxNodes: 1e5})
			if err != nil {
				continue
			}
			f := newLocalFrame(b, a, safe, rules)
			key := f.key
			if other := newLocalFrame(b, a, safe, 1-rules).key; bytes.Equal(key, other) {
				t.Errorf("area %v: the same key under both rules", area.Points())
			}
			frames := []*localFrame{f}
			for sym := range 8 {
				for _, swap := range []bool{false, true} {
					tb, ta, tsafe := transformLocal(b, area, safe, sym, swap)
					frames = append(frames, newLocalFrame(tb, Area{Points: ta}, tsafe, rules))
				}
			}
			games := newLocalGames(nil, frames)
			if dg, err := games.load(f, a, rules); dg != nil || err != nil {
				t.Fatalf("area %v: found before it was stored (%v)", area.Points(), err)
			}
			if err := games.store(f, g); err != nil {
				t.Fatal(err)
			}
			v, _ := Evaluate(st, g)
			for sym := range 8 {
				for _, swap := range []bool{false, true} {
					tb, ta, tsafe := transformLocal(b, area, safe, sym, swap)
					tf := frames[1+2*sym]
					if swap {
						tf = frames[2+2*sym]
					}
					if tk := tf.key; !bytes.Equal(tk, key) {
						t.Fatalf("area %v on\n%s\nsymmetry %d swap %v on\n%s\nkey %q, want %q", area.Points(), b, sym, swap, tb, tk, key)
					}
					dg, err := games.load(tf, Area{Label: "A", Points: ta}, rules)
					if err != nil || dg == nil {
						t.Fatalf("symmetry %d swap %v: not found (%v)", sym, swap, err)
					}
					tg, err := LCGS(context.Background(), tb, Area{Label: "A", Points: ta}, tsafe, rules, search.Budget{MaxNodes: 1e5})
					if err != nil {
						t.Fatal(err)
					}
					got, _ := Evaluate(st, dg)
					want, _ := Evaluate(st, tg)
					lo, hi := v.Lower, v.Upper
					if swap {
						lo, hi = st.Neg(hi), st.Neg(lo)
					}
					if got.Lower != want.Lower || got.Upper != want.Upper || want.Lower != lo || want.Upper != hi {
						t.Errorf("area %v symmetry %d swap %v %v: decoded %s..%s, searched %s..%s, from the original %s..%s", area.Points(), sym, swap, rules,
							st.String(got.Lower), st.String(got.Upper), st.String(want.Lower), st.String(want.Upper), st.String(lo), st.String(hi))
					}
					for _, n := range dg.Nodes {
						for _, e := range append(n.Left, n.Right...) {
							if !ta.Has(e.Move) {
								t.Fatalf("symmetry %d swap %v: decoded move %v outside the area", sym, swap, e.Move)
							}
						}
					}
				}
			}
		}
	}
}

// transformLocal returns b, area and safe under one of the eight
// symmetries (bit 2 transpose, bit 0 flip x, bit 1 flip y, after
// transposing) on the transformed board, with the colours swapped if swap
// is set.
func transformLocal(b *board.Board, area board.Region, safe [3]board.Region, sym int, swap bool) (*board.Board, board.Region, [3]board.Region) {
	w, h, move := symmetry(b, sym)
	tb := board.MustNew(w, h)
	var ta board.Region
	var ts [3]board.Region
	for c := board.Black; c <= board.White; c++ {
		to := c
		if swap {
			to = c.Opponent()
		}
		for q := range b.Stones(c).All() {
			tb.Setup(move(q), to)
		}
		for q := range safe[c].All() {
			ts[to].Add(move(q))
		}
	}
	for q := range area.All() {
		ta.Add(move(q))
	}
	return tb, ta, ts
}

// symmetry returns the size of board b under one of the eight symmetries
// (bit 2 transpose, bit 0 flip x, bit 1 flip y, after transposing) and
// the map of its points.
func symmetry(b *board.Board, sym int) (w, h int, move func(board.Point) board.Point) {
	w, h = b.Width(), b.Height()
	if sym&4 != 0 {
		w, h = h, w
	}
	return w, h, func(q board.Point) board.Point {
		x, y := q.XY()
		if sym&4 != 0 {
			x, y = y, x
		}
		if sym&1 != 0 {
			x = w - 1 - x
		}
		if sym&2 != 0 {
			y = h - 1 - y
		}
		return board.Pt(x, y)
	}
}

// TestDBOtherSchema: a database file of another schema, or a file that is
// no database, is refused with an error that names the file.
func TestDBOtherSchema(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.db")
	bdb, err := bbolt.Open(old, 0o644, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := bdb.Update(func(tx *bbolt.Tx) error {
		_, err := tx.CreateBucket([]byte("local-games-v1"))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	bdb.Close()
	_, err = OpenDB(old)
	if !errors.Is(err, ErrDBSchema) || !strings.Contains(err.Error(), old) || !strings.Contains(err.Error(), "schema 1") {
		t.Errorf("database of schema 1: %v", err)
	}
	junk := filepath.Join(dir, "junk.db")
	if err := os.WriteFile(junk, bytes.Repeat([]byte("not a database "), 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenDB(junk); err == nil || !strings.Contains(err.Error(), junk) {
		t.Errorf("a file that is no database: %v", err)
	}
}

// TestLocalGamesKeepOnlyWhatIsNeeded looks up the local games of every
// area of the data problems as Solve does, without a database: an area
// identical to one before it (up to symmetry and colour swap) takes that
// area's graph, whose value is that of its own search; a graph is kept
// only while an identical area is still to come, and nothing is kept at
// the end. (TestDB checks the graphs kept in the database.)
func TestLocalGamesKeepOnlyWhatIsNeeded(t *testing.T) {
	problems, err := ReadProblems(dataDir)
	if err != nil {
		t.Fatal(err)
	}
	st := cgt.NewStore()
	shared := 0
	for _, p := range problems {
		d, err := Decompose(p.Board, BensonSafety(p.Board), p.Labels)
		if err != nil {
			t.Fatal(err)
		}
		safe := d.Safety.Stones
		frames := make([]*localFrame, len(d.Areas))
		later := map[string]int{} // areas of each key after the current one
		for i, a := range d.Areas {
			frames[i] = newLocalFrame(p.Board, a, safe, p.Rules)
			later[string(frames[i].key)]++
		}
		games := newLocalGames(nil, frames)
		earlier := map[string]bool{}
		for i, a := range d.Areas {
			key := string(frames[i].key)
			later[key]--
			searched, err := LCGS(context.Background(), p.Board, a, safe, p.Rules, search.Budget{MaxNodes: DefaultAreaNodes})
			if err != nil {
				t.Fatalf("%s area %s: %v", p.Name, a.Label, err)
			}
			want, _ := Evaluate(st, searched)
			g, err := games.load(frames[i], a, p.Rules)
			if err != nil {
				t.Fatal(err)
			}
			if (g != nil) != earlier[key] {
				t.Errorf("%s area %s: found %v, an identical area before it %v", p.Name, a.Label, g != nil, earlier[key])
			}
			if g == nil {
				if err := games.store(frames[i], searched); err != nil {
					t.Fatal(err)
				}
			} else {
				shared++
				if got, _ := Evaluate(st, g); got != want {
					t.Errorf("%s area %s: %s..%s from an identical area, %s..%s searched", p.Name, a.Label,
						st.String(got.Lower), st.String(got.Upper), st.String(want.Lower), st.String(want.Upper))
				}
			}
			earlier[key] = true
			if _, kept := games.seen[key]; kept != (later[key] > 0) {
				t.Errorf("%s area %s: graph kept %v with %d identical areas to come", p.Name, a.Label, kept, later[key])
			}
		}
		if len(games.seen) != 0 {
			t.Errorf("%s: %d graphs kept after the last area", p.Name, len(games.seen))
		}
	}
	if shared == 0 {
		t.Error("no data problem has two identical areas")
	}
	t.Logf("%d areas took the graph of an identical area", shared)
}
