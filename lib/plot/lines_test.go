package plot

import (
	"fmt"
	"testing"
)

// Series past the palette repeat its colours with dashed, then dotted
// lines, so that no two series of a chart look alike.
func TestLinesStyleDistinct(t *testing.T) {
	var series []Series
	for k := range 2*len(seriesColors) + 3 {
		series = append(series, Series{Name: fmt.Sprint("s", k), Values: []float64{1, 2}})
	}
	l, err := LinesChart(Lines{Title: "many", Categories: []string{"a", "b"}, Series: series})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	for _, s := range l.MultiSeries {
		key := s.LineStyle.Color + " " + s.LineStyle.Type
		if other, ok := seen[key]; ok {
			t.Errorf("%s and %s both drawn %s", other, s.Name, key)
		}
		seen[key] = s.Name
	}
	if len(seen) != len(series) {
		t.Errorf("%d styles for %d series", len(seen), len(series))
	}
}
