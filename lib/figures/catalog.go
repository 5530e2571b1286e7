package figures

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/safety"
)

// Entry is one figure or table of a paper that `make figures` regenerates:
// the study whose rows it is drawn from (a `decomp study` name) and how.
type Entry struct {
	// File is the base name in figures/ (.svg, .pdf, .png for a chart;
	// .csv, .tex for a table).
	File string
	// Paper names the paper and its figure or table.
	Paper string
	// Study is the `decomp study` whose JSON rows Chart or Table takes.
	Study string
	// Chart draws the rows (JSON lines), or Table tabulates them; one of
	// the two is set.
	Chart func(jsonLines []byte) (plot.Chart, error)
	Table func(jsonLines []byte) (any, error)
}

// Catalog lists every paper figure and table that lib/figures draws from
// study rows, in the papers' order.
func Catalog() []Entry {
	return []Entry{
		{File: "decomposition-search-nodes", Paper: "Müller 2001, Fig. 7 (IJCAI-99, Tables 1-2): LCGS vs alpha-beta with each enhancement added in turn, nodes over growing sums of paper-hot's areas, White first", Study: "endgame-subsets",
			Chart: chartOf(func(r []endgame.NodeCountRow) (plot.Chart, error) { return EndgameNodes(r, "paper-hot") })},
		{File: "decomposition-search-nodes", Paper: "Müller 2001, Fig. 7: the same, as a table", Study: "endgame-subsets",
			Table: tableOf(func(r []endgame.NodeCountRow) (any, error) { return EndgameNodeTable(r, "paper-hot") })},
		{File: "decomposition-search-nodes-ijcai-first", Paper: "Müller IJCAI-99, first example (analogue): LCGS vs alpha-beta over growing sums, White first", Study: "endgame-subsets",
			Chart: chartOf(func(r []endgame.NodeCountRow) (plot.Chart, error) { return EndgameNodes(r, "ijcai-first") })},
		{File: "decomposition-search-table-size", Paper: "Müller 1999/2001: alpha-beta nodes against transposition-table size", Study: "endgame-tt",
			Chart: chartOf(EndgameTableSizes)},
		{File: "one-eye-toy-nodds-vs-dds", Paper: "Kishimoto & Müller, Fig. 7: nodes, DDS (x) vs no-DDS (y) on TOY", Study: "oneeye",
			Chart: chartOf(func(r []oneeye.Row) (plot.Chart, error) { return OneEyeNodes(r, "toy", oneeye.DDS, oneeye.NoDDS) })},
		{File: "one-eye-standard-time-nodds-vs-dds", Paper: "Kishimoto & Müller, Fig. 8: time, DDS (x) vs no-DDS (y) on the standard set", Study: "oneeye",
			Chart: chartOf(func(r []oneeye.Row) (plot.Chart, error) { return OneEyeTime(r, "standard", oneeye.DDS, oneeye.NoDDS) })},
		{File: "one-eye-standard-nodds-vs-dds", Paper: "Kishimoto & Müller, Fig. 9: nodes, DDS (x) vs no-DDS (y) on the standard set", Study: "oneeye",
			Chart: chartOf(func(r []oneeye.Row) (plot.Chart, error) { return OneEyeNodes(r, "standard", oneeye.DDS, oneeye.NoDDS) })},
		{File: "one-eye-dds-vs-rds", Paper: "Kishimoto & Müller (no figure in the paper): nodes, DDS vs RDS (Section 6)", Study: "oneeye",
			Chart: chartOf(func(r []oneeye.Row) (plot.Chart, error) { return OneEyeNodes(r, "", oneeye.DDS, oneeye.RDS) })},
		{File: "one-eye-scaling-dead", Paper: "Kishimoto & Müller, Section 7 (\"DDS scales exponentially better\"): nodes against k dead pockets, defender first", Study: "oneeye-scaling",
			Chart: chartOf(func(r []oneeye.Row) (plot.Chart, error) { return OneEyeScaling(r, "dead", "defender", 0) })},
		{File: "one-eye-scaling-live", Paper: "Kishimoto & Müller, Fig. 5 family: nodes against k pockets, one live, defender first", Study: "oneeye-scaling",
			Chart: chartOf(func(r []oneeye.Row) (plot.Chart, error) { return OneEyeScaling(r, "live", "defender", 0) })},
		{File: "one-eye-totals", Paper: "Kishimoto & Müller, Tables 1-2: solved, time and nodes per collection and method", Study: "oneeye",
			Table: tableOf(func(r []oneeye.Row) (any, error) { return OneEyeTotals(r) })},
		{File: "safety-table1", Paper: "Niu & Müller, Table 1: SOLVER 1.0 vs SOLVER 1.0 + P", Study: "safety-regions",
			Table: tableOf(func(r []safety.Table1Row) (any, error) { return SafetyTable1(r) })},
		{File: "safety-table1-points", Paper: "Niu & Müller, Table 1 as bars: points of the region proven safe by SOLVER 1.0 and SOLVER 1.0 + P", Study: "safety-regions",
			Chart: chartOf(SafetyTable1Chart)},
		{File: "safety-phases", Paper: "Niu & Müller, Table 2 as bars: points proven safe by game phase", Study: "safety-phases",
			Chart: chartOf(SafetyPhases)},
		{File: "safety-table2", Paper: "Niu & Müller, Table 2: points proven safe by game phase and solver", Study: "safety-phases",
			Table: tableOf(func(r []safety.Table2Row) (any, error) { return SafetyTable2(r) })},
		{File: "bgf-exact-rate", Paper: "Chen (no experiment in the paper): how often Algorithms 1-3, the Estimate and Metasearch are exact, by forest size", Study: "bgf",
			Chart: chartOf(BGFExactRate)},
		{File: "bgf-mean-loss", Paper: "Chen (no experiment in the paper): mean loss against exact play, by forest size", Study: "bgf",
			Chart: chartOf(BGFMeanLoss)},
		{File: "bgf-quality", Paper: "Chen (no experiment in the paper): the heuristic-quality rows per forest size", Study: "bgf",
			Table: tableOf(func(r []bgf.QualityRow) (any, error) { return r, nil })},
		{File: "bgf-totals", Paper: "Chen (no experiment in the paper): each method over all forest sizes, the paper's and ours", Study: "bgf",
			Table: tableOf(func(r []bgf.QualityRow) (any, error) { return BGFTotals(r) })},
	}
}

// chartOf adapts a chart builder over typed rows to JSON lines.
func chartOf[R any, C plot.Chart](build func([]R) (C, error)) func([]byte) (plot.Chart, error) {
	return func(lines []byte) (plot.Chart, error) {
		rows, err := DecodeRows[R](lines)
		if err != nil {
			return nil, err
		}
		return build(rows)
	}
}

// tableOf adapts a table builder over typed rows to JSON lines.
func tableOf[R any](build func([]R) (any, error)) func([]byte) (any, error) {
	return func(lines []byte) (any, error) {
		rows, err := DecodeRows[R](lines)
		if err != nil {
			return nil, err
		}
		return build(rows)
	}
}

// DecodeRows reads rows of type R from JSON lines (`decomp study --json`).
func DecodeRows[R any](lines []byte) ([]R, error) {
	dec := json.NewDecoder(bytes.NewReader(lines))
	dec.DisallowUnknownFields()
	var rows []R
	for dec.More() {
		var r R
		if err := dec.Decode(&r); err != nil {
			return nil, fmt.Errorf("figures: row %d as %T: %v", len(rows)+1, r, err)
		}
		rows = append(rows, r)
	}
	return rows, nil
}
