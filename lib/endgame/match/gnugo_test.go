package match

import (
	"context"
	"testing"
	"time"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/search"
)

// TestAgainstGNUGo lets decomposition search play small problems against
// GNU Go (GNUGoMatch: both colours, each side moving first): it must never
// end below the minimax score, which is the recorded one.
func TestAgainstGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays GNU Go games")
	}
	testenv.GNUGoPath(t)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
	defer cancel()
	var problems []*endgame.Problem
	for _, name := range []string{"small-01", "small-03", "small-05", "small-08", "medium-01"} {
		p, err := endgame.ReadProblem("../../../data/endgames/" + name + ".sgf")
		if err != nil {
			t.Fatal(err)
		}
		problems = append(problems, p)
	}
	games, err := GNUGoMatch(ctx, problems, Options{}, "--level", "1", "--seed", "1")
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 4*len(problems) {
		t.Fatalf("%d games, want %d", len(games), 4*len(problems))
	}
	for i, g := range games {
		p := problems[i/4]
		want := p.ScoreBlackFirst
		if g.FirstColor == "white" {
			want = p.ScoreWhiteFirst
		}
		if g.MinimaxScore != want {
			t.Errorf("%s: minimax score %d, recorded %d", g.Problem, g.MinimaxScore, want)
		}
		if g.OpponentLoss < 0 {
			t.Errorf("%s, DS %s, %s first: final score %d, below the minimax score %d for DS (moves %v)", g.Problem, g.DSColor, g.FirstColor, g.FinalScore, g.MinimaxScore, g.Moves)
		}
		if len(g.Moves) < 2 || g.Moves[len(g.Moves)-1][2:] != "pass" {
			t.Errorf("%s: game does not end with passes: %v", g.Problem, g.Moves)
		}
		// the final score by alpha-beta on the replayed final position,
		// and GNU Go's loss from decomposition search's side
		final := replay(t, p, g.Moves)
		d, err := endgame.Decompose(final, endgame.BensonSafety(final), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, first := range []board.Color{board.Black, board.White} {
			ab, err := endgame.AlphaBeta(ctx, final, d, d.Areas, first, endgame.ABOptions{Rules: p.Rules, Budget: search.Budget{MaxNodes: 1e6}})
			if err != nil || ab.Score != g.FinalScore {
				t.Errorf("%s, DS %s, %s first: final score %d, alpha-beta on the final position with %s first %d (%v)", g.Problem, g.DSColor, g.FirstColor, g.FinalScore, first, ab.Score, err)
			}
		}
		loss := g.FinalScore - g.MinimaxScore
		if g.DS == board.White {
			loss = -loss
		}
		if g.OpponentLoss != loss {
			t.Errorf("%s, DS %s: GNU Go's loss %d, want %d", g.Problem, g.DSColor, g.OpponentLoss, loss)
		}
		t.Logf("%s DS %s, %s first: %d moves, final %d, minimax %d, GNU Go lost %d", g.Problem, g.DSColor, g.FirstColor, len(g.Moves), g.FinalScore, g.MinimaxScore, g.OpponentLoss)
	}
}

// replay plays a game's moves ("B D4", "W pass") on a copy of p's board.
func replay(t *testing.T, p *endgame.Problem, moves []string) *board.Board {
	t.Helper()
	b := p.Board.Clone()
	for _, m := range moves {
		c, err := board.ParseColor(m[:1])
		if err != nil {
			t.Fatal(err)
		}
		q, err := board.ParseGTP(m[2:], b.Width(), b.Height())
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Play(q, c); err != nil {
			t.Fatalf("%s: %s: %v", p.Name, m, err)
		}
	}
	return b
}
