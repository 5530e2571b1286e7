package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestLintCell(t *testing.T) {
	long := "%%\n" + strings.Repeat("x := 1\n_ = x\n", 13)
	tests := []struct {
		name string
		cell goCell
		want string // "" for clean
	}{
		{"clean declarations", goCell{Index: 1, Code: "import \"fmt\"\n\nvar n = fmt.Sprint(1)\n"}, ""},
		{"declarations with spaces for tabs", goCell{Index: 2, Code: "func f() {\n    return\n}"}, "cell 2 is not gofmt-clean"},
		{"clean body", goCell{Index: 3, Body: true, Code: "x := `\n\traw\n`\nif x != \"\" {\n\tprintln(x)\n}\n"}, ""},
		{"body badly aligned", goCell{Index: 4, Body: true, Code: "type r struct {\n\tA int `table:\"a\"`\n\tLonger string `table:\"b\"`\n}\n"}, "cell 4 is not gofmt-clean"},
		{"body too long", goCell{Index: 5, Body: true, Code: strings.TrimPrefix(long, "%%\n")}, "cell 5 has 26 lines"},
		{"does not parse", goCell{Index: 6, Body: true, Code: "x := (\n"}, "cell 6 does not parse"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := strings.Join(lintCell(tt.cell), "\n")
			if tt.want == "" && got != "" || tt.want != "" && !strings.Contains(got, tt.want) {
				t.Errorf("lint = %q, want %q", got, tt.want)
			}
		})
	}
}

// writeNotebook writes a notebook of code cells (a cell starting "%%\n" is a
// body) into dir.
func writeNotebook(t *testing.T, dir string, cells ...string) string {
	t.Helper()
	type cell struct {
		CellType string   `json:"cell_type"`
		Metadata struct{} `json:"metadata"`
		Source   string   `json:"source"`
		Outputs  []string `json:"outputs"`
	}
	var nb struct {
		Cells []cell `json:"cells"`
	}
	for _, c := range cells {
		nb.Cells = append(nb.Cells, cell{CellType: "code", Source: c, Outputs: []string{}})
	}
	b, err := json.Marshal(nb)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "x.ipynb")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCellProgram(t *testing.T) {
	p := writeNotebook(t, t.TempDir(), "import \"os\"\n\nvar full = os.Getenv(\"X\") != \"\"", "import (\n\t\"fmt\"\n\tm \"math\"\n)\n\n// f doubles.\nfunc f(x float64) float64 { return 2 * m.Abs(x) }", "%%\nfmt.Println(f(2), full)")
	cells, err := notebookCells(p)
	if err != nil || len(cells) != 3 || !cells[2].Body || cells[2].Code != "fmt.Println(f(2), full)" {
		t.Fatalf("cells %+v, %v", cells, err)
	}
	prog, lines, err := cellProgram(cells)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"import (\n\t\"os\"\n\t\"fmt\"\n\tm \"math\"\n)", "var full", "// f doubles.\nfunc f", "func cell3() {\nfmt.Println(f(2), full)\n}"} {
		if !strings.Contains(prog, want) {
			t.Errorf("program lacks %q:\n%s", want, prog)
		}
	}
	if strings.Count(prog, "\n") != len(lines) {
		t.Errorf("%d lines, %d mapped", strings.Count(prog, "\n"), len(lines))
	}
	for i, l := range strings.Split(prog, "\n") {
		if strings.HasPrefix(l, "fmt.Println(f(2)") && lines[i] != 3 {
			t.Errorf("line %d %q mapped to cell %d, want 3", i+1, l, lines[i])
		}
	}
}

// TestVetNotebook runs go vet on a notebook whose third cell misuses
// Printf, and on the committed notebooks 00 and 01 (the others belong to
// their papers' owners; `go run ./kernel lint` checks all).
func TestVetNotebook(t *testing.T) {
	if testing.Short() {
		t.Skip("runs goimports and go vet")
	}
	root, err := findRoot()
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(root)
	if _, err := os.Stat(filepath.Join(e.BinDir, "goimports")); err != nil {
		if _, err := exec.LookPath("goimports"); err != nil {
			t.Skip("no goimports: run `go run ./kernel setup`")
		}
	}
	p := writeNotebook(t, t.TempDir(), "var n = 3", "%%\nfmt.Println(n)", "%%\nfmt.Printf(\"%d\\n\", \"three\")")
	cells, err := notebookCells(p)
	if err != nil {
		t.Fatal(err)
	}
	err = vetNotebook(e, p, cells)
	if err == nil || !strings.Contains(err.Error(), "(code cell 3)") || !strings.Contains(err.Error(), "%d") {
		t.Fatalf("vet error %v, want one naming code cell 3 and the verb", err)
	}
	for _, name := range []string{"00-tour", "01-combinatorial-games"} {
		path := filepath.Join(e.Notebooks, name+".ipynb")
		cells, err := notebookCells(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cells {
			for _, p := range lintCell(c) {
				t.Errorf("%s: %s", name, p)
			}
		}
		if err := vetNotebook(e, path, cells); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
