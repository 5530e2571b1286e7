package bgf

import (
	"context"
	"math/big"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// trials returns n, or n/5 with -short.
func trials(n int) uint64 {
	if testing.Short() {
		return uint64(n / 5)
	}
	return uint64(n)
}

func mustTree(t *testing.T, s string) *Tree {
	t.Helper()
	tr, err := ParseTree(s)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func mustForest(t *testing.T, s string) Forest {
	t.Helper()
	f, err := ParseForest(s)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func outcomes(t *testing.T, f Forest) (lo, ro *big.Rat) {
	t.Helper()
	o, err := Outcomes(context.Background(), f, search.Budget{})
	if err != nil {
		t.Fatalf("Outcomes(%v): %v", f, err)
	}
	return o.Lo, o.Ro
}

func rat(n int64) *big.Rat { return big.NewRat(n, 1) }
