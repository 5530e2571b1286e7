package oneeye

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

func TestJobsAndSolveJobs(t *testing.T) {
	ps := GenerateSmall(5, 2, 6, 10)
	js := Jobs("toy", ps, Methods)
	if len(js) != 2*2*len(Methods) {
		t.Fatalf("%d jobs, want %d", len(js), 2*2*len(Methods))
	}
	if js[0].Problem != ps[0] || js[0].First != 0 || js[len(Methods)].First != 1 || js[len(js)-1].Problem != ps[1] {
		t.Errorf("jobs not in problem, first player, method order")
	}
	rows := SolveJobs(context.Background(), js, Options{Budget: search.Budget{MaxNodes: 100000, TTEntries: 32768}})
	if len(rows) != len(js) {
		t.Fatalf("%d rows for %d jobs", len(rows), len(js))
	}
	for i, r := range rows {
		if r.Name != js[i].Problem.Name || r.Collection != "toy" || r.Method != MethodOf(js[i].Method, js[i].Knowledge) {
			t.Errorf("row %d: %+v does not describe job %d", i, r, i)
		}
		if r.Result == "unknown" || r.Stop != "" || r.Nodes <= 0 || r.Move == "" {
			t.Errorf("row %d not solved: %+v", i, r)
		}
		if r.First != []string{"defender", "attacker"}[js[i].First] {
			t.Errorf("row %d: first %q", i, r.First)
		}
	}
	// Every method gives the same answer for the same first player.
	for i := 0; i < len(rows); i += len(Methods) {
		for k := 1; k < len(Methods); k++ {
			if rows[i+k].Result != rows[i].Result {
				t.Errorf("%s %s: %s says %s, %s says %s", rows[i].Name, rows[i].First,
					rows[i].Method, rows[i].Result, rows[i+k].Method, rows[i+k].Result)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if rows := SolveJobs(ctx, js, Options{}); len(rows) != 0 {
		t.Errorf("%d rows after cancellation", len(rows))
	}
}

func TestCollectionJobs(t *testing.T) {
	dir := filepath.Join("..", "..", "data", "oneeye")
	js, err := CollectionJobs(dir, 2, "toy", "standard")
	if err != nil {
		t.Fatal(err)
	}
	// 2 problems of each collection, both first players, every method.
	if want := 2 * 2 * 2 * len(Methods); len(js) != want {
		t.Fatalf("%d jobs, want %d", len(js), want)
	}
	if js[0].Collection != "toy" || js[len(js)-1].Collection != "standard" {
		t.Errorf("collections %q ... %q", js[0].Collection, js[len(js)-1].Collection)
	}
	if _, err := CollectionJobs(dir, 0, "no-such-collection"); err == nil {
		t.Error("missing collection: no error")
	}
	rows, err := RunJobs(context.Background(), js[:len(Methods)], Options{Budget: search.Budget{MaxNodes: 50_000}}, study.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.Result != r.Want && r.Result != Unknown.String() {
			t.Errorf("%s %s: %s, recorded %s", r.Name, r.Method, r.Result, r.Want)
		}
	}
}

// TestStudyParamsJobs: StudyParams lists CollectionJobs per collection,
// then, with DDSOnly, no-DDS with the earlier knowledge on the same
// problems and first players.
func TestStudyParamsJobs(t *testing.T) {
	p := StudyParams{Collections: study.Files{Dir: filepath.Join("..", "..", "data", "oneeye"), Names: []string{"toy", "standard"}}, Limit: 2}
	plain, err := p.Jobs()
	if err != nil {
		t.Fatal(err)
	}
	p.DDSOnly = true
	js, err := p.Jobs()
	if err != nil {
		t.Fatal(err)
	}
	perCollection := 2 * 2 // problems, first players
	if len(plain) != 2*perCollection*len(Methods) || len(js) != len(plain)+2*perCollection {
		t.Fatalf("%d jobs, %d with DDSOnly", len(plain), len(js))
	}
	toy := js[:perCollection*(len(Methods)+1)]
	for i, j := range toy[perCollection*len(Methods):] {
		want := plain[i*len(Methods)]
		if j.Collection != "toy" || j.Method != NoDDS || j.Knowledge != DDSOnlyKnowledge || j.Problem.Name != want.Problem.Name || j.First != want.First {
			t.Errorf("DDSOnly job %d: %+v", i, j)
		}
	}
}
