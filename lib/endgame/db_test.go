package endgame

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
)

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
	if hits[1] != len(second.Areas) || second.Stats.Nodes != 0 {
		t.Errorf("second solve: %d database hits for %d areas, %d search nodes", hits[1], len(second.Areas), second.Stats.Nodes)
	}
	if hits[0] == 0 {
		t.Error("identical shapes within the paper-scale problem share no entry")
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
