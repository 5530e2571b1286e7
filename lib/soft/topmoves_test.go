package soft

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/decomplab/decomplab/internal/testenv"
)

// TestTopMoves runs the GNU Go comparison on one position of a shared
// self-play game with both territory rules (skipped without GNU Go or the
// shared game records): one row per rule, GNU Go's move and value filled
// in, a soft move that is a point, and a rank that points at it.
func TestTopMoves(t *testing.T) {
	files := testenv.SharedGlob(t, "games/gnugo-selfplay-19/*.sgf")
	testenv.GNUGoPath(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rules := []Territory{TerritoryDistance, TerritoryBouzy}
	rows, err := TopMoves(ctx, files[:1], []int{60, 100000}, rules, DefaultOptions(), "--level", "1")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(rules) {
		t.Fatalf("%d rows, want %d (the position beyond the record is skipped)", len(rows), len(rules))
	}
	for i, r := range rows {
		if r.Territory != rules[i] || r.At != 60 || r.Best == "" || r.Soft == "" || r.Soft == "PASS" || r.Rank < 0 || r.Rank > 10 || (r.Rank == 0) != (r.Value == 0) {
			t.Errorf("row %+v", r)
		}
	}
	if _, err := TopMoves(ctx, []string{"no-such-game.sgf"}, []int{1}, rules, DefaultOptions(), "--level", "1"); err == nil {
		t.Errorf("missing file: no error")
	}
}

func TestSummarizeTopMoves(t *testing.T) {
	rows := []TopMovesRow{
		{Territory: TerritoryDistance, Rank: 0, Time: 2 * time.Second},
		{Territory: TerritoryBouzy, Rank: 1, Time: 3 * time.Second},
		{Territory: TerritoryDistance, Rank: 4, Time: 4 * time.Second},
		{Territory: TerritoryBouzy, Rank: 0, Time: 5 * time.Second},
	}
	want := []TopMovesSummary{
		{Territory: TerritoryDistance, Positions: 2, InTop: 1, Best: 0, MeanTime: 3 * time.Second},
		{Territory: TerritoryBouzy, Positions: 2, InTop: 1, Best: 1, MeanTime: 4 * time.Second},
	}
	if got := SummarizeTopMoves(rows); !slices.Equal(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}
