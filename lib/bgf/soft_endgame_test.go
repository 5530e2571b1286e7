package bgf

import (
	"context"
	"slices"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
)

// TestSoftEndgameLoss plays the soft player against the exact player on
// small problems of data/endgames. The start score must be the problem's
// verified minimax score (MB or MW), the exact player never loses points
// (Loss >= 0 in every finished game), and a game's score is its exact
// score less the loss.
func TestSoftEndgameLoss(t *testing.T) {
	var ps []*endgame.Problem
	for _, name := range []string{"small-01", "small-02", "small-05", "medium-01"} {
		p, err := endgame.ReadProblem("../../data/endgames/" + name + ".sgf")
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	rows, err := EndgameLoss(context.Background(), ps, DefaultEndgameLossOptions())
	if err != nil {
		t.Fatal(err)
	}
	if want := len(ps) * 2 * len(SoftMethods()); len(rows) != want {
		t.Fatalf("%d rows, want %d", len(rows), want)
	}
	solved := 0
	for i, r := range rows {
		p := ps[i/(2*len(SoftMethods()))]
		want := p.ScoreBlackFirst
		sign := 1
		if r.Color == board.White.String() {
			want, sign = p.ScoreWhiteFirst, -1
		}
		if r.Exact != want {
			t.Errorf("%s %s %s: exact %d, the problem says %d", r.Problem, r.Color, r.Method, r.Exact, want)
		}
		if !r.Solved {
			t.Logf("%s %s %s: unsolved: %s", r.Problem, r.Color, r.Method, r.Reason)
			continue
		}
		solved++
		if r.Loss < 0 || r.Score != r.Exact-sign*r.Loss || r.Moves == 0 || r.Plies < 2 {
			t.Errorf("%+v: want loss >= 0, score = exact - loss, some moves", r)
		}
	}
	if solved < len(rows)/2 {
		t.Errorf("only %d of %d games finished", solved, len(rows))
	}
	if _, err := EndgameLoss(context.Background(), []*endgame.Problem{nil}, DefaultEndgameLossOptions()); err == nil {
		t.Errorf("nil problem: no error")
	}
	o := DefaultEndgameLossOptions()
	o.Colors = []board.Color{board.Empty}
	if _, err := EndgameLoss(context.Background(), ps[:1], o); err == nil {
		t.Errorf("empty colour: no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := EndgameLoss(ctx, ps[:1], DefaultEndgameLossOptions()); err == nil {
		t.Errorf("cancelled context: no error")
	}
}

// TestSoftAreas checks the area sub-games of SoftOptions.Areas on an
// endgame problem: they hold the unsettled empty points no core reaches,
// each searched over exactly its own points.
func TestSoftAreas(t *testing.T) {
	p, err := endgame.ReadProblem("../../data/endgames/small-01.sgf")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	plain, err := SoftDecompose(ctx, p.Board, DefaultSoftOptions())
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultSoftOptions()
	o.Areas = true
	with, err := SoftDecompose(ctx, p.Board, o)
	if err != nil {
		t.Fatal(err)
	}
	proven := with.Proven[board.Black].Union(with.Proven[board.White])
	var covered board.Region
	areas := 0
	for _, sg := range with.SubGames {
		cands := board.RegionOf(sg.Candidates...)
		if cands.Intersects(covered) || cands.Intersects(proven) {
			t.Errorf("sub-game candidates %v overlap another sub-game or proven points", sg.Candidates)
		}
		covered = covered.Union(cands)
		if !sg.Area.IsEmpty() {
			areas++
			if sg.Area != cands || !sg.Core.Stones.IsEmpty() || sg.Depth != o.CalmDepth {
				t.Errorf("area sub-game: area %v, candidates %v, core %v, depth %d", sg.Area.Points(), sg.Candidates, sg.Core.Stones.Points(), sg.Depth)
			}
		}
	}
	if open := p.Board.Empties().Minus(proven); !open.SubsetOf(covered) {
		t.Errorf("unsettled empty points %v are in no sub-game", open.Minus(covered).Points())
	}
	if areas == 0 || len(with.SubGames) != len(plain.SubGames)+areas {
		t.Errorf("%d sub-games with areas (%d area sub-games), %d without", len(with.SubGames), areas, len(plain.SubGames))
	}
}

func TestSummarizeEndgameLoss(t *testing.T) {
	rows := []EndgameLossRow{
		{Method: "meta", Solved: true, Loss: 0},
		{Method: "heuristic1", Solved: true, Loss: 2},
		{Method: "meta", Solved: true, Loss: 3},
		{Method: "heuristic1", Solved: false, Loss: 0},
		{Method: "meta", Solved: false},
	}
	got := SummarizeEndgameLoss(rows)
	want := []EndgameLossSummary{
		{Method: "meta", Games: 3, Solved: 2, Exact: 1, TotalLoss: 3, MeanLoss: 1.5, MaxLoss: 3},
		{Method: "heuristic1", Games: 2, Solved: 1, Exact: 0, TotalLoss: 2, MeanLoss: 2, MaxLoss: 2},
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if len(SummarizeEndgameLoss(nil)) != 0 {
		t.Errorf("no rows: want no summary")
	}
}
