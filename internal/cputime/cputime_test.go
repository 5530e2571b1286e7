package cputime

import "testing"

func TestProcessAdvances(t *testing.T) {
	start := Process()
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i ^ (x >> 3)
	}
	if x == 42 {
		t.Log(x)
	}
	if end := Process(); start > 0 && end <= start {
		t.Fatalf("CPU time did not advance: %v then %v", start, end)
	}
}
