package safety_test

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
)

// Black's corner group has two eyes, so BENSON proves it. White's group
// around it has no eye yet, but the 3x3 corner on the right and the two
// rows at the bottom are too small for Black to live in and White makes an
// eye in each whoever moves first: SOLVER 1.0's search proves the 11
// stones and the 21 points.
func Example() {
	b := board.MustParse(`
		. X . X O . . .
		X X X X O . . .
		O O O O O . . .
		. . . . O O O O
		. . . . . . . .`)
	for _, s := range []safety.Solver{safety.Benson, safety.Solver1} {
		res, err := safety.Solve(context.Background(), b, safety.Options{Solver: s})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%-8v black %d points, white %d points\n", s, res.Safe[board.Black].Count(), res.Safe[board.White].Count())
	}
	// Output:
	// benson   black 8 points, white 0 points
	// solver1  black 8 points, white 32 points
}

// A 13-point region with a corridor D3-E3-F3: two overlapping miaipairs
// (a cluster), each leaving 7 points on its larger side.
func ExampleMiaiPairs() {
	b := board.MustParse(`
		X X X X X X X X X
		X . . . . . . . X
		X . . . X . . . X
		X X X X X X X X X`)
	for _, region := range safety.Analyze(b, board.Black).Regions {
		for _, m := range safety.MiaiPairs(b, board.Black, region.Points) {
			fmt.Println(m.P.GTP(b.Height()), m.Q.GTP(b.Height()), "largest side", m.Largest)
		}
	}
	// Output:
	// D3 E3 largest side 7
	// E3 F3 largest side 7
}
