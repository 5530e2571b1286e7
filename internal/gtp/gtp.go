// Package gtp is a small client for the Go Text Protocol: it starts a Go
// program (GNU Go, for instance) as a child process, sends it commands and
// reads its answers.
//
// A GTP answer is "= text" on success or "? message" on failure, possibly
// over several lines, ended by an empty line. Send returns the text of a
// success answer with the leading "= " removed, and an *Error for a failure
// answer. A Client is safe for use by one goroutine at a time; Send
// serializes concurrent callers.
package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Error is a failure answer ("? message") of the program to a command.
type Error struct {
	Command string // the command that failed
	Message string // the program's message, without the leading "? "
}

func (e *Error) Error() string {
	return fmt.Sprintf("gtp: %q failed: %s", e.Command, e.Message)
}

// ErrNotFound is returned (wrapped) by GNUGo when GNU Go is not installed.
var ErrNotFound = errors.New("GNU Go not found")

// Client is a running GTP program.
type Client struct {
	name   string
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *bufio.Reader
	stderr *tailBuffer

	mu     sync.Mutex
	closed bool
	err    error // sticky I/O error: the program is no longer usable
}

// Start runs the program name with args and returns a client talking GTP
// to it over its standard input and output. The program is killed when ctx
// is done; call Close to end it normally.
func Start(ctx context.Context, name string, args ...string) (*Client, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("gtp: starting %s: %w", name, err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("gtp: starting %s: %w", name, err)
	}
	tail := &tailBuffer{max: 4096}
	cmd.Stderr = tail
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("gtp: starting %s: %w", name, err)
	}
	return &Client{name: name, cmd: cmd, stdin: stdin, stdout: bufio.NewReader(stdout), stderr: tail}, nil
}

// GNUGo starts GNU Go in GTP mode: /usr/games/gnugo if it exists (the
// Debian package's location), else gnugo on the PATH. Extra arguments (for
// instance "--level", "1") are passed on. If GNU Go is not installed the
// error wraps ErrNotFound.
func GNUGo(ctx context.Context, args ...string) (*Client, error) {
	path, err := findGNUGo()
	if err != nil {
		return nil, err
	}
	return Start(ctx, path, append([]string{"--mode", "gtp"}, args...)...)
}

func findGNUGo() (string, error) {
	const debian = "/usr/games/gnugo"
	if fi, err := os.Stat(debian); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
		return debian, nil
	}
	if p, err := exec.LookPath("gnugo"); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("%w: neither /usr/games/gnugo nor gnugo on the PATH (install the Debian package gnugo)", ErrNotFound)
}

// Send sends one command (a single line, without the newline) and returns
// the answer's text: for "= D4" it returns "D4"; a multi-line answer keeps
// its inner newlines. A failure answer is returned as an *Error; a broken
// pipe or an exited program as another error, after which the client is
// unusable.
func (c *Client) Send(command string) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return "", fmt.Errorf("gtp: %s: client is closed", c.name)
	}
	if c.err != nil {
		return "", c.err
	}
	if strings.ContainsAny(command, "\n\r") {
		return "", fmt.Errorf("gtp: command %q spans several lines", command)
	}
	if _, err := io.WriteString(c.stdin, command+"\n"); err != nil {
		c.err = c.ioError(command, err)
		return "", c.err
	}
	var lines []string
	for {
		line, err := c.stdout.ReadString('\n')
		if err != nil {
			c.err = c.ioError(command, err)
			return "", c.err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if len(lines) == 0 {
				continue // blank lines before an answer
			}
			break
		}
		lines = append(lines, line)
	}
	first := lines[0]
	if len(first) == 0 || (first[0] != '=' && first[0] != '?') {
		c.err = fmt.Errorf("gtp: %s answered %q to %q: not a GTP answer", c.name, first, command)
		return "", c.err
	}
	// Drop the status character and an optional command id.
	status := first[0]
	rest := strings.TrimLeft(first[1:], "0123456789")
	lines[0] = strings.TrimPrefix(rest, " ")
	text := strings.Join(lines, "\n")
	if status == '?' {
		return "", &Error{Command: command, Message: text}
	}
	return text, nil
}

func (c *Client) ioError(command string, err error) error {
	msg := fmt.Sprintf("gtp: %s stopped answering (command %q): %v", c.name, command, err)
	if s := strings.TrimSpace(c.stderr.String()); s != "" {
		msg += "; its error output: " + s
	}
	return errors.New(msg)
}

// Close asks the program to quit and waits for it (killing it after a
// second if it does not). It is safe to call more than once.
func (c *Client) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	c.closed = true
	if c.err == nil {
		io.WriteString(c.stdin, "quit\n")
	}
	c.stdin.Close()
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil && c.err == nil {
			return fmt.Errorf("gtp: %s: %w", c.name, err)
		}
		return nil
	case <-time.After(time.Second):
		c.cmd.Process.Kill()
		<-done
		return fmt.Errorf("gtp: %s did not quit; killed", c.name)
	}
}

// tailBuffer keeps the last max bytes written to it (the program's error output).
type tailBuffer struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
