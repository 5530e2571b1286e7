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

// Search rule 3 (§3.2): White's wall has no eye of its own; searching
// regions of at most 6 points whole, SOLVER 1.0 + P divides White's
// region at the miaipair F4 F3 and proves the whole board only when the
// defender may take its near miai point first.
func ExampleOptions_withoutRule3() {
	b := board.MustParse(`
		O . . X . X
		O O O O O .
		O O O O O .
		O O O O O .
		O O O O O O`)
	bud := safety.Budget{RegionNodes: 20_000, MaxRegionSize: 6, MaxMergeSize: 6}
	for _, without := range []bool{true, false} {
		res, err := safety.Solve(context.Background(), b, safety.Options{Solver: safety.Partial, Budget: bud, WithoutRule3: without})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("without rule 3: %v, white %d points\n", without, res.Safe[board.White].Count())
	}
	// Output:
	// without rule 3: true, white 0 points
	// without rule 3: false, white 30 points
}
