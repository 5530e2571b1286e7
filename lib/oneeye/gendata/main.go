// Command gendata writes the one-eye collections of data/oneeye: toy
// problems split (or nearly) at the root and standard problems not designed
// for decomposition, from the seeded generators of lib/oneeye. Every
// problem is solved with no-DDS, DDS and RDS for both first players, and by
// exhaustive minimax where the region has at most 12 playable points; a
// problem is kept only when every method solves it and all agree, and the
// answers are recorded in the file (OD, OA).
//
// Usage:
//
//	go run ./lib/oneeye/gendata -out data/oneeye [-seed 1] [-toy 16] [-standard 90]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/search"
)

func main() {
	out := flag.String("out", "data/oneeye", "output folder (toy/ and standard/ are created in it)")
	seed := flag.Uint64("seed", 1, "generator seed")
	toy := flag.Int("toy", 16, "number of toy problems")
	standard := flag.Int("standard", 90, "number of standard problems")
	hard := flag.Int("hard", 12, "standard problems that take no-DDS more than 100,000 nodes (at least)")
	maxNodes := flag.Int64("max-nodes", 1500000, "node budget per verifying search")
	flag.Parse()
	if err := run(*out, *seed, *toy, *standard, *hard, *maxNodes); err != nil {
		fmt.Fprintln(os.Stderr, "gendata:", err)
		os.Exit(1)
	}
}

func run(out string, seed uint64, toy, standard, hard int, maxNodes int64) error {
	ctx := context.Background()
	opts := oneeye.Options{Budget: search.Budget{MaxNodes: maxNodes, TTEntries: 524288}}
	write := func(dir string, p *oneeye.Problem, note string) error {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		return p.WriteFile(filepath.Join(dir, p.Name+".sgf"), note)
	}
	// Toy problems.
	kept := 0
	for round := uint64(0); kept < toy; round++ {
		for _, p := range oneeye.GenerateToy(seed*1000+round, 8) {
			if kept == toy {
				break
			}
			note, nodds, ok := verify(ctx, p, opts)
			if !ok || nodds < 40 {
				continue // unsolved, or too easy to show anything
			}
			kept++
			p.Name = fmt.Sprintf("toy-%03d", kept)
			if err := write(filepath.Join(out, "toy"), p, fmt.Sprintf("decomplab one-eye toy problem (seed %d, round %d)\n%s", seed, round, note)); err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "%s %s\n", p.Name, strings.ReplaceAll(note, "\n", "; "))
		}
	}
	// Standard problems: sizes 8-18 playable points; the larger ones make
	// the hard (>100,000 nodes) problems.
	kept, hardKept := 0, 0
	for round := uint64(0); kept < standard; round++ {
		lo, hi := 6, 14
		if standard-kept <= hard-hardKept || round%3 == 2 {
			lo, hi = 14, 20
		}
		for _, p := range oneeye.GenerateStandard(seed*1000+round, 4, lo, hi) {
			if kept == standard {
				break
			}
			note, nodds, ok := verify(ctx, p, opts)
			if !ok {
				continue
			}
			isHard := nodds > 100000
			if !isHard && standard-kept <= hard-hardKept {
				continue // the remaining places are for hard problems
			}
			kept++
			if isHard {
				hardKept++
			}
			p.Name = fmt.Sprintf("std-%03d", kept)
			if err := write(filepath.Join(out, "standard"), p, fmt.Sprintf("decomplab one-eye standard problem (seed %d, round %d, region %d..%d points)\n%s", seed, round, lo, hi, note)); err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "%s hard=%v %s\n", p.Name, isHard, strings.ReplaceAll(note, "\n", "; "))
		}
	}
	return nil
}

// verify solves p with every method for both first players and records
// the answers in p.Want. It returns a note for the file, the largest no-DDS
// node count, and whether all methods solved the problem and agree.
func verify(ctx context.Context, p *oneeye.Problem, opts oneeye.Options) (string, int64, bool) {
	var note strings.Builder
	var noddsMax int64
	playable := p.Region.Minus(p.Crucial).Count()
	methods := append([]oneeye.Method(nil), oneeye.Methods...)
	if playable <= 12 {
		methods = append(methods, oneeye.Exhaustive)
	}
	for first := 0; first < 2; first++ {
		c := p.Defender
		if first == 1 {
			c = p.Attacker()
		}
		var answer oneeye.Outcome
		fmt.Fprintf(&note, "%s first:", []string{"defender", "attacker"}[first])
		for _, m := range methods {
			o := opts
			o.Method = m
			if m == oneeye.Exhaustive {
				o.MaxNodes = 4 * opts.MaxNodes
			}
			r, err := oneeye.Solve(ctx, p, c, o)
			if err != nil || r.Outcome == oneeye.Unknown {
				return "", 0, false
			}
			if answer == oneeye.Unknown {
				answer = r.Outcome
			} else if r.Outcome != answer {
				fmt.Fprintf(os.Stderr, "DISAGREEMENT %s first %d method %v\n%s", p.Name, first, m, p.Diagram())
				return "", 0, false
			}
			if m == oneeye.NoDDS {
				noddsMax = max(noddsMax, r.Stats.Nodes)
			}
			fmt.Fprintf(&note, " %v %d nodes,", m, r.Stats.Nodes)
		}
		fmt.Fprintf(&note, " answer %v\n", answer)
		p.Want[first] = answer
	}
	fmt.Fprintf(&note, "verified by %d methods; region %d points, %d playable", len(methods), p.Region.Count(), playable)
	return note.String(), noddsMax, true
}
