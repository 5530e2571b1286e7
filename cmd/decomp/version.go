package main

import (
	"fmt"
	"io"

	"github.com/decomplab/decomplab/lib/study"
)

// Version is decomplab's release version.
const Version = "0.1.0-dev"

// runVersion prints the provenance every report starts with (lib/study's
// Describe): version, commit and whether the tree was modified, Go
// version, OS/architecture, CPU model and date.
func runVersion(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("version", stderr)
	jsonOut := fs.Bool("json", false, "print JSON")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usageError("takes no arguments, got %q", pos)
	}
	p := study.Describe("", nil)
	p.Version = Version
	if *jsonOut {
		return writeJSON(stdout, p)
	}
	fmt.Fprintf(stdout, "decomp %s\n", Version)
	return p.Table().Text(stdout)
}
