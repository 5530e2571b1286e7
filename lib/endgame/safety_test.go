package endgame

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// safetySolvers are the solvers decomp endgame --safety offers.
var safetySolvers = safety.Solvers()

// solveEachSafety solves b under every safety solver and fails the test
// if two of them give different minimax scores; it returns the number of
// solvers that solved it.
func solveEachSafety(t *testing.T, name string, b *board.Board, labels map[board.Point]string, rules Rules) int {
	t.Helper()
	ctx := context.Background()
	solved := 0
	var first *Result
	var firstSolver safety.Solver
	for _, sv := range safetySolvers {
		r, err := Solve(ctx, b, Options{Rules: rules, Labels: labels, Safety: SafetyOf(ctx, sv, safety.Budget{}), Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil || !r.Known {
			continue
		}
		solved++
		if first == nil {
			first, firstSolver = r, sv
			continue
		}
		if r.ScoreBlackFirst != first.ScoreBlackFirst || r.ScoreWhiteFirst != first.ScoreWhiteFirst {
			t.Errorf("%s (%s): safety %v gives %d/%d, %v gives %d/%d", name, rules, sv, r.ScoreBlackFirst, r.ScoreWhiteFirst,
				firstSolver, first.ScoreBlackFirst, first.ScoreWhiteFirst)
		}
	}
	return solved
}

// TestSafetyNeverChangesScore checks that the safety solver changes no
// minimax score (SafetyOf keeps only score-neutral regions; Müller 2001,
// Section 4.2.2 and case 1 of Section 4.2.6): every data problem under
// both rules and random composed problems, under every solver. On
// paper-scale the search-based solvers prove stones inside area A safe;
// taking them as walls gave 6/5 instead of Benson's exact 7/5.
func TestSafetyNeverChangesScore(t *testing.T) {
	for _, p := range dataProblems(t) {
		f := p.Name
		for _, rules := range []Rules{Japanese, Chinese} {
			if n := solveEachSafety(t, filepath.Base(f), p.Board, p.Labels, rules); n < 2 && rules == p.Rules {
				t.Errorf("%s: only %d safety solvers solve it", f, n)
			}
		}
	}
	for seed := uint64(1); seed <= 12; seed++ {
		b, labels := composed(t, seed, compose.GenerateOptions{Width: 13, Height: 13, Areas: 4})
		for _, rules := range []Rules{Japanese, Chinese} {
			solveEachSafety(t, "composed", b, labels, rules)
		}
	}
}

// TestNeutralSafetyDropsThreatenedRegion checks the rule on paper-scale:
// the search-based solvers prove stones inside area A safe, which an
// attacker can threaten from the rest of the area, so SafetyOf drops them
// and the decomposition is Benson's.
func TestNeutralSafetyDropsThreatenedRegion(t *testing.T) {
	p, err := ReadProblem(filepath.Join(dataDir, "paper-scale.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	r, err := safety.Solve(ctx, p.Board, safety.Options{Solver: safety.Static})
	if err != nil {
		t.Fatal(err)
	}
	benson := BensonSafety(p.Board)
	if r.SafeBlocks[board.Black].SubsetOf(benson.Stones[board.Black]) && r.SafeBlocks[board.White].SubsetOf(benson.Stones[board.White]) {
		t.Fatal("the static solver proves no stone beyond Benson's: the test lost its case")
	}
	s := SafetyOf(ctx, safety.Static, safety.Budget{})(p.Board)
	for c := board.Black; c <= board.White; c++ {
		if !s.Stones[c].Minus(benson.Stones[c]).IsEmpty() {
			t.Errorf("%v: stones %v kept beyond Benson's, though they touch an area", c, s.Stones[c].Minus(benson.Stones[c]).Points())
		}
	}
}

// TestLaterSolverKeepsWhatItsPredecessorKeeps checks SafetyOf's union for
// the solvers that count outside liberties: where neither run stopped
// early, SafetyOf(SOLVER 2.0) keeps every point SafetyOf(SOLVER 1.0)
// keeps and SafetyOf(SOLVER 3.0) every point SafetyOf(SOLVER 1.0 + P)
// keeps, on the data problems, random composed problems and the open
// region boards of TestOpenRegionKeptAndScoreUnchanged.
// TestZoneRuleKeepsPredecessorRegion checks neutralSafety's exact zone
// rule (SafetyOf) on proven sets built by hand on the open region board of
// TestOpenRegionKeptAndScoreUnchanged: SOLVER 1.0 + P proves the black
// group (its first stage); a whole run that proves the same points with a
// zone over the group's blocks loses the group if the zone searched a
// corridor point (a divider, unclaimed) or counted a liberty there, and
// then the union keeps the group through its first stage; a zone that
// searched only points of the group's kept territory and counted no
// liberty keeps it.
func TestZoneRuleKeepsPredecessorRegion(t *testing.T) {
	ctx := context.Background()
	b := openRegionBoard(t, ".....")
	r, err := safety.Solve(ctx, b, safety.Options{Solver: safety.Partial})
	if err != nil {
		t.Fatal(err)
	}
	base := BensonSafety(b)
	first := proofsOf(r)[0]
	group := first.safe[board.Black].Minus(base.points())
	if group.IsEmpty() || !group.SubsetOf(neutralSafety(b, base, first).points()) {
		t.Fatalf("SOLVER 1.0 + P keeps no black group beyond Benson: the test lost its case\n%v", b)
	}
	eye := group.Minus(b.Stones(board.Black))
	corridor := board.RegionOf(board.Pt(3, 0), board.Pt(3, 1))
	blocks := first.blocks[board.Black]
	for _, tc := range []struct {
		name string
		zone safety.ZoneProof
		kept bool // the whole run alone keeps the group
	}{
		{"divider in the corridor", safety.ZoneProof{Color: board.Black, Area: eye.Union(corridor), Blocks: blocks}, false},
		{"liberty counted in the corridor", safety.ZoneProof{Color: board.Black, Area: eye, Blocks: blocks, Counted: corridor}, false},
		{"inside the group's territory", safety.ZoneProof{Color: board.Black, Area: eye, Blocks: blocks}, true},
		{"a white zone", safety.ZoneProof{Color: board.White, Area: corridor, Blocks: blocks}, true},
	} {
		whole := first
		whole.zones = []safety.ZoneProof{tc.zone}
		if got := group.SubsetOf(neutralSafety(b, base, whole).points()); got != tc.kept {
			t.Errorf("%s: the whole run alone keeps the group: %v, want %v", tc.name, got, tc.kept)
		}
		if union := neutralSafety(b, base, first, whole).points(); !group.SubsetOf(union) {
			t.Errorf("%s: the union keeps %v, not the group %v", tc.name, union.Points(), group.Points())
		}
	}
}
