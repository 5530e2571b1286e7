package cgt

import "math/bits"

// opCache is a lossy direct-mapped cache from a pair of handles to a
// 32-bit result, like the operation tables of CGSuite: an array where a
// new entry overwrites whatever shares its slot. It starts small and
// doubles (keeping its entries) while it is busy, up to maxSlots. Key 0
// means empty (the pair (0,0) is never cached: both operations
// short-circuit on it).
type opCache struct {
	keys     []uint64
	vals     []uint32
	shift    uint
	puts     int
	maxSlots int
}

const initialCacheSlots = 1 << 12

func newOpCache(maxSlots int) opCache {
	if maxSlots < initialCacheSlots {
		maxSlots = initialCacheSlots
	}
	c := opCache{maxSlots: 1 << bits.Len(uint(maxSlots-1))}
	c.alloc(initialCacheSlots)
	return c
}

func (c *opCache) alloc(n int) {
	c.keys, c.vals = make([]uint64, n), make([]uint32, n)
	c.shift = uint(64 - bits.Len(uint(n-1)))
	c.puts = 0
}

func (c *opCache) slot(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> c.shift }

func (c *opCache) get(k uint64) (uint32, bool) {
	i := c.slot(k)
	if c.keys[i] == k {
		return c.vals[i], true
	}
	return 0, false
}

func (c *opCache) put(k uint64, v uint32) {
	c.puts++
	if c.puts > 2*len(c.keys) && len(c.keys) < c.maxSlots {
		oldK, oldV := c.keys, c.vals
		c.alloc(2 * len(oldK))
		for i, key := range oldK {
			if key != 0 {
				j := c.slot(key)
				c.keys[j], c.vals[j] = key, oldV[i]
			}
		}
	}
	i := c.slot(k)
	c.keys[i], c.vals[i] = k, v
}

func (c *opCache) reset() { c.alloc(initialCacheSlots) }
