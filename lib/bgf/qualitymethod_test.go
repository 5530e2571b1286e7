package bgf

import (
	"encoding/json"
	"testing"
)

// Every method of the experiment reads back from the text it is written
// as, and the row names and titles are those of the earlier string rows.
func TestQualityMethodText(t *testing.T) {
	want := []struct{ name, title string }{
		{"heuristic1", "Algorithm 1"}, {"heuristic2", "Algorithm 2"}, {"heuristic3", "Algorithm 3"},
		{"estimate", "Estimate"}, {"metasearch-d3", "Metasearch (depth 3)"}, {"metasearch-exact", "Metasearch (exact)"},
		{"biggest-swing", "biggest swing"}, {"biggest-incentive", "biggest incentive"}, {"count-lookahead", "count lookahead"},
		{"count-estimate", "CountEstimate"}, {"playout", "playout"},
		{"metasearch-d3-count", "Metasearch (depth 3, CountEstimate)"}, {"metasearch-d3-playout", "Metasearch (depth 3, playout)"},
	}
	methods := QualityMethods(3)
	if len(methods) != len(want) {
		t.Fatalf("%d methods, want %d", len(methods), len(want))
	}
	for i, m := range methods {
		if m.String() != want[i].name || m.Title() != want[i].title {
			t.Errorf("method %d: %q titled %q, want %q titled %q", i, m, m.Title(), want[i].name, want[i].title)
		}
		b, err := json.Marshal(QualityRow{Method: m})
		if err != nil {
			t.Fatal(err)
		}
		var back QualityRow
		if err := json.Unmarshal(b, &back); err != nil || back.Method != m {
			t.Errorf("%s: read back %v, %v from %s", m, back.Method, err, b)
		}
		if chen := i < 6; m.Chen() != chen {
			t.Errorf("%s: Chen() = %v", m, m.Chen())
		}
	}
	for _, bad := range []string{"", "heuristic7", "metasearch-d0", "metasearch-dx-count", "metasearch-d2-bogus"} {
		var m QualityMethod
		if err := m.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("%q read as %v", bad, m)
		}
	}
}
