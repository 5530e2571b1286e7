package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNotebooksSavedClean checks the committed notebooks: valid JSON, the
// checkout's kernel, a parameter cell first, no outputs, under 3 MB.
func TestNotebooksSavedClean(t *testing.T) {
	nbs, err := filepath.Glob(filepath.Join("..", "notebooks", "*.ipynb"))
	if err != nil {
		t.Fatal(err)
	}
	if len(nbs) == 0 {
		t.Fatal("no notebooks in ../notebooks")
	}
	for _, path := range nbs {
		t.Run(filepath.Base(path), func(t *testing.T) {
			if err := checkSavedNotebook(path); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestCheckSavedNotebook(t *testing.T) {
	const meta = `"metadata":{"kernelspec":{"name":"gonb"}}`
	tests := []struct {
		name, nb, want string
	}{
		{"clean", `{"cells":[{"cell_type":"code","metadata":{"tags":["parameters"]},"source":"var n = 3","outputs":[]}],` + meta + `}`, ""},
		{"outputs", `{"cells":[{"cell_type":"code","metadata":{"tags":["parameters"]},"source":"var n = 3","outputs":[{"output_type":"stream"}]}],` + meta + `}`, "saved with outputs"},
		{"no parameters", `{"cells":[{"cell_type":"code","metadata":{},"source":"var n = 3","outputs":[]}],` + meta + `}`, "parameters"},
		{"other kernel", `{"cells":[],"metadata":{"kernelspec":{"name":"python3"}}}`, `kernel "python3"`},
		{"not json", `{`, "unexpected end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkNotebookFile(t, checkSavedNotebook, tt.nb, tt.want) })
	}
}

func TestSavedNotebookJSON(t *testing.T) {
	// The checks read the same fields nbformat writes.
	var nb savedNotebook
	if err := json.Unmarshal([]byte(`{"cells":[{"cell_type":"code","metadata":{"tags":["parameters","x"]},"outputs":[]}],"metadata":{"kernelspec":{"name":"gonb"}}}`), &nb); err != nil {
		t.Fatal(err)
	}
	if nb.Metadata.Kernelspec.Name != "gonb" || nb.Cells[0].Metadata.Tags[0] != "parameters" {
		t.Fatalf("decoded %+v", nb)
	}
}

// checkNotebookFile writes nb to a temporary .ipynb and runs check on it:
// want "" means it must pass, otherwise its error must contain want.
func checkNotebookFile(t *testing.T, check func(string) error, nb, want string) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "x.ipynb")
	if err := os.WriteFile(p, []byte(nb), 0o644); err != nil {
		t.Fatal(err)
	}
	err := check(p)
	if want == "" {
		if err != nil {
			t.Fatal(err)
		}
		return
	}
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("error = %v, want %q", err, want)
	}
}

func TestCheckStaticCharts(t *testing.T) {
	chart := `{"output_type":"display_data","data":{"text/html":"<div class=\"decomplab-chart\" data-chart=\"x\"></div>"%s},"metadata":{}}`
	nb := func(extra string) string {
		return `{"cells":[{"cell_type":"code","source":"","outputs":[` + fmt.Sprintf(chart, extra) + `]}]}`
	}
	tests := []struct{ name, nb, want string }{
		{"svg", nb(`,"image/svg+xml":"<svg/>"`), ""},
		{"png", nb(`,"image/png":"iVBOR"`), ""},
		{"html only", nb(""), "code cell 1: chart 1 has no static picture"},
		{"no charts", `{"cells":[{"cell_type":"code","source":"","outputs":[{"output_type":"stream","name":"stdout","text":"hi"}]}]}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkNotebookFile(t, checkStaticCharts, tt.nb, tt.want) })
	}
}
