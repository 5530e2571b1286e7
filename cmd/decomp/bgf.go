package main

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/decomplab/decomplab/lib/bgf"
)

// bgfMove is the component each method plays in for one side (1-based;
// 0 when every component is a leaf).
type bgfMove struct {
	Heuristic1 int `json:"heuristic1"`
	Heuristic2 int `json:"heuristic2"`
	Heuristic3 int `json:"heuristic3"`
	Metasearch int `json:"metasearch"`
}

// bgfReport is the output of `decomp bgf`. The top-level move fields are
// for Left to move (the side of Lo); Right holds Right's choices.
type bgfReport struct {
	Forest     string  `json:"forest"`
	Ordered    bool    `json:"ordered"` // theorems and dominance are exact only for ordered forests
	Lo         string  `json:"Lo"`
	Ro         string  `json:"Ro"`
	EstimateLo string  `json:"estimate_Lo"`
	EstimateRo string  `json:"estimate_Ro"`
	Heuristic1 int     `json:"heuristic1"`
	Heuristic2 int     `json:"heuristic2"`
	Heuristic3 int     `json:"heuristic3"`
	Metasearch int     `json:"metasearch"`
	Right      bgfMove `json:"right"`
	// Dominance lists the non-leaf components, dominating ones first;
	// Dominates holds the pairs [i, j] with T_i >> T_j (Def. 5.1).
	Dominance []int    `json:"dominance"`
	Dominates [][2]int `json:"dominates"`
	Nodes     int64    `json:"metasearch_nodes"`
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
	maxNodes := fs.Int("max-nodes", 5_000_000, "node budget of the exact Metasearch")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: decomp bgf [flags] 'FOREST'\n"+
			"       decomp bgf move [flags] FILE.sgf   (soft decomposition on a Go position; -h for its flags)\n\n"+
			"FOREST is a sum of binary game trees, e.g. '{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}'.\n"+
			"Prints Lo, Ro, the Estimate, the component (1-based) each heuristic and Metasearch\n"+
			"plays in, and the dominance order. Put -- before a forest that starts with '-'.\n\nflags:")
		fs.PrintDefaults()
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
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
	fmt.Fprintf(stdout, "estimate    Lo %s, Ro %s\n", r.EstimateLo, r.EstimateRo)
	fmt.Fprintf(stdout, "plays in    %-12s %-6s %s\n", "", "Left", "Right")
	for _, row := range []struct {
		name string
		l, r int
	}{
		{"heuristic1", r.Heuristic1, r.Right.Heuristic1},
		{"heuristic2", r.Heuristic2, r.Right.Heuristic2},
		{"heuristic3", r.Heuristic3, r.Right.Heuristic3},
		{"metasearch", r.Metasearch, r.Right.Metasearch},
	} {
		fmt.Fprintf(stdout, "            %-12s T%-5d T%d\n", row.name, row.l, row.r)
	}
	fmt.Fprintf(stdout, "dominance   %s\n", dominanceText(r))
	if !r.Ordered {
		fmt.Fprintln(stdout, "note        the forest is not ordered (some move hurts its maker): dominance is not exact")
	}
	return nil
}

func analyseForest(f bgf.Forest, maxNodes int) (bgfReport, error) {
	a, err := bgf.Analyse(context.Background(), f, maxNodes)
	if err != nil {
		return bgfReport{}, err
	}
	r := bgfReport{
		Forest: f.String(), Ordered: a.Ordered,
		Lo: ratText(a.Lo), Ro: ratText(a.Ro),
		EstimateLo: ratText(a.EstimateLo), EstimateRo: ratText(a.EstimateRo),
		Heuristic1: a.Left.Heuristic1, Heuristic2: a.Left.Heuristic2, Heuristic3: a.Left.Heuristic3, Metasearch: a.Left.Metasearch,
		Right:     bgfMove{a.Right.Heuristic1, a.Right.Heuristic2, a.Right.Heuristic3, a.Right.Metasearch},
		Dominance: append([]int{}, a.Dominance...),
		Dominates: append([][2]int{}, a.Dominates...),
		Nodes:     a.Nodes,
	}
	return r, nil
}

// dominanceText writes the order with ">>" between a tree and the next
// when the first dominates the second, "," otherwise.
func dominanceText(r bgfReport) string {
	if len(r.Dominance) == 0 {
		return "(no moves, or more than 12 components)"
	}
	dom := map[[2]int]bool{}
	for _, p := range r.Dominates {
		dom[p] = true
	}
	var b strings.Builder
	for k, i := range r.Dominance {
		if k > 0 {
			if dom[[2]int{r.Dominance[k-1], i}] {
				b.WriteString(" >> ")
			} else {
				b.WriteString(", ")
			}
		}
		fmt.Fprintf(&b, "T%d", i)
	}
	return b.String()
}

func ratText(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	return r.String()
}
