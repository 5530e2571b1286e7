package nb

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"

	"github.com/decomplab/decomplab/internal/checkout"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/study"
)

// Root returns the checkout the cell runs in: $DECOMPLAB_ROOT (set by the
// kernel spec), else the checkout above the notebook's folder or the
// working directory. A cell that runs outside any checkout stops with an
// error.
//
//	problems, err := oneeye.ReadDir(filepath.Join(nb.Root(), "data", "oneeye", "toy"))
func Root() string {
	var tried []string
	for _, d := range []string{os.Getenv("DECOMPLAB_ROOT"), os.Getenv("GONB_DIR"), workingDir()} {
		if d == "" {
			continue
		}
		if r, err := checkout.Root(d); err == nil {
			return r
		}
		tried = append(tried, d)
	}
	Must(fmt.Errorf("nb: no decomplab checkout at or above %s", strings.Join(tried, ", ")))
	return ""
}

func workingDir() string {
	wd, _ := os.Getwd()
	return wd
}

// Ctx returns the cell's context: it is cancelled when the cell is
// interrupted (GoNB sends the cell's program an interrupt, and kills it a
// little later), so a search given it stops promptly and returns what it
// has. The cell's program ends with the cell: there is nothing to release.
//
//	res, err := endgame.Solve(nb.Ctx(), p.Board, opts)
func Ctx() context.Context {
	cellCtxOnce.Do(func() {
		cellCtx, _ = signal.NotifyContext(context.Background(), os.Interrupt)
	})
	return cellCtx
}

var (
	cellCtxOnce sync.Once
	cellCtx     context.Context
)

// Plot displays a chart, taking a builder's results as they are (its
// chart and error), so that a cell is one line, and returns the chart:
//
//	nb.Plot(figures.OneEyeNodes(rows, "toy", oneeye.NoDDS, oneeye.DDS))
//	nb.Save("fig7", nb.Plot(figures.OneEyeNodes(...))) // shown and saved
//
// On an error the cell stops with it. The output carries the interactive
// chart and a static SVG (see Notebook.Chart).
func Plot(c plot.Chart, err error) plot.Chart {
	Must(err)
	if InNotebook() {
		Must(Default().Chart(c))
	}
	return c
}

// Tabulate displays rows (anything study.TableOf takes: a slice of
// structs, a [][]string with a header row, a study.Table) with an error,
// as a table builder returns them, and returns the table; on an error the
// cell stops with it.
//
//	nb.Tabulate(figures.OneEyeTotals(rows))
//	nb.SaveTable("table1", nb.Tabulate(figures.OneEyeTotals(rows))) // shown and saved
func Tabulate(rows any, err error) study.Table {
	Must(err)
	t, err := study.TableOf(rows)
	Must(err)
	Must(Table(t))
	return t
}

// Provenance displays what produced the report — the commit and whether
// the tree was modified, Go version, OS/architecture, CPU model, date —
// and the notebook's parameters. Every report's first cell calls it.
//
//	nb.Provenance(map[string]any{"full": full, "maxNodes": maxNodes})
func Provenance(params map[string]any) study.Provenance {
	p := study.Describe(Root(), params)
	Must(Table(p.Table()))
	return p
}

// Cached returns the rows of a study from the checkout's results/ cache
// when a run with the same name, parameters and code is stored there
// (unless recompute), else runs compute with a live progress bar (the
// Meter in its Options, which study.Run drives) and the cell's context,
// stores its rows and returns them. A line under the cell says which it
// was. The command line's `decomp study` shares the cache.
//
//	rows := nb.Cached("oneeye", params, recompute, func(ctx context.Context, o study.Options) ([]oneeye.Row, error) {
//		return oneeye.Study(ctx, problems, o)
//	})
func Cached[R any](name string, params any, recompute bool, compute func(context.Context, study.Options) ([]R, error)) []R {
	root := Root()
	cache := study.Cache{Dir: filepath.Join(root, "results"), Checkout: root, Recompute: recompute}
	rows, run, err := study.Cached(Ctx(), cache, name, params, func(ctx context.Context) ([]R, error) {
		bar := NewProgress(name, 0)
		defer bar.End()
		return compute(ctx, study.Options{Label: name, Meter: bar})
	})
	Must(err)
	if r, err := filepath.Rel(root, run.File); err == nil && run.File != "" {
		run.File = r
	}
	Markdown("<small>" + run.Summary() + "</small>")
	return rows
}

// Study returns the rows of the study name run with parameters p, a value
// of the study's own parameter type (study.Params: bgf.QualityOptions,
// safety.PhasesParams, soft.PlayParams, ...), cached as Cached does.
// `decomp study name` builds the same type from its flags, so a run with
// equal parameters from either is reused by the other.
//
//	q := bgf.DefaultQualityOptions()
//	rows := nb.Study("bgf", q, recompute)
func Study[R any](name string, p study.Params[R], recompute bool) []R {
	return Cached(name, p, recompute, p.Run)
}

// Save writes a chart for a paper as figures/NAME.svg, .pdf and .png in
// the checkout (see plot.Renderer); on an error the cell stops with it.
//
//	nb.Save("fig7-dds-vs-nodds", nb.Plot(figures.OneEyeNodes(rows, "toy", oneeye.NoDDS, oneeye.DDS)))
func Save(name string, c plot.Chart) {
	path, err := FindECharts()
	Must(err)
	r, err := plot.NewRenderer(path)
	Must(err)
	base := filepath.Join(Root(), "figures", name)
	Must(r.Save(base, c))
	Markdown(fmt.Sprintf("<small>saved figures/%s.svg, .pdf, .png</small>", name))
}

// SaveTable writes rows (anything study.TableOf takes) for a paper as
// figures/NAME.csv and .tex in the checkout (see plot.SaveTable); on an
// error the cell stops with it.
//
//	nb.SaveTable("table1", nb.Tabulate(figures.OneEyeTotals(rows)))
func SaveTable(name string, rows any) {
	Must(plot.SaveTable(filepath.Join(Root(), "figures", name), rows))
	Markdown(fmt.Sprintf("<small>saved figures/%s.csv, .tex</small>", name))
}
