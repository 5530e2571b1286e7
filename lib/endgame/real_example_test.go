package endgame_test

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
)

// Analyze says what keeps a position from being solved: here one black
// stone on an empty board, which Benson's safety does not prove.
func ExampleAnalyze() {
	b, _ := board.New(9, 9)
	if err := b.Play(board.Pt(4, 4), board.Black); err != nil {
		panic(err)
	}
	an, err := endgame.Analyze(context.Background(), b, endgame.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(an.Decomposes(), an.Solved(), an.Blocker.Kind, an.Blocker.Area, an.Blocker.Size)
	fmt.Println(an.Blocker)
	// Output:
	// false false unproven-group A 81
	// unproven-group: area A has 81 points (1 stones not proven safe), more than the limit of 16
}
