package board

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
)

// stonesDiagram is the board's stones as rows of X, O and . (top row first).
func stonesDiagram(b *Board) string {
	var sb strings.Builder
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			switch b.At(Pt(x, y)) {
			case Black:
				sb.WriteByte('X')
			case White:
				sb.WriteByte('O')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func TestReadSGF(t *testing.T) {
	tests := []struct {
		name, sgf     string
		width, height int
		stones        string // diagram of the setup
		toMove        Color
		moves         []string // "B D4", GTP vertices
		check         func(t *testing.T, r *Record)
	}{
		{
			name: "empty root", sgf: "(;)", width: 19, height: 19,
			stones: strings.Repeat(strings.Repeat(".", 19)+"\n", 19), toMove: Black,
		},
		{
			name: "setup and PL", sgf: "(;GM[1]FF[4]SZ[3]AB[aa][bb]AW[cc]PL[W])", width: 3, height: 3,
			stones: "X..\n.X.\n..O\n", toMove: White,
		},
		{
			name: "rectangular and compressed lists", sgf: "(;SZ[4:2]AB[aa:bb]AW[da:db])", width: 4, height: 2,
			stones: "XX.O\nXX.O\n", toMove: Black,
		},
		{
			name: "reversed rectangle", sgf: "(;SZ[3]AW[cc:bb])", width: 3, height: 3,
			stones: "...\n.OO\n.OO\n", toMove: Black,
		},
		{
			name: "AE in a later setup node clears a stone", sgf: "(;SZ[3]AB[aa][ab];AE[ab]AW[cc])", width: 3, height: 3,
			stones: "X..\n...\n..O\n", toMove: Black,
		},
		{
			name: "main line with passes, variations ignored",
			sgf:  "(;SZ[9];B[ee];W[]C[pass];B[tt](;W[cc];B[dd])(;W[gg]))", width: 9, height: 9,
			stones: strings.Repeat(".........\n", 9), toMove: Black,
			moves: []string{"B E5", "W pass", "B pass", "W C7", "B D6"},
		},
		{
			name: "first move white, no PL", sgf: "(;SZ[5]AB[cc];W[bb])", width: 5, height: 5,
			stones: ".....\n.....\n..X..\n.....\n.....\n", toMove: White, moves: []string{"W B4"},
		},
		{
			name: "a move node's markup, comment and PL are not setup; its stones are",
			sgf:  "(;SZ[3]TR[aa]C[root];AW[bb]B[cc]TR[cc]C[move]PL[B])", width: 3, height: 3,
			stones: "...\n.O.\n...\n", toMove: Black, moves: []string{"B C1"},
			check: func(t *testing.T, r *Record) {
				if r.Markup.TR != RegionOf(Pt(0, 0)) || r.Comment != "root" {
					t.Errorf("TR %v, comment %q; want A3 only and the root's comment", r.Markup.TR.Points(), r.Comment)
				}
			},
		},
		{
			name: "FF[1] PL[2] is White", sgf: "(;SZ[2]PL[2])", width: 2, height: 2,
			stones: "..\n..\n", toMove: White,
		},
		{
			name: "cgoban-style setup in the second node, old long property names",
			sgf:  "(;GaMe[1]SZ[5]KoMi[6.5]RU[Japanese];AddBlack[aa]AW[ee]C[problem])", width: 5, height: 5,
			stones: "X....\n.....\n.....\n.....\n....O\n", toMove: Black,
			check: func(t *testing.T, r *Record) {
				if r.Komi != 6.5 || r.Rules != "Japanese" || r.Comment != "problem" {
					t.Errorf("Komi, Rules, Comment = %v, %q, %q", r.Komi, r.Rules, r.Comment)
				}
			},
		},
		{
			name:  "markup, labels, result, other properties, escapes",
			sgf:   `(;SZ[5]MA[aa:bb]TR[cc]SQ[dd]CR[ee]LB[ab:A][ba:x\]y]RE[B+R]C[a \\ b]PB[Me]XX[one][two])`,
			width: 5, height: 5, stones: strings.Repeat(".....\n", 5), toMove: Black,
			check: func(t *testing.T, r *Record) {
				want := Markup{
					MA: RegionOf(Pt(0, 0), Pt(1, 0), Pt(0, 1), Pt(1, 1)),
					TR: RegionOf(Pt(2, 2)), SQ: RegionOf(Pt(3, 3)), CR: RegionOf(Pt(4, 4)),
					LB: map[Point]string{Pt(0, 1): "A", Pt(1, 0): "x]y"},
				}
				if !reflect.DeepEqual(r.Markup, want) {
					t.Errorf("Markup = %+v, want %+v", r.Markup, want)
				}
				if r.Result != "B+R" || r.Comment != `a \ b` {
					t.Errorf("Result, Comment = %q, %q", r.Result, r.Comment)
				}
				wantProps := map[string][]string{"PB": {"Me"}, "XX": {"one", "two"}}
				if !reflect.DeepEqual(r.Properties, wantProps) {
					t.Errorf("Properties = %v, want %v", r.Properties, wantProps)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := ParseSGFString(tt.sgf)
			if err != nil {
				t.Fatal(err)
			}
			if r.Width != tt.width || r.Height != tt.height {
				t.Errorf("size %dx%d, want %dx%d", r.Width, r.Height, tt.width, tt.height)
			}
			if got := stonesDiagram(r.Setup); got != tt.stones {
				t.Errorf("setup\n%s want\n%s", got, tt.stones)
			}
			if r.Setup.ToMove() != tt.toMove {
				t.Errorf("to move %v, want %v", r.Setup.ToMove(), tt.toMove)
			}
			var moves []string
			for _, m := range r.Moves {
				moves = append(moves, fmt.Sprintf("%c %s", strings.ToUpper(m.Color.String())[0], m.Point.GTP(r.Height)))
			}
			if !slices.Equal(moves, tt.moves) {
				t.Errorf("moves %q, want %q", moves, tt.moves)
			}
			if tt.check != nil {
				tt.check(t, r)
			}
		})
	}
}

func TestReadSGFErrors(t *testing.T) {
	tests := []struct {
		name, sgf string
		property  string // the property the error must name ("" for syntax errors)
		reason    string // a substring of the reason
	}{
		{"not SGF", "hello", "", "not an SGF file"},
		{"empty input", "", "", "not an SGF file"},
		{"empty tree", "()", "", "not an SGF file"},
		{"board too large", "(;SZ[25])", "SZ", "between 1 and 19"},
		{"board too large rectangle", "(;SZ[19:20])", "SZ", "between 1 and 19"},
		{"size not a number", "(;SZ[big])", "SZ", "not a number"},
		{"size zero", "(;SZ[0])", "SZ", "between 1 and 19"},
		{"not Go", "(;GM[2])", "GM", "not Go"},
		{"AB off the board", "(;SZ[9]AB[jj])", "AB", "off the 9x9 board"},
		{"AB tt is not a pass", "(;AB[tt])", "AB", "off the 19x19 board"},
		{"AB bad point", "(;AB[a])", "AB", "bad SGF point"},
		{"AW on a black stone", "(;SZ[5]AB[cc]AW[cc])", "AW", "already occupied"},
		{"AB repeated", "(;SZ[5]AB[cc:dd][dd])", "AB", "listed twice"},
		{"AB in a later node on a stone", "(;SZ[5]AB[cc];AB[cc])", "AB (node 2)", "already occupied"},
		{"block without liberty", "(;SZ[2]AB[aa]AW[ab][ba])", "AB", "no liberty"},
		{"move off the board", "(;SZ[9];B[ee];W[zz])", "W (move 2)", "off the 9x9 board"},
		{"setup after a move", "(;SZ[9];B[ee];AB[aa])", "AB/AW/AE (node 3)", "after the first move"},
		{"bad PL", "(;PL[Q])", "PL", "not B or W"},
		{"bad KM", "(;KM[six])", "KM", "not a number"},
		{"bad label", "(;LB[aa])", "LB", "not point:text"},
		{"markup off the board", "(;SZ[3]TR[dd])", "TR", "off the 3x3 board"},
		{"deep nesting", strings.Repeat("(;", 2000), "", "nested deeper"},
		{"too many values", "(;C" + strings.Repeat("[x]", 6000) + ")", "", "more than 5000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadSGF(strings.NewReader(tt.sgf), "problem.sgf")
			var se *SGFError
			if !errors.As(err, &se) {
				t.Fatalf("error %v, want an *SGFError", err)
			}
			if se.File != "problem.sgf" || se.Property != tt.property || !strings.Contains(se.Reason, tt.reason) {
				t.Errorf("error %q: file %q property %q reason %q; want problem.sgf, %q, ...%q...",
					err, se.File, se.Property, se.Reason, tt.property, tt.reason)
			}
			if !strings.HasPrefix(err.Error(), "problem.sgf: ") {
				t.Errorf("error %q does not start with the file name", err)
			}
		})
	}
}

func TestReadSGFFileErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.sgf")
	if err := os.WriteFile(bad, []byte("this is not SGF"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ path, want string }{
		{filepath.Join(dir, "missing.sgf"), "missing.sgf: cannot read the file: no such file or directory"},
		{dir, "cannot read"},
		{bad, "bad.sgf: not an SGF file"},
	}
	for _, tt := range tests {
		_, err := ReadSGFFile(tt.path)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadSGFFile(%s) error %v, want ...%q...", tt.path, err, tt.want)
		}
	}
}

func TestPosition(t *testing.T) {
	// White A4 captures the black stones B4 and A3; then B A1, W D4.
	r, err := ParseSGFString("(;SZ[4]AB[ba][ab]AW[ca][bb][ac];W[aa];B[ad];W[da])")
	if err != nil {
		t.Fatal(err)
	}
	// Reference: the same moves played on a board set up from a diagram.
	ref := MustParse(`
		. X O .
		X O . .
		O . . .
		. . . .`)
	ref.SetToMove(White)
	positions := []*Board{ref.Clone()}
	for _, m := range []Move{{White, Pt(0, 0)}, {Black, Pt(0, 3)}, {White, Pt(3, 0)}} {
		if err := ref.Play(m.Point, m.Color); err != nil {
			t.Fatal(err)
		}
		positions = append(positions, ref.Clone())
	}
	for n, want := range positions {
		got, err := r.Position(n)
		if err != nil {
			t.Fatalf("Position(%d): %v", n, err)
		}
		if !got.Equal(want) {
			t.Errorf("Position(%d):\n%v want\n%v", n, got, want)
		}
	}
	if got := positions[1].Prisoners(White); got != 2 {
		t.Errorf("W A4 captured %d stones, want 2", got)
	}
	for _, n := range []int{-1, 3, 99} {
		got, err := r.Position(n)
		if err != nil || !got.Equal(positions[3]) {
			t.Errorf("Position(%d) is not the final position (err %v)", n, err)
		}
	}
	if r.Setup.MoveNumber() != 0 || r.Setup.Prisoners(White) != 0 {
		t.Error("Position changed the record's setup board")
	}
}

func TestPositionIllegalMoves(t *testing.T) {
	// Setup: a ko shape. W B4 captures C4; Black may not retake at once.
	const ko = "(;SZ[5]AB[ba][ab][bc][cb]AW[ca][db][cc]"
	tests := []struct {
		name, sgf, wantErr string
	}{
		{"ko retake", ko + ";W[bb];B[cb])", "B (move 2): black C4 is illegal: retakes a ko"},
		{"ko retake after a ko threat", ko + ";W[bb];B[ee];W[ed];B[cb])", ""},
		{"occupied", "(;SZ[5]AB[aa];W[aa])", "W (move 1): white A5 is illegal: point is occupied"},
		{"suicide", "(;SZ[5]AB[ba][ab];W[aa])", "W (move 1): white A5 is illegal: suicide"},
		{"passes are legal", "(;SZ[5];B[];W[tt])", ""},
	}
	for _, tt := range tests {
		r, err := ReadSGF(strings.NewReader(tt.sgf), "game.sgf")
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		_, err = r.Position(-1)
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.wantErr != "" && (err == nil || err.Error() != "game.sgf: "+tt.wantErr):
			t.Errorf("%s: error %v, want game.sgf: %s", tt.name, err, tt.wantErr)
		}
	}
}

