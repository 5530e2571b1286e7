package checkout

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestIsRoot(t *testing.T) {
	tests := []struct {
		gomod string
		want  bool
	}{
		{"module github.com/decomplab/decomplab\n\ngo 1.26\n", true},
		{"// a comment\nmodule \"github.com/decomplab/decomplab\"\n", true},
		{"module github.com/decomplab/decomplab/sub\n", false},
		{"module example.org/other\n", false},
		{"go 1.26\n", false},
		{"", false}, // no go.mod
	}
	for _, tt := range tests {
		dir := t.TempDir()
		if tt.gomod != "" {
			if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(tt.gomod), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if got := IsRoot(dir); got != tt.want {
			t.Errorf("IsRoot(go.mod %q) = %v, want %v", tt.gomod, got, tt.want)
		}
	}
}

func TestRoot(t *testing.T) {
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root, err := Root(here)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(root, "internal", "checkout"); here != want {
		t.Errorf("Root(%s) = %s", here, root)
	}
	fake := t.TempDir() // a checkout with a notebook folder
	deep := filepath.Join(fake, "notebooks", "x")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(fake, "go.mod"), []byte("module "+ModulePath+"\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := Root(deep); err != nil || got != fake {
		t.Errorf("Root(%s) = %q, %v; want %q", deep, got, err, fake)
	}
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "go.mod"), []byte("module example.org/other\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Root(outside); err == nil || !strings.Contains(err.Error(), outside) || !strings.Contains(err.Error(), ModulePath) {
		t.Errorf("Root in another module: error %v, want one naming the folder and the module", err)
	}
}
