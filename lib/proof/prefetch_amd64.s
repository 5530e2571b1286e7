#include "textflag.h"

// func prefetch(b *[bucketWays]entry)
TEXT ·prefetch(SB), NOSPLIT, $0-8
	MOVQ b+0(FP), AX
	PREFETCHT0 (AX)
	RET

// func prefetchWord(w *uint64)
TEXT ·prefetchWord(SB), NOSPLIT, $0-8
	MOVQ w+0(FP), AX
	PREFETCHT0 (AX)
	RET
