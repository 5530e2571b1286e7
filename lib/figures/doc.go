// Package figures turns results into the figures and tables of the
// notebooks and the papers: one function per figure or table, from rows
// (of lib/study runs or a solver's own results) to a chart of lib/plot or
// a table that study.TableOf takes. It is what a notebook cell calls, so
// that a cell reads as a sentence:
//
//	nb.Plot(figures.OneEyeNodes(rows, oneeye.NoDDS, oneeye.DDS))
//	nb.Tabulate(figures.SafetyTable1(rows))
//
// and what `make figures` calls to write every paper figure (SVG, PDF, PNG)
// and table (CSV, LaTeX) into figures/ (see Catalog and the generator in
// internal/makefigures).
//
// Unlike lib/plot and lib/study, which are generic, this package imports
// the solvers. Display names come from the solvers where they provide them
// (a method's Title), never from maps kept here.
//
// Files: tour.go (notebook 00: synthetic data that shows each kind of
// output), cgt.go (notebook 01: combinatorial games), endgame.go
// (notebook 02: decomposition search), papers.go (the papers' figures and
// tables over study rows), bgf.go (notebook 05: binary game forests and
// soft decomposition), catalog.go (the list `make figures` regenerates).
package figures
