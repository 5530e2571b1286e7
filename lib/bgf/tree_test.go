package bgf

import "testing"

// IsOrdered agrees with the compiled flag the search uses, and random
// ordered trees are ordered.
func TestIsOrdered(t *testing.T) {
	tests := []struct {
		tree string
		want bool
	}{
		{"{4||3|0}", true},
		{"{{{{12|10}||7}||{5|-1}}||-1}", true},
		{"{-5|5}", false},
		{"{1|1||3|1}", false},
		{"7", true},
	}
	for _, tc := range tests {
		if got := mustTree(t, tc.tree).IsOrdered(); got != tc.want {
			t.Errorf("%s.IsOrdered() = %v, want %v", tc.tree, got, tc.want)
		}
	}
	for seed := range uint64(300) {
		for _, o := range []RandomOptions{DefaultRandomOptions(), ClassRandomOptions()} {
			f, _ := RandomForest(seed, 2, o)
			c, err := compile(f)
			if err != nil {
				t.Fatal(err)
			}
			for i, tr := range f {
				if tr.IsOrdered() != c.ordered[c.roots[i]] {
					t.Fatalf("%v: IsOrdered %v, compiled %v", tr, tr.IsOrdered(), c.ordered[c.roots[i]])
				}
				if o.Ordered && !tr.IsOrdered() {
					t.Fatalf("generator drew unordered %v", tr)
				}
			}
		}
	}
}
