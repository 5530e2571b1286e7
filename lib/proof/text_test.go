package proof

import (
	"context"
	"encoding/json"
	"github.com/decomplab/decomplab/lib/search"
	"strings"
	"testing"
)

func TestResultJSON(t *testing.T) {
	s, err := NewSolver(Options{Budget: search.Budget{TTEntries: 128}})
	if err != nil {
		t.Fatal(err)
	}
	p := newTakeAway(5, 2)
	res := s.Solve(context.Background(), p)
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"Outcome":"proven"`, `"Stop":"solved"`, `"nodes":`, `"evaluations":`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("JSON %s lacks %s", b, want)
		}
	}
	var back struct{ Outcome Outcome }
	if err := json.Unmarshal(b, &back); err != nil || back.Outcome != Proven {
		t.Errorf("round trip: %v %v", back.Outcome, err)
	}
	if err := back.Outcome.UnmarshalText([]byte("won")); err == nil {
		t.Errorf("unknown outcome name accepted")
	}
	tree, err := s.ProofTree(context.Background(), p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := json.Marshal(tree); err != nil || !strings.Contains(string(b), `"Reason":"no moves"`) {
		t.Errorf("tree JSON %s: %v", b, err)
	}
	if st := res.Stats.String(); !strings.Contains(st, "nodes in") {
		t.Errorf("Stats.String: %q", st)
	}
}
