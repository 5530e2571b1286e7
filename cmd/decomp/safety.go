package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// safetyReport is the output of `decomp safety`.
type safetyReport struct {
	File      string         `json:"file"`
	Move      int            `json:"move"`
	Solver    string         `json:"solver"`
	BlackSafe []string       `json:"black_safe"`
	WhiteSafe []string       `json:"white_safe"`
	Nodes     int64          `json:"nodes"`
	Millis    float64        `json:"millis"`
	Stop      search.Stop    `json:"stop"` // why the searches stopped: finished, node limit, time limit, canceled
	Regions   []safetyRegion `json:"regions"`
}

// safetyRegion is the verdict on one basic region.
type safetyRegion struct {
	Color      string   `json:"color"`
	Size       int      `json:"size"`
	Verdict    string   `json:"verdict"`
	Method     string   `json:"method,omitempty"`
	Points     []string `json:"points"`
	SafePoints int      `json:"safe_points"`
	Nodes      int      `json:"nodes"`
}

func gtpVertices(r board.Region, height int) []string {
	vs := []string{}
	for p := range r.All() {
		vs = append(vs, p.GTP(height))
	}
	return vs
}

func runSafety(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("safety", stderr)
	solverName := fs.String("solver", "partial", "`solver`: benson, static, solver1, solver2, partial or solver3")
	colorName := fs.String("color", "both", "colour to analyse: black, white or both")
	move := moveFlag(fs, "analyse")
	limit := fs.Duration("time-limit", 0, "time budget of the searches (0: none, the node budget decides, so results do not depend on the machine's load)")
	maxNodes := fs.Int("max-nodes", 0, "node budget of the searches (0: the default)")
	engineName := fs.String("engine", "auto", "`engine` of the region searches: auto (dfs for solver1 and partial, dfpn for what solver2 and solver3 add), dfs (depth-first) or dfpn (df-pn); the same claims, another speed")
	jsonOut := fs.Bool("json", false, "print JSON")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: decomp safety [--solver benson|static|solver1|solver2|partial|solver3] [--engine auto|dfs|dfpn] [--color black|white|both] [--move N] [--time-limit D] [--json] FILE.sgf\n\n"+
			"Proves stones and territories safe (Niu & Müller's safety solvers) and prints\n"+
			"the safe points of each colour and a verdict per region.\n\nflags:")
		fs.PrintDefaults()
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := oneSGFArgument(pos, *move, "decomp safety [flags] FILE.sgf"); err != nil {
		return err
	}
	switch {
	case *limit < 0:
		return usageError("--time-limit %v: must be positive, or 0 for none", *limit)
	case *maxNodes < 0:
		return usageError("--max-nodes %d is negative (0: the default)", *maxNodes)
	}
	solver, err := safety.ParseSolver(*solverName)
	if err != nil {
		return usageError("--solver: %v", err)
	}
	engine, err := safety.ParseEngine(*engineName)
	if err != nil {
		return usageError("--engine: %v", err)
	}
	var colors []board.Color
	switch strings.ToLower(*colorName) {
	case "both":
		colors = []board.Color{board.Black, board.White}
	default:
		c, err := board.ParseColor(*colorName)
		if err != nil {
			return usageError("--color: %v", err)
		}
		colors = []board.Color{c}
	}
	_, b, n, err := readPosition(pos[0], *move)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	if *limit > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), *limit+time.Second)
	}
	defer cancel()
	res, err := safety.SolveColors(ctx, b, colors, safety.Options{Solver: solver, Engine: engine,
		Budget: safety.Budget{Budget: search.Budget{MaxTime: *limit, MaxNodes: int64(*maxNodes)}}})
	if err != nil {
		return err
	}
	h := b.Height()
	rep := safetyReport{File: pos[0], Move: n, Solver: solver.String(),
		BlackSafe: gtpVertices(res.Safe[board.Black], h), WhiteSafe: gtpVertices(res.Safe[board.White], h),
		Nodes: res.Nodes, Millis: float64(res.Elapsed.Microseconds()) / 1000, Stop: res.Stop,
		Regions: []safetyRegion{}}
	for _, v := range res.Regions {
		rep.Regions = append(rep.Regions, safetyRegion{Color: v.Color.String(), Size: v.Size(),
			Verdict: v.Status.String(), Method: v.Method, Points: gtpVertices(v.Points, h),
			SafePoints: v.SafePoints.Count(), Nodes: v.Nodes})
	}
	if *jsonOut {
		return writeJSON(stdout, rep)
	}
	fmt.Fprintf(stdout, "%s after %d moves, solver %s\n%s", pos[0], n, solver.Title(), safetyDiagram(b, res))
	fmt.Fprintf(stdout, "black safe: %d points\nwhite safe: %d points\n", len(rep.BlackSafe), len(rep.WhiteSafe))
	fmt.Fprintf(stdout, "nodes %d, %.1f ms", rep.Nodes, rep.Millis)
	if rep.Stop.Early() {
		fmt.Fprintf(stdout, " (budget exhausted, %v: more may be safe)", rep.Stop)
	}
	fmt.Fprintln(stdout)
	for _, r := range rep.Regions {
		if r.Verdict == "not proven" {
			continue
		}
		fmt.Fprintf(stdout, "  %s region of %s at %s: %s", r.Color, count(r.Size, "point"), r.Points[0], r.Verdict)
		if r.Method != "" {
			fmt.Fprintf(stdout, " (%s)", r.Method)
		}
		fmt.Fprintln(stdout)
	}
	return nil
}

// safetyDiagram prints the board with safe points marked: X/O safe stones,
// x/o unsafe stones, B/W safe territory (dead stones included), . others.
func safetyDiagram(b *board.Board, res *safety.Result) string {
	var sb strings.Builder
	for y := 0; y < b.Height(); y++ {
		fmt.Fprintf(&sb, "%2d ", b.Height()-y)
		for x := 0; x < b.Width(); x++ {
			p := board.Pt(x, y)
			ch := byte('.')
			switch c := b.At(p); {
			case c != board.Empty && res.Safe[c].Has(p):
				ch = "XO"[c-1]
			case res.Safe[board.Black].Has(p):
				ch = 'B'
			case res.Safe[board.White].Has(p):
				ch = 'W'
			case c != board.Empty:
				ch = "xo"[c-1]
			}
			sb.WriteByte(' ')
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
