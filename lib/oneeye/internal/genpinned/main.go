// Command genpinned writes the pinned results of lib/oneeye's fixed set
// of solves (package pinned), one line per solve, for TestPinnedStats.
// Run it (go generate in lib/oneeye) only with code whose node counts are
// meant to be the reference: the test then holds later code to them.
//
// Usage:
//
//	go run ./internal/genpinned -out testdata/pinned.txt
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/decomplab/decomplab/lib/oneeye"
	"github.com/decomplab/decomplab/lib/oneeye/internal/pinned"
)

func main() {
	out := flag.String("out", "testdata/pinned.txt", "output file")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "genpinned:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	var sb strings.Builder
	var solver oneeye.Solver
	for _, s := range pinned.Solves() {
		line, err := pinned.Line(context.Background(), &solver, s)
		if err != nil {
			return err
		}
		sb.WriteString(line + "\n")
	}
	return os.WriteFile(out, []byte(sb.String()), 0o644)
}
