package main

import (
	"strings"
	"testing"
)

// TestStudyReusesCachedRows: a second run with the same parameters prints
// the same rows from results/ without computing; other parameters or
// --recompute compute again.
func TestStudyReusesCachedRows(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the quick bgf study")
	}
	results := t.TempDir()
	study := func(extra ...string) (string, string) {
		t.Helper()
		args := append([]string{"study", "--quiet", "--json", "--results", results, "--max-nodes", "2000"}, extra...)
		code, out, stderr := decomp(append(args, "bgf")...)
		if code != 0 {
			t.Fatalf("decomp %q: exit %d: %s", args, code, stderr)
		}
		return out, stderr
	}
	first, log1 := study()
	again, log2 := study()
	forced, log3 := study("--recompute")
	_, log4 := study("--seed", "2")
	if strings.Contains(log1, "reused") || !strings.Contains(log1, "stored in") {
		t.Errorf("first run: %s", log1)
	}
	if !strings.Contains(log2, "reused") || again != first {
		t.Errorf("second run not reused or different:\n%s", log2)
	}
	if strings.Contains(log3, "reused") || strings.Count(forced, "\n") != strings.Count(first, "\n") {
		t.Errorf("--recompute reused, or gave other rows:\n%s", log3)
	}
	if strings.Contains(log4, "reused") {
		t.Errorf("another seed reused the cache:\n%s", log4)
	}
}
