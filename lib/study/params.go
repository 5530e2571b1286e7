package study

import (
	"context"
	"fmt"
	"path/filepath"
)

// Params are the parameters of a study, as one value of a type the
// study's package owns (bgf.QualityOptions, safety.PhasesParams, ...),
// that runs the study. The results cache keys a run by the study's name
// and the JSON of its Params, so `decomp study` (which builds the value
// from its flags) and a notebook (which builds it in a cell) find each
// other's rows when the values are equal. Everything that changes the rows
// belongs in the JSON; where the files are read from does not (see
// Files).
type Params[R any] interface {
	Run(ctx context.Context, o Options) ([]R, error)
}

// Files are a study's input files: the folder they are read from, which
// is not part of the parameters' JSON (a notebook and the command line
// name the same folder by different paths), and their names in it, which
// are. The files' contents are covered by the code version when they are
// in the checkout (data/).
type Files struct {
	Dir   string   `json:"-"`
	Names []string `json:"names"`
}

// FilesOf returns paths as Files; every path must be in the same folder.
func FilesOf(paths []string) (Files, error) {
	var f Files
	for i, p := range paths {
		dir, name := filepath.Split(p)
		dir = filepath.Clean(dir)
		if i == 0 {
			f.Dir = dir
		} else if dir != f.Dir {
			return Files{}, fmt.Errorf("study: files in two folders: %s and %s", f.Dir, dir)
		}
		f.Names = append(f.Names, name)
	}
	return f, nil
}

// Paths returns the files' paths.
func (f Files) Paths() []string {
	out := make([]string, len(f.Names))
	for i, n := range f.Names {
		out[i] = filepath.Join(f.Dir, n)
	}
	return out
}
