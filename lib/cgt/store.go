package cgt

import (
	"encoding/binary"
	"slices"

	"github.com/decomplab/decomplab/lib/search"
)

// Game is a handle to a canonical short partizan game held by a Store.
// Two handles from the same Store are equal exactly when the games are
// equal (hash-consing of canonical forms), so == on Game is game equality.
// A handle is meaningful only together with the Store that made it.
type Game uint32

type kind uint8

const (
	kindGeneral kind = iota
	kindNumber
	kindNimber
)

// node is one canonical form. Options of numbers and nimbers are built
// lazily: an integer like 1000 is a single node until someone asks for its
// options.
type node struct {
	kind      kind
	optsReady bool
	num       Dyadic // value if kindNumber
	nim       int    // nim value if kindNimber
	left      []Game // canonical options, sorted by handle
	right     []Game
	birthday  int32 // -1 until computed
	stopsDone bool
	lstop     Dyadic
	rstop     Dyadic
	upState   uint8 // 0 unknown, 1 number-up-star (parts in up), 2 not
	up        Uptimal
}

// Options configure a Store.
type Options struct {
	// CacheEntries is the largest number of slots of each operation
	// cache (sum, comparison), rounded up to a power of two; each slot
	// takes 12 bytes. The caches start with 4096 slots, grow while busy,
	// and are lossy (a new result may evict an old one). 0 means 1<<22.
	CacheEntries int
}

// Store owns canonical games and the operation caches. Create one with
// NewStore; it is not safe for concurrent use (give each goroutine its own
// Store, or guard it with a mutex).
type Store struct {
	nodes          []node
	general        map[string]Game
	numbers        map[Dyadic]Game
	ints           [2*smallIntegers + 1]Game // handle + 1 of the integers -64..64 (0: not asked yet)
	nimbers        map[int]Game
	addCache       opCache
	leqCache       opCache
	negCache       map[Game]Game
	thermo         map[Game]*Thermograph
	coolMemo       map[coolKey]Game
	heatMemo       map[[2]Game]Game
	upTable        map[Game]Uptimal
	upGames        map[Uptimal]Game
	expansions     map[Game]*UptimalExpansion // UptimalExpansion's answers; nil for none
	upNths         []Game                     // ^<1>, ^<2>, ... as built so far
	expansionGames map[string]Game            // uptimalGame's answers
	upBuilt        int
	awMemo         map[Game]Game // naive atomic weights
	farMemo        map[Game]int
	nortonMemo     map[[2]Game]Game
	ordinalMemo    map[[2]Game]Game
	rcfMemo        map[Game]Game    // reduced canonical forms
	projMemo       map[Game]Game    // star projections (ReducedCanonicalForm)
	rsumMemo       map[[2]Game]Game // reduced sums (ReducedSum), the smaller handle first
	keyBuf         []byte
	optionsMemo    map[string]Game // FromOptions' answers by option lists
	optsL, optsR   []Game          // FromOptions' scratch lists
	up             Game
	limiter        *search.Limiter // set by Within
	pulses         uint32          // uncached comparisons: Within checks the clock every 4096
}

type coolKey struct {
	g Game
	t Dyadic
}

// NewStore returns an empty store holding only 0.
func NewStore() *Store { return NewStoreWith(Options{}) }

// NewStoreWith returns a store with the given cache bounds.
func NewStoreWith(o Options) *Store {
	if o.CacheEntries <= 0 {
		o.CacheEntries = 1 << 22
	}
	s := &Store{
		general:        make(map[string]Game),
		numbers:        make(map[Dyadic]Game),
		nimbers:        make(map[int]Game),
		addCache:       newOpCache(o.CacheEntries),
		leqCache:       newOpCache(o.CacheEntries),
		negCache:       make(map[Game]Game),
		thermo:         make(map[Game]*Thermograph),
		coolMemo:       make(map[coolKey]Game),
		heatMemo:       make(map[[2]Game]Game),
		upTable:        make(map[Game]Uptimal),
		upGames:        make(map[Uptimal]Game),
		expansions:     make(map[Game]*UptimalExpansion),
		expansionGames: make(map[string]Game),
		awMemo:         make(map[Game]Game),
		farMemo:        make(map[Game]int),
		nortonMemo:     make(map[[2]Game]Game),
		ordinalMemo:    make(map[[2]Game]Game),
		rcfMemo:        make(map[Game]Game),
		projMemo:       make(map[Game]Game),
		rsumMemo:       make(map[[2]Game]Game),
		optionsMemo:    make(map[string]Game),
	}
	s.Number(Dyadic{}) // handle 0 is the game 0
	s.up = s.FromOptions([]Game{s.Zero()}, []Game{s.Star(1)})
	s.noteUptimal(s.up, Uptimal{Ups: 1}, true)
	return s
}

