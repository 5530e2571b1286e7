// Command gendata writes the one-eye collections of data/oneeye: toy
// problems split at the root into pockets (oneeye.GenerateCombs) and
// standard problems not designed for decomposition, from the seeded
// generators of lib/oneeye. A toy problem's answers are those of exhaustive
// minimax on each pocket alone, combined, and must equal DDS's and RDS's
// and no-DDS's where no-DDS finishes within the budget (toy problems
// that no-DDS solves in under 10,000 nodes are not kept; at most -toy-fail
// problems that it does not solve are). The standard problems are
// oneeye.GenerateStandard's structural draw, all kept: each is solved for
// both first players within the budget by DDS and no-DDS, then by RDS and
// by exhaustive minimax (where the region has at most 14 playable points)
// until two methods agree; the answer is recorded where one finishes, the
// methods that finish must agree (a disagreement stops the generator), and
// the file's comment names them. The answers are recorded in the file (OD, OA). Run by go generate
// in lib/oneeye (make data).
//
// Usage:
//
//	go run ./lib/oneeye/gendata -out data/oneeye [-seed 1] [-toy 13] [-standard 81]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/search"
)

func main() {
	out := flag.String("out", "data/oneeye", "output folder (toy/ and standard/ are created in it)")
	seed := flag.Uint64("seed", 1, "generator seed")
	toy := flag.Int("toy", 13, "number of toy positions (0: leave data/oneeye/toy)")
	toyFail := flag.Int("toy-fail", 3, "at most this many toy problems (position and first player) that no-DDS does not solve within the budget")
	standard := flag.Int("standard", 81, "number of standard positions, each solved for both first players (0: leave data/oneeye/standard)")
	maxNodes := flag.Int64("max-nodes", 1000000, "node budget per verifying search (the full budget of decomp study oneeye-tables)")
	flag.Parse()
	if err := run(*out, *seed, *toy, *toyFail, *standard, *maxNodes); err != nil {
		fmt.Fprintln(os.Stderr, "gendata:", err)
		os.Exit(1)
	}
}

func run(out string, seed uint64, toy, toyFail, standard int, maxNodes int64) error {
	ctx := context.Background()
	opts := oneeye.Options{Budget: search.Budget{MaxNodes: maxNodes, TTEntries: oneeye.DefaultTableEntries}}
	write := func(dir string, p *oneeye.Problem, note string) error {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		return p.WriteFile(filepath.Join(dir, p.Name+".sgf"), note)
	}
	// Toy problems: combs split at the root into pockets.
	if toy > 0 {
		if err := os.RemoveAll(filepath.Join(out, "toy")); err != nil {
			return err
		}
	}
	kept, failed := 0, 0
	for round := uint64(0); kept < toy; round++ {
		for _, c := range oneeye.GenerateCombs(seed*1000+round, 8) {
			if kept == toy {
				break
			}
			p, err := c.Problem()
			if err != nil {
				return err
			}
			note, fails, nodds, ok := verifyComb(ctx, c, p, opts)
			if !ok || (fails == 0 && nodds < 10000) || (fails > 0 && failed+fails > toyFail) {
				continue // disputed, too easy for no-DDS, or the failures' quota is full
			}
			failed += fails
			kept++
			p.Name = fmt.Sprintf("toy-%03d", kept)
			if err := write(filepath.Join(out, "toy"), p, fmt.Sprintf("decomplab one-eye toy problem (seed %d, round %d): %d pockets\n%s", seed, round, len(c.Pockets()), note)); err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "%s %s\n", p.Name, strings.ReplaceAll(note, "\n", "; "))
		}
	}
	// Standard problems: the structural draw of GenerateStandard, every
	// problem kept; the solvers only record (and cross-check) the answers.
	if standard > 0 {
		if err := os.RemoveAll(filepath.Join(out, "standard")); err != nil {
			return err
		}
	}
	for _, p := range oneeye.GenerateStandard(seed, standard) {
		note, err := verify(ctx, p, opts)
		if err != nil {
			return err
		}
		if err := write(filepath.Join(out, "standard"), p, fmt.Sprintf("decomplab one-eye standard problem (seed %d)\n%s", seed, note)); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "%s %s\n", p.Name, strings.ReplaceAll(note, "\n", "; "))
	}
	return nil
}

