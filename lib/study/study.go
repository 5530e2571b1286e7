package study

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"
)

// Options configure a run.
type Options struct {
	Workers  int       // parallel workers; 0 means runtime.NumCPU()
	Progress io.Writer // where the progress bar goes (usually os.Stderr); nil for none
	Label    string    // what the progress bar says it is doing
	// Meter, if not nil, is shown the progress instead of a bar on
	// Progress (kernel/nb's notebook bar is one).
	Meter Meter
	// Sharding, if set, makes the run solve only one shard of the problems
	// and keep their rows, or give back the rows of every shard read from
	// disk (see Sharding).
	Sharding *Sharding
	// Cost, if set, is the expected cost of problem i (any unit, the same
	// for all problems): shards are balanced by it (see Assign).
	Cost func(i int) float64
}

// Meter is what Run reports its progress to: Begin once with the number of
// problems, Advance after each finished problem, End when the run is over.
// Progress (a bar on a terminal) and kernel/nb's notebook bar implement it.
type Meter interface {
	Begin(label string, total int)
	Advance(n int)
	End()
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
		bar = NewProgress(opts.Progress, opts.Label, len(problems))
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

// Progress is a progress bar for long runs, written to a terminal (or log)
// at most a few times a second. The zero of writer disables it. It is safe
// for concurrent use.
type Progress struct {
	mu    sync.Mutex
	w     io.Writer
	label string
	total int
	done  int
	start time.Time
	last  time.Time
}

// NewProgress returns a bar for total steps that writes to w (nil: silent).
func NewProgress(w io.Writer, label string, total int) *Progress {
	if label == "" {
		label = "running"
	}
	return &Progress{w: w, label: label, total: total, start: time.Now()}
}

// Begin restarts the bar for total steps under label (the label given to
// NewProgress if empty).
func (p *Progress) Begin(label string, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if label != "" {
		p.label = label
	}
	p.total, p.done, p.start = total, 0, time.Now()
}

// Advance records n more finished steps.
func (p *Progress) Advance(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done += n
	if p.w == nil {
		return
	}
	if now := time.Now(); now.Sub(p.last) >= 200*time.Millisecond || p.done == p.total {
		p.last = now
		p.draw()
	}
}

// End finishes the bar's line.
func (p *Progress) End() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.w == nil {
		return
	}
	p.draw()
	fmt.Fprintln(p.w)
}

// Fraction returns the share of steps finished, from 0 to 1.
func (p *Progress) Fraction() float64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.total == 0 {
		return 1
	}
	return float64(p.done) / float64(p.total)
}

func (p *Progress) draw() {
	const width = 30
	frac := 1.0
	if p.total > 0 {
		frac = float64(p.done) / float64(p.total)
	}
	filled := int(frac * width)
	bar := make([]byte, width)
	for i := range bar {
		bar[i] = '.'
		if i < filled {
			bar[i] = '#'
		}
	}
	elapsed := time.Since(p.start)
	eta := ""
	if p.done > 0 && p.done < p.total {
		left := time.Duration(float64(elapsed) / float64(p.done) * float64(p.total-p.done))
		eta = fmt.Sprintf(", %s left", left.Round(time.Second))
	}
	fmt.Fprintf(p.w, "\r%s [%s] %d/%d, %s%s   ", p.label, bar, p.done, p.total, elapsed.Round(100*time.Millisecond), eta)
}
