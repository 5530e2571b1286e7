package safety

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// gnugoPath is where the peer program GNU Go is installed.
const gnugoPath = "/usr/games/gnugo"

// sharedDir is the shared read-only data, relative to this package.
const sharedDir = "../../../shared"

// gtpEngine is a minimal GTP client for the peer tests: one long-lived
// GNU Go process answering commands in order.
type gtpEngine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startGNUGo(t testing.TB) *gtpEngine {
	t.Helper()
	if _, err := os.Stat(gnugoPath); err != nil {
		t.Skipf("GNU Go not installed at %s: %v", gnugoPath, err)
	}
	cmd := exec.Command(gnugoPath, "--mode", "gtp")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Skipf("cannot start GNU Go: %v", err)
	}
	e := &gtpEngine{cmd: cmd, in: in, out: bufio.NewReader(out)}
	t.Cleanup(func() {
		fmt.Fprintln(e.in, "quit")
		e.in.Close()
		e.cmd.Wait()
	})
	return e
}

// send runs one GTP command and returns the answer without "= ".
func (e *gtpEngine) send(format string, a ...any) (string, error) {
	cmd := fmt.Sprintf(format, a...)
	if _, err := fmt.Fprintln(e.in, cmd); err != nil {
		return "", err
	}
	var lines []string
	for {
		line, err := e.out.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("%s: %w", cmd, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" && len(lines) > 0 {
			break
		}
		if line == "" {
			continue
		}
		lines = append(lines, line)
	}
	ans := strings.Join(lines, "\n")
	if strings.HasPrefix(ans, "?") {
		return "", fmt.Errorf("%s: %s", cmd, ans)
	}
	return strings.TrimSpace(strings.TrimPrefix(ans, "=")), nil
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
