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

// A method reads back from the text rows write, and bad text is refused.
func TestMethodText(t *testing.T) {
	methods := []Method{{}}
	for _, e := range CumulativeEnhancements() {
		methods = append(methods, AlphaBetaMethod(e))
	}
	for _, m := range methods {
		b, _ := m.MarshalText()
		var back Method
		if err := back.UnmarshalText(b); err != nil || back != m {
			t.Errorf("%q: read back %+v, %v", b, back, err)
		}
	}
	if (Method{}).Title() != "LCGS" || AlphaBetaMethod(AllEnhancements()).Title() != "alpha-beta + sort + global + local + POprune" {
		t.Errorf("titles %q, %q", (Method{}).Title(), AlphaBetaMethod(AllEnhancements()).Title())
	}
	for _, bad := range []string{"", "ab+", "ab+sort+sort", "lcgs+sort", "ab+fast"} {
		var m Method
		if err := m.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("%q read as %v", bad, m)
		}
	}
}
