package study

import (
	"bytes"
	"container/heap"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Shard is one of Count parts of a study's problems, numbered from 1: a
// job array of Count tasks solves the shards 1/Count ... Count/Count.
type Shard struct {
	Index, Count int
}

// ParseShard reads a shard written i/n, such as 2/4.
func ParseShard(s string) (Shard, error) {
	i, n, ok := strings.Cut(s, "/")
	if !ok {
		return Shard{}, fmt.Errorf("shard %q is not i/n (for example 2/4: the second of four)", s)
	}
	index, err := strconv.Atoi(strings.TrimSpace(i))
	if err != nil {
		return Shard{}, fmt.Errorf("shard %q: %q is not a shard number", s, i)
	}
	count, err := strconv.Atoi(strings.TrimSpace(n))
	if err != nil {
		return Shard{}, fmt.Errorf("shard %q: %q is not a number of shards", s, n)
	}
	sh := Shard{index, count}
	return sh, sh.Check()
}

// Check says what is wrong with a shard: fewer than one shard, or a shard
// number outside 1..Count.
func (s Shard) Check() error {
	switch {
	case s.Count < 1:
		return fmt.Errorf("shard %s: the number of shards must be at least 1", s)
	case s.Index < 1 || s.Index > s.Count:
		return fmt.Errorf("shard %s: the shard number must be from 1 to %d", s, s.Count)
	}
	return nil
}

func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// Assign splits the problems 0..len(costs)-1 into n shards balanced by
// their expected costs with the longest-processing-time-first rule: taken
// from the most expensive down (equal costs in problem order), each problem
// goes to the shard with the least total cost so far (on a tie, the lowest
// numbered). It depends on nothing but the costs and n, so every task of a
// job array computes the same split. With equal costs (or costs nil) it
// deals the problems round-robin. Each shard lists its problems in
// increasing order; costs below zero or NaN count as zero.
func Assign(costs []float64, problems, n int) [][]int {
	cost := func(i int) float64 {
		if costs == nil || i >= len(costs) || !(costs[i] > 0) {
			return 0
		}
		return costs[i]
	}
	order := make([]int, problems)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return cost(order[a]) > cost(order[b]) })
	shards := make([][]int, n)
	loads := make(shardLoads, n)
	for i := range loads {
		loads[i] = shardLoad{shard: i}
	}
	for _, p := range order {
		least := &loads[0]
		shards[least.shard] = append(shards[least.shard], p)
		least.cost += cost(p)
		least.count++
		heap.Fix(&loads, 0)
	}
	for _, s := range shards {
		slices.Sort(s)
	}
	return shards
}

// shardLoad is a shard's cost so far in Assign; count breaks ties between
// shards of equal cost so that zero costs are dealt round-robin.
type shardLoad struct {
	cost  float64
	count int
	shard int
}

// shardLoads is a min-heap of shards by cost, then count, then number.
type shardLoads []shardLoad

func (h shardLoads) Len() int { return len(h) }
func (h shardLoads) Less(i, j int) bool {
	a, b := h[i], h[j]
	if a.cost != b.cost {
		return a.cost < b.cost
	}
	if a.count != b.count {
		return a.count < b.count
	}
	return a.shard < b.shard
}
func (h shardLoads) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *shardLoads) Push(x any)   { *h = append(*h, x.(shardLoad)) }
func (h *shardLoads) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// Sharding makes Run and RunRows work on a part of a study. A study is a
// function that lists its problems, runs them through Run or RunRows once,
// and then may total the rows.
//
// SolveShard gives a Sharding under which Run solves only the problems of
// one shard, keeps their rows as JSON (Stages) and returns ErrShardDone, so
// that the study stops there (what it would compute from the rows of one
// shard is meaningless). Replay (from ReadShards) gives a Sharding under
// which Run solves nothing and returns the rows of all shards, in the
// problems' order: the study then totals them as if it had solved
// everything on one machine, so a merged run prints the same rows. Node
// counts and answers are those of the unsharded run; times are the shards'
// own.
//
// Rows must survive a JSON round trip (every field that the table or JSON
// shows is exported and decodes to the same value); Run checks this and
// fails otherwise.
type Sharding struct {
	shard  Shard
	replay bool

	mu     sync.Mutex
	busy   bool
	stages []Stage
	next   int
}

// ErrShardDone is what Run and RunRows return under a SolveShard Sharding
// once the shard's rows are kept: the study has nothing more to do.
var ErrShardDone = errors.New("study: the shard's rows are kept")

// Stage is what the Run or RunRows call under a Sharding kept: the number
// of problems it was given, the problems solved (indices in increasing
// order) and the JSON of each one's row (Run) or rows (RunRows).
type Stage struct {
	Problems int               `json:"problems"`
	Solved   []int             `json:"solved"`
	Rows     []json.RawMessage `json:"rows"`
}

