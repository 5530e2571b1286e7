package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// boardReport is the output of `decomp board`: the position of an SGF file
// after some moves of its main line.
type boardReport struct {
	File   string `json:"file"`
	Move   int    `json:"move"`  // moves of the main line played
	Moves  int    `json:"moves"` // moves in the main line
	Width  int    `json:"width"`
	Height int    `json:"height"`
	ToMove string `json:"to_move"` // "black" or "white"
	// Prisoners are the stones captured by each colour in the moves played.
	Prisoners struct {
		Black int `json:"black"`
		White int `json:"white"`
	} `json:"prisoners"`
	Ko      string       `json:"ko,omitempty"` // GTP vertex of the ko point, if any
	Blocks  []boardBlock `json:"blocks"`       // black blocks, then white, each by lowest point
	Diagram string       `json:"diagram"`
	Markup  *boardMarkup `json:"markup,omitempty"`
}

// boardBlock is one block: its colour, its stones (GTP vertices) and the
// number of its liberties.
type boardBlock struct {
	Color     string   `json:"color"`
	Stones    []string `json:"stones"`
	Liberties int      `json:"liberties"`
}

// boardMarkup is the record's setup markup, as GTP vertices.
type boardMarkup struct {
	MA []string          `json:"MA,omitempty"`
	TR []string          `json:"TR,omitempty"`
	SQ []string          `json:"SQ,omitempty"`
	CR []string          `json:"CR,omitempty"`
	LB map[string]string `json:"LB,omitempty"`
}

func runBoard(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("board", stderr)
	jsonOut := fs.Bool("json", false, "print JSON")
	move := moveFlag(fs, "show")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: decomp board [--move N] [--json] FILE.sgf\n\n"+
			"Prints the position of an SGF file (setup, then N moves of the main line):\n"+
			"diagram, size, side to move, prisoners and each block with its liberties.\n\nflags:")
		fs.PrintDefaults()
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := oneSGFArgument(pos, *move, "decomp board [--move N] [--json] FILE.sgf"); err != nil {
		return err
	}
	r, b, n, err := readPosition(pos[0], *move)
	if err != nil {
		return err
	}
	rep := describeBoard(pos[0], r, b, n)
	if *jsonOut {
		return writeJSON(stdout, rep)
	}
	writeBoardText(stdout, rep)
	return nil
}

// describeBoard collects the report of position b, reached after n moves of record r.
func describeBoard(file string, r *board.Record, b *board.Board, n int) boardReport {
	h := b.Height()
	vertices := func(reg board.Region) []string {
		vs := []string{}
		for p := range reg.All() {
			vs = append(vs, p.GTP(h))
		}
		return vs
	}
	rep := boardReport{
		File: file, Move: n, Moves: len(r.Moves),
		Width: b.Width(), Height: h, ToMove: b.ToMove().String(),
		Blocks: []boardBlock{}, Diagram: b.String(),
	}
	rep.Prisoners.Black = b.Prisoners(board.Black)
	rep.Prisoners.White = b.Prisoners(board.White)
	if ko := b.Ko(); ko != board.NoPoint {
		rep.Ko = ko.GTP(h)
	}
	for _, c := range []board.Color{board.Black, board.White} {
		for _, bl := range b.Blocks(c) {
			rep.Blocks = append(rep.Blocks, boardBlock{Color: c.String(), Stones: vertices(bl.Stones), Liberties: bl.Liberties.Count()})
		}
	}
	m := r.Markup
	if !m.MA.IsEmpty() || !m.TR.IsEmpty() || !m.SQ.IsEmpty() || !m.CR.IsEmpty() || len(m.LB) > 0 {
		bm := &boardMarkup{}
		if !m.MA.IsEmpty() {
			bm.MA = vertices(m.MA)
		}
		if !m.TR.IsEmpty() {
			bm.TR = vertices(m.TR)
		}
		if !m.SQ.IsEmpty() {
			bm.SQ = vertices(m.SQ)
		}
		if !m.CR.IsEmpty() {
			bm.CR = vertices(m.CR)
		}
		if len(m.LB) > 0 {
			bm.LB = map[string]string{}
			for p, text := range m.LB {
				bm.LB[p.GTP(h)] = text
			}
		}
		rep.Markup = bm
	}
	return rep
}

func writeBoardText(w io.Writer, rep boardReport) {
	fmt.Fprintf(w, "file       %s\n", rep.File)
	fmt.Fprintf(w, "size       %dx%d\n", rep.Width, rep.Height)
	fmt.Fprintf(w, "move       %d of %d\n", rep.Move, rep.Moves)
	fmt.Fprintf(w, "to move    %s\n", rep.ToMove)
	fmt.Fprintf(w, "prisoners  black %d, white %d (stones captured by each)\n", rep.Prisoners.Black, rep.Prisoners.White)
	if rep.Ko != "" {
		fmt.Fprintf(w, "ko         %s\n", rep.Ko)
	}
	fmt.Fprintf(w, "blocks     %d\n", len(rep.Blocks))
	for _, bl := range rep.Blocks {
		libs := "liberties"
		if bl.Liberties == 1 {
			libs = "liberty"
		}
		stones := "stones:"
		if len(bl.Stones) == 1 {
			stones = "stone: "
		}
		fmt.Fprintf(w, "  %-5s %3d %-9s %3d %s %s\n", bl.Color, bl.Liberties, libs, len(bl.Stones), stones, strings.Join(bl.Stones, " "))
	}
	if m := rep.Markup; m != nil {
		for _, row := range []struct {
			name string
			vs   []string
		}{{"MA", m.MA}, {"TR", m.TR}, {"SQ", m.SQ}, {"CR", m.CR}} {
			if len(row.vs) > 0 {
				fmt.Fprintf(w, "markup %s  %s\n", row.name, strings.Join(row.vs, " "))
			}
		}
		if len(m.LB) > 0 {
			var labels []string
			for v, text := range m.LB {
				labels = append(labels, v+":"+text)
			}
			slices.Sort(labels)
			fmt.Fprintf(w, "markup LB  %s\n", strings.Join(labels, " "))
		}
	}
	fmt.Fprint(w, rep.Diagram)
}
