package soft

import (
	"encoding/json"
	"strings"
	"testing"
)

// Rows carry the method and the territory rule as the text the string
// rows had ("heuristic1", "meta"; "distance", "bouzy") and read it back.
func TestRowFieldsText(t *testing.T) {
	for _, m := range Methods() {
		b, err := json.Marshal(Row{Method: m})
		if err != nil {
			t.Fatal(err)
		}
		var back Row
		if err := json.Unmarshal(b, &back); err != nil || back.Method != m {
			t.Errorf("%v: read back %v, %v from %s", m, back.Method, err, b)
		}
		if want := `"Method":"` + m.String() + `"`; !strings.Contains(string(b), want) {
			t.Errorf("%v: JSON %s has no %s", m, b, want)
		}
	}
	for _, r := range []Territory{TerritoryDistance, TerritoryBouzy} {
		b, _ := json.Marshal(TopMovesRow{Territory: r})
		var back TopMovesRow
		if err := json.Unmarshal(b, &back); err != nil || back.Territory != r {
			t.Errorf("%v: read back %v, %v from %s", r, back.Territory, err, b)
		}
	}
	var m Method
	if err := json.Unmarshal([]byte(`"heuristic9"`), &m); err == nil {
		t.Error("heuristic9 read as a method")
	}
	if Heuristic2.Title() != "Algorithm 2" || Metasearch.Title() != "Metasearch" || TerritoryBouzy.Title() != "Bouzy 5/21" {
		t.Errorf("titles %q %q %q", Heuristic2.Title(), Metasearch.Title(), TerritoryBouzy.Title())
	}
}
