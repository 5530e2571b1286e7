package oneeye_test

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/search"
)

func Example() {
	// White (the defender, crucial stones W) must make an eye in the
	// region (lower-case stones and -); Black's wall X is safe.
	p, err := oneeye.ParseDiagram(`
. . . . . . . .
X O O O O O X .
X W W W W W X .
X - - W - - X .`)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, first := range []string{"defender", "attacker"} {
		c := p.Defender
		if first == "attacker" {
			c = p.Attacker()
		}
		r, err := oneeye.Solve(context.Background(), p, c, oneeye.Options{Method: oneeye.DDS})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%s first: %v wins (decompositions found: %v)\n", first, r.Outcome, r.Stats.Decompositions > 0)
	}
	// Output:
	// defender first: defender wins (decompositions found: true)
	// attacker first: defender wins (decompositions found: true)
}

func ExampleReadFile() {
	p, err := oneeye.ReadFile("../../data/oneeye/standard/std-005.sgf")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p.Diagram())
	for i, first := range []string{"defender", "attacker"} {
		c := p.Defender
		if i == 1 {
			c = p.Attacker()
		}
		r, err := oneeye.Solve(context.Background(), p, c, oneeye.Options{Method: oneeye.DDS, Budget: search.Budget{TTEntries: 32768}})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%s first: %v wins with %s (recorded: %v)\n", first, r.Outcome, r.Move.GTP(p.Board.Height()), p.Want[i])
	}
	// Output:
	// . . . . . . . . . . . . . . . . . . .
	// . . . . . . . . . . . . . . . . . . .
	// . . . . . . . . . . . . . . . . . . .
	// . . . . . . . . . . . . . . . . . . .
	// . . . . . . . . . . . . . . . . . . .
	// . . . . . . . . . . . . . . . . . . .
	// . . . . . . . . . . . . . . . . . . .
	// . . . . . . . . . . . . . . . . . . .
	// O . . . . . . . . . . . . . . . . . .
	// - O . . . . . . . . . . . . . . . . .
	// x O . . . . . . . . . . . . . . . . .
	// W O . . . . . . . . . . . . . . . . .
	// - - O . . . . . . . . . . . . . . . .
	// - - - O . . . . . . . . . . . . . . .
	// - - - O . . . . . . . . . . . . . . .
	// - x - X . . . . . . . . . . . . . . .
	// - - - X . X . . . . . . . . . . . . .
	// - - x - X - X . . . . . . . . . . . .
	// - - - x - - X . . . . . . . . . . . .
	// defender first: defender wins with A10 (recorded: defender)
	// attacker first: defender wins with A7 (recorded: defender)
}

func ExampleDecompose() {
	// Two crucial blocks (W) that only the left corridor can link; the
	// pocket on the right touches neither, so DDS drops it (rule D2).
	p, err := oneeye.ParseDiagram(`
. . . . . . . . .
X X X X X X X X .
X - - - X - - X .
X W - W X - x X .
O O . O X X X X .`)
	if err != nil {
		fmt.Println(err)
		return
	}
	d, err := oneeye.Decompose(p, oneeye.DDS)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, part := range d.Parts {
		var names []string
		for _, pt := range part.Points() {
			names = append(names, pt.GTP(p.Board.Height()))
		}
		fmt.Println("subregion:", names)
	}
	fmt.Println("lost:", d.Lost)
	// Output:
	// subregion: [B3 C3 D3 C2]
	// lost: false
}
