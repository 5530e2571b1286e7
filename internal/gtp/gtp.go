// Package gtp speaks the Go Text Protocol. Client is the controller side:
// it starts a Go program (GNU Go, for instance) as a child process, sends it
// commands and reads its answers. Serve is the engine side: it reads
// commands, runs them through handlers and writes the answers (decomp gtp).
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

// GNUGo starts GNU Go (the program FindGNUGo finds) in GTP mode. Extra
// arguments (for instance "--level", "1") are passed on. If GNU Go is not
// installed the error wraps ErrNotFound.
func GNUGo(ctx context.Context, args ...string) (*Client, error) {
	path, err := FindGNUGo()
	if err != nil {
		return nil, err
	}
	return Start(ctx, path, append([]string{"--mode", "gtp"}, args...)...)
}

// FindGNUGo returns the path of GNU Go: /usr/games/gnugo if it exists (the
// Debian package's location), else gnugo on the PATH. If GNU Go is not
// installed the error wraps ErrNotFound.
func FindGNUGo() (string, error) {
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
	replies, err := c.Pipeline(command)
	if err != nil {
		return "", err
	}
	if replies[0].Err != nil {
		return "", replies[0].Err
	}
	return replies[0].Text, nil
}

// Reply is the answer to one command of a Pipeline: its text, or the
// failure answer in Err.
type Reply struct {
	Text string
	Err  *Error // nil for a success answer
}

// Pipeline sends several commands at once, then reads their answers in
// order: one round trip to the program instead of one per command, which
// matters when many cheap commands are sent. A failure answer of one
// command does not stop the others; the returned error is for a broken
// connection (or a command spanning several lines, before anything is
// sent).
func (c *Client) Pipeline(commands ...string) ([]Reply, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, fmt.Errorf("gtp: %s: client is closed", c.name)
	}
	if c.err != nil {
		return nil, c.err
	}
	var batch strings.Builder
	for _, cmd := range commands {
		if strings.ContainsAny(cmd, "\n\r") {
			return nil, fmt.Errorf("gtp: command %q spans several lines", cmd)
		}
		batch.WriteString(cmd)
		batch.WriteByte('\n')
	}
	// Write from another goroutine: a long batch must not block on a full
	// pipe while the program waits for its answers to be read.
	written := make(chan error, 1)
	go func() {
		_, err := io.WriteString(c.stdin, batch.String())
		written <- err
	}()
	replies := make([]Reply, len(commands))
	for i, cmd := range commands {
		text, failed, err := c.readAnswer(cmd)
		if err != nil {
			c.err = err
			return nil, err
		}
		replies[i].Text = text
		if failed {
			replies[i] = Reply{Err: &Error{Command: cmd, Message: text}}
		}
	}
	if err := <-written; err != nil {
		c.err = c.ioError(commands[0], err)
		return nil, c.err
	}
	return replies, nil
}

// readAnswer reads one answer: its text without the status character and
// id, and whether it was a failure ("?").
func (c *Client) readAnswer(command string) (text string, failed bool, err error) {
	var lines []string
	for {
		line, err := c.stdout.ReadString('\n')
		if err != nil {
			return "", false, c.ioError(command, err)
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
	if first[0] != '=' && first[0] != '?' {
		return "", false, fmt.Errorf("gtp: %s answered %q to %q: not a GTP answer", c.name, first, command)
	}
	// Drop the status character and an optional command id.
	rest := strings.TrimLeft(first[1:], "0123456789")
	lines[0] = strings.TrimPrefix(rest, " ")
	return strings.Join(lines, "\n"), first[0] == '?', nil
}

func (c *Client) ioError(command string, err error) error {
	msg := fmt.Sprintf("gtp: %s stopped answering (command %q): %v", c.name, command, err)
	if s := strings.TrimSpace(c.stderr.String()); s != "" {
		msg += "; its error output: " + s
	}
	return errors.New(msg)
}

// Close asks the program to quit and waits for it (killing it after a
// few seconds if it does not). It is safe to call more than once.
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
	case <-time.After(5 * time.Second):
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
