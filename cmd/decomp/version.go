package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// Version is decomplab's release version.
const Version = "0.1.0-dev"

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
	rev := ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" {
				rev = s.Value
			}
		}
	}
	if *jsonOut {
		return writeJSON(stdout, map[string]string{"version": Version, "go": runtime.Version(), "revision": rev})
	}
	fmt.Fprintf(stdout, "decomp %s (%s", Version, runtime.Version())
	if rev != "" {
		fmt.Fprintf(stdout, ", %s", rev)
	}
	fmt.Fprintln(stdout, ")")
	return nil
}
