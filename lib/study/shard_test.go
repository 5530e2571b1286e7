package study

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseShard(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Shard
		err  string
	}{
		{"1/1", Shard{1, 1}, ""},
		{"2/4", Shard{2, 4}, ""},
		{" 4 / 4 ", Shard{4, 4}, ""},
		{"5/4", Shard{}, "from 1 to 4"},
		{"0/4", Shard{}, "from 1 to 4"},
		{"0/0", Shard{}, "at least 1"},
		{"1/-2", Shard{}, "at least 1"},
		{"2", Shard{}, "not i/n"},
		{"a/4", Shard{}, `"a" is not a shard number`},
		{"1/b", Shard{}, `"b" is not a number of shards`},
	} {
		got, err := ParseShard(tc.in)
		switch {
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("ParseShard(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("ParseShard(%q) error %v; want one saying %q", tc.in, err, tc.err)
		}
	}
}

func TestAssign(t *testing.T) {
	// Without costs the problems are dealt round-robin.
	if got, want := Assign(nil, 7, 3), [][]int{{0, 3, 6}, {1, 4}, {2, 5}}; !reflect.DeepEqual(got, want) {
		t.Errorf("round-robin: %v, want %v", got, want)
	}
	// More shards than problems: the last shards are empty.
	if got := Assign(nil, 2, 4); len(got) != 4 || len(got[2]) != 0 || len(got[3]) != 0 {
		t.Errorf("2 problems in 4 shards: %v", got)
	}
	// By cost: 8 goes alone, 5+3 and 4+4 balance the others.
	costs := []float64{3, 8, 4, 5, 4}
	if got, want := Assign(costs, len(costs), 3), [][]int{{1}, {0, 3}, {2, 4}}; !reflect.DeepEqual(got, want) {
		t.Errorf("by cost: %v, want %v", got, want)
	}
	// Every problem exactly once, and the same split every time.
	costs = make([]float64, 500)
	for i := range costs {
		costs[i] = float64((i * 7919) % 101)
	}
	for n := 1; n <= 9; n++ {
		a := Assign(costs, len(costs), n)
		if !reflect.DeepEqual(a, Assign(costs, len(costs), n)) {
			t.Fatalf("%d shards: two splits differ", n)
		}
		seen := make([]int, len(costs))
		var most, least float64
		for s, ps := range a {
			load := 0.0
			for _, p := range ps {
				seen[p]++
				load += costs[p]
			}
			if s == 0 || load > most {
				most = load
			}
			if s == 0 || load < least {
				least = load
			}
		}
		for p, k := range seen {
			if k != 1 {
				t.Fatalf("%d shards: problem %d in %d shards", n, p, k)
			}
		}
		// LPT leaves at most the largest cost between the loads.
		if most-least > 100 {
			t.Errorf("%d shards: loads from %g to %g", n, least, most)
		}
	}
}

// toyStudy is a study of rows per problem (RunRows: two collatz rows of
// each of 1..40) with a total over all rows.
func toyStudy(ctx context.Context, opts Options) ([]row, error) {
	var ps []int
	for i := 1; i <= 40; i++ {
		ps = append(ps, i)
	}
	opts.Cost = func(i int) float64 { return float64(ps[i]) }
	rows, err := RunRows(ctx, ps, opts, func(ctx context.Context, n int) ([]row, error) {
		return []row{collatz(ctx, n), collatz(ctx, 3*n)}, nil
	})
	if err != nil {
		return nil, err
	}
	total := row{Name: "total", Method: "sum"}
	for _, r := range rows {
		total.Nodes += r.Nodes
	}
	return append(rows, total), nil
}

