package figures

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
)

func TestSafetyTable2BesidePaper(t *testing.T) {
	rows := []safety.Table2Row{
		{Solver: safety.Partial, Phase: "End", SafePoints: 100},
		{Solver: safety.Benson, Phase: "End-100", SafePoints: 3},
	}
	got, err := SafetyTable2(rows)
	if err != nil {
		t.Fatal(err)
	}
	// Niu & Müller, Table 2: SOLVER 1.0 + P at End 11,299, Benson at End-100 19.
	if got[0].Paper != 11_299 || got[0].Ours != 100 || got[1].Paper != 19 || got[0].Solver != "SOLVER 1.0 + P" {
		t.Errorf("rows %+v", got)
	}
	if _, err := SafetyTable2(nil); err == nil {
		t.Error("no rows: no error")
	}
}

func TestSafetyTable1Chart(t *testing.T) {
	rows := []safety.Table1Row{
		{Name: "rooms-1x2-s0", Solver: safety.Solver1, RegionSafe: 0},
		{Name: "rooms-1x2-s0", Solver: safety.Partial, RegionSafe: 12},
	}
	c, err := SafetyTable1Chart(rows)
	if err != nil || len(c.MultiSeries) != 2 {
		t.Fatalf("chart: %v", err)
	}
	if _, err := SafetyTable1Chart(append(rows, rows[0])); err == nil {
		t.Error("two rows of one solver and position: no error")
	}
}

func TestSafetyProve(t *testing.T) {
	// A straight four is 2-vital: the static rules prove it, Benson does not.
	b := board.MustParse("X . . . . X\nX X X X X X")
	proofs, err := SafetyProve(context.Background(), b, board.Black, []string{"Benson", "static"},
		[]safety.Options{{Solver: safety.Benson}, {Solver: safety.Static}})
	if err != nil {
		t.Fatal(err)
	}
	if proofs[0].Black >= proofs[1].Black || proofs[1].Black != b.OnBoard().Count() {
		t.Errorf("Benson %d, static %d of %d points", proofs[0].Black, proofs[1].Black, b.OnBoard().Count())
	}
	if _, err := SafetyProve(context.Background(), b, board.Black, []string{"one"}, nil); err == nil {
		t.Error("labels and options of different lengths: no error")
	}
	o, pairs := SafetyMiaiPairs(b, board.Black)
	if len(o.Marks) != 2*len(pairs) {
		t.Errorf("%d marks for %d miaipairs", len(o.Marks), len(pairs))
	}
}
