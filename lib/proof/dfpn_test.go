package proof

import (
	"context"
	"errors"
	"github.com/decomplab/decomplab/lib/search"
	"math/rand/v2"
	"testing"
	"time"
)

// configs are the solver settings every agreement test runs with; the tiny
// table (one bucket) forces constant eviction. The node limit only turns a
// non-terminating search into a test failure instead of a hang.
var configs = []struct {
	name string
	opts Options
}{
	{"nagai", Options{Budget: search.Budget{TTEntries: 128, MaxNodes: 1e6}}},
	{"epsilon", Options{Epsilon: DefaultEpsilon, Budget: search.Budget{TTEntries: 128, MaxNodes: 1e6}}},
	{"tinyTT", Options{Epsilon: DefaultEpsilon, Budget: search.Budget{TTEntries: 2, MaxNodes: 1e6}}},
}

func newSolvers(t testing.TB) []*Solver {
	var ss []*Solver
	for _, c := range configs {
		s, err := NewSolver(c.opts)
		if err != nil {
			t.Fatal(err)
		}
		ss = append(ss, s)
	}
	return ss
}

// checkAgainstMinimax solves p with every configuration, compares with
// exhaustive minimax, and checks the extracted proof tree by replay.
func checkAgainstMinimax(t *testing.T, ss []*Solver, p Problem, describe func() string) bool {
	t.Helper()
	want := minimax(p)
	h := p.Hash()
	for i, s := range ss {
		s.Reset()
		res := mustSolve(t, s, context.Background(), p)
		if p.Hash() != h {
			t.Fatalf("%s: Solve did not restore the position", configs[i].name)
		}
		if res.Outcome != want {
			t.Errorf("%s: got %v, exhaustive minimax %v (stop %v)\n%s", configs[i].name, res.Outcome, want, res.Stop, describe())
			return false
		}
		tree, err := s.ProofTree(context.Background(), p, 0)
		if errors.Is(err, ErrInconsistent) && configs[i].opts.TTEntries < 32 {
			continue // documented: extraction needs the solved entries
		}
		if err != nil {
			t.Errorf("%s: ProofTree: %v\n%s", configs[i].name, err, describe())
			return false
		}
		if err := tree.Check(p); err != nil {
			t.Errorf("%s: proof tree rejected: %v\n%s", configs[i].name, err, describe())
			return false
		}
		if tree.Outcome != want {
			t.Errorf("%s: proof tree for %v, want %v", configs[i].name, tree.Outcome, want)
		}
	}
	return true
}

func TestTakeAway(t *testing.T) {
	ss := newSolvers(t)
	for _, k := range []int{1, 2, 3, 4} {
		for n := 0; n <= 25; n++ {
			p := newTakeAway(n, k)
			want := Disproven
			if n%(k+1) != 0 {
				want = Proven
			}
			if got := minimax(p); got != want {
				t.Fatalf("take-away n=%d k=%d: minimax %v, closed form %v", n, k, got, want)
			}
			use := ss
			if n > 12 {
				use = ss[:2] // without a table the game tree is exponential
			}
			checkAgainstMinimax(t, use, p, func() string { return "take-away" })
			res := mustSolve(t, ss[1], context.Background(), p)
			if want == Proven && (res.BestMove < 1 || (n-int(res.BestMove))%(k+1) != 0) {
				t.Errorf("take-away n=%d k=%d: best move %d does not leave a multiple of %d", n, k, res.BestMove, k+1)
			}
		}
	}
}

func TestRandomTrees(t *testing.T) {
	ss := newSolvers(t)
	count := 400
	if testing.Short() {
		count = 100
	}
	proven := 0
	for i := range count {
		seed := uint64(i)
		p := newRandomTree(seed, 1+i%4, 3+i%6, 40, 128)
		if !checkAgainstMinimax(t, ss, p, func() string { return "random tree" }) {
			t.Fatalf("seed %d", seed)
		}
		if minimax(p) == Proven {
			proven++
		}
	}
	if proven == 0 || proven == count {
		t.Errorf("random trees are one-sided: %d of %d proven", proven, count)
	}
}

