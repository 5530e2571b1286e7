package safety

import (
	"context"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// RegionClaim returns the claim that a region of c and c's blocks around
// it are safe: the region's points and the stones of every block of c
// next to it.
func RegionClaim(b *board.Board, c board.Color, region board.Region) board.Region {
	claim := region
	for _, p := range region.Neighbours(b.OnBoard()).Intersect(b.Stones(c)).Points() {
		claim = claim.Union(b.BlockStones(p))
	}
	return claim
}

// ClaimCheck is one referee's verdict on a claim.
type ClaimCheck struct {
	Referee string
	Verdict Check
	Nodes   int64
}

// ClaimChecks puts RegionClaim(b, c, region) to both referees with the
// same budget: CheckClaim on the whole board (the outside liberties as
// they are) and RefereeClaim (the rest of the board an attacker wall: the
// solvers' conservative assumption). A claim that holds on the board and
// is broken under the assumption is one that fails only because of it,
// as the paper's Fig. 7.
func ClaimChecks(ctx context.Context, b *board.Board, c board.Color, region board.Region, bud search.Budget) ([]ClaimCheck, error) {
	claim := RegionClaim(b, c, region)
	real, st, err := CheckClaim(ctx, b, c, claim, bud)
	if err != nil {
		return nil, err
	}
	cons, rst, err := RefereeClaim(ctx, b, c, claim, RefereeOptions{Budget: bud})
	if err != nil {
		return nil, err
	}
	return []ClaimCheck{
		{Referee: "CheckClaim (the board, outside liberties as they are)", Verdict: real, Nodes: st.Nodes},
		{Referee: "RefereeClaim (conservative assumption: no outside liberty)", Verdict: cons, Nodes: rst.Nodes},
	}, nil
}
