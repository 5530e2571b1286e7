package oneeye

import (
	"context"
	"github.com/decomplab/decomplab/lib/search"
	"os"
	"path/filepath"
	"testing"
	"time"
)

const dataDir = "../../data/oneeye"

func readCollection(tb testing.TB, name string) []*Problem {
	tb.Helper()
	dir := filepath.Join(dataDir, name)
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("no collection %s: %v", dir, err)
	}
	ps, err := ReadDir(dir)
	if err != nil {
		tb.Fatal(err)
	}
	return ps
}

// TestToyCollection solves every toy problem with DDS and RDS and
// requires the recorded answers (verified when the data was made by
// minimax on each pocket and by no-DDS where it finished; no-DDS needs up
// to millions of nodes here, so it runs in the study, not in the tests).
func TestToyCollection(t *testing.T) {
	ps := readCollection(t, "toy")
	if len(ps) < 13 {
		t.Errorf("%d toy problems, want at least 13", len(ps))
	}
	rows := SolveJobs(context.Background(), Jobs("toy", ps, []Method{DDS, RDS}), Options{Budget: search.Budget{MaxNodes: 1000000, TTEntries: 131072}})
	for _, r := range rows {
		if r.Want == "unknown" || r.Result != r.Want {
			t.Errorf("%s %s first, %s: %s, recorded %s", r.Name, r.First, r.Method, r.Result, r.Want)
		}
	}
}

// TestStandardCollection solves the standard problems with DDS (and, where
// the region has at most 12 playable points, exhaustive minimax) within a
// budget, and requires the recorded answer whenever the search finishes.
func TestStandardCollection(t *testing.T) {
	ps := readCollection(t, "standard")
	if len(ps) < 81 {
		t.Errorf("%d standard problems, want at least 81", len(ps))
	}
	ctx := context.Background()
	budget := int64(20000)
	if !testing.Short() {
		budget = 100000
	}
	solved, exhaustive := 0, 0
	for _, p := range ps {
		if p.Want[0] == Unknown || p.Want[1] == Unknown {
			t.Errorf("%s: answers not recorded", p.Name)
		}
		for f, first := range firsts(p) {
			r, err := Solve(ctx, p, first, Options{Method: DDS, Budget: search.Budget{MaxNodes: budget, TTEntries: 131072}})
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != Unknown {
				solved++
				if r.Outcome != p.Want[f] {
					t.Errorf("%s %v first: DDS says %v, recorded %v", p.Name, first, r.Outcome, p.Want[f])
				}
			}
			if playable(p) <= 12 && !testing.Short() {
				r, err := Minimax(ctx, p, first, Options{Budget: search.Budget{MaxNodes: 1000000, MaxTime: 5 * time.Second}})
				if err != nil {
					t.Fatal(err)
				}
				if r.Outcome != Unknown {
					exhaustive++
					if r.Outcome != p.Want[f] {
						t.Errorf("%s %v first: minimax says %v, recorded %v", p.Name, first, r.Outcome, p.Want[f])
					}
				}
			}
		}
	}
	t.Logf("%d of %d standard problems solved by DDS within %d nodes, %d checked by minimax", solved, 2*len(ps), budget, exhaustive)
}

// BenchmarkToyDDS solves the whole toy collection (both first players)
// with DDS and RDS in the default configuration (no node limit, default
// table); no-DDS needs millions of nodes there (decomp study oneeye-tables).
func BenchmarkToyDDS(b *testing.B) {
	ps := readCollection(b, "toy")
	for _, m := range []Method{DDS, RDS} {
		b.Run(m.String(), func(b *testing.B) {
			var nodes int64
			cpu0 := cpuTime()
			for b.Loop() {
				for _, p := range ps {
					for _, first := range firsts(p) {
						r, err := Solve(context.Background(), p, first, Options{Method: m})
						if err != nil || r.Outcome != p.Want[map[bool]int{true: 0, false: 1}[first == p.Defender]] {
							b.Fatalf("%s: %v %v", p.Name, r.Outcome, err)
						}
						nodes += r.Stats.Nodes
					}
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/collection")
			b.ReportMetric((cpuTime()-cpu0).Seconds()/float64(b.N)*1000, "cpu-ms/collection")
		})
	}
}
