package oneeye_test

import (
	"bufio"
	"context"
	"flag"
	"os"
	"testing"

	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/oneeye/internal/pinned"
)

var allPinned = flag.Bool("pinned", false, "TestPinnedStats: all 480 pinned solves instead of every fifth")

// TestPinnedStats solves the fixed set of package pinned (every fifth
// solve; all 480 with -args -pinned, about a minute) and requires the
// results, moves and every counter recorded in testdata/pinned.txt (by
// internal/genpinned with the code that fixed them): changes meant to make
// the search faster must leave them as they are. The file is not part of
// make data: a change meant to alter the search rewrites it on purpose
// (go run ./internal/genpinned -out testdata/pinned.txt, from this
// directory) and says so in its commit. The solves share one
// Solver, whose table is reset between solves, as decomp oneeye's do.
func TestPinnedStats(t *testing.T) {
	f, err := os.Open("testdata/pinned.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var want []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		want = append(want, sc.Text())
	}
	solves := pinned.Solves()
	if len(want) != len(solves) {
		t.Fatalf("testdata/pinned.txt has %d lines, the set %d solves", len(want), len(solves))
	}
	var solver oneeye.Solver
	for i, s := range solves {
		if !*allPinned && i%5 != 0 {
			continue
		}
		got, err := pinned.Line(context.Background(), &solver, s)
		if err != nil {
			t.Fatal(err)
		}
		if got != want[i] {
			t.Errorf("solve %d:\n got %s\nwant %s", i+1, got, want[i])
		}
	}
}
