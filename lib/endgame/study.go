package endgame

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// NodeCountRow is one point of the paper's node-count comparison (Müller
// 1999, the node counts of LCGS against alpha-beta over growing subsets of
// the areas): a method solving the sum of the first Count areas of a
// problem, in label order.
type NodeCountRow struct {
	Problem string `json:"problem"`
	Subset  string `json:"subset"` // the subset's short name: "A", "A+B", "A..M"
	Added   string `json:"added"`  // the label of the area this subset adds to the previous one
	Areas   string `json:"areas"`  // every label of the subset: "A+B+C"
	Count   int    `json:"count"`  // number of areas
	Points  int    `json:"points"`
	Method  Method `json:"method"` // "lcgs" or "ab" with its enhancements ("ab", "ab+sort+global", ...)
	Nodes   int64  `json:"nodes"`
	// Positions is, for LCGS, the number of local positions expanded in
	// the areas searched (the paper's count; Nodes also counts a position
	// once more per further path context or ko bound it needs, and an area
	// identical to one searched before costs nothing); 0 for alpha-beta.
	Positions int64  `json:"positions"`
	Solved    bool   `json:"solved"`
	First     string `json:"first"` // the player to move first
	Score     int    `json:"score"` // the minimax score with First to move
	// LocalNodes is, for alpha-beta with pruning enhancements, the LCGS
	// nodes of the local knowledge they draw on.
	LocalNodes int64   `json:"local_nodes"`
	Millis     float64 `json:"millis"`
}

// Name returns the method name of an enhancement combination: "ab" and the
// enhancements switched on ("ab+sort+global+local+partial").
func (e Enhancements) Name() string { return e.join("ab", "+", false) }