// Len is the number of distinct canonical games the store holds.
func (s *Store) Len() int { return len(s.nodes) }

// Zero returns the game 0 = { | }.
func (s *Store) Zero() Game { return 0 }

// Number returns the number x.
func (s *Store) Number(x Dyadic) Game {
	small := x.exp == 0 && -smallIntegers <= x.num && x.num <= smallIntegers
	if small && s.ints[x.num+smallIntegers] != 0 {
		return s.ints[x.num+smallIntegers] - 1
	}
	g, ok := s.numbers[x]
	if !ok {
		g = Game(len(s.nodes))
		s.nodes = append(s.nodes, node{kind: kindNumber, num: x, birthday: -1})
		s.numbers[x] = g
	}
	if small {
		s.ints[x.num+smallIntegers] = g + 1
	}
	return g
}

// smallIntegers bounds the integers whose handles Number keeps in an
// array (Store.ints) besides the map: local scores and prisoner gains
// ask for them at every node of a game graph.
const smallIntegers = 64

// Integer returns the integer n.
func (s *Store) Integer(n int64) Game { return s.Number(Int(n)) }

// Star returns the nimber *n (n >= 0; *0 = 0). It panics if n < 0.
func (s *Store) Star(n int) Game {
	if n < 0 {
		panic("cgt: negative nimber")
	}
	if n == 0 {
		return 0
	}
	if g, ok := s.nimbers[n]; ok {
		return g
	}
	g := Game(len(s.nodes))
	s.nodes = append(s.nodes, node{kind: kindNimber, nim: n, birthday: -1})
	s.nimbers[n] = g
	return g
}

// Up returns ^ = {0|*}.
func (s *Store) Up() Game { return s.up }

// IsNumber reports whether g is a number.
func (s *Store) IsNumber(g Game) bool { return s.nodes[g].kind == kindNumber }

// NumberValue returns the value of g and true if g is a number.
func (s *Store) NumberValue(g Game) (Dyadic, bool) {
	n := &s.nodes[g]
	return n.num, n.kind == kindNumber
}

// IsNimber reports whether g is a nimber *n (including 0).
func (s *Store) IsNimber(g Game) bool { return g == 0 || s.nodes[g].kind == kindNimber }

// NimberValue returns n and true if g = *n.
func (s *Store) NimberValue(g Game) (int, bool) {
	if g == 0 {
		return 0, true
	}
	n := &s.nodes[g]
	return n.nim, n.kind == kindNimber
}

// LeftOptions returns the canonical Left options of g. The slice is shared:
// do not modify it.
func (s *Store) LeftOptions(g Game) []Game {
	s.ensureOptions(g)
	return s.nodes[g].left
}

// RightOptions returns the canonical Right options of g (shared slice).
func (s *Store) RightOptions(g Game) []Game {
	s.ensureOptions(g)
	return s.nodes[g].right
}

func (s *Store) ensureOptions(g Game) {
	n := &s.nodes[g]
	if n.optsReady || n.kind == kindGeneral {
		return
	}
	var l, r []Game
	switch n.kind {
	case kindNumber:
		x := n.num
		switch {
		case x.IsInteger() && x.Sign() > 0:
			l = []Game{s.Integer(x.num - 1)}
		case x.IsInteger() && x.Sign() < 0:
			r = []Game{s.Integer(x.num + 1)}
		case !x.IsInteger():
			l = []Game{s.Number(normalize(x.num-1, uint(x.exp)))}
			r = []Game{s.Number(normalize(x.num+1, uint(x.exp)))}
		}
	case kindNimber:
		m := n.nim
		l = make([]Game, m)
		for i := 0; i < m; i++ {
			l[i] = s.Star(i)
		}
		slices.Sort(l)
		r = l
	}
	n = &s.nodes[g] // s.nodes may have grown
	n.left, n.right, n.optsReady = l, r, true
}

