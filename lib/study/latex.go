package study

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Numeric reports for each column whether every non-empty cell is a number
// (such columns are right-aligned in HTML and LaTeX).
func (t Table) Numeric() []bool {
	num := make([]bool, len(t.Columns))
	for j := range t.Columns {
		num[j] = true
		seen := false
		for _, r := range t.Rows {
			c := strings.TrimSpace(r[j])
			if c == "" {
				continue
			}
			seen = true
			if _, err := strconv.ParseFloat(strings.ReplaceAll(c, ",", ""), 64); err != nil {
				num[j] = false
				break
			}
		}
		num[j] = num[j] && seen
	}
	return num
}

// WriteLaTeX writes the table as a LaTeX tabular in the booktabs style
// (\toprule, \midrule, \bottomrule; add \usepackage{booktabs}), numbers
// right-aligned, text left-aligned, special characters escaped.
func (t Table) WriteLaTeX(w io.Writer) error {
	var b strings.Builder
	b.WriteString(`\begin{tabular}{`)
	for _, n := range t.Numeric() {
		if n {
			b.WriteByte('r')
		} else {
			b.WriteByte('l')
		}
	}
	b.WriteString("}\n\\toprule\n")
	line := func(cells []string) {
		for i, c := range cells {
			if i > 0 {
				b.WriteString(" & ")
			}
			b.WriteString(latexEscape(c))
		}
		b.WriteString(` \\` + "\n")
	}
	line(t.Columns)
	b.WriteString("\\midrule\n")
	for _, r := range t.Rows {
		line(r)
	}
	b.WriteString("\\bottomrule\n\\end{tabular}\n")
	_, err := fmt.Fprint(w, b.String())
	return err
}

var latexSpecial = strings.NewReplacer(
	`\`, `\textbackslash{}`, `{`, `\{`, `}`, `\}`, `$`, `\$`, `&`, `\&`, `#`, `\#`,
	`%`, `\%`, `_`, `\_`, `^`, `\textasciicircum{}`, `~`, `\textasciitilde{}`,
	`<`, `\textless{}`, `>`, `\textgreater{}`, `|`, `\textbar{}`,
)

// latexEscape makes text safe in a LaTeX table cell.
func latexEscape(s string) string { return latexSpecial.Replace(s) }
