package safety

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// openZoneCorner is generated position 15 of TestOpenZonesSoundness
// (OpenZonePosition(5, 6, 15)): Black's wall is alive with the eye B1 and
// the room around A1-E3; A3 lies next to the open point A4. SOLVER 1.0
// proves the wall and its closed regions; SOLVER 2.0's zone at A3-A4
// (divider A4) proves A3 too: Black answers White's A4 or A3 and keeps
// A3, which the exhaustive referee confirms.
const openZoneCorner = `
	. . O X X
	. O O X X
	. . O X X
	. X X X .
	X X X X X
	X . X X X`

// TestOpenZoneProof: SOLVER 2.0 proves an open-boundary point SOLVER 1.0
// cannot (the zones of our reconstruction, see doc.go), and CheckClaim
// confirms SOLVER 2.0's whole claim.
func TestOpenZoneProof(t *testing.T) {
	ctx := context.Background()
	b := board.MustParse(openZoneCorner)
	a3, err := board.ParseGTP("A3", b.Width(), b.Height())
	if err != nil {
		t.Fatal(err)
	}
	var zoned bool
	for _, z := range Zones(b, board.Black) {
		if terr := z.Territory(); terr.Has(a3) {
			zoned = true
			t.Logf("zone %s, dividers %s", gtpList(z.Points, b.Height()), gtpList(z.Dividers, b.Height()))
		}
	}
	if !zoned {
		t.Fatalf("no zone of Black claims A3: %v", Zones(b, board.Black))
	}
	s1, err := Solve(ctx, b, Options{Solver: Solver1})
	if err != nil {
		t.Fatal(err)
	}
	s2, err := Solve(ctx, b, Options{Solver: Solver2})
	if err != nil {
		t.Fatal(err)
	}
	if s1.Safe[board.Black].Has(a3) || !s2.Safe[board.Black].Has(a3) {
		t.Fatalf("A3 safe for Black: SOLVER 1.0 %v (want false), SOLVER 2.0 %v (want true)",
			s1.Safe[board.Black].Has(a3), s2.Safe[board.Black].Has(a3))
	}
	if !s1.Safe[board.Black].SubsetOf(s2.Safe[board.Black]) {
		t.Errorf("SOLVER 2.0 proves less than SOLVER 1.0")
	}
	if s2.ZoneSearches == 0 {
		t.Errorf("SOLVER 2.0 ran no zone search")
	}
	chk, st, err := CheckClaim(ctx, b, board.Black, s2.Safe[board.Black], checkBudget)
	if err != nil {
		t.Fatal(err)
	}
	if chk != ClaimHolds {
		t.Errorf("referee: SOLVER 2.0's claim %s %v after %d nodes", gtpList(s2.Safe[board.Black], b.Height()), chk, st.Nodes)
	}
}

// zonePositions lets a long run check more positions, e.g.
// go test ./lib/safety -run TestOpenZonesSoundness -safety.zones 1000
var zonePositions = flag.Int("safety.zones", 0, "positions TestOpenZonesSoundness generates (0: 40, or 20 with -short)")

// zonePosition returns position i of TestOpenZonesSoundness: for i < n
// OpenZonePosition on boards of 5x5 to 7x6, else random play on a 5x5 or
// 6x5 board to at most 8 to 11 empty points.
func zonePosition(i, n int) (*board.Board, error) {
	if i < n {
		return OpenZonePosition(5+i%3, 5+i/3%2, uint64(i))
	}
	return RandomPosition(5+i%2, 5, 8+i%4, uint64(i))
}

