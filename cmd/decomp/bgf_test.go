package main

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/bgf"
)

func TestBGFCommand(t *testing.T) {
	const forest = "{4||3|0} + {{{{12|10}||7}||{5|-1}}||-1}"
	code, out, errOut := decomp("bgf", "--json", forest)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("bad JSON %q: %v", out, err)
	}
	for _, k := range []string{"Lo", "Ro", "estimate_Lo", "estimate_Ro", "heuristic1", "heuristic2", "heuristic3", "metasearch", "dominance"} {
		if _, ok := got[k]; !ok {
			t.Errorf("JSON lacks %q: %s", k, out)
		}
	}
	// The command must agree with the library's exhaustive minimax.
	f, err := bgf.ParseForest(forest)
	if err != nil {
		t.Fatal(err)
	}
	lo, ro, err := bgf.Outcomes(f)
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]*big.Rat{"Lo": lo, "Ro": ro} {
		v, ok := new(big.Rat).SetString(got[k].(string))
		if !ok || v.Cmp(want) != 0 {
			t.Errorf("%s = %v, exhaustive minimax says %v", k, got[k], want)
		}
	}
	// Metasearch's move for Left must reach Lo.
	m := int(got["metasearch"].(float64))
	_, after, err := bgf.Outcomes(f.Replace(m-1, f[m-1].Left()))
	if err != nil {
		t.Fatal(err)
	}
	if after.Cmp(lo) != 0 {
		t.Errorf("metasearch plays T%d reaching %v, want %v", m, after, lo)
	}

	code, out, _ = decomp("bgf", forest)
	if code != 0 || !strings.Contains(out, "Lo          "+lo.RatString()) || !strings.Contains(out, "dominance") {
		t.Errorf("text output: exit %d\n%s", code, out)
	}
}

func TestBGFErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"bgf"}, 2, "want a forest"},
		{[]string{"bgf", "--nosuch", "1"}, 2, "flag provided but not defined"},
		{[]string{"bgf", "{4||3|x}"}, 1, "column 7, character 'x'"},
		{[]string{"bgf", "{4|3|0}"}, 1, "ambiguous"},
		{[]string{"bgf", "{1|0"}, 1, "end of input"},
		{[]string{"bgf", "--", "-{1|0} + 2"}, 0, ""},
	} {
		code, _, stderr := decomp(tc.args...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("decomp %q: exit %d, stderr %q; want exit %d with %q", tc.args, code, stderr, tc.code, tc.want)
		}
		if strings.Count(stderr, "bgf:") > 1 {
			t.Errorf("decomp %q: stderr %q names bgf twice", tc.args, stderr)
		}
	}
}
