// Package atomicfile writes a file so that readers see it whole or not at
// all: the content goes to a temporary file in the same folder, which is
// then renamed over the target.
package atomicfile

import (
	"io"
	"os"
	"path/filepath"
)

// Write writes what r holds to path with the permissions perm, creating
// the folder if needed.
func Write(path string, r io.Reader, perm os.FileMode) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	_, err = io.Copy(tmp, r)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), perm)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
