package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/search"
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
	for _, k := range []string{"Lo", "Ro", "estimate_Lo", "estimate_Ro", "heuristic1", "heuristic2", "heuristic3", "metasearch", "dominates", "trees", "right"} {
		if _, ok := got[k]; !ok {
			t.Errorf("JSON lacks %q: %s", k, out)
		}
	}
	// The command must agree with the library's exhaustive minimax.
	f, err := bgf.ParseForest(forest)
	if err != nil {
		t.Fatal(err)
	}
	o, err := bgf.Outcomes(context.Background(), f, search.Budget{})
	if err != nil {
		t.Fatal(err)
	}
	lo := o.Lo
	for k, want := range map[string]*big.Rat{"Lo": lo, "Ro": o.Ro} {
		v, ok := new(big.Rat).SetString(got[k].(string))
		if !ok || v.Cmp(want) != 0 {
			t.Errorf("%s = %v, exhaustive minimax says %v", k, got[k], want)
		}
	}
	// Metasearch's move for Left must reach Lo.
	m := int(got["metasearch"].(float64))
	after, err := bgf.Ro(f.Replace(m-1, f[m-1].Left()))
	if err != nil {
		t.Fatal(err)
	}
	if after.Cmp(lo) != 0 {
		t.Errorf("metasearch plays T%d reaching %v, want %v", m, after, lo)
	}

	// The paper's Estimate (Section 7) gives 9 and 8 here; Def. 6.1 gives
	// T2 the basic value 6; T2 >> T1 (pairs i != j only).
	if got["estimate_Lo"] != "9" || got["estimate_Ro"] != "8" {
		t.Errorf("estimate %v %v, want 9 8", got["estimate_Lo"], got["estimate_Ro"])
	}
	trees := got["trees"].([]any)
	if b := trees[1].(map[string]any)["basic_value"]; b != "6" {
		t.Errorf("basic value of T2 = %v, want 6", b)
	}
	code, out, _ = decomp("bgf", forest)
	if code != 0 || !strings.Contains(out, "Lo          "+lo.RatString()) || !strings.Contains(out, "T2 >> T1") {
		t.Errorf("text output: exit %d\n%s", code, out)
	}
}

// TestBGFCommandPairs: Example 5.1's trees dominate each other, and the
// text output shows both pairs; a number is dominated by every tree
// (Theorem 5.3) and a forest may start with '-' without "--".
func TestBGFCommandPairs(t *testing.T) {
	code, out, errOut := decomp("bgf", "{5|-5} + {10|0}")
	if code != 0 || !strings.Contains(out, "T1 >> T2") || !strings.Contains(out, "T2 >> T1") {
		t.Errorf("Example 5.1: exit %d %s\n%s", code, errOut, out)
	}
	code, out, errOut = decomp("bgf", "--json", "-8 + {7|-8}")
	if code != 0 {
		t.Fatalf("forest starting with '-': exit %d: %s", code, errOut)
	}
	var got struct {
		Dominates [][2]int `json:"dominates"`
		Lo        string   `json:"Lo"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Dominates) != 1 || got.Dominates[0] != [2]int{2, 1} || got.Lo != "-1" {
		t.Errorf("-8 + {7|-8}: dominates %v, Lo %s; want [[2 1]], -1", got.Dominates, got.Lo)
	}
	if code, _, _ := decomp("bgf", "--max-nodes", "100", "-8 + {7|-8}"); code != 0 {
		t.Errorf("a flag's value before a forest starting with '-': exit %d", code)
	}
	// A forest in several arguments keeps its order when a term starts
	// with '-' (Lo({1|0} - 3) = -2).
	code, out, errOut = decomp("bgf", "--json", "{1|0}", "+", "-3")
	if code != 0 || !strings.Contains(out, `"Lo":"-2"`) {
		t.Errorf("{1|0} + -3 in three arguments: exit %d %s\n%s", code, errOut, out)
	}
}

// TestBGFCommandManyTrees: beyond bgf.MaxDominanceTrees trees the pairs
// are not computed, which the JSON says with null (not [], no pair).
func TestBGFCommandManyTrees(t *testing.T) {
	terms := make([]string, bgf.MaxDominanceTrees+1)
	for i := range terms {
		terms[i] = fmt.Sprintf("{%d|0}", i+1)
	}
	code, out, errOut := decomp("bgf", "--json", strings.Join(terms, " + "))
	if code != 0 || !strings.Contains(out, `"dominates":null`) {
		t.Errorf("%d trees: exit %d %s\n%s", len(terms), code, errOut, out)
	}
	code, out, errOut = decomp("bgf", "--json", "{1|0}")
	if code != 0 || !strings.Contains(out, `"dominates":[]`) {
		t.Errorf("one tree: exit %d %s\n%s", code, errOut, out)
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
		{[]string{"bgf", "-{1|0} + 2"}, 0, ""},
		{[]string{"bgf", "{1|2} + {3|0}"}, 1, "tree 1, the root {1|2} has Lv = 1 <= Rv = 2"},
		{[]string{"bgf", "{3|0} + {{1|1}|0}"}, 1, "tree 2, subtree L {1|1}"},
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
