package proof

// The transposition table is a fixed array of two-entry buckets (64 bytes,
// one cache line). A position may live in either entry of its bucket; a new
// position replaces the entry with less work, so expensive results survive.
//
// A position has a main entry (unsolved numbers, or a path-independent
// solved result). A result that depends on a path repetition is stored in
// an entry of its own under a key combining the position and the history
// key, so results for different histories do not overwrite each other;
// the main entry is flagged so that only positions with such results pay
// the second probe.

// hugePageMin is the table size from which the table asks for huge pages.
const hugePageMin = 4 << 20

// EntryBytes is the size of one transposition-table entry, for converting
// a memory size into Budget.TTEntries.
const EntryBytes = 32

const (
	bucketWays  = 2
	workMask    = 1<<30 - 1
	hasPathFlag = 1 << 30 // main entry: history-keyed results exist
	pathDepFlag = 1 << 31 // history-keyed entry of a path-dependent result
)

type entry struct {
	key  uint64 // mixed hash (main) or mixed hash and history (path-dependent); 0 = empty
	hist uint64 // history key of a path-dependent entry
	pn   uint32
	dn   uint32
	meta uint32 // work (30 bits, saturating) | hasPathFlag | pathDepFlag
	best Move   // best move when stored, NoMove if none
}

func (e *entry) work() uint32  { return e.meta & workMask }
func (e *entry) pathDep() bool { return e.meta&pathDepFlag != 0 }
func (e *entry) hasPath() bool { return e.meta&hasPathFlag != 0 }
func (e *entry) solved() bool  { return e.pn == 0 || e.dn == 0 }
func (e *entry) final() bool   { return e.solved() && !e.pathDep() }
func satAddWork(a, b uint32) uint32 {
	if s := a + b; s >= a && s <= workMask {
		return s
	}
	return workMask
}

// The table starts small and grows whenever a new position finds its
// bucket full, up to its size limit; only then does replacement start. A
// small search so works in a small, cache-resident table and does not pay
// for clearing megabytes it never touches.
//
// A presence filter (a bitset of filterBitsPerBucket bits per bucket, 2 KiB
// per 64 KiB of table, so that it stays in the processor's cache when the
// table does not) has a bit set for every key stored. A look-up of a key
// whose bit is clear needs no access to the table: most children a search
// generates are new positions, and their probes would otherwise be cache
// misses. The filter changes nothing but speed.
type table struct {
	buckets [][bucketWays]entry
	mask    uint64
	max     int      // the number of buckets the table may grow to
	present []uint64 // the presence filter
	pshift  uint     // 64 - log2 of the filter's bits
	// current has a bit per bucket, set when the bucket holds entries of
	// the current search (or is new, hence empty); clear clears only
	// these bits and the filter, and a bucket whose bit is clear counts
	// as empty and is emptied when first written. So a Solver that is
	// reset between searches (Reset) pays nothing to clear its table.
	current []uint64
}

// initialBuckets is the size a table starts with (64 KiB).
const initialBuckets = 1 << 10

// newTable returns a table of at most entries entries (at least one
// bucket), a power of two number of buckets.
func newTable(entries int64) *table {
	n := 1
	for int64(n)*2*bucketWays <= entries {
		n *= 2
	}
	t := &table{max: n}
	t.alloc(min(n, initialBuckets))
	return t
}

func (t *table) alloc(buckets int) {
	t.buckets = make([][bucketWays]entry, buckets)
	t.mask = uint64(buckets - 1)
	adviseHugePages(t)
	t.newFilter()
	t.current = make([]uint64, (buckets+63)/64)
	for i := range t.current {
		t.current[i] = ^uint64(0)
	}
}

// bucket returns the bucket of key if it holds entries of the current
// search, else nil.
func (t *table) bucket(key uint64) *[bucketWays]entry {
	i := key & t.mask
	if t.current[i>>6]&(1<<(i&63)) == 0 {
		return nil
	}
	return &t.buckets[i]
}

// bucketToWrite returns the bucket of key, emptied first if it held
// entries of an earlier search.
func (t *table) bucketToWrite(key uint64) *[bucketWays]entry {
	i := key & t.mask
	if t.current[i>>6]&(1<<(i&63)) == 0 {
		t.buckets[i] = [bucketWays]entry{}
		t.current[i>>6] |= 1 << (i & 63)
	}
	return &t.buckets[i]
}

// newFilter makes an empty presence filter for the table's size.
func (t *table) newFilter() {
	bits := len(t.buckets) * filterBitsPerBucket
	t.present = make([]uint64, (bits+63)/64)
	t.pshift = uint(64 - bitsLen(bits))
}

// filterBitsPerBucket is the size of the presence filter.
const filterBitsPerBucket = 8

// bitsLen is log2 of n, a power of two.
func bitsLen(n int) int {
	k := 0
	for 1<<k < n {
		k++
	}
	return k
}

// slot is the bit of key in the presence filter: the key's high bits
// (mixed again, since the low bits choose the bucket). pshift is below
// 64 (the filter has at least 8 bits); the mask says so to the compiler,
// which then shifts with one instruction.
func (t *table) slot(key uint64) uint64 { return (key * 0x9e3779b97f4a7c15) >> (t.pshift & 63) }

// mayHold reports whether key may be in the table: false when its filter
// bit is clear.
func (t *table) mayHold(key uint64) bool {
	i := t.slot(key)
	return t.present[i>>6]&(1<<(i&63)) != 0
}

// prefetchFilter starts loading the filter word of key, so that mayHold,
// a little later, finds it in the cache.
func (t *table) prefetchFilter(key uint64) { prefetchWord(&t.present[t.slot(key)>>6]) }

