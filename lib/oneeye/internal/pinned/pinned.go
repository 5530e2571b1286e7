// Package pinned holds the fixed set of one-eye solves whose results,
// moves and counters (Stats, all but the elapsed time) are pinned in
// lib/oneeye/testdata/pinned.txt, so that a change meant only to make the
// search faster shows at once if it changes any node count or answer.
// The file is written by ../genpinned (go generate in lib/oneeye) with
// the code of the commit that fixes the numbers; the test
// TestPinnedStats of lib/oneeye compares the current code with it.
package pinned

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/search"
)

// MaxNodes is the node budget of every solve.
const MaxNodes = 100000

// Solve is one solve of the set.
type Solve struct {
	Problem *oneeye.Problem
	First   board.Color
	Options oneeye.Options
}

// Solves returns the set: the first 8 positions of GenerateStandard(1, ·)
// and 12 small 9x9 problems (GenerateSmall(7, 12, 16, 22)), both first
// players, solved by no-DDS, DDS and RDS, with a table of 65,536 entries
// and the default one, without and with forced moves, at MaxNodes nodes:
// 480 solves.
func Solves() []Solve {
	var out []Solve
	for _, p := range append(oneeye.GenerateStandard(1, 8), oneeye.GenerateSmall(7, 12, 16, 22)...) {
		for _, first := range []board.Color{p.Defender, p.Attacker()} {
			for _, m := range oneeye.Methods {
				for _, entries := range []int{1 << 16, oneeye.DefaultTableEntries} {
					for _, forced := range []bool{false, true} {
						out = append(out, Solve{p, first, oneeye.Options{Method: m, ForcedMoves: forced,
							Budget: search.Budget{MaxNodes: MaxNodes, TTEntries: entries}}})
					}
				}
			}
		}
	}
	return out
}

// Line runs s with solver and returns its pinned line: the solve, then the
// result with every counter but the elapsed time.
func Line(ctx context.Context, solver *oneeye.Solver, s Solve) (string, error) {
	r, err := solver.Solve(ctx, s.Problem, s.First, s.Options)
	if err != nil {
		return "", err
	}
	st := r.Stats
	return fmt.Sprintf("%s %v first %v table=%d forced=%v: %v move %d stop %q nodes %d tthits %d maxdepth %d expansions %d decompositions %d narrowings %d lost %d textsplits %d forcedwins %d ttprobes %d solvedevicted %d fallback %v",
		s.Problem.Name, s.First, s.Options.Method, s.Options.TTEntries, s.Options.ForcedMoves,
		r.Outcome, r.Move, r.Stop.String(), st.Nodes, st.TTHits, st.MaxDepth, st.Expansions, st.Decompositions, st.Narrowings,
		st.Lost, st.TextSplits, st.ForcedWins, st.TTProbes, st.SolvedEvicted, st.Fallback), nil
}
