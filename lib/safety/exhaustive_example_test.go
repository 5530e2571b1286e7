package safety_test

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// Referee a solver: everything SOLVER 1.0 + P proves safe for Black must
// survive the exhaustive safety game.
func ExampleCheckClaim() {
	b := board.MustParse(`
		. X . X O
		X X X X O
		O O O O O
		. O . O .
		O O O O O`)
	res, err := safety.Solve(context.Background(), b, safety.Options{Solver: safety.Partial})
	if err != nil {
		fmt.Println(err)
		return
	}
	claim := res.Safe[board.Black]
	chk, _, err := safety.CheckClaim(context.Background(), b, board.Black, claim, search.Budget{MaxNodes: 1_000_000})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(claim.Count(), "points claimed for Black:", chk)
	// Output: 8 points claimed for Black: holds
}

// A generated test position: White's 9-point region of two rooms joined
// by a corridor of two points (the miaipair B3 B2), in a wall alive by
// the eyes F5 and F2.
func ExampleMiaiRegionPosition() {
	b, err := safety.MiaiRegionPosition(6, 5, 1, 9, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(b)
	for _, r := range safety.Analyze(b, board.White).Regions {
		for _, m := range safety.MiaiPairs(b, board.White, r.Points) {
			fmt.Println(r.Size(), "points, miaipair", m.P.GTP(b.Height()), m.Q.GTP(b.Height()))
		}
	}
	// Output:
	//     A B C D E F
	//   5 O O O O O . 5
	//   4 O . . . O O 4
	//   3 O . . O O O 3
	//   2 O . O O O . 2
	//   1 . . . O O O 1
	//     A B C D E F
	// 9 points, miaipair B3 B2
}
