// Package search holds what every search in decomplab shares: the Budget a
// caller gives it and the Stats it reports. It is a leaf package, so the
// solvers (lib/proof, lib/safety, lib/endgame, lib/oneeye, lib/bgf) and the
// harness over them (lib/study) speak one language about cost.
//
// The contract (DESIGN.md, "Budgets" and "Statistics"): a search takes a
// context.Context and a Budget; when the budget is exhausted or the context
// is cancelled it returns promptly with an unknown result and the Stats so
// far. Node counts are deterministic for a given input and budget (time
// limits aside), also when searches run in parallel.
package search
