package endgame

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestUnsettledRestScore: small-01 after B E6 (area A: C7, D7, C6 empty,
// White E7 in atari, Black D6 E6 with liberties C6 and D7; area B the
// dame G6; area C the two points C3 D3, *). By hand, Black first: B C6
// leaves A at rest, worth 4 (White E7 is dead: W D7 is captured by B C7
// with D7 E7, W C7 by B D7 with C7 E7; so C7 D7 E7 are Black's and E7 a
// prisoner), W takes C, and the score is the constant 2 plus 4 = 6, as
// decomposition search gives; White first, both methods give 4. Alpha-beta
// with static scoring (an unsettled area counted 0) gave 5, and 4 with
// its pruning: Black must capture E7 at once (3) instead of leaving the
// dead stone. Alpha-beta now scores the areas two passes leave unsettled
// at their least and greatest counts and refuses the score when the two
// minimax scores differ; the exact score lies between them.
func TestUnsettledRestScore(t *testing.T) {
	ctx := context.Background()
	p, err := ReadProblem(filepath.Join(dataDir, "small-01.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	e6, err := board.ParseGTP("E6", p.Board.Width(), p.Board.Height())
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Board.Play(e6, board.Black); err != nil {
		t.Fatal(err)
	}
	r, err := Solve(ctx, p.Board, Options{Rules: Japanese, Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil {
		t.Fatal(err)
	}
	if r.ScoreBlackFirst != 6 || r.ScoreWhiteFirst != 4 {
		t.Errorf("decomposition search %d/%d, by hand 6/4", r.ScoreBlackFirst, r.ScoreWhiteFirst)
	}
	for _, en := range []Enhancements{{}, AllEnhancements()} {
		for _, first := range []board.Color{board.Black, board.White} {
			ab, err := AlphaBeta(ctx, p.Board, r.Decomposition, r.Decomposition.Areas, first, ABOptions{Rules: Japanese, Budget: search.Budget{MaxNodes: 1e6}, Enhancements: en})
			want := r.Score(first)
			switch {
			case errors.Is(err, ErrUnsettledScore):
				if ab.Low > want || want > ab.High {
					t.Errorf("%+v, %v first: alpha-beta %d..%d misses %d", en, first, ab.Low, ab.High, want)
				}
				if first == board.White {
					t.Errorf("%+v, White first: the score does not depend on the dead stone: %v", en, err)
				}
			case err != nil:
				t.Fatal(err)
			case ab.Score != want:
				t.Errorf("%+v, %v first: alpha-beta %d, decomposition search %d", en, first, ab.Score, want)
			case first == board.Black:
				t.Errorf("%+v, Black first: alpha-beta %d, want it refused (it depends on the dead stone E7)", en, ab.Score)
			}
		}
	}
}

// TestSuperkoSetAsideOnce: Solve and AlphaBeta decide the repetition rule
// once (setAsideSuperko): on a board with a positional superko rule they
// give the scores and sequences of the same board without it, and leave
// the board's rules as they were.
func TestSuperkoSetAsideOnce(t *testing.T) {
	ctx := context.Background()
	for _, p := range dataProblems(t) {
		if filepath.Base(p.Name) != "small-01.sgf" && filepath.Base(p.Name) != "ijcai-first.sgf" {
			continue
		}
		o := Options{Rules: p.Rules, Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}}
		plain, err := Solve(ctx, p.Board, o)
		if err != nil {
			t.Fatal(err)
		}
		sk := p.Board.Clone()
		rules := board.Rules{Superko: board.PositionalSuperko}
		sk.SetRules(rules)
		r, err := Solve(ctx, sk, o)
		if err != nil {
			t.Fatal(err)
		}
		if r.ScoreBlackFirst != plain.ScoreBlackFirst || r.ScoreWhiteFirst != plain.ScoreWhiteFirst || len(r.Sequence) != len(plain.Sequence) || len(r.Skipped) != len(plain.Skipped) {
			t.Errorf("%s: with superko %d/%d (%d moves), without %d/%d (%d moves)", p.Name, r.ScoreBlackFirst, r.ScoreWhiteFirst, len(r.Sequence), plain.ScoreBlackFirst, plain.ScoreWhiteFirst, len(plain.Sequence))
		}
		ab, err := AlphaBeta(ctx, sk, r.Decomposition, r.Decomposition.Areas, board.White, ABOptions{Rules: p.Rules, Budget: search.Budget{MaxNodes: 1e6}, Enhancements: AllEnhancements()})
		if err != nil || ab.Score != plain.ScoreWhiteFirst {
			t.Errorf("%s: alpha-beta with superko %d (%v), decomposition search %d", p.Name, ab.Score, err, plain.ScoreWhiteFirst)
		}
		if sk.Rules() != rules {
			t.Errorf("%s: the board's rules changed to %+v", p.Name, sk.Rules())
		}
	}
}
