package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/search"
)

// bgfMove is the component each method plays in for one side (1-based;
// 0 when every component is a single node).
type bgfMove struct {
	Heuristic1 int `json:"heuristic1"` // the paper's Heuristic Algorithms 1-3
	Heuristic2 int `json:"heuristic2"`
	Heuristic3 int `json:"heuristic3"`
	Metasearch int `json:"metasearch"` // the smallest optimal k (Def. 4.3)
	// Ours, not the paper's.
	BiggestSwing     int `json:"biggest_swing"`
	BiggestIncentive int `json:"biggest_incentive"`
	CountLookahead   int `json:"count_lookahead"`
}

// bgfTree is the paper's per-tree quantities (Defs. 2.1.2, 5.3, 6.1, 6.2).
type bgfTree struct {
	Tree        string `json:"tree"`
	Lv          string `json:"Lv"`
	Rv          string `json:"Rv"`
	BasicValue  string `json:"basic_value"`
	InnerSwing  string `json:"inner_swing"`
	OuterSwing  string `json:"outer_swing"`
	LSenteValue string `json:"L_sente_value"`
	RSenteValue string `json:"R_sente_value"`
	LSente      bool   `json:"L_sente"`
	RSente      bool   `json:"R_sente"`
}

// bgfReport is the output of `decomp bgf`. The top-level move fields are
// for Left to move (the side of Lo); Right holds Right's choices.
type bgfReport struct {
	Forest     string `json:"forest"`
	Lo         string `json:"Lo"`
	Ro         string `json:"Ro"`
	EstimateLo string `json:"estimate_Lo"` // the paper's Estimate (Section 7)
	EstimateRo string `json:"estimate_Ro"`
	bgfMove
	Right bgfMove   `json:"right"`
	Trees []bgfTree `json:"trees"`
	// Dominates holds every ordered pair [i, j], i != j, with T_i >> T_j
	// (Def. 5.1), single nodes included; null when not computed (more
	// than bgf.MaxDominanceTrees trees), [] when no pair dominates.
	Dominates [][2]int `json:"dominates"`
	// Ours: CountEstimate and whether every tree is ordered.
	CountEstimateLo string `json:"count_estimate_Lo"`
	CountEstimateRo string `json:"count_estimate_Ro"`
	Ordered         bool   `json:"ordered"`
	Nodes           int64  `json:"metasearch_nodes"`
}

// maxBGFTrees bounds the forests of `decomp bgf`: Metasearch on 1000
// small trees takes seconds; on 3000 it ran over ten minutes (its tables
// stay within lib/bgf's 1 GiB default, 835 MB resident).
const maxBGFTrees = 1000

func runBGF(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "move" {
		return runBGFMove(args[1:], stdout, stderr)
	}
	fs := newFlagSet("bgf", stderr)
	jsonOut := fs.Bool("json", false, "print JSON")
	maxNodes := fs.Int64("max-nodes", 5_000_000, "node budget of the exact Metasearch")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: decomp bgf [flags] 'FOREST'\n"+
			"       decomp bgf move [flags] FILE.sgf   (soft decomposition on a Go position; -h for its flags)\n\n"+
			"FOREST is a sum of binary game trees, e.g. '{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}'.\n"+
			"Prints Lo, Ro, the paper's Estimate, the component (1-based) each of the paper's\n"+
			"heuristics and Metasearch plays in, per tree its basic value, swings and sente\n"+
			"values (Defs. 5.3, 6.1, 6.2), and every dominance pair (Def. 5.1). Our own\n"+
			"variants follow. The forest must be in the paper's class (Lv > Rv for every\n"+
			"subtree that is not a single node).\n\nflags:")
		fs.PrintDefaults()
	}
	args, forest := maskForestArgs(fs, args)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	pos = unmaskForestArgs(pos, forest)
	if len(pos) == 0 {
		return usageError("want a forest, e.g. decomp bgf '{4||3|0} + {1|0}'")
	}
	if *maxNodes < 0 {
		return usageError("--max-nodes %d is negative", *maxNodes)
	}
	f, err := bgf.ParseForest(strings.Join(pos, " "))
	if err != nil {
		return err
	}
	if len(f) > maxBGFTrees {
		return fmt.Errorf("the forest has %d trees; decomp bgf analyses at most %d (its exact searches grow with the number of trees)", len(f), maxBGFTrees)
	}
	r, err := analyseForest(f, *maxNodes)
	if err != nil {
		return err
	}
	if *jsonOut {
		return writeJSON(stdout, r)
	}
	fmt.Fprintf(stdout, "forest      %s\n", r.Forest)
	fmt.Fprintf(stdout, "Lo          %s\nRo          %s\n", r.Lo, r.Ro)
	fmt.Fprintf(stdout, "estimate    Lo %s, Ro %s   (the paper's, Section 7; ours: Lo %s, Ro %s)\n", r.EstimateLo, r.EstimateRo, r.CountEstimateLo, r.CountEstimateRo)
	fmt.Fprintf(stdout, "plays in    %-18s %-6s %s\n", "", "Left", "Right")
	for _, row := range []struct {
		name string
		l, r int
	}{
		{"heuristic1", r.Heuristic1, r.Right.Heuristic1},
		{"heuristic2", r.Heuristic2, r.Right.Heuristic2},
		{"heuristic3", r.Heuristic3, r.Right.Heuristic3},
		{"metasearch", r.Metasearch, r.Right.Metasearch},
		{"biggest-swing*", r.BiggestSwing, r.Right.BiggestSwing},
		{"biggest-incentive*", r.BiggestIncentive, r.Right.BiggestIncentive},
		{"count-lookahead*", r.CountLookahead, r.Right.CountLookahead},
	} {
		fmt.Fprintf(stdout, "            %-18s %-6s %s\n", row.name, treeText(row.l), treeText(row.r))
	}
	fmt.Fprintln(stdout, "            (* ours, not the paper's)")
	fmt.Fprintf(stdout, "trees       %-4s %-6s %-12s %-12s %-8s %-8s %s\n", "", "basic", "inner swing", "outer swing", "L-sente", "R-sente", "Lv Rv")
	for i, t := range r.Trees {
		fmt.Fprintf(stdout, "            T%-3d %-6s %-12s %-12s %-8s %-8s %s %s\n", i+1, t.BasicValue, t.InnerSwing, t.OuterSwing,
			senteText(t.LSenteValue, t.LSente), senteText(t.RSenteValue, t.RSente), t.Lv, t.Rv)
	}
	fmt.Fprintln(stdout, "            (* after a sente value: the move is L- or R-sente, Def. 6.2)")
	fmt.Fprintf(stdout, "dominance   %s\n", dominanceText(r))
	return nil
}