// recordsEqual compares what a round trip must keep.
func recordsEqual(a, b *Record) string {
	switch {
	case a.Width != b.Width || a.Height != b.Height:
		return "size"
	case !a.Setup.Equal(b.Setup):
		return "setup:\n" + a.Setup.String() + b.Setup.String()
	case !slices.Equal(a.Moves, b.Moves):
		return fmt.Sprintf("moves %v vs %v", a.Moves, b.Moves)
	case !reflect.DeepEqual(a.Markup, b.Markup):
		return fmt.Sprintf("markup %+v vs %+v", a.Markup, b.Markup)
	case a.Komi != b.Komi || a.Result != b.Result || a.Rules != b.Rules || a.Comment != b.Comment:
		return "komi, result, rules or comment"
	case !reflect.DeepEqual(a.Properties, b.Properties):
		return fmt.Sprintf("properties %v vs %v", a.Properties, b.Properties)
	}
	return ""
}

// randomRecord makes a record from a random game: a random setup position
// reached by legal play, then a random continuation as its moves, random
// markup and text.
func randomRecord(rng *rand.Rand) *Record {
	return randomRecordOfSize(rng, 1+rng.IntN(MaxSize), 1+rng.IntN(MaxSize))
}

// randomRecordOfSize is randomRecord on a board of the given size.
func randomRecordOfSize(rng *rand.Rand, w, h int) *Record {
	b := MustNew(w, h)
	playRandomMoves(rng, b, rng.IntN(2*w*h))
	r := RecordOf(b)
	moves := playRandomMoves(rng, b, rng.IntN(w*h))
	r.Moves = moves
	on := b.OnBoard().Points()
	pick := func() Region {
		var reg Region
		for range rng.IntN(4) {
			reg.Add(on[rng.IntN(len(on))])
		}
		return reg
	}
	r.Markup = Markup{MA: pick(), TR: pick(), SQ: pick(), CR: pick()}
	if rng.IntN(2) == 0 {
		r.Markup.LB = map[Point]string{on[rng.IntN(len(on))]: "A]\\b"}
	}
	r.Komi = float64(rng.IntN(20)) / 2
	r.Comment = []string{"", "a comment", "brackets ] and \\ backslashes", "two\nlines"}[rng.IntN(4)]
	r.Result = []string{"", "B+R", "W+0.5"}[rng.IntN(3)]
	r.Rules = []string{"", "Japanese", "Chinese"}[rng.IntN(3)]
	if rng.IntN(2) == 0 {
		r.Properties = map[string][]string{"GN": {"random game"}, "XX": {"1", "2"}}
	}
	return r
}

