package safety

import (
	"context"
	"flag"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

var crossingPositions = flag.Int("safety.crossing", 0, "TestCrossingPairsSoundness: generated positions (0: skip)")

// TestCrossingPairsSoundness: wherever SOLVER 1.0 + P proves more because
// a promised pair crossing a partial region is searched as one of its
// miaipairs (crossingPairs) than without, the exhaustive referee
// (CheckClaim; RefereeClaim where it is undecided) must not refute the
// larger claim.
func TestCrossingPairsSoundness(t *testing.T) {
	if *crossingPositions == 0 {
		t.Skip("-safety.crossing N runs it")
	}
	ctx := context.Background()
	more := 0
	for i := uint64(0); i < uint64(*crossingPositions); i++ {
		b, err := soundPosition(i)
		if err != nil {
			continue
		}
		for _, bud := range soundBudgets {
			with, without := solveCrossing(t, b, bud)
			for _, c := range []board.Color{board.Black, board.White} {
				if with.Safe[c] == without.Safe[c] {
					continue
				}
				more++
				chk, _, err := CheckClaim(ctx, b, c, with.Safe[c], checkBudget)
				if err == nil && chk == ClaimUnknown {
					// beyond the exhaustive search: the second referee
					chk, _, err = RefereeClaim(ctx, b, c, with.Safe[c], refereeBudget)
				}
				t.Logf("position %d %v: %d points with crossing pairs, %d without; referee %v\n%s", i, c, with.Safe[c].Count(), without.Safe[c].Count(), chk, b)
				if err != nil || chk == ClaimBroken {
					t.Errorf("position %d: %v's claim %v (%v)", i, c, chk, err)
				}
			}
		}
	}
	t.Logf("%d claims differ", more)
}

// crossingCorner is generated position 576 of the soundness test.
// Black's region B4 C4 B3 B2 C2 B1 C1 D1 (a white stone on B1) holds the
// overlapping miaipairs B3 B2 and B4 B3; static rule 1 miai-connects the
// stone C3 to the wall through their common liberties C4 and C2, a
// promised pair. Divided at B3 B2 (the most evenly dividing pair, §3.3),
// C4 lies in one part and C2 in the other: the pair crosses both parts.
const crossingCorner = `
	. X X X X
	X . . X X
	X . X . X
	X . . X X
	X O . . X`

// TestCrossingPairProof: on crossingCorner, under the soundness test's
// second budget (regions of up to 6 points searched whole, so the
// 8-point region is left to the partial regions), SOLVER 1.0 + P proves
// the whole board for Black when the promised pair is searched as a
// miaipair of each part (crossingPairs, the rules of §3.2) and nothing
// when it makes the parts' searches fail; the exhaustive referee
// confirms the claim.
func TestCrossingPairProof(t *testing.T) {
	b := board.MustParse(crossingCorner)
	ctx := context.Background()
	with, without := solveCrossing(t, b, soundBudgets[1])
	if got := with.Safe[board.Black].Count(); got != 25 {
		t.Errorf("with crossing pairs: %d points safe for Black, want 25", got)
	}
	if got := without.Safe[board.Black].Count(); got != 0 {
		t.Errorf("without crossing pairs: %d points safe for Black, want 0", got)
	}
	chk, _, err := CheckClaim(ctx, b, board.Black, with.Safe[board.Black], checkBudget)
	if err != nil || chk != ClaimHolds {
		t.Errorf("exhaustive search: Black's claim %v (%v), want holds", chk, err)
	}
}

// solveCrossing runs SOLVER 1.0 + P on b with and without crossingPairs.
func solveCrossing(t *testing.T, b *board.Board, bud Budget) (with, without *Result) {
	t.Helper()
	var err error
	if with, err = Solve(context.Background(), b, Options{Solver: Partial, Budget: bud}); err != nil {
		t.Fatal(err)
	}
	if without, err = Solve(context.Background(), b, Options{Solver: Partial, Budget: bud, withoutCrossing: true}); err != nil {
		t.Fatal(err)
	}
	return with, without
}
