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
//
// # Why a search stopped
//
// Stop is the one stop-reason type: Stats.Stop is Finished, or says which
// limit ended the search (NodeLimit, TimeLimit, Canceled, MemoryLimit,
// DepthLimit). Results report it there, not in booleans or types of their
// own.
//
// # Counters
//
// A search's method-specific counts (positions expanded, subgames,
// decompositions found, ...) are typed fields of a stats struct of its
// package that embeds Stats:
//
//	type Stats struct {
//		search.Stats
//		PositionsExpanded int64 `json:"positions_expanded" csv:"positions_expanded"`
//	}
//
// The search counts nodes through a Limiter on the embedded Stats and its
// own events in the fields; callers, studies and notebooks read them by
// field (st.PositionsExpanded), so a misspelt name does not compile. The
// package gives its struct an Add that calls Stats.Add and adds its fields
// (see the example). The fields' tags name the columns of study tables and
// JSON output, next to the shared ones. Stats has no counters by name.
package search