// mark sets key's filter bit.
func (t *table) mark(key uint64) {
	i := t.slot(key)
	t.present[i>>6] |= 1 << (i & 63)
}

// clear empties the table: the presence filter and the bits of current.
func (t *table) clear() {
	clear(t.current)
	clear(t.present)
}

// grow makes the table growthFactor times larger (at most its limit). The
// entries of bucket i move to the buckets i + k*n by the next bits of
// their key, in their order, so no entry is lost and the table holds what
// a table of the new size would hold had it been that large from the
// start. Growing by a large factor allocates, clears and rehashes a few
// tables in a search instead of one per doubling.
func (t *table) grow() {
	old, oldCurrent := t.buckets, t.current
	t.alloc(min(t.max, growthFactor*len(old)))
	for i := range old {
		if oldCurrent[i>>6]&(1<<(i&63)) == 0 {
			continue // entries of an earlier search
		}
		for _, e := range old[i] {
			if e.key == 0 {
				continue
			}
			b := &t.buckets[e.key&t.mask]
			for k := range b {
				if b[k].key == 0 {
					b[k] = e
					break
				}
			}
			t.mark(e.key)
		}
	}
}

// growthFactor is the factor by which a full table grows.
const growthFactor = 16

// mix is a bijective 64-bit finaliser (splitmix64), so that problems may
// use small or structured hashes.
func mix(h uint64) uint64 {
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

// tableKey maps a problem hash to a non-zero table key.
func tableKey(h uint64) uint64 {
	k := mix(h)
	if k == 0 {
		k = 1
	}
	return k
}

// historyKey is the contribution of one path position to the history key
// (an XOR over the positions on the path, independent of their order: the
// search result below a node depends only on the set of positions above it).
func historyKey(h uint64) uint64 {
	return mix(h ^ 0x9e3779b97f4a7c15)
}

// pathKey is the key of the path-dependent entry of a position (main key
// key) under the history hist.
func pathKey(key, hist uint64) uint64 {
	k := mix(key ^ mix(hist^0x5851f42d4c957f2d))
	if k == 0 {
		k = 1
	}
	return k
}

func (t *table) find(key uint64) *entry {
	if !t.mayHold(key) {
		return nil
	}
	b := t.bucket(key)
	if b == nil {
		return nil
	}
	for i := range b {
		if b[i].key == key {
			return &b[i]
		}
	}
	return nil
}

// lookup returns what is known of the position with main key key under
// the history hist: its path-independent result, else its result for
// exactly this history, else its unsolved numbers; nil if nothing.
func (t *table) lookup(key, hist uint64) *entry {
	e := t.find(key)
	if e == nil || e.solved() || !e.hasPath() {
		return e
	}
	if pe := t.find(pathKey(key, hist)); pe != nil && pe.hist == hist && pe.pathDep() {
		return pe
	}
	return e
}

// store writes a result for the position with main key key, searched
// under the history hist, and reports whether it evicted another position
// and whether that was a path-independent solved result.
func (t *table) store(key, hist uint64, pn, dn, work uint32, pathDep bool, best Move) (replaced, solvedEvicted bool) {
	if pathDep && (pn == 0 || dn == 0) {
		replaced, solvedEvicted = t.put(pathKey(key, hist), hist, pn, dn, work, pathDepFlag, best)
		// Flag the main entry, creating it with neutral numbers if needed.
		if e := t.find(key); e != nil {
			if !e.solved() {
				e.meta |= hasPathFlag
			}
			return replaced, solvedEvicted
		}
		r, se := t.put(key, 0, 1, 1, work, hasPathFlag, best)
		return replaced || r, solvedEvicted || se
	}
	return t.put(key, 0, pn, dn, work, 0, best)
}

// put writes an entry. A new key takes an empty entry of its bucket, else
// the unsolved or path-dependent entry with less work, else the solved one
// with less work. Rewriting a key adds to its work and keeps its
// hasPathFlag.
func (t *table) put(key, hist uint64, pn, dn, work, flags uint32, best Move) (replaced, solvedEvicted bool) {
	b := t.bucketToWrite(key)
	victim := -1
	for i := range b {
		if b[i].key == key {
			if b[i].solved() {
				// Keep the first result: it is exact, and its move
				// rests on results solved before it.
				b[i].meta = b[i].meta&^workMask | satAddWork(work, b[i].work())
				return false, false
			}
			victim = i
			work = satAddWork(work, b[i].work())
			if pn != 0 && dn != 0 {
				flags |= b[i].meta & hasPathFlag
			}
			break
		}
	}
	if victim < 0 {
		victim = 0
		for i := 1; i < bucketWays; i++ {
			if worthLess(&b[i], &b[victim]) {
				victim = i
			}
		}
		replaced = b[victim].key != 0
		if replaced && len(t.buckets) < t.max {
			t.grow()
			return t.put(key, hist, pn, dn, work, flags, best)
		}
		solvedEvicted = replaced && b[victim].final()
	}
	b[victim] = entry{key: key, hist: hist, pn: pn, dn: dn, meta: work&workMask | flags, best: best}
	t.mark(key)
	return replaced, solvedEvicted
}

// worthLess orders entries for eviction: empty, then unsolved or
// path-dependent, then path-independent solved; by work within a class.
func worthLess(a, b *entry) bool {
	if a.key == 0 || b.key == 0 {
		return a.key == 0 && b.key != 0
	}
	if fa, fb := a.final(), b.final(); fa != fb {
		return fb
	}
	return a.work() < b.work()
}
