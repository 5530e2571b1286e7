package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/study"
)

// TestStudySharesCacheWithNotebook: `decomp study bgf` and a notebook's
// run of the same parameters (nb.Study: study.Cached keyed by the study's
// bgf.QualityOptions) find each other's rows in the results cache, in
// both orders.
func TestStudySharesCacheWithNotebook(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the quick bgf study")
	}
	q := bgf.DefaultQualityOptions() // what notebook 05 builds
	q.MaxNodes = 2000
	checkSharesCache(t, "bgf", q, "--max-nodes", "2000")
}

// TestTableSizeStudySharesCacheWithNotebook: the same for endgame-tt
// (endgame.TableSizeParams), whose problem a notebook names by an
// absolute path.
func TestTableSizeStudySharesCacheWithNotebook(t *testing.T) {
	data, err := filepath.Abs("../../data")
	if err != nil {
		t.Fatal(err)
	}
	p := endgame.TableSizeParams{
		Problem:      study.Files{Dir: filepath.Join(data, "endgames"), Names: []string{"paper-scale.sgf"}},
		Areas:        3,
		First:        board.White,
		Enhancements: endgame.Enhancements{SortByArea: true},
		Entries:      []int{1 << 4, 1 << 6, 1 << 8, 1 << 10, 1 << 12, 1 << 14, 1 << 16, 0},
		Budget:       search.Budget{MaxNodes: 2000},
	}
	checkSharesCache(t, "endgame-tt", p, "--data", "../../data", "--max-nodes", "2000")
}

// checkSharesCache checks that `decomp study NAME FLAGS...` and a
// notebook's nb.Study(NAME, p) find each other's rows in the results
// cache, in both orders.
func checkSharesCache[R any](t *testing.T, name string, p study.Params[R], flags ...string) {
	t.Helper()
	ctx := context.Background()
	notebook := func(results string) ([]R, study.Stored) {
		t.Helper()
		rows, run, err := study.Cached(ctx, study.Cache{Dir: results}, name, p, func(ctx context.Context) ([]R, error) {
			return p.Run(ctx, study.Options{})
		})
		if err != nil {
			t.Fatal(err)
		}
		return rows, run
	}
	cli := func(results string) (string, string) {
		t.Helper()
		args := append([]string{"study", "--quiet", "--json", "--results", results}, flags...)
		code, out, stderr := decomp(append(args, name)...)
		if code != 0 {
			t.Fatalf("decomp study: exit %d: %s", code, stderr)
		}
		return out, stderr
	}

	first := t.TempDir()
	out, log := cli(first)
	rows, run := notebook(first)
	if strings.Contains(log, "reused") || !run.Reused {
		t.Errorf("the notebook did not reuse the command line's run:\n%s\n%s", log, run.Summary())
	}
	if n := strings.Count(out, "\n"); n != len(rows) || n == 0 {
		t.Errorf("%d rows printed, %d read back", n, len(rows))
	}

	second := t.TempDir()
	computed, run := notebook(second)
	if run.Reused || run.File == "" {
		t.Fatalf("notebook run: %s", run.Summary())
	}
	var want strings.Builder
	if err := study.WriteJSON(&want, computed); err != nil {
		t.Fatal(err)
	}
	if again, log := cli(second); !strings.Contains(log, "reused") || again != want.String() {
		t.Errorf("the command line did not reuse the notebook's run, or printed other rows:\n%s", log)
	}
}

// TestStudyParamsIndependentOfPaths: the parameters of a study that reads
// files are the same whether its folder is named relative to the
// checkout (the command line) or absolute (a notebook, from nb.Root), and
// equal to what the study's notebook builds at the quick scale.
func TestStudyParamsIndependentOfPaths(t *testing.T) {
	sf := newStudyFlags(os.Stderr)
	if err := sf.fs.Parse([]string{"--data", "../../data", "--shared", "../../../shared"}); err != nil {
		t.Fatal(err)
	}
	cfg, err := sf.config()
	if err != nil {
		t.Fatal(err)
	}
	data, err := filepath.Abs("../../data")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		study    string
		notebook func() (any, error)
	}{
		{"safety-regions", func() (any, error) {
			files, err := board.SGFFiles(filepath.Join(data, "safety"))
			if err != nil {
				return nil, err
			}
			var set []string
			for _, f := range files {
				if !strings.HasPrefix(filepath.Base(f), "rooms-") {
					set = append(set, f)
				}
			}
			p := safety.RegionsParams{Budget: safety.Table1Budget(false)} // what notebook 04 builds
			p.Positions, err = study.FilesOf(set)
			if len(set) == 0 {
				err = errors.New("no Table 1 set in data/safety")
			}
			return p, err
		}},
		{"endgame-subsets", func() (any, error) {
			return endgame.SubsetParams{ // what notebook 02 builds
				Problems: study.Files{Dir: filepath.Join(data, "endgames"), Names: []string{"ijcai-first.sgf", "paper-hot.sgf"}},
				First:    board.White,
				Budget:   search.Budget{MaxNodes: 100_000},
			}, nil
		}},
	}
	for _, tc := range tests {
		def, err := findStudy(tc.study)
		if err != nil {
			t.Fatal(err)
		}
		key, err := def.cacheKey(cfg, sf.parameters())
		if err != nil {
			t.Fatal(err)
		}
		p, err := tc.notebook()
		if err != nil {
			t.Fatalf("%s: %v", tc.study, err)
		}
		a, _ := json.Marshal(key)
		b, _ := json.Marshal(p)
		if string(a) != string(b) {
			t.Errorf("%s: command line's parameters\n%s\nnotebook's\n%s", tc.study, a, b)
		}
	}
}

