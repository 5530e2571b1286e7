package study

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// Meter is what Run reports its progress to: Begin once with the number of
// problems, Advance after each finished problem, End when the run is over.
// Progress (a bar on a terminal) and kernel/nb's notebook bar implement it.
type Meter interface {
	Begin(label string, total int)
	Advance(n int)
	End()
}

// Progress is a progress bar for long runs, written to a terminal (or log)
// at most a few times a second. The zero of writer disables it. It is safe
// for concurrent use.
type Progress struct {
	mu    sync.Mutex
	w     io.Writer
	label string
	total int
	done  int
	start time.Time
	last  time.Time
}

// NewProgress returns a bar for total steps that writes to w (nil: silent).
func NewProgress(w io.Writer, label string, total int) *Progress {
	if label == "" {
		label = "running"
	}
	return &Progress{w: w, label: label, total: total, start: time.Now()}
}

// Begin restarts the bar for total steps under label (the label given to
// NewProgress if empty).
func (p *Progress) Begin(label string, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if label != "" {
		p.label = label
	}
	p.total, p.done, p.start = total, 0, time.Now()
}

// Advance records n more finished steps.
func (p *Progress) Advance(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done += n
	if p.w == nil {
		return
	}
	if now := time.Now(); now.Sub(p.last) >= 200*time.Millisecond || p.done == p.total {
		p.last = now
		p.draw()
	}
}

// End finishes the bar's line.
func (p *Progress) End() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.w == nil {
		return
	}
	p.draw()
	fmt.Fprintln(p.w)
}

// Fraction returns the share of steps finished, from 0 to 1.
func (p *Progress) Fraction() float64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.total == 0 {
		return 1
	}
	return float64(p.done) / float64(p.total)
}

func (p *Progress) draw() {
	const width = 30
	frac := 1.0
	if p.total > 0 {
		frac = float64(p.done) / float64(p.total)
	}
	filled := int(frac * width)
	bar := make([]byte, width)
	for i := range bar {
		bar[i] = '.'
		if i < filled {
			bar[i] = '#'
		}
	}
	elapsed := time.Since(p.start)
	eta := ""
	if p.done > 0 && p.done < p.total {
		left := time.Duration(float64(elapsed) / float64(p.done) * float64(p.total-p.done))
		eta = fmt.Sprintf(", %s left", left.Round(time.Second))
	}
	fmt.Fprintf(p.w, "\r%s [%s] %d/%d, %s%s   ", p.label, bar, p.done, p.total, elapsed.Round(100*time.Millisecond), eta)
}
