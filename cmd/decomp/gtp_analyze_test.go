package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/endgame/match"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// gtpSession runs decomp gtp on a script of commands and returns the
// responses, one per command, in order ("=" or "?" and the text).
func gtpSession(t *testing.T, args []string, script []string) []string {
	t.Helper()
	var out, errb bytes.Buffer
	if err := serveGTP(args, strings.NewReader(strings.Join(script, "\n")+"\n"), &out, &errb); err != nil {
		t.Fatalf("%v (%s)", err, errb.String())
	}
	resp := strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
	if len(resp) != len(script) {
		t.Fatalf("%d responses to %d commands:\n%s", len(resp), len(script), out.String())
	}
	return resp
}

// goguiScript is what GoGui sends when it attaches to an engine and a
// position is set up (the setup moves of b), followed by cmds.
func goguiScript(t *testing.T, b *board.Board, cmds ...string) []string {
	t.Helper()
	setup, err := match.SetupCommands(b)
	if err != nil {
		t.Fatal(err)
	}
	script := []string{"protocol_version", "name", "version", "list_commands", "gogui-analyze_commands",
		fmt.Sprintf("boardsize %d", b.Width()), "clear_board", "komi 6.5"}
	script = append(script, setup...)
	return append(script, cmds...)
}

// TestGTPAnalyzeCommands drives the analyze commands as GoGui sends them
// on a data problem: the menu lists every command with a type GoGui
// knows; decomp-safety draws exactly SafetyOf's points; decomp-areas
// labels every area with its value; decomp-losses gives every legal move
// its loss (0 on the first move of the optimal sequence) and a colour;
// decomp-sequence is the optimal sequence as a variation; decomp-score
// the exact scores; an unknown solver fails.
func TestGTPAnalyzeCommands(t *testing.T) {
	p, err := endgame.ReadProblem("../../data/endgames/small-03.sgf")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	r, err := endgame.Solve(ctx, p.Board, endgame.Options{Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil {
		t.Fatal(err)
	}
	cmds := []string{"decomp-safety benson", "decomp-safety partial", "decomp-areas", "decomp-losses", "decomp-sequence", "decomp-score", "decomp-safety magic"}
	script := goguiScript(t, p.Board, cmds...)
	resp := gtpSession(t, nil, script)
	at := func(cmd string) string {
		for i := len(script) - 1; i >= 0; i-- {
			if script[i] == cmd {
				return resp[i]
			}
		}
		t.Fatalf("no %q in the script", cmd)
		return ""
	}
	for i, cmd := range script[:len(script)-1] {
		if !strings.HasPrefix(resp[i], "=") {
			t.Errorf("%s: %q", cmd, resp[i])
		}
	}
	menu := strings.Split(strings.TrimSpace(strings.TrimPrefix(at("gogui-analyze_commands"), "=")), "\n")
	for _, line := range menu {
		parts := strings.Split(line, "/")
		if len(parts) != 3 || !strings.Contains(" gfx var string ", " "+parts[0]+" ") {
			t.Errorf("menu line %q: want type/label/command", line)
			continue
		}
		name := strings.Fields(parts[2])[0]
		if !strings.Contains(at("list_commands"), name) {
			t.Errorf("menu command %s is not in list_commands", name)
		}
	}
	if want := len(safety.Solvers()) + 4; len(menu) != want {
		t.Errorf("menu of %d lines, want %d", len(menu), want)
	}
	h := p.Board.Height()
	for _, s := range []string{"benson", "partial"} {
		gfx := at("decomp-safety " + s)
		want := endgame.BensonSafety(p.Board)
		if !strings.Contains(gfx, "BLACK "+gfxPoints(want.Stones[board.Black].Union(want.Territory[board.Black]), h)) {
			t.Errorf("decomp-safety %s: %q lacks Benson's black points", s, gfx)
		}
	}
	areas := at("decomp-areas")
	for i := range r.Areas {
		a := &r.Areas[i]
		if !strings.Contains(areas, a.Points.First().GTP(h)+" "+a.Label+"="+gfxLabel(r.Notation(a))) {
			t.Errorf("decomp-areas: %q lacks area %s = %s", areas, a.Label, r.Notation(a))
		}
	}
	losses := at("decomp-losses")
	first := r.Sequence[0].Point.GTP(h)
	if !strings.Contains(losses, "LABEL ") || !strings.Contains(losses, " "+first+" 0") && !strings.Contains(losses, "LABEL "+first+" 0") {
		t.Errorf("decomp-losses: %q, want %s with loss 0", losses, first)
	}
	if !strings.Contains(losses, "COLOR #00c000") {
		t.Errorf("decomp-losses: %q has no optimal move coloured", losses)
	}
	var seq []string
	for _, m := range r.Sequence {
		seq = append(seq, m.Format(h))
	}
	if got := at("decomp-sequence"); got != "= "+strings.Join(seq, " ") {
		t.Errorf("decomp-sequence %q, want %q", got, strings.Join(seq, " "))
	}
	if got, want := at("decomp-score"), fmt.Sprintf("= exact: %d with Black first, %d with White first", r.ScoreBlackFirst, r.ScoreWhiteFirst); got != want {
		t.Errorf("decomp-score %q, want %q", got, want)
	}
	if got := at("decomp-safety magic"); !strings.HasPrefix(got, "?") {
		t.Errorf("decomp-safety magic: %q, want an error", got)
	}
}

// TestGTPAnalyzeKo: on a position with a real ko the areas show both ko
// bounds, the score and the sequence are the ko search's, and the move
// losses say why they are not given.
func TestGTPAnalyzeKo(t *testing.T) {
	b, _, err := compose.Compose(compose.Layout{Width: 9, Height: 9, Placements: []compose.Placement{{Interface: 0, Column: 2, Shape: compose.Shape{Name: "ko", Upper: ".", Lower: "U"}}}})
	if err != nil {
		t.Fatal(err)
	}
	an, err := endgame.Analyze(context.Background(), b, endgame.Options{Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil || an.Ko[board.Black] == nil {
		t.Fatalf("no ko search: %v, %v", err, an.Blocker)
	}
	resp := gtpSession(t, nil, goguiScript(t, b, "decomp-areas", "decomp-score", "decomp-losses", "decomp-sequence"))
	n := len(resp)
	if !strings.Contains(resp[n-4], "..") || !strings.Contains(resp[n-3], "searched together") || !strings.Contains(resp[n-2], "TEXT no move losses") {
		t.Errorf("areas %q, score %q, losses %q", resp[n-4], resp[n-3], resp[n-2])
	}
	var seq []string
	for _, m := range an.Sequence(board.Black) {
		seq = append(seq, m.Format(b.Height()))
	}
	if resp[n-1] != "= "+strings.Join(seq, " ") {
		t.Errorf("sequence %q, want %q", resp[n-1], seq)
	}
}