// verify solves p for both first players within the budget with DDS and
// no-DDS, and then with RDS and exhaustive minimax (where the region has
// at most minimaxPlayable playable points) until two methods agree or all
// were tried; it records the answer in p.Want where some method finishes
// and returns a note for the file naming the methods that agree on it.
// Methods that disagree are an error (a bug to fix, never a problem to
// drop). The note holds no node counts, so that faster solvers rewrite the
// same files.
func verify(ctx context.Context, p *oneeye.Problem, opts oneeye.Options) (string, error) {
	var note strings.Builder
	playable := p.Region.Minus(p.Crucial).Count()
	methods := []oneeye.Method{oneeye.DDS, oneeye.NoDDS, oneeye.RDS}
	if playable <= minimaxPlayable {
		methods = append(methods, oneeye.Exhaustive)
	}
	for first, c := range []board.Color{p.Defender, p.Attacker()} {
		var answer oneeye.Outcome
		var agree, open []string
		for _, m := range methods {
			if len(agree) == 2 {
				break
			}
			o := opts
			o.Method = m
			if m == oneeye.Exhaustive {
				o.MaxNodes = 4 * opts.MaxNodes
			}
			r, err := oneeye.Solve(ctx, p, c, o)
			if err != nil {
				return "", fmt.Errorf("%s: %w", p.Name, err)
			}
			switch {
			case r.Outcome == oneeye.Unknown:
				open = append(open, m.String())
				continue
			case answer == oneeye.Unknown:
				answer = r.Outcome
			case r.Outcome != answer:
				return "", fmt.Errorf("%s, %s first: %v says %v, %s said %v\n%s", p.Name, c, m, r.Outcome, agree[0], answer, p.Diagram())
			}
			agree = append(agree, m.String())
		}
		p.Want[first] = answer
		fmt.Fprintf(&note, "%s first: ", []string{"defender", "attacker"}[first])
		if answer == oneeye.Unknown {
			fmt.Fprintf(&note, "unsolved by %s", strings.Join(open, ", "))
		} else {
			fmt.Fprintf(&note, "%v wins (%s)", answer, strings.Join(agree, ", "))
			if len(open) > 0 {
				fmt.Fprintf(&note, ", unsolved by %s", strings.Join(open, ", "))
			}
		}
		note.WriteString("\n")
	}
	fmt.Fprintf(&note, "budget %d nodes per search; region %d points, %d playable", opts.MaxNodes, p.Region.Count(), playable)
	return note.String(), nil
}

// minimaxPlayable is the largest number of playable points on which the
// generator also runs exhaustive minimax.
const minimaxPlayable = 14

// verifyComb records the answers of a comb in p.Want, verified two ways:
// each pocket alone by exhaustive minimax, combined by the rule of a sum
// in which the defender needs one pocket (with the defender first it wins
// iff it wins a pocket moving first; with the attacker first iff some
// pocket is won even with the attacker first there, or two pockets are won
// moving first), must equal DDS and RDS, and no-DDS wherever it finishes
// within the budget. It returns the note, the number of first players for
// which no-DDS did not finish, the largest no-DDS node count, and whether
// all agree.
func verifyComb(ctx context.Context, c oneeye.Comb, p *oneeye.Problem, opts oneeye.Options) (string, int, int64, bool) {
	var local [][2]oneeye.Outcome
	for _, pc := range c.Pockets() {
		q, err := pc.Problem()
		if err != nil {
			continue // a pocket decided before any move (a lost one: no eye site, or no empty point)
		}
		var lo [2]oneeye.Outcome
		for first, col := range []board.Color{q.Defender, q.Attacker()} {
			r, err := oneeye.Minimax(ctx, q, col, oneeye.Options{Budget: search.Budget{MaxNodes: 20 * opts.MaxNodes}})
			if err != nil || r.Outcome == oneeye.Unknown {
				return "", 0, 0, false
			}
			lo[first] = r.Outcome
		}
		local = append(local, lo)
	}
	var want [2]oneeye.Outcome
	want[0], want[1] = oneeye.AttackerWins, oneeye.AttackerWins
	movingFirst := 0
	for _, lo := range local {
		if lo[0] == oneeye.DefenderWins {
			want[0] = oneeye.DefenderWins
			movingFirst++
		}
		if lo[1] == oneeye.DefenderWins {
			want[1] = oneeye.DefenderWins
		}
	}
	if movingFirst >= 2 {
		want[1] = oneeye.DefenderWins
	}
	var note strings.Builder
	var noddsMax int64
	fails := 0
	for first, col := range []board.Color{p.Defender, p.Attacker()} {
		fmt.Fprintf(&note, "%s first:", []string{"defender", "attacker"}[first])
		for _, m := range oneeye.Methods {
			o := opts
			o.Method = m
			r, err := oneeye.Solve(ctx, p, col, o)
			if err != nil {
				return "", 0, 0, false
			}
			switch {
			case r.Outcome == oneeye.Unknown && m == oneeye.NoDDS:
				fails++
				noddsMax = max(noddsMax, r.Stats.Nodes)
				fmt.Fprintf(&note, " %v unsolved (%d nodes),", m, r.Stats.Nodes)
				continue
			case r.Outcome != want[first]:
				fmt.Fprintf(os.Stderr, "DISAGREEMENT first %d method %v: %v, pockets by minimax %v\n%s", first, m, r.Outcome, want[first], p.Diagram())
				return "", 0, 0, false
			}
			if m == oneeye.NoDDS {
				noddsMax = max(noddsMax, r.Stats.Nodes)
			}
			fmt.Fprintf(&note, " %v %d nodes,", m, r.Stats.Nodes)
		}
		fmt.Fprintf(&note, " answer %v\n", want[first])
		p.Want[first] = want[first]
	}
	fmt.Fprintf(&note, "verified by minimax on each of the %d pockets and by the methods that finished; region %d points, %d playable",
		len(c.Pockets()), p.Region.Count(), p.Region.Minus(p.Crucial).Count())
	return note.String(), fails, noddsMax, true
}
