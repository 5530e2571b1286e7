package plot

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/study"
)

// TableHTML renders rows as an HTML table. rows is anything study.TableOf
// takes, the one table builder of decomplab: a slice of structs or pointers
// to structs (headers from the `table`, `csv` or `json` tags or the field
// names; `table:"-"` leaves a field out), a [][]string whose first row is
// the header, or a study.Table. Numeric columns are right-aligned; every
// cell is HTML-escaped.
func TableHTML(rows any) (string, error) {
	t, err := tableOf(rows)
	if err != nil {
		return "", err
	}
	numeric := t.Numeric()
	var b strings.Builder
	b.WriteString(`<table class="decomplab-table" style="border-collapse:collapse;font-family:sans-serif;font-size:13px">` + "\n<thead><tr>")
	for _, h := range t.Columns {
		fmt.Fprintf(&b, `<th style="border-bottom:2px solid #444;padding:2px 8px;text-align:left">%s</th>`, html.EscapeString(h))
	}
	b.WriteString("</tr></thead>\n<tbody>\n")
	for _, row := range t.Rows {
		b.WriteString("<tr>")
		for j, cell := range row {
			align := "left"
			if numeric[j] {
				align = "right"
			}
			fmt.Fprintf(&b, `<td style="border-bottom:1px solid #ddd;padding:2px 8px;text-align:%s">%s</td>`, align, html.EscapeString(cell))
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</tbody>\n</table>\n")
	return b.String(), nil
}

// tableOf is study.TableOf with plot's error prefix.
func tableOf(rows any) (study.Table, error) {
	t, err := study.TableOf(rows)
	if err != nil {
		return t, fmt.Errorf("plot: table: %v", err)
	}
	return t, nil
}

// SaveTable writes rows (anything TableHTML takes) as base.csv and base.tex
// (a booktabs tabular; see study.Table.WriteLaTeX). base is a path without
// extension; its folder is created.
func SaveTable(base string, rows any) error {
	t, err := tableOf(rows)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(base), 0o755); err != nil {
		return err
	}
	var csv, tex strings.Builder
	if err := t.WriteCSV(&csv); err != nil {
		return err
	}
	if err := t.WriteLaTeX(&tex); err != nil {
		return err
	}
	if err := os.WriteFile(base+".csv", []byte(csv.String()), 0o644); err != nil {
		return err
	}
	return os.WriteFile(base+".tex", []byte(tex.String()), 0o644)
}
