// Package study is the experiment harness every solver plugs into.
//
// A study runs one function over a list of problems with a budget, on N
// workers (default: all cores), and returns one result row per problem in
// the problems' order, whatever order the workers finish in. Rows are plain
// structs; WriteCSV, WriteJSON and TableOf turn any slice of them into a
// CSV file, JSON lines or a Table for notebooks, using the fields' `csv` (or
// `json`) tags as column names.
//
// Progress has one interface, Meter (Begin, Advance, End), which Run
// drives from its workers: Progress is the bar on a terminal (stderr, for
// decomp study), kernel/nb's Progress the live bar in a notebook cell
// (Options.Meter).
//
// Each problem is solved independently with its own solver state, so node
// counts are deterministic and do not depend on the number of workers.
package study
