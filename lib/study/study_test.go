package study

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/search"
)

type row struct {
	Name   string `csv:"problem"`
	Method string `csv:"method"`
	search.Stats
	Ratio float64 `csv:"ratio"`
	skip  int     // unexported: not a column
}

// collatz is a toy "search" whose node count depends only on its input.
func collatz(ctx context.Context, n int) row {
	var st search.Stats
	lim := search.NewLimiter(ctx, search.Budget{MaxNodes: 1000}, &st)
	for x := n; x != 1 && lim.Expand(); {
		if x%2 == 0 {
			x /= 2
		} else {
			x = 3*x + 1
		}
	}
	st = lim.Finish()
	return row{Name: fmt.Sprint("n", n), Method: "collatz", Stats: st, Ratio: float64(st.Nodes) / float64(n), skip: n}
}

func TestRunDeterministicOrder(t *testing.T) {
	var ps []int
	for i := 1; i <= 200; i++ {
		ps = append(ps, i)
	}
	one, err := Run(context.Background(), ps, Options{Workers: 1}, collatz)
	if err != nil {
		t.Fatal(err)
	}
	many, err := Run(context.Background(), ps, Options{Workers: 7}, collatz)
	if err != nil {
		t.Fatal(err)
	}
	for i := range ps {
		if one[i].Name != many[i].Name || one[i].Nodes != many[i].Nodes {
			t.Fatalf("row %d differs: %+v vs %+v", i, one[i], many[i])
		}
	}
	if one[26].Nodes != 111 { // 27 takes 111 steps to reach 1
		t.Fatalf("collatz(27) = %d steps", one[26].Nodes)
	}
}

func TestRunCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var started atomic.Int32
	ps := make([]int, 100)
	_, err := Run(ctx, ps, Options{Workers: 2}, func(ctx context.Context, _ int) int {
		if started.Add(1) == 3 {
			cancel()
		}
		time.Sleep(time.Millisecond)
		return 0
	})
	if err == nil || started.Load() >= 100 {
		t.Fatalf("err %v after %d problems", err, started.Load())
	}
}

func TestWriteCSVAndTable(t *testing.T) {
	rows := []row{collatz(context.Background(), 6), collatz(context.Background(), 7)}
	var buf bytes.Buffer
	if err := WriteCSV(&buf, rows); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "problem,method,nodes,") || !strings.HasPrefix(lines[1], "n6,collatz,8,") {
		t.Fatalf("csv:\n%s", buf.String())
	}
	if strings.Contains(lines[0], "skip") {
		t.Fatalf("header has an unexported field: %s", lines[0])
	}
	buf.Reset()
	if err := WriteJSON(&buf, rows); err != nil || strings.Count(buf.String(), "\n") != 2 {
		t.Fatalf("json: %v\n%s", err, buf.String())
	}
	if _, err := TableOf(42); err == nil {
		t.Fatal("TableOf accepted an int")
	}
}

func TestProgress(t *testing.T) {
	var buf bytes.Buffer
	p := NewProgress(&buf, "solving", 4)
	for i := 0; i < 4; i++ {
		p.Advance(1)
	}
	p.End()
	if !strings.Contains(buf.String(), "solving [") || !strings.Contains(buf.String(), "4/4") || p.Fraction() != 1 {
		t.Fatalf("progress output %q", buf.String())
	}
}

func ExampleRun() {
	squares, _ := Run(context.Background(), []int{1, 2, 3, 4}, Options{Workers: 2},
		func(_ context.Context, n int) int { return n * n })
	fmt.Println(squares)
	// Output: [1 4 9 16]
}

func ExampleTable_Text() {
	type result struct {
		Problem string `csv:"problem"`
		Nodes   int    `csv:"nodes"`
	}
	t, _ := TableOf([]result{{"A", 12}, {"A+B", 345}})
	t.Text(os.Stdout)
	// Output:
	// problem  nodes
	// A        12
	// A+B      345
}

func TestTableLaTeX(t *testing.T) {
	tab, err := TableOf([][]string{{"method", "nodes", "ratio_%"}, {"DDS & RDS", "1,105", "47"}, {"{1|0}", "80", ""}})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := tab.WriteLaTeX(&b); err != nil {
		t.Fatal(err)
	}
	want := `\begin{tabular}{lrr}
\toprule
method & nodes & ratio\_\% \\
\midrule
DDS \& RDS & 1,105 & 47 \\
\{1\textbar{}0\} & 80 &  \\
\bottomrule
\end{tabular}
`
	if b.String() != want {
		t.Errorf("LaTeX:\n%s\nwant:\n%s", b.String(), want)
	}
	if _, err := TableOf([][]string{{"a", "b"}, {"1"}}); err == nil {
		t.Error("ragged [][]string accepted")
	}
}
