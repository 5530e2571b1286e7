package apicheck

import (
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
)

func whats(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.What)
	}
	return out
}

func TestContextWithoutBudget(t *testing.T) {
	got, err := ContextWithoutBudget(filepath.Join("testdata", "lib"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"solver.Match", "solver.Walk", "solver.Loose.Run"}
	if !slices.Equal(whats(got), want) {
		t.Errorf("findings %v, want %v", got, want)
	}
	if len(got) > 0 && got[0].String() != "solver/solver.go:40: solver.Match" {
		t.Errorf("first finding prints as %q", got[0])
	}
}

func TestStringCounters(t *testing.T) {
	got, err := StringCounters(filepath.Join("testdata", "lib"), "search")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{`Count("nodes")`, "Counters"}
	if !slices.Equal(whats(got), want) {
		t.Errorf("findings %v, want %v", got, want)
	}
	all, err := StringCounters(filepath.Join("testdata", "lib"))
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != len(want)+1 { // lib/search's own Counters
		t.Errorf("without skipping lib/search: %v", all)
	}
}

// report logs the findings and fails on them: every package keeps the
// contracts, so a finding is a new break.
func report(t *testing.T, contract string, fs []Finding) {
	t.Helper()
	for _, f := range fs {
		t.Log(f)
	}
	if len(fs) > 0 {
		t.Errorf("%d places do not keep the contract: %s", len(fs), contract)
	}
}

// notSearches are exported functions that take a context but run no
// search of their own, with the reason.
var notSearches = map[string]string{
	"study.Run":                "the harness: each call of solve carries its own budget",
	"study.RunRows":            "the harness: each call of solve carries its own budget",
	"study.Cache.Do":           "the results cache: compute carries its own budget",
	"study.Cached":             "the results cache: compute carries its own budget",
	"endgame.GNUGoCountStatus": "asks GNU Go for final_status_list over GTP: no search of ours; the context ends it",
}

// TestReportContextWithoutBudget lists the exported functions of lib/ that
// take a context.Context but no search.Budget (make api-check).
func TestReportContextWithoutBudget(t *testing.T) {
	fs, err := ContextWithoutBudget(filepath.Join(testenv.ModuleRoot(t), "lib"))
	if err != nil {
		t.Fatal(err)
	}
	fs = slices.DeleteFunc(fs, func(f Finding) bool { return notSearches[f.What] != "" })
	report(t, "every exported search entry point takes a search.Budget", fs)
}

// TestReportStringCounters lists the string-keyed counters outside
// lib/search, in the Go files of lib/, cmd/ and kernel/ and the lines of
// the notebooks (make api-check).
func TestReportStringCounters(t *testing.T) {
	root := testenv.ModuleRoot(t)
	var all []Finding
	for _, dir := range []string{"lib", "cmd", "kernel"} {
		fs, err := StringCounters(filepath.Join(root, dir), "search")
		if err != nil {
			t.Fatal(err)
		}
		for i := range fs {
			fs[i].Pos.Filename = dir + "/" + fs[i].Pos.Filename
		}
		all = append(all, fs...)
	}
	notebooks, err := filepath.Glob(filepath.Join(root, "notebooks", "*.ipynb"))
	if err != nil {
		t.Fatal(err)
	}
	for _, nb := range notebooks {
		text, err := os.ReadFile(nb)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(text), "\n") {
			if strings.Contains(line, `Count(\"`) || strings.Contains(line, "Counters[") {
				all = append(all, Finding{Pos: token.Position{Filename: "notebooks/" + filepath.Base(nb), Line: i + 1}, What: "Counters"})
			}
		}
	}
	report(t, "counters are typed fields, read by field (not Count(\"name\") or Counters)", all)
}

func TestInternalTypes(t *testing.T) {
	got, err := InternalTypes(filepath.Join("testdata", "lib"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"solver.Match: peer.Client", "solver.Clients: peer.Client", "solver.Play: peer.Client", "solver.Start: peer.Client", "solver.Match.Opponent: peer.Client"}
	if !slices.Equal(whats(got), want) {
		t.Errorf("findings %v, want %v", got, want)
	}
}

// TestReportInternalTypes lists the exported API of lib/ that exposes a
// type of an internal package (make api-check).
func TestReportInternalTypes(t *testing.T) {
	fs, err := InternalTypes(filepath.Join(testenv.ModuleRoot(t), "lib"))
	if err != nil {
		t.Fatal(err)
	}
	report(t, "no exported API exposes an internal package's type", fs)
}
