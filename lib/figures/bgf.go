package figures

import (
	"context"
	"fmt"
	"strconv"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/soft"
)

// BGFTree draws a binary game tree (Chen, Section 2): a leaf shows its
// value, an inner node "Lv | Rv" (Def. 2.1.2), edges L and R.
func BGFTree(t *bgf.Tree) *plot.TreeNode { return bgfTree(t, "") }

func bgfTree(t *bgf.Tree, edge string) *plot.TreeNode {
	if t.IsLeaf() {
		return &plot.TreeNode{Label: t.Value().RatString(), Edge: edge}
	}
	return &plot.TreeNode{Label: t.Lv().RatString() + " | " + t.Rv().RatString(), Edge: edge,
		Children: []*plot.TreeNode{bgfTree(t.Left(), "L"), bgfTree(t.Right(), "R")}}
}

// BGFTreeFacts tabulates the paper's per-tree quantities of an analysed
// forest: Lv, Rv (Def. 2.1.2), inner and outer swing (Def. 5.3), basic
// value (Def. 6.1), L- and R-sente values (Def. 6.2), starred where the
// move is sente in the forest.
func BGFTreeFacts(a bgf.Analysis) ([][]string, error) {
	rows := [][]string{{"tree", "Lv", "Rv", "inner swing", "outer swing", "basic value", "L-sente value", "R-sente value"}}
	star := map[bool]string{true: "*"}
	for k, t := range a.Trees {
		rows = append(rows, []string{fmt.Sprintf("T%d = %v", k+1, a.Forest[k]), t.Lv.RatString(), t.Rv.RatString(),
			t.InnerSwing.String(), t.OuterSwing.String(), t.BasicValue.RatString(),
			t.LSenteValue.RatString() + star[t.LSente], t.RSenteValue.RatString() + star[t.RSente]})
	}
	return rows, nil
}

// BGFMoves tabulates the tree (1-based) each method plays in, for Left and
// for Right to move: the paper's Algorithms 1-3 and Metasearch (Def. 4.3's
// smallest optimal k), then our heuristics.
func BGFMoves(a bgf.Analysis) ([][]string, error) {
	row := func(side string, m bgf.Moves) []string {
		return []string{side, strconv.Itoa(m.Heuristic1), strconv.Itoa(m.Heuristic2), strconv.Itoa(m.Heuristic3), strconv.Itoa(m.Metasearch),
			strconv.Itoa(m.BiggestSwing), strconv.Itoa(m.BiggestIncentive), strconv.Itoa(m.CountLookahead)}
	}
	header := []string{"to move", bgf.Algorithm1.Title(), bgf.Algorithm2.Title(), bgf.Algorithm3.Title(), "Metasearch (Def. 4.3)"}
	for _, h := range []bgf.Heuristic{bgf.BiggestSwing, bgf.BiggestIncentive, bgf.CountLookahead} {
		header = append(header, h.Title()+" (ours)")
	}
	return [][]string{header, row("Left", a.Left), row("Right", a.Right)}, nil
}

// BGFOutcomes is one line of text with a forest's exact Lo and Ro (Def.
// 4.2), the paper's Estimate of them (Section 7) and our CountEstimate.
func BGFOutcomes(a bgf.Analysis) string {
	return fmt.Sprintf("Lo = **%s**, Ro = **%s**; the paper's Estimate: Lo ≈ **%s**, Ro ≈ **%s** (our CountEstimate: %s, %s); dominance pairs (Def. 5.1, T_i >> T_j): %v",
		a.Lo.RatString(), a.Ro.RatString(), a.EstimateLo.RatString(), a.EstimateRo.RatString(),
		a.CountEstimateLo.RatString(), a.CountEstimateRo.RatString(), a.Dominates)
}