// SolveShard returns a Sharding that solves shard s.
func SolveShard(s Shard) (*Sharding, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	return &Sharding{shard: s}, nil
}

// Stages returns what the run under a SolveShard Sharding kept (one stage;
// none before it has run). The file format allows several for studies that
// may one day run their problems in more than one call.
func (s *Sharding) Stages() []Stage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.stages)
}

// Finished checks that a replayed study ran every stage the shards kept.
func (s *Sharding) Finished() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.replay && s.next != len(s.stages) {
		return fmt.Errorf("study: the shards kept %d stages but the study ran %d (did the code change?)", len(s.stages), s.next)
	}
	return nil
}

// begin starts the next stage: the only one, not inside another.
func (s *Sharding) begin() (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.busy {
		return 0, fmt.Errorf("study: a sharded Run was called inside another; only the outermost may be sharded")
	}
	if s.next > 0 && !s.replay {
		return 0, fmt.Errorf("study: a sharded study runs its problems through Run or RunRows once; this is its second call")
	}
	if s.replay && s.next >= len(s.stages) {
		return 0, fmt.Errorf("study: the study ran more stages than the %d the shards kept (did the code change?)", len(s.stages))
	}
	s.busy = true
	s.next++
	return s.next - 1, nil
}

func (s *Sharding) end(st *Stage) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.busy = false
	if st != nil {
		s.stages = append(s.stages, *st)
	}
}

// runSharded solves the shard's problems and keeps their rows, or gives
// back the rows of every shard.
func runSharded[P, V any](ctx context.Context, problems []P, opts Options, solve func(ctx context.Context, p P) (V, error)) ([]V, error) {
	s := opts.Sharding
	stage, err := s.begin()
	if err != nil {
		return nil, err
	}
	if s.replay {
		defer s.end(nil)
		return replayStage[V](s.stages[stage], stage, len(problems))
	}
	var kept *Stage
	defer func() { s.end(kept) }()
	var costs []float64
	if opts.Cost != nil {
		costs = make([]float64, len(problems))
		for i := range costs {
			costs[i] = opts.Cost(i)
		}
	}
	mine := Assign(costs, len(problems), s.shard.Count)[s.shard.Index-1]
	sub := make([]P, len(mine))
	for k, i := range mine {
		sub[k] = problems[i]
	}
	plain := opts
	plain.Sharding = nil
	vals, err := run(ctx, sub, plain, solve)
	if err != nil {
		return nil, err
	}
	st := Stage{Problems: len(problems), Solved: mine}
	for k, i := range mine {
		raw, err := encodeRows(vals[k])
		if err != nil {
			return nil, fmt.Errorf("study: cannot keep the rows of problem %d: %w", i, err)
		}
		st.Rows = append(st.Rows, raw)
	}
	kept = &st
	return nil, ErrShardDone
}

// replayStage decodes the rows of every problem of a merged stage.
func replayStage[V any](st Stage, stage, problems int) ([]V, error) {
	if st.Problems != problems {
		return nil, fmt.Errorf("study: stage %d has %d problems now but the shards solved %d (did the data or the code change?)", stage+1, problems, st.Problems)
	}
	vals := make([]V, problems)
	for k, i := range st.Solved {
		if err := json.Unmarshal(st.Rows[k], &vals[i]); err != nil {
			return nil, fmt.Errorf("study: stage %d, problem %d: reading its rows: %w", stage+1, i, err)
		}
	}
	return vals, nil
}

// encodeRows returns v as JSON, after checking that it decodes to a value
// that prints the same JSON and table.
func encodeRows[V any](v V) (json.RawMessage, error) {
	raw, err := marshal(v)
	if err != nil {
		return nil, err
	}
	var back V
	if err := json.Unmarshal(raw, &back); err != nil {
		return nil, fmt.Errorf("rows of type %T do not decode from their JSON: %w", v, err)
	}
	again, err := marshal(back)
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(raw, again) {
		return nil, fmt.Errorf("rows of type %T change in a JSON round trip (%s became %s)", v, raw, again)
	}
	before, errBefore := TableOf(asSlice(v))
	after, errAfter := TableOf(asSlice(back))
	if (errBefore == nil) != (errAfter == nil) || !reflect.DeepEqual(before, after) {
		return nil, fmt.Errorf("rows of type %T change in a JSON round trip: their table %v became %v (a column that JSON leaves out?)", v, before.Rows, after.Rows)
	}
	return raw, nil
}

// marshal encodes like WriteJSON (no HTML escaping, no newline).
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// asSlice returns v if it is a slice (RunRows' rows of one problem), else a
// slice holding v (Run's row), for TableOf.
func asSlice(v any) any {
	rv := reflect.ValueOf(v)
	if !rv.IsValid() {
		return nil
	}
	if rv.Kind() == reflect.Slice {
		return v
	}
	s := reflect.MakeSlice(reflect.SliceOf(rv.Type()), 1, 1)
	s.Index(0).Set(rv)
	return s.Interface()
}
