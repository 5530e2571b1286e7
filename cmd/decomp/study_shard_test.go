package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/study"
)

var shardQuick = flag.Bool("shard-quick", false, "TestStudyShardsMergeToOneRun: every study at its unmodified quick scale (minutes)")

// copyFiles copies files (relative to from) into a new folder, keeping
// their relative paths, and returns the folder.
func copyFiles(t *testing.T, from string, files ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(from, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func haveGNUGo() bool {
	if _, err := exec.LookPath("gnugo"); err == nil {
		return true
	}
	_, err := os.Stat("/usr/games/gnugo")
	return err == nil
}

// untimed returns the JSON rows of a study's output without the fields
// that measure time, which differ from run to run.
func untimed(t *testing.T, out string) []map[string]any {
	t.Helper()
	var rows []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var r map[string]any
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		for k := range r {
			if study.IsTimeColumn(k) {
				delete(r, k)
			}
		}
		rows = append(rows, r)
	}
	return rows
}

// TestStudyShardsMergeToOneRun splits every study of `decomp study -h` into
// three shards, merges them and compares with one run: the same rows, node
// counts and answers; only times differ. Budgets are cut (and the GNU Go
// and soft-decomposition studies get a few problems) to keep it fast;
// -args -shard-quick runs each at its unmodified quick scale.
func TestStudyShardsMergeToOneRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every study twice")
	}
	endgames := copyFiles(t, "../../data", "endgames/small-01.sgf", "endgames/small-03.sgf", "endgames/small-04.sgf")
	games := copyFiles(t, "../../../shared", "games/gnugo-selfplay-19/gnugo-selfplay-19x19-001.sgf")
	strong := copyFiles(t, "../../../shared", "games/strong-19/strong-19-002.sgf", "games/strong-19/strong-19-010.sgf")
	oneStrong := copyFiles(t, "../../../shared", "games/strong-19/strong-19-002.sgf")
	solvedEnd := copyFiles(t, "../../../shared", "games/strong-19/strong-19-035.sgf") // final positions solved
	small := map[string][]string{
		"oneeye":              {"--max-nodes", "2000"},
		"oneeye-tables":       {"--max-nodes", "2000"},
		"safety-phases":       {"--games", filepath.Join(oneStrong, "games", "strong-19"), "--max-nodes", "300"},
		"endgame-subsets":     {"--max-nodes", "3000"},
		"endgame-nodes":       {"--max-nodes", "3000"},
		"endgame-tt":          {"--max-nodes", "20000"},
		"bgf-endgames":        {"--data", endgames},
		"endgame-gnugo":       {"--data", endgames},
		"bgf-gnugo":           {"--shared", games, "--max-nodes", "300"},
		"endgames-real":       {"--shared", strong, "--max-nodes", "300"},
		"endgames-real-moves": {"--shared", solvedEnd, "--max-nodes", "300"},
	}
	gnugo := map[string]bool{"bgf-gnugo": true, "endgame-gnugo": true}
	for _, def := range sortedStudies() {
		t.Run(def.name, func(t *testing.T) {
			if gnugo[def.name] && !haveGNUGo() {
				t.Skip("GNU Go is not installed")
			}
			results := t.TempDir()
			args := []string{"--quiet", "--workers", "2", "--results", results, "--data", "../../data", "--shared", "../../../shared"}
			if !*shardQuick {
				args = append(args, small[def.name]...)
			}
			args = append(args, def.name)
			code, want, stderr := decomp(append([]string{"study", "--json"}, args...)...)
			if code != 0 {
				t.Fatalf("one run: exit %d: %s", code, stderr)
			}
			dir := t.TempDir()
			const shards = 3
			for i := 1; i <= shards; i++ {
				if code, _, stderr := decomp(append([]string{"study"}, append(args, "--shard", fmt.Sprintf("%d/%d", i, shards), "--out", dir)...)...); code != 0 {
					t.Fatalf("shard %d/%d: exit %d: %s", i, shards, code, stderr)
				}
			}
			code, got, stderr := decomp("study", "merge", "--json", "--results", results, dir)
			if code != 0 {
				t.Fatalf("merge: exit %d: %s", code, stderr)
			}
			w, g := untimed(t, want), untimed(t, got)
			if len(w) == 0 || len(w) != len(g) {
				t.Fatalf("one run: %d rows, merged: %d", len(w), len(g))
			}
			for i := range w {
				if !reflect.DeepEqual(w[i], g[i]) {
					t.Errorf("row %d differs:\none run: %v\nmerged:  %v", i+1, w[i], g[i])
				}
			}
		})
	}
}

