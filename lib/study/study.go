package study

import (
	"context"
	"runtime"
	"sync"
)

// Options configure a run.
type Options struct {
	Workers int    // parallel workers; 0 means runtime.NumCPU()
	Label   string // what the progress display says the run is doing
	// Meter is shown the progress: a Progress bar (NewProgress(os.Stderr,
	// ...)), kernel/nb's notebook bar, or nil for none.
	Meter Meter
	// Sharding, if set, makes the run solve only one shard of the problems
	// and keep their rows, or give back the rows of every shard read from
	// disk (see Sharding).
	Sharding *Sharding
	// Cost, if set, is the expected cost of problem i (any unit, the same
	// for all problems): shards are balanced by it (see Assign).
	Cost func(i int) float64
}

// Run calls solve on every problem with up to opts.Workers in parallel and
// returns the rows in the order of problems. A cancelled context stops
// handing out problems; the rows of problems never started are the zero
// value and the context's error is returned with the rows done so far.
// solve must not share mutable state between calls.
func Run[P, R any](ctx context.Context, problems []P, opts Options, solve func(ctx context.Context, p P) R) ([]R, error) {
	return run(ctx, problems, opts, func(ctx context.Context, p P) (R, error) { return solve(ctx, p), nil })
}

// RunRows is Run for a solve that gives any number of rows per problem, or
// an error: it returns the rows of all problems joined in the problems'
// order, or the error of the first problem (in order) that failed.
func RunRows[P, R any](ctx context.Context, problems []P, opts Options, solve func(ctx context.Context, p P) ([]R, error)) ([]R, error) {
	per, err := run(ctx, problems, opts, solve)
	if err != nil {
		return nil, err
	}
	var rows []R
	for _, r := range per {
		rows = append(rows, r...)
	}
	return rows, nil
}

// run solves every problem (or one shard of them, see Sharding) and
// returns one value per problem.
func run[P, V any](ctx context.Context, problems []P, opts Options, solve func(ctx context.Context, p P) (V, error)) ([]V, error) {
	if opts.Sharding != nil {
		return runSharded(ctx, problems, opts, solve)
	}
	vals, errs, err := solveAll(ctx, problems, opts, solve)
	if err != nil {
		return vals, err
	}
	for _, err := range errs {
		if err != nil {
			return vals, err
		}
	}
	return vals, nil
}

// solveAll calls solve on every problem on opts.Workers and returns the
// values and errors per problem, and the context's error if it stopped
// handing out problems.
func solveAll[P, V any](ctx context.Context, problems []P, opts Options, solve func(ctx context.Context, p P) (V, error)) ([]V, []error, error) {
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, max(1, len(problems)))
	vals := make([]V, len(problems))
	errs := make([]error, len(problems))
	bar := opts.Meter
	if bar == nil {
		bar = NewProgress(nil, "", 0) // silent
	}
	bar.Begin(opts.Label, len(problems))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				vals[i], errs[i] = solve(ctx, problems[i])
				bar.Advance(1)
			}
		}()
	}
	var err error
feed:
	for i := range problems {
		select {
		case jobs <- i:
		case <-ctx.Done():
			err = ctx.Err()
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	bar.End()
	return vals, errs, err
}