func TestRandomGraphs(t *testing.T) {
	ss := newSolvers(t)
	count := 20000
	if testing.Short() {
		count = 2000
	}
	r := rand.New(rand.NewPCG(1, 2))
	outcomes := map[Outcome]int{}
	for i := range count {
		acyclic := i%4 == 0
		nodes := randomGraphTerminals(r, 2+r.IntN(11), 1+r.IntN(3), 3+r.IntN(10), acyclic)
		g := newGraphGame(nodes, 0)
		var p Problem = g
		if i%2 == 1 {
			p = graphGameRep{g}
		}
		outcomes[minimax(p)]++
		if !checkAgainstMinimax(t, ss, p, g.String) {
			t.Fatalf("graph %d", i)
		}
	}
	if outcomes[Proven] < count/10 || outcomes[Disproven] < count/10 {
		t.Errorf("random graphs are one-sided: %v", outcomes)
	}
}

// TestNaiveTableIsWrong shows that the graph tests can see graph-history
// interaction: a table that stores repetition-dependent results as final
// gives wrong answers on some random cyclic graphs (with a repetition
// outcome per position), while the real solver (TestRandomGraphs) agrees
// with minimax on all of them.
func TestNaiveTableIsWrong(t *testing.T) {
	naive, err := NewSolver(Options{naiveGHI: true, Budget: search.Budget{TTEntries: 128, MaxNodes: 1e5}})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	const count = 2000
	wrong := 0
	for range count {
		g := graphGameRep{newGraphGame(randomGraph(r, 2+r.IntN(11), 1+r.IntN(3), false), 0)}
		naive.Reset()
		if mustSolve(t, naive, context.Background(), g).Outcome != minimax(g) {
			wrong++
		}
	}
	if wrong == 0 {
		t.Errorf("the naive table agreed with minimax on all graphs: the graph tests cannot detect GHI errors")
	}
	t.Logf("naive table wrong on %d of %d random cyclic graphs", wrong, count)
}

// ghiGraph is the smallest graph-history interaction the random search
// found, with a repetition outcome per position:
//
//	0 AND (root) -> 1, 2
//	1 AND, repeating it is Proven     -> 2, 0
//	2 OR,  repeating it is Disproven  -> 1
//	0: repeating it is Proven
//
// Under the history {0}: child 1 is Proven (1->0 repeats 0: Proven; 1->2->1
// repeats 1: Proven), but child 2 is Disproven (2->1->2 repeats 2:
// Disproven), so the root is Disproven. Searching child 1 first solves 2
// as Proven with 1 on the path; a table that keeps that as a final result
// answers Proven for the root.
func ghiGraph() *graphGame {
	return newGraphGame([]graphNode{
		{or: false, rep: Proven, edges: []int{1, 2}},
		{or: false, rep: Proven, edges: []int{2, 0}},
		{or: true, rep: Disproven, edges: []int{1}},
	}, 0)
}

// ghiDefaultGraph is graph-history interaction under the default rule
// (repeating a position loses for OR):
//
//	0 AND (root) -> 1, 5
//	1 OR  -> 2, 3
//	2 AND -> 1
//	3 AND -> 4
//	4 terminal Proven
//	5 OR  -> 2
//
// df-pn enters 1 and tries 2 first: 2 -> 1 repeats 1, so 2 is Disproven
// with 1 on the path; 1 is then proven by 3. From 5 the history is {0, 5}:
// 2 -> 1 is no repetition, 1 wins by 3, so 2, 5 and the root are Proven.
// A table that keeps "2 Disproven" as final answers Disproven.
func ghiDefaultGraph() *graphGame {
	return newGraphGame([]graphNode{
		{edges: []int{1, 5}},
		{or: true, edges: []int{2, 3}},
		{edges: []int{1}},
		{edges: []int{4}},
		{eval: Proven},
		{or: true, edges: []int{2}},
	}, 0)
}

// thrashGraph made plain Nagai thresholds crawl (the root's proof number
// growing by one every few expansions, effectively forever) while results
// of the same position under different histories overwrote each other in
// one table entry; results are now kept per history.
func thrashGraph() *graphGame {
	return newGraphGame([]graphNode{
		{or: true, rep: Proven, edges: []int{6, 7}},
		{rep: Proven, edges: []int{3, 7, 8}},
		{or: true, rep: Proven, edges: []int{4}},
		{or: true, rep: Disproven, edges: []int{4, 2, 0}},
		{or: true, rep: Disproven, edges: []int{5}},
		{rep: Proven, edges: []int{3, 1, 9}},
		{or: true, rep: Disproven, edges: []int{1}},
		{rep: Proven, edges: []int{3, 4, 2}},
		{rep: Disproven, edges: []int{3}},
		{or: true, eval: Proven, rep: Proven},
	}, 0)
}

