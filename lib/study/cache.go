package study

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"time"
)

// Cache keeps the rows of study runs on disk, one JSON file per study,
// parameters and code version, so that the command line and the notebooks
// reuse a run until its parameters or the code change.
//
// The code version is CodeVersion (Provenance.Code), the one sharded runs
// keep too: the commit, and for a tree with changes a hash of them, so
// editing a file (a solver, a test, a data set; not a notebook or a
// generated figure) makes the next run compute afresh. Without a code
// version nothing is reused or stored.
type Cache struct {
	// Dir is the folder of the files, e.g. "results" in the checkout
	// (git-ignored).
	Dir string
	// Recompute runs the study even if a stored run matches, and stores
	// the new rows in its place.
	Recompute bool
	// Checkout is a folder of the checkout whose code version keys the
	// runs ("" for the working directory).
	Checkout string
	// Code, if not empty, is the code version instead of the checkout's
	// (tests use it).
	Code string
}

// Stored is a study run as the cache stores it.
type Stored struct {
	Study  string          `json:"study"`
	Params json.RawMessage `json:"params"`
	// Provenance of the run that computed the rows (its Params are nil:
	// the parameters are Params above).
	Provenance Provenance    `json:"provenance"`
	Elapsed    time.Duration `json:"elapsed_ns"`
	// Table is the rows as TableOf makes them; Rows the rows as JSON (an
	// array).
	Table Table           `json:"table"`
	Rows  json.RawMessage `json:"rows"`

	// Reused says the rows were read from File, not computed now. Not
	// stored.
	Reused bool `json:"-"`
	// File is the cache file ("" when nothing was stored). Not stored.
	File string `json:"-"`
	// Note says why a computed run was not stored ("" if it was). Not
	// stored.
	Note string `json:"-"`
}

var studyName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)

// Do returns the stored run of study with params (any value JSON encodes
// deterministically: a struct, a map) for the current code if there is one
// and c.Recompute is false; otherwise it calls compute, which returns a
// slice of row structs, stores the rows and returns them. The rows of a
// computed run are kept as compute returned them in run's Rows and Table;
// the values themselves are returned as the first result (nil when reused).
func (c Cache) Do(ctx context.Context, study string, params any, compute func(context.Context) (any, error)) (any, Stored, error) {
	if !studyName.MatchString(study) {
		return nil, Stored{}, fmt.Errorf("study: cache: study name %q: use letters, digits, '.', '_' and '-'", study)
	}
	pj, err := json.Marshal(params)
	if err != nil {
		return nil, Stored{}, fmt.Errorf("study: cache: parameters of %s: %v", study, err)
	}
	code := c.Code
	prov := Describe(c.Checkout, nil)
	if code == "" {
		code = prov.Code
	}
	file := ""
	if code != "" {
		sum := sha256.Sum256([]byte(study + "\x00" + string(pj) + "\x00" + code))
		file = filepath.Join(c.Dir, study+"-"+hex.EncodeToString(sum[:6])+".json")
	}
	if file != "" && !c.Recompute {
		if r, err := readRun(file); err == nil {
			r.Reused, r.File = true, file
			return nil, r, nil
		} else if !errors.Is(err, os.ErrNotExist) {
			return nil, Stored{}, err
		}
	}
	start := time.Now()
	rows, err := compute(ctx)
	if err != nil {
		return rows, Stored{}, err
	}
	run := Stored{Study: study, Params: pj, Provenance: prov, Elapsed: time.Since(start)}
	run.Provenance.Code = code
	if run.Table, err = TableOf(rows); err != nil {
		return rows, Stored{}, err
	}
	if run.Rows, err = json.Marshal(rows); err != nil {
		return rows, Stored{}, fmt.Errorf("study: cache: rows of %s: %v", study, err)
	}
	switch {
	case file == "":
		run.Note = "no code version (see CodeVersion): not stored"
	case ctx.Err() != nil:
		run.Note = "run interrupted: not stored"
	default:
		if err := roundTrips(rows, run.Rows); err != nil {
			run.Note = err.Error() + ": not stored"
			break
		}
		if err := writeRun(file, run); err != nil {
			return rows, run, err
		}
		run.File = file
	}
	return rows, run, nil
}

