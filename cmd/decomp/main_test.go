package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// decomp runs the command line in-process and returns its exit code and output.
func decomp(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "usage"},
		{[]string{"help"}, 0, "commands:"},
		{[]string{"nosuch"}, 2, `unknown command "nosuch"`},
		{[]string{"version", "--bogus"}, 2, "flag provided but not defined"},
		{[]string{"study"}, 2, "want one study name"},
		{[]string{"study", "nosuch"}, 2, `unknown study "nosuch"`},
		{[]string{"study", "--scale", "huge", "x"}, 2, "--scale"},
	} {
		code, _, stderr := decomp(tc.args...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("decomp %q: exit %d, stderr %q; want exit %d with %q", tc.args, code, stderr, tc.code, tc.want)
		}
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := decomp("version")
	if code != 0 || !strings.HasPrefix(out, "decomp "+Version) {
		t.Fatalf("version: %d %q", code, out)
	}
	code, out, _ = decomp("version", "--json")
	var v map[string]string
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v["version"] != Version {
		t.Fatalf("version --json: %d %q", code, out)
	}
}
