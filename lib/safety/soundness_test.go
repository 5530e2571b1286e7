package safety

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestSoundnessExhaustive checks every solver against exhaustive search on
// random small positions (see the two families below): every point
// a solver proves safe for a colour must be kept by that colour under
// CheckClaim, and SOLVER 1.0 + P must prove at least what SOLVER 1.0
// proves with the same budget. Positions where the exhaustive check runs
// out of nodes are counted and skipped; at least 300 positions with a
// non-empty claim must be decided (100 with -short).
// soundnessOpen lists the generated positions where the exhaustive check
// refutes a claim and the cause is not yet resolved. They are reported in
// the test log, never skipped silently.
var soundnessOpen = map[uint64]string{}

func TestSoundnessExhaustive(t *testing.T) {
	ctx := context.Background()
	want := 300
	if testing.Short() {
		want = 100
	}
	bud := Budget{Budget: search.Budget{MaxNodes: 20000}, RegionNodes: 5000}
	decided, skipped, claimed := 0, 0, [4]int{}
	for seed := uint64(0); decided < want && seed < 3000; seed++ {
		// Two families: random play stopped at 7 empty points (5x5 to
		// 7x7), and random play to the end (4x4 to 6x6: both sides pass,
		// only eyes are left, so living groups face each other).
		size, maxEmpty := 5+int(seed%3), 7
		if seed%2 == 1 {
			size, maxEmpty = 4+int(seed/2%3), 0
		}
		b, err := RandomPosition(size, size, maxEmpty, seed)
		if err != nil {
			t.Fatal(err)
		}
		var res [4]*Result
		for s := Benson; s <= Partial; s++ {
			if res[s], err = Solve(ctx, b, Options{Solver: s, Budget: bud}); err != nil {
				t.Fatal(err)
			}
		}
		any := false
		for _, c := range []board.Color{board.Black, board.White} {
			if !res[Solver1].Safe[c].SubsetOf(res[Partial].Safe[c]) {
				t.Errorf("seed %d %v: SOLVER 1.0 proves %s, SOLVER 1.0 + P only %s\n%s", seed, c,
					gtpList(res[Solver1].Safe[c], size), gtpList(res[Partial].Safe[c], size), b)
			}
			// Check the union of all claims: if it holds, each holds.
			var claim board.Region
			for s := Benson; s <= Partial; s++ {
				claim = claim.Union(res[s].Safe[c])
				claimed[s] += res[s].Safe[c].Count()
			}
			if claim.IsEmpty() {
				continue
			}
			any = true
			chk, _ := CheckClaim(ctx, b, c, claim, 2*b.Empties().Count()+6, 100_000)
			switch chk {
			case ClaimBroken:
				if why, ok := soundnessOpen[seed]; ok {
					t.Logf("seed %d: known open case (%s)", seed, why)
					continue
				}
				t.Errorf("seed %d: %v cannot keep %s under exhaustive search\n%s", seed, c, gtpList(claim, size), b)
			case ClaimUnknown:
				skipped++
				any = false
			}
		}
		if any {
			decided++
		}
	}
	t.Logf("%d positions decided, %d claims skipped (exhaustive budget); proven points: benson %d, static %d, solver1 %d, partial %d",
		decided, skipped, claimed[Benson], claimed[Static], claimed[Solver1], claimed[Partial])
	if decided < want {
		t.Errorf("only %d positions decided, want %d", decided, want)
	}
}

func TestCheckClaimFindsBrokenClaims(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		c       board.Color
		claim   string // GTP vertices
		want    Check
	}{
		{"two eyes hold", `
			. X . X O
			X X X X O
			O O O O O
			. O . O .
			O O O O O`, board.Black, "B5 D5 A4 B4 C4 D4 A5 C5", ClaimHolds},
		{"one eye is broken", `
			. . X O .
			X X X O .
			O O O O .
			. . . . .
			. . . . .`, board.Black, "C5 A4 B4 C4 A5 B5", ClaimBroken},
		{"a stone in atari is broken", `
			X O X .
			. . X .
			. . . .`, board.White, "B3", ClaimBroken},
		{"a dead stone inside a living group's eye is no threat", `
			O . X . X O
			X X X X X O
			O O O O O O
			. . . . . .`, board.Black, "C4 E4 A3 B3 C3 D3 E3 A4 B4 D4", ClaimHolds},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			var claim board.Region
			for _, v := range splitFields(tc.claim) {
				p, err := board.ParseGTP(v, b.Width(), b.Height())
				if err != nil {
					t.Fatal(err)
				}
				claim.Add(p)
			}
			got, _ := CheckClaim(context.Background(), b, tc.c, claim, 20, 1_000_000)
			if got != tc.want {
				t.Errorf("CheckClaim = %v, want %v\n%s", got, tc.want, b)
			}
		})
	}
}
