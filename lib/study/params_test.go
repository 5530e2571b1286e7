package study

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestFilesOf(t *testing.T) {
	for _, tc := range []struct {
		paths   []string
		json    string
		wantErr bool
	}{
		{[]string{"data/endgames/a.sgf", "data/endgames/b.sgf"}, `{"names":["a.sgf","b.sgf"]}`, false},
		{[]string{"/home/u/decomplab/data/endgames/a.sgf", "/home/u/decomplab/data/endgames/b.sgf"}, `{"names":["a.sgf","b.sgf"]}`, false},
		{nil, `{"names":null}`, false},
		{[]string{"x/a.sgf", "y/b.sgf"}, "", true},
	} {
		f, err := FilesOf(tc.paths)
		if (err != nil) != tc.wantErr {
			t.Errorf("%q: error %v", tc.paths, err)
			continue
		}
		if err != nil {
			continue
		}
		js, _ := json.Marshal(f)
		if string(js) != tc.json {
			t.Errorf("%q: JSON %s, want %s (the folder is not a parameter)", tc.paths, js, tc.json)
		}
		if !slices.Equal(f.Paths(), tc.paths) && len(tc.paths) > 0 {
			t.Errorf("%q: paths back %q", tc.paths, f.Paths())
		}
	}
}

// In a checkout the code version is the commit, with a hash of the
// changes if the tree has any: the cache's key and the shards' version are
// one value.
func TestCodeVersion(t *testing.T) {
	p := Describe(".", nil)
	code := CodeVersion(".")
	if p.Commit == "" {
		t.Skip("not in a git checkout")
	}
	if code != p.Code || !strings.HasPrefix(code, p.Commit) || (code != p.Commit) != p.Dirty {
		t.Errorf("CodeVersion %q, Describe: commit %q dirty %v code %q", code, p.Commit, p.Dirty, p.Code)
	}
}
