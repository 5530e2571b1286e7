package study

import (
	"context"
	"sync"
	"testing"
)

// recordingMeter is a Meter that records what Run tells it.
type recordingMeter struct {
	mu                    sync.Mutex
	begins, ends, advance int
	label                 string
	total                 int
	advancedAfterEnd      bool
}

func (m *recordingMeter) Begin(label string, total int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.begins++
	m.label, m.total = label, total
}

func (m *recordingMeter) Advance(n int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.advance += n
	m.advancedAfterEnd = m.advancedAfterEnd || m.ends > 0
}

func (m *recordingMeter) End() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.ends++
}

// TestRunDrivesMeter: Run, on several workers, tells its Meter the label
// and the number of problems once, every finished problem, and the end
// once, after the last problem (make race runs it under the detector).
func TestRunDrivesMeter(t *testing.T) {
	problems := make([]int, 200)
	for i := range problems {
		problems[i] = i + 1
	}
	var m recordingMeter
	if _, err := Run(context.Background(), problems, Options{Workers: 4, Label: "collatz", Meter: &m}, collatz); err != nil {
		t.Fatal(err)
	}
	if m.begins != 1 || m.ends != 1 || m.label != "collatz" || m.total != 200 || m.advance != 200 || m.advancedAfterEnd {
		t.Errorf("meter saw %d begins (%q, %d problems), %d steps, %d ends (a step after the end: %v); want 1 (%q, 200), 200, 1",
			m.begins, m.label, m.total, m.advance, m.ends, m.advancedAfterEnd, "collatz")
	}
}