// runShards runs the toy study as n shards into dir.
func runShards(t *testing.T, dir string, n int, m Manifest) {
	t.Helper()
	m.Shards = n
	for i := 1; i <= n; i++ {
		s, err := SolveShard(Shard{i, n})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := toyStudy(context.Background(), Options{Workers: 2, Sharding: s}); !errors.Is(err, ErrShardDone) {
			t.Fatalf("shard %d/%d: %v, want ErrShardDone", i, n, err)
		}
		if err := WriteShardResult(dir, ShardResult{Manifest: m, Shard: i, Stages: s.Stages()}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestShardThenMergeEqualsOneRun(t *testing.T) {
	want, err := toyStudy(context.Background(), Options{Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	m := Manifest{Study: "toy", Code: "test", Parameters: map[string]string{"seed": "1"}}
	for _, n := range []int{1, 3, 7, 50} {
		dir := t.TempDir()
		runShards(t, dir, n, m)
		merged, err := ReadShards(dir)
		if err != nil {
			t.Fatal(err)
		}
		replay, err := merged.Replay()
		if err != nil {
			t.Fatal(err)
		}
		got, err := toyStudy(context.Background(), Options{Sharding: replay})
		if err == nil {
			err = replay.Finished()
		}
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(tableOf(t, got), tableOf(t, want)) {
			t.Errorf("%d shards: merged rows differ from one run:\n%v\n%v", n, tableOf(t, got), tableOf(t, want))
		}
	}
}

func tableOf(t *testing.T, rows any) Table {
	t.Helper()
	tab, err := TableOf(rows)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

func TestReadShardsNamesWhatIsWrong(t *testing.T) {
	m := Manifest{Study: "toy", Code: "test", Parameters: map[string]string{"seed": "1"}}
	dir := t.TempDir()
	runShards(t, dir, 3, m)
	for _, i := range []int{2, 3} {
		if err := os.Remove(filepath.Join(dir, ShardFile(Shard{i, 3}))); err != nil {
			t.Fatal(err)
		}
	}
	m.Shards = 3
	if err := WriteShardFailure(dir, ShardFailure{Manifest: m, Shard: 3, Error: "out of memory"}); err != nil {
		t.Fatal(err)
	}
	_, err := ReadShards(dir)
	var inc *IncompleteError
	if !errors.As(err, &inc) || len(inc.Missing) != 2 || inc.Missing[0] != (MissingShard{Shard{2, 3}, ""}) || inc.Missing[1].Failure != "out of memory" {
		t.Fatalf("want shards 2 (no result) and 3 (failed) missing, got %v", err)
	}
	if !strings.Contains(err.Error(), "2/3 (no result), 3/3 (failed: out of memory)") {
		t.Errorf("message %q", err)
	}
	// A shard that runs again replaces its failure.
	s, _ := SolveShard(Shard{3, 3})
	toyStudy(context.Background(), Options{Sharding: s})
	if err := WriteShardResult(dir, ShardResult{Manifest: m, Shard: 3, Stages: s.Stages()}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "shard-3-of-3.failed.json")); err == nil {
		t.Error("the failure of shard 3 is still there after its result")
	}

	for _, tc := range []struct {
		name   string
		change func(m *Manifest)
		want   string
	}{
		{"parameters", func(m *Manifest) { m.Parameters = map[string]string{"seed": "2"} }, `parameter seed "2" vs "1"`},
		{"code", func(m *Manifest) { m.Code = "other" }, `code version "other" vs "test"`},
		{"shards", func(m *Manifest) { m.Shards = 4 }, "3 vs 4 shards"},
		{"study", func(m *Manifest) { m.Study = "other" }, `study "other" vs "toy"`},
		{"new parameter", func(m *Manifest) { m.Parameters = map[string]string{"seed": "1", "rules": "x"} }, `parameter rules "x" vs "(not set)"`},
	} {
		mixed := t.TempDir()
		runShards(t, mixed, 3, m)
		other := m
		tc.change(&other)
		// shard 1 of the other run (sorts first) replaces this run's
		if err := WriteShardResult(mixed, ShardResult{Manifest: other, Shard: 1}); err != nil {
			t.Fatal(err)
		}
		_, err := ReadShards(mixed)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "not shards of one run") {
			t.Errorf("%s: error %v, want one saying %q", tc.name, err, tc.want)
		}
		if err := CheckFolder(mixed, m); err == nil {
			t.Errorf("%s: CheckFolder accepted a folder of mixed runs", tc.name)
		}
	}
	if _, err := ReadShards(t.TempDir()); err == nil || !strings.Contains(err.Error(), "no shard results") {
		t.Errorf("empty folder: %v", err)
	}
	if _, err := ReadShards(filepath.Join(dir, "nosuch")); err == nil {
		t.Error("missing folder accepted")
	}
}

// lossy has a column that JSON leaves out: its rows cannot be sharded.
type lossy struct {
	Name   string `csv:"name"`
	Hidden int    `csv:"hidden" json:"-"`
}

func TestShardRefusesRowsThatDoNotRoundTrip(t *testing.T) {
	s, _ := SolveShard(Shard{1, 1})
	_, err := Run(context.Background(), []int{1, 2}, Options{Sharding: s}, func(_ context.Context, n int) lossy {
		return lossy{fmt.Sprint(n), n}
	})
	if err == nil || !strings.Contains(err.Error(), "JSON round trip") {
		t.Fatalf("err %v", err)
	}
}

func TestShardedRunInsideAnother(t *testing.T) {
	s, _ := SolveShard(Shard{1, 2})
	opts := Options{Sharding: s}
	_, err := RunRows(context.Background(), []int{1}, opts, func(ctx context.Context, n int) ([]int, error) {
		return Run(ctx, []int{n}, opts, func(_ context.Context, n int) int { return n })
	})
	if err == nil || !strings.Contains(err.Error(), "inside another") {
		t.Fatalf("err %v", err)
	}
}

func ExampleAssign() {
	// Five problems of expected costs 3, 8, 4, 5, 4 in three shards.
	fmt.Println(Assign([]float64{3, 8, 4, 5, 4}, 5, 3))
	// Output: [[1] [0 3] [2 4]]
}

func TestIsTimeColumn(t *testing.T) {
	for name, want := range map[string]bool{
		"millis": true, "Millis": true, "total_millis": true, "MeanTime": true, "time": true,
		"nodes_per_second": true, "NodesPerSecond": true, "seconds": true,
		"nodes": false, "Nodes": false, "score": false, "subset": false, "Positions": false,
	} {
		if IsTimeColumn(name) != want {
			t.Errorf("IsTimeColumn(%q) = %v", name, !want)
		}
	}
}

func TestShardedStudyRunsOnce(t *testing.T) {
	s, _ := SolveShard(Shard{1, 2})
	opts := Options{Sharding: s}
	square := func(_ context.Context, n int) int { return n * n }
	if _, err := Run(context.Background(), []int{1, 2, 3}, opts, square); !errors.Is(err, ErrShardDone) {
		t.Fatalf("first Run: %v", err)
	}
	if st := s.Stages(); len(st) != 1 || !reflect.DeepEqual(st[0].Solved, []int{0, 2}) || string(st[0].Rows[1]) != "9" {
		t.Fatalf("kept %+v", st)
	}
	if _, err := Run(context.Background(), []int{4}, opts, square); err == nil || !strings.Contains(err.Error(), "once") {
		t.Fatalf("second Run: %v", err)
	}
}
