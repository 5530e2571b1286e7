package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

// The bad-input suite: every subcommand of the commands table is given
// malformed files, bad flags and hostile expressions. Each case must return
// (no panic), exit with 1 (bad input) or 2 (usage), write a message to stderr
// that names the file, property or character and a reason, and leave stdout
// empty or well-formed. Inputs are in testdata/bad.

// outRule says what stdout may hold after a failing command.
type outRule int

const (
	outEmpty outRule = iota // nothing
	outJSON                 // nothing, or lines of JSON
	outText                 // nothing, or complete lines of text
)

// badCase is one bad command line.
type badCase struct {
	name string
	args []string // without the command name
	code int      // 1 bad input, 2 usage
	// want are substrings stderr must hold (case-insensitive): the file,
	// property or character, and a word of the reason.
	want []string
	out  outRule
	skip string // non-empty: a known issue in a file owned by someone else
}

const bad = "testdata/bad/"

// maxStderr bounds the error output of one bad command line: a message,
// or a usage text with the flags.
const maxStderr = 8 << 10

// decompNoPanic runs decomp in-process and turns a panic into a test
// failure naming the command line.
func decompNoPanic(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("decomp %q panicked: %v\n%s", args, r, debug.Stack())
		}
	}()
	return decomp(args...)
}

// checkBad runs one case of command cmd and checks its exit code, stderr
// and stdout.
func checkBad(t *testing.T, cmd []string, tc badCase) {
	t.Helper()
	if tc.skip != "" && os.Getenv("DECOMP_BADINPUT_ALL") == "" {
		t.Skip("known issue: " + tc.skip + " (DECOMP_BADINPUT_ALL=1 runs it)")
	}
	args := append(append([]string(nil), cmd...), tc.args...)
	code, stdout, stderr := decompNoPanic(t, args...)
	t.Logf("exit %d, stderr: %.300s", code, stderr)
	if code != tc.code {
		t.Errorf("decomp %q: exit %d, want %d\nstderr: %s", args, code, tc.code, stderr)
	}
	if strings.TrimSpace(stderr) == "" {
		t.Errorf("decomp %q: empty stderr", args)
	}
	low := strings.ToLower(stderr)
	for _, w := range tc.want {
		if !strings.Contains(low, strings.ToLower(w)) {
			t.Errorf("decomp %q: stderr does not mention %q:\n%s", args, w, stderr)
		}
	}
	for _, a := range args {
		if strings.HasSuffix(a, ".sgf") && strings.Count(stderr, a) > 1 {
			t.Errorf("decomp %q: stderr names %s more than once:\n%s", args, a, stderr)
		}
	}
	if len(stderr) > maxStderr {
		t.Errorf("decomp %q: stderr has %d bytes, want at most %d (long input must not be echoed whole)", args, len(stderr), maxStderr)
	}
	if strings.Contains(stderr, "goroutine ") || strings.Contains(stderr, "panic") {
		t.Errorf("decomp %q: stderr looks like a crash:\n%s", args, stderr)
	}
	checkStdout(t, args, tc.out, stdout)
}

func checkStdout(t *testing.T, args []string, rule outRule, stdout string) {
	t.Helper()
	if stdout == "" {
		return
	}
	switch rule {
	case outEmpty:
		t.Errorf("decomp %q: want empty stdout, got:\n%s", args, stdout)
	case outJSON:
		for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
			if !json.Valid([]byte(line)) {
				t.Errorf("decomp %q: stdout line is not JSON: %q", args, line)
			}
		}
	case outText:
		if !strings.HasSuffix(stdout, "\n") {
			t.Errorf("decomp %q: stdout does not end with a newline: %q", args, stdout)
		}
	}
}

