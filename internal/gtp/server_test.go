package gtp

import (
	"errors"
	"strings"
	"testing"
)

func TestServe(t *testing.T) {
	commands := map[string]Handler{
		"name": func([]string) (string, error) { return "test", nil },
		"echo": func(args []string) (string, error) { return strings.Join(args, " "), nil },
		"fail": func([]string) (string, error) { return "", errors.New("it\nfailed") },
		"many": func([]string) (string, error) { return "one\ntwo\n", nil },
		"gaps": func([]string) (string, error) { return "\none\n\n  \ntwo\n\n", nil },
	}
	tests := []struct {
		name, in, want string
	}{
		{"protocol", "protocol_version\n", "= 2\n\n"},
		{"id", "7 name\n", "=7 test\n\n"},
		{"arguments, tab, comment", "echo a\tb # c\n", "= a b\n\n"},
		{"control characters", "ec\x01ho x\r\n", "= x\n\n"},
		{"empty and comment lines skipped", "\n   \n# x\nname\n", "= test\n\n"},
		{"failure on one line", "3 fail\n", "?3 it failed\n\n"},
		{"multi-line answer", "many\n", "= one\ntwo\n\n"},
		{"unknown", "frobnicate\n", "? unknown command\n\n"},
		{"known", "known_command echo\nknown_command quit\nknown_command nope\n", "= true\n\n= true\n\n= false\n\n"},
		{"list", "list_commands\n", "= echo\nfail\ngaps\nknown_command\nlist_commands\nmany\nname\nprotocol_version\nquit\n\n"},
		{"id alone", "12\n", "?12 missing command\n\n"},
		{"blank lines of an answer dropped", "gaps\n", "= \none\ntwo\n\n"},
		{"line too long", strings.Repeat("x", 3<<20) + "\n7 name\n", "? command line longer than 1048576 bytes\n\n=7 test\n\n"},
		{"quit ends", "quit\nname\n", "=\n\n"},
		{"end of input ends", "name", "= test\n\n"},
	}
	for _, tc := range tests {
		var out strings.Builder
		if err := Serve(strings.NewReader(tc.in), &out, commands); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if out.String() != tc.want {
			t.Errorf("%s: answered %q, want %q", tc.name, out.String(), tc.want)
		}
	}
}

// FuzzServe feeds Serve arbitrary input: it must not fail or panic, and
// its output must be a sequence of well-formed answers, one per command
// line ("=" or "?", the line's id if it has one, ended by a blank line and
// holding no other blank line).
func FuzzServe(f *testing.F) {
	commands := map[string]Handler{
		"name": func([]string) (string, error) { return "test", nil },
		"echo": func(args []string) (string, error) { return strings.Join(args, "\n\n"), nil },
		"fail": func(args []string) (string, error) { return "", errors.New(strings.Join(args, "\n")) },
	}
	for _, s := range []string{"protocol_version\n", "7 name\n", "echo a\tb # c\n", "ec\x01ho x\r\n", "12\n", "quit\nname\n",
		"known_command echo\n", "list_commands\n", "3 fail x y\n", "\n \n#\n", "1 echo\n2 echo a b\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out strings.Builder
		if err := Serve(strings.NewReader(in), &out, commands); err != nil {
			t.Fatalf("Serve: %v", err)
		}
		var want []string // the ids of the command lines answered
		for line := range strings.Lines(in) {
			fields := strings.Fields(clean(strings.TrimRight(line, "\r\n")))
			if len(fields) == 0 {
				continue
			}
			id := ""
			if isDigits(fields[0]) {
				id = fields[0]
			}
			want = append(want, id)
			if id != "" {
				fields = fields[1:]
			}
			if len(fields) > 0 && fields[0] == "quit" {
				break
			}
		}
		answers := strings.SplitAfter(out.String(), "\n\n")
		if answers[len(answers)-1] != "" {
			t.Fatalf("output does not end with a blank line: %q", out.String())
		}
		answers = answers[:len(answers)-1]
		if len(answers) != len(want) {
			t.Fatalf("%d answers to %d commands: %q", len(answers), len(want), out.String())
		}
		for i, a := range answers {
			if a[0] != '=' && a[0] != '?' || !strings.HasPrefix(a[1:], want[i]) || !strings.ContainsAny(a[1+len(want[i]):][:1], " \n") {
				t.Errorf("answer %d %q to a command with id %q", i, a, want[i])
			}
		}
	})
}
