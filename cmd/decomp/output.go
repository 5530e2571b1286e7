package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/decomplab/decomplab/lib/board"
)

// writeJSON prints v as one line of JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// readPosition reads an SGF file and returns its record, the position after
// the first move moves of the main line (move < 0: the final position) and
// that move number. A move past the end is an error naming the file.
func readPosition(file string, move int) (*board.Record, *board.Board, int, error) {
	r, err := board.ReadSGFFile(file)
	if err != nil {
		return nil, nil, 0, err
	}
	if move > len(r.Moves) {
		return nil, nil, 0, fmt.Errorf("%s: --move %d: the main line has only %d moves", file, move, len(r.Moves))
	}
	if move < 0 {
		move = len(r.Moves)
	}
	b, err := r.Position(move)
	if err != nil {
		return nil, nil, 0, err
	}
	return r, b, move, nil
}

// moveFlag defines the --move flag of the commands that read one SGF
// position: the position after the first N moves of the main line, -1 (the
// default) for the final position; verb says what the command does with it.
func moveFlag(fs *flag.FlagSet, verb string) *int {
	return fs.Int("move", -1, verb+" the position after the first `N` moves of the main line (-1: the final position)")
}

// oneSGFArgument checks the arguments of a command that takes one SGF file
// and a --move N flag.
func oneSGFArgument(pos []string, move int, synopsis string) error {
	switch {
	case len(pos) == 0:
		return usageError("want an SGF file: %s", synopsis)
	case len(pos) > 1:
		return usageError("want one SGF file, got %d arguments", len(pos))
	case move < -1:
		return usageError("--move %d: N must be 0 or more", move)
	}
	return nil
}

// count writes n with the noun, in the plural unless n is 1: "1 point",
// "3 points".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
