package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// Two living groups on 5x5: Black B5 D5 A4-D4 with eyes A5 and C5; White
// everything else but the eyes A2, C2, E2. Every point is safe for its
// owner (worked out by hand: each group has two one-point eyes).
const safetyTestGame = "(;GM[1]FF[4]SZ[5]AB[ba][da][ab][bb][cb][db]AW[ea][eb][ac][bc][cc][dc][ec][bd][dd][ae][be][ce][de][ee])"

func TestSafetyCommandJSON(t *testing.T) {
	path := writeSGF(t, "two-groups.sgf", safetyTestGame)
	for _, args := range [][]string{{"benson"}, {"static"}, {"solver1"}, {"solver2"}, {"partial"}, {"solver3"}, {"solver3", "--engine", "dfpn"}} {
		solver := args[0]
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run(append([]string{"safety", "--json", path, "--solver"}, args...), &out, &errb); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			var rep struct {
				Solver    string   `json:"solver"`
				BlackSafe []string `json:"black_safe"`
				WhiteSafe []string `json:"white_safe"`
				Nodes     *int     `json:"nodes"`
				Millis    *float64 `json:"millis"`
				Regions   []struct {
					Color, Verdict string
					Size           int
				} `json:"regions"`
			}
			if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
				t.Fatalf("%v: %s", err, out.String())
			}
			if rep.Solver != solver || rep.Nodes == nil || rep.Millis == nil {
				t.Errorf("solver %q, nodes %v, millis %v", rep.Solver, rep.Nodes, rep.Millis)
			}
			if len(rep.BlackSafe) != 8 || !slices.Contains(rep.BlackSafe, "A5") || !slices.Contains(rep.BlackSafe, "C5") {
				t.Errorf("black safe %v, want the 6 stones and A5, C5", rep.BlackSafe)
			}
			if len(rep.WhiteSafe) != 17 || slices.Contains(rep.WhiteSafe, "A5") {
				t.Errorf("white safe %v, want the 14 stones and A2, C2, E2", rep.WhiteSafe)
			}
			safe := 0
			for _, r := range rep.Regions {
				if r.Verdict == "safe" {
					safe++
				}
			}
			if safe != 5 { // black: A5, C5; white: A2, C2, E2 (the black group is white's 6th region)
				t.Errorf("%d safe regions, want 5: %+v", safe, rep.Regions)
			}
		})
	}
}

func TestSafetyCommandText(t *testing.T) {
	path := writeSGF(t, "two-groups.sgf", safetyTestGame)
	var out, errb bytes.Buffer
	if code := run([]string{"safety", "--color", "black", path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"solver SOLVER 1.0 + P", " 5  B X B X o", "black safe: 8 points", "white safe: 0 points"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestSafetyCommandErrors(t *testing.T) {
	path := writeSGF(t, "two-groups.sgf", safetyTestGame)
	bad := writeSGF(t, "bad.sgf", "(;GM[1]SZ[5]AB[zz])")
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"safety"}, 2, "want an SGF file"},
		{[]string{"safety", "--solver", "magic", path}, 2, "unknown solver"},
		{[]string{"safety", "--color", "red", path}, 2, "bad colour"},
		{[]string{"safety", "--engine", "magic", path}, 2, "unknown region search engine"},
		{[]string{"safety", "--move", "3", path}, 1, "only 0 moves"},
		{[]string{"safety", path + ".missing"}, 1, "missing"},
		{[]string{"safety", bad}, 1, "bad.sgf"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		code := run(tc.args, &out, &errb)
		if code != tc.code || !strings.Contains(errb.String(), tc.msg) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, code, errb.String(), tc.code, tc.msg)
		}
	}
}