// TestSafetyStudyEngine: --engine chooses the region search engine of the
// safety studies' parameters (what nb.Study gets as the Engine field);
// without it the parameters, and so the cache keys of every study, are
// as before the flag existed; a bad engine is a usage error.
func TestSafetyStudyEngine(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want safety.Engine
	}{
		{nil, safety.Auto},
		{[]string{"--engine", "auto"}, safety.Auto},
		{[]string{"--engine", "dfs"}, safety.DepthFirst},
		{[]string{"--engine", "dfpn"}, safety.ProofNumber},
	} {
		for _, name := range []string{"safety-regions", "safety-phases"} {
			key, params := studyKey(t, name, tc.args)
			if _, ok := params["engine"]; ok != (tc.want != safety.Auto) {
				t.Errorf("%v: parameters %v", tc.args, params)
			}
			var got safety.Engine
			switch p := key.(type) {
			case safety.RegionsParams:
				got = p.Engine
			case safety.PhasesParams:
				got = p.Engine
			default:
				t.Fatalf("%s: parameters %T", name, key)
			}
			js, _ := json.Marshal(key)
			if got != tc.want || strings.Contains(string(js), "Engine") != (tc.want != safety.Auto) {
				t.Errorf("%s %v: engine %v, JSON %s; want %v", name, tc.args, got, js, tc.want)
			}
		}
	}
	if code, _, stderr := decomp("study", "--data", "../../data", "--engine", "magic", "safety-regions"); code != 2 || !strings.Contains(stderr, "unknown region search engine") {
		t.Errorf("--engine magic: exit %d, %s", code, stderr)
	}
}

// TestRealStudySafety: --safety chooses the safety solver of the
// real-game studies (RealParams.Safety); without it they keep their
// default, SOLVER 1.0 + P, and their parameters (so their cache keys) as
// before the flag existed; a bad solver is a usage error naming the flag.
func TestRealStudySafety(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want safety.Solver
	}{
		{nil, safety.Partial},
		{[]string{"--safety", "partial"}, safety.Partial},
		{[]string{"--safety", "solver3"}, safety.Solver3},
		{[]string{"--safety", "benson"}, safety.Benson},
	} {
		for _, name := range []string{"endgames-real", "endgames-real-moves"} {
			key, params := studyKey(t, name, tc.args)
			if _, ok := params["safety"]; ok != (tc.args != nil) {
				t.Errorf("%v: parameters %v", tc.args, params)
			}
			var got safety.Solver
			switch p := key.(type) {
			case endgame.RealParams:
				got = p.Safety
			case endgame.RealMovesParams:
				got = p.Safety
			default:
				t.Fatalf("%s: parameters %T", name, key)
			}
			if got != tc.want {
				t.Errorf("%s %v: safety %v, want %v", name, tc.args, got, tc.want)
			}
		}
	}
	if code, _, stderr := decomp("study", "--data", "../../data", "--shared", "../../../shared", "--safety", "magic", "endgames-real"); code != 2 || !strings.Contains(stderr, "--safety") || !strings.Contains(stderr, "unknown solver") {
		t.Errorf("--safety magic: exit %d, %s", code, stderr)
	}
}

// studyKey returns the parameters (the cache key) of study name run with
// the flags args on the repository's data and the shared folder, and the
// flags' parameters.
func studyKey(t *testing.T, name string, args []string) (any, map[string]string) {
	t.Helper()
	sf := newStudyFlags(os.Stderr)
	if err := sf.fs.Parse(append([]string{"--data", "../../data", "--shared", "../../../shared"}, args...)); err != nil {
		t.Fatal(err)
	}
	cfg, err := sf.config()
	if err != nil {
		t.Fatal(err)
	}
	def, err := findStudy(name)
	if err != nil {
		t.Fatal(err)
	}
	key, err := def.cacheKey(cfg, sf.parameters())
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return key, sf.parameters()
}
