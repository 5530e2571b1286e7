package plot

import (
	"fmt"
	"html"
	"strings"
)

// svgTitle is a title of an SVG picture (a board, a game tree), wrapped at
// spaces to the width of the picture and set smaller if one word is wider
// still, so that it never runs off the canvas.
type svgTitle struct {
	lines []string
	fs    float64 // font size
}

func newSVGTitle(title string, fs, width float64) svgTitle {
	t := svgTitle{lines: wrapTitle(title, fs, width), fs: fs}
	if wd := maxTextWidth(t.lines, fs); wd > width {
		t.fs *= width / wd
	}
	return t
}

// lineHeight is the distance between the baselines of two title lines.
func (t svgTitle) lineHeight() float64 { return t.fs * 1.25 }

// extra is the height the lines after the first add.
func (t svgTitle) extra() float64 {
	if len(t.lines) == 0 {
		return 0
	}
	return float64(len(t.lines)-1) * t.lineHeight()
}

// write draws the lines centred at x, the first baseline at y. textLength
// pins each line to the estimated width, so a font wider than the estimate
// cannot push it off the canvas.
func (t svgTitle) write(sb *strings.Builder, x, y float64) {
	for i, line := range t.lines {
		fmt.Fprintf(sb, `<text class="title" x="%.1f" y="%.1f" font-size="%.1f" font-weight="bold" text-anchor="middle" textLength="%.1f" lengthAdjust="spacingAndGlyphs">%s</text>`+"\n",
			x, y+float64(i)*t.lineHeight(), t.fs, textWidth(line, t.fs), html.EscapeString(line))
	}
}

// textWidth estimates the width of s in a bold sans-serif font of size fs,
// on the wide side: narrow letters 0.35 em, capitals and m, w 0.8 em, others
// 0.62 em.
func textWidth(s string, fs float64) float64 {
	em := 0.0
	for _, r := range s {
		switch {
		case strings.ContainsRune("iljtfI.,:;'|!() ", r):
			em += 0.35
		case r == 'm' || r == 'w' || (r >= 'A' && r <= 'Z') || r > 0x2000:
			em += 0.8
		default:
			em += 0.62
		}
	}
	return em * fs
}

func maxTextWidth(lines []string, fs float64) float64 {
	wd := 0.0
	for _, l := range lines {
		wd = max(wd, textWidth(l, fs))
	}
	return wd
}

// wrapTitle breaks title at spaces into lines no wider than width (a word
// wider than width gets a line of its own).
func wrapTitle(title string, fs, width float64) []string {
	var lines []string
	for _, word := range strings.Fields(title) {
		if n := len(lines); n > 0 && textWidth(lines[n-1]+" "+word, fs) <= width {
			lines[n-1] += " " + word
			continue
		}
		lines = append(lines, word)
	}
	return lines
}
