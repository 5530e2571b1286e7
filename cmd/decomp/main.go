// Command decomp runs decomplab's solvers and experiments from the command line.
//
// Usage:
//
//	decomp <command> [flags] [arguments]
//
// Every command accepts --json and then prints one JSON object per result.
// Exit codes: 0 success, 1 error (bad input, failed search), 2 usage.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
)

// command is one subcommand of decomp.
type command struct {
	name    string
	summary string
	// run executes the command with its own arguments (without the name).
	// It returns errUsage (possibly wrapped) for bad flags or arguments.
	run func(args []string, stdout, stderr io.Writer) error
}

// commands lists every subcommand; add new ones here.
var commands = []command{
	{"version", "print the version of decomp", runVersion},
	{"safety", "prove stones and territories safe: Benson, static, SOLVER 1.0, partial regions", runSafety},
	{"study", "run an experiment over a problem suite (tables of the papers)", runStudy},
	{"oneeye", "solve one-eye problems (SGF: region MA, crucial stones TR) with no-DDS, DDS or RDS", runOneEye},
	{"bgf", "binary game forests: Lo, Ro, Estimate, heuristic and Metasearch moves", runBGF},
	{"board", "show an SGF position: diagram, side to move, prisoners, blocks and liberties", runBoard},
	{"cgt", "evaluate combinatorial-game expressions in CGSuite notation", runCGT},
	{"endgame", "solve a Go endgame by decomposition search or full-board alpha-beta", runEndgame},
	{"gtp", "play Go endgames by decomposition search as a GTP engine on standard input and output", runGTP},
}

// errUsage marks an error as a usage error (exit code 2).
var errUsage = errors.New("usage")

// usageError wraps a message as a usage error.
func usageError(format string, a ...any) error {
	return fmt.Errorf("%w: %s", errUsage, fmt.Sprintf(format, a...))
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches to a subcommand and returns the process exit code.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		printUsage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands {
		if c.name != args[0] {
			continue
		}
		err := c.run(args[1:], stdout, stderr)
		switch {
		case err == nil:
			return 0
		case errors.Is(err, flag.ErrHelp):
			return 0
		case errors.Is(err, errUsage):
			fmt.Fprintf(stderr, "decomp %s: %v\n", c.name, err)
			return 2
		default:
			fmt.Fprintf(stderr, "decomp %s: %v\n", c.name, err)
			return 1
		}
	}
	fmt.Fprintf(stderr, "decomp: unknown command %q\n\n", args[0])
	printUsage(stderr)
	return 2
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: decomp <command> [flags] [arguments]\n\ncommands:")
	cs := append([]command(nil), commands...)
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'decomp <command> -h' for a command's flags. Exit codes: 0 ok, 1 error, 2 usage.")
}

// newFlagSet returns a flag set for a subcommand that reports errors instead of exiting.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("decomp "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// parseFlags parses args, turning flag errors into usage errors.
// Flags may appear before or after positional arguments.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, fmt.Errorf("%w: %v", errUsage, err)
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}
