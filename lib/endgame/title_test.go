package endgame

import "testing"

// The combinations of the paper's comparison are titled as its Section 5
// names the enhancements, and named as the rows name them.
func TestEnhancementsTitle(t *testing.T) {
	want := []struct{ name, title string }{
		{"ab", "alpha-beta"},
		{"ab+sort", "alpha-beta + sort"},
		{"ab+sort+global", "alpha-beta + sort + global"},
		{"ab+sort+global+local", "alpha-beta + sort + global + local"},
		{"ab+sort+global+local+poprune", "alpha-beta + sort + global + local + POprune"},
	}
	for i, e := range CumulativeEnhancements() {
		if e.Name() != want[i].name || e.Title() != want[i].title {
			t.Errorf("%+v: %q titled %q, want %q titled %q", e, e.Name(), e.Title(), want[i].name, want[i].title)
		}
	}
}
