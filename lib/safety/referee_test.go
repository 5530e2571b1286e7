package safety

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// refereeBudget is RefereeClaim's budget in the tests.
var refereeBudget = RefereeOptions{Budget: search.Budget{MaxNodes: 2_000_000}}

// TestRefereeAgreesWithCheckClaim checks the second referee against the
// first on generated positions (soundPosition: miaipairs, eyeless walls,
// random play with seki and kos): on the claims of every solver, where
// both finish, RefereeClaim and CheckClaim must give the same verdict;
// on the claim "a region and its boundary blocks" of every region of
// both colours, which no solver made, RefereeClaim may be stricter (it
// walls off the blocks' other regions: the conservative assumption) but
// never more lenient: a claim it lets hold must hold under CheckClaim.
// A claim that holds with the attacker first holds with the defender
// first (RefereeOptions.DefenderFirst).
func TestRefereeAgreesWithCheckClaim(t *testing.T) {
	ctx := context.Background()
	want := 60
	if testing.Short() {
		want = 20
	}
	var solverAgree, regionAgree, stricter, unknown int
	for i := uint64(0); solverAgree < want && i < 20*uint64(want); i++ {
		b, err := soundPosition(i)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			var claims []board.Region
			for s := Benson; s <= Partial; s++ {
				res, err := Solve(ctx, b, Options{Solver: s, Budget: soundBudgets[0]})
				if err != nil {
					t.Fatal(err)
				}
				if !res.Safe[c].IsEmpty() {
					claims = append(claims, res.Safe[c])
				}
			}
			nSolver := len(claims)
			for _, r := range Analyze(b, c).Regions {
				claims = append(claims, r.Points.Union(r.BoundaryStones))
			}
			for k, claim := range claims {
				exh, est, err := CheckClaim(ctx, b, c, claim, checkBudget)
				if err != nil {
					t.Fatal(err)
				}
				ref, rst, err := RefereeClaim(ctx, b, c, claim, refereeBudget)
				if err != nil {
					t.Fatal(err)
				}
				if exh == ClaimUnknown || ref == ClaimUnknown {
					unknown++
					continue
				}
				fromSolver := k < nSolver
				if ref == ClaimHolds {
					// The defender may pass: moving first cannot hurt it.
					first, _, err := RefereeClaim(ctx, b, c, claim, RefereeOptions{Budget: refereeBudget.Budget, DefenderFirst: true})
					if err != nil || first != ClaimHolds {
						t.Errorf("position %d, %v, claim %s: holds with the attacker first, %v (%v) with the defender first",
							i, c, gtpList(claim, b.Height()), first, err)
					}
				}
				switch {
				case exh == ref && fromSolver:
					solverAgree++
				case exh == ref:
					regionAgree++
				case !fromSolver && ref == ClaimBroken:
					stricter++
				default:
					t.Errorf("position %d, %v, claim %s (solver claim %v): CheckClaim %v (%d nodes), RefereeClaim %v (%d nodes, %d points in play)\n%s",
						i, c, gtpList(claim, b.Height()), fromSolver, exh, est.Nodes, ref, rst.Nodes, rst.Area, b)
				}
			}
		}
	}
	t.Logf("agree on %d solver claims and %d region claims; RefereeClaim stricter on %d region claims; %d undecided by one of them",
		solverAgree, regionAgree, stricter, unknown)
	if solverAgree < want {
		t.Errorf("%d solver claims compared, want %d", solverAgree, want)
	}
}