// TestStudyShardBadInput is the bad-input suite's part for sharded runs.
func TestStudyShardBadInput(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []badCase{
		{name: "shard past the last", args: []string{"--shard", "5/4", "--out", dir, "bgf"}, code: 2, want: []string{"shard 5/4", "from 1 to 4"}},
		{name: "no shards", args: []string{"--shard", "0/0", "--out", dir, "bgf"}, code: 2, want: []string{"shard 0/0", "at least 1"}},
		{name: "shard zero", args: []string{"--shard", "0/4", "--out", dir, "bgf"}, code: 2, want: []string{"shard 0/4", "from 1 to 4"}},
		{name: "shard not i/n", args: []string{"--shard", "2", "--out", dir, "bgf"}, code: 2, want: []string{"--shard", `"2"`, "i/n"}},
		{name: "shard not a number", args: []string{"--shard", "two/4", "--out", dir, "bgf"}, code: 2, want: []string{"--shard", `"two"`, "not a shard number"}},
		{name: "empty shard", args: []string{"--shard", "", "--out", dir, "bgf"}, code: 2, want: []string{"--shard", "empty"}},
		{name: "shard without out", args: []string{"--shard", "1/4", "bgf"}, code: 2, want: []string{"--shard 1/4", "--out"}},
		{name: "out without shard", args: []string{"--out", dir, "bgf"}, code: 2, want: []string{"--out", "--shard"}},
		{name: "slurm option alone", args: []string{"--partition", "debug", "bgf"}, code: 2, want: []string{"--partition", "--slurm"}},
		{name: "slurm and shard", args: []string{"--slurm", dir, "--shard", "1/2", "--out", dir, "bgf"}, code: 2, want: []string{"--shard", "--slurm", "do not go together"}},
		{name: "no tasks", args: []string{"--slurm", dir, "--array-size", "0", "bgf"}, code: 2, want: []string{"--array-size 0", "at least 1"}},
		{name: "negative cpus", args: []string{"--slurm", dir, "--cpus-per-task", "-2", "bgf"}, code: 2, want: []string{"--cpus-per-task -2", "negative"}},
		{name: "time with a space", args: []string{"--slurm", dir, "--time", "1 day", "bgf"}, code: 2, want: []string{"--time", `"1 day"`, "spaces"}},
		{name: "partition with a quote", args: []string{"--slurm", dir, "--partition", "a'b", "bgf"}, code: 2, want: []string{"--partition", "quotes"}},
		{name: "merge without folder", args: []string{"merge"}, code: 2, want: []string{"merge", "one folder"}},
		{name: "merge with a parameter", args: []string{"merge", "--max-nodes", "5", dir}, code: 2, want: []string{"merge", "--max-nodes", "from the shards"}},
		{name: "merge missing folder", args: []string{"merge", bad + "nosuch"}, code: 1, want: []string{"nosuch", "no such file"}},
		{name: "merge empty folder", args: []string{"merge", dir}, code: 1, want: []string{dir, "no shard results"}},
		{name: "merge mixed parameters", args: []string{"merge", bad + "shards-mixed-params"}, code: 1, want: []string{"shard-1-of-2.json", "shard-2-of-2.json", "not shards of one run", `parameter max-nodes "0" vs "5000"`}},
		{name: "merge mixed code", args: []string{"merge", bad + "shards-mixed-code"}, code: 1, want: []string{"shard-2-of-2.json", "not shards of one run", "code version", "commit 0123abc"}},
		{name: "merge missing shard", args: []string{"merge", bad + "shards-missing"}, code: 1, want: []string{"1 of 2 shards", "shard 2/2: no result", "rerun it: cd /srv/decomplab && /opt/decomp/bin/decomp study safety-regions --shard 2/2 --out"}, out: outEmpty},
		{name: "merge other code", args: []string{"merge", bad + "shards-other-code"}, code: 1, want: []string{"computed by code version", "sha256:000000000000", "/opt/decomp/bin/decomp"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkBad(t, []string{"study"}, tc) })
	}
}

