package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/proof"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// oneeyeResult is the JSON form of one solve (one line per search with
// --json): result is defender, attacker or unknown (budget exhausted or
// interrupted; stop says which); move is the first player's move as a GTP
// vertex or pass, empty when there is none (a root decided before any
// move, or a budget spent before the first expansion); nodes, millis and
// the counters are oneeye.Stats (decompositions: rule D1, narrowings: D1
// and D2, lost_nodes: D3); want is the answer recorded in the file.
type oneeyeResult struct {
	File           string      `json:"file"`
	First          string      `json:"first"`
	Method         string      `json:"method"`
	Result         string      `json:"result"`
	Move           string      `json:"move"`
	Nodes          int64       `json:"nodes"`
	Millis         float64     `json:"millis"`
	NodesPerSecond float64     `json:"nodes_per_second"`
	Decompositions int64       `json:"decompositions"`
	Narrowings     int64       `json:"narrowings"`
	Lost           int64       `json:"lost_nodes"`
	Share          float64     `json:"decomposition_share"`
	TTHits         int64       `json:"tt_hits"`
	Fallback       bool        `json:"fallback,omitempty"`
	Stop           search.Stop `json:"stop,omitempty"` // why the search ended; absent when solved
	Want           string      `json:"want"`
}

// oneeyeTableMB is the default of decomp oneeye's --table-mb: the
// library's default table, which the studies use too.
const oneeyeTableMB = oneeye.DefaultTableEntries * proof.EntryBytes >> 20

func runOneEye(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("oneeye", stderr)
	method := fs.String("method", "dds", "search: nodds, dds, rds or minimax (exhaustive, small regions)")
	split := fs.String("split", "sound", "DDS/RDS split with several crucial blocks: sound (the default) or text-defender-wins (§4.2's split, trusting only defender wins, else the sound rule)")
	knowledge := fs.String("knowledge", "shared", "static knowledge of no-DDS: shared (DDS's lost test and eye sites, the default) or dds-only (the asymmetric setting)")
	forced := fs.Bool("forced", false, "forced-move test for every method: a position the player to move wins with one move is decided at once (§3's forced moves, our reading)")
	first := fs.String("first", "both", "who moves first: defender, attacker, both, or file (the SGF's PL)")
	maxNodes := fs.Int64("max-nodes", 0, "node budget per search (0: none)")
	timeLimit := fs.Duration("time-limit", 0, "time limit per search, e.g. 10s (0: none)")
	tableMB := fs.Int64("table-mb", oneeyeTableMB, "transposition table size in MiB (the default is oneeye.DefaultTableEntries, which the one-eye studies and the collections' generator use too, so that node counts agree)")
	jsonOut := fs.Bool("json", false, "print one JSON object per search")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: decomp oneeye [flags] FILE.sgf...\n\nSolves one-eye problems: region MA, crucial defender stones TR.\nExit code 1 if a file is bad or an answer differs from the one recorded in the file (OD, OA).\n\nflags:")
		fs.PrintDefaults()
	}
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return usageError("no SGF file given")
	}
	m, err := oneeye.ParseMethod(*method)
	if err != nil {
		return usageError("%v", err)
	}
	k, err := oneeye.ParseKnowledge(*knowledge)
	if err != nil {
		return usageError("%v", err)
	}
	sr, err := oneeye.ParseSplitRule(*split)
	if err != nil {
		return usageError("%v", err)
	}
	switch *first {
	case "defender", "attacker", "both", "file":
	default:
		return usageError("bad --first %q (want defender, attacker, both or file)", *first)
	}
	if *maxNodes < 0 || *timeLimit < 0 {
		return usageError("--max-nodes and --time-limit must not be negative")
	}
	if *tableMB <= 0 || *tableMB > 1<<16 {
		return usageError("--table-mb %d: must be positive and at most 65536 (MiB)", *tableMB)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opts := oneeye.Options{Method: m, Knowledge: k, Split: sr, ForcedMoves: *forced, Budget: search.Budget{MaxNodes: *maxNodes, MaxTime: *timeLimit, TTEntries: int(*tableMB << 20 / proof.EntryBytes)}}
	var mismatches int
	solver := new(oneeye.Solver) // one table for every search
	for _, file := range files {
		p, err := oneeye.ReadFile(file)
		if err != nil {
			return err
		}
		var order []int
		switch *first {
		case "defender":
			order = []int{0}
		case "attacker":
			order = []int{1}
		case "both":
			order = []int{0, 1}
		case "file":
			order = []int{0}
			if p.ToMove == p.Attacker() {
				order = []int{1}
			}
		}
		for _, f := range order {
			c, name := p.Defender, "defender"
			if f == 1 {
				c, name = p.Attacker(), "attacker"
			}
			r, err := solver.Solve(ctx, p, c, opts)
			if err != nil {
				return fmt.Errorf("%s: %w", file, err)
			}
			out := oneeyeResult{
				File: file, First: name, Method: m.String(), Result: r.Outcome.String(), Move: "",
				Nodes: r.Stats.Nodes, Millis: float64(r.Stats.Elapsed.Microseconds()) / 1000,
				NodesPerSecond: r.Stats.NodesPerSecond(), Decompositions: r.Stats.Decompositions,
				Narrowings: r.Stats.Narrowings, Lost: r.Stats.Lost,
				Share: r.Stats.DecompositionShare(), TTHits: r.Stats.TTHits, Fallback: r.Stats.Fallback,
				Stop: r.Stop, Want: p.Want[f].String(),
			}
			if r.Move != board.NoPoint {
				out.Move = r.Move.GTP(p.Board.Height())
			}
			if p.Want[f] != oneeye.Unknown && r.Outcome != oneeye.Unknown && r.Outcome != p.Want[f] {
				mismatches++
			}
			if *jsonOut {
				if err := writeJSON(stdout, out); err != nil {
					return err
				}
				continue
			}
			fmt.Fprintf(stdout, "%s: %s first: %s", file, name, out.Result)
			if r.Outcome != oneeye.Unknown {
				fmt.Fprintf(stdout, " wins")
			} else {
				fmt.Fprintf(stdout, " (%s)", out.Stop)
			}
			if out.Move != "" {
				fmt.Fprintf(stdout, ", move %s", out.Move)
			}
			fmt.Fprintf(stdout, " [%s: %d nodes, %.1f ms, %d decompositions", m.Title(), out.Nodes, out.Millis, out.Decompositions)
			if out.Fallback {
				fmt.Fprintf(stdout, ", DDS fallback")
			}
			fmt.Fprintf(stdout, "]")
			if out.Want != "unknown" {
				fmt.Fprintf(stdout, " recorded: %s", out.Want)
			}
			fmt.Fprintln(stdout)
		}
	}
	if mismatches > 0 {
		return fmt.Errorf("%d answers differ from the ones recorded in the files", mismatches)
	}
	return nil
}

