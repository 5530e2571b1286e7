package figures

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
)

// TestEndgameFigures draws a data problem's areas, values, sequence and
// move losses: every area is shaded and tabulated, the sequence table has
// a row per move, and the heat map puts the optimal sequence's first move
// among the moves that lose nothing.
func TestEndgameFigures(t *testing.T) {
	p, err := endgame.ReadProblem("../../data/endgames/small-01.sgf")
	if err != nil {
		t.Fatal(err)
	}
	res, err := endgame.Solve(context.Background(), p.Board, endgame.Options{Rules: p.Rules, Labels: p.Labels})
	if err != nil {
		t.Fatal(err)
	}
	if o := EndgameAreas(p, res); len(o.Shades) != 2+len(res.Areas) {
		t.Errorf("%d shades for %d areas", len(o.Shades), len(res.Areas))
	}
	if rows, err := EndgameAreaValues(res); err != nil || len(rows) != len(res.Areas) {
		t.Errorf("area values: %d rows, %v", len(rows), err)
	}
	if scores, err := EndgameScores(p, res); err != nil || scores[1][1] != scores[2][1] {
		t.Errorf("scores %q, %v", scores, err)
	}
	seq := res.SequenceWhiteFirst
	if rows, err := EndgameSequence(res, seq, p.Board.Height()); err != nil || len(rows) != len(seq)+1 {
		t.Errorf("sequence: %d rows for %d moves, %v", len(rows), len(seq), err)
	}
	losses, err := res.MoveLosses(p.Board, board.White)
	if err != nil {
		t.Fatal(err)
	}
	heat, err := MoveLossHeatMap(p, losses, board.White)
	if err != nil {
		t.Fatal(err)
	}
	if heat.Shades[0].Name != "loses 0" || !heat.Shades[0].Region.Has(seq[0].Point) {
		t.Errorf("the optimal first move %v is not shaded as losing 0: %+v", seq[0].Point, heat.Shades[0])
	}
}
