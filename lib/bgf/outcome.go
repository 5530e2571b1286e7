package bgf

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/decomplab/decomplab/lib/search"
)

// DefaultMaxStates bounds the positions in the memo table of Outcomes.
const DefaultMaxStates = 4_000_000

// DefaultMaxTableBytes bounds the estimated memory of a memo or
// transposition table (Outcomes, Metasearch, the dominance table): a
// position's key holds two bytes per tree, so forests of thousands of
// trees reach this bound long before DefaultMaxStates positions.
const DefaultMaxTableBytes = 1 << 30

// tableEntryBytes is our estimate of a table entry's memory besides its
// key: the map slot (string header, value, hash byte) and the map's spare
// capacity.
const tableEntryBytes = 64

// memoLimit bounds the memo table of an exhaustive computation.
// Exceeding it is an error wrapping ErrTooLarge.
type memoLimit struct {
	MaxStates int   // positions stored; <= 0 means DefaultMaxStates
	MaxBytes  int64 // estimated bytes of keys and entries; <= 0 means DefaultMaxTableBytes
}

// limitOf reads a search.Budget for an exhaustive computation: TTEntries
// bounds the positions of the memo table.
func limitOf(b search.Budget) memoLimit { return memoLimit{MaxStates: b.TTEntries} }

func (b memoLimit) withDefaults() memoLimit {
	if b.MaxStates <= 0 {
		b.MaxStates = DefaultMaxStates
	}
	if b.MaxBytes <= 0 {
		b.MaxBytes = DefaultMaxTableBytes
	}
	return b
}

// ErrTooLarge is returned (wrapped) when an exhaustive computation needs
// more states than its limit allows.
var ErrTooLarge = errors.New("forest too large for exhaustive search")

// OutcomePair is the exact result of a forest under minimax (Def. 4.2):
// the pair Lo, Ro. (Named for the pair, not Outcome, which other packages
// use for enums of game results.)
type OutcomePair struct {
	Lo     *big.Rat // Left moves first
	Ro     *big.Rat // Right moves first
	States int      // distinct positions stored in the memo table
}

// Outcomes returns Lo(F) and Ro(F) by exhaustive minimax with memoisation.
// See the package documentation for the play rule (no passes; the game
// ends when every tree is a leaf; the score is the sum of the leaves).
// b.TTEntries bounds the positions of the memo table (0: DefaultMaxStates;
// its estimated memory is bounded by DefaultMaxTableBytes) and b.MaxTime
// the time; search.Budget{} means the defaults. Running out is an error
// wrapping ErrTooLarge (or the context's error). It has the shape of
// OutcomesWithPass; Lo and Ro are its halves with the default budget.
func Outcomes(ctx context.Context, f Forest, b search.Budget) (OutcomePair, error) {
	if b.MaxTime > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, b.MaxTime)
		defer cancel()
	}
	return outcomesWithin(ctx, f, limitOf(b))
}

// Lo returns Lo(F), the minimax score when Left moves first (Outcomes
// with the default budget).
func Lo(f Forest) (*big.Rat, error) {
	o, err := Outcomes(context.Background(), f, search.Budget{})
	return o.Lo, err
}

// Ro returns Ro(F), the minimax score when Right moves first (Outcomes
// with the default budget).
func Ro(f Forest) (*big.Rat, error) {
	o, err := Outcomes(context.Background(), f, search.Budget{})
	return o.Ro, err
}

// outcomesWithin is Outcomes with the memo table bounded by l.
func outcomesWithin(ctx context.Context, f Forest, l memoLimit) (OutcomePair, error) {
	c, err := compile(f)
	if err != nil {
		return OutcomePair{}, err
	}
	s := newExhaustive(ctx, c, l)
	p := c.start()
	lo, err := s.value(p.ids, true)
	if err != nil {
		return OutcomePair{}, err
	}
	ro, err := s.value(p.ids, false)
	if err != nil {
		return OutcomePair{}, err
	}
	return OutcomePair{Lo: c.rat(lo + p.fixed), Ro: c.rat(ro + p.fixed), States: len(s.memo)}, nil
}

// exhaustive is plain minimax over all positions with a memo table: the
// reference every faster method is checked against.
type exhaustive struct {
	c     *compiled
	ctx   context.Context
	memo  map[string]int64
	limit memoLimit
	bytes int64 // estimated memory of memo
	buf   []byte
	calls int
}

func newExhaustive(ctx context.Context, c *compiled, b memoLimit) *exhaustive {
	return &exhaustive{c: c, ctx: ctx, memo: map[string]int64{}, limit: b.withDefaults()}
}

// value returns the minimax value of the non-leaf trees ids (leaf sums
// already banked are excluded) with left to move if left.
func (s *exhaustive) value(ids []int32, left bool) (int64, error) {
	if len(ids) == 0 {
		return 0, nil
	}
	s.buf = key(ids, left, s.buf)
	if v, ok := s.memo[string(s.buf)]; ok {
		return v, nil
	}
	s.calls++
	if s.calls&4095 == 0 {
		if err := s.ctx.Err(); err != nil {
			return 0, err
		}
	}
	if len(s.memo) >= s.limit.MaxStates {
		return 0, fmt.Errorf("%w (more than %d positions)", ErrTooLarge, s.limit.MaxStates)
	}
	if s.bytes >= s.limit.MaxBytes {
		return 0, fmt.Errorf("%w (the memo table holds %d positions of up to %d trees in about %d MiB, budget %d MiB)",
			ErrTooLarge, len(s.memo), (len(s.buf)-1)/2, s.bytes>>20, s.limit.MaxBytes>>20)
	}
	var best int64
	for k := range ids {
		if k > 0 && ids[k] == ids[k-1] {
			continue // equal trees give equal positions
		}
		next, gain := s.c.play(ids, k, left)
		v, err := s.value(next, !left)
		if err != nil {
			return 0, err
		}
		v += gain
		if k == 0 || (left && v > best) || (!left && v < best) {
			best = v
		}
	}
	s.buf = key(ids, left, s.buf)
	s.memo[string(s.buf)] = best
	s.bytes += int64(len(s.buf)) + tableEntryBytes
	return best, nil
}
