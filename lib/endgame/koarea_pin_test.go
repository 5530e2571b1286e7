package endgame

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// TestEmpty2x5Counts pins what Solve and SolveKo compute on the empty
// 2x5 area between walls (emptyRectBoard(5), BenchmarkSolveKoEmpty2x5):
// the local search's counts, its two ko bounds (their stops and a digest
// of their canonical forms) and SolveKo's nodes, positions and score
// with each player first, so that work on the searches' speed keeps
// their results (the values themselves are checked against full-board
// alpha-beta in TestSolveKoEmpty2x5).
func TestEmpty2x5Counts(t *testing.T) {
	ctx := context.Background()
	b, err := emptyRectBoard(5)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(ctx, b, Options{Budget: search.Budget{MaxNodes: 3_000_000}})
	if err != nil {
		t.Fatal(err)
	}
	a := r.Areas[0]
	st := a.Stats
	got := fmt.Sprintf("nodes %d positions %d in graph %d component bounds %d", st.Nodes, st.PositionsExpanded, st.NodesInGraph, st.ComponentBounds)
	if want := "nodes 133108 positions 47239 in graph 133108 component bounds 10"; got != want {
		t.Errorf("LCGS: %s, want %s", got, want)
	}
	s := r.Store
	lo, hi := s.String(a.Value.Lower), s.String(a.Value.Upper)
	got = fmt.Sprintf("lower stops %v/%v upper stops %v/%v digest %x", s.LeftStop(a.Value.Lower), s.RightStop(a.Value.Lower),
		s.LeftStop(a.Value.Upper), s.RightStop(a.Value.Upper), sha256.Sum256([]byte(lo+"|"+hi)))
	if want := "lower stops 0/-1 upper stops 1/0 digest da66d37cc843983593a4460833add506f64d67e7c73f10cee3c634ba4203edef"; got != want {
		t.Errorf("ko bounds: %s, want %s", got, want)
	}
	if len(a.game.resealed) == 0 {
		t.Error("no position where the sealing rules acted")
	}
	th, err := r.withThreats(ctx, b, &a, search.Budget{MaxNodes: 3_000_000})
	if err != nil {
		t.Fatal(err)
	}
	sameThreatGraph(t, ctx, b, r, &a, th.game)
	if got, want := r.ShortNotation(&a), "{...} (stops 0/-1, temperature 1/2) .. {...} (stops 1/0, temperature 1/2)"; got != want {
		t.Errorf("ShortNotation %q, want %q", got, want)
	}
	if err := a.Err; !errors.Is(err, ErrLocalEvaluation) || err.Error() != "area A: local evaluation failed: ko bounds {...} (stops 0/-1, temperature 1/2) and {...} (stops 1/0, temperature 1/2) differ" {
		t.Errorf("area error %v", err)
	}
	for _, c := range []struct {
		first            board.Color
		nodes, positions int64
		score            int
	}{{board.Black, 104_646, 47_272, 0}, {board.White, 4_464, 47_272, 0}} {
		// the first call builds the position graph (its positions count
		// as nodes), the second reuses it and the first's table (White
		// first took 27,537 nodes with a table of its own)
		k, err := SolveKo(ctx, b, r, c.first, KoOptions{Budget: search.Budget{MaxNodes: 3_000_000}})
		if err != nil {
			t.Fatalf("%v first: %v", c.first, err)
		}
		if k.Stats.Nodes != c.nodes || k.Positions != c.positions || k.Score != c.score {
			t.Errorf("SolveKo %v first: %d nodes, %d positions, score %d; want %d, %d, %d", c.first, k.Stats.Nodes, k.Positions, k.Score, c.nodes, c.positions, c.score)
		}
	}
}

// TestSummarize: a short canonical form is shown as it is, a long one by
// its stops and temperature.
func TestSummarize(t *testing.T) {
	s := cgt.NewStore()
	short := s.FromOptions([]cgt.Game{s.Integer(2)}, []cgt.Game{s.Integer(0)})
	long := short
	for i := range 12 {
		long = s.FromOptions([]cgt.Game{s.Integer(int64(i + 3))}, []cgt.Game{long})
	}
	for _, c := range []struct {
		g    cgt.Game
		want string
	}{
		{short, "{2|0}"},
		// stops: Left moves to 14; Right to {13|...}, where Left moves to 13
		{long, fmt.Sprintf("{...} (stops 14/13, temperature %v)", s.Temperature(long))},
	} {
		if got := Summarize(s, c.g).String(); got != c.want {
			t.Errorf("%s: %q, want %q", s.String(c.g), got, c.want)
		}
	}
}
