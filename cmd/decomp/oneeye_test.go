package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/search"
)

// writeOneEyeProblem writes a small problem with recorded answers want.
func writeOneEyeProblem(t *testing.T, want [2]oneeye.Outcome) string {
	t.Helper()
	p, err := oneeye.ParseDiagram(`
. . . . . . . .
X O O O O O X .
X W W W W W X .
X - x W - - X .`)
	if err != nil {
		t.Fatal(err)
	}
	p.Want = want
	path := filepath.Join(t.TempDir(), "p.sgf")
	if err := p.WriteFile(path, "test problem"); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestOneEyeJSON(t *testing.T) {
	path := writeOneEyeProblem(t, [2]oneeye.Outcome{oneeye.DefenderWins, oneeye.DefenderWins})
	for _, method := range []string{"nodds", "dds", "rds", "minimax"} {
		var stdout, stderr bytes.Buffer
		code := run([]string{"oneeye", "--json", "--method", method, "--first", "both", path}, &stdout, &stderr)
		if code != 0 {
			t.Fatalf("%s: exit %d, stderr %s", method, code, stderr.String())
		}
		lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
		if len(lines) != 2 {
			t.Fatalf("%s: %d lines, want 2:\n%s", method, len(lines), stdout.String())
		}
		for i, line := range lines {
			var r map[string]any
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				t.Fatalf("%s: %v in %s", method, err, line)
			}
			for _, key := range []string{"result", "move", "nodes", "millis", "decompositions", "narrowings", "lost_nodes"} {
				if _, ok := r[key]; !ok {
					t.Errorf("%s: no %q in %s", method, key, line)
				}
			}
			if r["result"] != "defender" || r["first"] != []string{"defender", "attacker"}[i] || r["method"] != method {
				t.Errorf("%s: line %d: %s", method, i, line)
			}
			if mv, _ := r["move"].(string); mv == "" {
				t.Errorf("%s: empty move in %s", method, line)
			}
		}
	}
}

func TestOneEyeText(t *testing.T) {
	path := writeOneEyeProblem(t, [2]oneeye.Outcome{})
	var stdout, stderr bytes.Buffer
	if code := run([]string{"oneeye", "--first", "defender", path}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if got := stdout.String(); !strings.Contains(got, "defender first: defender wins") || strings.Count(got, "\n") != 1 {
		t.Errorf("output %q", got)
	}
}

func TestOneEyeErrors(t *testing.T) {
	good := writeOneEyeProblem(t, [2]oneeye.Outcome{})
	wrong := writeOneEyeProblem(t, [2]oneeye.Outcome{oneeye.AttackerWins, oneeye.AttackerWins})
	bad := filepath.Join(t.TempDir(), "bad.sgf")
	if err := os.WriteFile(bad, []byte("(;GM[1]FF[4]SZ[5]AW[aa][ba]MA[aa][ab])"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no file", []string{"oneeye"}, 2, "no SGF file"},
		{"bad method", []string{"oneeye", "--method", "alphabeta", good}, 2, "bad method"},
		{"bad first", []string{"oneeye", "--first", "black", good}, 2, "bad --first"},
		{"negative budget", []string{"oneeye", "--max-nodes", "-3", good}, 2, "negative"},
		{"non-numeric budget", []string{"oneeye", "--max-nodes", "many", good}, 2, "-max-nodes"},
		{"budget out of range", []string{"oneeye", "--max-nodes", "99999999999999999999", good}, 2, "out of range"},
		{"time limit without a unit", []string{"oneeye", "--time-limit", "5", good}, 2, "-time-limit"},
		{"negative time limit", []string{"oneeye", "--time-limit", "-2s", good}, 2, "negative"},
		{"table size not an integer", []string{"oneeye", "--table-mb", "1e3", good}, 2, "-table-mb"},
		{"table size too large", []string{"oneeye", "--table-mb", "65537", good}, 2, "at most 65536"},
		{"missing file", []string{"oneeye", filepath.Join(t.TempDir(), "none.sgf")}, 1, "none.sgf"},
		{"no crucial stones", []string{"oneeye", bad}, 1, "bad.sgf"},
		{"answer differs from the file", []string{"oneeye", wrong}, 1, "differ"},
		{"budget exhausted is not an error", []string{"oneeye", "--max-nodes", "1", "--method", "nodds", "--first", "attacker", good}, 0, ""},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, &stdout, &stderr)
		if code != tc.code || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%s: exit %d, stderr %q; want exit %d and %q", tc.name, code, stderr.String(), tc.code, tc.want)
		}
	}
}

func TestOneEyeStudy(t *testing.T) {
	data := "../../data"
	if _, err := os.Stat(filepath.Join(data, "oneeye", "toy")); err != nil {
		t.Skip("no data/oneeye")
	}
	rs, err := runOneEyeStudy(studyConfig{Budget: search.Budget{MaxNodes: 2000}, Workers: 1, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) < 3*2*(13+81) {
		t.Fatalf("%d rows", len(rs))
	}
	for _, r := range rs {
		if r.Result != "unknown" && r.Result != r.Want {
			t.Errorf("%+v", r)
		}
	}
}

func TestOneEyeStudyMissingData(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "missing")
	_, err := runOneEyeStudy(studyConfig{Budget: search.Budget{MaxNodes: 10}, Workers: 1, Data: dir})
	if err == nil || !strings.Contains(err.Error(), "no such folder") || !strings.Contains(err.Error(), dir) {
		t.Errorf("error %v, want one naming %s and saying it does not exist", err, dir)
	}
}

// runOneEyeStudy runs the oneeye study's parameters for cfg.
func runOneEyeStudy(cfg studyConfig) ([]oneeye.Row, error) {
	p, err := oneeyeParams(cfg)
	if err != nil {
		return nil, err
	}
	return p.Run(context.Background(), cfg.options("oneeye"))
}
