package endgame

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
)

const dataDir = "../../data/endgames"

// dataProblems reads every problem of data/endgames.
func dataProblems(t *testing.T) []*Problem {
	t.Helper()
	problems, err := ReadProblems(dataDir)
	if err != nil {
		t.Fatal(err)
	}
	return problems
}

// TestData solves every problem of data/endgames and compares with the
// recorded scores; the problems verified by alpha-beta are solved by
// alpha-beta again when they are small.
func TestData(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(dataDir, "*.sgf"))
	if err != nil || len(files) < 10 {
		t.Fatalf("want at least 10 problems in %s, found %d (%v)", dataDir, len(files), err)
	}
	for _, f := range files {
		p, err := ReadProblem(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Solve(context.Background(), p.Board, Options{Rules: p.Rules, Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if r.ScoreBlackFirst != p.ScoreBlackFirst || r.ScoreWhiteFirst != p.ScoreWhiteFirst {
			t.Errorf("%s: solved %d/%d, recorded %d/%d", f, r.ScoreBlackFirst, r.ScoreWhiteFirst, p.ScoreBlackFirst, p.ScoreWhiteFirst)
		}
		if r.SequenceScore != r.ScoreBlackFirst {
			t.Errorf("%s: sequence reaches %d, minimax %d", f, r.SequenceScore, r.ScoreBlackFirst)
		}
		checkCleanup(t, f, p, r)
		pts := 0
		for _, a := range r.Areas {
			pts += a.Size()
		}
		if p.Verified == "ds+ab" && pts <= 12 {
			checkAgainstAlphaBeta(t, f, p.Board, p.Labels, p.Rules, AllEnhancements())
		}
	}
}

// checkCleanup plays the Black-first sequence and its cleanup phase
// (Japanese rules) on a copy of the board: every move is legal, no
// neutral point is left empty, and a fresh solve of the final position
// gives the sequence's score with either player first.
func checkCleanup(t *testing.T, f string, p *Problem, r *Result) {
	t.Helper()
	if p.Rules != Japanese {
		if len(r.Cleanup) > 0 {
			t.Errorf("%s: cleanup moves under %v rules", f, p.Rules)
		}
		return
	}
	b := p.Board.Clone()
	for _, m := range append(append([]Move(nil), r.Sequence...), r.Cleanup...) {
		if err := b.Play(m.Point, m.Color); err != nil {
			t.Fatalf("%s: %s: %v", f, m.Format(b.Height()), err)
		}
	}
	end, err := Solve(context.Background(), b, Options{Rules: p.Rules, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil || !end.Known {
		t.Fatalf("%s: after the cleanup: %v", f, err)
	}
	if end.ScoreBlackFirst != r.SequenceScore || end.ScoreWhiteFirst != r.SequenceScore {
		t.Errorf("%s: after the sequence and the cleanup the scores are %d/%d, the sequence reached %d", f, end.ScoreBlackFirst, end.ScoreWhiteFirst, r.SequenceScore)
	}
	if !end.Decomposition.Neutral.Intersect(b.Empties()).IsEmpty() || len(end.Cleanup) > 0 {
		t.Errorf("%s: neutral points left empty after the cleanup: %v", f, end.Cleanup)
	}
}

// TestPaperHot: data/endgames/paper-hot.sgf is the board and labels of
// compose.PaperHot (internal/gendata writes it), every wall of the edge
// bands is Benson-alive (each of the 25 shapes is one area of its own),
// and the problem meets issue #14's conditions for a hot paper-size
// problem: at least 80 points in at least 25 areas, all hot (temperature
// above 0), none a lone point, and an optimal sequence of at least 60
// moves with White first (the first player of Müller 2001, Section 5).
func TestPaperHot(t *testing.T) {
	p, err := ReadProblem(filepath.Join(dataDir, "paper-hot.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	l := compose.PaperHot()
	b, labels, err := compose.Compose(l)
	if err != nil {
		t.Fatal(err)
	}
	if !b.Equal(p.Board) || fmt.Sprint(labels) != fmt.Sprint(p.Labels) {
		t.Fatalf("paper-hot.sgf is not compose.PaperHot:\n%v\nwant\n%v", p.Board, b)
	}
	r, err := Solve(context.Background(), b, Options{Rules: p.Rules, Labels: labels, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Areas) != len(l.Placements) {
		t.Errorf("%d areas, want one per shape (%d)", len(r.Areas), len(l.Placements))
	}
	points := 0
	for i := range r.Areas {
		a := &r.Areas[i]
		points += a.Size()
		if a.Size() == 1 {
			t.Errorf("area %s is a lone point", a.Label)
		}
		if r.Store.IsNumber(a.Value.Game) || r.Store.Temperature(a.Value.Game).Sign() <= 0 {
			t.Errorf("area %s is not hot: %s", a.Label, r.Notation(a))
		}
	}
	moves := 0
	for _, m := range r.SequenceWhiteFirst {
		if m.Point != board.Pass {
			moves++
		}
	}
	if points < 80 || len(r.Areas) < 25 || moves < 60 {
		t.Errorf("%d points in %d areas, %d moves with White first: want at least 80, 25 and 60", points, len(r.Areas), moves)
	}
}
