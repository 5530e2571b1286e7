package bgf

import (
	"errors"
	"strings"
	"testing"
)

func TestParsePrint(t *testing.T) {
	tests := []struct {
		in, want string
		height   int
	}{
		{"{4||3|0}", "{4||3|0}", 2},
		{"{4|{3|0}}", "{4||3|0}", 2},
		{"[4|[3|0]]", "{4||3|0}", 2},
		{"{{{{12|10}||7}||{5|-1}}||-1}", "{{{12|10||7}||5|-1}|-1}", 4},
		{"{12|10||7}", "{12|10||7}", 2},
		{"-3/6", "-1/2", 0},
		{"1.5", "3/2", 0},
		{"{ 1 | 0 }", "{1|0}", 1},
		{"-{1|0}", "{0|-1}", 1},
		{"{a|b}", "", 0},
	}
	for _, tc := range tests {
		if tc.want == "" {
			continue
		}
		tr, err := ParseTree(tc.in)
		if err != nil {
			t.Errorf("ParseTree(%q): %v", tc.in, err)
			continue
		}
		if got := tr.String(); got != tc.want {
			t.Errorf("ParseTree(%q).String() = %q, want %q", tc.in, got, tc.want)
		}
		if h := tr.Height(); h != tc.height {
			t.Errorf("ParseTree(%q).Height() = %d, want %d", tc.in, h, tc.height)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in     string
		offset int
		reason string
	}{
		{"{4|3|0}", 4, "ambiguous"},
		{"{4|}", 3, "missing option"},
		{"{|4}", 1, "missing option"},
		{"{4 3}", 3, "expected a bar"},
		{"{4|3", 4, "missing"},
		{"{4|3]", 4, "mismatched"},
		{"{4}", 2, "needs a bar"},
		{"{}", 1, "empty braces"},
		{"{4|x}", 3, "expected a number"},
		{"1/0", 1, "zero denominator"},
		{"{1|0} {2|0}", 6, "expected + or -"},
		{"", 0, "empty forest"},
		{"{1|0} +", 7, "expected a tree"},
		{"3.", 2, "expected a digit"},
	}
	for _, tc := range tests {
		_, err := ParseForest(tc.in)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseForest(%q) error = %v, want a *SyntaxError", tc.in, err)
			continue
		}
		if se.Offset != tc.offset || !strings.Contains(se.Reason, tc.reason) {
			t.Errorf("ParseForest(%q) = offset %d %q, want offset %d containing %q", tc.in, se.Offset, se.Reason, tc.offset, tc.reason)
		}
	}
}

func TestParseForest(t *testing.T) {
	f, err := ParseForest("{4||3|0} - {1|0} + -2 + 1/2")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := f.String(), "{4||3|0} + {0|-1} + -2 + 1/2"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestPrintParsesBack checks the printing contract on random trees, ordered
// and unordered: String parses back to an equal forest.
func TestPrintParsesBack(t *testing.T) {
	for _, o := range []RandomOptions{DefaultRandomOptions(), {MaxHeight: 6, Branch: 0.8, MinValue: -5, MaxValue: 5}} {
		for seed := range uint64(500) {
			f, err := RandomForest(seed, 3, o)
			if err != nil {
				t.Fatal(err)
			}
			s := f.String()
			g, err := ParseForest(s)
			if err != nil {
				t.Fatalf("ParseForest(%q): %v", s, err)
			}
			if !g.Equal(f) {
				t.Fatalf("%q parsed back as %q", s, g)
			}
		}
	}
}

func FuzzParseForest(f *testing.F) {
	for _, s := range []string{"{4||3|0}", "{{{{12|10}||7}||{5|-1}}||-1}", "[1|0] + -{2|1/2}", "{1|||2||3|4}", "1.5 - 2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseForest(s)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Offset < 0 || se.Offset > len(s) {
				t.Fatalf("ParseForest(%q): bad error %v", s, err)
			}
			return
		}
		h, err := ParseForest(g.String())
		if err != nil || !h.Equal(g) {
			t.Fatalf("ParseForest(%q) = %q does not parse back: %v", s, g, err)
		}
	})
}
