package proof

// prefetch asks the processor to load the cache line of bucket b without
// waiting for it: the table's cache misses then overlap other work.
//
//go:noescape
func prefetch(b *[bucketWays]entry)