// cycleGraph has siblings 2 and 4 in a cycle off the path that inflate
// each other's proof numbers through the table; plain df-pn bounces
// between them forever without expanding 1 or 3.
//
//	0 OR  (root) -> 4, 2
//	1 OR  no moves (lost for OR)
//	2 AND -> 1, 4
//	3 AND -> 3 (moving repeats it: Disproven by default)
//	4 AND -> 3, 2
func cycleGraph() *graphGame {
	return newGraphGame([]graphNode{
		{or: true, edges: []int{4, 2}},
		{or: true},
		{edges: []int{1, 4}},
		{edges: []int{3}},
		{edges: []int{3, 2}},
	}, 0)
}

func TestHandMadeCycles(t *testing.T) {
	tests := []struct {
		name  string
		p     Problem
		want  Outcome
		naive Outcome // what the unsound table answers (Unknown: not checked)
	}{
		{"ghi", graphGameRep{ghiGraph()}, Disproven, Proven},
		{"ghiDefaultRule", ghiDefaultGraph(), Proven, Disproven},
		{"cycle", cycleGraph(), Disproven, Disproven},
		{"thrash", graphGameRep{thrashGraph()}, Proven, Unknown},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := minimax(tc.p); got != tc.want {
				t.Fatalf("minimax %v, hand analysis %v", got, tc.want)
			}
			checkAgainstMinimax(t, newSolvers(t), tc.p, func() string { return tc.name })
			res, err := Solve(context.Background(), tc.p, Options{naiveGHI: true, Budget: search.Budget{TTEntries: 32, MaxNodes: 1e5}})
			if err != nil {
				t.Fatal(err)
			}
			if tc.naive != Unknown && res.Outcome != tc.naive {
				t.Errorf("naive table: %v, expected its wrong answer %v", res.Outcome, tc.naive)
			}
		})
	}
}

func TestBudget(t *testing.T) {
	big := func() Problem { return newRandomTree(7, 6, 30, 0, 128) }
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name string
		ctx  context.Context
		opts Options
		want search.Stop
	}{
		{"nodes", context.Background(), Options{Budget: search.Budget{MaxNodes: 1000, TTEntries: 2048}}, search.NodeLimit},
		{"time", context.Background(), Options{Budget: search.Budget{MaxTime: 20 * time.Millisecond, TTEntries: 2048}}, search.TimeLimit},
		{"canceled", canceled, Options{Budget: search.Budget{TTEntries: 2048}}, search.Canceled},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := big()
			h := p.Hash()
			start := time.Now()
			res, err := Solve(tc.ctx, p, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			if res.Outcome != Unknown || res.Stop != tc.want {
				t.Errorf("got %v stop %v, want unknown stop %v", res.Outcome, res.Stop, tc.want)
			}
			if tc.opts.MaxNodes > 0 && res.Stats.Nodes > tc.opts.MaxNodes {
				t.Errorf("expanded %d nodes, limit %d", res.Stats.Nodes, tc.opts.MaxNodes)
			}
			if tc.want != search.Canceled && res.Stats.Nodes == 0 {
				t.Errorf("no statistics: %+v", res.Stats)
			}
			if p.Hash() != h {
				t.Errorf("position not restored")
			}
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("search did not stop promptly: %v", d)
			}
			if res.BestMove == NoMove && res.Stats.Nodes > 1 {
				t.Errorf("no best move after %d nodes", res.Stats.Nodes)
			}
		})
	}
}

func TestBadOptions(t *testing.T) {
	for _, o := range []Options{
		{Budget: search.Budget{MaxNodes: -1}}, {Budget: search.Budget{MaxTime: -time.Second}}, {Budget: search.Budget{TTEntries: -5}}, {Epsilon: -0.5}, {Epsilon: 100},
	} {
		if _, err := NewSolver(o); !errors.Is(err, ErrBadOptions) {
			t.Errorf("NewSolver(%+v) = %v, want ErrBadOptions", o, err)
		}
		if _, err := Solve(context.Background(), newTakeAway(3, 2), o); !errors.Is(err, ErrBadOptions) {
			t.Errorf("Solve(%+v) = %v, want ErrBadOptions", o, err)
		}
	}
}

