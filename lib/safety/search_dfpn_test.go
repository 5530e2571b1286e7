package safety

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// TestEnginesAgree runs both engines of the region search on every basic
// region of both colours of the soundness test's generated positions
// (and the same regions with the open boundary of SOLVER 2.0): where both
// decide, they must agree, and where one proves a region, CheckClaim must
// let the region and its boundary blocks hold. The engines play the same
// game (the same moves, miai replies and static evaluation), so the only
// difference allowed is undecided (the depth-first search's depth limit,
// df-pn's repetition rule, the budget).
func TestEnginesAgree(t *testing.T) {
	ctx := context.Background()
	positions := 150
	if testing.Short() {
		positions = 40
	}
	var both, onlyDFS, onlyPN, proofs int
	var nodes [2]int
	for i := uint64(0); i < uint64(positions); i++ {
		b, err := soundPosition(i)
		if err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			for _, r := range Analyze(b, c).Regions {
				if len(r.Boundary) == 0 {
					continue
				}
				for _, open := range []bool{false, true} {
					var got [2]outcome
					for e, engine := range []Engine{DepthFirst, ProofNumber} {
						bs := newBudgetState(ctx, DefaultBudget())
						rsr := newRegionSearch(b.Clone(), c, r.Points, board.Region{}, nil, bs, 5_000)
						if open {
							rsr.openBoundary(board.Region{})
						}
						if engine == ProofNumber {
							got[e] = rsr.runProofNumber()
						} else {
							got[e] = rsr.run()
						}
						nodes[e] += bs.nodes()
					}
					switch {
					case got[0] == undecided && got[1] == undecided:
						continue
					case got[0] == undecided:
						onlyPN++
					case got[1] == undecided:
						onlyDFS++
					case got[0] != got[1]:
						t.Errorf("position %d, %v region at %s (open %v): depth-first %v, df-pn %v\n%s",
							i, c, r.Points.First().GTP(b.Height()), open, got[0], got[1], b)
					default:
						both++
					}
					if (got[0] == proven || got[1] == proven) && !open {
						proofs++
						claim := r.Points.Union(r.BoundaryStones)
						chk, _, err := CheckClaim(ctx, b, c, claim, checkBudget)
						if err != nil {
							t.Fatal(err)
						}
						if chk == ClaimBroken {
							t.Errorf("position %d, %v: region at %s proven by a region search, refuted by CheckClaim\n%s",
								i, c, r.Points.First().GTP(b.Height()), b)
						}
					}
				}
			}
		}
	}
	t.Logf("%d region searches decided by both engines alike, %d by depth-first only, %d by df-pn only; %d proofs of closed regions checked by CheckClaim; nodes depth-first %d, df-pn %d",
		both, onlyDFS, onlyPN, proofs, nodes[0], nodes[1])
	if both < positions {
		t.Errorf("only %d region searches decided by both engines", both)
	}
}
