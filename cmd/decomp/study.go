package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// studyConfig is what every study receives from the command line.
type studyConfig struct {
	Budget   search.Budget // per search
	Workers  int
	Scale    string // "quick" for a small run, "full" for the paper's scale
	Seed     uint64
	Data     string // the repository's data folder
	Shared   string // the shared folder with peer suites and game records
	Progress io.Writer
}

// studyDef is one experiment of `decomp study`.
type studyDef struct {
	name    string
	summary string
	// run returns the result rows: a slice of structs with csv tags.
	run func(ctx context.Context, cfg studyConfig) (any, error)
}

// studies lists the experiments; solver packages provide the functions.
var studies = []studyDef{}

func runStudy(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("study", stderr)
	jsonOut := fs.Bool("json", false, "print JSON lines instead of a table")
	csvFile := fs.String("csv", "", "also write the rows as CSV to this file")
	workers := fs.Int("workers", 0, "parallel workers (default: all cores)")
	maxNodes := fs.Int64("max-nodes", 0, "node budget per search (0: the study's default)")
	timeLimit := fs.Duration("time-limit", 0, "time limit per search (0: the study's default)")
	scale := fs.String("scale", "quick", "quick (minutes) or full (the papers' scale)")
	seed := fs.Uint64("seed", 1, "seed for generated problems")
	data := fs.String("data", "data", "the data folder")
	shared := fs.String("shared", "../shared", "the shared folder (peer suites, game records)")
	quiet := fs.Bool("quiet", false, "no progress bar")
	results := fs.String("results", "results", "the folder of cached study rows (reused until the parameters or the code change)")
	recompute := fs.Bool("recompute", false, "run the study even if its rows are cached, and cache the new rows")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: decomp study [flags] NAME\n\nstudies:")
		for _, s := range sortedStudies() {
			fmt.Fprintf(stderr, "  %-18s %s\n", s.name, s.summary)
		}
		fmt.Fprintln(stderr, "\nflags:")
		fs.PrintDefaults()
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		fs.Usage()
		return usageError("want one study name, got %d arguments", len(pos))
	}
	if *scale != "quick" && *scale != "full" {
		return usageError("--scale must be quick or full, not %q", *scale)
	}
	switch {
	case *maxNodes < 0:
		return usageError("--max-nodes %d is negative (0: the study's default)", *maxNodes)
	case *timeLimit < 0:
		return usageError("--time-limit %v is negative (0: the study's default)", *timeLimit)
	case *workers < 0:
		return usageError("--workers %d is negative (0: all cores)", *workers)
	}
	var def *studyDef
	for i := range studies {
		if studies[i].name == pos[0] {
			def = &studies[i]
		}
	}
	if def == nil {
		var names []string
		for _, s := range sortedStudies() {
			names = append(names, s.name)
		}
		return usageError("unknown study %q (known: %s)", pos[0], strings.Join(names, ", "))
	}
	cfg := studyConfig{
		Budget:  search.Budget{MaxNodes: *maxNodes, MaxTime: *timeLimit},
		Workers: *workers, Scale: *scale, Seed: *seed, Data: *data, Shared: *shared,
	}
	if !*quiet {
		cfg.Progress = stderr
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	// The parameters that change the rows key the cache; workers and the
	// progress bar do not.
	params := struct {
		MaxNodes  int64
		TimeLimit time.Duration
		Scale     string
		Seed      uint64
		Data      string
		Shared    string
	}{*maxNodes, *timeLimit, *scale, *seed, *data, *shared}
	cache := study.Cache{Dir: *results, Recompute: *recompute}
	_, run, err := cache.Do(ctx, def.name, params, func(ctx context.Context) (any, error) { return def.run(ctx, cfg) })
	if err != nil {
		return fmt.Errorf("study %s: %w", def.name, err)
	}
	if *csvFile != "" {
		f, err := os.Create(*csvFile)
		if err != nil {
			return err
		}
		if err := run.Table.WriteCSV(f); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	fmt.Fprintln(stderr, "study", run.Summary())
	if *jsonOut {
		return run.WriteJSONLines(stdout)
	}
	t := run.Table
	return t.Text(stdout)
}

func sortedStudies() []studyDef {
	s := append([]studyDef(nil), studies...)
	sort.Slice(s, func(i, j int) bool { return s[i].name < s[j].name })
	return s
}
