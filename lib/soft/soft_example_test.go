package soft_test

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/soft"
)

// Black's three cutting stones E5 F5 G5 are in atari: one core group, one
// sub-game {LL|LR}||{RL|RR} = {0|0||-8|-8}, which IntoClass brings into
// the paper's class as {0|-8}, and both colours play D5.
func ExampleMove() {
	b := board.MustParse(`
		. . X . O . . . .
		. . X . O . . . .
		. . X . O . . . .
		. . X . O O O O .
		. . X . X X X O .
		. . X . O O O O .
		. . X . O . . . .
		. . X . O . . . .
		. . X . O . . . .`)
	for _, c := range []board.Color{board.Black, board.White} {
		ch, r, err := soft.Move(context.Background(), b, c, soft.Metasearch, soft.DefaultOptions())
		if err != nil {
			fmt.Println(err)
			return
		}
		sg := r.SubGames[ch.SubGame-1]
		fmt.Printf("%v: %s  (sub-game %d, candidates %d, tree %v)\n",
			c, ch.Move.GTP(b.Height()), ch.SubGame, len(sg.Candidates), sg.Tree)
	}
	// Output:
	// black: D5  (sub-game 1, candidates 3, tree {0|-8})
	// white: D5  (sub-game 1, candidates 3, tree {0|-8})
}
