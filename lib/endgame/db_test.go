package endgame

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// reused reports whether an area's graph came from the database or from an
// identical area solved before it, without a search.
func reused(a *AreaResult) bool {
	c := a.Stats.Counters
	return a.Stats.Nodes == 0 && c["db_hits"]+c["shared_areas"] == 1
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
	if hits[0] != 0 || first.Stats.Counters["shared_areas"] == 0 {
		t.Errorf("first solve: %d database hits (want 0), %d areas shared within the problem (want some)", hits[0], first.Stats.Counters["shared_areas"])
	}
	if hits[1] == 0 || second.Stats.Nodes != 0 {
		t.Errorf("second solve: %d database hits, %d search nodes", hits[1], second.Stats.Nodes)
	}
	for i := range second.Areas {
		if !reused(&second.Areas[i]) {
			t.Errorf("second solve: area %s searched again (%v)", second.Areas[i].Label, second.Areas[i].Stats.Counters)
		}
	}
	if hits[2] == 0 {
		t.Error("medium-02 finds none of the paper-scale shapes")
	}
	for i := range first.Areas {
		a, b := &first.Areas[i], &second.Areas[i]
		if first.Value(a) != second.Value(b) {
			t.Errorf("area %s: %s searched, %s from the database", a.Label, first.Value(a), second.Value(b))
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
	n := p.Board.Width()
	if p.Board.Height() != n {
		t.Fatalf("%s is not square", p.Name)
	}
	move := func(q board.Point) board.Point {
		x, y := q.XY()
		if sym&4 != 0 {
			x, y = y, x
		}
		if sym&1 != 0 {
			x = n - 1 - x
		}
		if sym&2 != 0 {
			y = n - 1 - y
		}
		return board.Pt(x, y)
	}
	b := board.MustNew(n, n)
	for c := board.Black; c <= board.White; c++ {
		to := c
		if swap {
			to = c.Opponent()
		}
		for q := range p.Board.Stones(c).All() {
			if err := b.Setup(move(q), to); err != nil {
				t.Fatal(err)
			}
		}
	}
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
					t.Errorf("symmetry %d swap %v: area %s was searched (%v)", sym, swap, a.Label, a.Stats.Counters)
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
