package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/safety"
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
	Games    string // the game records of the studies that read games ("" for their default)
	First    string // the first player for the studies that take one ("" for their default)
	Engine   string // the region search engine of the safety studies (auto, dfs or dfpn)
	Safety   string // the safety solver of the real-game studies ("" for their default)
	Progress io.Writer
	// Sharding, when set, makes the study solve one shard of its problems
	// or read back the rows of every shard (decomp study --shard, merge).
	Sharding *study.Sharding
}

// options returns the lib/study options of a run of cfg's study.
func (cfg studyConfig) options(label string) study.Options {
	return study.Options{Workers: cfg.Workers, Meter: study.NewProgress(cfg.Progress, label, 0), Label: label, Sharding: cfg.Sharding}
}

// studyDef is one experiment of `decomp study`.
type studyDef struct {
	name    string
	summary string
	// run returns the result rows: a slice of structs with csv tags. It
	// runs its problems through lib/study (runRows, study.Run), which
	// lets a study be split into shards and merged.
	run func(ctx context.Context, cfg studyConfig) (any, error)
}

// paramsStudy is a study whose parameters are one value of its package's
// type (study.Params), built from the flags by params: it runs that value,
// and the cache keys the run by the value, as a notebook's nb.Study does,
// so that the two share rows. It records params in studyParams.
func paramsStudy[R any, P study.Params[R]](name, summary string, params func(studyConfig) (P, error)) studyDef {
	studyParams[name] = func(cfg studyConfig) (any, error) { return params(cfg) }
	return studyDef{name, summary, func(ctx context.Context, cfg studyConfig) (any, error) {
		p, err := params(cfg)
		if err != nil {
			return nil, err
		}
		return p.Run(ctx, cfg.options(name))
	}}
}

// studyParams holds, by study name, the parameters of the studies made by
// paramsStudy.
var studyParams = map[string]func(studyConfig) (any, error){}

// cacheKey returns the parameters that key def's run with cfg in the
// cache: its package's parameters (paramsStudy), else the values of the
// flags (flags).
func (def *studyDef) cacheKey(cfg studyConfig, flags map[string]string) (any, error) {
	if params, ok := studyParams[def.name]; ok {
		return params(cfg)
	}
	return flags, nil
}

// studies lists the experiments; solver packages provide the functions.
var studies = []studyDef{}

// studyFlags are the flags of `decomp study`. The flags that isRunFlag
// names say how to run a study; every other flag is a parameter of its
// rows, kept with sharded results and checked when they are merged.
type studyFlags struct {
	fs        *flag.FlagSet
	json      *bool
	csv       *string
	workers   *int
	quiet     *bool
	results   *string
	recompute *bool
	maxNodes  *int64
	timeLimit *time.Duration
	scale     *string
	seed      *uint64
	data      *string
	shared    *string
	games     *string
	first     *string
	engine    *string
	safety    *string
	// sharded runs
	shard, out                 *string
	slurm, partition, slurmDur *string
	cpus, arraySize            *int
	submit                     *bool
}

func isRunFlag(name string) bool {
	switch name {
	case "json", "csv", "workers", "quiet", "results", "recompute", "shard", "out", "slurm", "partition", "time", "cpus-per-task", "array-size", "submit":
		return true
	}
	return false
}

