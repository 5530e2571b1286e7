package soft

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/study"
)

func readProblems(t *testing.T, names ...string) []*endgame.Problem {
	t.Helper()
	var ps []*endgame.Problem
	for _, name := range names {
		p, err := endgame.ReadProblem("../../data/endgames/" + name + ".sgf")
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// TestPlay plays the soft player against the exact player on small
// problems of data/endgames, small-04 among them, where the soft player's
// moves make a ko. Every game must finish with an exact reference, the
// start score must be the problem's verified minimax score (MB or MW), the
// exact player never loses points (Loss >= 0), a game's score is its exact
// score less the loss, and the ko games are valued by the alpha-beta
// fallback.
func TestPlay(t *testing.T) {
	ps := readProblems(t, "small-01", "small-02", "small-04", "small-05", "medium-01")
	rows, err := Play(context.Background(), ps, DefaultPlayOptions())
	if err != nil {
		t.Fatal(err)
	}
	per := 2 * len(Methods())
	if len(rows) != len(ps)*per {
		t.Fatalf("%d rows, want %d", len(rows), len(ps)*per)
	}
	for i, r := range rows {
		p := ps[i/per]
		want, sign := p.ScoreBlackFirst, 1
		if r.Color == board.White.String() {
			want, sign = p.ScoreWhiteFirst, -1
		}
		if r.Exact != want {
			t.Errorf("%s %s %s: exact %d, the problem says %d", r.Problem, r.Color, r.Method, r.Exact, want)
		}
		if !r.Solved {
			t.Errorf("%s %s %s: undecided from ply %d: %s", r.Problem, r.Color, r.Method, r.Undecided, r.Reason)
			continue
		}
		if r.Loss < 0 || r.Score != r.Exact-sign*r.Loss || r.Moves == 0 || r.Plies < 2 {
			t.Errorf("%+v: want loss >= 0, score = exact - loss, some moves", r)
		}
		if (r.Reference == "ds+ab") != (r.AlphaBeta > 0) {
			t.Errorf("%s %s %s: reference %s with %d alpha-beta positions", r.Problem, r.Color, r.Method, r.Reference, r.AlphaBeta)
		}
	}
}

// TestPlayKoBounds: without alpha-beta the exact player values ko
// positions by their ko bounds where these give one score. On small-04 the
// players of the paper's heuristics no longer make the ko the earlier
// heuristics made (Black C7), so the games need no fallback; every game
// must still finish with no loss below 0, and a reference says ko bounds
// exactly when it used them.
func TestPlayKoBounds(t *testing.T) {
	o := DefaultPlayOptions()
	o.AlphaBetaPoints = -1
	p := readProblems(t, "small-04")
	rows, err := Play(context.Background(), p, o)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if !r.Solved || r.Loss < 0 || r.AlphaBeta != 0 || (r.KoBounds > 0) != (r.Reference == "ds+ko") {
			t.Errorf("%+v: want a finished game, valued by ko bounds exactly when the reference says so", r)
		}
	}
}

// koPosition returns small-04 and its position after Black C7, where
// White can take a one-stone ko at C6 D6 D7.
func koPosition(t *testing.T) (*endgame.Problem, *board.Board) {
	t.Helper()
	p := readProblems(t, "small-04")[0]
	b := p.Board.Clone()
	c7, err := board.ParseGTP("C7", b.Width(), b.Height())
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Play(c7, board.Black); err != nil {
		t.Fatal(err)
	}
	return p, b
}

// TestKoBoundsAgainstAlphaBeta compares the two fallbacks on the small-04
// position after Black C7 (a ko at C6 D6 D7). With White first the ko
// bounds give one score: it must be alpha-beta's, and the move they choose
// must keep it (by alpha-beta after the move). With Black first they give
// two scores: the exact player without alpha-beta is undecided and says so.
func TestKoBoundsAgainstAlphaBeta(t *testing.T) {
	p, b := koPosition(t)
	ctx := context.Background()
	withAB := DefaultPlayOptions().withDefaults()
	noAB := withAB
	noAB.AlphaBetaPoints = -1
	ab, err := referencePlay(ctx, b, board.White, p.Rules, withAB, true)
	if err != nil || !ab.alphaBeta {
		t.Fatalf("alpha-beta, White first: %+v, %v", ab, err)
	}
	ko, err := referencePlay(ctx, b, board.White, p.Rules, noAB, true)
	if err != nil || !ko.koBounds || ko.score != ab.score {
		t.Fatalf("ko bounds, White first: %+v, %v; alpha-beta says %d", ko, err, ab.score)
	}
	after := b.Clone()
	if err := after.Play(ko.move, board.White); err != nil {
		t.Fatal(err)
	}
	next, err := referencePlay(ctx, after, board.Black, p.Rules, withAB, false)
	if err != nil || next.score != ab.score {
		t.Errorf("after White %s (chosen by the ko bounds): %+v, %v; want score %d", ko.move.GTP(b.Height()), next, err, ab.score)
	}
	_, err = referencePlay(ctx, b, board.Black, p.Rules, noAB, true)
	if !errors.Is(err, errUndecided) || !strings.Contains(err.Error(), "the score is") {
		t.Errorf("ko bounds, Black first: err = %v, want undecided between two scores", err)
	}
}

// TestReferenceWithinKoBounds checks the alpha-beta fallback against
// decomposition search's ko bounds on the small-04 position after Black C7
// (a ko at C6 D6 D7): with either player first, alpha-beta's score lies
// between the stops of the sum with White winning every ko and with Black
// winning every ko.
func TestReferenceWithinKoBounds(t *testing.T) {
	p, b := koPosition(t)
	ctx := context.Background()
	r, err := endgame.Solve(ctx, b, endgame.Options{Rules: p.Rules})
	if err != nil {
		t.Fatal(err)
	}
	if r.Known {
		t.Fatalf("no ko after Black C7")
	}
	s := r.Store
	lower, upper := r.Total(), r.Total()
	for _, a := range r.Areas {
		if a.Err != nil {
			lower, upper = s.Add(lower, a.Value.Lower), s.Add(upper, a.Value.Upper)
		}
	}
	for _, first := range []board.Color{board.Black, board.White} {
		ref, err := referencePlay(ctx, b, first, p.Rules, DefaultPlayOptions().withDefaults(), true)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi := s.LeftStop(lower), s.LeftStop(upper)
		if first == board.White {
			lo, hi = s.RightStop(lower), s.RightStop(upper)
		}
		score := cgt.Int(int64(ref.score - r.Constant))
		if !ref.alphaBeta || lo.Cmp(score) > 0 || score.Cmp(hi) > 0 {
			t.Errorf("%v first: alpha-beta %v score %d, ko bounds [%s, %s] + %d", first, ref.alphaBeta, ref.score, lo, hi, r.Constant)
		}
	}
}

func TestPlayBadInput(t *testing.T) {
	ps := readProblems(t, "small-01")
	if _, err := Play(context.Background(), []*endgame.Problem{nil}, DefaultPlayOptions()); err == nil {
		t.Errorf("nil problem: no error")
	}
	o := DefaultPlayOptions()
	o.Colors = []board.Color{board.Empty}
	if _, err := Play(context.Background(), ps, o); err == nil {
		t.Errorf("empty colour: no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Play(ctx, ps, DefaultPlayOptions()); err == nil {
		t.Errorf("cancelled context: no error")
	}
}

func TestSummarize(t *testing.T) {
	rows := []Row{
		{Method: Metasearch, Solved: true, Loss: 0},
		{Method: Heuristic1, Solved: true, Loss: 2},
		{Method: Metasearch, Solved: true, Loss: 3},
		{Method: Heuristic1, Solved: false, Loss: 0},
		{Method: Metasearch, Solved: false},
	}
	got := Summarize(rows)
	want := []Summary{
		{Method: Metasearch, Games: 3, Solved: 2, Exact: 1, TotalLoss: 3, MeanLoss: 1.5, MaxLoss: 3},
		{Method: Heuristic1, Games: 2, Solved: 1, Exact: 0, TotalLoss: 2, MeanLoss: 2, MaxLoss: 2},
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if len(Summarize(nil)) != 0 {
		t.Errorf("no rows: want no summary")
	}
}

// TestPlayStudy: the parallel run gives Play's rows, problem by problem, in
// the problems' order.
func TestPlayStudy(t *testing.T) {
	ps := readProblems(t, "small-01", "small-02")
	want, err := Play(context.Background(), ps, DefaultPlayOptions())
	if err != nil {
		t.Fatal(err)
	}
	got, err := PlayStudy(context.Background(), ps, DefaultPlayOptions(), study.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d rows, want %d", len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		g.Time, w.Time = 0, 0
		if g != w {
			t.Errorf("row %d: got %+v, want %+v", i, g, w)
		}
	}
}
