package endgame_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/search"
)

// An empty 2x3 area between a Black and a White wall holds a ko: its ko
// bounds differ, so Solve gives no single value, and SolveKo searches the
// area on the board for the exact score with each player first.
func ExampleSolveKo() {
	b, err := board.Parse(strings.Join([]string{
		"X . X . X",
		"X X X X X",
		". . . X X",
		". . . O O",
		"O O O O O",
		"O . O . O",
	}, "\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := endgame.Solve(context.Background(), b, endgame.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	a := &r.Areas[0]
	fmt.Printf("area %s: %d points, known %v, ko bounds differ: %v\n", a.Label, a.Size(), r.Known, a.Value.Lower != a.Value.Upper)
	for _, first := range []board.Color{board.Black, board.White} {
		ko, err := endgame.SolveKo(context.Background(), b, r, first, endgame.KoOptions{Budget: search.Budget{MaxNodes: 100000}})
		if err != nil {
			fmt.Println(err)
			return
		}
		var seq []string
		for _, m := range ko.Sequence {
			seq = append(seq, m.Format(b.Height()))
		}
		fmt.Printf("%v first: %d (%s)\n", first, ko.Score, strings.Join(seq, ", "))
	}
	// Output:
	// area A: 6 points, known false, ko bounds differ: true
	// black first: 0 (B A4, W C4, B B4, W C3, B A3, W B3, B pass, W pass)
	// white first: 0 (W A4, B B4, W A3, B C4, W B3, B C3, W pass, B pass)
}
