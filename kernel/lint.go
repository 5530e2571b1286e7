package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// A notebook's Go, as GoNB runs it: a cell that starts with %% is the body
// of main; any other code cell holds declarations (imports, functions,
// types, variables) that every later cell sees.

// goCell is one code cell of a notebook.
type goCell struct {
	Index int    // code cell number, from 1
	Body  bool   // a %% cell
	Code  string // without the %% line
}

// notebookCells reads the code cells of a notebook.
func notebookCells(path string) ([]goCell, error) {
	nb, err := readNotebook(path)
	if err != nil {
		return nil, err
	}
	var cells []goCell
	n := 0
	for _, c := range nb.Cells {
		if c.CellType != "code" {
			continue
		}
		n++
		src := multiline(c.Source)
		cell := goCell{Index: n, Code: src}
		if first, rest, _ := strings.Cut(strings.TrimLeft(src, "\n"), "\n"); strings.TrimSpace(first) == "%%" {
			cell.Body, cell.Code = true, rest
		}
		cells = append(cells, cell)
	}
	return cells, nil
}

// maxBodyLines is the longest %% cell a notebook may have.
const maxBodyLines = 25

// lintCell checks that a cell is gofmt-clean and, for a %% cell, at most
// maxBodyLines long; it returns the problems found.
func lintCell(c goCell) []string {
	var probs []string
	want, err := gofmtCell(c)
	switch {
	case err != nil:
		probs = append(probs, fmt.Sprintf("cell %d does not parse: %v", c.Index, err))
	case want != strings.TrimRight(c.Code, "\n"):
		probs = append(probs, fmt.Sprintf("cell %d is not gofmt-clean; gofmt gives:\n%s", c.Index, indent(want, "    ")))
	}
	if n := strings.Count(strings.TrimRight(c.Code, "\n"), "\n") + 1; c.Body && n > maxBodyLines {
		probs = append(probs, fmt.Sprintf("cell %d has %d lines of Go (at most %d in a %%%% cell)", c.Index, n, maxBodyLines))
	}
	return probs
}

// gofmtCell returns the cell as gofmt formats it.
func gofmtCell(c goCell) (string, error) {
	code := strings.TrimRight(c.Code, "\n")
	if !c.Body {
		out, err := format.Source([]byte("package main\n\n" + code + "\n"))
		if err != nil {
			return "", err
		}
		return strings.TrimRight(strings.TrimPrefix(string(out), "package main\n\n"), "\n"), nil
	}
	// A body is formatted as the body of a function: indent it one tab,
	// format, and take the tab off again.
	lines := strings.Split(code, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = "\t" + l
		}
	}
	out, err := format.Source([]byte("package main\n\nfunc main() {\n" + strings.Join(lines, "\n") + "\n}\n"))
	if err != nil {
		return "", err
	}
	s := strings.TrimPrefix(string(out), "package main\n\nfunc main() {\n")
	s = strings.TrimSuffix(strings.TrimRight(s, "\n"), "}")
	body := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range body {
		body[i] = strings.TrimPrefix(l, "\t")
	}
	return strings.Join(body, "\n"), nil
}

// cellProgram is a notebook's Go as one package main: the imports of all
// declaration cells in one block, their other declarations, and each %%
// cell as a function of its own. lines maps a line of the program to its
// cell (0 for lines of no cell).
func cellProgram(cells []goCell) (string, []int, error) {
	var imports []string
	var b strings.Builder
	var lines []int
	add := func(text string, cell int) {
		b.WriteString(text)
		for range strings.Count(text, "\n") {
			lines = append(lines, cell)
		}
	}
	var rest []string
	var restCell []int
	for _, c := range cells {
		if c.Body {
			rest = append(rest, fmt.Sprintf("func cell%d() {\n%s\n}\n", c.Index, strings.TrimRight(c.Code, "\n")))
			restCell = append(restCell, c.Index)
			continue
		}
		src := "package main\n" + c.Code + "\n"
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "", src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return "", nil, fmt.Errorf("cell %d: %v", c.Index, err)
		}
		keep := []byte(src)
		for i := len(f.Decls) - 1; i >= 0; i-- {
			g, ok := f.Decls[i].(*ast.GenDecl)
			if !ok || g.Tok != token.IMPORT {
				continue
			}
			for _, s := range g.Specs {
				is := s.(*ast.ImportSpec)
				name := ""
				if is.Name != nil {
					name = is.Name.Name + " "
				}
				imports = append(imports, name+is.Path.Value)
			}
			start, end := fset.Position(g.Pos()).Offset, fset.Position(g.End()).Offset
			keep = append(keep[:start:start], keep[end:]...)
		}
		rest = append(rest, strings.TrimPrefix(string(keep), "package main\n"))
		restCell = append(restCell, c.Index)
	}
	add("package main\n\nimport (\n", 0)
	for _, im := range imports {
		add("\t"+im+"\n", 0)
	}
	add(")\n\nfunc main() {}\n\n", 0)
	for i, r := range rest {
		add(r+"\n", restCell[i])
	}
	return b.String(), lines, nil
}

