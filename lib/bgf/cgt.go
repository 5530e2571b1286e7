package bgf

import (
	"fmt"
	"math/big"

	"github.com/decomplab/decomplab/lib/cgt"
)

// Game converts t to a combinatorial game of store s: a leaf becomes the
// number it holds and {L|R} the game with the one Left option L and the
// one Right option R (canonicalised by the store). Leaf values must be
// dyadic rationals (denominator a power of two, at most 2^40) with
// numerators that fit in 50 bits.
func (t *Tree) Game(s *cgt.Store) (cgt.Game, error) {
	if t.IsLeaf() {
		d, err := dyadic(t.value)
		if err != nil {
			return 0, err
		}
		return s.Number(d), nil
	}
	l, err := t.left.Game(s)
	if err != nil {
		return 0, err
	}
	r, err := t.right.Game(s)
	if err != nil {
		return 0, err
	}
	return s.FromOptions([]cgt.Game{l}, []cgt.Game{r}), nil
}

// Game converts the forest to the sum of its trees' games.
func (f Forest) Game(s *cgt.Store) (cgt.Game, error) {
	gs := make([]cgt.Game, len(f))
	for i, t := range f {
		g, err := t.Game(s)
		if err != nil {
			return 0, fmt.Errorf("tree %d: %w", i+1, err)
		}
		gs[i] = g
	}
	return s.Sum(gs...), nil
}

func dyadic(r *big.Rat) (cgt.Dyadic, error) {
	den := r.Denom()
	exp := den.BitLen() - 1
	if den.Sign() <= 0 || new(big.Int).Lsh(big.NewInt(1), uint(exp)).Cmp(den) != 0 || exp > 40 {
		return cgt.Dyadic{}, fmt.Errorf("leaf %s is not a dyadic rational with denominator at most 2^40", ratString(r))
	}
	if r.Num().BitLen() > 50 {
		return cgt.Dyadic{}, fmt.Errorf("leaf %s too large for a cgt number", ratString(r))
	}
	return cgt.NewDyadic(r.Num().Int64(), uint(exp)), nil
}
