package safety

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestFig7OutsideLiberty checks the Table 1 set's counterpart of the
// paper's Fig. 7 (§4.1: the only position SOLVER 1.0 + P cannot prove,
// "due to the conservative assumption that no external liberties of
// boundary blocks may be used"): on the board the region and its boundary
// blocks are safe (CheckClaim, the whole board), under the conservative
// assumption they are not (RefereeClaim refutes the claim), and neither
// SOLVER 1.0 nor SOLVER 1.0 + P proves a point of the region. The data
// file holds the same position with the region marked.
func TestFig7OutsideLiberty(t *testing.T) {
	b, region, err := Fig7Position()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	checks, err := ClaimChecks(ctx, b, board.White, region, search.Budget{MaxNodes: 5_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if c := checks[0]; c.Verdict != ClaimHolds {
		t.Errorf("on the board: %v after %d nodes, want the claim to hold", c.Verdict, c.Nodes)
	}
	if c := checks[1]; c.Verdict != ClaimBroken {
		t.Errorf("under the conservative assumption: %v after %d nodes, want the claim broken", c.Verdict, c.Nodes)
	}
	for _, s := range []Solver{Solver1, Partial} {
		res, err := Solve(ctx, b, Options{Solver: s})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Safe[board.White].Intersect(region); !got.IsEmpty() {
			t.Errorf("%v proves %d points of the region", s, got.Count())
		}
	}
	p, err := ReadTable1File(filepath.Join(dataDir, Fig7File))
	if err != nil {
		t.Skipf("data file: %v", err)
	}
	if p.Board.Stones(board.Black) != b.Stones(board.Black) || p.Board.Stones(board.White) != b.Stones(board.White) || p.Region != region || p.Defender != board.White {
		t.Errorf("%s differs from Fig7Position", Fig7File)
	}
}
