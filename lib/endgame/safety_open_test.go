package endgame

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// openRegionBoard is a black group that Benson does not prove (one vital
// eye at A2 and a squared-four eye space in the corner, 1-vital by the
// static rules) next to a corridor (column D) against a Benson-alive white
// wall; corridor holds the stones put in column D, top row first.
func openRegionBoard(t *testing.T, corridor string) *board.Board {
	t.Helper()
	rows := []string{". . X . O .", ". . X . O O", "X X X . O .", ". X X . O O", "X X X . O ."}
	diagram := ""
	for y, row := range rows {
		diagram += row[:6] + string(corridor[y]) + row[7:] + "\n"
	}
	b, err := board.Parse(diagram)
	if err != nil {
		t.Fatalf("%v\n%s", err, diagram)
	}
	return b
}

// TestOpenRegionKeptAndScoreUnchanged checks SafetyOf's rule on a region
// proven safe by the static rules that borders an area (the corridor):
// the region is kept (no territory point of it touches the corridor, and
// its miai pair lies inside it), the corridor is an area of its own, and
// decomposition search equals alpha-beta on random contents of the
// corridor, both rules, both first players. Alpha-beta here plays on the
// corridor only, as decomposition search does; what the rule adds (no
// attacker move in the corridor needs an answer inside the group's eyes)
// rests on the argument in SafetyOf and lib/safety's conservative
// treatment of outside liberties.
func TestOpenRegionKeptAndScoreUnchanged(t *testing.T) {
	for _, solver := range []safety.Solver{safety.Static, safety.Solver3} {
		t.Run(solver.String(), func(t *testing.T) { openRegionKept(t, solver) })
	}
}

// openRegionKept is TestOpenRegionKeptAndScoreUnchanged with one solver:
// SOLVER 3.0's proofs of the group are its first stage's (SOLVER 1.0 +
// P's), which give the outside away, so the group is kept (SafetyOf).
func openRegionKept(t *testing.T, solver safety.Solver) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(20, 1))
	kept, compared := 0, 0
	for range 40 {
		col := []byte(".....")
		for y := range col {
			switch r.IntN(5) {
			case 0:
				col[y] = 'X'
			case 1:
				col[y] = 'O'
			}
		}
		b := openRegionBoard(t, string(col))
		if !validPosition(b) {
			continue
		}
		s := SafetyOf(ctx, solver, safety.Budget{})(b)
		if !s.Stones[board.Black].Has(board.Pt(2, 2)) {
			continue // a black stone in the corridor in atari, for instance
		}
		if open := s.Stones[board.Black].Neighbours(b.OnBoard()).Minus(s.points()); open.IsEmpty() {
			t.Fatalf("%s: the group has no open neighbour: the test lost its case", col)
		}
		if s.Report.Solver != solver || s.Report.Incomplete() || s.Report.Proven == 0 {
			t.Errorf("%s: safety report %+v", col, s.Report)
		}
		kept++
		for _, rules := range []Rules{Japanese, Chinese} {
			o := Options{Rules: rules, Safety: SafetyOf(ctx, solver, safety.Budget{}), Budget: search.Budget{MaxNodes: 1e6}}
			res, err := Solve(ctx, b, o)
			if err != nil || !res.Known {
				continue
			}
			d := res.Decomposition
			for _, first := range []board.Color{board.Black, board.White} {
				ab, err := AlphaBeta(ctx, b, d, d.Areas, first, ABOptions{Rules: rules, Budget: search.Budget{MaxNodes: 1e6}, Enhancements: AllEnhancements()})
				if err != nil || !ab.Known {
					continue
				}
				compared++
				if want := res.Score(first); ab.Score != want {
					t.Errorf("%s, %v first, %v: decomposition search %d, alpha-beta %d\n%v", col, first, rules, want, ab.Score, b)
				}
			}
		}
	}
	if kept == 0 || compared == 0 {
		t.Fatalf("the group was kept on %d boards, %d scores compared: the test lost its case", kept, compared)
	}
	t.Logf("group kept on %d boards, %d scores compared", kept, compared)
}

// validPosition reports that every block of b has a liberty.
func validPosition(b *board.Board) bool {
	for c := board.Black; c <= board.White; c++ {
		for _, bl := range b.Blocks(c) {
			if bl.Stones.Neighbours(b.OnBoard()).Intersect(b.Empties()).IsEmpty() {
				return false
			}
		}
	}
	return true
}