// TestOpenZonesSoundness checks SOLVER 2.0 and SOLVER 3.0 against
// exhaustive search (CheckClaim) on generated positions with open
// boundaries (OpenZonePosition, and random play stopped early): on every
// position SOLVER 2.0 proves at least what SOLVER 1.0 proves and SOLVER
// 3.0 what SOLVER 1.0 + P proves (with the same budget); where they prove
// more (the zones), the exhaustive referee must not refute the claim. The
// claims of SOLVER 1.0 and + P are TestSoundnessExhaustive's. A claim
// CheckClaim cannot decide within its budget goes to RefereeClaim; one
// neither decides is logged and counted; at least
// two positions (one with -short) with more proven by zones must be
// decided and hold.
func TestOpenZonesSoundness(t *testing.T) {
	ctx := context.Background()
	n, want := 40, 2
	if testing.Short() {
		n, want = 20, 1
	}
	if *zonePositions > 0 {
		n = *zonePositions
	}
	bud := soundBudgets[0]
	var gains, holds, undecided, stages int
	for i := 0; i < n+n/4; i++ {
		b, err := zonePosition(i, n)
		if err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		var safe [6][3]board.Region
		var results [6]*Result
		for _, s := range []Solver{Solver1, Partial, Solver2, Solver3} {
			res, err := Solve(ctx, b, Options{Solver: s, Budget: bud})
			if err != nil {
				t.Fatal(err)
			}
			safe[s], results[s] = res.Safe, res
		}
		for _, pair := range [][2]Solver{{Solver1, Solver2}, {Partial, Solver3}} {
			if checkStages(t, fmt.Sprintf("position %d", i), b, results[pair[0]], results[pair[1]]) {
				stages++
			}
		}
		for _, c := range []board.Color{board.Black, board.White} {
			if !safe[Solver1][c].SubsetOf(safe[Solver2][c]) || !safe[Partial][c].SubsetOf(safe[Solver3][c]) {
				t.Errorf("position %d, %v: SOLVER 2.0 proves %s without %s of SOLVER 1.0, or SOLVER 3.0 %s without %s of + P\n%s", i, c,
					gtpList(safe[Solver2][c], b.Height()), gtpList(safe[Solver1][c], b.Height()),
					gtpList(safe[Solver3][c], b.Height()), gtpList(safe[Partial][c], b.Height()), b)
			}
			claim := safe[Solver2][c].Union(safe[Solver3][c])
			if claim.SubsetOf(safe[Solver1][c].Union(safe[Partial][c])) {
				continue // nothing from the zones
			}
			gains++
			chk, st, err := CheckClaim(ctx, b, c, claim, checkBudget)
			if err != nil {
				t.Fatal(err)
			}
			switch chk {
			case ClaimBroken:
				t.Errorf("position %d, %v: SOLVER 2.0/3.0's claim %s (SOLVER 2.0 %s) cannot be kept under exhaustive search\n%s",
					i, c, gtpList(claim, b.Height()), gtpList(safe[Solver2][c], b.Height()), b)
			case ClaimUnknown:
				// Too many empty points for CheckClaim: the second referee,
				// on the claim's own regions, decides if it can.
				ref, rst, err := RefereeClaim(ctx, b, c, claim, refereeBudget)
				if err != nil {
					t.Fatal(err)
				}
				switch ref {
				case ClaimHolds:
					holds++
				case ClaimBroken:
					// RefereeClaim is stricter (no outside liberties): logged.
					undecided++
					t.Logf("position %d, %v: CheckClaim undecided after %d nodes on %s, RefereeClaim refutes it without outside liberties", i, c, st.Nodes, gtpList(claim, b.Height()))
				default:
					undecided++
					t.Logf("position %d, %v: referees undecided after %d and %d nodes on %s", i, c, st.Nodes, rst.Nodes, gtpList(claim, b.Height()))
				}
			default:
				holds++
			}
		}
	}
	t.Logf("%d positions: the zones prove more on %d (colour and position), %d of them confirmed by the referee, %d undecided", n+n/4, gains, holds, undecided)
	if holds < want {
		t.Errorf("zones proved more and the referee confirmed it on %d positions, want at least %d", holds, want)
	}
	if stages == 0 {
		t.Error("no run finished: no first stage compared with its predecessor's result")
	}
}

