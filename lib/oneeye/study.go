package oneeye

import (
	"context"
	"path/filepath"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/study"
)

// Row is one line of the paper's tables and figures (Tables 1-2, Figs 7-9)
// or of the scaling study: one problem, one first player, one method. The
// csv tags name the columns for lib/study.
type Row struct {
	Name           string    `csv:"name"`
	Collection     string    `csv:"collection"`
	Pockets        int       `csv:"pockets"` // the scaling family's k (PocketFamily); 0 for the collections
	First          string    `csv:"first"`   // "defender" or "attacker"
	Method         RowMethod `csv:"method"`  // written as Method.String, "nodds-dds-only" for no-DDS with DDSOnlyKnowledge
	Result         string    `csv:"result"`  // "defender", "attacker" or "unknown"
	Want           string    `csv:"want"`    // the answer recorded in the file ("unknown" if none)
	Move           string    `csv:"move"`    // GTP vertex or "pass"; "" if none
	Nodes          int64     `csv:"nodes"`
	Millis         float64   `csv:"millis"`
	NodesPerSecond float64   `csv:"nodes_per_second"`
	Stop           string    `csv:"stop"` // why the search ended: empty when solved, else "node budget exhausted", ... (search.Stop)
	Decompositions int64     `csv:"decompositions"`
	Narrowings     int64     `csv:"narrowings"` // DDS rules D1 and D2 (Stats.Narrowings)
	Lost           int64     `csv:"lost_nodes"` // DDS rule D3 (Stats.Lost)
	Share          float64   `csv:"decomposition_share"`
	TTHits         int64     `csv:"tt_hits"`
	Fallback       bool      `csv:"fallback"`
}

// Job is one solve of a study: a problem, its collection, who moves first
// (0 the defender, 1 the attacker), the method and its knowledge.
type Job struct {
	Problem    *Problem
	Collection string
	Pockets    int // the scaling family's k, copied to the row
	First      int
	Method     Method
	Knowledge  Knowledge
}

// Jobs lists every problem with both first players and every method (with
// the shared knowledge), in that order (problem-major).
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