func newStudyFlags(stderr io.Writer) *studyFlags {
	fs := newFlagSet("study", stderr)
	return &studyFlags{
		fs:        fs,
		json:      fs.Bool("json", false, "print JSON lines instead of a table"),
		csv:       fs.String("csv", "", "also write the rows as CSV to this file"),
		workers:   fs.Int("workers", 0, "parallel workers (default: all cores)"),
		maxNodes:  fs.Int64("max-nodes", 0, "node budget per search (0: the study's default)"),
		timeLimit: fs.Duration("time-limit", 0, "time limit per search (0: the study's default)"),
		scale:     fs.String("scale", "quick", "quick (minutes) or full (the papers' scale)"),
		seed:      fs.Uint64("seed", 1, "seed for generated problems"),
		data:      fs.String("data", "data", "the data folder"),
		shared:    fs.String("shared", "../shared", "the shared folder (peer suites, game records)"),
		games:     fs.String("games", "", "the folder of game records of the studies that read games (safety-phases: default <shared>/games/strong-19)"),
		quiet:     fs.Bool("quiet", false, "no progress bar"),
		first:     fs.String("first", "", "first player, black or white, for the studies that take one (endgame-subsets, endgame-tt: white, as in the papers)"),
		engine:    fs.String("engine", defaultEngine, "`engine` of the region searches of safety-regions and safety-phases: auto (depth-first for SOLVER 1.0 and + P, df-pn for what SOLVER 2.0 and 3.0 add), dfs (depth-first) or dfpn (df-pn)"),
		safety:    fs.String("safety", "", "safety `solver` of the real-game studies (endgames-real, endgames-real-moves): benson, static, solver1, partial (SOLVER 1.0 + P, their default), solver2 or solver3"),
		results:   fs.String("results", "results", "the folder of cached study rows (reused until the parameters or the code change)"),
		recompute: fs.Bool("recompute", false, "run the study even if its rows are cached, and cache the new rows"),
		shard:     fs.String("shard", "", "solve only shard i of n (i/n, i from 1 to n) and write its rows to --out"),
		out:       fs.String("out", "", "the folder where --shard writes its rows"),
		slurm:     fs.String("slurm", "", "write a Slurm job-array script (one shard per task) into this folder"),
		partition: fs.String("partition", "", "with --slurm: the Slurm partition"),
		slurmDur:  fs.String("time", "", "with --slurm: the time limit of each task (Slurm's format, e.g. 2:00:00)"),
		cpus:      fs.Int("cpus-per-task", 0, "with --slurm: CPUs per task, also the workers of each shard (0: Slurm's default, all visible cores)"),
		arraySize: fs.Int("array-size", 10, "with --slurm: the number of tasks, which is the number of shards"),
		submit:    fs.Bool("submit", false, "with --slurm: submit the script with sbatch"),
	}
}

// config checks the study parameters and returns the configuration.
func (sf *studyFlags) config() (studyConfig, error) {
	switch {
	case *sf.scale != "quick" && *sf.scale != "full":
		return studyConfig{}, usageError("--scale must be quick or full, not %q", *sf.scale)
	case *sf.maxNodes < 0:
		return studyConfig{}, usageError("--max-nodes %d is negative (0: the study's default)", *sf.maxNodes)
	case *sf.timeLimit < 0:
		return studyConfig{}, usageError("--time-limit %v is negative (0: the study's default)", *sf.timeLimit)
	case *sf.workers < 0:
		return studyConfig{}, usageError("--workers %d is negative (0: all cores)", *sf.workers)
	}
	return studyConfig{
		Budget:  search.Budget{MaxNodes: *sf.maxNodes, MaxTime: *sf.timeLimit},
		Workers: *sf.workers, Scale: *sf.scale, Seed: *sf.seed, Data: *sf.data, Shared: *sf.shared, Games: *sf.games, First: *sf.first,
		Engine: *sf.engine, Safety: *sf.safety,
	}, nil
}

// parameters returns every flag that is not a run flag with its value,
// but the flags added after results were first cached (laterParams) at
// their default value, so that runs without them key as they did.
func (sf *studyFlags) parameters() map[string]string {
	p := map[string]string{}
	sf.fs.VisitAll(func(f *flag.Flag) {
		if !isRunFlag(f.Name) && (!laterParams[f.Name] || f.Value.String() != f.DefValue) {
			p[f.Name] = f.Value.String()
		}
	})
	return p
}

// laterParams are the study parameters left out of a run's parameters at
// their default value (see parameters).
var laterParams = map[string]bool{"engine": true, "safety": true}

// defaultEngine is the default of --engine: lib/safety's default engine.
var defaultEngine = safety.Auto.String()