// TestSolversContainTheirPredecessors: on a game's end position, each solver
// proves at least what the solvers it builds on prove with the same
// budget (Static ⊇ Benson, Solver1 ⊇ Static, Partial ⊇ Solver1, Solver2 ⊇
// Solver1, Solver3 ⊇ Partial).
func TestSolversContainTheirPredecessors(t *testing.T) {
	files, err := board.SGFFiles(filepath.Join("..", "..", "..", "shared", "games", "strong-19"))
	if err != nil {
		t.Skipf("no strong games: %v", err)
	}
	bud := Budget{Budget: search.Budget{MaxNodes: 50_000}, RegionNodes: 1_000}
	builds := map[Solver][]Solver{Static: {Benson}, Solver1: {Static}, Partial: {Solver1}, Solver2: {Solver1}, Solver3: {Partial}}
	for _, f := range files[:1] {
		rec, err := board.ReadSGFFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, back := range []int{0} {
			b, err := rec.Position(len(rec.Moves) - back)
			if err != nil {
				t.Fatal(err)
			}
			var safe [6][3]board.Region
			var results [6]*Result
			for _, s := range Solvers() {
				res, err := Solve(context.Background(), b, Options{Solver: s, Budget: bud})
				if err != nil {
					t.Fatal(err)
				}
				safe[s], results[s] = res.Safe, res
			}
			name := fmt.Sprintf("%s End-%d", filepath.Base(f), back)
			checkStages(t, name, b, results[Solver1], results[Solver2])
			checkStages(t, name, b, results[Partial], results[Solver3])
			for s, preds := range builds {
				for _, p := range preds {
					for _, c := range []board.Color{board.Black, board.White} {
						if !safe[p][c].SubsetOf(safe[s][c]) {
							t.Errorf("%s End-%d, %v: %v proves %s that %v does not", filepath.Base(f), back, c, p,
								gtpList(safe[p][c].Minus(safe[s][c]), b.Height()), s)
						}
					}
				}
			}
		}
	}
}

// groupPositions lets a long run check more positions, e.g.
// go test ./lib/safety -run TestGroupZonesSoundness -args -safety.groups 2000
var groupPositions = flag.Int("safety.groups", 0, "positions TestGroupZonesSoundness generates (0: 140)")

// groupPosition returns position i of TestGroupZonesSoundness: random
// play on a 5x5 or 6x5 board to at most 4 to 8 empty points (small enough
// for the exhaustive referee, and full of groups whose eyes are one or
// two points).
func groupPosition(i uint64) (*board.Board, error) {
	return RandomPosition(5+int(i%2), 5, 4+int(i/2%5), i)
}

// TestGroupZonesSoundness checks the group zones of SOLVER 2.0 and 3.0
// (ours, zones.go) against exhaustive search: on generated positions,
// wherever SOLVER 3.0 proves more than without its group zones, CheckClaim
// must not refute the claim (RefereeClaim decides those CheckClaim
// cannot), and at least 3 such positions must be decided and hold.
func TestGroupZonesSoundness(t *testing.T) {
	ctx := context.Background()
	n := uint64(140)
	if *groupPositions > 0 {
		n = uint64(*groupPositions)
	}
	bud := Budget{RegionNodes: 5000}
	var gains, holds int
	for i := range n {
		b, err := groupPosition(i)
		if err != nil {
			continue // the generator found no position for this seed
		}
		with, without := solveWithAndWithoutGroupZones(t, ctx, b, bud)
		for _, c := range []board.Color{board.Black, board.White} {
			if with.Safe[c].SubsetOf(without.Safe[c]) {
				continue
			}
			gains++
			chk, st, err := CheckClaim(ctx, b, c, with.Safe[c], checkBudget)
			if err != nil {
				t.Fatal(err)
			}
			switch chk {
			case ClaimBroken:
				t.Errorf("position %d, %v: SOLVER 3.0's claim %s (without group zones %s) cannot be kept under exhaustive search\n%s",
					i, c, gtpList(with.Safe[c], b.Height()), gtpList(without.Safe[c], b.Height()), b)
			case ClaimHolds:
				holds++
			default:
				// The second referee, on the claim's own regions, decides
				// if it can (it is stricter: no outside liberties).
				ref, rst, err := RefereeClaim(ctx, b, c, with.Safe[c], refereeBudget)
				if err != nil {
					t.Fatal(err)
				}
				if ref == ClaimHolds {
					holds++
					continue
				}
				t.Logf("position %d, %v: CheckClaim undecided after %d nodes on %s, RefereeClaim %v after %d", i, c, st.Nodes, gtpList(with.Safe[c], b.Height()), ref, rst.Nodes)
			}
		}
	}
	t.Logf("%d positions: group zones prove more on %d (colour and position), %d confirmed by CheckClaim", n, gains, holds)
	if holds < 3 {
		t.Errorf("group zones proved more and CheckClaim confirmed it on %d positions, want at least 3", holds)
	}
}