// sgfCases are the bad SGF files every file-reading command must refuse
// with exit code 1 and a message naming the file, the property and the
// reason.
func sgfCases() []badCase {
	return []badCase{
		{name: "missing file", args: []string{bad + "nosuch.sgf"}, code: 1, want: []string{"nosuch.sgf", "no such file"}},
		{name: "directory", args: []string{bad}, code: 1, want: []string{"testdata/bad", "directory"}},
		{name: "empty file", args: []string{bad + "empty.sgf"}, code: 1, want: []string{"empty.sgf", "empty", "not an SGF file"}},
		{name: "binary", args: []string{bad + "binary.sgf"}, code: 1, want: []string{"binary.sgf", "not an SGF file", "unexpected byte"}},
		{name: "not SGF", args: []string{bad + "text.sgf"}, code: 1, want: []string{"text.sgf", "not an sgf"}},
		{name: "truncated", args: []string{bad + "truncated.sgf"}, code: 1, want: []string{"truncated.sgf", "truncated", "AB", "not closed"}},
		{name: "missing paren", args: []string{bad + "noparen.sgf"}, code: 1, want: []string{"noparen.sgf", "truncated", "not closed with ')'"}},
		{name: "not Go", args: []string{bad + "chess.sgf"}, code: 1, want: []string{"chess.sgf", "GM", "not go"}},
		{name: "SZ 25", args: []string{bad + "sz25.sgf"}, code: 1, want: []string{"sz25.sgf", "SZ", "25x25", "between 1 and 19"}},
		{name: "SZ 0", args: []string{bad + "sz0.sgf"}, code: 1, want: []string{"sz0.sgf", "SZ", "between 1 and 19"}},
		{name: "SZ abc", args: []string{bad + "szabc.sgf"}, code: 1, want: []string{"szabc.sgf", "SZ", `"abc"`, "not a number"}},
		{name: "stone off board", args: []string{bad + "offboard.sgf"}, code: 1, want: []string{"offboard.sgf", "AB", `"zz"`, "off the 9x9 board"}},
		{name: "AB twice", args: []string{bad + "twice.sgf"}, code: 1, want: []string{"twice.sgf", "AB", "cc", "twice"}},
		{name: "AB and AW", args: []string{bad + "clash.sgf"}, code: 1, want: []string{"clash.sgf", "AW", "cc", "occupied"}},
		{name: "move off board", args: []string{bad + "moveoff.sgf"}, code: 1, want: []string{"moveoff.sgf", "B (move 1)", `"zz"`}},
		{name: "illegal move", args: []string{bad + "illegal.sgf"}, code: 1, want: []string{"illegal.sgf", "B (move 2)", "D6", "illegal"}},
		{name: "setup without liberty", args: []string{bad + "noliberty.sgf"}, code: 1, want: []string{"noliberty.sgf", "AW", "A9", "no liberty"}},
		{name: "rectangle off board", args: []string{bad + "rectoff.sgf"}, code: 1, want: []string{"rectoff.sgf", "AB", `"zz"`, "off the 9x9 board"}},
		{name: "setup after move", args: []string{bad + "latesetup.sgf"}, code: 1, want: []string{"latesetup.sgf", "node 3", "not supported"}},
		{name: "bad KM", args: []string{bad + "badkm.sgf"}, code: 1, want: []string{"badkm.sgf", "KM", `"six"`, "not a number"}},
		{name: "bad PL", args: []string{bad + "badpl.sgf"}, code: 1, want: []string{"badpl.sgf", "PL", `"X"`, "not B or W"}},
		{name: "bad LB", args: []string{bad + "badlb.sgf"}, code: 1, want: []string{"badlb.sgf", "LB", `"dd"`, "point:text"}},
		{name: "too many values", args: []string{bad + "manyvalues.sgf"}, code: 1, want: []string{"manyvalues.sgf", "more than 5000"}},
		{name: "deep variations", args: []string{bad + "deepvariations.sgf"}, code: 1, want: []string{"deepvariations.sgf", "nested deeper than 1000"}},
	}
}

