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

// TestStandardCollection checks data/oneeye/standard: its positions are
// GenerateStandard's draw with seed 1 (so make data rebuilds the same set),
// and DDS within a budget (and, where the region has at most 12 playable
// points, exhaustive minimax) gives the recorded answer whenever it
// finishes and an answer is recorded (the generator records one where
// some method finished within its budget of 1,000,000 nodes).
func TestStandardCollection(t *testing.T) {
	ps := readCollection(t, "standard")
	if len(ps) < 81 {
		t.Errorf("%d standard problems, want at least 81", len(ps))
	}
	for i, p := range GenerateStandard(1, len(ps)) {
		if p.Name != ps[i].Name || p.Diagram() != ps[i].Diagram() {
			t.Errorf("%s is not GenerateStandard's %s:\n%s\nwant\n%s", ps[i].Name, p.Name, ps[i].Diagram(), p.Diagram())
		}
	}
	ctx := context.Background()
	budget := int64(10000)
	if !testing.Short() {
		budget = 20000
	}
	recorded, solved, checked, exhaustive := 0, 0, 0, 0
	for _, p := range ps {
		for f, first := range firsts(p) {
			if p.Want[f] != Unknown {
				recorded++
			}
			r, err := Solve(ctx, p, first, Options{Method: DDS, Budget: search.Budget{MaxNodes: budget, TTEntries: 131072}})
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome != Unknown {
				solved++
				if p.Want[f] == Unknown {
					t.Errorf("%s %v first: DDS says %v, but no answer is recorded", p.Name, first, r.Outcome)
				} else if checked++; r.Outcome != p.Want[f] {
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
	t.Logf("%d of %d standard problems have a recorded answer; DDS solved %d within %d nodes, %d checked by minimax", recorded, 2*len(ps), solved, budget, exhaustive)
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
