package endgame

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
)

// Analyze gives Solve's scores, and no blocker, on every data problem.
func TestAnalyzeAgreesWithSolve(t *testing.T) {
	problems, err := ReadProblems(filepath.Join("..", "..", "data", "endgames"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		o := Options{Rules: p.Rules, Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}}
		an, err := Analyze(context.Background(), p.Board, o)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		if !an.Solved() || !an.Decomposes() || an.Blocker.Kind != NotBlocked {
			t.Fatalf("%s: blocked by %v", p.Name, an.Blocker)
		}
		if got := [2]int{an.Result.ScoreBlackFirst, an.Result.ScoreWhiteFirst}; got != [2]int{p.ScoreBlackFirst, p.ScoreWhiteFirst} {
			t.Errorf("%s: scores %v, recorded %d/%d", p.Name, got, p.ScoreBlackFirst, p.ScoreWhiteFirst)
		}
		largest := 0
		for _, a := range an.Decomposition.Areas {
			largest = max(largest, a.Size())
		}
		if an.LargestArea != largest {
			t.Errorf("%s: largest area %d, want %d", p.Name, an.LargestArea, largest)
		}
	}
}

// Each kind of blocker on a position made to have it.
func TestAnalyzeBlockers(t *testing.T) {
	empty, _ := board.New(9, 9)
	oneStone, _ := board.New(9, 9)
	if err := oneStone.Play(board.Pt(4, 4), board.Black); err != nil {
		t.Fatal(err)
	}
	small, err := ReadProblem(filepath.Join("..", "..", "data", "endgames", "small-01.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	ko, labels, err := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{
		{Interface: 0, Column: 2, Shape: compose.Shape{Name: "ko", Upper: ".", Lower: "U"}},
		{Interface: 1, Column: 2, Shape: compose.Catalogue()[5]}}})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		b      *board.Board
		o      Options
		want   Blocker
		solved bool
	}{
		{"empty board", empty, Options{}, Blocker{Kind: AreaTooLarge, Area: "A", Size: 81, Limit: DefaultMaxAreaSize}, false},
		{"one unproven stone", oneStone, Options{MaxAreaSize: 10}, Blocker{Kind: UnprovenGroup, Area: "A", Size: 81, Stones: 1, Limit: 10}, false},
		{"local search out of nodes", small.Board, Options{Labels: small.Labels, Budget: search.Budget{MaxNodes: 1}}, Blocker{Kind: Budget, Area: "A", Size: 6, Stones: 2}, false},
		{"ko bounds differ: the ko search solves it", ko, Options{Labels: labels}, Blocker{}, true},
		{"ko search out of nodes", ko, Options{Labels: labels, Budget: search.Budget{MaxNodes: 12}}, Blocker{Kind: Budget, Area: "A", Size: 2, Stones: 1}, false},
		{"ko winner assumed", ko, Options{Labels: labels, KoWinner: board.Black}, Blocker{}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			an, err := Analyze(context.Background(), tc.b, tc.o)
			if err != nil {
				t.Fatal(err)
			}
			got := an.Blocker
			got.Err = nil
			if got != tc.want {
				t.Errorf("blocker %+v, want %+v", got, tc.want)
			}
			if an.Solved() != tc.solved {
				t.Errorf("solved %v, want %v", an.Solved(), tc.solved)
			}
			decomposes := tc.want.Kind != AreaTooLarge && tc.want.Kind != UnprovenGroup
			if an.Decomposes() != decomposes || (an.Result == nil) == decomposes {
				t.Errorf("decomposes %v (result %v), want %v", an.Decomposes(), an.Result != nil, decomposes)
			}
			if tc.want.Kind == Budget && !errors.Is(an.Blocker.Err, ErrBudget) {
				t.Errorf("budget blocker's error %v", an.Blocker.Err)
			}
		})
	}
	// Solve reports the same position as ErrNotDecomposed
	if _, err := Solve(context.Background(), empty, Options{}); !errors.Is(err, ErrNotDecomposed) {
		t.Errorf("Solve on the empty board: %v, want ErrNotDecomposed", err)
	}
}

func TestBlockKindText(t *testing.T) {
	for k := NotBlocked; k <= Budget; k++ {
		b, err := json.Marshal(Blocker{Kind: k})
		if err != nil {
			t.Fatal(err)
		}
		var back Blocker
		if err := json.Unmarshal(b, &back); err != nil || back.Kind != k {
			t.Errorf("%v: %s read back as %v, %v", k, b, back.Kind, err)
		}
	}
	var k BlockKind
	if err := k.UnmarshalText([]byte("cosmic-rays")); err == nil {
		t.Error("an unknown kind was read")
	}
}

