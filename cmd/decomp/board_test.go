package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
)

// writeSGF writes an SGF file into a temporary directory and returns its path.
func writeSGF(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// A 5x5 ko: setup Black B5 A4 B3 C4, White C5 D4 C3; W B4 captures C4
// (a ko at C4), B E1 elsewhere, W E2. The expected outputs below were
// worked out by hand.
const boardTestGame = "(;GM[1]FF[4]SZ[5]AB[ba][ab][bc][cb]AW[ca][db][cc]TR[cb]LB[ee:a];W[bb];B[ee];W[ed])"

func TestBoardCommandText(t *testing.T) {
	path := writeSGF(t, "ko.sgf", boardTestGame)
	tests := []struct {
		move string
		want string
	}{
		{"0", `file       ` + path + `
size       5x5
move       0 of 3
to move    white
prisoners  black 0, white 0 (stones captured by each)
blocks     7
  black   2 liberties   1 stone:  B5
  black   3 liberties   1 stone:  A4
  black   1 liberty     1 stone:  C4
  black   3 liberties   1 stone:  B3
  white   1 liberty     1 stone:  C5
  white   3 liberties   1 stone:  D4
  white   2 liberties   1 stone:  C3
markup TR  C4
markup LB  E1:a
    A B C D E
  5 . X O . . 5
  4 X . X O . 4
  3 . X O . . 3
  2 . . . . . 2
  1 . . . . . 1
    A B C D E
`},
		{"1", `file       ` + path + `
size       5x5
move       1 of 3
to move    black
prisoners  black 0, white 1 (stones captured by each)
ko         C4
blocks     7
  black   1 liberty     1 stone:  B5
  black   2 liberties   1 stone:  A4
  black   2 liberties   1 stone:  B3
  white   2 liberties   1 stone:  C5
  white   1 liberty     1 stone:  B4
  white   4 liberties   1 stone:  D4
  white   3 liberties   1 stone:  C3
markup TR  C4
markup LB  E1:a
    A B C D E
  5 . X O . . 5
  4 X O + O . 4
  3 . X O . . 3
  2 . . . . . 2
  1 . . . . . 1
    A B C D E
`},
	}
	for _, tt := range tests {
		code, out, errOut := decomp("board", "--move", tt.move, path)
		if code != 0 || out != tt.want {
			t.Errorf("decomp board --move %s: exit %d, stderr %q, output\n%s\nwant\n%s", tt.move, code, errOut, out, tt.want)
		}
	}
}

func TestBoardCommandJSON(t *testing.T) {
	path := writeSGF(t, "ko.sgf", boardTestGame)
	code, out, errOut := decomp("board", path, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got boardReport
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	// The final position: B E1 and W E2 were played, the ko is gone.
	if got.Width != 5 || got.Height != 5 || got.ToMove != "black" || got.Move != 3 || got.Moves != 3 {
		t.Errorf("size %dx%d, to move %q, move %d of %d", got.Width, got.Height, got.ToMove, got.Move, got.Moves)
	}
	if got.Prisoners.Black != 0 || got.Prisoners.White != 1 || got.Ko != "" {
		t.Errorf("prisoners %+v, ko %q", got.Prisoners, got.Ko)
	}
	want := []boardBlock{
		{"black", []string{"B5"}, 1}, {"black", []string{"A4"}, 2}, {"black", []string{"B3"}, 2},
		{"black", []string{"E1"}, 1},
		{"white", []string{"C5"}, 2}, {"white", []string{"B4"}, 1}, {"white", []string{"D4"}, 4},
		{"white", []string{"C3"}, 3}, {"white", []string{"E2"}, 2},
	}
	if fmt.Sprint(got.Blocks) != fmt.Sprint(want) {
		t.Errorf("blocks %v\nwant   %v", got.Blocks, want)
	}
	if !strings.Contains(got.Diagram, "  4 X O . O . 4\n  3 . X O . . 3\n  2 . . . . O 2\n  1 . . . . X 1") {
		t.Errorf("diagram\n%s", got.Diagram)
	}
	// The raw field names are part of the interface.
	var raw map[string]any
	json.Unmarshal([]byte(out), &raw)
	for _, key := range []string{"width", "height", "to_move", "prisoners", "blocks", "diagram"} {
		if _, ok := raw[key]; !ok {
			t.Errorf("JSON has no %q field: %s", key, out)
		}
	}
}

func TestBoardCommandErrors(t *testing.T) {
	dir := t.TempDir()
	bad := writeSGF(t, "bad.sgf", "(;SZ[25])")
	notSGF := writeSGF(t, "notes.sgf", "just some notes")
	illegal := writeSGF(t, "illegal.sgf", "(;SZ[5];B[cc];W[cc])")
	good := writeSGF(t, "good.sgf", boardTestGame)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"board"}, 2, "want an SGF file"},
		{[]string{"board", good, good}, 2, "want one SGF file"},
		{[]string{"board", "--move", "-3", good}, 2, "--move -3"},
		{[]string{"board", "--move", "x", good}, 2, "invalid value"},
		{[]string{"board", "--frobnicate", good}, 2, "flag provided but not defined"},
		{[]string{"board", filepath.Join(dir, "missing.sgf")}, 1, "missing.sgf: cannot read the file: no such file or directory"},
		{[]string{"board", dir}, 1, "cannot read"},
		{[]string{"board", bad}, 1, "bad.sgf: SZ: board 25x25"},
		{[]string{"board", notSGF}, 1, "notes.sgf: not an SGF file"},
		{[]string{"board", illegal}, 1, "illegal.sgf: W (move 2): white C3 is illegal: point is occupied"},
		{[]string{"board", "--move", "1", illegal}, 0, ""},
		{[]string{"board", "--move", "4", good}, 1, "good.sgf: --move 4: the main line has only 3 moves"},
	}
	for _, tt := range tests {
		code, _, errOut := decomp(tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.want) {
			t.Errorf("decomp %q: exit %d, stderr %q; want exit %d with %q", tt.args, code, errOut, tt.code, tt.want)
		}
	}
}

