package gtp

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Handler runs one GTP command (without its id) with its arguments and
// returns the text of the success answer, or an error whose message becomes
// the failure answer.
type Handler func(args []string) (string, error)

// Serve is the engine side of GTP (version 2): it reads commands from r,
// runs them and writes the answers to w until "quit" or the end of r.
//
// Input is preprocessed as the protocol says: control characters other
// than tab and newline are removed, tabs become spaces, text after '#' is
// a comment, empty lines are skipped; a leading integer is the command's
// id, repeated in the answer ("=7 ..."). protocol_version, list_commands,
// known_command and quit are answered by Serve itself; every other command
// goes to its handler in commands, and an unknown one gets "? unknown
// command". A failure answer never ends the session.
func Serve(r io.Reader, w io.Writer, commands map[string]Handler) error {
	in := bufio.NewScanner(r)
	in.Buffer(make([]byte, 64*1024), 1<<20)
	out := bufio.NewWriter(w)
	names := []string{"protocol_version", "list_commands", "known_command", "quit"}
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	known := func(name string) bool {
		i := sort.SearchStrings(names, name)
		return i < len(names) && names[i] == name
	}
	for in.Scan() {
		line := clean(in.Text())
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		id := ""
		if isDigits(fields[0]) {
			id, fields = fields[0], fields[1:]
			if len(fields) == 0 {
				fmt.Fprintf(out, "?%s missing command\n\n", id)
				out.Flush()
				continue
			}
		}
		name, args := fields[0], fields[1:]
		text, err := "", error(nil)
		switch name {
		case "protocol_version":
			text = "2"
		case "list_commands":
			text = strings.Join(names, "\n")
		case "known_command":
			text = "false"
			if len(args) == 1 && known(args[0]) {
				text = "true"
			}
		case "quit":
		default:
			h, ok := commands[name]
			if !ok {
				err = fmt.Errorf("unknown command")
			} else {
				text, err = h(args)
			}
		}
		if err != nil {
			fmt.Fprintf(out, "?%s %s\n\n", id, oneLine(err.Error()))
		} else if text == "" {
			fmt.Fprintf(out, "=%s\n\n", id)
		} else {
			fmt.Fprintf(out, "=%s %s\n\n", id, strings.TrimRight(text, "\n"))
		}
		if err := out.Flush(); err != nil {
			return err
		}
		if name == "quit" {
			return nil
		}
	}
	return in.Err()
}

// clean applies GTP's preprocessing to one line.
func clean(line string) string {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	var b strings.Builder
	for _, c := range line {
		switch {
		case c == '\t':
			b.WriteByte(' ')
		case c < 32 || c == 127:
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// oneLine keeps a failure message on one line (an empty line would end the answer).
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
