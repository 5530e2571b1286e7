package study

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"time"
)

// Table is a result table: column names and rows of formatted cells.
type Table struct {
	Columns []string
	Rows    [][]string
}

// TableOf turns a slice of structs (or pointers to structs) into a Table:
// the one table builder of the command line, the notebooks (kernel/nb) and
// exported tables (CSV, LaTeX). Column names come from each exported
// field's `table` tag (a header for people), else its `csv` tag, else its
// `json` tag, else its name; a tag "-" leaves the field out. Nested structs without
// a tag are flattened (so a row may embed search.Stats). Durations print in
// milliseconds. A Table is returned as it is; a [][]string is a header row
// followed by rows of as many cells.
func TableOf(rows any) (Table, error) {
	switch t := rows.(type) {
	case Table:
		return t, nil
	case [][]string:
		if len(t) == 0 {
			return Table{}, fmt.Errorf("study: TableOf: [][]string has no header row")
		}
		for i, r := range t[1:] {
			if len(r) != len(t[0]) {
				return Table{}, fmt.Errorf("study: TableOf: row %d has %d cells for %d columns", i+1, len(r), len(t[0]))
			}
		}
		return Table{Columns: t[0], Rows: t[1:]}, nil
	}
	v := reflect.ValueOf(rows)
	if v.Kind() != reflect.Slice {
		return Table{}, fmt.Errorf("study: TableOf wants a slice of structs, got %T", rows)
	}
	et := v.Type().Elem()
	if et.Kind() == reflect.Pointer {
		et = et.Elem()
	}
	if et.Kind() != reflect.Struct {
		return Table{}, fmt.Errorf("study: TableOf wants a slice of structs, got %T", rows)
	}
	var cols []column
	collect(et, nil, &cols)
	t := Table{}
	for _, c := range cols {
		t.Columns = append(t.Columns, c.name)
	}
	for i := 0; i < v.Len(); i++ {
		r := v.Index(i)
		cells := make([]string, len(cols))
		if r.Kind() == reflect.Pointer {
			if r.IsNil() {
				t.Rows = append(t.Rows, cells)
				continue
			}
			r = r.Elem()
		}
		for j, c := range cols {
			cells[j] = format(r.FieldByIndex(c.index))
		}
		t.Rows = append(t.Rows, cells)
	}
	return t, nil
}

type column struct {
	name  string
	index []int
}

func collect(t reflect.Type, prefix []int, cols *[]column) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, tagged := tagName(f)
		if name == "-" {
			continue
		}
		idx := append(append([]int(nil), prefix...), i)
		if f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeOf(time.Duration(0)) && !tagged {
			collect(f.Type, idx, cols)
			continue
		}
		if f.Type.Kind() == reflect.Map && !tagged {
			continue
		}
		*cols = append(*cols, column{name: name, index: idx})
	}
}

func tagName(f reflect.StructField) (string, bool) {
	for _, key := range []string{"table", "csv", "json"} {
		if tag, ok := f.Tag.Lookup(key); ok {
			name, _, _ := strings.Cut(tag, ",")
			if name != "" {
				return name, true
			}
		}
	}
	return f.Name, false
}

func format(v reflect.Value) string {
	if v.Type() == reflect.TypeOf(time.Duration(0)) {
		return strconv.FormatFloat(float64(v.Int())/1e6, 'f', 3, 64)
	}
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', 6, 64)
	case reflect.Map:
		b, _ := json.Marshal(v.Interface())
		return string(b)
	}
	if s, ok := v.Interface().(fmt.Stringer); ok {
		return s.String()
	}
	return fmt.Sprint(v.Interface())
}

// WriteCSV writes rows (a slice of structs) as CSV with a header line.
func WriteCSV(w io.Writer, rows any) error {
	t, err := TableOf(rows)
	if err != nil {
		return err
	}
	return t.WriteCSV(w)
}

// WriteCSV writes the table as CSV with a header line.
func (t Table) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write(t.Columns)
	for _, r := range t.Rows {
		cw.Write(r)
	}
	cw.Flush()
	return cw.Error()
}

// WriteJSON writes rows (a slice of anything) as JSON, one object per line.
func WriteJSON(w io.Writer, rows any) error {
	v := reflect.ValueOf(rows)
	if v.Kind() != reflect.Slice {
		return fmt.Errorf("study: WriteJSON wants a slice, got %T", rows)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := 0; i < v.Len(); i++ {
		if err := enc.Encode(v.Index(i).Interface()); err != nil {
			return err
		}
	}
	return nil
}

// Text writes the table with aligned columns, for terminals.
func (t Table) Text(w io.Writer) error {
	width := make([]int, len(t.Columns))
	for i, c := range t.Columns {
		width[i] = len(c)
	}
	for _, r := range t.Rows {
		for i, c := range r {
			width[i] = max(width[i], len(c))
		}
	}
	line := func(cells []string) {
		for i, c := range cells {
			if i > 0 {
				io.WriteString(w, "  ")
			}
			if i == len(cells)-1 {
				io.WriteString(w, c)
			} else {
				fmt.Fprintf(w, "%-*s", width[i], c)
			}
		}
		io.WriteString(w, "\n")
	}
	line(t.Columns)
	for _, r := range t.Rows {
		line(r)
	}
	return nil
}

// IsTimeColumn reports whether a column (or JSON field) of a study's rows
// measures time by its name: one holding "millis", "time", "seconds" or
// "per_second" (any case, underscores or not). Such columns differ from
// run to run; every other column of a study is the same in every run with
// the same parameters, sharded or not.
func IsTimeColumn(name string) bool {
	low := strings.ReplaceAll(strings.ToLower(name), "_", "")
	for _, s := range []string{"millis", "time", "seconds", "persecond"} {
		if strings.Contains(low, s) {
			return true
		}
	}
	return false
}
