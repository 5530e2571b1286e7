package safety

import (
	"context"
	"flag"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// circularPositions lets a long run look at more positions, e.g.
// go test ./lib/safety -run TestNoCircularReliance -args -safety.circular 3000
var circularPositions = flag.Int("safety.circular", 0, "positions TestNoCircularReliance looks at (0: 300)")

// laterProof is one proof that SOLVER 1.0 + P made after partial regions
// were proven: a whole-region or merged search (or a static rule's
// territory) whose area overlaps the proven partial areas.
type laterProof struct {
	method string
	points board.Region
}

// plusPSteps runs SOLVER 1.0 + P for colour c on b as partialAndRegions
// does, step by step, and reports what the "circular reliance"
// would need: the proofs after the first partial-region proofs whose
// area includes points of proven partial regions (later), and every
// miai pair a static rule relies on after them that uses a point
// committed before by another pair (reused). It returns the final claim.
func plusPSteps(t *testing.T, b *board.Board, c board.Color, bud Budget) (claim board.Region, later []laterProof, reused []miaiPair) {
	t.Helper()
	work := b.Clone()
	work.SetRules(board.Rules{})
	bud = bud.withDefaults()
	s := &colorSolver{b: work, c: c, rs: Analyze(work, c), bud: bud, bs: newBudgetState(context.Background(), bud),
		rule3: true, engine: DepthFirst, withGroups: true}
	s.hopeless, _, _ = staticSafety(work, Analyze(work, c.Opponent()), board.Region{}, nil, board.Region{})
	s.verdicts = make([]RegionVerdict, len(s.rs.Regions))
	for i, r := range s.rs.Regions {
		s.verdicts[i] = RegionVerdict{Color: c, Points: r.Points}
	}
	s.static()
	for !s.bs.stopped() {
		before := s.safeStones.Union(s.territory)
		s.partialRegions()
		// What the partial regions proved, and the pairs promised so far.
		partialArea := s.provenAreas
		committed := s.pairs
		safe := s.territory
		s.searchRegions()
		for _, v := range s.verdicts {
			if v.Status == Safe && !v.Points.SubsetOf(safe) && v.Points.Intersects(partialArea) {
				later = append(later, laterProof{v.Method, v.Points})
			}
		}
		// Every pair a static rule relies on now: a promised pair again,
		// or one with no promised point.
		_, _, pairs := staticSafety(s.b, s.rs, s.safeStones, committed, s.reserved)
		for _, m := range pairs {
			if _, ok := promised(committed, board.RegionOf(m.near, m.far)); ok {
				continue
			}
			for _, x := range committed {
				if board.RegionOf(x.near, x.far).Intersects(board.RegionOf(m.near, m.far)) {
					reused = append(reused, m)
				}
			}
		}
		if before == s.safeStones.Union(s.territory) {
			break
		}
	}
	return s.safeStones.Union(s.territory), later, reused
}

// circularPosition is the position TestNoCircularReliance looks at for
// seed and pairs (1 or 2 miaipairs): a miaipair region of 8 to 12 points
// on a 6x6 to 7x7 board, the wall without an eye of its own two times in
// three, so that it lives only by the region and its partial regions.
func circularPosition(seed uint64, pairs int) (*board.Board, error) {
	return miaiRegionPosition(6+int(seed%2), 6+int(seed/2%2), pairs, 8+int(seed/4%5), seed, seed%3 != 0)
}

// circularCases are positions (seed, miaipairs, colour) of
// circularPosition where SOLVER 1.0 + P proves a region by a whole-region
// search after it proved partial regions of it: all that the scan of
// TestNoCircularReliance over seeds 0 to 1,499 (-safety.circular 1500,
// 6,000 runs) found.
var circularCases = []struct {
	seed  uint64
	pairs int
	c     board.Color
}{{636, 2, board.Black}, {816, 2, board.Black}, {873, 2, board.White}, {1116, 1, board.Black}, {1212, 2, board.Black}, {1296, 2, board.Black}}

// TestNoCircularReliance looks directly for the circular reliance the
// issue warns of in SOLVER 1.0 + P: after partial regions are proven (and
// their miaipairs committed), a later whole-region or merged search over
// an area holding a proven partial region, which counts the blocks that
// partial region made safe as alive, or a static rule (rules 1, 3, 4)
// relying on an answer already promised. It runs + P step by step
// (plusPSteps) on circularCases (each must still have such a later proof)
// and on 40 more seeds of circularPosition (with -args -safety.circular N:
// N seeds, the scan that found circularCases): no static rule may rely on
// a pair using a committed point (other than the committed pair itself),
// the final claim must be Solve's, and every final claim where a later
// proof covered a proven partial region goes to CheckClaim, which must
// not refute it. doc.go (SOLVER 1.0 + P) says what this shows.
func TestNoCircularReliance(t *testing.T) {
	ctx := context.Background()
	n := 40
	if *circularPositions > 0 {
		n = *circularPositions
	}
	var runs, withLater, laterProofs, reusedPairs int
	var verdicts [3]int
	check := func(seed uint64, pairs int, c board.Color) int {
		b, err := circularPosition(seed, pairs)
		if err != nil {
			return 0 // no layout for these arguments
		}
		runs++
		res, err := SolveColors(ctx, b, []board.Color{c}, Options{Solver: Partial, Budget: soundBudgets[0], Engine: DepthFirst})
		if err != nil {
			t.Fatal(err)
		}
		claim, later, reused := plusPSteps(t, b, c, soundBudgets[0])
		if claim != res.Safe[c] {
			t.Fatalf("seed %d, %d pairs, %v: step by step %s, Solve %s\n%s", seed, pairs, c,
				gtpList(claim, b.Height()), gtpList(res.Safe[c], b.Height()), b)
		}
		for _, m := range reused {
			reusedPairs++
			t.Errorf("seed %d, %d pairs, %v: a static rule relies on the pair %s %s, which uses a point promised before\n%s",
				seed, pairs, c, m.near.GTP(b.Height()), m.far.GTP(b.Height()), b)
		}
		if len(later) == 0 {
			return 0
		}
		withLater++
		laterProofs += len(later)
		chk, st, err := CheckClaim(ctx, b, c, claim, checkBudget)
		if err != nil {
			t.Fatal(err)
		}
		verdicts[chk]++
		if chk == ClaimBroken {
			t.Errorf("seed %d, %d pairs, %v: claim %s refuted after a later proof over a proven partial region\n%s", seed, pairs, c, gtpList(claim, b.Height()), b)
		}
		t.Logf("seed %d, %d pairs, %v: %d later proofs over proven partial regions; CheckClaim %v (%d nodes)", seed, pairs, c, len(later), chk, st.Nodes)
		return len(later)
	}
	for _, tc := range circularCases {
		if check(tc.seed, tc.pairs, tc.c) == 0 {
			t.Errorf("seed %d, %d pairs, %v: no later proof over a proven partial region any more (update circularCases)", tc.seed, tc.pairs, tc.c)
		}
	}
	for seed := uint64(0); seed < uint64(n); seed++ {
		for _, pairs := range []int{1, 2} {
			for _, c := range []board.Color{board.Black, board.White} {
				check(seed, pairs, c)
			}
		}
	}
	t.Logf("%d runs (seed, pairs, colour): %d with a later proof over a proven partial region (%d proofs); CheckClaim on their claims: holds %d, undecided %d, refuted %d; static pairs reusing a promised point: %d",
		runs, withLater, laterProofs, verdicts[ClaimHolds], verdicts[ClaimUnknown], verdicts[ClaimBroken], reusedPairs)
}
