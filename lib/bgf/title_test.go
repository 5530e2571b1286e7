package bgf

import "testing"

// The paper's heuristics are titled as Section 6 names them, ours by what
// they do; an unknown heuristic falls back on its String.
func TestHeuristicTitle(t *testing.T) {
	want := []string{"Algorithm 1", "Algorithm 2", "Algorithm 3", "biggest swing", "biggest incentive", "count lookahead"}
	for i, h := range Heuristics() {
		if h.Title() != want[i] {
			t.Errorf("%v: title %q, want %q", h, h.Title(), want[i])
		}
	}
	if Heuristic(9).Title() != "Heuristic(9)" || Frontier(7).Title() != "Frontier(7)" {
		t.Errorf("unknown: %q, %q", Heuristic(9).Title(), Frontier(7).Title())
	}
}