// FromOptions returns the canonical form of {left | right}. The options
// may be any games of this store, in any order, with repetitions; the
// result is simplified (dominated options removed, reversible options
// bypassed) and hash-consed.
//
// The answer is memoised by the sorted, distinct option lists (a graph of
// local positions builds many nodes with equal option sets); a repeated
// set still counts one node against Within's limits, as a new one does.
func (s *Store) FromOptions(left, right []Game) Game {
	s.optsL = sortDedupInto(s.optsL[:0], left)
	s.optsR = sortDedupInto(s.optsR[:0], right)
	key := s.key(s.optsL, s.optsR)
	if g, ok := s.optionsMemo[string(key)]; ok {
		s.tick()
		return g
	}
	k := string(key)
	g := s.canon(slices.Clone(s.optsL), slices.Clone(s.optsR))
	if len(s.optionsMemo) >= maxOptionsMemo {
		clear(s.optionsMemo)
	}
	s.optionsMemo[k] = g
	return g
}

// maxOptionsMemo bounds FromOptions' memo: it starts again empty when
// it holds this many option sets.
const maxOptionsMemo = 1 << 20

// sortDedupInto appends x to buf, sorted and without repetitions.
func sortDedupInto(buf, x []Game) []Game {
	buf = append(buf, x...)
	slices.Sort(buf)
	return slices.Compact(buf)
}

func sortDedup(x []Game) []Game {
	y := slices.Clone(x)
	slices.Sort(y)
	return slices.Compact(y)
}

// intern returns the handle for canonical option lists (sorted, distinct),
// recognizing numbers and nimbers so that every value has one handle.
func (s *Store) intern(l, r []Game) Game {
	if x, ok := s.numberForm(l, r); ok {
		return s.Number(x)
	}
	if m, ok := s.nimberForm(l, r); ok {
		return s.Star(m)
	}
	key := s.key(l, r)
	if g, ok := s.general[string(key)]; ok {
		return g
	}
	g := Game(len(s.nodes))
	s.nodes = append(s.nodes, node{kind: kindGeneral, optsReady: true, left: l, right: r, birthday: -1})
	s.general[string(key)] = g
	return g
}

func (s *Store) key(l, r []Game) []byte {
	b := s.keyBuf[:0]
	b = binary.AppendUvarint(b, uint64(len(l)))
	for _, g := range l {
		b = binary.AppendUvarint(b, uint64(g))
	}
	for _, g := range r {
		b = binary.AppendUvarint(b, uint64(g))
	}
	s.keyBuf = b
	return b
}

// numberForm reports whether {l|r} with all options numbers and every left
// option below every right option; then it is the simplest number between.
func (s *Store) numberForm(l, r []Game) (Dyadic, bool) {
	var lo, hi Dyadic
	for i, g := range l {
		x, ok := s.NumberValue(g)
		if !ok {
			return Dyadic{}, false
		}
		if i == 0 || lo.Less(x) {
			lo = x
		}
	}
	for i, g := range r {
		x, ok := s.NumberValue(g)
		if !ok {
			return Dyadic{}, false
		}
		if i == 0 || x.Less(hi) {
			hi = x
		}
	}
	if len(l) > 0 && len(r) > 0 && !lo.Less(hi) {
		return Dyadic{}, false
	}
	return simplestBetween(lo, len(l) > 0, hi, len(r) > 0), true
}

// nimberForm recognizes {0,*,...,*(m-1) | 0,*,...,*(m-1)} (canonical lists).
func (s *Store) nimberForm(l, r []Game) (int, bool) {
	if len(l) != len(r) || len(l) == 0 {
		return 0, false
	}
	seen := make([]bool, len(l))
	for i, g := range l {
		if r[i] != g {
			return 0, false
		}
		m, ok := s.NimberValue(g)
		if !ok || m >= len(l) || seen[m] {
			return 0, false
		}
		seen[m] = true
	}
	return len(l), true
}

// canon simplifies {l|r} (sorted, distinct, canonical options).
func (s *Store) canon(l, r []Game) Game { return s.canonGrouped(l, r, nil, nil) }

