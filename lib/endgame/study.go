package endgame

import (
	"context"
	"errors"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// NodeCountRow is one point of the paper's node-count comparison (Müller
// 1999, the node counts of LCGS against alpha-beta over growing subsets of
// the areas): a method solving the sum of the first Count areas of a
// problem, in label order.
type NodeCountRow struct {
	Subset string `json:"subset"` // the subset's short name: "A", "A+B", "A..M"
	Added  string `json:"added"`  // the label of the area this subset adds to the previous one
	Areas  string `json:"areas"`  // every label of the subset: "A+B+C"
	Count  int    `json:"count"`  // number of areas
	Points int    `json:"points"`
	Method string `json:"method"` // "lcgs" or "ab" with its enhancements ("ab", "ab+sort+global", ...)
	Nodes  int64  `json:"nodes"`
	// Positions is, for LCGS, the number of local positions expanded in
	// the areas searched (the paper's count; Nodes also counts a position
	// once more per further path context or ko bound it needs, and an area
	// identical to one searched before costs nothing); 0 for alpha-beta.
	Positions int64   `json:"positions"`
	Solved    bool    `json:"solved"`
	Score     int     `json:"score_black_first"`
	Millis    float64 `json:"millis"`
}

// Name returns the method name of an enhancement combination: "ab" and the
// enhancements switched on ("ab+sort+global+local+partial").
func (e Enhancements) Name() string {
	s := "ab"
	for _, f := range []struct {
		on   bool
		name string
	}{{e.SortByArea, "sort"}, {e.GlobalBestMove, "global"}, {e.LocalBestMove, "local"}, {e.PartialOrder, "partial"}} {
		if f.on {
			s += "+" + f.name
		}
	}
	return s
}

// CumulativeEnhancements returns the combinations of the paper's
// comparison: none, then each enhancement added in turn.
func CumulativeEnhancements() []Enhancements {
	return []Enhancements{
		{},
		{SortByArea: true},
		{SortByArea: true, GlobalBestMove: true},
		{SortByArea: true, GlobalBestMove: true, LocalBestMove: true},
		AllEnhancements(),
	}
}

// SubsetName names a subset of areas given by its labels in order as the
// paper's comparison does: "A", "A+B", and first..last for longer ones
// ("A..M").
func SubsetName(labels []string) string {
	switch len(labels) {
	case 0:
		return ""
	case 1, 2:
		return strings.Join(labels, "+")
	}
	return labels[0] + ".." + labels[len(labels)-1]
}

// NodeCounts solves the growing sums A, A+B, A+B+C, ... of a problem's
// areas (in label order) with decomposition search, whose node count is
// the LCGS nodes of the areas in the sum (areas sharing the graph of an
// identical earlier area add none), and with alpha-beta under each
// enhancement combination and the node budget. Once alpha-beta fails for a
// combination it is not run on the larger sums (their rows say unsolved).
// Scores of solved rows are checked against decomposition search; a
// disagreement is an error.
func NodeCounts(ctx context.Context, p *Problem, combos []Enhancements, abBudget search.Budget) ([]NodeCountRow, error) {
	r, err := Solve(ctx, p.Board, Options{Rules: p.Rules, Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil {
		return nil, err
	}
	var rows []NodeCountRow
	failed := make([]bool, len(combos))
	var names []string
	var areas []Area
	var lcgsNodes, lcgsPositions int64
	points := 0
	for i := range r.Areas {
		a := &r.Areas[i]
		names = append(names, a.Label)
		areas = append(areas, Area{Label: a.Label, Points: a.Points})
		lcgsNodes += a.Stats.Nodes
		lcgsPositions += a.Stats.Counters["positions_expanded"]
		points += a.Size()
		sub, err := Solve(ctx, p.Board, Options{Rules: p.Rules, Labels: p.Labels, Areas: names, Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil {
			return rows, err
		}
		base := NodeCountRow{Subset: SubsetName(names), Added: a.Label, Areas: strings.Join(names, "+"), Count: len(names), Points: points}
		row := base
		row.Method, row.Nodes, row.Positions, row.Solved, row.Score, row.Millis = "lcgs", lcgsNodes, lcgsPositions, sub.Known, sub.ScoreBlackFirst, sub.Stats.Millis()
		rows = append(rows, row)
		for k, en := range combos {
			row := base
			row.Method = en.Name()
			if !failed[k] {
				ab, err := AlphaBeta(ctx, p.Board, r.Decomposition, areas, board.Black, ABOptions{Rules: p.Rules, Budget: abBudget, Enhancements: en})
				row.Nodes, row.Millis = ab.Stats.Nodes, ab.Stats.Millis()
				switch {
				case errors.Is(err, ErrBudget):
					failed[k] = true
				case err != nil:
					return rows, err
				default:
					row.Solved, row.Score = true, ab.Score
					if ab.Score != sub.ScoreBlackFirst {
						return rows, errors.New("alpha-beta " + en.Name() + " and decomposition search disagree on " + row.Areas)
					}
				}
			}
			rows = append(rows, row)
		}
	}
	return rows, nil
}
