package safety

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// soundBudgets are the solver budgets of the soundness test. The first
// has no size limit (5,000 nodes per search are plenty for regions of up
// to 10 points; larger regions, the attacker's side of a position, fail
// by the budget). The second searches regions of at most 6 points whole
// (merged regions too), so the 7- to 10-point regions of
// MiaiRegionPosition are left to the partial regions of SOLVER 1.0 + P, as
// large regions are in the paper.
var soundBudgets = [...]Budget{
	{Budget: search.Budget{MaxNodes: 200_000}, RegionNodes: 5_000},
	{Budget: search.Budget{MaxNodes: 200_000}, RegionNodes: 20_000, MaxRegionSize: 6, MaxMergeSize: 6},
}

// checkBudget is the exhaustive search's budget for one claim; every
// generated position must be decided within it.
var checkBudget = search.Budget{MaxNodes: 3_000_000}

// soundPosition returns generated position number i: one in ten is
// random play to the end on a 4x4 to 6x6 board and one in ten on a 5x5 to
// 7x7 board with no self-atari (both sides pass; only eyes and shared
// liberties are left, so living groups and seki of both colours face each
// other), one in ten
// a SekiPosition (a room in seki on a 6x6 to 7x7 board, or a near seki), two in ten
// a region of 7 to 10 points with one miaipair that must give an eyeless
// wall both eyes, one in ten a MiaiRegionPosition whose wall has gaps
// (openRegionPosition: an open boundary), the others are
// MiaiRegionPosition (boards 5x5 to 7x7, one or two miaipairs, regions of
// 4 to 10 points).
func soundPosition(i uint64) (*board.Board, error) {
	switch i % 10 {
	case 3:
		return RandomPosition(4+int(i/10%3), 4+int(i/10%3), 0, i)
	case 9:
		return randomPosition(5+int(i/10%3), 5+int(i/30%3), 0, i, true)
	case 7:
		return SekiPosition(6+int(i/10%2), 6+int(i/20%2), i)
	case 1, 5:
		// The wall has no eye: the region (one miaipair, 7 to 10
		// points) must give it two, where search rule 3 matters.
		return miaiRegionPosition(5+int(i/10%3), 5+int(i/30%3), 1, 7+int(i/90%4), i, true)
	case 8:
		for k := uint64(0); ; k += 10 {
			b, err := openRegionPosition(5+int(i/10%3), 5+int(i/30%3), 1+int(i/90%2), 7+int(i/180%4), i+k)
			if err == nil || k >= 100 {
				return b, err
			}
		}
	}
	w, h := 5+int(i%3), 5+int(i/3%3)
	pairs := 1 + int(i/9%2)
	size := 3*pairs + 1 + int(i/18%uint64(10-3*pairs))
	return MiaiRegionPosition(w, h, pairs, size, i)
}

// longTests runs the long versions of the tests (go test ./lib/safety
// -args -long): thousands of generated positions, every game.
var longTests = flag.Bool("long", false, "long runs: thousands of generated positions, all games")

// maxSolvers bounds the number of solvers the soundness test compares.
const maxSolvers = 8

// soundnessPositions lets a long run check more positions, e.g.
// go test ./lib/safety -run TestSoundnessExhaustive -args -safety.soundness 20000
var soundnessPositions = flag.Int("safety.soundness", 0, "positions TestSoundnessExhaustive checks at least (0: 300, or 60 with -short), every claim by both referees")

// soundEngines are the region search engines the soundness test runs
// every searching solver with (df-pn under the first budget only: with
// the second, 20,000 nodes per search, df-pn proves on position 119 that
// Black captures White's one-eyed group and keeps the whole 7x5 board, a
// claim neither referee decides (CheckClaim: unknown after 40,000,000
// nodes; by hand it holds: White's second liberty E1 is Black's, A1 its
// only eye).
var soundEngines = [...]Engine{DepthFirst, ProofNumber}

// soundClaims are the claims of one position: by budget, engine, solver
// and colour.
type soundClaims [len(soundBudgets)][len(soundEngines)][maxSolvers][3]board.Region