// TestStudyMergeNamesMissingShard runs two of three shards, a third that
// fails, merges (which names the failed shard and its rerun command), runs
// that command's shard alone and merges again.
func TestStudyMergeNamesMissingShard(t *testing.T) {
	if testing.Short() {
		t.Skip("solves data/safety")
	}
	data := copyFiles(t, "../../data", "safety/built-fig7-outside-liberty-w.sgf", "safety/built-rooms-eyeless-1x3-s1.sgf", "safety/game-strong-19-009-end5-w.sgf", "safety/game-strong-19-015-end5-b.sgf")
	dir := t.TempDir()
	args := []string{"study", "--quiet", "--data", data, "--max-nodes", "2000", "safety-regions", "--out", dir, "--shard"}
	for _, sh := range []string{"1/3", "3/3"} {
		if code, _, stderr := decomp(append(args, sh)...); code != 0 {
			t.Fatalf("shard %s: exit %d: %s", sh, code, stderr)
		}
	}
	// Shard 2 fails: one of its positions is unreadable.
	sgf := filepath.Join(data, "safety", "built-rooms-eyeless-1x3-s1.sgf")
	good, err := os.ReadFile(sgf)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sgf, []byte("(;SZ[19]AB[zz])"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := decomp(append(args, "2/3")...); code != 1 || !strings.Contains(stderr, "built-rooms-eyeless-1x3-s1.sgf") {
		t.Fatalf("shard 2/3 on a broken file: exit %d: %s", code, stderr)
	}
	code, out, stderr := decomp("study", "merge", dir)
	rerun := fmt.Sprintf("safety-regions --shard 2/3 --out %s", dir)
	if code != 1 || out != "" || !strings.Contains(stderr, "shard 2/3 failed") || !strings.Contains(stderr, "built-rooms-eyeless-1x3-s1.sgf") || !strings.Contains(stderr, rerun) {
		t.Fatalf("merge with shard 2 failed: exit %d, stderr:\n%s\nwant it to name shard 2/3, its error and %q", code, stderr, rerun)
	}
	if err := os.WriteFile(sgf, good, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := decomp(append(args, "2/3")...); code != 0 {
		t.Fatalf("shard 2/3 rerun: exit %d: %s", code, stderr)
	}
	results := t.TempDir()
	code, got, stderr := decomp("study", "merge", "--json", "--results", results, dir)
	if code != 0 {
		t.Fatalf("merge: exit %d: %s", code, stderr)
	}
	// The merged rows are in the cache: one run with the same parameters
	// reuses them.
	code, cached, stderr := decomp("study", "--quiet", "--json", "--results", results, "--data", data, "--max-nodes", "2000", "safety-regions")
	if code != 0 || cached != got || !strings.Contains(stderr, "reused") {
		t.Errorf("one run after the merge: exit %d, %q; want the merged rows reused", code, stderr)
	}
	_, want, _ := decomp("study", "--quiet", "--json", "--results", t.TempDir(), "--data", data, "--max-nodes", "2000", "safety-regions")
	if w, g := untimed(t, want), untimed(t, got); len(w) != 8 || !reflect.DeepEqual(w, g) {
		t.Fatalf("merged rows differ from one run:\n%v\n%v", g, w)
	}
	// Another run's shard may not write into this folder.
	if code, _, stderr := decomp("study", "--quiet", "--data", data, "--max-nodes", "7", "safety-regions", "--out", dir, "--shard", "1/3"); code != 1 || !strings.Contains(stderr, "max-nodes") {
		t.Fatalf("a shard of another run wrote into the folder: exit %d: %s", code, stderr)
	}
}

// TestStudySlurmScript writes the job-array script of a study, checks it,
// and submits it with a stand-in sbatch.
func TestStudySlurmScript(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	code, out, stderr := decomp("study", "--max-nodes", "500", "bgf", "--slurm", dir, "--partition", "short", "--time", "10:00", "--cpus-per-task", "4", "--array-size", "6")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	script, err := os.ReadFile(filepath.Join(dir, slurmScriptName))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"#!/bin/bash\n",
		"#SBATCH --array=1-6\n",
		"#SBATCH --partition=short\n",
		"#SBATCH --time=10:00\n",
		"#SBATCH --cpus-per-task=4\n",
		"#SBATCH --output=" + dir + "/logs/shard-%a.log\n",
		"exec " + dir + "/decomp study --quiet --workers=4 --max-nodes=500 bgf --shard \"${SLURM_ARRAY_TASK_ID}/6\" --out " + dir + "\n",
	} {
		if !strings.Contains(string(script), want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
	if !strings.Contains(out, "sbatch "+filepath.Join(dir, slurmScriptName)) || !strings.Contains(out, dir+"/decomp study merge "+dir) {
		t.Errorf("output %q", out)
	}
	for _, f := range []string{"decomp", "manifest.json", "logs"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	// Before any task has run, merge names every shard with both commands.
	code, _, stderr = decomp("study", "merge", dir)
	if code != 1 || !strings.Contains(stderr, "6 of 6 shards") || !strings.Contains(stderr, "sbatch --array=4 "+filepath.Join(dir, slurmScriptName)) {
		t.Errorf("merge before the tasks: exit %d: %s", code, stderr)
	}
	// --submit runs sbatch and prints the job id.
	bin := t.TempDir()
	fake := "#!/bin/sh\necho \"$@\" > " + filepath.Join(bin, "args") + "\necho '4242;cluster'\n"
	if err := os.WriteFile(filepath.Join(bin, "sbatch"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	code, out, stderr = decomp("study", "--max-nodes", "500", "bgf", "--slurm", dir, "--array-size", "6", "--submit")
	args, _ := os.ReadFile(filepath.Join(bin, "args"))
	if code != 0 || !strings.Contains(out, "submitted job 4242") || !strings.Contains(out, "study merge "+dir) || string(args) != "--parsable "+filepath.Join(dir, slurmScriptName)+"\n" {
		t.Errorf("--submit: exit %d, out %q, stderr %q, sbatch %q", code, out, stderr, args)
	}
	// A run with other parameters may not reuse the folder.
	code, _, stderr = decomp("study", "--max-nodes", "600", "bgf", "--slurm", dir, "--array-size", "6")
	if code != 1 || !strings.Contains(stderr, `parameter max-nodes`) {
		t.Errorf("other parameters in the same folder: exit %d: %s", code, stderr)
	}
}
