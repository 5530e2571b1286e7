package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestNewKernelSpec(t *testing.T) {
	e := newEnv("/src/decomplab")
	k := newKernelSpec(e, "/usr/local/go/bin", "/usr/bin:/usr/local/go/bin:/bin:/usr/bin")
	if k.Argv[0] != "/src/decomplab/.cache/bin/gonb" || !slices.Contains(k.Argv, "--go_work=/src/decomplab") || !slices.Contains(k.Argv, "{connection_file}") {
		t.Errorf("argv = %q", k.Argv)
	}
	if got, want := k.Env["PATH"], "/src/decomplab/.cache/bin:/usr/local/go/bin:/usr/bin:/bin"; got != want {
		t.Errorf("PATH = %q, want %q", got, want)
	}
	if k.Env["GOPROXY"] != "off" || k.Env["DECOMPLAB_ECHARTS"] != "/src/decomplab/.cache/echarts/echarts.min.js" {
		t.Errorf("env = %v", k.Env)
	}
}

func TestCellFailure(t *testing.T) {
	log := `[NbConvertApp] Executing notebook with kernel: gonb-headless
I1125 22:28:10.449579   15539 jpyexec.go:183] Executing: /tmp/gonb_fe/gonb_fe []
Traceback (most recent call last):
  File "/usr/lib/python3/dist-packages/nbclient/client.py", line 915, in _check_raise_for_error
nbclient.exceptions.CellExecutionError: An error occurred while executing the following cell:
------------------
%%
panic("boom")
------------------

panic: boom
exit status 2
I1125 22:28:10.463140   15539 dispatcher.go:237] Shutting down
`
	got := cellFailure(log)
	for _, want := range []string{"following cell", `panic("boom")`, "exit status 2"} {
		if !strings.Contains(got, want) {
			t.Errorf("failure lacks %q:\n%s", want, got)
		}
	}
	for _, not := range []string{"Traceback", "jpyexec", "Shutting down"} {
		if strings.Contains(got, not) {
			t.Errorf("failure keeps %q:\n%s", not, got)
		}
	}
}

func TestCheckOutputs(t *testing.T) {
	tests := []struct {
		name string
		nb   string
		want string // "" for no error
	}{
		{"clean", `{"cells":[{"cell_type":"markdown","source":"# x"},{"cell_type":"code","source":["var n = 3"],"outputs":[{"output_type":"stream","name":"stdout","text":["ok\n"]}]}]}`, ""},
		{"stderr", `{"cells":[{"cell_type":"code","source":"%%\nlog.Print(1)","outputs":[{"output_type":"stream","name":"stderr","text":"warning: x\n"}]}]}`, "warning: x"},
		{"error", `{"cells":[{"cell_type":"code","source":"a","outputs":[]},{"cell_type":"code","source":["%%\n","bad()"],"outputs":[{"output_type":"error","ename":"ERROR","evalue":"exit status 2"}]}]}`, "code cell 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkNotebookFile(t, checkOutputs, tt.nb, tt.want) })
	}
}

func TestOffline(t *testing.T) {
	tests := []struct {
		page    string
		wantErr bool
	}{
		{`<script src="file:///usr/share/javascript/requirejs/require.min.js"></script>` + "\n<p>ok</p>", false},
		{`<a href="https://example.org">a link is fine</a>`, false},
		{`<script src="https://cdn.example.org/echarts.min.js"></script>`, true},
		{`<link rel="stylesheet" href="//cdn.example.org/x.css">`, true},
		{`<img alt="x" src='http://example.org/x.png'>`, true},
	}
	for _, tt := range tests {
		page := makeOffline([]byte(tt.page))
		if bytes.Contains(page, []byte("require.min.js")) {
			t.Errorf("RequireJS kept in %q", page)
		}
		if err := checkOffline(page); (err != nil) != tt.wantErr {
			t.Errorf("checkOffline(%q) = %v, want error %v", tt.page, err, tt.wantErr)
		}
	}
}

func TestChartsDrawn(t *testing.T) {
	ok := `<div class="decomplab-chart" data-chart="a" data-painted="5120">`
	tests := []struct {
		name  string
		dom   string
		want  int
		drawn int
		err   string
	}{
		{"all drawn", ok + ok, 2, 2, ""},
		{"none", "<p>no charts</p>", 0, 0, ""},
		{"blank", ok + `<div class="decomplab-chart" data-chart="b" data-painted="0">`, 2, 1, "chart #2 (b) is blank"},
		{"unfinished", `<div class="decomplab-chart" data-chart="c">`, 1, 0, "did not finish"},
		{"library missing", `<div class="decomplab-chart" data-chart="d" data-error="ECharts is not loaded">`, 1, 0, "ECharts is not loaded"},
		{"lost", ok, 2, 0, "page has 2 charts, the rendered page 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := chartsDrawn(tt.dom, tt.want)
			if n != tt.drawn {
				t.Errorf("drawn = %d, want %d", n, tt.drawn)
			}
			if tt.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("error = %v, want %q", err, tt.err)
			}
		})
	}
}

func TestExtractFile(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for name, body := range map[string]string{"package/README.md": "r", "package/dist/echarts.min.js": "js!"} {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(body))}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write([]byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	tw.Close()
	zw.Close()
	p := filepath.Join(t.TempDir(), "echarts.tgz")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := extractFile(p, "package/dist/echarts.min.js")
	if err != nil || string(b) != "js!" {
		t.Fatalf("extractFile = %q, %v", b, err)
	}
	if _, err := extractFile(p, "package/dist/missing.js"); err == nil || !strings.Contains(err.Error(), "missing.js") {
		t.Fatalf("missing file: error = %v", err)
	}
}

func TestNotebookArgs(t *testing.T) {
	root := t.TempDir()
	e := newEnv(root)
	if _, err := notebookArgs(e, nil); err == nil {
		t.Errorf("no notebooks folder: no error")
	}
	if err := os.MkdirAll(e.Notebooks, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"01-b.ipynb", "00-a.ipynb", "README.md"} {
		if err := os.WriteFile(filepath.Join(e.Notebooks, n), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	all, err := notebookArgs(e, nil)
	if err != nil || len(all) != 2 || filepath.Base(all[0]) != "00-a.ipynb" {
		t.Fatalf("all = %q, %v", all, err)
	}
	one, err := notebookArgs(e, []string{"01-b"})
	if err != nil || len(one) != 1 || filepath.Base(one[0]) != "01-b.ipynb" {
		t.Fatalf("one = %q, %v", one, err)
	}
	if _, err := notebookArgs(e, []string{"README.md"}); err == nil {
		t.Errorf("a non-notebook was accepted")
	}
}
