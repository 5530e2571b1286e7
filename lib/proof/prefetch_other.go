//go:build !amd64

package proof

// prefetch is a hint on amd64 (prefetch_amd64.s) and nothing elsewhere.
func prefetch(b *[bucketWays]entry) {}

// prefetchWord is a hint on amd64 and nothing elsewhere.
func prefetchWord(w *uint64) {}