// vetLine matches a position in go vet's or the compiler's messages.
var vetLine = regexp.MustCompile(`cells\.go:(\d+)(:\d+)?`)

// vetNotebook writes the notebook's program into a package under
// .cache/nblint of the checkout (so that it compiles in the module), lets
// goimports complete and prune its imports as GoNB does, and runs go vet;
// messages name the cell of each line.
func vetNotebook(e Env, path string, cells []goCell) error {
	prog, lines, err := cellProgram(cells)
	if err != nil {
		return err
	}
	dir := filepath.Join(e.Root, ".cache", "nblint", strings.TrimSuffix(filepath.Base(path), ".ipynb"))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	file := filepath.Join(dir, "cells.go")
	if err := os.WriteFile(file, []byte(prog), 0o644); err != nil {
		return err
	}
	goimports := filepath.Join(e.BinDir, "goimports")
	if _, err := os.Stat(goimports); err != nil {
		if goimports, err = exec.LookPath("goimports"); err != nil {
			return fmt.Errorf("no goimports in %s or on PATH: run `go run ./kernel setup`", rel(e, e.BinDir))
		}
	}
	// goimports only adds and removes import lines in the block at the
	// top, so the lines of the cells keep their numbers shifted by the
	// difference in length.
	before := strings.Count(prog, "\n")
	if b, err := exec.Command(goimports, "-w", file).CombinedOutput(); err != nil {
		return fmt.Errorf("goimports: %v\n%s", err, b)
	}
	after, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	shift := strings.Count(string(after), "\n") - before
	cmd := exec.Command("go", "vet", "./"+filepath.ToSlash(mustRel(e.Root, dir)))
	cmd.Dir = e.Root
	out, err := cmd.CombinedOutput()
	if err == nil {
		return nil
	}
	msg := vetLine.ReplaceAllStringFunc(string(out), func(m string) string {
		n, _ := strconv.Atoi(vetLine.FindStringSubmatch(m)[1])
		if i := n - 1 - shift; i >= 0 && i < len(lines) && lines[i] != 0 {
			return fmt.Sprintf("%s (code cell %d)", m, lines[i])
		}
		return m
	})
	return fmt.Errorf("go vet of the notebook's cells (%s):\n%s", rel(e, file), indent(strings.TrimSpace(msg), "    "))
}

func mustRel(base, p string) string {
	r, err := filepath.Rel(base, p)
	if err != nil {
		return p
	}
	return r
}

// cmdLint checks the Go of notebooks: every cell gofmt-clean, no %% cell
// over maxBodyLines lines, and go vet clean on the cells put together.
func cmdLint(e Env, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("lint", flag.ContinueOnError)
	noVet := fs.Bool("no-vet", false, "only gofmt and cell length (no goimports, no go vet)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	nbs, err := notebookArgs(e, fs.Args())
	if err != nil {
		return err
	}
	var failed []string
	for _, path := range nbs {
		cells, err := notebookCells(path)
		if err != nil {
			return err
		}
		var probs []string
		for _, c := range cells {
			probs = append(probs, lintCell(c)...)
		}
		if !*noVet {
			if err := vetNotebook(e, path, cells); err != nil {
				probs = append(probs, err.Error())
			}
		}
		name := rel(e, path)
		if len(probs) == 0 {
			fmt.Fprintf(out, "lint: %s ok\n", name)
			continue
		}
		failed = append(failed, name)
		var b bytes.Buffer
		for _, p := range probs {
			fmt.Fprintf(&b, "  %s\n", p)
		}
		fmt.Fprintf(out, "lint: %s:\n%s", name, b.String())
	}
	if len(failed) > 0 {
		return fmt.Errorf("notebook lint failed: %s", strings.Join(failed, ", "))
	}
	return nil
}
