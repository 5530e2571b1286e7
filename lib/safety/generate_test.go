package safety

import (
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

func TestMiaiRegionPosition(t *testing.T) {
	for seed := uint64(0); seed < 60; seed++ {
		w, h, pairs := 5+int(seed%3), 5+int(seed/3%3), 1+int(seed/9%2)
		size := 3*pairs + 1 + int(seed%uint64(10-3*pairs))
		b, err := MiaiRegionPosition(w, h, pairs, size, seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		again, _ := MiaiRegionPosition(w, h, pairs, size, seed)
		if !b.Equal(again) {
			t.Errorf("seed %d: two different positions", seed)
		}
		if b.Width() != w || b.Height() != h {
			t.Errorf("seed %d: board %dx%d, want %dx%d", seed, b.Width(), b.Height(), w, h)
		}
		def := board.Black
		if seed%2 == 1 {
			def = board.White
		}
		withPair := 0
		for _, r := range Analyze(b, def).Regions {
			if len(MiaiPairs(b, def, r.Points)) > 0 {
				withPair++
				if r.Size() > 10 {
					t.Errorf("seed %d: region of %d points with a miaipair\n%s", seed, r.Size(), b)
				}
			}
		}
		if withPair == 0 {
			t.Errorf("seed %d: no region with a miaipair\n%s", seed, b)
		}
		if !validSetup(b) {
			t.Errorf("seed %d: a block without liberties\n%s", seed, b)
		}
	}
}

func TestMiaiRegionPositionBadInput(t *testing.T) {
	tests := []struct{ w, h, pairs, size int }{
		{3, 5, 1, 5}, {5, 8, 1, 5}, {5, 5, 0, 5}, {5, 5, 3, 10}, {5, 5, 1, 3}, {5, 5, 2, 6}, {5, 5, 1, 11},
	}
	for _, tc := range tests {
		if _, err := MiaiRegionPosition(tc.w, tc.h, tc.pairs, tc.size, 1); err == nil {
			t.Errorf("MiaiRegionPosition(%d, %d, %d, %d): no error", tc.w, tc.h, tc.pairs, tc.size)
		}
	}
}
