package endgame

import (
	"context"
	"path/filepath"
	"testing"

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
		pts := 0
		for _, a := range r.Areas {
			pts += a.Size()
		}
		if p.Verified == "ds+ab" && pts <= 12 {
			checkAgainstAlphaBeta(t, f, p.Board, p.Labels, p.Rules, AllEnhancements())
		}
	}
}