// playRandomMoves plays up to n random moves on b (mostly legal moves, passes
// when none) and returns them.
func playRandomMoves(rng *rand.Rand, b *Board, n int) []Move {
	var moves []Move
	var buf []Point
	for range n {
		c := b.ToMove()
		buf = b.LegalMoves(c, buf[:0])
		p := Pass
		if len(buf) > 0 && rng.IntN(20) != 0 {
			p = buf[rng.IntN(len(buf))]
		}
		if err := b.Play(p, c); err != nil {
			panic(err)
		}
		moves = append(moves, Move{c, p})
	}
	return moves
}

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n := 300
	if testing.Short() {
		n = 50
	}
	for i := range n {
		r := randomRecord(rng)
		var buf bytes.Buffer
		if err := r.Write(&buf); err != nil {
			t.Fatalf("record %d: Write: %v", i, err)
		}
		back, err := ParseSGFString(buf.String())
		if err != nil {
			t.Fatalf("record %d: reading back %s: %v", i, buf.String(), err)
		}
		if d := recordsEqual(r, back); d != "" {
			t.Fatalf("record %d: round trip differs in %s\n%s", i, d, buf.String())
		}
		if _, err := back.Position(-1); err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
	}
}

func TestWriteErrors(t *testing.T) {
	good := func() *Record {
		r, err := ParseSGFString("(;SZ[5]AB[aa];W[bb])")
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	tests := []struct {
		name   string
		modify func(r *Record)
		want   string
	}{
		{"no setup", func(r *Record) { r.Setup = nil }, "no setup position"},
		{"size mismatch", func(r *Record) { r.Width = 9 }, "differs from its setup board"},
		{"bad property name", func(r *Record) { r.Properties = map[string][]string{"x y": {"1"}} }, "upper-case"},
		{"known property in Properties", func(r *Record) { r.Properties = map[string][]string{"AB": {"cc"}} }, "own fields"},
		{"move off the board", func(r *Record) { r.Moves = append(r.Moves, Move{Black, Pt(7, 7)}) }, "off the 5x5 board"},
		{"move without colour", func(r *Record) { r.Moves = append(r.Moves, Move{Empty, Pt(1, 1)}) }, "not black or white"},
		{"label off the board", func(r *Record) { r.Markup.LB = map[Point]string{Pt(9, 9): "A"} }, "off the 5x5 board"},
	}
	for _, tt := range tests {
		r := good()
		tt.modify(r)
		err := r.Write(&bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want ...%q...", tt.name, err, tt.want)
		}
	}
}

// TestPeerFilesLoad reads every SGF file of the peer suites and of the
// shared game records and replays its main line. None is skipped; none
// fails. Oddities they contain, and how the reader treats them:
//   - most GNU Go files (cgoban) put AB/AW in the second node: merged into
//     the setup;
//   - old property names in mixed case (FF[3]): the SGF library drops the
//     lower-case letters ("AddBlack" is AB);
//   - gnugo/.../ld9_variations.sgf has PL[1] (FF[1] style: 1 is Black) in
//     move nodes: PL in a node with a move is not setup and is ignored.
func TestPeerFilesLoad(t *testing.T) {
	shared := testenv.Shared(t)
	counts := map[string]int{}
	moves := 0
	for _, dir := range []string{"peer", "games"} {
		root := filepath.Join(shared, dir)
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".sgf") {
				return nil
			}
			counts[dir]++
			r, err := ReadSGFFile(path)
			if err != nil {
				t.Errorf("%v", err)
				return nil
			}
			if _, err := r.Position(-1); err != nil {
				t.Errorf("%v", err)
			}
			moves += len(r.Moves)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("read %d peer files and %d game records (%d moves replayed)", counts["peer"], counts["games"], moves)
	if counts["peer"] < 250 {
		t.Errorf("found only %d SGF files under peer/, expected at least 250", counts["peer"])
	}
}

func ExampleParseSGFString() {
	r, err := ParseSGFString("(;SZ[5]AB[bb][cb]AW[bc][cc]PL[W]TR[bb];W[db];B[dc])")
	if err != nil {
		fmt.Println(err)
		return
	}
	b, _ := r.Position(-1)
	fmt.Print(b)
	fmt.Println(len(r.Moves), "moves,", r.Markup.TR.Count(), "triangle,", b.ToMove(), "to move")
	// Output:
	//     A B C D E
	//   5 . . . . . 5
	//   4 . X X O . 4
	//   3 . O O X . 3
	//   2 . . . . . 2
	//   1 . . . . . 1
	//     A B C D E
	// 2 moves, 1 triangle, white to move
}

func ExampleRecord_Write() {
	b := MustParse(`
		. X O
		X O .
		. . .`)
	b.SetToMove(White)
	r := RecordOf(b)
	r.Markup.MA = RegionOf(Pt(2, 1), Pt(2, 2))
	r.Write(os.Stdout)
	// Output:
	// (;GM[1]FF[4]SZ[3]PL[W]AB[ba][ab]AW[ca][bb]MA[cb][cc])
}

func ExampleParseSGFString_error() {
	_, err := ParseSGFString("(;SZ[9]AB[ee]AW[ee])")
	fmt.Println(err)
	// Output:
	// SGF: AW: point ee is already occupied
}

func ExampleWriteSGF() {
	b := MustParse(`
		X O
		. .`)
	WriteSGF(os.Stdout, b)
	// Output:
	// (;GM[1]FF[4]SZ[2]PL[B]AB[aa]AW[ba])
}

func TestSGFFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.sgf", "a.sgf", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("(;SZ[9])"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files, err := SGFFiles(dir)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{filepath.Join(dir, "a.sgf"), filepath.Join(dir, "b.sgf")}; !slices.Equal(files, want) {
		t.Errorf("SGFFiles = %v, want %v", files, want)
	}
	for _, c := range []struct{ dir, want string }{
		{filepath.Join(dir, "missing"), "no such folder"},
		{filepath.Join(dir, "a.sgf"), "not a folder"},
		{t.TempDir(), "no .sgf files"},
	} {
		if _, err := SGFFiles(c.dir); err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), c.dir) {
			t.Errorf("SGFFiles(%s) = %v, want an error naming the folder: %s", c.dir, err, c.want)
		}
	}
}
