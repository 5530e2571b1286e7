package endgame

import (
	"context"
	"fmt"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
)

// TestPruningKeepsScore checks each pruning enhancement of alpha-beta
// (Müller 2001, Section 5.1: global, local and partial order move
// pruning; abprune.go gives the arguments) alone and all together
// against alpha-beta without enhancements and against decomposition
// search, on random composed problems of two to four areas, both rules,
// both first players; every enhancement must prune something over the
// set, so the comparison is not empty.
func TestPruningKeepsScore(t *testing.T) {
	ctx := context.Background()
	combos := []Enhancements{{GlobalPruning: true}, {LocalPruning: true}, {PartialOrderPruning: true}, AllEnhancements()}
	pruned := make([]int64, len(combos))
	n := 10
	if testing.Short() {
		n = 4
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		b, labels := composed(t, 100+seed, compose.GenerateOptions{Width: 9, Height: 12, Areas: 2 + int(seed%3)})
		for _, rules := range []Rules{Japanese, Chinese} {
			r, err := Solve(ctx, b, Options{Rules: rules, Labels: labels, Budget: search.Budget{MaxNodes: 1e5}})
			if err != nil || !r.Known {
				continue
			}
			for _, first := range []board.Color{board.Black, board.White} {
				name := fmt.Sprintf("seed %d %v %v first", seed, rules, first)
				want := r.ScoreBlackFirst
				if first == board.White {
					want = r.ScoreWhiteFirst
				}
				plain, err := AlphaBeta(ctx, b, r.Decomposition, r.Decomposition.Areas, first, ABOptions{Rules: rules, Budget: search.Budget{MaxNodes: 1e6}})
				if err != nil {
					t.Logf("%s: plain alpha-beta out of budget", name)
					continue
				}
				if plain.Score != want {
					t.Errorf("%s: alpha-beta %d, decomposition search %d", name, plain.Score, want)
				}
				for k, en := range combos {
					ab, err := AlphaBeta(ctx, b, r.Decomposition, r.Decomposition.Areas, first, ABOptions{Rules: rules, Budget: search.Budget{MaxNodes: 1e6}, Enhancements: en})
					if err != nil {
						t.Fatalf("%s %s: %v", name, en.Name(), err)
					}
					if ab.Score != plain.Score {
						t.Errorf("%s: %s gives %d, without enhancements %d", name, en.Name(), ab.Score, plain.Score)
					}
					pruned[k] += ab.Pruned
				}
			}
		}
	}
	for k, en := range combos {
		t.Logf("%s pruned %d moves", en.Name(), pruned[k])
		if pruned[k] == 0 {
			t.Errorf("%s pruned no move on the whole set", en.Name())
		}
	}
}

// TestBoundedTable checks that Budget.TTEntries bounds alpha-beta's
// table: a small table replaces entries and the score stays the same.
func TestBoundedTable(t *testing.T) {
	ctx := context.Background()
	b, labels := composed(t, 7, compose.GenerateOptions{Width: 9, Height: 12, Areas: 3})
	r, err := Solve(ctx, b, Options{Labels: labels, Budget: search.Budget{MaxNodes: 1e5}})
	if err != nil {
		t.Fatal(err)
	}
	var scores []int
	for _, n := range []int{0, 16} {
		ab, err := AlphaBeta(ctx, b, r.Decomposition, r.Decomposition.Areas, board.White, ABOptions{Budget: search.Budget{MaxNodes: 2e6, TTEntries: n}})
		if err != nil {
			t.Fatal(err)
		}
		if n > 0 && ab.TTOverwrites == 0 {
			t.Errorf("a table of %d entries replaced none", n)
		}
		if n == 0 && ab.TTOverwrites != 0 {
			t.Errorf("the unbounded table replaced %d entries", ab.TTOverwrites)
		}
		scores = append(scores, ab.Score)
	}
	if scores[0] != scores[1] || scores[0] != r.ScoreWhiteFirst {
		t.Errorf("scores %v with tables unbounded and of 16 entries, decomposition search %d", scores, r.ScoreWhiteFirst)
	}
}
