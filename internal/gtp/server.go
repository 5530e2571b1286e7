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
// command". A failure answer never ends the session, and neither does a
// line longer than 1 MiB (it is answered with a failure). Blank lines in a
// handler's answer are dropped: a blank line ends an answer.
func Serve(r io.Reader, w io.Writer, commands map[string]Handler) error {
	in := bufio.NewReaderSize(r, 64*1024)
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
	for {
		raw, long, err := readLine(in)
		if err == io.EOF && raw == "" && !long {
			return nil
		}
		if err != nil && err != io.EOF {
			return err
		}
		fields := strings.Fields(clean(raw))
		if long {
			fmt.Fprintf(out, "? command line longer than %d bytes\n\n", maxLine)
			if err := out.Flush(); err != nil {
				return err
			}
			continue
		}
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
			fmt.Fprintf(out, "=%s %s\n\n", id, noEmptyLine(text))
		}
		if err := out.Flush(); err != nil {
			return err
		}
		if name == "quit" {
			return nil
		}
	}
}

// maxLine is the longest command line Serve reads; a longer one is
// answered with a failure and skipped.
const maxLine = 1 << 20

// readLine returns the next line of in without its newline; long reports
// that the line was longer than maxLine (the rest is skipped).
func readLine(in *bufio.Reader) (line string, long bool, err error) {
	var b []byte
	for {
		frag, isPrefix, err := in.ReadLine()
		if len(b)+len(frag) > maxLine {
			long = true
		} else {
			b = append(b, frag...)
		}
		if err != nil || !isPrefix {
			if long {
				b = nil
			}
			return string(b), long, err
		}
	}
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

// noEmptyLine returns the text of a success answer without its blank
// lines (a blank line ends the answer), except a first one: "= " and a
// newline start a multi-line answer.
func noEmptyLine(s string) string {
	lines := strings.Split(s, "\n")
	kept := lines[:1]
	for _, l := range lines[1:] {
		if strings.TrimSpace(l) != "" {
			kept = append(kept, l)
		}
	}
	return strings.Join(kept, "\n")
}

// oneLine keeps a failure message on one line (an empty line would end the answer).
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