// CumulativeEnhancements returns the combinations of the paper's
// comparison: none, then each enhancement added in turn.
func CumulativeEnhancements() []Enhancements {
	return []Enhancements{
		{},
		{SortByArea: true},
		{SortByArea: true, GlobalPruning: true},
		{SortByArea: true, GlobalPruning: true, LocalPruning: true},
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
// areas (in label order), with first to move, with decomposition search, whose node count is
// the LCGS nodes of the areas in the sum (areas sharing the graph of an
// identical earlier area add none), and with alpha-beta under each
// enhancement combination and the node budget. Once alpha-beta fails for a
// combination it is not run on the larger sums (their rows say unsolved).
// Scores of solved rows are checked against decomposition search; a
// disagreement is an error.
func NodeCounts(ctx context.Context, p *Problem, first board.Color, combos []Enhancements, abBudget search.Budget) ([]NodeCountRow, error) {
	return nodeCounts(ctx, p, first, combos, abBudget, true)
}

// nodeCounts is NodeCounts; without lcgs, once alpha-beta has failed for
// every combination, the larger sums are not solved by decomposition
// search either: their LCGS rows are left unsolved (SubsetStudy takes the
// LCGS rows from one job only).
func nodeCounts(ctx context.Context, p *Problem, first board.Color, combos []Enhancements, abBudget search.Budget, lcgs bool) ([]NodeCountRow, error) {
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
		lcgsPositions += a.Stats.PositionsExpanded
		points += a.Size()
		base := NodeCountRow{Problem: strings.TrimSuffix(filepath.Base(p.Name), ".sgf"), Subset: SubsetName(names), Added: a.Label, Areas: strings.Join(names, "+"), Count: len(names), Points: points, First: first.String()}
		row := base
		row.Method, row.Nodes, row.Positions = Method{}, lcgsNodes, lcgsPositions
		want := 0
		if lcgs || !allTrue(failed) {
			sub, err := Solve(ctx, p.Board, Options{Rules: p.Rules, Labels: p.Labels, Areas: names, Budget: search.Budget{MaxNodes: 1e6}})
			if err != nil {
				return rows, err
			}
			want = sub.Score(first)
			row.Solved, row.Score, row.Millis = sub.Known, want, sub.Stats.Millis()
		}
		rows = append(rows, row)
		for k, en := range combos {
			row := base
			row.Method = AlphaBetaMethod(en)
			if !failed[k] {
				ab, solved, err := checkedAlphaBeta(ctx, p, r.Decomposition, areas, first, ABOptions{Rules: p.Rules, Budget: abBudget, Enhancements: en}, want)
				if err != nil {
					return rows, err
				}
				row.Nodes, row.LocalNodes, row.Millis, row.Solved, row.Score = ab.Stats.Nodes, ab.LocalNodes, ab.Stats.Millis(), solved, ab.Score
				failed[k] = !solved
			}
			rows = append(rows, row)
		}
	}
	return rows, nil
}

// allTrue reports whether every element of x is true.
func allTrue(x []bool) bool {
	for _, v := range x {
		if !v {
			return false
		}
	}
	return true
}

// TableSizeRow is one run of the table-size experiment: alpha-beta on a
// sum of areas with a transposition table of Entries slots.
type TableSizeRow struct {
	Areas      string  `json:"areas"`
	Points     int     `json:"points"`
	First      string  `json:"first"`
	Method     Method  `json:"method"`
	Entries    int     `json:"entries"` // Budget.TTEntries (0: unbounded)
	Nodes      int64   `json:"nodes"`
	Overwrites int64   `json:"overwrites"`
	Solved     bool    `json:"solved"`
	Score      int     `json:"score"`
	Millis     float64 `json:"millis"`
}

// TableSizes solves the sum of a problem's first count areas (in label
// order) by alpha-beta with the given enhancements and first player under
// each table size of entries (Budget.TTEntries; 0 is unbounded), the
// table-size effect of Müller 1999 (the alpha-beta experiments: a table
// too small for the problem multiplies the solution time). Scores of
// solved rows are checked against decomposition search.
func TableSizes(ctx context.Context, p *Problem, count int, first board.Color, en Enhancements, entries []int, budget search.Budget) ([]TableSizeRow, error) {
	r, err := Solve(ctx, p.Board, Options{Rules: p.Rules, Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil {
		return nil, err
	}
	if count < 1 || count > len(r.Areas) {
		return nil, errors.New("table sizes: the area count is out of range")
	}
	var names []string
	var areas []Area
	points := 0
	for _, a := range r.Areas[:count] {
		names = append(names, a.Label)
		areas = append(areas, Area{Label: a.Label, Points: a.Points})
		points += a.Size()
	}
	sub, err := Solve(ctx, p.Board, Options{Rules: p.Rules, Labels: p.Labels, Areas: names, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil {
		return nil, err
	}
	want := sub.Score(first)
	var rows []TableSizeRow
	for _, n := range entries {
		b := budget
		b.TTEntries = n
		ab, solved, err := checkedAlphaBeta(ctx, p, r.Decomposition, areas, first, ABOptions{Rules: p.Rules, Budget: b, Enhancements: en}, want)
		if err != nil {
			return rows, err
		}
		rows = append(rows, TableSizeRow{Areas: SubsetName(names), Points: points, First: first.String(), Method: AlphaBetaMethod(en), Entries: n,
			Nodes: ab.Stats.Nodes, Overwrites: ab.TTOverwrites, Millis: ab.Stats.Millis(), Solved: solved, Score: ab.Score})
	}
	return rows, nil
}

// checkedAlphaBeta runs AlphaBeta on the areas and reports whether it
// finished within its budget; a finished search whose score is not want
// (decomposition search's) is an error.
func checkedAlphaBeta(ctx context.Context, p *Problem, d *Decomposition, areas []Area, first board.Color, o ABOptions, want int) (ABResult, bool, error) {
	ab, err := AlphaBeta(ctx, p.Board, d, areas, first, o)
	switch {
	case errors.Is(err, ErrBudget):
		return ab, false, nil
	case errors.Is(err, ErrUnsettledScore) && ab.Low <= want && want <= ab.High:
		return ab, false, nil // alpha-beta has no judgement of the dead stones
	case err != nil:
		return ab, false, err
	case ab.Score != want:
		var names []string
		for _, a := range areas {
			names = append(names, a.Label)
		}
		return ab, true, fmt.Errorf("alpha-beta %s gives %d and decomposition search %d on %s, %v first", o.Enhancements.Name(), ab.Score, want, strings.Join(names, "+"), first)
	}
	return ab, true, nil
}

// SubsetStudy is the paper's node-count comparison (Müller 2001, Fig. 7;
// IJCAI-99, Tables 1 and 2) over several problems: NodeCounts of each
// problem with first to move, for each combination of
// CumulativeEnhancements (alpha-beta under budget), as one lib/study run
// with a (problem, combination) per worker, each on its own copy of the
// problem. The rows come per problem and subset: the LCGS row, then one
// row per combination. `decomp study endgame-subsets` and notebook 02 call
// it.
func SubsetStudy(ctx context.Context, problems []*Problem, first board.Color, budget search.Budget, o study.Options) ([]NodeCountRow, error) {
	type job struct {
		p  *Problem
		en Enhancements
	}
	combos := CumulativeEnhancements()
	var jobs []job
	for _, p := range problems {
		for _, en := range combos {
			jobs = append(jobs, job{p, en})
		}
	}
	per, err := study.RunRows(ctx, jobs, o, func(ctx context.Context, j job) ([][]NodeCountRow, error) {
		p := *j.p
		p.Board = j.p.Board.Clone()
		rows, err := nodeCounts(ctx, &p, first, []Enhancements{j.en}, budget, j.en == combos[0])
		return [][]NodeCountRow{rows}, err
	})
	if err != nil {
		return nil, err
	}
	// Each job's rows alternate LCGS and its combination; the first
	// combination's LCGS rows stand for all.
	var rows []NodeCountRow
	for k := range problems {
		block := per[k*len(combos) : (k+1)*len(combos)]
		for i := 0; i+1 < len(block[0]); i += 2 {
			rows = append(rows, block[0][i])
			for _, combo := range block {
				if i+1 < len(combo) {
					rows = append(rows, combo[i+1])
				}
			}
		}
	}
	return rows, nil
}

// TableSizeStudy is the table-size experiment (TableSizes) as one
// lib/study run, one table size per worker, each on its own copy of the
// problem. `decomp study endgame-tt` and notebook 02 call it.
func TableSizeStudy(ctx context.Context, p *Problem, count int, first board.Color, en Enhancements, entries []int, budget search.Budget, o study.Options) ([]TableSizeRow, error) {
	return study.RunRows(ctx, entries, o, func(ctx context.Context, n int) ([]TableSizeRow, error) {
		q := *p
		q.Board = p.Board.Clone()
		return TableSizes(ctx, &q, count, first, en, []int{n}, budget)
	})
}
