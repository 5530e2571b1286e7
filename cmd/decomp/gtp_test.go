package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/endgame/match"
	"github.com/decomplab/decomplab/lib/search"
)

// TestMain lets the test binary run as decomp itself when DECOMP_AS_MAIN
// is set, so that decomp gtp is tested as a process over pipes.
func TestMain(m *testing.M) {
	if os.Getenv("DECOMP_AS_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// startDecompGTP runs `decomp gtp` as a child process.
func startDecompGTP(t *testing.T, ctx context.Context) *gtp.Client {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("DECOMP_AS_MAIN", "1")
	c, err := gtp.Start(ctx, exe, "gtp")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestGTPEngine drives decomp gtp over pipes: the protocol commands, a
// problem's position set up with play, genmove equal to decomposition
// search's first move, undo, final_score, and failures for bad commands.
func TestGTPEngine(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	e := startDecompGTP(t, ctx)
	defer e.Close()
	p, err := endgame.ReadProblem("../../data/endgames/small-03.sgf")
	if err != nil {
		t.Fatal(err)
	}
	r, err := endgame.Solve(ctx, p.Board, endgame.Options{Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil {
		t.Fatal(err)
	}
	setupGTP(t, e, p.Board)
	h := p.Board.Height()
	tests := []struct {
		cmd, want, wantErr string
	}{
		{"protocol_version", "2", ""},
		{"name", "decomp", ""},
		{"version", Version, ""},
		{"known_command genmove", "true", ""},
		{"known_command fly", "false", ""},
		{"final_score", fmt.Sprintf("B+%d", p.ScoreBlackFirst), ""}, // Black to move after the setup
		{"komi 0.5", "", ""},
		{"genmove black", strings.ToLower(r.Sequence[0].Point.GTP(h)), ""},
		{"undo", "", ""},
		{"genmove white", strings.ToLower(r.SequenceWhiteFirst[0].Point.GTP(h)), ""},
		{"undo", "", ""},
		{"play white " + r.SequenceWhiteFirst[0].Point.GTP(h), "", ""},
		{"play black " + r.SequenceWhiteFirst[0].Point.GTP(h), "", "illegal move"},
		{"play black", "", "syntax error"},
		{"play purple A1", "", "syntax error"},
		{"boardsize 99", "", "unacceptable size"},
		{"komi lots", "", "syntax error"},
		{"komi NaN", "", "syntax error"},
		{"komi -inf", "", "syntax error"},
		{"play black Z1", "", "syntax error"},
		{"fly", "", "unknown command"},
		{"clear_board", "", ""},
		{"undo", "", "cannot undo"},
		{"final_score", "", "does not decompose"},
		{"genmove b", "pass", ""},
	}
	for _, tc := range tests {
		got, err := e.Send(tc.cmd)
		var ge *gtp.Error
		switch {
		case tc.wantErr != "":
			if !errors.As(err, &ge) || !strings.Contains(ge.Message, tc.wantErr) {
				t.Errorf("%s: %q, %v; want a failure saying %q", tc.cmd, got, err, tc.wantErr)
			}
		case err != nil:
			t.Errorf("%s: %v", tc.cmd, err)
		case tc.want != "" && got != tc.want:
			t.Errorf("%s: %q, want %q", tc.cmd, got, tc.want)
		}
	}
	if got, err := e.Send("showboard"); err != nil || !strings.Contains(got, "A B C") {
		t.Errorf("showboard: %q, %v", got, err)
	}
}

// TestGTPAgainstGNUGo plays decomp gtp against GNU Go, both as processes
// over GTP from a problem, with decomp as Black moving first: the game
// ends with two passes and decomp's final_score is at least the minimax
// score.
func TestGTPAgainstGNUGo(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a GNU Go game")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
	defer cancel()
	gg := testenv.GNUGo(t, "--level", "1")
	e := startDecompGTP(t, ctx)
	defer e.Close()
	p, err := endgame.ReadProblem("../../data/endgames/medium-01.sgf")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []*gtp.Client{e, gg} {
		setupGTP(t, c, p.Board)
	}
	players := map[board.Color]*gtp.Client{board.Black: e, board.White: gg}
	c, passes, moves := board.Black, 0, 0
	for passes < 2 {
		if moves++; moves > 100 {
			t.Fatal("game too long")
		}
		m, err := players[c].Send("genmove " + c.String())
		if err != nil {
			t.Fatal(err)
		}
		if strings.EqualFold(m, "resign") {
			m = "pass"
		}
		if _, err := players[c.Opponent()].Send("play " + c.String() + " " + m); err != nil {
			t.Fatalf("move %d %s %s: %v", moves, c, m, err)
		}
		if strings.EqualFold(m, "pass") {
			passes++
		} else {
			passes = 0
		}
		c = c.Opponent()
	}
	got, err := e.Send("final_score")
	if err != nil {
		t.Fatal(err)
	}
	score := 0
	switch {
	case strings.HasPrefix(got, "B+"):
		score, err = strconv.Atoi(got[2:])
	case strings.HasPrefix(got, "W+"):
		score, err = strconv.Atoi(got[2:])
		score = -score
	case got != "0":
		err = fmt.Errorf("not a score")
	}
	if err != nil {
		t.Fatalf("final_score %q: %v", got, err)
	}
	if score < p.ScoreBlackFirst {
		t.Errorf("decomp as Black first ended at %d, below the minimax score %d", score, p.ScoreBlackFirst)
	}
	t.Logf("%d moves, final score %s (minimax %d)", moves, got, p.ScoreBlackFirst)
}

// TestGTPEngineOptions runs decomp gtp in-process on the paper-scale
// problem: with a tiny --time-limit genmove passes and says why on stderr;
// with --db it plays and keeps the local games.
func TestGTPEngineOptions(t *testing.T) {
	p, err := endgame.ReadProblem("../../data/endgames/paper-scale.sgf")
	if err != nil {
		t.Fatal(err)
	}
	var script strings.Builder
	script.WriteString("boardsize 19\nclear_board\n")
	for c := board.Black; c <= board.White; c++ {
		for q := range p.Board.Stones(c).All() {
			fmt.Fprintf(&script, "play %s %s\n", c, q.GTP(19))
		}
	}
	var out, errb strings.Builder
	if err := serveGTP([]string{"--time-limit", "1ns"}, strings.NewReader(script.String()+"genmove black\nquit\n"), &out, &errb); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "= pass\n\n=\n\n") || strings.Contains(out.String(), "?") {
		t.Errorf("answers end %q, want a pass and no failure", out.String()[max(0, out.Len()-40):])
	}
	if !strings.Contains(errb.String(), "genmove black") || !strings.Contains(errb.String(), "budget") {
		t.Errorf("stderr %q does not say why genmove passed", errb.String())
	}
	// with --db the local games of the first genmove are kept: the same
	// position solved from the database needs no search
	db := filepath.Join(t.TempDir(), "local.db")
	out.Reset()
	if err := serveGTP([]string{"--db", db}, strings.NewReader(script.String()+"genmove black\nquit\n"), &out, &errb); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "?") || strings.HasSuffix(out.String(), "= pass\n\n=\n\n") {
		t.Errorf("with --db: answers end %q, want a move", out.String()[max(0, out.Len()-40):])
	}
	d, err := endgame.OpenDB(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	r, err := endgame.Solve(context.Background(), p.Board, endgame.Options{Labels: p.Labels, DB: d})
	if err != nil || r.Stats.Nodes != 0 || d.Hits == 0 {
		t.Errorf("solving again from the engine's database: %v, %d nodes, %d hits", err, r.Stats.Nodes, d.Hits)
	}
}

// FuzzGTPEngine feeds decomp gtp arbitrary commands (with small budgets):
// it must not fail or panic, and must answer every command line.
func FuzzGTPEngine(f *testing.F) {
	for _, s := range []string{
		"boardsize 5\nplay b c3\nplay w c3\ngenmove w\nundo\nundo\nundo\nfinal_score\n",
		"boardsize 3\nplay b b2\nplay w a1\nplay w c3\ngenmove b\nshowboard\nkomi 6.5\nfinal_score\n",
		"boardsize 7\nplay b a1\nplay b b2\nplay b a3\nplay w b1\nplay w c2\nplay w b3\ngenmove w\ngenmove b\n",
		"komi nan\nboardsize 0\nboardsize 19\nplay B PASS\n3 genmove black\nclear_board\nquit\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out, errb strings.Builder
		if err := serveGTP([]string{"--max-nodes", "2000", "--time-limit", "200ms"}, strings.NewReader(in), &out, &errb); err != nil {
			t.Fatalf("decomp gtp: %v", err)
		}
		if o := out.String(); o != "" && !strings.HasSuffix(o, "\n\n") {
			t.Fatalf("output does not end with a blank line: %q", o)
		}
	})
}

// setupGTP puts b's position on the board of a GTP program (match.SetupCommands).
func setupGTP(t *testing.T, c *gtp.Client, b *board.Board) {
	t.Helper()
	cmds, err := match.SetupCommands(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, cmd := range cmds {
		if _, err := c.Send(cmd); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
	}
}
