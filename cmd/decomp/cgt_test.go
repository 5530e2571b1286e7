package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestCGTCommand(t *testing.T) {
	tests := []struct {
		args     []string
		wantCode int
		wantOut  string
		wantErr  string
	}{
		{[]string{"cgt", "{3|-1}.Mean", "{3|-1}.Temperature"}, 0, "1\n2\n", ""},
		{[]string{"cgt", "^ + ^ + *", "{0,*|0,*}", "-5/8", "3/4"}, 0, "^^*\n*2\n-5/8\n3/4\n", ""},
		{[]string{"cgt", "^ <= *", "^ > 0", "^ || *"}, 0, "false\ntrue\ntrue\n", ""},
		{[]string{"cgt", "^.Incentives"}, 0, "{^*}\n", ""},
		{[]string{"cgt", "Tiny(3/2).AtomicWeight", "{1|^^^||^}.IsAtomic", "^<2> + * + ^"}, 0, "0\nfalse\n^[2]*\n", ""},
		{[]string{"cgt", "{3|-1}.AtomicWeight"}, 1, "", "{3|-1}: the game is not atomic"},
		{[]string{"cgt", `Domineering("..|..")`, `Clobber("xxo")`, `ToadsAndFrogs("t.f")`}, 0, "+-1\n^\n*\n", ""},
		{[]string{"cgt", "{3|-1}.Thermograph"}, 0, "Thermograph(left: (-1,4) (2,1); right: (-1,-2) (2,1); mast: 1 from t=2)\n", ""},
		{[]string{"cgt", "G := {3|-1}", "H := Domineering(\"..|..\")", "G + H", "(G + H).Mean"}, 0, "{3|-1}\n+-1\n{4|2||0|-2}\n1\n", ""},
		{[]string{"cgt", "{1|"}, 1, "", "unclosed '{'"},
		{[]string{"cgt", "1 + @"}, 1, "", "position 5"},
		{[]string{"cgt"}, 2, "", "no expression"},
		{[]string{"cgt", "--max-nodes", "10", `Domineering("....|....|....|....")`}, 1, "", "raise it with --max-nodes 100, or --max-nodes 0 for none"},
		{[]string{"cgt", "--time-limit", "1ns", `Domineering(".....|.....|.....|.....|.....")`, "^"}, 1, "^\n", "the time limit is 1ns; raise it with --time-limit 10ns"},
		{[]string{"cgt", "--time-limit", "-1s", "0"}, 2, "", "negative"},
		// Arithmetic is bounded too; the mean and temperature of a sum
		// need no canonical sum.
		{[]string{"cgt", "--max-nodes", "300", hotSum}, 1, "", "node limit of 300 operations reached (the node budget is 300; raise it with --max-nodes 3000"},
		{[]string{"cgt", "--max-nodes", "300", "(" + hotSum + ").Mean", "(" + hotSum + ").Temperature"}, 0, "38\n11/4\n", ""},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := run(tc.args, &out, &errb)
		if code != tc.wantCode {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, code, tc.wantCode, errb.String())
		}
		if tc.wantOut != "" && out.String() != tc.wantOut {
			t.Errorf("%v: stdout %q, want %q", tc.args, out.String(), tc.wantOut)
		}
		if tc.wantErr != "" && !strings.Contains(errb.String(), tc.wantErr) {
			t.Errorf("%v: stderr %q does not mention %q", tc.args, errb.String(), tc.wantErr)
		}
	}
}

// hotSum is a sum of twelve hot games {c|{a|b}}.
const hotSum = "{5|{2|0}} + {4|{1|-1}} + {6|{3|0}} + {5|{1|-2}} + {7|{2|1}} + {4|{0|-2}} + {6|{2|-1}} + {5|{3|1}} + {8|{4|0}} + {6|{1|0}} + {5|{0|-1}} + {7|{3|-1}}"

func TestCGTCommandJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"cgt", "--json", "{2|0}.Temperature", "{3|-1}.Thermograph"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 lines, got %q", out.String())
	}
	var r cgtResult
	if err := json.Unmarshal([]byte(lines[0]), &r); err != nil {
		t.Fatal(err)
	}
	if r.Expr != "{2|0}.Temperature" || r.Result != "1" || r.Kind != "game" {
		t.Errorf("first line %+v", r)
	}
	if err := json.Unmarshal([]byte(lines[1]), &r); err != nil {
		t.Fatal(err)
	}
	if r.Kind != "thermograph" || r.Mean != "1" || r.Temperature != "2" || len(r.Left) != 2 || r.Left[1] != [2]string{"2", "1"} {
		t.Errorf("thermograph line %+v", r)
	}
}

func TestCGTProgressLine(t *testing.T) {
	var b bytes.Buffer
	p := newProgressLine(&b, "Domineering(\"....\")")
	p.update(1024) // too early: nothing shown
	if b.Len() != 0 {
		t.Fatalf("progress shown before %v: %q", progressAfter, b.String())
	}
	p.start = time.Now().Add(-3 * time.Second)
	p.update(2048)
	p.update(3072) // too soon after the last line
	p.clear()
	want := "\r\x1b[Kdecomp cgt: Domineering(\"....\"): 2048 positions, 3s (Ctrl-C stops)\r\x1b[K"
	if b.String() != want {
		t.Errorf("progress output %q, want %q", b.String(), want)
	}
	var none *progressLine
	none.clear() // no progress line: nothing to do
	if isTerminal(&b) {
		t.Errorf("a buffer is not a terminal")
	}
}

// TestCGTSumStopsWithinBudget: the stops of a sum of Go corridors
// C(n) = {n-1 | C(n-1)} come from the terms within 1000 nodes, where the
// canonical sum runs out of them; they agree with the stops of the
// canonical sum computed without a budget.
func TestCGTSumStopsWithinBudget(t *testing.T) {
	const c2, c3, c4, c5 = "{1|0}", "{2||1|0}", "{3|||2||1|0}", "{4||||3|||2||1|0}"
	sum := strings.Join([]string{c5, c5, c4, c4, c3, c2, c5}, " + ") + " - " + c3
	var out, errb bytes.Buffer
	if code := run([]string{"cgt", "--max-nodes", "1000", "(" + sum + ").LeftStop", "(" + sum + ").RightStop"}, &out, &errb); code != 0 {
		t.Fatalf("stops within 1000 nodes: exit %d, %s", code, errb.String())
	}
	stops := out.String()
	out.Reset()
	errb.Reset()
	if code := run([]string{"cgt", "--max-nodes", "1000", sum}, &out, &errb); code == 0 || !strings.Contains(errb.String(), "node limit") {
		t.Errorf("the canonical sum within 1000 nodes: exit %d, stderr %q; want the node limit", code, errb.String())
	}
	out.Reset()
	if code := run([]string{"cgt", "--max-nodes", "0", "G := " + sum, "G.LeftStop", "G.RightStop"}, &out, &errb); code != 0 {
		t.Fatalf("canonical sum: exit %d, %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if want := strings.Join(lines[len(lines)-2:], "\n") + "\n"; stops != want {
		t.Errorf("stops from the terms %q, of the canonical sum %q", stops, want)
	}
}
