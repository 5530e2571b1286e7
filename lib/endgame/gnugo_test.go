package endgame

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestAgainstGNUGo lets decomposition search play small problems against
// GNU Go (GNUGoMatch: both colours, each side moving first): it must never
// end below the minimax score, which is the recorded one.
func TestAgainstGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays GNU Go games")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
	defer cancel()
	var problems []*Problem
	for _, name := range []string{"small-01", "small-03", "small-05", "small-08", "medium-01"} {
		p, err := ReadProblem(dataDir + "/" + name + ".sgf")
		if err != nil {
			t.Fatal(err)
		}
		problems = append(problems, p)
	}
	games, err := GNUGoMatch(ctx, problems, MatchOptions{}, "--level", "1", "--seed", "1")
	if errors.Is(err, ErrNoOpponent) {
		t.Skip("GNU Go is not installed")
	}
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
		t.Logf("%s DS %s, %s first: %d moves, final %d, minimax %d, GNU Go lost %d", g.Problem, g.DSColor, g.FirstColor, len(g.Moves), g.FinalScore, g.MinimaxScore, g.OpponentLoss)
	}
}
