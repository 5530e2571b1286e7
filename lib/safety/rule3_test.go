package safety

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// twoRooms is the example of issue 13: two 3x3 rooms joined by a
// two-point corridor (D1 E1, a miaipair) behind one black wall, which has
// no liberty outside. The wall is obviously alive: Black closes either
// room by taking its end of the corridor and makes two eyes in the other.
const twoRooms = `
	. . . . . . . . . . .
	O O O O O O O O O O .
	X X X X X X X X X O .
	. . . X X . . . X O .
	. . . X X . . . X O .
	. . . . . . . . X O .`

// TestRule3TwoRooms: with search rule 3 of Section 3.1 (the defender may
// take its near miai point first, after which the far point leaves the
// attacker's moves) SOLVER 1.0 + P proves the wall and both rooms (36
// points) by dividing the region at D1 E1.
func TestRule3TwoRooms(t *testing.T) {
	b := board.MustParse(twoRooms)
	res, err := Solve(context.Background(), b, Options{Solver: Partial})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Safe[board.Black].Count(); got != 36 {
		t.Errorf("SOLVER 1.0 + P proves %d points for Black, want 36 (nodes %d)", got, res.Nodes)
	}
	t.Logf("nodes %d", res.Nodes)
}

// rule3Corner is generated position 369 of the soundness test. White's
// wall has no eye; its region B5-F5, F4-F2 holds two black stones and is
// divided at the miaipair F4 F3 (under the soundness test's second budget,
// which searches only regions of up to 6 points whole).
const rule3Corner = `
	O . . X . X
	O O O O O .
	O O O O O .
	O O O O O .
	O O O O O O`

// TestRule3MakesTheDifference: on rule3Corner SOLVER 1.0 + P proves the
// whole board for White with search rule 3 (Section 3.2: White takes its
// near miai point first, closing the partial region) and nothing
// without; exhaustive search (CheckClaim) confirms the claim.
func TestRule3MakesTheDifference(t *testing.T) {
	b := board.MustParse(rule3Corner)
	bud := soundBudgets[1]
	with, err := Solve(context.Background(), b, Options{Solver: Partial, Budget: bud})
	if err != nil {
		t.Fatal(err)
	}
	without, err := Solve(context.Background(), b, Options{Solver: Partial, Budget: bud, WithoutRule3: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := with.Safe[board.White].Count(); got != 30 {
		t.Errorf("with rule 3: %d points safe for White, want 30", got)
	}
	if got := without.Safe[board.White].Count(); got != 0 {
		t.Errorf("without rule 3: %d points safe for White, want 0", got)
	}
	chk, _, err := CheckClaim(context.Background(), b, board.White, with.Safe[board.White], checkBudget)
	if err != nil || chk != ClaimHolds {
		t.Errorf("exhaustive search: White's claim %v (%v), want holds", chk, err)
	}
}

// TestOneMiaiAtATime is the ablation of Fig. 5 (§3.3): on the 86-point
// region of RoomsPosition(2, 4, 1) (7 miaipairs), dividing at one
// miaipair at a time proves less than dividing at one pair of every
// cluster at once, which proves the whole region.
func TestOneMiaiAtATime(t *testing.T) {
	b, err := RoomsPosition(2, 4, 1)
	if err != nil {
		t.Fatal(err)
	}
	bud := Budget{RegionNodes: 3_000}
	all, err := Solve(context.Background(), b, Options{Solver: Partial, Budget: bud})
	if err != nil {
		t.Fatal(err)
	}
	one, err := Solve(context.Background(), b, Options{Solver: Partial, Budget: bud, OneMiaiAtATime: true})
	if err != nil {
		t.Fatal(err)
	}
	na, no := all.Safe[board.Black].Count(), one.Safe[board.Black].Count()
	t.Logf("all pairs: %d points, %d nodes; one at a time: %d points, %d nodes", na, all.Nodes, no, one.Nodes)
	if na != b.OnBoard().Count() || no >= na {
		t.Errorf("all pairs prove %d points (want the whole board, %d), one pair at a time %d (want fewer)", na, b.OnBoard().Count(), no)
	}
}