// RealGame's points lost in one move are the loss MoveLosses gives that
// move: the two come from different solves (the position before the move
// with its area values, and the position after it solved afresh).
func TestRealGameLossAgreesWithMoveLosses(t *testing.T) {
	for _, name := range []string{"small-01", "small-02", "chinese-01"} {
		p, err := ReadProblem(filepath.Join("..", "..", "data", "endgames", name+".sgf"))
		if err != nil {
			t.Fatal(err)
		}
		o := Options{Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}}
		r, err := Solve(context.Background(), p.Board, Options{Rules: p.Rules, Labels: p.Labels, Budget: o.Budget})
		if err != nil {
			t.Fatal(err)
		}
		for _, mover := range []board.Color{board.Black, board.White} {
			losses, err := r.MoveLosses(p.Board, mover)
			if err != nil {
				t.Fatal(err)
			}
			checked := 0
			for _, ml := range losses {
				if ml.Skipped != "" || !ml.Loss.IsInteger() {
					continue
				}
				setup := p.Board.Clone()
				setup.SetToMove(mover)
				rec := &board.Record{Name: name, Width: setup.Width(), Height: setup.Height(), Setup: setup,
					Moves: []board.Move{{Color: mover, Point: ml.Move}}, Rules: p.Rules.String()}
				rows, err := RealGame(context.Background(), name, rec, []int{0, 1, 2}, RealOptions{Options: o})
				if err != nil {
					t.Fatal(err)
				}
				if len(rows) != 2 || rows[1].Move != 0 || rows[0].Move != 1 {
					t.Fatalf("%s: rows %+v, want the positions after 1 and 0 moves", name, rows)
				}
				if rows[0].Block == KoBounds {
					continue // the move starts a ko: no exact value after it
				}
				if !rows[0].Solved || !rows[1].Solved || !rows[1].PlayedKnown {
					t.Errorf("%s: %v %v not solved: %v / %v", name, mover, ml.Move, rows[0].Block, rows[1].Block)
					continue
				}
				want := int(ml.Loss.Num())
				if mover == board.White {
					want = -want
				}
				if rows[1].BlackLost != want || rows[0].BlackLost != 0 {
					t.Errorf("%s: %v %v: Black lost %d in the last move, MoveLosses says %v for the mover", name, mover, ml.Move.GTP(setup.Height()), rows[1].BlackLost, ml.Loss)
				}
				checked++
			}
			if checked == 0 {
				t.Errorf("%s: no move of %v checked", name, mover)
			}
		}
	}
}

// RealMoves on a record of a data problem played out: along Solve's
// optimal sequence every move loses 0; a pass first instead loses what
// MoveLosses says a pass loses, and the optimal sequence after it 0.
func TestRealMovesLosses(t *testing.T) {
	ctx := context.Background()
	p, err := ReadProblem(filepath.Join("..", "..", "data", "endgames", "small-01.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Budget: search.Budget{MaxNodes: 1e6}}
	r, err := Solve(ctx, p.Board, Options{Rules: p.Rules, Budget: o.Budget})
	if err != nil {
		t.Fatal(err)
	}
	record := func(b *board.Board, seq []Move) *board.Record {
		rec := &board.Record{Name: "small-01", Width: b.Width(), Height: b.Height(), Setup: b.Clone(), Rules: p.Rules.String()}
		for _, m := range seq {
			rec.Moves = append(rec.Moves, board.Move{Color: m.Color, Point: m.Point})
		}
		return rec
	}
	moves, err := RealMoves(ctx, "optimal", record(p.Board, r.Sequence), 100, RealOptions{Options: o})
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != len(r.Sequence) {
		t.Fatalf("%d moves solved, want all %d", len(moves), len(r.Sequence))
	}
	for _, m := range moves {
		if m.Lost != 0 {
			t.Errorf("optimal move %+v lost %d", m, m.Lost)
		}
	}
	// Black passes first, then both play White's optimal sequence
	losses, err := r.MoveLosses(p.Board, board.Black)
	if err != nil {
		t.Fatal(err)
	}
	var passLoss int
	for _, ml := range losses {
		if ml.Move == board.Pass {
			passLoss = int(ml.Loss.Num())
		}
	}
	if passLoss <= 0 {
		t.Fatalf("a pass loses %d: the test lost its case", passLoss)
	}
	seq := append([]Move{{Color: board.Black, Point: board.Pass}}, r.SequenceWhiteFirst...)
	moves, err = RealMoves(ctx, "pass", record(p.Board, seq), 100, RealOptions{Options: o})
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != len(seq) || moves[len(moves)-1].Move != "pass" {
		t.Fatalf("moves %+v, want %d ending with the pass", moves, len(seq))
	}
	total := 0
	for _, m := range moves {
		total += m.Lost
	}
	if got := moves[len(moves)-1].Lost; got != passLoss || total != passLoss {
		t.Errorf("the pass lost %d (all moves %d), MoveLosses says %d", got, total, passLoss)
	}
}