// BGFDominance tabulates, for each pair of trees, T1 >> T2 and T2 >> T1
// (Def. 5.1), so T1 = T2 in Def. 5.2's sense, beside equality as forests
// (Def. 4.8), which Example 5.1 tells apart.
func BGFDominance(pairs ...[2]string) ([][]string, error) {
	rows := [][]string{{"T1", "T2", "T1 >> T2", "T2 >> T1", "dominance-equal (Def. 5.2)", "equal as forests (Def. 4.8)"}}
	for _, p := range pairs {
		t1, err := bgf.ParseTree(p[0])
		if err != nil {
			return nil, err
		}
		t2, err := bgf.ParseTree(p[1])
		if err != nil {
			return nil, err
		}
		d12, err := bgf.Dominates(t1, t2)
		if err != nil {
			return nil, err
		}
		d21, err := bgf.Dominates(t2, t1)
		if err != nil {
			return nil, err
		}
		eq, err := bgf.Equal(bgf.Forest{t1}, bgf.Forest{t2})
		if err != nil {
			return nil, err
		}
		rows = append(rows, []string{t1.String(), t2.String(), yesNo(d12), yesNo(d21), yesNo(d12 && d21), yesNo(eq)})
	}
	return rows, nil
}

func yesNo(b bool) string { return map[bool]string{true: "yes", false: "no"}[b] }

// BGFTotal is one method of the heuristic-quality experiment over all
// forest sizes.
type BGFTotal struct {
	Method    string  `table:"method"`
	Source    string  `table:"from"`
	Forests   int     `table:"forests"`
	Exact     string  `table:"exact"`
	MeanLoss  string  `table:"mean loss"`
	MaxLoss   float64 `table:"worst loss"`
	MeanNodes string  `table:"mean nodes"`
}

// BGFTotals folds the heuristic-quality rows over the forest sizes
// (bgf.QualityTotals), marking the paper's methods (Algorithms 1-3, the
// Estimate, depth-limited and exact Metasearch) and ours.
func BGFTotals(rows []bgf.QualityRow) ([]BGFTotal, error) {
	if len(rows) == 0 {
		return nil, fmt.Errorf("no heuristic-quality rows")
	}
	var out []BGFTotal
	for _, r := range bgf.QualityTotals(rows) {
		src := "ours"
		if r.Method.Chen() {
			src = "Chen"
		}
		out = append(out, BGFTotal{Method: r.Method.Title(), Source: src, Forests: r.Forests, Exact: fmt.Sprintf("%.1f%%", 100*r.ExactRate),
			MeanLoss: fmt.Sprintf("%.3f", r.MeanLoss), MaxLoss: r.MaxLoss, MeanNodes: fmt.Sprintf("%.0f", r.MeanNodes)})
	}
	return out, nil
}

// SoftBoard shades the core groups of a soft decomposition (one colour
// each, named by sub-game) and crosses their candidate moves.
func SoftBoard(r *soft.Result, title string) plot.BoardOptions {
	o := plot.BoardOptions{Title: title, Cell: 26}
	for i, sg := range r.SubGames {
		region := sg.Core.Stones
		if region.IsEmpty() {
			region = sg.Area
		}
		o.Shades = append(o.Shades, plot.Shade{Name: fmt.Sprintf("sub-game %d", i+1), Region: region})
		for _, p := range sg.Candidates {
			o.Marks = append(o.Marks, plot.Mark{Point: p, Kind: plot.Cross})
		}
	}
	return o
}

// SoftChoices tabulates the sub-game and move each of lib/soft's move
// choosers (the paper's Algorithms 1-3 and Metasearch) picks for colour c
// in a soft decomposition, with the sub-game's tree and the forest's
// value where Metasearch gives one (exact, or estimated at its depth
// limit); budget bounds Metasearch's searches (soft.Result.Choose).
func SoftChoices(ctx context.Context, b *board.Board, r *soft.Result, c board.Color, budget search.Budget) ([][]string, error) {
	rows := [][]string{{"method", "sub-game", "tree", "move", "value"}}
	for _, m := range soft.Methods() {
		ch, err := r.Choose(ctx, c, m, budget)
		if err != nil {
			return nil, err
		}
		tree, value := "-", "-"
		if ch.SubGame > 0 {
			tree = r.SubGames[ch.SubGame-1].Tree.String()
		}
		if ch.Value != nil {
			value = ch.Value.RatString() + " (exact)"
			if ch.Stop != search.Finished {
				value = ch.Value.RatString() + " (estimated: " + ch.Stop.String() + ")"
			}
		}
		rows = append(rows, []string{m.Title(), strconv.Itoa(ch.SubGame), tree, ch.Move.GTP(b.Height()), value})
	}
	return rows, nil
}