// TestBoardCommandAgreesWithGNUGo runs `decomp board --json` on Fuego's
// whole-board safety positions and on game records at several move
// numbers, and checks every block against GNU Go: its stones are GNU Go's
// worm_stones of its first stone, its liberties GNU Go's countlib, and the
// blocks cover exactly GNU Go's list_stones; the captures and the side to
// move agree too.
func TestBoardCommandAgreesWithGNUGo(t *testing.T) {
	g := testenv.GNUGo(t)
	send := func(cmd string) string {
		t.Helper()
		a, err := g.Send(cmd)
		if err != nil {
			t.Fatalf("GNU Go: %v", err)
		}
		return a
	}
	type position struct {
		path string
		move int // -1: the final position
	}
	var positions []position
	files := testenv.SharedGlob(t, "peer/fuego/regression/sgf/safetytest-whole-board/*.sgf")
	if testing.Short() {
		files = files[:10]
	}
	for _, f := range files {
		positions = append(positions, position{f, -1})
	}
	games := testenv.SharedGlob(t, "games/*/*.sgf")
	if len(games) > 5 {
		games = games[:5]
	}
	for _, f := range games {
		for _, m := range []int{0, 50, 150, -1} {
			positions = append(positions, position{f, m})
		}
	}
	blocks := 0
	for _, pos := range positions {
		args := []string{"board", "--json", pos.path}
		load := "loadsgf " + pos.path
		if pos.move >= 0 {
			args = append(args, "--move", strconv.Itoa(pos.move))
			load += " " + strconv.Itoa(pos.move+1) // GNU Go loads the position before move N
		}
		code, out, errOut := decomp(args...)
		if code != 0 {
			t.Errorf("decomp %q: exit %d: %s", args, code, errOut)
			continue
		}
		var rep boardReport
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("decomp %q: %v", args, err)
		}
		where := fmt.Sprintf("%s move %d", filepath.Base(pos.path), rep.Move)
		if toMove := send(load); toMove != rep.ToMove {
			t.Errorf("%s: %s to move, GNU Go says %s", where, rep.ToMove, toMove)
		}
		for c, n := range map[string]int{"black": rep.Prisoners.Black, "white": rep.Prisoners.White} {
			if theirs := send("captures " + c); theirs != strconv.Itoa(n) {
				t.Errorf("%s: %s captured %d, GNU Go says %s", where, c, n, theirs)
			}
		}
		stones := map[string][]string{}
		for _, bl := range rep.Blocks {
			blocks++
			stones[bl.Color] = append(stones[bl.Color], bl.Stones...)
			worm := strings.Fields(send("worm_stones " + bl.Stones[0]))
			if !sameVertices(worm, bl.Stones) {
				t.Errorf("%s: block %v, GNU Go's worm is %v", where, bl.Stones, worm)
			}
			if libs := send("countlib " + bl.Stones[0]); libs != strconv.Itoa(bl.Liberties) {
				t.Errorf("%s: block at %s has %d liberties, GNU Go counts %s", where, bl.Stones[0], bl.Liberties, libs)
			}
		}
		for _, c := range []string{"black", "white"} {
			if theirs := strings.Fields(send("list_stones " + c)); !sameVertices(theirs, stones[c]) {
				t.Errorf("%s: %s stones %v, GNU Go has %v", where, c, stones[c], theirs)
			}
		}
	}
	t.Logf("%d positions, %d blocks agree with GNU Go", len(positions), blocks)
}

func sameVertices(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
