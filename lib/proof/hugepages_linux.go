package proof

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back a large table with huge pages
// (transparent huge pages in "madvise" mode): a probe is then a cache miss
// without a TLB miss. Failure is harmless and ignored.
func adviseHugePages(t *table) {
	n := len(t.buckets) * int(unsafe.Sizeof(t.buckets[0]))
	if n < hugePageMin {
		return
	}
	mem := unsafe.Slice((*byte)(unsafe.Pointer(&t.buckets[0])), n)
	_ = syscall.Madvise(mem, madvHugePage)
}

const madvHugePage = 14 // MADV_HUGEPAGE
