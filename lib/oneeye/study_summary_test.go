package oneeye

import "testing"

// TestTables: the totals are over the problems (name and first player)
// that every method of the collection solved, as in the paper's Tables 1-2;
// the ratios are no-DDS's totals over each method's, over the same
// problems (fewer for the comparison setting); the hard problems'
// share range is over solves of at least HardNodes nodes.
func TestTables(t *testing.T) {
	noDDS, dds := MethodOf(NoDDS, SharedKnowledge), MethodOf(DDS, SharedKnowledge)
	comparison := MethodOf(NoDDS, DDSOnlyKnowledge)
	rows := []Row{
		{Collection: "toy", Name: "a", First: "defender", Method: noDDS, Result: "attacker", Nodes: 400, Millis: 8},
		{Collection: "toy", Name: "a", First: "defender", Method: dds, Result: "attacker", Nodes: 10, Millis: 1, Decompositions: 2},
		{Collection: "toy", Name: "b", First: "defender", Method: noDDS, Result: "unknown", Nodes: 1000, Millis: 20},
		{Collection: "toy", Name: "b", First: "defender", Method: dds, Result: "defender", Nodes: 30, Millis: 3},
		{Collection: "standard", Name: "c", First: "attacker", Method: dds, Result: "attacker", Nodes: 5, Millis: 0},
		{Collection: "standard", Name: "d", First: "attacker", Method: dds, Result: "defender", Nodes: HardNodes, Millis: 10, Decompositions: HardNodes / 4, Narrowings: HardNodes / 4, Share: 0.25},
		{Collection: "standard", Name: "e", First: "defender", Method: dds, Result: "defender", Nodes: 2 * HardNodes, Millis: 10, Decompositions: HardNodes / 5, Share: 0.1},
		// The comparison setting does not narrow the problems solved by all.
		{Collection: "toy", Name: "a", First: "defender", Method: comparison, Result: "unknown", Nodes: 1000, Millis: 9},
		// Its ratios are over the problems it solved: here c alone.
		{Collection: "cmp", Name: "c", First: "defender", Method: noDDS, Result: "attacker", Nodes: 60, Millis: 6},
		{Collection: "cmp", Name: "c", First: "defender", Method: comparison, Result: "attacker", Nodes: 120, Millis: 4},
		{Collection: "cmp", Name: "d", First: "defender", Method: noDDS, Result: "attacker", Nodes: 500, Millis: 50},
		{Collection: "cmp", Name: "d", First: "defender", Method: comparison, Result: "unknown", Nodes: 1000, Millis: 90},
	}
	got := Tables(rows)
	want := []TableRow{
		{Collection: "toy", Method: noDDS, Problems: 2, Solved: 1, SolvedByAll: 1, Millis: 8, Nodes: 400, NodesPerSecond: 50000, NoDDSOver: 1, TimeNoDDSOver: 1},
		{Collection: "toy", Method: dds, Problems: 2, Solved: 2, SolvedByAll: 1, Millis: 1, Nodes: 10, NodesPerSecond: 10000, Decompositions: 2, Share: 0.2, CutShare: 0.2, NoDDSOver: 40, TimeNoDDSOver: 8},
		{Collection: "standard", Method: dds, Problems: 3, Solved: 3, SolvedByAll: 3, Millis: 20, Nodes: 3*HardNodes + 5, NodesPerSecond: (3*HardNodes + 5) / 0.02,
			Decompositions: HardNodes/4 + HardNodes/5, Share: float64(HardNodes/4+HardNodes/5) / (3*HardNodes + 5),
			Narrowings: HardNodes / 4, CutShare: float64(HardNodes/2+HardNodes/5) / (3*HardNodes + 5), Hard: 2, HardMin: 0.1, HardMax: 0.25},
		{Collection: "toy", Method: comparison, Problems: 1},
		{Collection: "cmp", Method: noDDS, Problems: 2, Solved: 2, SolvedByAll: 2, Millis: 56, Nodes: 560, NodesPerSecond: 10000, NoDDSOver: 1, TimeNoDDSOver: 1},
		{Collection: "cmp", Method: comparison, Problems: 2, Solved: 1, SolvedByAll: 1, Millis: 4, Nodes: 120, NodesPerSecond: 30000, NoDDSOver: 0.5, TimeNoDDSOver: 1.5},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d rows, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

// TestRowMethodText: a Row's method is written as the text rows had when
// it was a string, and read back to the same value.
func TestRowMethodText(t *testing.T) {
	for _, c := range []struct {
		m    Method
		k    Knowledge
		text string
	}{
		{NoDDS, SharedKnowledge, "nodds"},
		{DDS, SharedKnowledge, "dds"},
		{RDS, SharedKnowledge, "rds"},
		{DDS, DDSOnlyKnowledge, "dds"},
		{NoDDS, DDSOnlyKnowledge, "nodds-dds-only"},
	} {
		r := MethodOf(c.m, c.k)
		b, err := r.MarshalText()
		if err != nil || string(b) != c.text {
			t.Errorf("MethodOf(%v, %v) writes %q, %v; want %q", c.m, c.k, b, err, c.text)
		}
		var back RowMethod
		if err := back.UnmarshalText(b); err != nil || back != r {
			t.Errorf("%q reads as %+v, %v; want %+v", b, back, err, r)
		}
	}
	var r RowMethod
	if err := r.UnmarshalText([]byte("bogus")); err == nil {
		t.Errorf("bogus method read without error")
	}
}
