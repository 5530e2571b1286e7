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
			for _, s := range allSolvers() {
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

// TestRefereeOnLargeRegions runs RefereeClaim on what SOLVER 1.0, SOLVER
// 1.0 + P, SOLVER 2.0 and SOLVER 3.0 prove of generated regions of 15 to 25 points (one or
// two miaipairs, 8x8 and 9x9 boards, the wall alive by eyes outside or
// not; miaiRegionPosition): the claim is everything the solver proves for
// the defender. No claim may be refuted; the test logs how many
// RefereeClaim proves within 200,000 nodes (2,000,000 with -args -long)
// and how many it leaves undecided. 8 positions by default, 200 with
// -long.
func TestRefereeOnLargeRegions(t *testing.T) {
	ctx := context.Background()
	n := 8
	opt := RefereeOptions{Budget: search.Budget{MaxNodes: 200_000}}
	if *longTests {
		n, opt.MaxNodes = 200, 2_000_000
	}
	var verdicts [3]int
	var largest int
	for i := uint64(0); i < uint64(n); i++ {
		size := 15 + int(i%11)
		b, err := miaiRegionPosition(8+int(i/11%2), 8+int(i/22%2), 1+int(i%2), size, i, false)
		if err != nil {
			t.Fatal(err)
		}
		c := board.Black
		if i%2 == 1 {
			c = board.White
		}
		for _, s := range searchSolvers() {
			res, err := SolveColors(ctx, b, []board.Color{c}, Options{Solver: s})
			if err != nil {
				t.Fatal(err)
			}
			claim := res.Safe[c]
			if claim.Minus(b.Stones(c)).Count() < 15 {
				continue // no large region proven
			}
			chk, st, err := RefereeClaim(ctx, b, c, claim, opt)
			if err != nil {
				t.Fatal(err)
			}
			verdicts[chk]++
			t.Logf("position %d, %v: %d points claimed: %v (%d nodes, %d empty points in play)", i, s, claim.Count(), chk, st.Nodes, st.Area)
			if chk == ClaimHolds {
				largest = max(largest, st.Area)
			}
			if chk == ClaimBroken {
				t.Errorf("position %d, %v: RefereeClaim refutes %s\n%s", i, s, gtpList(claim, b.Height()), b)
			}
		}
	}
	t.Logf("claims on regions of 15 to 25 points: %d hold (largest %d empty points in play), %d undecided", verdicts[ClaimHolds], largest, verdicts[ClaimUnknown])
}

// searchSolvers returns the solvers that search (SOLVER 1.0 and the ones
// built on it).
func searchSolvers() []Solver {
	var out []Solver
	for _, s := range allSolvers() {
		if s >= Solver1 {
			out = append(out, s)
		}
	}
	return out
}
