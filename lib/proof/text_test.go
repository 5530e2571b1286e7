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
	res := mustSolve(t, s, context.Background(), p)
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"Outcome":"proven"`, `"nodes":`, `"evaluations":`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("JSON %s lacks %s", b, want)
		}
	}
	if strings.Contains(string(b), "Stop") || strings.Contains(string(b), "stopped") {
		t.Errorf("JSON %s of a finished search names a stop reason", b)
	}
	budgeted, err := Solve(context.Background(), newTakeAway(40, 3), Options{Budget: search.Budget{MaxNodes: 10, TTEntries: 128}})
	if err != nil {
		t.Fatal(err)
	}
	if b, err := json.Marshal(budgeted); err != nil || !strings.Contains(string(b), `"Stop":"node budget exhausted"`) || !strings.Contains(string(b), `"stopped":"node budget exhausted"`) {
		t.Errorf("JSON of a budgeted search %s: %v", b, err)
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
