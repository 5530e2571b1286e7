package endgame_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
)

// Two catalogue shapes between Benson-alive walls, solved by decomposition
// search and checked by full-board alpha-beta.
func Example() {
	shapes := map[string]compose.Shape{}
	for _, s := range compose.Catalogue() {
		shapes[s.Name] = s
	}
	b, labels, err := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{
		{Interface: 0, Column: 2, Shape: shapes["gote-2"]},
		{Interface: 1, Column: 2, Shape: shapes["star"]},
	}})
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := endgame.Solve(context.Background(), b, endgame.Options{Labels: labels})
	if err != nil {
		fmt.Println(err)
		return
	}
	for i := range r.Areas {
		a := &r.Areas[i]
		fmt.Printf("area %s: %d points, value %s\n", a.Label, a.Size(), r.Notation(a))
	}
	fmt.Println("Black first:", r.ScoreBlackFirst, "White first:", r.ScoreWhiteFirst)
	var seq []string
	for _, m := range r.Sequence {
		seq = append(seq, m.Format(b.Height()))
	}
	fmt.Println(strings.Join(seq, ", "))
	ab, _ := endgame.AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, board.Black,
		endgame.ABOptions{Budget: search.Budget{MaxNodes: 100000}, Enhancements: endgame.AllEnhancements()})
	fmt.Println("alpha-beta, Black first:", ab.Score)
	// Output:
	// area A: 2 points, value {2|0}
	// area B: 2 points, value *
	// Black first: 5 White first: 3
	// B C6, W C3
	// alpha-beta, Black first: 5
}

// The local game of a one-point gote shape: LCGS builds the graph,
// Evaluate turns it into a canonical game.
func ExampleLCGS() {
	b, labels, _ := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{
		{Interface: 0, Column: 2, Shape: compose.Shape{Name: "gote-1", Upper: ".U.", Lower: ".UU"}},
	}})
	d, _ := endgame.Decompose(b, endgame.BensonSafety(b), labels)
	g, _ := endgame.LCGS(context.Background(), b, d.Areas[0], d.Safety.Stones, endgame.Japanese, search.Budget{MaxNodes: 10000})
	s := cgt.NewStore()
	v, _ := endgame.Evaluate(s, g)
	fmt.Println(len(g.Nodes), "nodes, value", s.String(v.Game))
	// Output: 3 nodes, value {1|0}
}

// The decomposition-search player's move on a problem: the first move of
// an optimal sequence for the side asked, or a pass once every area is a
// number. On a board that does not decompose it says why.
func ExampleBestMove() {
	p, err := endgame.ReadProblem("../../data/endgames/small-03.sgf")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range []board.Color{board.Black, board.White} {
		m, r, err := endgame.BestMove(context.Background(), p.Board, c, endgame.Options{Labels: p.Labels})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%v plays %s (minimax score %d/%d)\n", c, m.GTP(p.Board.Height()), r.ScoreBlackFirst, r.ScoreWhiteFirst)
	}
	empty := board.MustNew(9, 9)
	_, _, err = endgame.BestMove(context.Background(), empty, board.Black, endgame.Options{})
	fmt.Println(err)
	// Output:
	// black plays E6 (minimax score 5/3)
	// white plays E6 (minimax score 5/3)
	// position does not decompose: area A has 81 points, more than the limit of 16: safety proves only 0 black and 0 white stones and 0 territory points safe
}
