package board

import "testing"

func TestParseGTPRegion(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []Point
		bad  bool
	}{
		{in: "", want: nil},
		{in: "A1 b2\nT19", want: []Point{Pt(0, 18), Pt(1, 17), Pt(18, 0)}},
		{in: "A1 pass", bad: true},
		{in: "A1 Z9", bad: true},
		{in: "A20", bad: true},
	} {
		r, err := ParseGTPRegion(tc.in, 19, 19)
		if tc.bad {
			if err == nil {
				t.Errorf("%q: no error", tc.in)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		var want Region
		for _, p := range tc.want {
			want.Add(p)
		}
		if r != want {
			t.Errorf("%q: got %v, want %v", tc.in, r.Points(), tc.want)
		}
	}
}
