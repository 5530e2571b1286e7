package bgf

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
)

// naive is minimax straight from the definition, on *Tree values with
// big.Rat arithmetic and no memo: independent of the compiled search.
func naive(f Forest, left bool) *big.Rat {
	var best *big.Rat
	for i, t := range f {
		if t.IsLeaf() {
			continue
		}
		next := t.Right()
		if left {
			next = t.Left()
		}
		v := naive(f.Replace(i, next), !left)
		if best == nil || (left && v.Cmp(best) > 0) || (!left && v.Cmp(best) < 0) {
			best = v
		}
	}
	if best == nil { // every tree is a leaf: the score
		best = new(big.Rat)
		for _, t := range f {
			best.Add(best, t.Value())
		}
	}
	return best
}

func TestOutcomesMatchDefinition(t *testing.T) {
	unordered := RandomOptions{MaxHeight: 3, Branch: 0.5, MinValue: -4, MaxValue: 4}
	for _, o := range []RandomOptions{DefaultRandomOptions(), unordered} {
		for seed := range trials(400) {
			f, err := RandomForest(seed, 1+int(seed%3), o)
			if err != nil {
				t.Fatal(err)
			}
			if seed%5 == 0 {
				f = append(f, Leaf(big.NewRat(-7, 3)), Node(Leaf(big.NewRat(1, 6)), LeafInt(-1)))
			}
			lo, ro := outcomes(t, f)
			if nl, nr := naive(f, true), naive(f, false); lo.Cmp(nl) != 0 || ro.Cmp(nr) != 0 {
				t.Fatalf("%v: Outcomes %v, %v; definition %v, %v", f, lo, ro, nl, nr)
			}
		}
	}
}

func TestOutcomesLimits(t *testing.T) {
	f, err := RandomForest(3, 12, DefaultRandomOptions())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Outcomes(context.Background(), f, search.Budget{TTEntries: 1000}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("limit 1000 positions: err = %v, want ErrTooLarge", err)
	}
	if _, err := outcomesWithin(context.Background(), f, memoLimit{MaxBytes: 4 << 10}); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "MiB") {
		t.Errorf("limit 4 KiB: err = %v, want ErrTooLarge naming the memory", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Outcomes(ctx, f, search.Budget{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v", err)
	}
	// A forest of 3000 trees (keys of 6000 bytes) stops at the byte budget
	// long before the position limit.
	big, err := RandomForest(4, 3000, DefaultRandomOptions())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := outcomesWithin(context.Background(), big, memoLimit{MaxBytes: 8 << 20}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("3000 trees, 8 MiB: err = %v, want ErrTooLarge", err)
	}
	o, err := Outcomes(context.Background(), Forest{}, search.Budget{})
	if err != nil || o.Lo.Sign() != 0 || o.Ro.Sign() != 0 {
		t.Errorf("empty forest: %v %v %v", o.Lo, o.Ro, err)
	}
}
