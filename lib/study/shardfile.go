package study

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/decomplab/decomplab/internal/atomicfile"
)

// Manifest is what the shards of one run of a study agree on: the study,
// the number of shards, the version of the code that computes the rows and
// every parameter the rows depend on. Executable and Workdir say how the
// run was started (to rerun a shard) and are not compared.
type Manifest struct {
	Study      string            `json:"study"`
	Shards     int               `json:"shards"`
	Code       string            `json:"code"`
	Parameters map[string]string `json:"parameters"`
	Executable string            `json:"executable,omitempty"`
	Workdir    string            `json:"workdir,omitempty"`
}

// Differs names the first thing on which two manifests disagree (study,
// number of shards, code version, a parameter), or returns "".
func (m Manifest) Differs(o Manifest) string {
	switch {
	case m.Study != o.Study:
		return fmt.Sprintf("study %q vs %q", m.Study, o.Study)
	case m.Shards != o.Shards:
		return fmt.Sprintf("%d vs %d shards", m.Shards, o.Shards)
	case m.Code != o.Code:
		return fmt.Sprintf("code version %q vs %q", m.Code, o.Code)
	}
	keys := slices.Sorted(maps.Keys(m.Parameters))
	for k := range o.Parameters {
		if _, ok := m.Parameters[k]; !ok {
			keys = append(keys, k)
		}
	}
	for _, k := range keys {
		a, inM := m.Parameters[k]
		b, inO := o.Parameters[k]
		switch {
		case !inM:
			a = "(not set)"
		case !inO:
			b = "(not set)"
		}
		if a != b || inM != inO {
			return fmt.Sprintf("parameter %s %q vs %q", k, a, b)
		}
	}
	return ""
}

// ShardResult is the file a shard writes: its run's manifest, which shard
// it is, where and when it ran, and the rows it kept.
type ShardResult struct {
	Manifest
	Shard   int       `json:"shard"`
	Host    string    `json:"host,omitempty"`
	Started time.Time `json:"started"`
	Seconds float64   `json:"seconds"`
	Stages  []Stage   `json:"stages"`
}

// ShardFailure is the file a shard that failed writes instead.
type ShardFailure struct {
	Manifest
	Shard int       `json:"shard"`
	Host  string    `json:"host,omitempty"`
	Time  time.Time `json:"time"`
	Error string    `json:"error"`
}

// The files of a run's folder.
const manifestFile = "manifest.json"

// ShardFile returns the name of shard s's result in its folder.
func ShardFile(s Shard) string { return fmt.Sprintf("shard-%d-of-%d.json", s.Index, s.Count) }

func failureFile(s Shard) string { return fmt.Sprintf("shard-%d-of-%d.failed.json", s.Index, s.Count) }

// WriteManifest writes the manifest of a run into dir (created if needed),
// so that merge knows the number of shards before any has finished.
func WriteManifest(dir string, m Manifest) error {
	return writeJSONFile(dir, manifestFile, m)
}

// WriteShardResult writes a shard's result into dir (created if needed)
// and removes the record of an earlier failure of that shard. The file
// appears whole or not at all.
func WriteShardResult(dir string, r ShardResult) error {
	s := Shard{r.Shard, r.Shards}
	if err := writeJSONFile(dir, ShardFile(s), r); err != nil {
		return err
	}
	if err := os.Remove(filepath.Join(dir, failureFile(s))); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// WriteShardFailure records in dir that a shard failed and why.
func WriteShardFailure(dir string, f ShardFailure) error {
	return writeJSONFile(dir, failureFile(Shard{f.Shard, f.Shards}), f)
}

func writeJSONFile(dir, name string, v any) error {
	data, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	return atomicfile.Write(filepath.Join(dir, name), bytes.NewReader(append(data, '\n')), 0o644)
}

// folder is what a run's folder holds.
type folder struct {
	dir       string
	manifest  *Manifest // manifest.json, if present
	results   map[int]ShardResult
	failures  map[int]ShardFailure
	manifests []namedManifest // every file's manifest, manifest.json first
}

type namedManifest struct {
	file string
	m    Manifest
}

// readFolder reads the manifest, results and failures in dir; a missing
// dir is an empty folder.
func readFolder(dir string) (*folder, error) {
	f := &folder{dir: dir, results: map[int]ShardResult{}, failures: map[int]ShardFailure{}}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return f, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && (e.Name() == manifestFile || strings.HasPrefix(e.Name(), "shard-") && strings.HasSuffix(e.Name(), ".json")) {
			names = append(names, e.Name())
		}
	}
	slices.SortFunc(names, func(a, b string) int {
		if (a == manifestFile) != (b == manifestFile) {
			if a == manifestFile {
				return -1
			}
			return 1
		}
		return strings.Compare(a, b)
	})
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		var m Manifest
		switch {
		case name == manifestFile:
			err = json.Unmarshal(data, &m)
			f.manifest = &m
		case strings.HasSuffix(name, ".failed.json"):
			var fl ShardFailure
			err = json.Unmarshal(data, &fl)
			m = fl.Manifest
			if err == nil {
				err = checkShardNumber(fl.Shard, m.Shards)
				f.failures[fl.Shard] = fl
			}
		default:
			var r ShardResult
			err = json.Unmarshal(data, &r)
			m = r.Manifest
			if err == nil {
				err = checkShardNumber(r.Shard, m.Shards)
			}
			f.results[r.Shard] = r
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(dir, name), err)
		}
		f.manifests = append(f.manifests, namedManifest{name, m})
	}
	return f, nil
}

