package proof

// prefetch asks the processor to load the cache line of bucket b without
// waiting for it: the table's cache misses then overlap other work.
//
//go:noescape
func prefetch(b *[bucketWays]entry)

// prefetchWord is prefetch for the cache line of a word of the presence
// filter.
//
//go:noescape
func prefetchWord(w *uint64)
