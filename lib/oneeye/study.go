package oneeye

import (
	"context"

	"github.com/decomplab/decomplab/lib/board"
)

// Row is one line of the paper's tables and figures (Tables 1-2, Figs 7-9):
// one problem, one first player, one method. The csv tags name the columns
// for lib/study.
type Row struct {
	Name           string  `csv:"name"`
	Collection     string  `csv:"collection"`
	First          string  `csv:"first"` // "defender" or "attacker"
	Method         string  `csv:"method"`
	Result         string  `csv:"result"` // "defender", "attacker" or "unknown"
	Want           string  `csv:"want"`   // the answer recorded in the file ("unknown" if none)
	Move           string  `csv:"move"`   // GTP vertex or "pass"; "" if none
	Nodes          int64   `csv:"nodes"`
	Millis         float64 `csv:"millis"`
	NodesPerSecond float64 `csv:"nodes_per_second"`
	Stop           string  `csv:"stop"` // why the search ended: "solved", "node limit", ...
	Decompositions int64   `csv:"decompositions"`
	Narrowings     int64   `csv:"narrowings"` // DDS rules D1 and D2 (Stats.Narrowings)
	Lost           int64   `csv:"lost_nodes"` // DDS rule D3 (Stats.Lost)
	Share          float64 `csv:"decomposition_share"`
	TTHits         int64   `csv:"tt_hits"`
	Fallback       bool    `csv:"fallback"`
}

// Job is one solve of a study: a problem, its collection, who moves first
// (0 the defender, 1 the attacker) and the method.
type Job struct {
	Problem    *Problem
	Collection string
	First      int
	Method     Method
}

// Jobs lists every problem with both first players and every method, in
// that order (problem-major).
func Jobs(collection string, problems []*Problem, methods []Method) []Job {
	var js []Job
	for _, p := range problems {
		for first := 0; first < 2; first++ {
			for _, m := range methods {
				js = append(js, Job{Problem: p, Collection: collection, First: first, Method: m})
			}
		}
	}
	return js
}

// Run solves the job with the budget of opts (opts.Method is replaced by
// the job's) and returns its row. Bad input gives a row with result
// "unknown".
func (j Job) Run(ctx context.Context, opts Options) Row {
	p := j.Problem
	first := p.Defender
	firstName := "defender"
	if j.First == 1 {
		first, firstName = p.Attacker(), "attacker"
	}
	opts.Method = j.Method
	r, err := Solve(ctx, p, first, opts)
	row := Row{
		Name: p.Name, Collection: j.Collection, First: firstName, Method: j.Method.String(),
		Result: r.Outcome.String(), Want: p.Want[j.First].String(),
	}
	if err != nil {
		return row
	}
	if r.Move != board.NoPoint {
		row.Move = r.Move.GTP(p.Board.Height())
	}
	row.Nodes = r.Stats.Nodes
	row.Millis = float64(r.Stats.Elapsed.Microseconds()) / 1000
	row.NodesPerSecond = r.Stats.NodesPerSecond()
	row.Stop = r.Stop.String()
	row.Decompositions = r.Stats.Decompositions
	row.Narrowings, row.Lost = r.Stats.Narrowings, r.Stats.Lost
	row.Share = r.Stats.DecompositionShare()
	row.TTHits = r.Stats.TTHits
	row.Fallback = r.Stats.Fallback
	return row
}

// Rows runs every job of the collection in order on one goroutine (lib/study
// runs Jobs in parallel) and returns the rows.
func Rows(ctx context.Context, collection string, problems []*Problem, methods []Method, opts Options) []Row {
	js := Jobs(collection, problems, methods)
	rows := make([]Row, 0, len(js))
	for _, j := range js {
		if ctx.Err() != nil {
			break
		}
		rows = append(rows, j.Run(ctx, opts))
	}
	return rows
}

// SummaryRow is one line of the paper's Tables 1 and 2: one method on one
// collection, over all its problems (both first players).
type SummaryRow struct {
	Collection     string  `csv:"collection"`
	Method         string  `csv:"method"`
	Problems       int     `csv:"problems"`
	Solved         int     `csv:"solved"` // result known (defender or attacker)
	Millis         float64 `csv:"total_millis"`
	Nodes          int64   `csv:"total_nodes"`
	NodesPerSecond float64 `csv:"nodes_per_second"`
	Decompositions int64   `csv:"decompositions"`
}

// Summarize totals per-problem rows by collection and method, in the order
// in which each pair first appears.
func Summarize(rows []Row) []SummaryRow {
	var out []SummaryRow
	index := map[[2]string]int{}
	for _, r := range rows {
		key := [2]string{r.Collection, r.Method}
		i, ok := index[key]
		if !ok {
			i = len(out)
			index[key] = i
			out = append(out, SummaryRow{Collection: r.Collection, Method: r.Method})
		}
		s := &out[i]
		s.Problems++
		if r.Result != Unknown.String() {
			s.Solved++
		}
		s.Millis += r.Millis
		s.Nodes += r.Nodes
		s.Decompositions += r.Decompositions
	}
	for i := range out {
		if out[i].Millis > 0 {
			out[i].NodesPerSecond = float64(out[i].Nodes) / (out[i].Millis / 1000)
		}
	}
	return out
}