// TestSoundnessExhaustive checks every solver, with both region search
// engines, against exhaustive search (CheckClaim) on generated small
// positions (soundPosition: miaipairs, eyeless walls, open boundaries,
// seki): every point a solver proves safe for a colour must be kept by
// that colour, and SOLVER 1.0 + P must prove at least what SOLVER 1.0
// proves with the same budget (depth-first). Every claim must be
// decided: a claim CheckClaim cannot decide within its budget (too many
// empty points on the board, as on some open-boundary positions) goes to
// RefereeClaim, and fails the test unless that proves it. With -args
// -long (3,000 positions) or -safety.soundness N (N positions), the
// second referee RefereeClaim checks every claim too: it must not refute
// one CheckClaim lets hold that was made under the conservative
// assumption (every solver but SOLVER 2.0 and 3.0, whose zones count
// outside liberties; RefereeClaim's verdicts on theirs are counted). A refuted claim fails it too, unless the
// position is listed in soundnessOpen (a known unsoundness, logged). At
// least 300 positions with a claim are checked (60 with -short), and
// partial regions must be proven on at least 40 of them (10 with -short).
func TestSoundnessExhaustive(t *testing.T) {
	ctx := context.Background()
	want, wantPartial := 300, 40
	if testing.Short() {
		want, wantPartial = 60, 10
	}
	if *longTests {
		want = 3000
	}
	if *soundnessPositions > 0 {
		want = *soundnessPositions
	}
	refereeAll := *longTests || *soundnessPositions > 0
	solvers := allSolvers()
	var (
		checked, partialPositions int
		rule3Positions            int                                // SOLVER 1.0 + P proves more with rule 3
		claimed                   [len(soundEngines)][maxSolvers]int // points claimed, by engine and solver
		sekiPositions, open       int                                // positions with a seki, with an open boundary
		sekiSlot                  int                                // positions of the seki slot (SekiPosition) with a claim
		sekiClaims                [3]int                             // CheckClaim's verdicts on the seki slot's claims, by Check
		exhaustive                [3]int                             // CheckClaim's verdicts, by Check
		byReferee                 int                                // claims CheckClaim left undecided and RefereeClaim proved
		referee                   [3]int                             // RefereeClaim on the conservative claims (refereeAll), by Check
		zonesReferee              [3]int                             // and on all claims where SOLVER 2.0 or 3.0 adds to them
		nodes, maxNodes, refNodes int64
		maxRegion                 int
		dfpnNotSuperset           int // positions where SOLVER 1.0 + P with df-pn misses a point SOLVER 1.0 with df-pn proves
	)
	for i := uint64(0); checked < want || partialPositions < wantPartial; i++ {
		if i >= 10*uint64(want) {
			break
		}
		b, err := soundPosition(i)
		if err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		var claims [3]board.Region // union of all claims, by colour
		// union of the claims made under the conservative assumption (no
		// outside liberties: every solver but SOLVER 2.0 and 3.0), by colour
		var conservative [3]board.Region
		var solverClaims soundClaims
		partial, rule3 := false, false
		for bi, bud := range soundBudgets {
			for ei, engine := range soundEngines {
				if bi > 0 && engine != DepthFirst {
					continue
				}
				for _, s := range solvers {
					if (bi > 0 || engine != DepthFirst) && s < Solver1 {
						continue // no search: the budget and engine change nothing
					}
					res, err := Solve(ctx, b, Options{Solver: s, Budget: bud, Engine: engine})
					if err != nil {
						t.Fatal(err)
					}
					for _, c := range []board.Color{board.Black, board.White} {
						solverClaims[bi][ei][s][c] = res.Safe[c]
						claims[c] = claims[c].Union(res.Safe[c])
						claimed[ei][s] += res.Safe[c].Count()
						if s != Solver2 && s != Solver3 {
							conservative[c] = conservative[c].Union(res.Safe[c])
						}
					}
					for _, v := range res.Regions {
						if strings.Contains(v.Method, "partial") {
							partial = true
						}
						if !v.SafePoints.IsEmpty() {
							maxRegion = max(maxRegion, v.Points.Count())
						}
					}
				}
			}
			// The same without search rule 3: its claims are checked too,
			// and the positions where rule 3 proves more are counted.
			res, err := Solve(ctx, b, Options{Solver: Partial, Budget: bud, WithoutRule3: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []board.Color{board.Black, board.White} {
				claims[c] = claims[c].Union(res.Safe[c])
				conservative[c] = conservative[c].Union(res.Safe[c])
				if !solverClaims[bi][0][Partial][c].SubsetOf(res.Safe[c]) {
					rule3 = true
					t.Logf("position %d, budget %d, %v: search rule 3 proves %s more\n%s", i, bi, c,
						gtpList(solverClaims[bi][0][Partial][c].Minus(res.Safe[c]), b.Height()), b)
				}
			}
			for _, c := range []board.Color{board.Black, board.White} {
				s1, p := solverClaims[bi][0][Solver1][c], solverClaims[bi][0][Partial][c]
				if !s1.SubsetOf(p) {
					t.Errorf("position %d, budget %d, %v: SOLVER 1.0 proves %s, SOLVER 1.0 + P does not\n%s",
						i, bi, c, gtpList(s1.Minus(p), b.Height()), b)
				}
				if bi == 0 && !solverClaims[0][1][Solver1][c].SubsetOf(solverClaims[0][1][Partial][c]) {
					dfpnNotSuperset++
				}
			}
		}
		any := false
		for _, c := range []board.Color{board.Black, board.White} {
			if claims[c].IsEmpty() {
				continue
			}
			any = true
			// If the union of all claims holds, each claim holds.
			chk, st, err := CheckClaim(ctx, b, c, claims[c], checkBudget)
			if err != nil {
				t.Fatal(err)
			}
			nodes += st.Nodes
			maxNodes = max(maxNodes, st.Nodes)
			exhaustive[chk]++
			if i%10 == 7 {
				sekiClaims[chk]++
			}
			switch chk {
			case ClaimUnknown:
				// Too many empty points on the board for CheckClaim: the
				// second referee, on the claim's own regions, decides.
				ref, rst, err := RefereeClaim(ctx, b, c, claims[c], refereeBudget)
				if err != nil {
					t.Fatal(err)
				}
				if ref == ClaimHolds {
					byReferee++
					t.Logf("position %d, %v: exhaustive check of %s undecided after %d nodes (%d repetitions met), RefereeClaim proves it in %d",
						i, c, gtpList(claims[c], b.Height()), st.Nodes, st.Repetitions, rst.Nodes)
					continue
				}
				t.Errorf("position %d, %v: exhaustive check of %s undecided after %d nodes, RefereeClaim %v after %d\n%s",
					i, c, gtpList(claims[c], b.Height()), st.Nodes, ref, rst.Nodes, b)
				continue
			case ClaimBroken:
				if why, ok := openCase(b, c); ok {
					t.Logf("position %d, %v: OPEN (see soundnessOpen): %s", i, c, why)
					continue
				}
				t.Errorf("position %d, %v: %s cannot be kept under exhaustive search; claims: %s\n%s",
					i, c, gtpList(claims[c], b.Height()), blame(ctx, b, c, solvers, &solverClaims), b)
				continue
			}
			if !refereeAll {
				continue
			}
			// The second referee must agree where it finishes. It plays
			// under the conservative assumption (the rest of the board an
			// attacker wall), so it judges the claims made under that
			// assumption; SOLVER 2.0 and 3.0's zones count outside
			// liberties, and their claims, which CheckClaim lets hold on the
			// whole board, it may refute (counted apart, as the paper's
			// Fig. 7 case is).
			if !conservative[c].IsEmpty() {
				ref, rst, err := RefereeClaim(ctx, b, c, conservative[c], refereeBudget)
				if err != nil {
					t.Fatal(err)
				}
				refNodes += rst.Nodes
				referee[ref]++
				if ref == ClaimBroken {
					t.Errorf("position %d, %v: %s holds under CheckClaim, RefereeClaim says %v (%d nodes)\n%s",
						i, c, gtpList(conservative[c], b.Height()), ref, rst.Nodes, b)
				}
			}
			if claims[c] != conservative[c] {
				ref, rst, err := RefereeClaim(ctx, b, c, claims[c], refereeBudget)
				if err != nil {
					t.Fatal(err)
				}
				refNodes += rst.Nodes
				zonesReferee[ref]++
			}
		}
		if any {
			checked++
			if hasSeki(b) {
				sekiPositions++
			}
			if i%10 == 8 {
				open++
			}
			if i%10 == 7 {
				sekiSlot++
			}
		}
		if partial {
			partialPositions++
		}
		if rule3 {
			rule3Positions++
		}
	}
	var proven []string
	for ei, e := range soundEngines {
		for _, s := range solvers {
			if e == DepthFirst || s >= Solver1 {
				proven = append(proven, fmt.Sprintf("%v/%v %d", s, e, claimed[ei][s]))
			}
		}
	}
	t.Logf("%d positions checked (%d with a seki by the shared-liberty check, %d from the seki slot, %d with an open boundary), %d with partial regions proven, %d where search rule 3 proves more; largest proven region %d points; points proven (solver/engine; df-pn under the first budget only): %s; SOLVER 1.0 + P with df-pn misses a point of SOLVER 1.0 with df-pn on %d (position, colour)",
		checked, sekiPositions, sekiSlot, open, partialPositions, rule3Positions, maxRegion, strings.Join(proven, ", "), dfpnNotSuperset)
	t.Logf("seki slot: CheckClaim holds %d, undecided %d, refuted %d", sekiClaims[ClaimHolds], sekiClaims[ClaimUnknown], sekiClaims[ClaimBroken])
	t.Logf("claims (the union of every solver's, by position and colour): CheckClaim holds %d, undecided %d (RefereeClaim proves %d of them), refuted %d; %d nodes (at most %d for one claim); RefereeClaim (-long, -safety.soundness) on the claims under the conservative assumption that CheckClaim lets hold: holds %d, undecided %d, refuted %d; on all claims where SOLVER 2.0 or 3.0 (outside liberties) adds to them: holds %d, undecided %d, refuted %d (outside liberties); %d nodes",
		exhaustive[ClaimHolds], exhaustive[ClaimUnknown], byReferee, exhaustive[ClaimBroken], nodes, maxNodes, referee[ClaimHolds], referee[ClaimUnknown], referee[ClaimBroken],
		zonesReferee[ClaimHolds], zonesReferee[ClaimUnknown], zonesReferee[ClaimBroken], refNodes)
	if checked < want {
		t.Errorf("%d positions with a claim checked, want %d", checked, want)
	}
	if partialPositions < wantPartial {
		t.Errorf("partial regions proven on %d positions, want %d", partialPositions, wantPartial)
	}
	if rule3Positions < wantPartial/20 {
		t.Errorf("search rule 3 proves more on %d positions, want at least %d", rule3Positions, wantPartial/20)
	}
}

// blame checks each solver's claim for colour c alone and names those
// that do not hold.
func blame(ctx context.Context, b *board.Board, c board.Color, solvers []Solver, claims *soundClaims) string {
	var out []string
	for bi := range claims {
		for ei, e := range soundEngines {
			for _, s := range solvers {
				claim := claims[bi][ei][s][c]
				if claim.IsEmpty() {
					continue
				}
				chk, _, _ := CheckClaim(ctx, b, c, claim, checkBudget)
				out = append(out, fmt.Sprintf("%v/%v/budget %d %v (%s)", s, e, bi, chk, gtpList(claim, b.Height())))
			}
		}
	}
	return strings.Join(out, "; ")
}

// soundnessOpen lists positions where a solver claims points the
// exhaustive search refutes: found by TestSoundnessExhaustive, or by
// running its check over more generated positions. They stay here until
// the solver is fixed: both tests log them (they are not skipped: the
// claim is checked and must be refuted), and TestSoundnessOpenCases fails
// when a case no longer is one (then remove it from the list).
var soundnessOpen = []struct {
	name, diagram string
	c             board.Color
	why           string
}{}

// openCase returns why a claim for c on b is listed in soundnessOpen.
func openCase(b *board.Board, c board.Color) (string, bool) {
	for _, tc := range soundnessOpen {
		if tc.c == c && board.MustParse(tc.diagram).String() == b.String() {
			return tc.why, true
		}
	}
	return "", false
}

func TestSoundnessOpenCases(t *testing.T) {
	ctx := context.Background()
	for _, tc := range soundnessOpen {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			var unsound []string
			for s := Benson; s <= Partial; s++ {
				res, err := Solve(ctx, b, Options{Solver: s})
				if err != nil {
					t.Fatal(err)
				}
				chk, st, err := CheckClaim(ctx, b, tc.c, res.Safe[tc.c], checkBudget)
				if err != nil {
					t.Fatal(err)
				}
				switch chk {
				case ClaimUnknown:
					t.Errorf("%v: exhaustive check undecided after %d nodes", s, st.Nodes)
				case ClaimBroken:
					if s == Benson {
						t.Errorf("BENSON's claim %s is refuted", gtpList(res.Safe[tc.c], b.Height()))
					}
					unsound = append(unsound, s.String())
				}
			}
			if len(unsound) == 0 {
				t.Errorf("every solver is sound here now: remove the case from soundnessOpen\n%s", b)
				return
			}
			// The claims are refuted only because the attacker wins every
			// ko: when the defender may win kos, they hold.
			for s := Benson; s <= Partial; s++ {
				res, _ := Solve(ctx, b, Options{Solver: s})
				chk, _, err := checkClaim(ctx, b, tc.c, res.Safe[tc.c], checkBudget, checkOptions{useTT: true, koBindsAttacker: true})
				if err != nil || chk != ClaimHolds {
					t.Errorf("%v: the claim is %v (%v) even when the defender may win kos", s, chk, err)
				}
			}
			t.Logf("OPEN: %v's claim refuted by exhaustive search for %s: %s\n%s", tc.c, strings.Join(unsound, ", "), tc.why, b)
		})
	}
}
