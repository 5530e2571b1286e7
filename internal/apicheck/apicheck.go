// Package apicheck checks two of the shared contracts of decomplab's
// library by reading its sources (go/ast, no type checking):
//
//   - every exported search entry point takes a search.Budget: an exported
//     function or method that has a context.Context parameter must also
//     take a search.Budget, directly or as a field (embedded or named) of
//     an options struct it takes (or of the elements of a slice of them,
//     one search each), or have one in its receiver;
//   - counters are typed fields, not strings: no call Count("name") and no
//     use of a Counters map outside lib/search;
//   - no exported API exposes an internal package's type: no exported
//     function's parameters or results, and no exported field of an
//     exported struct, name a type of a package under internal/.
//
// `make api-check` lists what does not keep them. The tests (part of
// go test ./...) fail on any finding: every package keeps all three, so a
// finding is a new break. An exported function that takes a context but
// runs no search of its own is listed, with the reason, in notSearches
// (apicheck_test.go).
package apicheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Finding is one place that does not keep a contract.
type Finding struct {
	Pos  token.Position // file (relative to the folder read), line, column
	What string         // the function or expression, as a reader names it
}

func (f Finding) String() string { return fmt.Sprintf("%s:%d: %s", f.Pos.Filename, f.Pos.Line, f.What) }

// source is the parsed non-test Go files of a tree, by package folder.
type source struct {
	fset  *token.FileSet
	files map[string][]*ast.File // package folder -> files
	// types maps "pkgname.Type" to its declaration's type expression and
	// the file declaring it (for its imports).
	types map[string]typeDecl
}

type typeDecl struct {
	pkg  string
	expr ast.Expr
	file *ast.File
}

// parseTree parses the .go files under root (with tests if tests is
// set), skipping testdata, folders starting with "." or "_" and the
// folders skip (slash-separated, relative to root), and calls fn with each
// file and its folder relative to root. The files' positions name them
// relative to root.
func parseTree(fset *token.FileSet, root string, tests bool, skip []string, fn func(dir string, f *ast.File)) error {
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		name := d.Name()
		if d.IsDir() {
			if p != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || slices.Contains(skip, rel)) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || (!tests && strings.HasSuffix(name, "_test.go")) {
			return nil
		}
		text, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, rel, text, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		fn(path.Dir(rel), f)
		return nil
	})
}

// read parses the non-test Go files under root and indexes their types.
func read(root string) (*source, error) {
	src := &source{fset: token.NewFileSet(), files: map[string][]*ast.File{}, types: map[string]typeDecl{}}
	err := parseTree(src.fset, root, false, nil, func(dir string, f *ast.File) {
		src.files[dir] = append(src.files[dir], f)
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				src.types[f.Name.Name+"."+ts.Name.Name] = typeDecl{pkg: f.Name.Name, expr: ts.Type, file: f}
			}
		}
	})
	return src, err
}

// importName returns the path of the import that file uses under the
// name local (its alias, or the last element of its path).
func importName(file *ast.File, local string) (string, bool) {
	for _, imp := range file.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		name := path.Base(p)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		if name == local {
			return p, true
		}
	}
	return "", false
}

// isContext reports whether expr, in file, is context.Context.
func isContext(file *ast.File, expr ast.Expr) bool {
	sel, ok := expr.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Context" {
		return false
	}
	x, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	p, ok := importName(file, x.Name)
	return ok && p == "context"
}

// hasBudget reports whether the type expr (in file of package pkg) is
// search.Budget or a struct holding one in a field, at any depth. seen
// guards against recursive types.
func (src *source) hasBudget(pkg string, file *ast.File, expr ast.Expr, seen map[string]bool) bool {
	switch e := expr.(type) {
	case *ast.StarExpr:
		return src.hasBudget(pkg, file, e.X, seen)
	case *ast.ParenExpr:
		return src.hasBudget(pkg, file, e.X, seen)
	case *ast.IndexExpr: // a generic type's instance: look at the type
		return src.hasBudget(pkg, file, e.X, seen)
	case *ast.ArrayType: // a slice of options: one search per element, each with its budget
		return src.hasBudget(pkg, file, e.Elt, seen)
	case *ast.Ident:
		if pkg == "search" && e.Name == "Budget" {
			return true
		}
		return src.namedHasBudget(pkg+"."+e.Name, seen)
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok {
			return false
		}
		p, ok := importName(file, x.Name)
		if !ok {
			return false
		}
		if strings.HasSuffix(p, "/lib/search") && e.Sel.Name == "Budget" {
			return true
		}
		return src.namedHasBudget(path.Base(p)+"."+e.Sel.Name, seen)
	case *ast.StructType:
		for _, field := range e.Fields.List {
			if src.hasBudget(pkg, file, field.Type, seen) {
				return true
			}
		}
	}
	return false
}

func (src *source) namedHasBudget(key string, seen map[string]bool) bool {
	if seen[key] {
		return false
	}
	seen[key] = true
	td, ok := src.types[key]
	if !ok {
		return false
	}
	return src.hasBudget(td.pkg, td.file, td.expr, seen)
}

