package safety

import (
	"context"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// sekiRoomBoard builds room (Black defending) in the setting where
// sekiRooms were found: a 7x6 board, the wall one black block around the
// room on the top edge, White's living group (two one-point eyes, F6 and
// G6, away from the wall) everywhere else. It returns the board, the
// wall's points and the room's.
func sekiRoomBoard(t *testing.T, room sekiRoom) (*board.Board, board.Region, board.Region) {
	t.Helper()
	rows := strings.Split(room.rows, "/")
	rw, rh, x0 := len(rows[0]), len(rows), room.x0
	grid := make([][]byte, 6)
	for y := range grid {
		grid[y] = []byte(strings.Repeat("O", 7))
	}
	var wall, pts board.Region
	for y := 0; y <= rh; y++ {
		for x := max(x0-1, 0); x <= x0+rw; x++ {
			if y < rh && x >= x0 && x < x0+rw {
				grid[y][x] = rows[y][x-x0]
				pts.Add(board.Pt(x, y))
			} else {
				grid[y][x] = 'X'
				wall.Add(board.Pt(x, y))
			}
		}
	}
	grid[5][4], grid[5][6] = '.', '.'
	b, err := board.Parse(gridString(grid))
	if err != nil {
		t.Fatal(err)
	}
	return b, wall, pts
}

// TestSekiRooms checks every room of SekiPosition with the exhaustive
// referee, and what the solvers claim there. Seki, in the package's sense
// of safety (doc.go: a point is safe if its stones are never captured and
// the attacker never gets a living group there; the paper counts seki as
// alive stones without territory, and the solvers never count a region
// holding a living attacker stone as safe): the defender's wall and the
// attacker's stones in the room both live (CheckClaim keeps each for its
// colour), the room is no territory (CheckClaim refutes the wall with the
// room), no solver claims a point of the room for either colour nor the
// wall (doc.go: no seki is counted as safe, though the referee keeps the
// wall's stones); whatever a solver claims, CheckClaim keeps.
func TestSekiRooms(t *testing.T) {
	ctx := context.Background()
	for _, room := range sekiRooms {
		t.Run(strings.ReplaceAll(room.rows, "/", "|"), func(t *testing.T) {
			b, wall, pts := sekiRoomBoard(t, room)
			if !hasSeki(b) {
				t.Fatalf("no shared liberty that neither colour can fill\n%s", b)
			}
			inner := blocksOn(b, pts.Intersect(b.Stones(board.White)))
			// The wall with Black's stones in the room joined to it.
			wall = blocksOn(b, wall)
			checkClaims(t, b, []claimCase{
				{"the wall (alive stones)", board.Black, wall, ClaimHolds},
				{"White's stones in the room (alive stones)", board.White, inner, ClaimHolds},
				{"the wall and the room (no territory)", board.Black, wall.Union(pts), ClaimBroken},
			})
			for _, s := range allSolvers() {
				res, err := Solve(ctx, b, Options{Solver: s})
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range []board.Color{board.Black, board.White} {
					if res.Safe[c].Intersects(pts) {
						t.Errorf("%v claims %s of the seki room for %v\n%s", s, gtpList(res.Safe[c].Intersect(pts), b.Height()), c, b)
					}
					if c == board.Black && res.Safe[c].Intersects(wall) {
						t.Errorf("%v claims the wall in seki %s (doc.go: no seki is counted as safe)\n%s", s, gtpList(res.Safe[c].Intersect(wall), b.Height()), b)
					}
					if res.Safe[c].IsEmpty() {
						continue
					}
					if chk, _, err := CheckClaim(ctx, b, c, res.Safe[c], checkBudget); err != nil || chk != ClaimHolds {
						t.Errorf("%v's claim %s for %v: CheckClaim %v (%v)\n%s", s, gtpList(res.Safe[c], b.Height()), c, chk, err, b)
					}
				}
			}
		})
	}
}

// TestCheckClaimSeki is the referee on the classic seki of two shared
// liberties in the corner: Black's wall A5-F5, F6 and White's three
// stones B6-D6 share the room's two empty points A6 and E6, neither side
// has an eye, and White's outside group lives (eyes E1 and G1). Both blocks live, so
// CheckClaim keeps each for its colour; the room is no territory. The
// empty shared liberties alone, with the wall, are kept too: the game
// judges occupation, and neither side can ever occupy them; the solvers
// claim whole basic regions (here the room with White's stones), so they
// never claim them (TestSekiRooms).
func TestCheckClaimSeki(t *testing.T) {
	b := board.MustParse(`. O O O . X O
X X X X X X O
O O O O O O O
O O O O O O O
O O O O O O O
O O O O . O .`)
	wall := b.BlockStones(board.Pt(0, 1))
	inner := b.BlockStones(board.Pt(1, 0))
	shared := board.RegionOf(board.Pt(0, 0), board.Pt(4, 0))
	checkClaims(t, b, []claimCase{
		{"Black's wall", board.Black, wall, ClaimHolds},
		{"White's stones in the room", board.White, inner, ClaimHolds},
		{"the wall and the room", board.Black, wall.Union(inner).Union(shared), ClaimBroken},
		{"the wall and White's stones' points", board.Black, wall.Union(inner), ClaimBroken},
		{"the wall and the shared liberties", board.Black, wall.Union(shared), ClaimHolds},
		{"White's stones and the shared liberties", board.White, inner.Union(shared), ClaimHolds},
	})
}

// claimCase is a claim for colour c and CheckClaim's expected verdict.
type claimCase struct {
	what  string
	c     board.Color
	claim board.Region
	want  Check
}

// checkClaims puts every case to CheckClaim on b.
func checkClaims(t *testing.T, b *board.Board, cases []claimCase) {
	t.Helper()
	for _, tc := range cases {
		chk, st, err := CheckClaim(context.Background(), b, tc.c, tc.claim, checkBudget)
		if err != nil {
			t.Fatal(err)
		}
		if chk != tc.want {
			t.Errorf("%s (%v %s): CheckClaim %v after %d nodes, want %v\n%s", tc.what, tc.c, gtpList(tc.claim, b.Height()), chk, st.Nodes, tc.want, b)
		}
	}
}

// TestSekiPosition checks the generator: every position of the soundness
// test's seki slot has a shared liberty neither colour can fill, or is
// one of the changed rooms; few points are empty; seeds decide.
func TestSekiPosition(t *testing.T) {
	if _, err := SekiPosition(5, 6, 1); err == nil {
		t.Error("a 5x6 board: want an error")
	}
	seki := 0
	for seed := uint64(0); seed < 40; seed++ {
		b, err := SekiPosition(6+int(seed%2), 6+int(seed/2%2), seed)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := SekiPosition(6+int(seed%2), 6+int(seed/2%2), seed)
		if again.String() != b.String() {
			t.Errorf("seed %d: two different positions", seed)
		}
		if n := b.Empties().Count(); n < 5 || n > 9 {
			t.Errorf("seed %d: %d empty points\n%s", seed, n, b)
		}
		if hasSeki(b) {
			seki++
		}
	}
	if seki < 25 {
		t.Errorf("%d of 40 positions with a shared liberty neither colour can fill, want at least 25", seki)
	}
}

// blocksOn returns the stones of the blocks with a stone in stones.
func blocksOn(b *board.Board, stones board.Region) board.Region {
	var out board.Region
	for p := range stones.All() {
		if !out.Has(p) {
			out = out.Union(b.BlockStones(p))
		}
	}
	return out
}
