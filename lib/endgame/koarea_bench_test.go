package endgame

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// benchSolveKo solves b exactly as `decomp endgame` does where only ko
// bounds block: Solve, then SolveKo with each player first, and reports
// the CPU time of each step and the ko search's nodes.
func benchSolveKo(b *testing.B, bd *board.Board, err error, koNodes int64) {
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	var solveCPU, koCPU time.Duration
	var lcgsNodes, koSearchNodes int64
	scores := [3]int{}
	start := cpuTime()
	for b.Loop() {
		t0 := cpuTime()
		r, err := Solve(ctx, bd, Options{Budget: search.Budget{MaxNodes: koNodes}})
		if err != nil {
			b.Fatal(err)
		}
		t1 := cpuTime()
		solveCPU += t1 - t0
		lcgsNodes = 0
		for _, a := range r.Areas {
			lcgsNodes += a.Stats.Nodes
		}
		koSearchNodes = 0
		for _, first := range []board.Color{board.Black, board.White} {
			k, err := SolveKo(ctx, bd, r, first, KoOptions{Budget: search.Budget{MaxNodes: koNodes}})
			if k != nil {
				koSearchNodes += k.Stats.Nodes
			}
			if err != nil {
				b.Fatalf("%v first: %v (%d nodes, %v CPU)", first, err, koSearchNodes, cpuTime()-t1)
			}
			scores[first] = k.Score
		}
		koCPU += cpuTime() - t1
	}
	reportCPU(b, start)
	n := float64(b.N)
	b.ReportMetric(float64(solveCPU)/float64(time.Millisecond)/n, "solve-cpu-ms/op")
	b.ReportMetric(float64(koCPU)/float64(time.Millisecond)/n, "ko-cpu-ms/op")
	b.ReportMetric(float64(lcgsNodes), "lcgs-nodes")
	b.ReportMetric(float64(koSearchNodes), "ko-nodes")
	b.ReportMetric(float64(scores[board.Black]), "score-black-first")
	b.ReportMetric(float64(scores[board.White]), "score-white-first")
}

// BenchmarkSolveKoEmpty2x5 solves the empty 2x5 area between walls
// (emptyRectBoard(5), a real edge ko) exactly: Solve and SolveKo with
// each player first.
func BenchmarkSolveKoEmpty2x5(b *testing.B) {
	bd, err := emptyRectBoard(5)
	benchSolveKo(b, bd, err, 3_000_000)
}

// BenchmarkSolveKoEmpty2x6 and BenchmarkSolveKoEmpty3x4: the empty 2x6
// and 3x4 areas between walls (12 points), with 20,000,000 nodes for
// each local search and each ko search.
func BenchmarkSolveKoEmpty2x6(b *testing.B) {
	bd, err := emptyRectBoard(6)
	benchSolveKo(b, bd, err, 20_000_000)
}

func BenchmarkSolveKoEmpty3x4(b *testing.B) {
	bd, err := emptyRowsBoard(3, 4)
	benchSolveKo(b, bd, err, 20_000_000)
}

// emptyRowsBoard returns a board whose only area is an empty rows x n
// rectangle (n >= 4) between a Black wall above and a White wall below,
// its ends at the board's edges; both walls are alive with two eyes, in
// columns B and D (emptyRowsBoard(2, 5) is emptyRectBoard(5)).
func emptyRowsBoard(rows, n int) (*board.Board, error) {
	eyes := func(c string) string {
		b := []byte(strings.Repeat(c, n))
		b[1], b[3] = '.', '.'
		return string(b)
	}
	all := []string{eyes("X"), strings.Repeat("X", n)}
	for range rows {
		all = append(all, strings.Repeat(".", n))
	}
	all = append(all, strings.Repeat("O", n), eyes("O"))
	return board.Parse(strings.Join(all, "\n"))
}

// BenchmarkEvaluateEmpty2x5 evaluates the two ko bounds of the empty
// 2x5 area's local game (133,108 nodes) into canonical games with a new
// store each time: the evaluation step of Solve there.
func BenchmarkEvaluateEmpty2x5(b *testing.B) {
	bd, err := emptyRectBoard(5)
	if err != nil {
		b.Fatal(err)
	}
	a, safe := onlyArea(b, bd)
	g, err := LCGS(context.Background(), bd, a, safe, Japanese, search.Budget{MaxNodes: 3_000_000})
	if err != nil {
		b.Fatal(err)
	}
	var games int
	start := cpuTime()
	for b.Loop() {
		s := cgt.NewStore()
		if _, err := newEvaluator(s, g).evaluate(); err != nil {
			b.Fatal(err)
		}
		games = s.Len()
	}
	reportCPU(b, start)
	b.ReportMetric(float64(games), "games")
}