// ContextWithoutBudget lists the exported functions and methods (of
// exported types) of the non-main packages under root that take a
// context.Context but no search.Budget: not as a parameter, not in a
// parameter's struct (at any depth, embedded or named), not in the
// receiver.
func ContextWithoutBudget(root string) ([]Finding, error) {
	src, err := read(root)
	if err != nil {
		return nil, err
	}
	var out []Finding
	for _, f := range src.library() {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			name, ok := exportedName(f, fd)
			if !ok {
				continue
			}
			takesCtx, takesBudget := false, false
			for _, p := range fd.Type.Params.List {
				if isContext(f, p.Type) {
					takesCtx = true
				} else if src.hasBudget(f.Name.Name, f, p.Type, map[string]bool{}) {
					takesBudget = true
				}
			}
			if fd.Recv != nil && src.hasBudget(f.Name.Name, f, fd.Recv.List[0].Type, map[string]bool{}) {
				takesBudget = true
			}
			if takesCtx && !takesBudget {
				out = append(out, Finding{Pos: src.fset.Position(fd.Pos()), What: name})
			}
		}
	}
	sortFindings(out)
	return out, nil
}

// library returns the files of the packages that are not main.
func (src *source) library() []*ast.File {
	var out []*ast.File
	for _, files := range src.files {
		for _, f := range files {
			if f.Name.Name != "main" {
				out = append(out, f)
			}
		}
	}
	return out
}

// exportedName returns "pkg.Func" or "pkg.Type.Method" for a function
// that is part of the package's API (exported, and for a method, of an
// exported type), and false for the others.
func exportedName(f *ast.File, fd *ast.FuncDecl) (string, bool) {
	if !fd.Name.IsExported() {
		return "", false
	}
	if fd.Recv == nil || len(fd.Recv.List) != 1 {
		return f.Name.Name + "." + fd.Name.Name, true
	}
	rn := receiverName(fd.Recv.List[0].Type)
	return f.Name.Name + "." + rn + "." + fd.Name.Name, ast.IsExported(rn)
}

// receiverName is the type name of a method's receiver (T, *T, T[P]).
func receiverName(expr ast.Expr) string {
	for {
		switch e := expr.(type) {
		case *ast.StarExpr:
			expr = e.X
		case *ast.IndexExpr:
			expr = e.X
		case *ast.IndexListExpr:
			expr = e.X
		case *ast.Ident:
			return e.Name
		default:
			return ""
		}
	}
}

// StringCounters lists, in the Go files under root (tests included) outside
// the folders skip (slash-separated, relative to root), every call
// x.Count("literal", ...) and every use of a field or variable named
// Counters: the string-keyed counters that typed fields replace.
func StringCounters(root string, skip ...string) ([]Finding, error) {
	fset := token.NewFileSet()
	var out []Finding
	err := parseTree(fset, root, true, skip, func(_ string, f *ast.File) {
		ast.Inspect(f, func(n ast.Node) bool {
			switch e := n.(type) {
			case *ast.CallExpr:
				sel, ok := e.Fun.(*ast.SelectorExpr)
				if ok && sel.Sel.Name == "Count" && len(e.Args) > 0 {
					if lit, ok := e.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						out = append(out, Finding{Pos: fset.Position(e.Pos()), What: "Count(" + lit.Value + ")"})
					}
				}
			case *ast.SelectorExpr:
				if e.Sel.Name == "Counters" {
					out = append(out, Finding{Pos: fset.Position(e.Sel.Pos()), What: "Counters"})
				}
			}
			return true
		})
	})
	sortFindings(out)
	return out, err
}

// InternalTypes lists the exported functions, methods (of exported types)
// and struct fields (of exported structs) of the non-main packages under
// root whose types name a type of a package whose import path has an
// "internal" element, as "pkg.Func: gtp.Client".
func InternalTypes(root string) ([]Finding, error) {
	src, err := read(root)
	if err != nil {
		return nil, err
	}
	var out []Finding
	for _, f := range src.library() {
		report := func(name string, exprs ...ast.Expr) {
			for _, e := range exprs {
				for _, q := range internalRefs(f, e) {
					out = append(out, Finding{Pos: src.fset.Position(e.Pos()), What: name + ": " + q})
				}
			}
		}
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if name, ok := exportedName(f, d); ok {
					report(name, fieldTypes(d.Type.Params)...)
					report(name, fieldTypes(d.Type.Results)...)
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok || !ts.Name.IsExported() {
						continue
					}
					name := f.Name.Name + "." + ts.Name.Name
					st, ok := ts.Type.(*ast.StructType)
					if !ok {
						report(name, ts.Type)
						continue
					}
					for _, field := range st.Fields.List {
						exported := len(field.Names) == 0 // embedded: its methods are promoted
						for _, n := range field.Names {
							exported = exported || n.IsExported()
						}
						if exported {
							report(name, field.Type)
						}
					}
				}
			}
		}
	}
	sortFindings(out)
	return out, nil
}

// fieldTypes returns the types of a parameter or result list.
func fieldTypes(fl *ast.FieldList) []ast.Expr {
	if fl == nil {
		return nil
	}
	var out []ast.Expr
	for _, f := range fl.List {
		out = append(out, f.Type)
	}
	return out
}

// internalRefs lists the qualified type names in expr (in file) whose
// package's import path has an "internal" element.
func internalRefs(file *ast.File, expr ast.Expr) []string {
	var out []string
	ast.Inspect(expr, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); ok {
			if p, ok := importName(file, x.Name); ok && slices.Contains(strings.Split(p, "/"), "internal") {
				out = append(out, x.Name+"."+sel.Sel.Name)
			}
		}
		return false
	})
	return out
}

func sortFindings(fs []Finding) {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i].Pos, fs[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Line < b.Line
	})
}
