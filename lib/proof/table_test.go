package proof

import (
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

func TestTableSize(t *testing.T) {
	tests := []struct {
		asked   int64
		entries int
	}{
		{0, 2}, {1, 2}, {2, 2}, {3, 2}, {4, 4},
		{31, 16}, // 15 buckets fit; rounded down to a power of two
		{1 << 15, 1 << 15},
	}
	for _, tc := range tests {
		if got := newTable(tc.asked).max * bucketWays; got != tc.entries {
			t.Errorf("newTable(%d): %d entries, want %d", tc.asked, got, tc.entries)
		}
	}
	s, err := NewSolver(Options{Budget: search.Budget{TTEntries: 32768}})
	if err != nil {
		t.Fatal(err)
	}
	if s.TableEntries() != 1<<15 {
		t.Errorf("TableEntries %d", s.TableEntries())
	}
}

// TestTableReplacement: keys 1, 2, 3... all in bucket 0 of a one-bucket
// table. A new position evicts the unsolved entry with less work; solved
// path-independent entries go last; the same position accumulates work.
func TestTableReplacement(t *testing.T) {
	tt := newTable(2)
	tt.store(1, 0, 5, 5, 100, false, NoMove) // unsolved, much work
	tt.store(2, 0, 5, 5, 10, false, NoMove)  // unsolved, little work
	if rep, _ := tt.store(3, 0, 5, 5, 50, false, NoMove); !rep || tt.lookup(2, 0) != nil || tt.lookup(1, 0) == nil {
		t.Fatalf("did not evict the entry with less work")
	}
	tt.store(3, 0, 0, Infinity, 1, false, NoMove) // 3 solved, work 50+1
	if e := tt.lookup(3, 0); e == nil || e.work() != 51 || !e.solved() {
		t.Fatalf("same position: %+v", e)
	}
	// 1 (unsolved, 100) goes before 3 (solved, 51).
	if _, solvedEvicted := tt.store(4, 0, 5, 5, 1, false, NoMove); solvedEvicted || tt.lookup(1, 0) != nil || tt.lookup(3, 0) == nil {
		t.Fatalf("evicted a solved entry while an unsolved one was there")
	}
	// Now 3 (solved) and 4 (unsolved): 4 goes, then 3 is the last resort.
	tt.store(5, 0, 5, 5, 1, false, NoMove)
	if _, solvedEvicted := tt.store(6, 0, 5, 5, 1, false, NoMove); solvedEvicted {
		// 5 and 3 in the bucket: 5 is unsolved, so 5 goes.
		t.Fatalf("evicted the solved entry")
	}
	tt.store(6, 0, Infinity, 0, 1, false, NoMove) // both solved now
	if _, solvedEvicted := tt.store(7, 0, 5, 5, 1, false, NoMove); !solvedEvicted {
		t.Fatalf("a full bucket of solved entries must report the eviction")
	}
}

func TestPathDependentLookup(t *testing.T) {
	tt := newTable(1 << 10)
	tt.store(9, 0, 4, 4, 1, false, NoMove) // unsolved numbers
	tt.store(9, 111, 0, Infinity, 1, true, NoMove)
	tt.store(9, 333, Infinity, 0, 1, true, NoMove)
	tests := []struct {
		hist   uint64
		pn, dn uint32
	}{
		{111, 0, Infinity}, // its own history
		{333, Infinity, 0}, // another history keeps its own result
		{222, 4, 4},        // no result for this history: the unsolved numbers
	}
	for _, tc := range tests {
		e := tt.lookup(9, tc.hist)
		if e == nil || e.pn != tc.pn || e.dn != tc.dn {
			t.Errorf("lookup under history %d: %+v, want pn %d dn %d", tc.hist, e, tc.pn, tc.dn)
		}
	}
	tt.store(9, 0, 5, 6, 1, false, NoMove) // new unsolved numbers keep the flag
	if e := tt.lookup(9, 111); e == nil || e.pn != 0 {
		t.Errorf("history-keyed result lost after an unsolved update: %+v", e)
	}
	tt.store(9, 0, 0, Infinity, 1, false, NoMove) // a final result wins everywhere
	if e := tt.lookup(9, 333); e == nil || e.pn != 0 || e.pathDep() {
		t.Errorf("final result not returned: %+v", e)
	}
	if e := tt.lookup(10, 111); e != nil {
		t.Errorf("unknown position found: %+v", e)
	}
}

// TestTableGrowth: a table starts small, doubles instead of replacing an
// entry, loses no entry when it doubles, and stops growing at its limit,
// where replacement begins.
func TestTableGrowth(t *testing.T) {
	tt := newTable(1 << 14)
	if len(tt.buckets) != initialBuckets {
		t.Fatalf("starts with %d buckets, want %d", len(tt.buckets), initialBuckets)
	}
	var k uint64
	for k = 1; len(tt.buckets) < tt.max; k++ {
		if rep, _ := tt.store(tableKey(k), 0, uint32(k), 1, 1, false, Move(k)); rep {
			t.Fatalf("key %d replaced an entry while the table could grow", k)
		}
	}
	for i := uint64(1); i < k; i++ {
		if e := tt.lookup(tableKey(i), 0); e == nil || e.pn != uint32(i) || e.best != Move(i) {
			t.Fatalf("key %d lost while the table grew: %+v", i, e)
		}
	}
	replaced := false
	for ; k < 1<<16 && !replaced; k++ {
		replaced, _ = tt.store(tableKey(k), 0, 1, 1, 1, false, NoMove)
	}
	if !replaced || len(tt.buckets) != tt.max || tt.max*bucketWays != 1<<14 {
		t.Errorf("%d buckets after filling (limit %d), replaced %v", len(tt.buckets), tt.max, replaced)
	}
}
