package endgame

import (
	"context"
	"github.com/decomplab/decomplab/internal/cputime"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// cpuTime returns the CPU time (user + system) the process has used: on a
// shared machine it measures the work better than the wall clock.
func cpuTime() time.Duration { return cputime.Process() }

// reportCPU reports the CPU milliseconds per operation since start.
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

func benchProblem(b *testing.B, name string) *Problem {
	p, err := ReadProblem(dataDir + "/" + name + ".sgf")
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkSolvePaperScale solves the paper-scale problem exactly: safety,
// LCGS in every area, evaluation, sum play and the full optimal sequence.
func BenchmarkSolvePaperScale(b *testing.B) {
	p := benchProblem(b, "paper-scale")
	var nodes, positions int64
	start := cpuTime()
	for b.Loop() {
		r, err := Solve(context.Background(), p.Board, Options{Labels: p.Labels})
		if err != nil || !r.Known {
			b.Fatal(err)
		}
		nodes, positions = r.Stats.Nodes, r.Stats.Positions
	}
	reportCPU(b, start)
	b.ReportMetric(float64(nodes), "lcgs-nodes")
	b.ReportMetric(float64(positions), "lcgs-positions")
}

// BenchmarkAlphaBetaMedium solves medium-01 (6 areas, 17 points) with all enhancements.
func BenchmarkAlphaBetaMedium(b *testing.B) {
	p := benchProblem(b, "medium-01")
	d, err := Decompose(p.Board, BensonSafety(p.Board), p.Labels)
	if err != nil {
		b.Fatal(err)
	}
	var nodes int64
	start := cpuTime()
	for b.Loop() {
		r, err := AlphaBeta(context.Background(), p.Board, d, d.Areas, board.Black, ABOptions{Enhancements: AllEnhancements(), Budget: search.Budget{MaxNodes: 1e7}})
		if err != nil {
			b.Fatal(err)
		}
		nodes = r.Stats.Nodes
	}
	reportCPU(b, start)
	b.ReportMetric(float64(nodes), "nodes")
}

// BenchmarkSolveMedium solves medium-01 by decomposition search.
func BenchmarkSolveMedium(b *testing.B) {
	p := benchProblem(b, "medium-01")
	var nodes int64
	start := cpuTime()
	for b.Loop() {
		r, err := Solve(context.Background(), p.Board, Options{Labels: p.Labels})
		if err != nil {
			b.Fatal(err)
		}
		nodes = r.Stats.Nodes
	}
	reportCPU(b, start)
	b.ReportMetric(float64(nodes), "lcgs-nodes")
}