// moveCases are the --move cases of commands that take one.
func moveCases() []badCase {
	return []badCase{
		{name: "move past end", args: []string{"--move", "3", bad + "twomoves.sgf"}, code: 1, want: []string{"twomoves.sgf", "--move 3", "only 2 moves"}},
		{name: "move huge", args: []string{"--move", "1000000000", bad + "twomoves.sgf"}, code: 1, want: []string{"--move", "only 2 moves"}},
		{name: "move negative", args: []string{"--move", "-2", bad + "twomoves.sgf"}, code: 2, want: []string{"--move -2", "0 or more"}},
		{name: "move not a number", args: []string{"--move", "x", bad + "twomoves.sgf"}, code: 2, want: []string{"-move", "invalid value"}},
		{name: "move without value", args: []string{bad + "twomoves.sgf", "--move"}, code: 2, want: []string{"-move", "needs an argument"}},
		{name: "move overflow", args: []string{"--move", "99999999999999999999", bad + "twomoves.sgf"}, code: 2, want: []string{"-move", "out of range"}},
	}
}

// usageCases are the argument cases every file-reading command shares.
func usageCases() []badCase {
	return []badCase{
		{name: "no file", code: 2, want: []string{"usage", "sgf file"}},
		{name: "two files", args: []string{bad + "twomoves.sgf", bad + "twomoves.sgf"}, code: 2, want: []string{"one sgf file", "2"}},
		{name: "unknown flag", args: []string{"--bogus", bad + "twomoves.sgf"}, code: 2, want: []string{"flag provided but not defined", "-bogus"}},
		{name: "bad bool flag", args: []string{bad + "twomoves.sgf", "--json=maybe"}, code: 2, want: []string{"-json", "invalid"}},
	}
}

// runBadCases runs cases as sub-tests of command cmd; a case replaces an
// earlier one of the same name (a command's own version of a shared case).
func runBadCases(t *testing.T, cmd []string, cases []badCase) {
	t.Helper()
	var order []string
	byName := map[string]badCase{}
	for _, tc := range cases {
		if _, ok := byName[tc.name]; !ok {
			order = append(order, tc.name)
		}
		byName[tc.name] = tc
	}
	for _, name := range order {
		tc := byName[name]
		t.Run(tc.name, func(t *testing.T) { checkBad(t, cmd, tc) })
	}
}

