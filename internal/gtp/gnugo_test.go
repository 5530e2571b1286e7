package gtp_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/internal/testenv"
)

// TestGNUGo talks to GNU Go through GNUGo (an external test: the test
// environment's lookup of GNU Go is built on this package).
func TestGNUGo(t *testing.T) {
	testenv.GNUGoPath(t) // skips, or fails under CI, without GNU Go
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	g, err := gtp.GNUGo(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	name, err := g.Send("name")
	if err != nil || name != "GNU Go" {
		t.Fatalf("name = %q, %v; want GNU Go", name, err)
	}
	for _, cmd := range []string{"boardsize 9", "clear_board", "play black C3"} {
		if _, err := g.Send(cmd); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
	}
	if got, err := g.Send("list_stones black"); err != nil || got != "C3" {
		t.Fatalf("list_stones black = %q, %v; want C3", got, err)
	}
	var ge *gtp.Error
	if _, err := g.Send("play white C3"); !errors.As(err, &ge) {
		t.Fatalf("play on an occupied point: error %v, want a gtp.Error", err)
	}
}