func TestTerminalRoot(t *testing.T) {
	g := newGraphGame([]graphNode{{eval: Proven}}, 0)
	res, err := Solve(context.Background(), g, Options{Budget: search.Budget{TTEntries: 32}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != Proven || res.Stats.Nodes != 0 || res.BestMove != NoMove || res.Stop != search.Finished {
		t.Errorf("terminal root: %+v", res)
	}
}

func TestStatsCounted(t *testing.T) {
	s, err := NewSolver(Options{Budget: search.Budget{TTEntries: 2048}})
	if err != nil {
		t.Fatal(err)
	}
	// 3x3 pieces of take-away have many transpositions.
	res := mustSolve(t, s, context.Background(), newTakeAway(40, 3))
	st := res.Stats
	if res.Outcome != Disproven || st.Nodes == 0 || st.TTHits == 0 || st.TTStores == 0 || st.TTProbes < st.TTHits ||
		st.MaxDepth == 0 || st.Elapsed <= 0 || st.NodesPerSecond() <= 0 {
		t.Errorf("stats not counted: %v %+v", res.Outcome, st)
	}
	// Node counts are deterministic.
	s.Reset()
	if again := mustSolve(t, s, context.Background(), newTakeAway(40, 3)); again.Stats.Nodes != st.Nodes {
		t.Errorf("node count changed between identical runs: %d then %d", st.Nodes, again.Stats.Nodes)
	}
}

// TestCyclicGraphsAgainstRetrograde checks larger cyclic graphs, where
// exhaustive minimax is out of reach, against retrograde analysis (equal
// to history-aware minimax under the default repetition rule, see
// attractor), from several roots each.
func TestCyclicGraphsAgainstRetrograde(t *testing.T) {
	ss := newSolvers(t)
	graphs := 60
	if testing.Short() {
		graphs = 15
	}
	for _, n := range []int{20, 50, 100, 300, 1000} {
		r := rand.New(rand.NewPCG(uint64(n), 9))
		proven := 0
		for range graphs {
			nodes := randomGraphTerminals(r, n, 3, 10+r.IntN(30), false)
			win := attractor(nodes)
			for root := range 4 {
				want := Disproven
				if win[root] {
					want = Proven
					proven++
				}
				g := newGraphGame(nodes, root)
				for i, s := range ss {
					s.Reset()
					if got := mustSolve(t, s, context.Background(), g); got.Outcome != want {
						t.Fatalf("%s: %d positions, root %d: df-pn %v, retrograde %v\n%s", configs[i].name, n, root, got.Outcome, want, g)
					}
				}
			}
		}
		if proven == 0 || proven == 4*graphs {
			t.Errorf("%d positions: one-sided sample, %d of %d proven", n, proven, 4*graphs)
		}
	}
}

// nestedSolve calls Solve on the Solver that is searching it.
type nestedSolve struct {
	takeAway
	s    *Solver
	errs map[error]int // errors of the nested calls, nil when one was not refused
}

func (n *nestedSolve) Evaluate() Outcome {
	if _, err := n.s.Solve(context.Background(), newTakeAway(3, 2)); errors.Is(err, ErrBusy) {
		n.errs[ErrBusy]++
	} else {
		n.errs[nil]++
	}
	if _, err := n.s.ProofTree(context.Background(), newTakeAway(3, 2), 0); errors.Is(err, ErrBusy) {
		n.errs[ErrBusy]++
	} else {
		n.errs[nil]++
	}
	return Unknown
}

func TestNestedSolveRefused(t *testing.T) {
	s, err := NewSolver(Options{Budget: search.Budget{TTEntries: 128}})
	if err != nil {
		t.Fatal(err)
	}
	p := &nestedSolve{takeAway: *newTakeAway(6, 2), s: s, errs: map[error]int{}}
	if res := mustSolve(t, s, context.Background(), p); res.Outcome != Disproven {
		t.Errorf("outer search: %v", res.Outcome)
	}
	if len(p.errs) != 1 || p.errs[ErrBusy] == 0 {
		t.Errorf("nested calls: %v, want only ErrBusy", p.errs)
	}
	// The solver is usable again afterwards.
	if res := mustSolve(t, s, context.Background(), newTakeAway(4, 2)); res.Outcome != Proven {
		t.Errorf("after nesting: %v", res.Outcome)
	}
}

// mustSolve runs s.Solve and fails the test on an error (ErrBusy).
func mustSolve(tb testing.TB, s *Solver, ctx context.Context, p Problem) Result {
	tb.Helper()
	res, err := s.Solve(ctx, p)
	if err != nil {
		tb.Fatal(err)
	}
	return res
}