// badInputCases returns the cases of each command of the commands table.
func badInputCases() map[string][]badCase {
	// files gives the SGF cases, the usage cases and the command's own
	// (which replace shared ones of the same name).
	files := func(extra ...[]badCase) []badCase {
		cs := append(sgfCases(), usageCases()...)
		for _, e := range extra {
			cs = append(cs, e...)
		}
		return cs
	}
	deep := strings.Repeat("{", 100000) + "1|0" + strings.Repeat("}", 100000)
	long := strings.Repeat("{1|0} + ", 200000) + "{1|0}"
	return map[string][]badCase{
		"version": {
			{name: "unknown flag", args: []string{"--bogus"}, code: 2, want: []string{"-bogus", "not defined"}},
			{name: "extra argument", args: []string{"extra"}, code: 2, want: []string{"extra", "no arguments"}},
		},
		"board": files(moveCases()),
		"safety": files(moveCases(), []badCase{
			{name: "color purple", args: []string{"--color", "purple", bad + "twomoves.sgf"}, code: 2, want: []string{"--color", "purple"}},
			{name: "solver foo", args: []string{"--solver", "foo", bad + "twomoves.sgf"}, code: 2, want: []string{"--solver", "foo"}},
			{name: "time-limit negative", args: []string{"--time-limit", "-1s", bad + "twomoves.sgf"}, code: 2, want: []string{"--time-limit", "positive"}},
			{name: "time-limit not a duration", args: []string{"--time-limit", "soon", bad + "twomoves.sgf"}, code: 2, want: []string{"-time-limit", "invalid"}},
			{name: "time-limit huge", args: []string{"--time-limit", "99999999999h", bad + "twomoves.sgf"}, code: 2, want: []string{"-time-limit", "invalid"}},
			{name: "max-nodes negative", args: []string{"--max-nodes", "-1", bad + "twomoves.sgf"}, code: 2, want: []string{"--max-nodes", "-1"}},
			{name: "max-nodes overflow", args: []string{"--max-nodes", "1e99", bad + "twomoves.sgf"}, code: 2, want: []string{"-max-nodes", "invalid"}},
		}),
		"oneeye": files([]badCase{
			// oneeye takes several files: the first bad one stops it.
			{name: "two files", args: []string{bad + "twomoves.sgf", bad + "twomoves.sgf"}, code: 1, want: []string{"twomoves.sgf", "MA", "empty"}},
			{name: "method foo", args: []string{"--method", "foo", bad + "oneeye-trout.sgf"}, code: 2, want: []string{"method", "foo"}},
			{name: "first purple", args: []string{"--first", "purple", bad + "oneeye-trout.sgf"}, code: 2, want: []string{"--first", "purple"}},
			{name: "max-nodes negative", args: []string{"--max-nodes", "-1", bad + "oneeye-trout.sgf"}, code: 2, want: []string{"--max-nodes", "negative"}},
			{name: "time-limit negative", args: []string{"--time-limit", "-1s", bad + "oneeye-trout.sgf"}, code: 2, want: []string{"--time-limit", "negative"}},
			{name: "table-mb zero", args: []string{"--table-mb", "0", bad + "oneeye-trout.sgf"}, code: 2, want: []string{"--table-mb", "positive"}},
			{name: "table-mb 100 GB", args: []string{"--table-mb", "100000", bad + "oneeye-trout.sgf"}, code: 2, want: []string{"--table-mb 100000", "at most"}},
			{name: "table-mb overflow", args: []string{"--table-mb", "17592186044416", "../../data/oneeye/toy/toy-001.sgf"}, code: 2, want: []string{"--table-mb"}},
			{name: "no MA", args: []string{bad + "oneeye-noma.sgf"}, code: 1, want: []string{"oneeye-noma.sgf", "MA", "empty"}},
			{name: "no TR", args: []string{bad + "oneeye-notr.sgf"}, code: 1, want: []string{"oneeye-notr.sgf", "TR", "no crucial stones"}},
			{name: "TR both colours", args: []string{bad + "oneeye-trboth.sgf"}, code: 1, want: []string{"oneeye-trboth.sgf", "TR", "both colours"}},
			{name: "TR outside region", args: []string{bad + "oneeye-trout.sgf"}, code: 1, want: []string{"oneeye-trout.sgf", "TR", "B4", "outside the region"}},
			{name: "TR on empty point", args: []string{bad + "oneeye-trempty.sgf"}, code: 1, want: []string{"oneeye-trempty.sgf", "TR", "C2", "no stone"}},
			{name: "bad recorded answer", args: []string{bad + "oneeye-badod.sgf"}, code: 1, want: []string{"oneeye-badod.sgf", "OD", "maybe"}},
			{name: "good then bad file", args: []string{"../../data/oneeye/toy/toy-001.sgf", bad + "oneeye-notr.sgf"}, code: 1, want: []string{"oneeye-notr.sgf", "TR"}, out: outText},
		}),
		"endgame": files([]badCase{
			{name: "method foo", args: []string{"--method", "foo", bad + "twomoves.sgf"}, code: 2, want: []string{"--method", "foo"}},
			{name: "rules foo", args: []string{"--rules", "foo", bad + "twomoves.sgf"}, code: 2, want: []string{"--rules", "foo"}},
			{name: "safety foo", args: []string{"--safety", "foo", bad + "twomoves.sgf"}, code: 2, want: []string{"--safety", "foo"}},
			{name: "assume foo", args: []string{"--assume", "foo", bad + "twomoves.sgf"}, code: 2, want: []string{"--assume", "foo", "count"}},
			{name: "ko-winner foo", args: []string{"--ko-winner", "foo", bad + "twomoves.sgf"}, code: 2, want: []string{"--ko-winner", "foo"}},
			{name: "enhancements foo", args: []string{"--enhancements", "sort,foo", bad + "twomoves.sgf"}, code: 2, want: []string{"--enhancements", "foo"}},
			{name: "db with ab", args: []string{"--method", "ab", "--db", bad + "x.db", bad + "twomoves.sgf"}, code: 2, want: []string{"--db", "ds"}},
			{name: "nodes negative", args: []string{"--max-nodes", "-1", "../../data/endgames/small-01.sgf"}, code: 2, want: []string{"--max-nodes", "-1"}},
			{name: "timeout negative", args: []string{"--time-limit", "-1s", "../../data/endgames/small-01.sgf"}, code: 2, want: []string{"--time-limit", "-1s"}},
			{name: "timeout tiny", args: []string{"--time-limit", "1ns", "../../data/endgames/paper-scale.sgf"}, code: 1, want: []string{"paper-scale.sgf", "budget"}, out: outText},
			{name: "nodes overflow", args: []string{"--max-nodes", "99999999999999999999", bad + "twomoves.sgf"}, code: 2, want: []string{"-max-nodes", "out of range"}},
			{name: "no such area", args: []string{"--areas", "ZZ", "../../data/endgames/small-01.sgf"}, code: 1, want: []string{"small-01.sgf", `"ZZ"`}, out: outText},
			{name: "empty 1x19 board", args: []string{bad + "line1x19.sgf"}, code: 1, want: []string{"line1x19.sgf", "does not decompose", "19 points"}, out: outText},
			{name: "bad RU", args: []string{bad + "endgame-badru.sgf"}, code: 1, want: []string{"endgame-badru.sgf", "RU", "go-moku"}},
		}),
		"gtp": {
			{name: "argument", args: []string{"x.sgf"}, code: 2, want: []string{"no arguments", "x.sgf"}},
			{name: "rules foo", args: []string{"--rules", "foo"}, code: 2, want: []string{"--rules", "foo"}},
			{name: "nodes 0", args: []string{"--max-nodes", "0"}, code: 2, want: []string{"--max-nodes", "positive"}},
			{name: "timeout negative", args: []string{"--time-limit", "-1s"}, code: 2, want: []string{"--time-limit", "negative"}},
			{name: "safety foo", args: []string{"--safety", "foo"}, code: 2, want: []string{"--safety", "foo"}},
			{name: "db in a missing folder", args: []string{"--db", bad + "nosuch/local.db"}, code: 1, want: []string{"nosuch/local.db", "no such file"}},
		},
		"bgf": {
			{name: "no forest", code: 2, want: []string{"want a forest"}},
			{name: "unknown flag", args: []string{"--bogus", "{1|0}"}, code: 2, want: []string{"-bogus", "not defined"}},
			{name: "max-nodes negative", args: []string{"--max-nodes", "-1", "{1|0}"}, code: 2, want: []string{"--max-nodes", "negative"}},
			{name: "max-nodes overflow", args: []string{"--max-nodes", "99999999999999999999", "{1|0}"}, code: 2, want: []string{"-max-nodes", "out of range"}},
			{name: "open brace", args: []string{"{1|0"}, code: 1, want: []string{"column 5", "missing '}'"}},
			{name: "empty left", args: []string{"{|"}, code: 1, want: []string{"column 2", "'|'", "missing option"}},
			{name: "close brace", args: []string{"{1|0}}"}, code: 1, want: []string{"column 6", "'}'", "expected + or -"}},
			{name: "empty", args: []string{""}, code: 1, want: []string{"empty forest"}},
			{name: "letters", args: []string{"{a|0}"}, code: 1, want: []string{"column 2", "'a'", "expected a number"}},
			{name: "dangling plus", args: []string{"{1|0} +"}, code: 1, want: []string{"end of input", "expected a tree"}},
			{name: "ambiguous bars", args: []string{"{1|2|3}"}, code: 1, want: []string{"column", "|"}},
			{name: "deep nesting", args: []string{deep}, code: 1, want: []string{"column 1001", "nested deeper"}},
			{name: "very long", args: []string{long}, code: 1, want: []string{"200001 trees", "at most"}},
			{name: "huge leaf", args: []string{"{" + strings.Repeat("9", 100000) + "|0}"}, code: 1, want: []string{"column 2", "number too long"}},
		},
		"bgf move": files(moveCases(), []badCase{
			{name: "heuristic 7", args: []string{"--heuristic", "7", bad + "twomoves.sgf"}, code: 2, want: []string{"--heuristic", `"7"`}},
			{name: "color purple", args: []string{"--color", "purple", bad + "twomoves.sgf"}, code: 2, want: []string{"--color", "purple"}},
			{name: "max-nodes negative", args: []string{"--max-nodes", "-1", bad + "twomoves.sgf"}, code: 2, want: []string{"--max-nodes", "positive"}},
		}),
		"cgt": {
			{name: "no expression", code: 2, want: []string{"no expression"}},
			{name: "bad bool flag", args: []string{"--json=maybe", "1"}, code: 2, want: []string{"-json", "invalid"}},
			{name: "max-nodes not a number", args: []string{"--max-nodes", "lots", "1"}, code: 2, want: []string{"-max-nodes", "invalid"}},
			{name: "max-nodes without value", args: []string{"1", "--max-nodes"}, code: 2, want: []string{"-max-nodes", "needs an argument"}},
			{name: "max-nodes negative", args: []string{"--max-nodes", "-1", "1"}, code: 2, want: []string{"--max-nodes", "negative"}},
			{name: "time-limit negative", args: []string{"--time-limit", "-1s", "1"}, code: 2, want: []string{"--time-limit", "negative"}},
			{name: "time-limit not a duration", args: []string{"--time-limit=soon", "1"}, code: 2, want: []string{"-time-limit", "invalid"}},
			{name: "open brace", args: []string{"{1|0"}, code: 1, want: []string{"position 5", "{1|0", "unclosed '{'"}},
			{name: "empty left", args: []string{"{|"}, code: 1, want: []string{"{|"}},
			{name: "close brace", args: []string{"{1|0}}"}, code: 1, want: []string{"{1|0}}", "}"}},
			{name: "empty", args: []string{""}, code: 1, want: []string{"position 1", "unexpected end"}},
			{name: "non-dyadic", args: []string{"1/3"}, code: 1, want: []string{"1/3", "power of two"}},
			{name: "divide by zero", args: []string{"1/0"}, code: 1, want: []string{"1/0", "power of two"}},
			{name: "unknown name", args: []string{"Foo + 1"}, code: 1, want: []string{"Foo"}},
			{name: "unknown ruleset", args: []string{`Chess("x")`}, code: 1, want: []string{"Chess"}},
			{name: "unterminated string", args: []string{`Domineering("..|..`}, code: 1, want: []string{"Domineering", `"`}},
			{name: "bad character", args: []string{"1 # 2"}, code: 1, want: []string{"#"}},
			{name: "deep nesting", args: []string{deep}, code: 1, want: []string{"nest"}},
			{name: "deep parentheses", args: []string{strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000)}, code: 1, want: []string{"nest"}},
			{name: "very long", args: []string{long + " + "}, code: 1, want: []string{"position 1600009", "...{1|0} + ", "unexpected end"}},
			{name: "huge integer", args: []string{strings.Repeat("9", 100000)}, code: 1, want: []string{"position 1", "bad number", "100000 characters", "out of range"}},
			{name: "good and bad", args: []string{"{1|0}", "1/3"}, code: 1, want: []string{"1 of 2 expressions failed", "1/3"}, out: outText},
		},
		"study": {
			{name: "no name", code: 2, want: []string{"want one study name"}},
			{name: "unknown study", args: []string{"nosuch"}, code: 2, want: []string{`unknown study "nosuch"`, "bgf"}},
			{name: "scale huge", args: []string{"--scale", "huge", "bgf"}, code: 2, want: []string{"--scale", "huge"}},
			{name: "max-nodes negative", args: []string{"--max-nodes", "-1", "bgf"}, code: 2, want: []string{"--max-nodes", "-1"}},
			{name: "time-limit negative", args: []string{"--time-limit", "-1s", "bgf"}, code: 2, want: []string{"--time-limit", "-1s"}},
			{name: "workers negative", args: []string{"--workers", "-1", "bgf"}, code: 2, want: []string{"--workers", "-1"}},
			{name: "seed negative", args: []string{"--seed", "-1", "bgf"}, code: 2, want: []string{"-seed", "invalid"}},
			{name: "bad oneeye data", args: []string{"--quiet", "--data", bad + "studydata", "oneeye"}, code: 1, want: []string{"oneeye", "studydata/oneeye/toy/truncated.sgf", "truncated"}},
			{name: "bad oneeye data (oneeye-tables)", args: []string{"--quiet", "--data", bad + "studydata", "oneeye-tables"}, code: 1, want: []string{"oneeye-tables", "studydata/oneeye/toy/truncated.sgf", "truncated"}},
			{name: "bad endgame data (bgf-endgames)", args: []string{"--quiet", "--data", bad + "studydata", "bgf-endgames"}, code: 1, want: []string{"bgf-endgames", "studydata/endgames/paper-scale.sgf", "AW", "no liberty"}},
			{name: "bad endgame data (endgame-subsets)", args: []string{"--quiet", "--data", bad + "studydata", "endgame-subsets"}, code: 1, want: []string{"endgame-subsets", "studydata/endgames/ijcai-first.sgf", "no such file"}},
			{name: "bad endgame data (endgame-gnugo)", args: []string{"--quiet", "--data", bad + "studydata", "endgame-gnugo"}, code: 1, want: []string{"endgame-gnugo", "studydata/endgames/paper-scale.sgf", "AW", "no liberty"}},
			{name: "bad endgame data (endgame-nodes)", args: []string{"--quiet", "--data", bad + "studydata", "endgame-nodes"}, code: 1, want: []string{"endgame-nodes", "studydata/endgames/ijcai-first.sgf", "no such file"}},
			{name: "bad safety data (safety-regions)", args: []string{"--quiet", "--data", bad + "studydata", "safety-regions"}, code: 1, want: []string{"safety-regions", "studydata/safety/clash.sgf", "AW", "occupied"}},
			{name: "bad game record (safety-phases)", args: []string{"--quiet", "--games", bad + "studydata/games/gnugo-selfplay-19", "safety-phases"}, code: 1, want: []string{"safety-phases", "gnugo-selfplay-19/illegal.sgf", "B (move 2)", "illegal"}},
			{name: "missing data", args: []string{"--quiet", "--data", bad + "nosuch", "endgame-nodes"}, code: 1, want: []string{"endgame-nodes", "nosuch", "no such file"}},
		},
	}
}

