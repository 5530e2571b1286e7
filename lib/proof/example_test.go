package proof_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/decomplab/decomplab/lib/proof"
	"github.com/decomplab/decomplab/lib/search"
)

// TicTacToe is tic-tac-toe as a proof problem: X (the OR player) moves
// first, cells are numbered 0..8 row by row. Goal decides what X must
// prove: a win, or at least a draw.
type TicTacToe struct {
	cells     [9]int8 // 0 empty, 1 X, 2 O
	history   []proof.Move
	XNeedsWin bool
}

var lines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func (t *TicTacToe) toMove() int8 { return int8(1 + len(t.history)%2) }

func (t *TicTacToe) winner() int8 {
	for _, l := range lines {
		if c := t.cells[l[0]]; c != 0 && c == t.cells[l[1]] && c == t.cells[l[2]] {
			return c
		}
	}
	return 0
}

func (t *TicTacToe) Moves(buf []proof.Move) []proof.Move {
	for i, c := range t.cells {
		if c == 0 {
			buf = append(buf, proof.Move(i))
		}
	}
	return buf
}

func (t *TicTacToe) Play(m proof.Move) {
	t.cells[m] = t.toMove()
	t.history = append(t.history, m)
}

func (t *TicTacToe) Undo() {
	m := t.history[len(t.history)-1]
	t.history = t.history[:len(t.history)-1]
	t.cells[m] = 0
}

// Hash is the board in base 3; the side to move follows from the stones.
func (t *TicTacToe) Hash() uint64 {
	h := uint64(0)
	for _, c := range t.cells {
		h = 3*h + uint64(c)
	}
	return h
}

func (t *TicTacToe) Evaluate() proof.Outcome {
	switch t.winner() {
	case 1:
		return proof.Proven
	case 2:
		return proof.Disproven
	}
	if len(t.history) == 9 {
		if t.XNeedsWin {
			return proof.Disproven
		}
		return proof.Proven
	}
	return proof.Unknown
}

func (t *TicTacToe) OrNode() bool { return t.toMove() == 1 }

func Example() {
	ctx := context.Background()
	solver, err := proof.NewSolver(proof.DefaultOptions())
	if err != nil {
		fmt.Println(err)
		return
	}
	win, err := solver.Solve(ctx, &TicTacToe{XNeedsWin: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("X forces a win:", win.Outcome)

	// The goal is not part of the hash, so a new goal needs a clean table.
	solver.Reset()
	game := &TicTacToe{}
	draw, err := solver.Solve(ctx, game)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("X forces at least a draw:", draw.Outcome)

	tree, err := solver.ProofTree(ctx, game, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("proof tree verified by replay:", tree.Check(game) == nil)

	// After X in the centre and O on an edge, X wins.
	solver.Reset()
	game = &TicTacToe{XNeedsWin: true}
	game.Play(4)
	game.Play(1)
	res, err := solver.Solve(ctx, game)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("centre, edge:", res.Outcome)
	// Output:
	// X forces a win: disproven
	// X forces at least a draw: proven
	// proof tree verified by replay: true
	// centre, edge: proven
}

// ExampleSolver_Solve_budget shows a search stopped by its node budget.
func ExampleSolver_Solve_budget() {
	solver, err := proof.NewSolver(proof.Options{Budget: search.Budget{MaxNodes: 10}})
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := solver.Solve(context.Background(), &TicTacToe{XNeedsWin: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Outcome, "after", res.Stats.Nodes, "nodes:", res.Stop)
	// Output:
	// unknown after 10 nodes: node budget exhausted
}

// negamax is plain exhaustive search: does the player to move reach the
// goal (X: win or draw as required; O: prevent it)?
func (t *TicTacToe) minimax() proof.Outcome {
	if ev := t.Evaluate(); ev != proof.Unknown {
		return ev
	}
	or := t.OrNode()
	for _, m := range t.Moves(nil) {
		t.Play(m)
		o := t.minimax()
		t.Undo()
		if (o == proof.Proven) == or {
			return o
		}
	}
	if or {
		return proof.Disproven
	}
	return proof.Proven
}

// TestTicTacToe compares df-pn with exhaustive search on every position
// reachable in up to four moves, for both goals.
func TestTicTacToe(t *testing.T) {
	solver, err := proof.NewSolver(proof.Options{Epsilon: proof.DefaultEpsilon, Budget: search.Budget{TTEntries: 32768}})
	if err != nil {
		t.Fatal(err)
	}
	count := 0
	var walk func(g *TicTacToe, depth int)
	walk = func(g *TicTacToe, depth int) {
		want := g.minimax()
		solver.Reset()
		res, err := solver.Solve(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if res.Outcome != want {
			t.Errorf("moves %v, win needed %v: df-pn %v, minimax %v", g.history, g.XNeedsWin, res.Outcome, want)
		}
		count++
		if depth == 0 || g.Evaluate() != proof.Unknown {
			return
		}
		for _, m := range g.Moves(nil) {
			g.Play(m)
			walk(g, depth-1)
			g.Undo()
		}
	}
	walk(&TicTacToe{XNeedsWin: true}, 4)
	walk(&TicTacToe{}, 4)
	if count < 1000 {
		t.Errorf("only %d positions compared", count)
	}
}
