package safety

import (
	"fmt"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
)

// gtpEngine is GNU Go for the peer tests (testenv.GNUGo: one long-lived
// process, skipped without GNU Go and failed under CI), with the commands
// they need.
type gtpEngine struct{ *gtp.Client }

func startGNUGo(t testing.TB) *gtpEngine {
	t.Helper()
	return &gtpEngine{testenv.GNUGo(t)}
}

// send runs one GTP command, formatted as by fmt.Sprintf, and returns the
// answer without "= ".
func (e *gtpEngine) send(format string, a ...any) (string, error) {
	return e.Send(fmt.Sprintf(format, a...))
}

// position loads an SGF file in GNU Go (before move n if n > 0) and
// rebuilds the position on a board from GNU Go's list of stones.
func (e *gtpEngine) position(file string, n int) (*board.Board, error) {
	var err error
	if n > 0 {
		_, err = e.send("loadsgf %s %d", file, n)
	} else {
		_, err = e.send("loadsgf %s", file)
	}
	if err != nil {
		return nil, err
	}
	s, err := e.send("query_boardsize")
	if err != nil {
		return nil, err
	}
	var size int
	if _, err := fmt.Sscan(s, &size); err != nil {
		return nil, fmt.Errorf("board size %q: %v", s, err)
	}
	rows := make([][]byte, size)
	for y := range rows {
		rows[y] = []byte(strings.Repeat(".", size))
	}
	for _, c := range []board.Color{board.Black, board.White} {
		s, err := e.send("list_stones %s", c)
		if err != nil {
			return nil, err
		}
		for _, v := range strings.Fields(s) {
			p, err := board.ParseGTP(v, size, size)
			if err != nil {
				return nil, err
			}
			x, y := p.XY()
			rows[y][x] = "XO"[c-1]
		}
	}
	var sb strings.Builder
	for _, r := range rows {
		sb.Write(r)
		sb.WriteByte('\n')
	}
	return board.Parse(sb.String())
}
