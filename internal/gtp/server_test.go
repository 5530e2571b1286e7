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
		{"list", "list_commands\n", "= echo\nfail\nknown_command\nlist_commands\nmany\nname\nprotocol_version\nquit\n\n"},
		{"id alone", "12\n", "?12 missing command\n\n"},
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