// Cached is Do for rows of type R: the rows come back typed whether they
// were computed or read from the cache.
func Cached[R any](ctx context.Context, c Cache, study string, params any, compute func(context.Context) ([]R, error)) ([]R, Stored, error) {
	got, run, err := c.Do(ctx, study, params, func(ctx context.Context) (any, error) { return compute(ctx) })
	if err != nil {
		return nil, run, err
	}
	if !run.Reused {
		return got.([]R), run, nil
	}
	var rows []R
	if err := json.Unmarshal(run.Rows, &rows); err != nil {
		return nil, run, fmt.Errorf("study: cache %s: rows do not decode as %T: %v (rerun with recompute)", run.File, rows, err)
	}
	return rows, run, nil
}

// roundTrips checks that rows decode from their JSON to equal JSON: rows
// with fields JSON cannot carry (interfaces, custom encodings without a
// decoder) would come back different from the cache.
func roundTrips(rows any, js []byte) error {
	back := reflect.New(reflect.TypeOf(rows))
	if err := json.Unmarshal(js, back.Interface()); err != nil {
		return fmt.Errorf("rows of type %T do not decode from their JSON: %v", rows, err)
	}
	again, err := json.Marshal(back.Elem().Interface())
	if err != nil || !bytes.Equal(again, js) {
		return fmt.Errorf("rows of type %T change through JSON", rows)
	}
	return nil
}

func readRun(file string) (Stored, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return Stored{}, err
	}
	var r Stored
	if err := json.Unmarshal(b, &r); err != nil {
		return Stored{}, fmt.Errorf("study: cache file %s: %v (delete it or recompute)", file, err)
	}
	// The file is indented for people; rows go out compact, as computed.
	var rows bytes.Buffer
	if err := json.Compact(&rows, r.Rows); err != nil {
		return Stored{}, fmt.Errorf("study: cache file %s: rows: %v (delete it or recompute)", file, err)
	}
	r.Rows = rows.Bytes()
	return r, nil
}

// writeRun writes the file through a temporary file in the same folder,
// so that a reader never sees half of it.
func writeRun(file string, r Stored) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	b, err := json.MarshalIndent(r, "", " ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), ".tmp-*.json")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(append(b, '\n')); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), file)
}

// WriteJSONLines writes the run's rows as JSON, one object per line, like
// WriteJSON does for the rows themselves.
func (r Stored) WriteJSONLines(w io.Writer) error {
	var rows []json.RawMessage
	if err := json.Unmarshal(r.Rows, &rows); err != nil {
		return fmt.Errorf("study: rows of %s: %v", r.Study, err)
	}
	for _, row := range rows {
		if _, err := fmt.Fprintf(w, "%s\n", row); err != nil {
			return err
		}
	}
	return nil
}

// Summary says in one line where the rows come from, e.g. "reused
// results/oneeye-0a1b2c3d4e5f.json: computed 2026-11-26T06:10:00Z at
// 8b9bc24 in 41s".
func (r Stored) Summary() string {
	what := "computed now"
	if r.Reused {
		what = "reused " + r.File + ": computed " + r.Provenance.Date.UTC().Format(time.RFC3339)
	} else if r.File != "" {
		what = "computed now, stored in " + r.File
	}
	s := fmt.Sprintf("%s: %d rows %s at %s in %s", r.Study, len(r.Table.Rows), what, r.Provenance.ShortCommit(), r.Elapsed.Round(time.Millisecond))
	if r.Note != "" {
		s += " (" + r.Note + ")"
	}
	return s
}
