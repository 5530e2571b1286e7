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
	First    string // the first player for the studies that take one ("" for their default)
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
	first := fs.String("first", "", "first player, black or white, for the studies that take one (endgame-subsets, endgame-tt: white, as in the papers)")
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
		Workers: *workers, Scale: *scale, Seed: *seed, Data: *data, Shared: *shared, First: *first,
	}
	if !*quiet {
		cfg.Progress = stderr
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	rows, err := def.run(ctx, cfg)
	if err != nil {
		return fmt.Errorf("study %s: %w", def.name, err)
	}
	if *csvFile != "" {
		f, err := os.Create(*csvFile)
		if err != nil {
			return err
		}
		if err := study.WriteCSV(f, rows); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	if *jsonOut {
		return study.WriteJSON(stdout, rows)
	}
	t, err := study.TableOf(rows)
	if err != nil {
		return err
	}
	t.Text(stdout)
	fmt.Fprintf(stderr, "study %s: %d rows in %s\n", def.name, len(t.Rows), time.Since(start).Round(time.Millisecond))
	return nil
}

func sortedStudies() []studyDef {
	s := append([]studyDef(nil), studies...)
	sort.Slice(s, func(i, j int) bool { return s[i].name < s[j].name })
	return s
}