// canonGrouped is canon where lg[i] (rg[i]) names the group of l[i]
// (r[i]): options of one group (other than groupBoth) are known not to
// dominate each other, so the first pass of removeDominated skips those
// pairs. nil groups: compare all pairs.
func (s *Store) canonGrouped(l, r []Game, lg, rg []uint8) Game {
	s.tick()
	if x, ok := s.numberForm(l, r); ok {
		return s.Number(x)
	}
	for {
		l = s.removeDominatedGrouped(l, lg, true)
		r = s.removeDominatedGrouped(r, rg, false)
		lg, rg = nil, nil // after bypassing reversible options: all pairs
		changed := false
		// Left option gl is reversible through glr if glr <= G.
		nl := make([]Game, 0, len(l))
		for _, gl := range l {
			bypassed := false
			for _, glr := range s.RightOptions(gl) {
				if s.leqGameProto(glr, l, r) {
					nl = append(nl, s.LeftOptions(glr)...)
					bypassed = true
					break
				}
			}
			if bypassed {
				changed = true
			} else {
				nl = append(nl, gl)
			}
		}
		if changed {
			l = sortDedup(nl)
		}
		nr := make([]Game, 0, len(r))
		changedR := false
		for _, gr := range r {
			bypassed := false
			for _, grl := range s.LeftOptions(gr) {
				if s.leqProtoGame(l, r, grl) {
					nr = append(nr, s.RightOptions(grl)...)
					bypassed = true
					break
				}
			}
			if bypassed {
				changedR = true
			} else {
				nr = append(nr, gr)
			}
		}
		if changedR {
			r = sortDedup(nr)
			changed = true
		}
		if !changed {
			break
		}
	}
	return s.intern(l, r)
}

// removeDominated drops options dominated by another option: for Left, g
// is dominated if g <= h for another option h; for Right if g >= h.
func (s *Store) removeDominated(opts []Game, left bool) []Game {
	return s.removeDominatedGrouped(opts, nil, left)
}

// Groups of options for canonGrouped.
const (
	groupFirst  uint8 = 1 // options G^L + H (or G^R + H) of a sum
	groupSecond uint8 = 2 // options G + H^L (or G + H^R)
	groupBoth   uint8 = 3 // an option in both lists
)

// removeDominatedGrouped is removeDominated that skips the pairs of one
// group (groups may be nil).
func (s *Store) removeDominatedGrouped(opts []Game, groups []uint8, left bool) []Game {
	if len(opts) < 2 {
		return opts
	}
	keep := make([]bool, len(opts))
	for i := range keep {
		keep[i] = true
	}
	for i, g := range opts {
		for j, h := range opts {
			if i == j || !keep[j] || groups != nil && groups[i] == groups[j] && groups[i] != groupBoth {
				continue
			}
			var dominated bool
			if left {
				dominated = s.Leq(g, h)
			} else {
				dominated = s.Leq(h, g)
			}
			if dominated {
				keep[i] = false
				break
			}
		}
	}
	out := make([]Game, 0, len(opts))
	for i, g := range opts {
		if keep[i] {
			out = append(out, g)
		}
	}
	return out
}

// leqGameProto reports h <= {l|r}.
func (s *Store) leqGameProto(h Game, l, r []Game) bool {
	for _, gr := range r {
		if s.Leq(gr, h) {
			return false
		}
	}
	for _, hl := range s.LeftOptions(h) {
		if s.leqProtoGame(l, r, hl) {
			return false
		}
	}
	return true
}

// leqProtoGame reports {l|r} <= h.
func (s *Store) leqProtoGame(l, r []Game, h Game) bool {
	for _, gl := range l {
		if s.Leq(h, gl) {
			return false
		}
	}
	for _, hr := range s.RightOptions(h) {
		if s.leqGameProto(hr, l, r) {
			return false
		}
	}
	return true
}

// ClearCaches empties the operation caches (sums, comparisons, negatives,
// thermographs, cooling, heating). Games stay valid; later operations
// recompute what they need.
func (s *Store) ClearCaches() {
	s.addCache.reset()
	s.leqCache.reset()
	clear(s.negCache)
	clear(s.thermo)
	clear(s.coolMemo)
	clear(s.heatMemo)
	clear(s.awMemo)
	clear(s.farMemo)
	clear(s.nortonMemo)
	clear(s.ordinalMemo)
	clear(s.rcfMemo)
	clear(s.projMemo)
	clear(s.rsumMemo)
	clear(s.optionsMemo)
}
