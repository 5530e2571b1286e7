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
// region boards of TestOpenRegionKeptAndScoreUnchanged; and on some of
// them (the open region boards) the union keeps more than the later
// solver's own regions alone (which must all be closed off). TestSafetyNeverChangesScore checks
// that the scores stay the same.
func TestLaterSolverKeepsWhatItsPredecessorKeeps(t *testing.T) {
	ctx := context.Background()
	var boards []*board.Board
	for _, p := range dataProblems(t) {
		boards = append(boards, p.Board)
	}
	for seed := uint64(1); seed <= 12; seed++ {
		b, _ := composed(t, seed, compose.GenerateOptions{Width: 13, Height: 13, Areas: 4})
		boards = append(boards, b)
	}
	for _, corridor := range []string{".....", "X..O.", ".O.X."} {
		boards = append(boards, openRegionBoard(t, corridor))
	}
	gained := 0
	for i, b := range boards {
		for _, later := range []safety.Solver{safety.Solver2, safety.Solver3} {
			pred, _ := givingAwayPredecessor(later)
			s := SafetyOf(ctx, later, safety.Budget{})(b)
			p := SafetyOf(ctx, pred, safety.Budget{})(b)
			if s.Report.Incomplete() || p.Report.Incomplete() {
				continue
			}
			if lost := p.points().Minus(s.points()); !lost.IsEmpty() {
				t.Errorf("board %d: %v keeps less than %v: %v", i, later, pred, lost.Points())
			}
			r, err := safety.Solve(ctx, b, safety.Options{Solver: later})
			if err != nil {
				t.Fatal(err)
			}
			if alone := neutralSafety(b, BensonSafety(b), proofsOf(r, false)); s.points().Count() > alone.points().Count() {
				gained++
			}
		}
	}
	if gained == 0 {
		t.Fatal("the predecessor's regions never added a point: the test lost its case")
	}
	t.Logf("the predecessor's regions added points on %d of %d runs", gained, 2*len(boards))
}
