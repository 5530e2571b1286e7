package oneeye

import "testing"

// The methods are titled as the paper writes them; a method without a
// title of its own falls back on its String.
func TestMethodTitle(t *testing.T) {
	for m, want := range map[Method]string{NoDDS: "no-DDS", DDS: "DDS", RDS: "RDS", Exhaustive: "exhaustive minimax", Method(42): "Method(42)"} {
		if m.Title() != want {
			t.Errorf("%v: title %q, want %q", m, m.Title(), want)
		}
	}
}