// CollectionJobs reads the collections dir/NAME (ReadDir), the first limit
// problems of each (all if limit <= 0), and lists their Jobs with every
// method, collection after collection.
func CollectionJobs(dir string, limit int, names ...string) ([]Job, error) {
	var js []Job
	for _, name := range names {
		ps, err := ReadDir(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		if limit > 0 && len(ps) > limit {
			ps = ps[:limit]
		}
		js = append(js, Jobs(name, ps, Methods)...)
	}
	return js, nil
}

// ScalingJobs lists the scaling study: the pocket families of
// PocketFamily, all dead ("dead") and one live pocket among dead ones
// ("live"), k = 1..maxK pockets, both first players, every method.
func ScalingJobs(maxK int) ([]Job, error) {
	var js []Job
	for _, live := range []bool{false, true} {
		coll := "dead"
		if live {
			coll = "live"
		}
		for k := 1; k <= maxK; k++ {
			p, err := PocketFamily(k, live)
			if err != nil {
				return nil, err
			}
			for _, j := range Jobs(coll, []*Problem{p}, Methods) {
				j.Pockets = k
				js = append(js, j)
			}
		}
	}
	return js, nil
}

// Run solves the job with the budget of opts (opts.Method and
// opts.Knowledge are replaced by the job's) and returns its row. Bad input
// gives a row with result "unknown".
func (j Job) Run(ctx context.Context, opts Options) Row {
	p := j.Problem
	first := p.Defender
	firstName := "defender"
	if j.First == 1 {
		first, firstName = p.Attacker(), "attacker"
	}
	opts.Method, opts.Knowledge = j.Method, j.Knowledge
	r, err := Solve(ctx, p, first, opts)
	row := Row{
		Name: p.Name, Collection: j.Collection, Pockets: j.Pockets, First: firstName, Method: MethodOf(j.Method, j.Knowledge),
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

// SolveJobs runs the jobs in order on one goroutine (lib/study runs Jobs in
// parallel) and returns their rows; it stops early when ctx is canceled.
func SolveJobs(ctx context.Context, jobs []Job, opts Options) []Row {
	rows := make([]Row, 0, len(jobs))
	for _, j := range jobs {
		if ctx.Err() != nil {
			break
		}
		rows = append(rows, j.Run(ctx, opts))
	}
	return rows
}

// RunJobs runs the jobs with lib/study (in parallel, with the workers and
// progress meter of so), each with the budget of opts, and returns their
// rows in the jobs' order.
func RunJobs(ctx context.Context, jobs []Job, opts Options, so study.Options) ([]Row, error) {
	return study.Run(ctx, jobs, so, func(ctx context.Context, j Job) Row { return j.Run(ctx, opts) })
}

// TableRow is one line of the paper's Tables 1 and 2: one method on one
// collection. Like the paper's, the totals are over the problems (problem
// and first player) that every method in the rows solved.
type TableRow struct {
	Collection     string    `csv:"collection"`
	Method         RowMethod `csv:"method"`
	Problems       int       `csv:"problems"`
	Solved         int       `csv:"solved"`        // result known (defender or attacker)
	SolvedByAll    int       `csv:"solved_by_all"` // the problems the totals are over
	Millis         float64   `csv:"total_millis"`
	Nodes          int64     `csv:"total_nodes"`
	NodesPerSecond float64   `csv:"nodes_per_second"`
	Decompositions int64     `csv:"decompositions"`
	// Share is Decompositions / Nodes: the share of node expansions at
	// which the working region split (§5.2: 16-50% on hard problems).
	Share      float64 `csv:"decomposition_share"`
	Narrowings int64   `csv:"narrowings"`
	// CutShare is (Decompositions + Narrowings) / Nodes: the share of
	// expansions at which the walls cut the working region, into several
	// subregions (D1) or into parts of which only one can matter (D1,
	// D2), which the paper's count may include (§5.2 does not say).
	CutShare float64 `csv:"cut_share"`
	// Hard counts the problems, among those every method solved, on
	// which this method needed at least HardNodes expansions; HardMin
	// and HardMax are the least and largest decomposition share among
	// them (the paper's "hard problems": 16% to 50%).
	Hard    int     `csv:"hard"`
	HardMin float64 `csv:"hard_share_min"`
	HardMax float64 `csv:"hard_share_max"`
	// NoDDSOver is no-DDS's total nodes over this method's, both over the
	// problems this row counts (the paper: 44
	// on TOY, 1.35 on STANDARD), and TimeNoDDSOver the same for time (66,
	// 1.2); 0 without a no-DDS row.
	NoDDSOver     float64 `csv:"nodds_nodes_over_this"`
	TimeNoDDSOver float64 `csv:"nodds_time_over_this"`
}

// HardNodes is the node count from which Tables counts a solve as one of
// the hard problems whose decomposition shares it reports.
const HardNodes = 100000

// Tables computes the paper's Table 1-2 statistics from per-problem rows:
// per collection and method, in the order in which each pair first
// appears, the problems solved, and the totals over the problems every
// method of the collection solved (no-DDS with DDSOnlyKnowledge, a
// comparison, does not count as a method there: its totals are over those
// of the problems it solved too).
func Tables(rows []Row) []TableRow {
	type problemKey struct{ collection, name, first string }
	methods := map[string]map[RowMethod]bool{} // by collection
	solvedBy := map[problemKey]int{}
	comparison := MethodOf(NoDDS, DDSOnlyKnowledge) // not part of "every method"
	noDDS := MethodOf(NoDDS, SharedKnowledge)
	noDDSRows := map[problemKey]Row{}
	for _, r := range rows {
		if r.Method == comparison {
			continue
		}
		if r.Method == noDDS {
			noDDSRows[problemKey{r.Collection, r.Name, r.First}] = r
		}
		if methods[r.Collection] == nil {
			methods[r.Collection] = map[RowMethod]bool{}
		}
		methods[r.Collection][r.Method] = true
		if r.Result != Unknown.String() {
			solvedBy[problemKey{r.Collection, r.Name, r.First}]++
		}
	}
	var out []TableRow
	type tableKey struct {
		collection string
		method     RowMethod
	}
	index := map[tableKey]int{}
	// noDDSSums are no-DDS's totals over the problems each row counts
	// (the comparison setting's are fewer than the methods').
	type sums struct {
		nodes  int64
		millis float64
	}
	var noDDSSums []sums
	for _, r := range rows {
		key := tableKey{r.Collection, r.Method}
		i, ok := index[key]
		if !ok {
			i = len(out)
			index[key] = i
			out = append(out, TableRow{Collection: r.Collection, Method: r.Method})
			noDDSSums = append(noDDSSums, sums{})
		}
		t := &out[i]
		t.Problems++
		if r.Result == Unknown.String() {
			continue
		}
		t.Solved++
		if solvedBy[problemKey{r.Collection, r.Name, r.First}] < len(methods[r.Collection]) {
			continue
		}
		t.SolvedByAll++
		if n, ok := noDDSRows[problemKey{r.Collection, r.Name, r.First}]; ok {
			noDDSSums[i].nodes += n.Nodes
			noDDSSums[i].millis += n.Millis
		}
		t.Millis += r.Millis
		t.Nodes += r.Nodes
		t.Decompositions += r.Decompositions
		t.Narrowings += r.Narrowings
		if r.Nodes >= HardNodes {
			if t.Hard == 0 || r.Share < t.HardMin {
				t.HardMin = r.Share
			}
			t.HardMax = max(t.HardMax, r.Share)
			t.Hard++
		}
	}
	for i := range out {
		t := &out[i]
		if t.Millis > 0 {
			t.NodesPerSecond = float64(t.Nodes) / (t.Millis / 1000)
		}
		if t.Nodes > 0 {
			t.Share = float64(t.Decompositions) / float64(t.Nodes)
			t.CutShare = float64(t.Decompositions+t.Narrowings) / float64(t.Nodes)
		}
		if n := noDDSSums[i]; n.nodes > 0 && t.Nodes > 0 && t.Millis > 0 {
			t.NoDDSOver = float64(n.nodes) / float64(t.Nodes)
			t.TimeNoDDSOver = n.millis / t.Millis
		}
	}
	return out
}
