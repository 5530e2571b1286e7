package nb

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"html"
	"sync"
	"time"
)

// Progress is a live display of a long run inside a cell: a bar, the count,
// the elapsed time, an estimate of the time left and a note. Updates are
// shown at most every MinInterval; its methods are safe for concurrent use.
// It implements study.Meter, so study.Run can drive it (Options.Meter).
type Progress struct {
	n     *Notebook
	id    string
	title string
	total int
	start time.Time
	now   func() time.Time

	// MinInterval is the least time between two displayed updates.
	MinInterval time.Duration

	mu       sync.Mutex
	done     int
	note     string
	lastShow time.Time
	finished bool
}

// NewProgress starts a live progress display for a run of total steps
// (0 if unknown).
func (n *Notebook) NewProgress(title string, total int) *Progress {
	var b [6]byte
	_, _ = rand.Read(b[:])
	p := &Progress{
		n: n, id: "decomplab-progress-" + hex.EncodeToString(b[:]),
		title: title, total: total, now: time.Now,
		MinInterval: 200 * time.Millisecond,
	}
	p.start = p.now()
	p.n.out.UpdateHTML(p.id, p.render(false))
	return p
}

// Set records that done steps are complete, with a note (e.g. the problem
// being solved), and refreshes the display unless it was refreshed less
// than MinInterval ago.
func (p *Progress) Set(done int, note string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done, p.note = done, note
	p.showLocked(false)
}

// Begin restarts the display for a run of total steps under title (the
// title given to NewProgress if empty). With Advance and End it is the
// study.Meter that study.Run drives.
func (p *Progress) Begin(title string, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if title != "" {
		p.title = title
	}
	p.total, p.done, p.start = total, 0, p.now()
	p.showLocked(true)
}

// Advance records n more completed steps.
func (p *Progress) Advance(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done += n
	p.showLocked(false)
}

// End ends the run as Done does, with no note.
func (p *Progress) End() { p.Done("") }

// Done ends the run: the live block is cleared and a final line with the
// count and the total time stays in the cell's output.
func (p *Progress) Done(note string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.finished {
		return
	}
	p.finished = true
	p.note = note
	p.n.out.UpdateHTML(p.id, "")
	p.n.out.DisplayHTML(p.render(true))
}

func (p *Progress) showLocked(force bool) {
	if p.finished {
		return
	}
	now := p.now()
	if !force && !p.lastShow.IsZero() && now.Sub(p.lastShow) < p.MinInterval {
		return
	}
	p.lastShow = now
	p.n.out.UpdateHTML(p.id, p.render(false))
}

// render returns the HTML of the current state.
func (p *Progress) render(final bool) string {
	elapsed := p.now().Sub(p.start)
	count := fmt.Sprintf("%d", p.done)
	bar := ""
	eta := ""
	if p.total > 0 {
		pct := 100 * float64(p.done) / float64(p.total)
		count = fmt.Sprintf("%d/%d (%.0f%%)", p.done, p.total, pct)
		bar = fmt.Sprintf(`<progress value="%d" max="%d" style="width:300px;vertical-align:middle"></progress> `, p.done, p.total)
		if !final && p.done > 0 && p.done < p.total {
			left := time.Duration(float64(elapsed) * float64(p.total-p.done) / float64(p.done))
			eta = ", about " + roundDuration(left).String() + " left"
		}
	}
	state := ""
	if final {
		state = "done: "
		bar = ""
	}
	note := ""
	if p.note != "" {
		note = " — " + html.EscapeString(p.note)
	}
	return fmt.Sprintf(`<div class="decomplab-progress" style="font-family:sans-serif;font-size:13px">%s<b>%s</b> %s%s, %s%s%s</div>`,
		bar, html.EscapeString(p.title), state, count, roundDuration(elapsed), eta, note)
}

func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= time.Minute:
		return d.Round(time.Second)
	case d >= time.Second:
		return d.Round(100 * time.Millisecond)
	default:
		return d.Round(time.Millisecond)
	}
}
