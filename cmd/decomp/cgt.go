package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/cgt/rulesets"
	"github.com/decomplab/decomplab/lib/search"
)

// cgtResult is one line of `decomp cgt --json`.
type cgtResult struct {
	Expr   string `json:"expr"`
	Kind   string `json:"kind"`
	Result string `json:"result"`
	// Left and Right are the thermograph walls as [t, x] pairs (strings,
	// exact dyadics) when Kind is "thermograph".
	Left        [][2]string `json:"left,omitempty"`
	Right       [][2]string `json:"right,omitempty"`
	Mean        string      `json:"mean,omitempty"`
	Temperature string      `json:"temperature,omitempty"`
}

// Default budgets of each expression of decomp cgt (its arithmetic and its
// ruleset searches): whichever comes first.
const (
	defaultCGTMaxNodes  = 2_000_000
	defaultCGTTimeLimit = 30 * time.Second
)

// runCGT evaluates combinatorial-game expressions in CGSuite's notation.
func runCGT(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("cgt", stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object per expression")
	maxNodes := fs.Int64("max-nodes", defaultCGTMaxNodes, "node budget of each expression: its canonical-form operations, and the positions of each ruleset search (0: none)")
	timeLimit := fs.Duration("time-limit", defaultCGTTimeLimit, "time budget of each expression, arithmetic and searches, e.g. 2m (0: none)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: decomp cgt [--json] [--max-nodes N] [--time-limit D] EXPR...

Evaluates each expression in CGSuite's notation and prints one line each:
a game in canonical form, a number, true/false, a list {a,b} or a thermograph.
Examples:
  decomp cgt '{3|-1}.Mean' '^ + ^ + *' 'Domineering("..|..")' '{2|0}.Thermograph'
  decomp cgt '^ <= *' 'Clobber("xxo").Incentives' 'ToadsAndFrogs("tt.ff")'
  decomp cgt 'G := {3|-1}' 'H := Domineering("..|..")' 'G + H' '(G + H).Thermograph'
Names bound with := are visible in the later expressions.
Every expression, its arithmetic (sums, comparisons, canonical forms) and
its ruleset searches (Domineering, Clobber, ToadsAndFrogs), runs within
both budgets below; one that runs out says which flag raises it. On a
terminal a progress line shows long searches; Ctrl-C stops the expression.`)
		fs.PrintDefaults()
	}
	flagArgs, exprs := splitCGTArgs(args)
	if _, err := parseFlags(fs, flagArgs); err != nil {
		return err
	}
	if len(exprs) == 0 {
		return usageError("no expression given (try: decomp cgt '{3|-1}.Mean')")
	}
	if *maxNodes < 0 {
		return usageError("--max-nodes %d is negative (0: no budget)", *maxNodes)
	}
	if *timeLimit < 0 {
		return usageError("--time-limit %v is negative (0: none)", *timeLimit)
	}
	interrupt, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	s := cgt.NewStore()
	solver := rulesets.NewSolver(s)
	ev := cgt.NewEvaluator(s)
	rulesets.Register(ev, solver)
	budget := search.Budget{MaxNodes: *maxNodes, MaxTime: *timeLimit}
	var failed []string
	for _, expr := range exprs {
		var progress *progressLine
		if isTerminal(stderr) {
			progress = newProgressLine(stderr, shortExpr(expr))
			solver.Progress = progress.update
		}
		v, err := ev.EvalContext(interrupt, budget, expr)
		progress.clear()
		if err != nil {
			fmt.Fprintf(stderr, "decomp cgt: %v%s\n", err, budgetHint(err, *maxNodes, *timeLimit))
			failed = append(failed, shortExpr(expr))
			if interrupt.Err() != nil {
				break
			}
			continue
		}
		// The printed form of a canonical game can be exponentially larger
		// than the game: print within the same budget.
		var text string
		if err := s.Within(interrupt, budget, func() error { text = s.FormatValue(v); return nil }); err != nil {
			fmt.Fprintf(stderr, "decomp cgt: printing the value: %v%s\n", err, budgetHint(err, *maxNodes, *timeLimit))
			failed = append(failed, shortExpr(expr))
			continue
		}
		if !*jsonOut {
			fmt.Fprintln(stdout, text)
			continue
		}
		r := cgtResult{Expr: expr, Kind: kindString(v.Kind), Result: text}
		if th := v.Thermograph; v.Kind == cgt.KindThermograph {
			r.Left, r.Right = pointPairs(th.LeftPoints()), pointPairs(th.RightPoints())
			r.Mean, r.Temperature = th.Mean.String(), th.Temperature.String()
		}
		if err := writeJSON(stdout, r); err != nil {
			return err
		}
	}
	if interrupt.Err() != nil {
		return fmt.Errorf("interrupted")
	}
	if len(failed) > 0 {
		return fmt.Errorf("%d of %d expressions failed: %s", len(failed), len(exprs), strings.Join(failed, "; "))
	}
	return nil
}

// budgetHint says which flag raises the budget an expression ran out of.
func budgetHint(err error, maxNodes int64, timeLimit time.Duration) string {
	switch {
	case errors.Is(err, search.ErrNodeBudget):
		return fmt.Sprintf(" (the node budget is %d; raise it with --max-nodes %d, or --max-nodes 0 for none)", maxNodes, 10*maxNodes)
	case errors.Is(err, search.ErrTimeBudget):
		return fmt.Sprintf(" (the time limit is %v; raise it with --time-limit %v, or --time-limit 0 for none)", timeLimit, 10*timeLimit)
	case errors.Is(err, context.Canceled):
		return " (interrupted)"
	}
	return ""
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressLine shows the progress of one expression's searches on one
// terminal line, rewritten at most every progressEvery; it appears only
// once a search has run for progressAfter. A nil *progressLine does
// nothing.
type progressLine struct {
	w          io.Writer
	expr       string
	start, out time.Time
	shown      bool
}

const (
	progressAfter = time.Second
	progressEvery = 250 * time.Millisecond
)

func newProgressLine(w io.Writer, expr string) *progressLine {
	return &progressLine{w: w, expr: expr, start: time.Now()}
}

func (p *progressLine) update(nodes int64) {
	now := time.Now()
	if now.Sub(p.start) < progressAfter || now.Sub(p.out) < progressEvery {
		return
	}
	p.out, p.shown = now, true
	fmt.Fprintf(p.w, "\r\x1b[Kdecomp cgt: %s: %d positions, %v (Ctrl-C stops)", p.expr, nodes, now.Sub(p.start).Round(time.Second))
}

// clear erases the progress line, if one was shown.
func (p *progressLine) clear() {
	if p != nil && p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}

// shortExpr returns expr, cut to its first 40 runes and "..." if longer,
// for the summary of failed expressions.
func shortExpr(expr string) string {
	const width = 40
	if r := []rune(expr); len(r) > width {
		return string(r[:width]) + "..."
	}
	return expr
}

func kindString(k cgt.ValueKind) string {
	switch k {
	case cgt.KindBool:
		return "bool"
	case cgt.KindList:
		return "list"
	case cgt.KindThermograph:
		return "thermograph"
	}
	return "game"
}

func pointPairs(pts []cgt.Point) [][2]string {
	out := make([][2]string, len(pts))
	for i, p := range pts {
		out[i] = [2]string{p.T.String(), p.X.String()}
	}
	return out
}

// splitCGTArgs separates flags from expressions: expressions may start with
// '-' ("-5/8", "-{1|0}"), so only the names of defined flags (and -h) count
// as flags; everything after "--" is an expression.
func splitCGTArgs(args []string) (flags, exprs []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return flags, append(exprs, args[i+1:]...)
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") {
			exprs = append(exprs, a)
			continue
		}
		switch name {
		case "json", "h", "help":
			flags = append(flags, a)
		case "max-nodes", "time-limit":
			flags = append(flags, a)
			if !hasValue && i+1 < len(args) {
				i++
				flags = append(flags, args[i])
			}
		default:
			exprs = append(exprs, a)
		}
	}
	return flags, exprs
}
