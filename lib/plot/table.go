package plot

import (
	"fmt"
	"html"
	"math"
	"reflect"
	"strconv"
	"strings"
	"time"
)

// TableHTML renders rows as an HTML table. rows is either
//
//   - a slice (or array) of structs or pointers to structs: one column per
//     exported field, headed by the field name or by its `table:"Header"`
//     tag (`table:"-"` leaves the field out); or
//   - a [][]string whose first row is the header.
//
// Numbers are right-aligned; time.Duration values are printed rounded to
// microseconds; nil pointers give empty cells. Every cell is HTML-escaped.
func TableHTML(rows any) (string, error) {
	header, body, numeric, err := tableCells(rows)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(`<table class="decomplab-table" style="border-collapse:collapse;font-family:sans-serif;font-size:13px">` + "\n<thead><tr>")
	for _, h := range header {
		fmt.Fprintf(&b, `<th style="border-bottom:2px solid #444;padding:2px 8px;text-align:left">%s</th>`, html.EscapeString(h))
	}
	b.WriteString("</tr></thead>\n<tbody>\n")
	for _, row := range body {
		b.WriteString("<tr>")
		for j, cell := range row {
			align := "left"
			if j < len(numeric) && numeric[j] {
				align = "right"
			}
			fmt.Fprintf(&b, `<td style="border-bottom:1px solid #ddd;padding:2px 8px;text-align:%s">%s</td>`, align, html.EscapeString(cell))
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</tbody>\n</table>\n")
	return b.String(), nil
}

func tableCells(rows any) (header []string, body [][]string, numeric []bool, err error) {
	if ss, ok := rows.([][]string); ok {
		if len(ss) == 0 {
			return nil, nil, nil, fmt.Errorf("plot: table: [][]string has no header row")
		}
		header = ss[0]
		for i, r := range ss[1:] {
			if len(r) != len(header) {
				return nil, nil, nil, fmt.Errorf("plot: table: row %d has %d cells for %d columns", i+1, len(r), len(header))
			}
		}
		return header, ss[1:], nil, nil
	}
	v := reflect.ValueOf(rows)
	if !v.IsValid() || (v.Kind() != reflect.Slice && v.Kind() != reflect.Array) {
		return nil, nil, nil, fmt.Errorf("plot: table: rows of type %T: want a slice of structs or [][]string", rows)
	}
	et := v.Type().Elem()
	ptr := et.Kind() == reflect.Pointer
	if ptr {
		et = et.Elem()
	}
	if et.Kind() != reflect.Struct {
		return nil, nil, nil, fmt.Errorf("plot: table: rows of type %T: want a slice of structs or [][]string", rows)
	}
	var fields []int
	for i := 0; i < et.NumField(); i++ {
		f := et.Field(i)
		if !f.IsExported() {
			continue
		}
		name := f.Name
		if tag, ok := f.Tag.Lookup("table"); ok {
			if tag == "-" {
				continue
			}
			if tag != "" {
				name = tag
			}
		}
		fields = append(fields, i)
		header = append(header, name)
		numeric = append(numeric, isNumeric(f.Type))
	}
	if len(fields) == 0 {
		return nil, nil, nil, fmt.Errorf("plot: table: %s has no exported fields", et)
	}
	for i := 0; i < v.Len(); i++ {
		rv := v.Index(i)
		row := make([]string, len(fields))
		if ptr {
			if rv.IsNil() {
				body = append(body, row)
				continue
			}
			rv = rv.Elem()
		}
		for j, fi := range fields {
			row[j] = cellText(rv.Field(fi))
		}
		body = append(body, row)
	}
	return header, body, numeric, nil
}

var durationType = reflect.TypeOf(time.Duration(0))

func isNumeric(t reflect.Type) bool {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return true
	}
	return false
}

func cellText(v reflect.Value) string {
	if v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return ""
		}
		v = v.Elem()
	}
	if v.Type() == durationType {
		return time.Duration(v.Int()).Round(time.Microsecond).String()
	}
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		f := v.Float()
		if f == math.Trunc(f) && math.Abs(f) < 1e15 {
			return strconv.FormatFloat(f, 'f', -1, 64)
		}
		return strconv.FormatFloat(f, 'g', 4, 64)
	}
	if v.CanInterface() {
		return fmt.Sprint(v.Interface())
	}
	return fmt.Sprint(v)
}