// oneeyeBudget is the per-search budget of the one-eye studies: --max-nodes
// or --time-limit if given, else 1,000,000 node expansions at the full
// scale and 200,000 at the quick one. The paper's limit was 5 minutes per
// problem; at its no-DDS rate (41,636 expansions per second, Table 1) that
// is 12.5 million expansions; 1,000,000 is a twelfth of it (about 2 s of
// CPU here), so that the full study runs in minutes on two shared cores.
// The TOY collection is made with the same budget (lib/oneeye/gendata).
// The table is oneeye.DefaultTableEntries (16 MiB), as for decomp oneeye
// and the generator, so that the three give the same node counts (the
// studies used 8 MiB before 2026-11-26 evening).
func oneeyeBudget(cfg studyConfig) oneeye.Options {
	opts := oneeye.Options{Budget: cfg.Budget} // TTEntries 0: oneeye.DefaultTableEntries
	if opts.MaxNodes == 0 && opts.MaxTime == 0 {
		opts.MaxNodes = 200000
		if cfg.Scale == "full" {
			opts.MaxNodes = 1000000
		}
	}
	return opts
}

// oneeyeParams are the parameters of the experiment of the paper's
// Tables 1-2 and Figs 7-9: every problem of data/oneeye/toy and
// data/oneeye/standard with both first players and every method (no-DDS,
// DDS, RDS, all with the same static knowledge), and no-DDS with the
// earlier asymmetric knowledge ("nodds-dds-only") for comparison; one row
// per search, budget oneeyeBudget.
func oneeyeParams(cfg studyConfig) (oneeye.StudyParams, error) {
	return oneeye.StudyParams{
		Collections: study.Files{Dir: filepath.Join(cfg.Data, "oneeye"), Names: []string{"toy", "standard"}},
		DDSOnly:     true,
		Options:     oneeyeBudget(cfg),
	}, nil
}

// oneeyeScalingParams are the parameters of the scaling study: the pocket
// families of oneeye.PocketFamily (k dead pockets; one live pocket among
// k-1 dead ones) for k = 1..8 (quick: 1..5), both first players, no-DDS,
// DDS and RDS, one row per search, budget oneeyeBudget.
func oneeyeScalingParams(cfg studyConfig) (oneeye.ScalingParams, error) {
	p := oneeye.ScalingParams{MaxK: 5, Options: oneeyeBudget(cfg)}
	if cfg.Scale == "full" {
		p.MaxK = 8
	}
	return p, nil
}
