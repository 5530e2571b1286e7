package testenv

import (
	"os"
	"path/filepath"
	"testing"
)

func TestModuleRoot(t *testing.T) {
	root := ModuleRoot(t)
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(root, "internal", "testenv"); here != want {
		t.Errorf("ModuleRoot = %s: the test runs in %s, want %s", root, here, want)
	}
}

func TestDeclares(t *testing.T) {
	tests := []struct {
		gomod string
		want  bool
	}{
		{"module github.com/decomplab/decomplab\n\ngo 1.26\n", true},
		{"// a comment\nmodule \"github.com/decomplab/decomplab\"\n", true},
		{"module github.com/decomplab/decomplab/sub\n", false},
		{"module example.org/other\n", false},
		{"go 1.26\n", false},
	}
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), "go.mod")
		if err := os.WriteFile(path, []byte(tt.gomod), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := declares(path, ModulePath); got != tt.want {
			t.Errorf("declares(%q) = %v, want %v", tt.gomod, got, tt.want)
		}
	}
	if declares(filepath.Join(t.TempDir(), "go.mod"), ModulePath) {
		t.Error("a missing go.mod declares the module")
	}
}

func TestInCI(t *testing.T) {
	for v, want := range map[string]bool{"": false, "false": false, "true": true, "1": true} {
		t.Setenv("CI", v)
		if got := InCI(); got != want {
			t.Errorf("CI=%q: InCI() = %v, want %v", v, got, want)
		}
	}
}

func TestShared(t *testing.T) {
	dir := Shared(t)
	if want := filepath.Join(ModuleRoot(t), "..", "shared"); dir != want {
		t.Errorf("Shared = %s, want %s", dir, want)
	}
	files := SharedGlob(t, "games/*/*.sgf")
	for _, f := range files {
		if filepath.Ext(f) != ".sgf" {
			t.Errorf("SharedGlob listed %s", f)
		}
	}
}

func TestGNUGo(t *testing.T) {
	g := GNUGo(t, "--level", "1")
	name, err := g.Send("name")
	if err != nil || name != "GNU Go" {
		t.Fatalf("name = %q, %v; want GNU Go", name, err)
	}
}
