//go:build unix

package nb

import (
	"syscall"
	"testing"
	"time"
)

func TestContextCancelledOnInterrupt(t *testing.T) {
	ctx, stop := Context()
	defer stop()
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGINT); err != nil {
		t.Skipf("cannot signal self: %v", err)
	}
	select {
	case <-ctx.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("context not cancelled 5 s after an interrupt")
	}
}
