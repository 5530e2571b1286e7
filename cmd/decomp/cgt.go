package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/cgt/rulesets"
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

// runCGT evaluates combinatorial-game expressions in CGSuite's notation.
func runCGT(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("cgt", stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object per expression")
	maxNodes := fs.Int("max-nodes", 2_000_000, "search budget for ruleset positions (0: none)")
	timeLimit := fs.Duration("time-limit", 0, "time budget for ruleset searches, e.g. 10s (0: none)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: decomp cgt [--json] [--max-nodes N] [--time-limit D] EXPR...

Evaluates each expression in CGSuite's notation and prints one line each:
a game in canonical form, a number, true/false, a list {a,b} or a thermograph.
Examples:
  decomp cgt '{3|-1}.Mean' '^ + ^ + *' 'Domineering("..|..")' '{2|0}.Thermograph'
  decomp cgt '^ <= *' 'Clobber("xxo").Incentives' 'ToadsAndFrogs("tt.ff")'
  decomp cgt 'G := {3|-1}' 'H := Domineering("..|..")' 'G + H' '(G + H).Thermograph'
Names bound with := are visible in the later expressions.`)
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if *timeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeLimit)
		defer cancel()
	}
	s := cgt.NewStore()
	ev := rulesets.NewEvaluatorContext(ctx, s, *maxNodes)
	var failed []string
	for _, expr := range exprs {
		v, err := ev.Eval(expr)
		if err != nil {
			fmt.Fprintf(stderr, "decomp cgt: %v\n", err)
			failed = append(failed, shortExpr(expr))
			continue
		}
		text := s.FormatValue(v)
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
	if len(failed) > 0 {
		return fmt.Errorf("%d of %d expressions failed: %s", len(failed), len(exprs), strings.Join(failed, "; "))
	}
	return nil
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
