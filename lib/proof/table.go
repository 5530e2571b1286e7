package proof

// The transposition table is a fixed array of two-entry buckets (64 bytes,
// one cache line). A position may live in either entry of its bucket; a new
// position replaces the entry with less work, so expensive results survive.

const (
	entryBytes  = 32
	bucketWays  = 2
	workMask    = 1<<31 - 1
	pathDepFlag = 1 << 31
)

type entry struct {
	key  uint64 // mixed hash; 0 = empty
	hist uint64 // history key, meaningful for path-dependent solved entries
	pn   uint32
	dn   uint32
	meta uint32 // work (31 bits, saturating) | pathDepFlag
	best Move   // best move when stored, NoMove if none
}

func (e *entry) work() uint32  { return e.meta & workMask }
func (e *entry) pathDep() bool { return e.meta&pathDepFlag != 0 }
func (e *entry) solved() bool  { return e.pn == 0 || e.dn == 0 }
func satAddWork(a, b uint32) uint32 {
	if s := a + b; s >= a && s <= workMask {
		return s
	}
	return workMask
}

type table struct {
	buckets [][bucketWays]entry
	mask    uint64
}

func newTable(bytes int64) *table {
	n := int64(1)
	for n*2*bucketWays*entryBytes <= bytes {
		n *= 2
	}
	return &table{buckets: make([][bucketWays]entry, n), mask: uint64(n - 1)}
}

func (t *table) clear() { clear(t.buckets) }

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

// lookup returns the entry for key, or nil. A solved entry that depends on
// a path repetition is only returned when hist equals its history key.
func (t *table) lookup(key, hist uint64) *entry {
	b := &t.buckets[key&t.mask]
	for i := range b {
		e := &b[i]
		if e.key == key {
			if e.pathDep() && e.solved() && e.hist != hist {
				return nil
			}
			return e
		}
	}
	return nil
}

// store writes a result. A new position takes an empty entry of its
// bucket, else the unsolved entry with less work, else the solved entry
// with less work; store reports whether it evicted another position and
// whether that position was solved.
func (t *table) store(key, hist uint64, pn, dn, work uint32, pathDep bool, best Move) (replaced, solvedEvicted bool) {
	b := &t.buckets[key&t.mask]
	victim := -1
	for i := range b {
		if b[i].key == key {
			victim = i
			work = satAddWork(work, b[i].work())
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
		solvedEvicted = replaced && b[victim].solved() && !b[victim].pathDep()
	}
	meta := work & workMask
	if pathDep {
		meta |= pathDepFlag
	}
	b[victim] = entry{key: key, hist: hist, pn: pn, dn: dn, meta: meta, best: best}
	return replaced, solvedEvicted
}

// worthLess orders entries for eviction: empty, then unsolved or
// path-dependent, then path-independent solved; by work within a class.
func worthLess(a, b *entry) bool {
	if a.key == 0 || b.key == 0 {
		return a.key == 0 && b.key != 0
	}
	fa, fb := a.solved() && !a.pathDep(), b.solved() && !b.pathDep()
	if fa != fb {
		return fb
	}
	return a.work() < b.work()
}