// setFlags returns the names of the flags given on the command line.
func (sf *studyFlags) setFlags() map[string]bool {
	set := map[string]bool{}
	sf.fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

func runStudy(args []string, stdout, stderr io.Writer) error {
	sf := newStudyFlags(stderr)
	sf.fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: decomp study [flags] NAME\n       decomp study NAME --shard i/n --out DIR\n       decomp study NAME --slurm DIR [--partition P --time T --cpus-per-task C --array-size N --submit]\n       decomp study merge DIR\n\nstudies:")
		for _, s := range sortedStudies() {
			fmt.Fprintf(stderr, "  %-18s %s\n", s.name, s.summary)
		}
		fmt.Fprintln(stderr, "\nflags:")
		sf.fs.PrintDefaults()
	}
	pos, err := parseFlags(sf.fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 && pos[0] == "merge" {
		return mergeStudy(sf, pos[1:], stdout, stderr)
	}
	if len(pos) != 1 {
		sf.fs.Usage()
		return usageError("want one study name, got %d arguments", len(pos))
	}
	cfg, err := sf.config()
	if err != nil {
		return err
	}
	def, err := findStudy(pos[0])
	if err != nil {
		return err
	}
	if err := checkShardFlags(sf); err != nil {
		return err
	}
	if !*sf.quiet {
		cfg.Progress = stderr
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	switch {
	case *sf.slurm != "":
		return writeSlurm(ctx, def, sf, stdout)
	case *sf.shard != "":
		return runShard(ctx, def, cfg, sf, stderr)
	}
	// The parameters that change the rows key the cache; the run flags
	// (workers, output, progress) do not.
	key, err := def.cacheKey(cfg, sf.parameters())
	if err != nil {
		return fmt.Errorf("study %s: %w", def.name, err)
	}
	cache := study.Cache{Dir: *sf.results, Recompute: *sf.recompute}
	_, run, err := cache.Do(ctx, def.name, key, func(ctx context.Context) (any, error) { return def.run(ctx, cfg) })
	if err != nil {
		return fmt.Errorf("study %s: %w", def.name, err)
	}
	fmt.Fprintln(stderr, "study", run.Summary())
	return printRun(run, *sf.json, *sf.csv, stdout)
}

// findStudy returns the study called name.
func findStudy(name string) (*studyDef, error) {
	for i := range studies {
		if studies[i].name == name {
			return &studies[i], nil
		}
	}
	var names []string
	for _, s := range sortedStudies() {
		names = append(names, s.name)
	}
	return nil, usageError("unknown study %q (known: %s)", name, strings.Join(names, ", "))
}

// printRun prints a run's rows as a table or JSON lines and writes them
// to csvFile if it is not empty.
func printRun(run study.Stored, jsonOut bool, csvFile string, stdout io.Writer) error {
	if csvFile != "" {
		f, err := os.Create(csvFile)
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
	if jsonOut {
		return run.WriteJSONLines(stdout)
	}
	return run.Table.Text(stdout)
}

func sortedStudies() []studyDef {
	s := append([]studyDef(nil), studies...)
	sort.Slice(s, func(i, j int) bool { return s[i].name < s[j].name })
	return s
}

// checkShardFlags rejects combinations of the flags of sharded runs that
// mean nothing: --out without --shard, Slurm options without --slurm, ...
func checkShardFlags(sf *studyFlags) error {
	set := sf.setFlags()
	if *sf.slurm != "" {
		for _, name := range []string{"shard", "out"} {
			if set[name] {
				return usageError("--%s and --slurm do not go together: the job's tasks pass --shard and --out", name)
			}
		}
	} else {
		for _, name := range []string{"partition", "time", "cpus-per-task", "array-size", "submit"} {
			if set[name] {
				return usageError("--%s goes with --slurm DIR", name)
			}
		}
	}
	switch {
	case *sf.shard != "":
		sh, err := study.ParseShard(*sf.shard)
		if err != nil {
			return usageError("--shard: %v", err)
		}
		if *sf.out == "" {
			return usageError("--shard %s needs --out DIR, the folder for its rows", sh)
		}
	case set["shard"]:
		return usageError("--shard is empty; want i/n, for example 2/4")
	case *sf.out != "":
		return usageError("--out goes with --shard i/n")
	}
	return nil
}

// manifest returns the manifest of a sharded run of def with sf's
// parameters, started from this program and folder.
func manifest(def *studyDef, sf *studyFlags, shards int) (study.Manifest, error) {
	code, err := studyCode()
	if err != nil {
		return study.Manifest{}, err
	}
	exe, err := os.Executable()
	if err != nil {
		return study.Manifest{}, err
	}
	wd, err := os.Getwd()
	if err != nil {
		return study.Manifest{}, err
	}
	return study.Manifest{Study: def.name, Shards: shards, Code: code, Parameters: sf.parameters(), Executable: exe, Workdir: wd}, nil
}

// runShard solves one shard of def and writes its rows (or its failure)
// to --out.
func runShard(ctx context.Context, def *studyDef, cfg studyConfig, sf *studyFlags, stderr io.Writer) error {
	sh, err := study.ParseShard(*sf.shard)
	if err != nil {
		return usageError("--shard: %v", err)
	}
	m, err := manifest(def, sf, sh.Count)
	if err != nil {
		return err
	}
	dir := *sf.out
	if err := study.CheckFolder(dir, m); err != nil {
		return err
	}
	sharding, err := study.SolveShard(sh)
	if err != nil {
		return usageError("--shard: %v", err)
	}
	cfg.Sharding = sharding
	host, _ := os.Hostname()
	start := time.Now()
	_, err = def.run(ctx, cfg)
	switch {
	case errors.Is(err, study.ErrShardDone):
		err = nil
	case err == nil && len(sharding.Stages()) == 0:
		err = errors.New("it does not run its problems through lib/study (study.Run or study.RunRows), so it cannot be sharded")
	}
	if err != nil {
		f := study.ShardFailure{Manifest: m, Shard: sh.Index, Host: host, Time: time.Now().UTC(), Error: err.Error()}
		return fmt.Errorf("study %s, shard %s: %w", def.name, sh, errors.Join(err, study.WriteShardFailure(dir, f)))
	}
	r := study.ShardResult{Manifest: m, Shard: sh.Index, Host: host, Started: start.UTC(),
		Seconds: time.Since(start).Seconds(), Stages: sharding.Stages()}
	if err := study.WriteShardResult(dir, r); err != nil {
		return err
	}
	solved, problems := 0, 0
	for _, st := range r.Stages {
		solved += len(st.Solved)
		problems += st.Problems
	}
	fmt.Fprintf(stderr, "study %s, shard %s: %d of %d problems in %s; rows in %s\n", def.name, sh, solved, problems,
		time.Since(start).Round(time.Millisecond), filepath.Join(dir, study.ShardFile(sh)))
	return nil
}

// mergeStudy prints the rows of every shard in dir as one run of the
// study would.
func mergeStudy(sf *studyFlags, pos []string, stdout, stderr io.Writer) error {
	for name := range sf.setFlags() {
		if name != "json" && name != "csv" && name != "quiet" && name != "workers" && name != "results" {
			return usageError("merge takes the study and its parameters from the shards; --%s does not go with it", name)
		}
	}
	if len(pos) != 1 {
		return usageError("merge wants one folder of shard results, got %d arguments", len(pos))
	}
	dir := pos[0]
	merged, err := study.ReadShards(dir)
	if inc := (*study.IncompleteError)(nil); errors.As(err, &inc) {
		return incompleteError(inc)
	}
	if err != nil {
		return err
	}
	m := merged.Manifest
	code, err := studyCode()
	if err != nil {
		return err
	}
	if m.Code != code {
		return fmt.Errorf("%s: the shards were computed by code version %q, this decomp is %q: merge with the program that ran them (%s)", dir, m.Code, code, m.Executable)
	}
	def, err := findStudy(m.Study)
	if err != nil {
		return fmt.Errorf("%s: %w", dir, err)
	}
	cfg, err := configOf(m.Parameters)
	if err != nil {
		return fmt.Errorf("%s: the shards' parameters: %w", dir, err)
	}
	cfg.Workers = *sf.workers
	replay, err := merged.Replay()
	if err != nil {
		return err
	}
	cfg.Sharding = replay
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	// The merged rows go into the cache like the rows of one run with
	// these parameters, for the command line and the notebooks to reuse.
	key, err := def.cacheKey(cfg, m.Parameters)
	if err != nil {
		return fmt.Errorf("study %s, merging %s: %w", def.name, dir, err)
	}
	cache := study.Cache{Dir: *sf.results, Recompute: true}
	_, run, err := cache.Do(ctx, def.name, key, func(ctx context.Context) (any, error) {
		rows, err := def.run(ctx, cfg)
		if err == nil {
			err = replay.Finished()
		}
		return rows, err
	})
	if err != nil {
		return fmt.Errorf("study %s, merging %s: %w", def.name, dir, err)
	}
	seconds := 0.0
	for _, r := range merged.Results {
		seconds += r.Seconds
	}
	fmt.Fprintf(stderr, "study %s; merged from %d shards in %s (%.1f s of shard time)\n", run.Summary(), m.Shards, dir, seconds)
	return printRun(run, *sf.json, *sf.csv, stdout)
}

// configOf parses a manifest's parameters as the flags they came from.
func configOf(params map[string]string) (studyConfig, error) {
	sf := newStudyFlags(io.Discard)
	var args []string
	for _, k := range sortedKeys(params) {
		if isRunFlag(k) {
			return studyConfig{}, fmt.Errorf("--%s is not a parameter", k)
		}
		args = append(args, "--"+k+"="+params[k])
	}
	if err := sf.fs.Parse(args); err != nil {
		return studyConfig{}, err
	}
	return sf.config()
}

// incompleteError names each missing shard with the commands that rerun it.
func incompleteError(inc *study.IncompleteError) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d of %d shards of study %s have no result:\n", inc.Dir, len(inc.Missing), inc.Manifest.Shards, inc.Manifest.Study)
	dir, err := filepath.Abs(inc.Dir)
	if err != nil {
		dir = inc.Dir
	}
	script := filepath.Join(dir, slurmScriptName)
	_, scriptErr := os.Stat(script)
	for _, ms := range inc.Missing {
		if ms.Failure != "" {
			fmt.Fprintf(&b, "  shard %s failed: %s\n", ms.Shard, ms.Failure)
		} else {
			fmt.Fprintf(&b, "  shard %s: no result (not run, still running, or killed)\n", ms.Shard)
		}
		if log := filepath.Join(dir, "logs", fmt.Sprintf("shard-%d.log", ms.Shard.Index)); fileExists(log) {
			fmt.Fprintf(&b, "    its log: %s\n", log)
		}
		fmt.Fprintf(&b, "    rerun it: %s\n", rerunCommand(inc.Manifest, dir, ms.Shard))
		if scriptErr == nil {
			fmt.Fprintf(&b, "    or on the cluster: sbatch --array=%d %s\n", ms.Shard.Index, shellQuote(script))
		}
	}
	exe := inc.Manifest.Executable
	if exe == "" {
		exe = "decomp"
	}
	fmt.Fprintf(&b, "then merge again: %s study merge %s", shellQuote(exe), shellQuote(dir))
	return errors.New(b.String())
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// shardCommand is the shell command that runs shard (i/n, or a shell
// expression for it) of the run m into dir, with runArgs (run flags).
func shardCommand(m study.Manifest, dir, shard string, runArgs ...string) string {
	exe := m.Executable
	if exe == "" {
		exe = "decomp"
	}
	defaults := newStudyFlags(io.Discard)
	args := []string{shellQuote(exe), "study"}
	args = append(args, runArgs...)
	for _, k := range sortedKeys(m.Parameters) {
		if f := defaults.fs.Lookup(k); f == nil || f.DefValue != m.Parameters[k] {
			args = append(args, shellQuote("--"+k+"="+m.Parameters[k]))
		}
	}
	args = append(args, shellQuote(m.Study), "--shard", shard, "--out", shellQuote(dir))
	return strings.Join(args, " ")
}

// rerunCommand is the shell command that reruns one shard of the run m
// into dir, from the folder the run was started in.
func rerunCommand(m study.Manifest, dir string, shard study.Shard) string {
	cmd := shardCommand(m, dir, shard.String())
	if m.Workdir != "" {
		cmd = "cd " + shellQuote(m.Workdir) + " && " + cmd
	}
	return cmd
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:=,+@%-") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
