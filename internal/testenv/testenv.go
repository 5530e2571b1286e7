// Package testenv tells tests where the things outside a package are, in
// the manner of the Go distribution's internal/testenv: the module root,
// the shared read-only data next to it (../shared: game records and the
// peer regression suites, never copied into the repository), and GNU Go,
// the peer program of many tests, with one GTP client (internal/gtp's).
//
// A test whose data or peer program is absent is skipped with the reason,
// so that `go test ./...` runs anywhere. GNU Go is different under CI: when
// the environment variable CI is set (.ci/run sets it), a missing GNU Go
// fails the test, because a skipped peer check there would hide a broken
// setup.
package testenv

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/internal/checkout"
	"github.com/decomplab/decomplab/internal/gtp"
)

// ModuleRoot returns the module's root folder: the checkout at or above
// the working directory (a test runs in its package's folder). It fails
// the test if there is none.
func ModuleRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root, err := checkout.Root(dir)
	if err != nil {
		t.Fatalf("testenv: %v", err)
	}
	return root
}

// Shared returns the path of elem inside the shared data folder, the
// folder "shared" next to the module root (Shared(t) is the folder
// itself). It skips the test, naming the path, if that path is absent.
func Shared(t testing.TB, elem ...string) string {
	t.Helper()
	path := filepath.Join(append([]string{ModuleRoot(t), "..", "shared"}, elem...)...)
	if _, err := os.Stat(path); err != nil {
		t.Skipf("shared data absent (%v); skipping", err)
	}
	return path
}

// SharedGlob returns the files matching pattern inside the shared data
// folder (filepath.Glob syntax, slash-separated), sorted. It skips the test
// if the shared folder is absent and fails it if the folder is there but
// nothing matches (a moved or misspelt path).
func SharedGlob(t testing.TB, pattern string) []string {
	t.Helper()
	dir := Shared(t)
	files, err := filepath.Glob(filepath.Join(dir, filepath.FromSlash(pattern)))
	if err != nil {
		t.Fatalf("testenv: bad pattern %q: %v", pattern, err)
	}
	if len(files) == 0 {
		t.Fatalf("testenv: no files match %s in %s", pattern, dir)
	}
	return files
}

// GNUGoPath returns the path of the GNU Go program (gtp.FindGNUGo: the
// Debian package's /usr/games/gnugo, else gnugo on the PATH). If GNU Go
// is not installed it skips the test with the reason, or fails it when
// the environment variable CI is set.
func GNUGoPath(t testing.TB) string {
	t.Helper()
	path, err := gtp.FindGNUGo()
	if err != nil {
		if InCI() {
			t.Fatalf("%v (CI is set: the peer program must be installed; make deps installs it)", err)
		}
		t.Skipf("%v; skipping", err)
	}
	return path
}

// GNUGo starts GNU Go in GTP mode with the extra arguments args (for
// instance "--level", "1") and returns the client, which is closed when
// the test ends. It skips or fails as GNUGoPath does when GNU Go is not
// installed, and fails the test if it does not start.
func GNUGo(t testing.TB, args ...string) *gtp.Client {
	t.Helper()
	path := GNUGoPath(t)
	ctx, cancel := context.WithCancel(context.Background())
	g, err := gtp.Start(ctx, path, append([]string{"--mode", "gtp"}, args...)...)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		g.Close()
		cancel()
	})
	return g
}

// InCI reports whether the tests run under continuous integration: the
// environment variable CI is set to anything but "" or "false".
func InCI() bool {
	v := os.Getenv("CI")
	return v != "" && v != "false"
}
