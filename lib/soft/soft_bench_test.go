package soft

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/internal/cputime"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
)

// BenchmarkDecompose times soft decomposition with the default
// options: the two tactical positions, the 19x19 endgame paper-scale
// (with area sub-games) and a random 19x19 position with at most 150
// empty points (safety.RandomPosition, seed 1).
func BenchmarkDecompose(b *testing.B) {
	paper, err := board.ReadSGFFile("../../data/endgames/paper-scale.sgf")
	if err != nil {
		b.Fatal(err)
	}
	random, err := safety.RandomPosition(19, 19, 150, 1)
	if err != nil {
		b.Fatal(err)
	}
	areas := DefaultOptions()
	areas.Areas = true
	for _, bc := range []struct {
		name string
		b    *board.Board
		opt  Options
	}{
		{"save-capture-9x9", board.MustParse(softTactics[0].diagram), DefaultOptions()},
		{"race-9x9", board.MustParse(softTactics[1].diagram), DefaultOptions()},
		{"paper-scale-19x19-areas", paper.Setup, areas},
		{"random-19x19", random, DefaultOptions()},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var nodes int64
			var subgames int
			for b.Loop() {
				r, err := Decompose(context.Background(), bc.b, bc.opt)
				if err != nil {
					b.Fatal(err)
				}
				nodes, subgames = r.Stats.Nodes, len(r.SubGames)
			}
			b.ReportMetric(float64(nodes), "nodes")
			b.ReportMetric(float64(subgames), "subgames")
		})
	}
}

// BenchmarkInfluence times one leaf evaluation with each territory rule
// on a random 19x19 position with at most 150 empty points
// (safety.RandomPosition, seed 1).
func BenchmarkInfluence(b *testing.B) {
	pos, err := safety.RandomPosition(19, 19, 150, 1)
	if err != nil {
		b.Fatal(err)
	}
	var none [3]board.Region
	for _, t := range []Territory{TerritoryDistance, TerritoryBouzy} {
		b.Run(t.String(), func(b *testing.B) {
			start := cputime.Process()
			for b.Loop() {
				Influence(pos, none, t, 0)
			}
			cputime.Report(b, start)
		})
	}
}
