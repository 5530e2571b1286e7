package oneeye

import "testing"

func TestSummarize(t *testing.T) {
	rows := []Row{
		{Collection: "toy", Method: "dds", Result: "defender", Nodes: 10, Millis: 1, Decompositions: 2},
		{Collection: "toy", Method: "nodds", Result: "unknown", Nodes: 100, Millis: 4},
		{Collection: "toy", Method: "dds", Result: "attacker", Nodes: 30, Millis: 3},
		{Collection: "standard", Method: "dds", Result: "attacker", Nodes: 5, Millis: 0},
	}
	got := Summarize(rows)
	want := []SummaryRow{
		{Collection: "toy", Method: "dds", Problems: 2, Solved: 2, Millis: 4, Nodes: 40, NodesPerSecond: 10000, Decompositions: 2},
		{Collection: "toy", Method: "nodds", Problems: 1, Solved: 0, Millis: 4, Nodes: 100, NodesPerSecond: 25000},
		{Collection: "standard", Method: "dds", Problems: 1, Solved: 1, Nodes: 5},
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