// groupZone is position 253 of TestGroupZonesSoundness (-safety.groups
// 254): Black's stones on the left and top have eyes of one and two
// points (B3, B5 C5, F5) and blocks with one liberty in them; SOLVER 3.0
// proves none of Black's points without its group zones and 18 with
// them, which the exhaustive referee confirms.
const groupZone = `
X . . X X .
X X X O X X
O . X O O O
X X X O O X
X O O O O .
`

// TestGroupZoneProof: SOLVER 3.0 proves Black's points of groupZone only
// with its group zones, and the exhaustive referee confirms the claim.
func TestGroupZoneProof(t *testing.T) {
	ctx := context.Background()
	b := board.MustParse(groupZone)
	bud := Budget{RegionNodes: 5000}
	with, without := solveWithAndWithoutGroupZones(t, ctx, b, bud)
	gain := with.Safe[board.Black].Minus(without.Safe[board.Black])
	if gain.IsEmpty() {
		t.Fatalf("group zones prove nothing more for Black: with %s, without %s", gtpList(with.Safe[board.Black], b.Height()), gtpList(without.Safe[board.Black], b.Height()))
	}
	t.Logf("group zones prove %s more", gtpList(gain, b.Height()))
	ref, st, err := CheckClaim(ctx, b, board.Black, with.Safe[board.Black], checkBudget)
	if err != nil {
		t.Fatal(err)
	}
	if ref != ClaimHolds {
		t.Errorf("referee: SOLVER 3.0's claim %s %v after %d nodes", gtpList(with.Safe[board.Black], b.Height()), ref, st.Nodes)
	}
}

// solveWithAndWithoutGroupZones runs SOLVER 3.0 on b with and without its
// group zones.
func solveWithAndWithoutGroupZones(t *testing.T, ctx context.Context, b *board.Board, bud Budget) (with, without *Result) {
	t.Helper()
	var err error
	if with, err = Solve(ctx, b, Options{Solver: Solver3, Budget: bud}); err != nil {
		t.Fatal(err)
	}
	if without, err = Solve(ctx, b, Options{Solver: Solver3, Budget: bud, withoutGroupZones: true}); err != nil {
		t.Fatal(err)
	}
	return with, without
}

// checkStages checks what a SOLVER 2.0 or 3.0 result on b reports of its
// run (Result.Predecessor, Result.Zones) against its predecessor's
// result: where neither stopped early, the first stage proved exactly
// what the predecessor proves alone (the points, the blocks, the promised
// miai points); every zone's blocks are safe, and no proof claims a
// zone's divider or counted liberty or promises a counted liberty. It
// reports whether it compared the first stage (neither stopped early).
func checkStages(t *testing.T, name string, b *board.Board, pred, later *Result) bool {
	t.Helper()
	if later.Predecessor == nil {
		t.Fatalf("%s: %v reports no predecessor stage", name, later.Solver)
	}
	compared := !pred.Stop.Early() && !later.Stop.Early()
	if p := later.Predecessor; compared && (p.Safe != pred.Safe || p.SafeBlocks != pred.SafeBlocks || p.Committed != pred.Committed) {
		t.Errorf("%s: %v's first stage is not %v's result\n%s", name, later.Solver, pred.Solver, b)
	}
	for _, z := range later.Zones {
		safe := later.Safe[z.Color]
		if !z.Blocks.SubsetOf(later.SafeBlocks[z.Color]) || z.Counted.Intersects(safe) || z.Counted.Intersects(later.Committed[z.Color]) ||
			openDividers(b, z.Color, z.Area).Intersects(safe) {
			t.Errorf("%s: %v's zone %s (blocks %s, counted %s) is not what the result proves (%s)\n%s", name, later.Solver,
				gtpList(z.Area, b.Height()), gtpList(z.Blocks, b.Height()), gtpList(z.Counted, b.Height()), gtpList(safe, b.Height()), b)
		}
	}
	return compared
}
