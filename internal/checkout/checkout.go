// Package checkout finds decomplab's checkout: the folder whose go.mod
// declares the module. The notebook kernel, its cells and the tests
// (internal/testenv) find it the same way.
package checkout

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// ModulePath is the module path declared by decomplab's go.mod.
const ModulePath = "github.com/decomplab/decomplab"

// Root returns the nearest folder at or above dir whose go.mod declares
// ModulePath.
func Root(dir string) (string, error) {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if IsRoot(d) {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("no go.mod of module %s in %s or any folder above it", ModulePath, dir)
		}
	}
}

// IsRoot reports whether dir holds a go.mod declaring ModulePath.
func IsRoot(dir string) bool {
	return declares(filepath.Join(dir, "go.mod"), ModulePath)
}

// declares reports whether the go.mod file at path declares module mod.
func declares(path, mod string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if fields := strings.Fields(sc.Text()); len(fields) == 2 && fields[0] == "module" {
			return strings.Trim(fields[1], `"`) == mod
		}
	}
	return false
}
