package search

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestLimiterNodes(t *testing.T) {
	var st Stats
	l := NewLimiter(context.Background(), Budget{MaxNodes: 10}, &st)
	n := 0
	for l.Expand() {
		n++
	}
	if n != 10 || !errors.Is(l.Reason(), ErrNodeBudget) {
		t.Fatalf("expanded %d nodes, reason %v", n, l.Reason())
	}
	if got := l.Finish(); !got.Stop.Early() {
		t.Fatal("stats do not say the search stopped")
	}
}

func TestLimiterCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var st Stats
	l := NewLimiter(ctx, Budget{}, &st)
	cancel()
	for l.Expand() {
	}
	if !errors.Is(l.Reason(), context.Canceled) || st.Nodes > 1024 {
		t.Fatalf("reason %v after %d nodes", l.Reason(), st.Nodes)
	}
}

func TestLimiterTime(t *testing.T) {
	var st Stats
	l := NewLimiter(context.Background(), Budget{MaxTime: time.Millisecond}, &st)
	for l.Expand() {
	}
	if !errors.Is(l.Reason(), ErrTimeBudget) {
		t.Fatalf("reason %v", l.Reason())
	}
}

func TestStatsAdd(t *testing.T) {
	a := Stats{Nodes: 3, TTHits: 1, TTStores: 2, MaxDepth: 2, Elapsed: time.Second}
	b := Stats{Nodes: 4, TTHits: 2, MaxDepth: 5, Elapsed: time.Second}
	a.Add(b)
	if a.Nodes != 7 || a.TTHits != 3 || a.TTStores != 2 || a.MaxDepth != 5 || a.Elapsed != 2*time.Second {
		t.Fatalf("%+v", a)
	}
}

func TestStatsAddStop(t *testing.T) {
	for _, tc := range []struct {
		a, b, want Stop
	}{
		{Finished, Finished, Finished},
		{Finished, NodeLimit, NodeLimit},
		{NodeLimit, Finished, NodeLimit},
		{TimeLimit, Canceled, TimeLimit},
		{Finished, DepthLimit, DepthLimit},
		{MemoryLimit, NodeLimit, MemoryLimit},
	} {
		s := Stats{Stop: tc.a}
		s.Add(Stats{Stop: tc.b})
		if s.Stop != tc.want {
			t.Errorf("%q + %q: Stop %q, want %q", tc.a, tc.b, s.Stop, tc.want)
		}
	}
}

func TestStopRoundTrip(t *testing.T) {
	for s := Finished; s <= DepthLimit; s++ {
		b, _ := s.MarshalText()
		var got Stop
		if err := got.UnmarshalText(b); err != nil || got != s {
			t.Errorf("%v: read back %v, %v", s, got, err)
		}
		if StopOf(s.Err()) != s {
			t.Errorf("%v: StopOf(Err()) = %v", s, StopOf(s.Err()))
		}
		if s.Early() != (s != Finished) {
			t.Errorf("%v: Early() = %v", s, s.Early())
		}
	}
	if StopOf(context.DeadlineExceeded) != Canceled {
		t.Error("a context deadline is not Canceled")
	}
}
