package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as a tiny GTP engine when GTP_FAKE_ENGINE is set,
// so that the client is tested without any installed program.
func TestMain(m *testing.M) {
	if os.Getenv("GTP_FAKE_ENGINE") == "1" {
		fakeEngine()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakeEngine answers: "name" -> "fake", "echo X" -> X, "lines" -> three
// lines, "fail" -> a failure, "crash" -> exits, "quit" -> quits; anything
// else is an unknown command. Commands may carry a numeric id.
func fakeEngine() {
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		id := ""
		if i := strings.IndexFunc(line, func(r rune) bool { return r < '0' || r > '9' }); i > 0 {
			id, line = line[:i], strings.TrimSpace(line[i:])
		}
		word, arg, _ := strings.Cut(line, " ")
		switch word {
		case "":
			continue
		case "name":
			fmt.Printf("=%s fake\n\n", id)
		case "echo":
			fmt.Printf("=%s %s\n\n", id, arg)
		case "lines":
			fmt.Printf("=%s one\ntwo\nthree\n\n", id)
		case "fail":
			fmt.Printf("?%s it failed\n\n", id)
		case "crash":
			os.Exit(3)
		case "quit":
			fmt.Printf("=%s\n\n", id)
			return
		default:
			fmt.Printf("?%s unknown command\n\n", id)
		}
	}
}

func startFake(t *testing.T) *Client {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GTP_FAKE_ENGINE", "1")
	c, err := Start(context.Background(), exe)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func TestSend(t *testing.T) {
	c := startFake(t)
	tests := []struct {
		cmd, want, wantErr string
	}{
		{"name", "fake", ""},
		{"echo hello world", "hello world", ""},
		{"7 echo with id", "with id", ""},
		{"lines", "one\ntwo\nthree", ""},
		{"fail", "", "it failed"},
		{"12 fail", "", "it failed"},
		{"frobnicate", "", "unknown command"},
	}
	for _, tt := range tests {
		got, err := c.Send(tt.cmd)
		if tt.wantErr != "" {
			var ge *Error
			if !errors.As(err, &ge) || ge.Message != tt.wantErr || ge.Command != tt.cmd {
				t.Errorf("Send(%q) error = %v, want a gtp.Error with message %q", tt.cmd, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Send(%q) = %q, %v; want %q", tt.cmd, got, err, tt.want)
		}
	}
}

func TestMultiLineCommandRejected(t *testing.T) {
	c := startFake(t)
	if _, err := c.Send("name\nname"); err == nil {
		t.Fatal("a command with a newline was accepted")
	}
	if got, err := c.Send("name"); err != nil || got != "fake" {
		t.Fatalf("after a rejected command: Send(name) = %q, %v", got, err)
	}
}

func TestProgramExit(t *testing.T) {
	c := startFake(t)
	if _, err := c.Send("crash"); err == nil {
		t.Fatal("no error from a program that exited")
	}
	if _, err := c.Send("name"); err == nil {
		t.Fatal("no error after the program exited")
	}
	c.Close()
}

func TestCloseTwiceAndSendAfterClose(t *testing.T) {
	c := startFake(t)
	if err := c.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := c.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := c.Send("name"); err == nil {
		t.Fatal("Send after Close succeeded")
	}
}

func TestStartMissingProgram(t *testing.T) {
	_, err := Start(context.Background(), "/nonexistent/program-that-is-not-there")
	if err == nil {
		t.Fatal("Start of a missing program succeeded")
	}
}

func TestContextCancelKills(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GTP_FAKE_ENGINE", "1")
	ctx, cancel := context.WithCancel(context.Background())
	c, err := Start(ctx, exe)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Send("name"); err != nil {
		t.Fatal(err)
	}
	cancel()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if _, err := c.Send("name"); err != nil {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("program still answering after its context was cancelled")
}

func ExampleGNUGo() {
	g, err := GNUGo(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	defer g.Close()
	g.Send("boardsize 9")
	g.Send("clear_board")
	g.Send("play black E5")
	stones, _ := g.Send("list_stones black")
	fmt.Println(stones)
}

func TestPipeline(t *testing.T) {
	c := startFake(t)
	replies, err := c.Pipeline("name", "fail", "lines", "echo x")
	if err != nil {
		t.Fatal(err)
	}
	want := []Reply{{Text: "fake"}, {Err: &Error{Command: "fail", Message: "it failed"}}, {Text: "one\ntwo\nthree"}, {Text: "x"}}
	if len(replies) != len(want) {
		t.Fatalf("%d replies, want %d", len(replies), len(want))
	}
	for i := range want {
		if replies[i].Text != want[i].Text || (replies[i].Err == nil) != (want[i].Err == nil) ||
			(want[i].Err != nil && *replies[i].Err != *want[i].Err) {
			t.Errorf("reply %d = %+v, want %+v", i, replies[i], want[i])
		}
	}
	// A long batch (more than a pipe buffer each way) does not deadlock.
	long := make([]string, 20000)
	for i := range long {
		long[i] = fmt.Sprintf("echo %0100d", i)
	}
	replies, err = c.Pipeline(long...)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := replies[len(long)-1].Text, fmt.Sprintf("%0100d", len(long)-1); got != want {
		t.Errorf("last reply %q, want %q", got, want)
	}
	if _, err := c.Pipeline("name", "two\nlines"); err == nil {
		t.Error("a batch with a multi-line command was accepted")
	}
}
