package figures

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/go-echarts/go-echarts/v2/charts"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/search"
)

// The figures and tables of notebook 06 (exact endgames of real games,
// lib/endgame's RealGame and RealMoves on the strong games).

// RealShareRow is one k of RealShareTable.
type RealShareRow struct {
	Before    string `table:"moves before the end"`
	Positions int    `table:"positions"`
	Solved    int    `table:"solved exactly"`
	Percent   string `table:"share"`
	Blocks    string `table:"what blocks the rest"`
}

// RealShareTable tabulates the share of positions solved exactly by the
// number of moves before the end, and the blockers of the others (most
// frequent first).
func RealShareTable(rows []endgame.RealRow) []RealShareRow {
	var out []RealShareRow
	for _, s := range endgame.RealShares(rows) {
		kinds := make([]endgame.BlockKind, 0, len(s.Blocks))
		for k := range s.Blocks {
			kinds = append(kinds, k)
		}
		sort.Slice(kinds, func(i, j int) bool {
			if s.Blocks[kinds[i]] != s.Blocks[kinds[j]] {
				return s.Blocks[kinds[i]] > s.Blocks[kinds[j]]
			}
			return kinds[i] < kinds[j]
		})
		var parts []string
		for _, k := range kinds {
			parts = append(parts, fmt.Sprintf("%v %d", k, s.Blocks[k]))
		}
		out = append(out, RealShareRow{Before: fmt.Sprint(s.Before), Positions: s.Positions, Solved: s.Solved,
			Percent: fmt.Sprintf("%.0f%%", s.Percent), Blocks: strings.Join(parts, ", ")})
	}
	return out
}

// RealShareChart is the share of positions solved exactly (percent) by
// the number of moves before the end.
func RealShareChart(rows []endgame.RealRow) (*charts.Bar, error) {
	var cats []string
	var vals []float64
	for _, s := range endgame.RealShares(rows) {
		cats = append(cats, fmt.Sprintf("End-%d", s.Before))
		vals = append(vals, s.Percent)
	}
	return plot.GroupedBarsChart(plot.GroupedBars{Title: "Positions solved exactly", Subtitle: "decomposition search, strong games",
		Categories: cats, Series: []plot.Series{{Name: "solved", Values: vals}}, YName: "% of positions"})
}

// RealPositionRow is one position of RealPositions.
type RealPositionRow struct {
	Game    string `table:"game"`
	Before  int    `table:"k"`
	Safe    int    `table:"safe points"`
	Largest int    `table:"largest area"`
	Result  string `table:"exact result (minimax - komi)"`
	Played  string `table:"after the moves played"`
	Lost    string `table:"points Black lost"`
	Blocker string `table:"blocker"`
}

// RealPositions tabulates every position: what safety proved, the
// largest area, and for a solved one its minimax result with komi
// beside the result after the moves actually played.
func RealPositions(rows []endgame.RealRow) []RealPositionRow {
	var out []RealPositionRow
	for _, r := range rows {
		pr := RealPositionRow{Game: r.Game, Before: r.Before, Safe: r.SafePoints, Largest: r.LargestArea, Blocker: r.Block.String()}
		if r.Solved {
			pr.Result = fmt.Sprintf("%+.1f", float64(r.Score)-r.Komi)
			pr.Blocker = ""
		}
		if r.PlayedKnown {
			pr.Played = fmt.Sprintf("%+.1f (recorded %s)", float64(r.Played)-r.Komi, r.Recorded)
		}
		if r.Solved && r.PlayedKnown {
			pr.Lost = fmt.Sprint(r.BlackLost)
		}
		out = append(out, pr)
	}
	return out
}

// RealKoRow is one line of RealKo.
type RealKoRow struct {
	Method     string `table:"method"`
	BlackFirst int    `table:"Black first"`
	WhiteFirst int    `table:"White first"`
	Sequence   string `table:"sequence, Black first"`
}

// RealKo compares, on a position whose areas' ko bounds differ (an
// analysis with a ko search), the scores with each colour winning every
// ko (endgame.Options.KoWinner) with the ko search's exact scores.
func RealKo(ctx context.Context, b *board.Board, labels map[board.Point]string, an *endgame.Analysis) ([]RealKoRow, error) {
	if an.Ko[board.Black] == nil {
		return nil, fmt.Errorf("figures: real ko: no ko search (%v)", an.Blocker)
	}
	seq := func(ms []endgame.Move) string {
		var s []string
		for _, m := range ms {
			s = append(s, m.Format(b.Height()))
		}
		return strings.Join(s, ", ")
	}
	var rows []RealKoRow
	for _, w := range []board.Color{board.White, board.Black} {
		r, err := endgame.Solve(ctx, b, endgame.Options{Labels: labels, KoWinner: w, Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil {
			return nil, fmt.Errorf("figures: real ko: %w", err)
		}
		rows = append(rows, RealKoRow{Method: fmt.Sprintf("%v wins every ko", w), BlackFirst: r.ScoreBlackFirst, WhiteFirst: r.ScoreWhiteFirst, Sequence: seq(r.Sequence)})
	}
	return append(rows, RealKoRow{Method: "ko search (exact)", BlackFirst: an.Score(board.Black), WhiteFirst: an.Score(board.White), Sequence: seq(an.Sequence(board.Black))}), nil
}