func TestBadInput(t *testing.T) {
	cases := badInputCases()
	// Every command of the table (and `bgf move`) has cases.
	for _, c := range commands {
		if _, ok := cases[c.name]; !ok {
			t.Errorf("command %q has no bad-input cases: add them to badInputCases", c.name)
		}
	}
	for name, cs := range cases {
		t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			runBadCases(t, strings.Fields(name), cs)
		})
	}
}

// TestBadInputHugeFile gives an SGF file over the reader's 32 MiB limit
// (written at test time) to each file-reading command.
func TestBadInputHugeFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.sgf")
	data := append([]byte("(;GM[1]FF[4]SZ[9]C["), bytes.Repeat([]byte("x"), 33<<20)...)
	if err := os.WriteFile(path, append(data, "])"...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{{"board"}, {"safety"}, {"oneeye"}, {"endgame"}, {"bgf", "move"}} {
		checkBad(t, cmd, badCase{args: []string{path}, code: 1, want: []string{path, "larger than 32 MiB"}})
	}
}

func TestBadInputTopLevel(t *testing.T) {
	for _, args := range [][]string{{"nosuch"}, {""}, {"--json"}, {"-x"}} {
		code, stdout, stderr := decompNoPanic(t, args...)
		if code != 2 || !strings.Contains(stderr, fmt.Sprintf("unknown command %q", args[0])) || stdout != "" {
			t.Errorf("decomp %q: exit %d, stdout %q, stderr %q; want exit 2 naming the command", args, code, stdout, stderr)
		}
	}
}

// TestBadInputBudget gives large inputs with tiny budgets: each command
// must return, and either report an unknown (budget-limited) result or fail
// with an error that says the budget stopped it.
func TestBadInputBudget(t *testing.T) {
	for _, tc := range []struct {
		args []string
		// code 0: the result must mention one of want on stdout; code 1:
		// stderr must mention one of want.
		code int
		want []string
	}{
		{[]string{"endgame", "--method", "ab", "--max-nodes", "1", "../../data/endgames/paper-scale.sgf"}, 1, []string{"budget", "unknown"}},
		{[]string{"endgame", "--method", "ds", "--max-nodes", "1", "../../data/endgames/paper-scale.sgf"}, 1, []string{"budget", "unknown"}},
		{[]string{"endgame", "--time-limit", "1ns", "../../data/endgames/paper-scale.sgf"}, 1, []string{"budget", "unknown", "deadline"}},
		{[]string{"oneeye", "--max-nodes", "1", "--first", "defender", "../../data/oneeye/standard/std-081.sgf"}, 0, []string{"unknown"}},
		{[]string{"oneeye", "--time-limit", "1ns", "--first", "defender", "../../data/oneeye/standard/std-081.sgf"}, 0, []string{"unknown"}},
		{[]string{"safety", "--solver", "partial", "--max-nodes", "100", "../../data/oneeye/toy/toy-001.sgf"}, 0, []string{"budget exhausted"}},
		{[]string{"safety", "--solver", "partial", "--time-limit", "1ms", "../../data/oneeye/toy/toy-001.sgf"}, 0, []string{"budget exhausted"}},
		{[]string{"cgt", "--max-nodes", "1", `Domineering("....|....|....|....")`}, 1, []string{"budget"}},
		{[]string{"cgt", "--max-nodes", "0", "--time-limit", "1ms", `Domineering("........|........|........|........|........|........|........|........")`}, 1, []string{"time limit of 1ms"}},
		{[]string{"bgf", "--max-nodes", "1", strings.Repeat("{{{{12|10}||7}||{5|-1}}||-1} + ", 11) + "{4||3|0}"}, 1, []string{"budget"}},
		{[]string{"bgf", "move", "--max-nodes", "1", "../../data/endgames/paper-scale.sgf"}, 0, []string{"node budget"}},
	} {
		t.Run(strings.Join(tc.args[:len(tc.args)-1], "_"), func(t *testing.T) {
			code, stdout, stderr := decompNoPanic(t, tc.args...)
			where := stdout
			if tc.code != 0 {
				where = stderr
			}
			found := false
			for _, w := range tc.want {
				found = found || strings.Contains(strings.ToLower(where), w)
			}
			if code != tc.code || !found {
				t.Errorf("decomp %q: exit %d, want %d mentioning one of %q\nstdout: %s\nstderr: %s", tc.args, code, tc.code, tc.want, stdout, stderr)
			}
			checkStdout(t, tc.args, outText, stdout)
			// The same with --json: the same exit code, JSON on stdout.
			n := len(tc.args)
			args := append(append(append([]string(nil), tc.args[:n-1]...), "--json"), tc.args[n-1])
			code, stdout, stderr = decompNoPanic(t, args...)
			if code != tc.code || (code != 0) != (stderr != "") || stdout == "" && code == 0 {
				t.Errorf("decomp %q: exit %d, want %d\nstdout: %s\nstderr: %s", args, code, tc.code, stdout, stderr)
			}
			checkStdout(t, args, outJSON, stdout)
		})
	}
}
