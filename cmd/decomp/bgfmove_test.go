package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const softData = "../../lib/soft/testdata/"

func TestBGFMoveCommand(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		toMove string
		want   []string // acceptable vertices
	}{
		{"save or capture, black", []string{"bgf", "move", "--json", softData + "soft-save-capture.sgf"}, "black", []string{"D5"}},
		{"save or capture, white", []string{"bgf", "move", "--json", "--color", "white", softData + "soft-save-capture.sgf"}, "white", []string{"D5"}},
		{"race before the moves", []string{"bgf", "move", "--json", "--heuristic", "2", "--move", "0", softData + "soft-capture-race.sgf"}, "black", []string{"D7", "D4"}},
		{"race after the moves: capture", []string{"bgf", "move", "--json", "--heuristic", "1", softData + "soft-capture-race.sgf"}, "black", []string{"D4"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := decomp(tc.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			var got bgfMoveReport
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("bad JSON %q: %v", out, err)
			}
			if got.ToMove != tc.toMove || !slices.Contains(tc.want, got.Vertex) || got.SubGame != 1 || !got.Complete {
				t.Errorf("to_move %s vertex %s subgame %d complete %v; want %s one of %v in sub-game 1",
					got.ToMove, got.Vertex, got.SubGame, got.Complete, tc.toMove, tc.want)
			}
			if len(got.SubGames) != 1 || got.Forest != got.SubGames[0].Tree || len(got.SubGames[0].Candidates) == 0 ||
				!slices.Contains(got.SubGames[0].Candidates, got.Vertex) {
				t.Errorf("sub-games %+v, forest %q: want one sub-game whose candidates hold the move", got.SubGames, got.Forest)
			}
			// The raw JSON has the documented field names.
			var raw map[string]any
			if err := json.Unmarshal([]byte(out), &raw); err != nil {
				t.Fatal(err)
			}
			for _, k := range []string{"file", "to_move", "method", "base", "subgames", "forest", "subgame", "vertex", "complete", "nodes"} {
				if _, ok := raw[k]; !ok {
					t.Errorf("JSON lacks %q", k)
				}
			}
			sg := raw["subgames"].([]any)[0].(map[string]any)
			for _, k := range []string{"core", "candidates", "LL", "LR", "RL", "RR", "tree", "black_move", "white_move", "urgent"} {
				if _, ok := sg[k]; !ok {
					t.Errorf("sub-game JSON lacks %q", k)
				}
			}
		})
	}
	// --areas adds the endgame areas no core reaches: more sub-games, each
	// with its points listed.
	var plain, areas bgfMoveReport
	for _, r := range []struct {
		rep  *bgfMoveReport
		args []string
	}{{&plain, nil}, {&areas, []string{"--areas"}}} {
		code, out, errOut := decomp(append([]string{"bgf", "move", "--json", "../../data/endgames/small-01.sgf"}, r.args...)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		if err := json.Unmarshal([]byte(out), r.rep); err != nil {
			t.Fatal(err)
		}
	}
	withArea := 0
	for _, sg := range areas.SubGames {
		if len(sg.Area) > 0 && len(sg.Core) == 0 && len(sg.Area) == len(sg.Candidates) {
			withArea++
		}
	}
	if withArea == 0 || len(areas.SubGames) != len(plain.SubGames)+withArea {
		t.Errorf("--areas: %d sub-games (%d areas), without: %d", len(areas.SubGames), withArea, len(plain.SubGames))
	}
	code, out, errOut := decomp("bgf", "move", softData+"soft-save-capture.sgf")
	if code != 0 || !strings.Contains(out, "Metasearch  black plays D5 in T1") || !strings.Contains(out, "LL LR RL RR") {
		t.Errorf("text output: exit %d\n%s%s", code, out, errOut)
	}
}

func TestBGFMoveErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.sgf")
	if err := os.WriteFile(bad, []byte("(;GM[1]SZ[9]AB[zz])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"bgf", "move"}, 2, "want an SGF file"},
		{[]string{"bgf", "move", "a.sgf", "b.sgf"}, 2, "want one SGF file"},
		{[]string{"bgf", "move", "--heuristic", "7", softData + "soft-save-capture.sgf"}, 2, "--heuristic"},
		{[]string{"bgf", "move", "--move", "-3", softData + "soft-save-capture.sgf"}, 2, "--move"},
		{[]string{"bgf", "move", "--max-nodes", "0", softData + "soft-save-capture.sgf"}, 2, "--max-nodes"},
		{[]string{"bgf", "move", "--color", "green", softData + "soft-save-capture.sgf"}, 2, "green"},
		{[]string{"bgf", "move", "--territory", "voronoi", softData + "soft-save-capture.sgf"}, 2, "voronoi"},
		{[]string{"bgf", "move", "--bogus", softData + "soft-save-capture.sgf"}, 2, "flag provided but not defined"},
		{[]string{"bgf", "move", filepath.Join(dir, "missing.sgf")}, 1, "missing.sgf"},
		{[]string{"bgf", "move", bad}, 1, "bad.sgf"},
		{[]string{"bgf", "move", "--move", "5", softData + "soft-capture-race.sgf"}, 1, "only 2 moves"},
	} {
		code, _, errOut := decomp(tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("decomp %v: exit %d, stderr %q; want exit %d mentioning %q", tc.args, code, errOut, tc.code, tc.want)
		}
		if strings.Count(errOut, "bgf:") > 1 {
			t.Errorf("decomp %v: stderr %q names bgf twice", tc.args, errOut)
		}
	}
	// A tiny budget is reported, not an error.
	code, out, errOut := decomp("bgf", "move", "--max-nodes", "3", softData+"soft-save-capture.sgf")
	if code != 0 || !strings.Contains(out, "node budget stopped") {
		t.Errorf("--max-nodes 3: exit %d\n%s%s", code, out, errOut)
	}
}
