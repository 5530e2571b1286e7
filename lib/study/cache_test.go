package study

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

type cacheRow struct {
	Problem string `csv:"problem"`
	Nodes   int64  `csv:"nodes"`
}

func TestCacheReusesUntilParamsOrCodeChange(t *testing.T) {
	dir := t.TempDir()
	calls := 0
	compute := func(n int) func(context.Context) ([]cacheRow, error) {
		return func(context.Context) ([]cacheRow, error) {
			calls++
			return []cacheRow{{"A", int64(n)}, {"B", int64(2 * n)}}, nil
		}
	}
	type params struct{ N int }
	steps := []struct {
		name       string
		cache      Cache
		n          int
		wantReused bool
	}{
		{"first run computes", Cache{Dir: dir, Code: "c1"}, 3, false},
		{"same parameters and code reuse", Cache{Dir: dir, Code: "c1"}, 3, true},
		{"other parameters compute", Cache{Dir: dir, Code: "c1"}, 4, false},
		{"first parameters still stored", Cache{Dir: dir, Code: "c1"}, 3, true},
		{"other code computes", Cache{Dir: dir, Code: "c2"}, 3, false},
		{"recompute computes", Cache{Dir: dir, Code: "c2", Recompute: true}, 3, false},
		{"after recompute, reuse", Cache{Dir: dir, Code: "c2"}, 3, true},
	}
	for _, s := range steps {
		before := calls
		rows, run, err := Cached(context.Background(), s.cache, "toy", params{s.n}, compute(s.n))
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if run.Reused != s.wantReused || (calls > before) == s.wantReused {
			t.Fatalf("%s: reused %v, computed %v", s.name, run.Reused, calls > before)
		}
		if len(rows) != 2 || rows[1] != (cacheRow{"B", int64(2 * s.n)}) {
			t.Fatalf("%s: rows %+v", s.name, rows)
		}
		if run.File == "" || len(run.Table.Rows) != 2 || run.Table.Columns[0] != "problem" || run.Note != "" {
			t.Fatalf("%s: run %+v", s.name, run)
		}
		if !strings.Contains(run.Summary(), "toy: 2 rows") {
			t.Errorf("%s: summary %q", s.name, run.Summary())
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "toy-*.json"))
	if len(files) != 3 {
		t.Errorf("%d cache files, want 3 (two parameter sets under c1, one under c2)", len(files))
	}
}

type oddRow struct {
	Problem string
	Value   any
}

func TestCacheDoesNotStoreWhatItCannotGiveBack(t *testing.T) {
	dir := t.TempDir()
	odd := func(context.Context) ([]oddRow, error) { return []oddRow{{"A", int64(1) << 60}}, nil }
	_, run, err := Cached(context.Background(), Cache{Dir: dir, Code: "c"}, "odd", nil, odd)
	if err != nil {
		t.Fatal(err)
	}
	// int64(1)<<60 comes back as a float64 in an interface: not stored.
	if run.File != "" || !strings.Contains(run.Note, "not stored") {
		t.Fatalf("stored rows that change through JSON: %+v", run)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, run, err = Cached(ctx, Cache{Dir: dir, Code: "c"}, "cut", nil, func(context.Context) ([]cacheRow, error) { return []cacheRow{{"A", 1}}, nil })
	if err != nil || run.File != "" || !strings.Contains(run.Note, "interrupted") {
		t.Fatalf("interrupted run: %v %+v", err, run)
	}
	if _, _, err := Cached(context.Background(), Cache{Dir: dir, Code: "c"}, "../up", nil, func(context.Context) ([]cacheRow, error) { return nil, nil }); err == nil {
		t.Fatal("study name with a slash accepted")
	}
}

func TestDescribeGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.email=t@example.com", "-c", "user.name=t"}, args...)...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q")
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.go", "package a\n")
	if err := os.Mkdir(filepath.Join(dir, "notebooks"), 0o755); err != nil {
		t.Fatal(err)
	}
	write("notebooks/n.ipynb", "{}")
	git("add", "a.go", "notebooks/n.ipynb")
	git("commit", "-q", "-m", "a")
	clean := Describe(dir, map[string]any{"n": 3})
	if clean.Commit == "" || clean.Dirty || clean.Code != clean.Commit {
		t.Fatalf("clean tree: %+v", clean)
	}
	write("notebooks/n.ipynb", `{"cells": []}`)
	write("notebooks/thumbnail.png", "a picture make figures wrote")
	notebook := Describe(filepath.Join(dir, "notebooks"), nil)
	if !notebook.Dirty || notebook.Code != clean.Commit {
		t.Fatalf("a changed notebook and a new picture beside it: dirty %v, code %q; want dirty with the code of the commit", notebook.Dirty, notebook.Code)
	}
	write("a.go", "package a // changed\n")
	edited := Describe(dir, nil)
	write("new.go", "package a\n")
	added := Describe(filepath.Join(dir, "notebooks"), nil)
	if !edited.Dirty || edited.Commit != clean.Commit || !strings.HasPrefix(edited.Code, clean.Commit+"+") ||
		added.Code == edited.Code {
		t.Fatalf("changes not seen: clean %q, edited %q, untracked file added %q", clean.Code, edited.Code, added.Code)
	}
	tab := clean.Table()
	var text strings.Builder
	tab.Text(&text)
	for _, want := range []string{"commit", clean.Commit[:12], "os/arch", "cpu", "param n  3"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("provenance table lacks %q:\n%s", want, text.String())
		}
	}
}
