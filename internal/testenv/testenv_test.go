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
