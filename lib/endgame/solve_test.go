package endgame

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// checkAgainstAlphaBeta solves b by decomposition search and by full-board
// alpha-beta and reports any difference of the minimax scores.
func checkAgainstAlphaBeta(t *testing.T, name string, b *board.Board, labels map[board.Point]string, rules Rules, en Enhancements) *Result {
	t.Helper()
	r, err := Solve(context.Background(), b, Options{Rules: rules, Labels: labels, Budget: search.Budget{MaxNodes: 200000}})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !r.Known {
		t.Fatalf("%s: some area value unknown", name)
	}
	if r.SequenceScore != r.ScoreBlackFirst {
		t.Errorf("%s: the optimal sequence reaches %d, the minimax score is %d", name, r.SequenceScore, r.ScoreBlackFirst)
	}
	for _, first := range []board.Color{board.Black, board.White} {
		ab, err := AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, first,
			ABOptions{Rules: rules, Budget: search.Budget{MaxNodes: 2e6}, Enhancements: en})
		if err != nil {
			t.Fatalf("%s: alpha-beta: %v", name, err)
		}
		want := r.ScoreBlackFirst
		if first == board.White {
			want = r.ScoreWhiteFirst
		}
		if ab.Score != want {
			t.Errorf("%s %v %v first: alpha-beta %d, decomposition search %d", name, rules, first, ab.Score, want)
		}
	}
	return r
}

func TestCatalogueAgreesWithAlphaBeta(t *testing.T) {
	for _, s := range Catalogue() {
		for in := range 2 { // Black above, then White above
			l := Layout{Width: 9, Height: 9, Placements: []Placement{{in, 2, s}}}
			b, labels, err := Compose(l)
			if err != nil {
				t.Fatal(err)
			}
			r := checkAgainstAlphaBeta(t, s.Name, b, labels, Japanese, AllEnhancements)
			if len(r.Areas) != 1 {
				t.Errorf("%s: %d areas, want 1", s.Name, len(r.Areas))
			}
		}
	}
}

func TestSolveAgreesWithAlphaBeta(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		l, err := Generate(seed, GenerateOptions{Width: 9, Height: 9, Areas: 1 + int(seed%3)})
		if err != nil {
			t.Fatal(err)
		}
		b, labels, err := Compose(l)
		if err != nil {
			t.Fatal(err)
		}
		en := Enhancements{}
		if seed%2 == 0 {
			en = AllEnhancements
		}
		checkAgainstAlphaBeta(t, "seed "+string(rune('0'+seed%10)), b, labels, Japanese, en)
	}
}