// forestMask starts the placeholder that stands for an argument that is
// a forest starting with '-' while the flags are parsed.
const forestMask = "\x00forest"

// maskForestArgs replaces the arguments that are a forest starting with
// '-' ("-8 + {7|-8}", "-{1|0}", a term "-3" of a forest given in several
// arguments), which the flag package would take for flags, by
// placeholders, so that the forest's parts keep their order; a flag's
// value ("--max-nodes -1") stays with its flag. unmaskForestArgs puts
// them back.
func maskForestArgs(fs *flag.FlagSet, args []string) (masked, forest []string) {
	valueNext := false
	for _, a := range args {
		switch {
		case valueNext:
			masked = append(masked, a)
			valueNext = false
		case len(a) > 1 && a[0] == '-' && strings.ContainsRune("0123456789{[.", rune(a[1])):
			masked = append(masked, fmt.Sprintf("%s%d", forestMask, len(forest)))
			forest = append(forest, a)
		default:
			masked = append(masked, a)
			name := strings.TrimLeft(a, "-")
			if f := fs.Lookup(name); f != nil && a != name && !strings.Contains(name, "=") {
				_, isBool := f.Value.(interface{ IsBoolFlag() bool })
				valueNext = !isBool
			}
		}
	}
	return masked, forest
}

// unmaskForestArgs replaces the placeholders of maskForestArgs in the
// positional arguments pos by the arguments they stand for.
func unmaskForestArgs(pos, forest []string) []string {
	out := make([]string, len(pos))
	for i, p := range pos {
		out[i] = p
		if k, err := strconv.Atoi(strings.TrimPrefix(p, forestMask)); err == nil && strings.HasPrefix(p, forestMask) && k < len(forest) {
			out[i] = forest[k]
		}
	}
	return out
}

// treeText names a 1-based tree, "-" for none (every tree a number).
func treeText(k int) string {
	if k == 0 {
		return "-"
	}
	return fmt.Sprintf("T%d", k)
}

// senteText prints a sente value with a star when the move is sente.
func senteText(v string, sente bool) string {
	if sente {
		return v + "*"
	}
	return v
}

func analyseForest(f bgf.Forest, maxNodes int64) (bgfReport, error) {
	a, err := bgf.Analyze(context.Background(), f, search.Budget{MaxNodes: maxNodes})
	if err != nil {
		return bgfReport{}, err
	}
	move := func(m bgf.Moves) bgfMove {
		return bgfMove{m.Heuristic1, m.Heuristic2, m.Heuristic3, m.Metasearch, m.BiggestSwing, m.BiggestIncentive, m.CountLookahead}
	}
	r := bgfReport{
		Forest: f.String(), Ordered: a.Ordered,
		Lo: ratText(a.Lo), Ro: ratText(a.Ro),
		EstimateLo: ratText(a.EstimateLo), EstimateRo: ratText(a.EstimateRo),
		CountEstimateLo: ratText(a.CountEstimateLo), CountEstimateRo: ratText(a.CountEstimateRo),
		bgfMove: move(a.Left),
		Right:   move(a.Right),
		Nodes:   a.Nodes,
	}
	if len(f) <= bgf.MaxDominanceTrees {
		r.Dominates = append([][2]int{}, a.Dominates...)
	}
	for i, t := range a.Trees {
		r.Trees = append(r.Trees, bgfTree{
			Tree: f[i].String(), Lv: ratText(t.Lv), Rv: ratText(t.Rv), BasicValue: ratText(t.BasicValue),
			InnerSwing: t.InnerSwing.String(), OuterSwing: t.OuterSwing.String(),
			LSenteValue: ratText(t.LSenteValue), RSenteValue: ratText(t.RSenteValue), LSente: t.LSente, RSente: t.RSente,
		})
	}
	return r, nil
}

// dominanceText lists every pair Ti >> Tj, i != j.
func dominanceText(r bgfReport) string {
	if len(r.Dominates) == 0 {
		if len(r.Trees) > bgf.MaxDominanceTrees {
			return fmt.Sprintf("(not computed for more than %d components)", bgf.MaxDominanceTrees)
		}
		return "(no pair)"
	}
	parts := make([]string, len(r.Dominates))
	for k, p := range r.Dominates {
		parts[k] = fmt.Sprintf("T%d >> T%d", p[0], p[1])
	}
	return strings.Join(parts, ", ")
}

func ratText(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	return r.String()
}