func checkShardNumber(i, n int) error {
	return Shard{i, n}.Check()
}

// agree checks that every file of the folder (and want, if given) belongs
// to one run.
func (f *folder) agree(want *namedManifest) error {
	all := f.manifests
	if want != nil {
		all = append([]namedManifest{*want}, all...)
	}
	for _, nm := range all[min(1, len(all)):] {
		if d := all[0].m.Differs(nm.m); d != "" {
			return fmt.Errorf("%s: %s and %s are not shards of one run (%s); keep each run in a folder of its own", f.dir, all[0].file, nm.file, d)
		}
	}
	return nil
}

// CheckFolder says whether a shard of the run m may write its result into
// dir: dir must be missing, empty, or hold only files of the same run.
func CheckFolder(dir string, m Manifest) error {
	f, err := readFolder(dir)
	if err != nil {
		return err
	}
	return f.agree(&namedManifest{"this shard", m})
}

// MissingShard is a shard whose result is not in its run's folder.
type MissingShard struct {
	Shard Shard
	// Failure is the error the shard recorded when it failed; "" when
	// there is no trace of it (not run yet, still running, or killed).
	Failure string
}

// IncompleteError says which shards of a run have no result yet.
type IncompleteError struct {
	Dir      string
	Manifest Manifest
	Missing  []MissingShard
}

func (e *IncompleteError) Error() string {
	var parts []string
	for _, m := range e.Missing {
		if m.Failure != "" {
			parts = append(parts, fmt.Sprintf("%s (failed: %s)", m.Shard, m.Failure))
		} else {
			parts = append(parts, fmt.Sprintf("%s (no result)", m.Shard))
		}
	}
	return fmt.Sprintf("%s: %d of %d shards of study %s have no result: %s", e.Dir, len(e.Missing), e.Manifest.Shards, e.Manifest.Study, strings.Join(parts, ", "))
}

// Merged is a run's folder with the result of every shard.
type Merged struct {
	Dir      string
	Manifest Manifest
	Results  []ShardResult // in shard order
}

// ReadShards reads the folder of a sharded run. It fails if the folder
// mixes runs (another study, number of shards, code version or parameter)
// and returns an *IncompleteError naming each shard without a result.
func ReadShards(dir string) (*Merged, error) {
	if st, err := os.Stat(dir); err != nil {
		return nil, err
	} else if !st.IsDir() {
		return nil, fmt.Errorf("%s is not a folder", dir)
	}
	f, err := readFolder(dir)
	if err != nil {
		return nil, err
	}
	if len(f.manifests) == 0 {
		return nil, fmt.Errorf("%s holds no shard results (%s, ...) and no %s", dir, ShardFile(Shard{1, 1}), manifestFile)
	}
	if err := f.agree(nil); err != nil {
		return nil, err
	}
	m := f.manifests[0].m
	out := &Merged{Dir: dir, Manifest: m}
	var missing []MissingShard
	for i := 1; i <= m.Shards; i++ {
		r, ok := f.results[i]
		if !ok {
			missing = append(missing, MissingShard{Shard{i, m.Shards}, f.failures[i].Error})
			continue
		}
		out.Results = append(out.Results, r)
	}
	if len(missing) > 0 {
		return nil, &IncompleteError{Dir: dir, Manifest: m, Missing: missing}
	}
	return out, nil
}

// Replay returns a Sharding under which a study's Runs give back the rows
// of every shard (see Sharding). It checks that the shards solved the same
// stages with the same number of problems and each problem exactly once.
func (m *Merged) Replay() (*Sharding, error) {
	if len(m.Results) == 0 {
		return nil, fmt.Errorf("%s: no shard results", m.Dir)
	}
	first := m.Results[0]
	stages := make([]Stage, len(first.Stages))
	owner := make([][]int, len(first.Stages))
	for k, st := range first.Stages {
		stages[k] = Stage{Problems: st.Problems, Solved: make([]int, st.Problems), Rows: make([]json.RawMessage, st.Problems)}
		owner[k] = make([]int, st.Problems)
	}
	for _, r := range m.Results {
		file := filepath.Join(m.Dir, ShardFile(Shard{r.Shard, r.Shards}))
		if len(r.Stages) != len(stages) {
			return nil, fmt.Errorf("%s: %d stages, shard %d has %d", file, len(r.Stages), first.Shard, len(stages))
		}
		for k, st := range r.Stages {
			if st.Problems != stages[k].Problems || len(st.Rows) != len(st.Solved) {
				return nil, fmt.Errorf("%s: stage %d has %d problems and %d rows for %d solved; shard %d has %d problems", file, k+1, st.Problems, len(st.Rows), len(st.Solved), first.Shard, stages[k].Problems)
			}
			for j, i := range st.Solved {
				if i < 0 || i >= st.Problems {
					return nil, fmt.Errorf("%s: stage %d: problem %d of %d", file, k+1, i, st.Problems)
				}
				if owner[k][i] != 0 {
					return nil, fmt.Errorf("%s: stage %d: problem %d was solved by shard %d too", file, k+1, i, owner[k][i])
				}
				owner[k][i] = r.Shard
				stages[k].Rows[i] = st.Rows[j]
			}
		}
	}
	for k := range stages {
		for i, o := range owner[k] {
			if o == 0 {
				return nil, fmt.Errorf("%s: stage %d: no shard solved problem %d", m.Dir, k+1, i)
			}
			stages[k].Solved[i] = i
		}
	}
	return &Sharding{replay: true, stages: stages}, nil
}
