package bgf_test

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/search"
)

func ExampleParseForest() {
	f, err := bgf.ParseForest("{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f)
	fmt.Println(f[0].Lv(), f[0].Rv(), f[1].Lv(), f[1].Rv())
	_, err = bgf.ParseForest("{4|3|0}")
	fmt.Println(err)
	// Output:
	// {4||3|0} + {{{12|10||7}||5|-1}|-1}
	// 4/1 3/1 5/1 -1/1
	// at column 5, character '|': ambiguous: a second run of 1 bars at this level (a binary tree has one Left and one Right option)
}

func ExampleOutcomes() {
	f, _ := bgf.ParseForest("{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}")
	o, _ := bgf.Outcomes(context.Background(), f, search.Budget{})
	elo, ero, _ := bgf.Estimate(f)
	fmt.Println("Lo", o.Lo.RatString(), "Ro", o.Ro.RatString())
	fmt.Println("estimate", elo.RatString(), ero.RatString())
	// Output:
	// Lo 8 Ro 3
	// estimate 9 8
}

func ExampleMetasearch() {
	f, _ := bgf.ParseForest("{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}")
	res, _ := bgf.Metasearch(context.Background(), f, true, bgf.SearchOptions{})
	fmt.Println("exact", res.Stop == search.Finished, res.Value.RatString(), "play in tree", res.Move)
	res, _ = bgf.Metasearch(context.Background(), f, true, bgf.SearchOptions{Depth: 1})
	fmt.Println("exact", res.Stop == search.Finished, res.Value.RatString(), "play in tree", res.Move)
	// Output:
	// exact true 8 play in tree 2
	// exact false 8 play in tree 2
}

func ExampleHeuristic_Choose() {
	f, _ := bgf.ParseForest("{{9|1}|0} + {3|0}")
	for _, h := range bgf.Heuristics() {
		k, _ := h.Choose(f, true)
		fmt.Println(h, "plays in tree", k)
	}
	res, _ := bgf.Metasearch(context.Background(), f, true, bgf.SearchOptions{})
	fmt.Println("metasearch plays in tree", res.Move, "for", res.Value.RatString())
	// Output:
	// heuristic1 plays in tree 1
	// heuristic2 plays in tree 1
	// heuristic3 plays in tree 1
	// biggest-swing plays in tree 2
	// biggest-incentive plays in tree 1
	// count-lookahead plays in tree 1
	// metasearch plays in tree 1 for 4
}

func ExampleDominates() {
	t1, _ := bgf.ParseTree("{4||3|0}")
	t2, _ := bgf.ParseTree("{{{{12|10}||7}||{5|-1}}||-1}")
	a, _ := bgf.Dominates(t2, t1)
	b, _ := bgf.Dominates(t1, t2)
	fmt.Println("T2 >> T1:", a, " T1 >> T2:", b)
	// Output:
	// T2 >> T1: true  T1 >> T2: false
}

func ExampleHeuristicQuality() {
	o := bgf.DefaultQualityOptions()
	o.Sizes, o.Forests = []int{6}, 10
	rows, _ := bgf.HeuristicQuality(context.Background(), o)
	for _, r := range rows {
		fmt.Printf("%-22s exact %2d/%d  worst loss %.1f\n", r.Method, r.Exact, r.Forests, r.MaxLoss)
	}
}
