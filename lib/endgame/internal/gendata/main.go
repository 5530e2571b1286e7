// Command gendata regenerates data/endgames: every problem is composed by
// lib/endgame/compose from a seed, solved by decomposition search, and,
// where marked, checked by full-board alpha-beta. lib/endgame's doc.go
// runs it through go generate (make data).
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"path/filepath"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/endgame"
	"github.com/decomplab/decomplab/lib/endgame/compose"
	"github.com/decomplab/decomplab/lib/search"
)

// problemSpec is one problem of data/endgames: a generator call.
type problemSpec struct {
	name  string
	seed  uint64
	opts  compose.GenerateOptions
	ab    bool // small enough for alpha-beta to verify
	rules endgame.Rules
}

func (s problemSpec) build() (*board.Board, map[board.Point]string, error) {
	l, err := compose.Generate(s.seed, s.opts)
	if err != nil {
		return nil, nil, err
	}
	return compose.Compose(l)
}

// stats describes the solved problem of a generator call.
type stats struct {
	areas, points, hot, lone int
	sequence                 int // moves of the optimal sequence with White first
	result                   *endgame.Result
}

func solve(s problemSpec) (*board.Board, map[board.Point]string, stats, error) {
	b, labels, err := s.build()
	if err != nil {
		return nil, nil, stats{}, err
	}
	r, err := endgame.Solve(context.Background(), b, endgame.Options{Rules: s.rules, Labels: labels, Budget: search.Budget{MaxNodes: 1e6}})
	if err != nil {
		return nil, nil, stats{}, err
	}
	if !r.Known {
		return nil, nil, stats{}, fmt.Errorf("%s: not every area value is known", s.name)
	}
	st := stats{areas: len(r.Areas), sequence: len(r.SequenceWhiteFirst), result: r}
	for i := range r.Areas {
		a := &r.Areas[i]
		st.points += a.Size()
		if !r.Store.IsNumber(a.Value.Game) {
			st.hot++
		}
		if a.Size() == 1 {
			st.lone++
		}
	}
	return b, labels, st, nil
}

// unsettled returns the number of areas and of points in them on the
// board of a generator call.
func unsettled(seed uint64, o compose.GenerateOptions) (areas, points int) {
	l, err := compose.Generate(seed, o)
	if err != nil {
		return 0, 0
	}
	b, labels, err := compose.Compose(l)
	if err != nil {
		return 0, 0
	}
	d, err := endgame.Decompose(b, endgame.BensonSafety(b), labels)
	if err != nil {
		return 0, 0
	}
	for _, a := range d.Areas {
		points += a.Size()
	}
	return len(d.Areas), points
}

// specs lists the problems. Small problems take the first seeds from 1
// whose 9x9 board has 5 to 12 unsettled points; paper-scale the first
// seed whose 19x19 board has at least 85 unsettled points in at least 29
// areas (the paper: 89 points, 29 areas); paper-hot, of the seeds 1..60
// drawing hot shapes densely on 19x19, the one with the longest optimal
// sequence (White first) among those with at least 80 points in at least
// 22 areas; ijcai-first the first seed drawing six hot shapes on 13x13
// with 18 to 24 points (the IJCAI-99 first example: six areas, White
// first).
func specs() ([]problemSpec, error) {
	var out []problemSpec
	for seed := uint64(1); len(out) < 10; seed++ {
		o := compose.GenerateOptions{Width: 9, Height: 9, Areas: 2 + int(seed%3)}
		if _, n := unsettled(seed, o); n >= 5 && n <= 12 {
			out = append(out, problemSpec{fmt.Sprintf("small-%02d", len(out)+1), seed, o, true, endgame.Japanese})
		}
	}
	out = append(out,
		problemSpec{"medium-01", 1, compose.GenerateOptions{Width: 13, Height: 13, Areas: 6}, true, endgame.Japanese},
		problemSpec{"medium-02", 2, compose.GenerateOptions{Width: 13, Height: 13}, false, endgame.Japanese},
		problemSpec{"chinese-01", out[0].seed, out[0].opts, true, endgame.Chinese},
		problemSpec{"chinese-02", 1, compose.GenerateOptions{Width: 13, Height: 13, Areas: 6}, true, endgame.Chinese},
	)
	big := compose.GenerateOptions{Width: 19, Height: 19, MinEmpties: 1}
	for seed := uint64(1); ; seed++ {
		if a, n := unsettled(seed, big); a >= 29 && n >= 85 {
			out = append(out, problemSpec{"paper-scale", seed, big, false, endgame.Japanese})
			break
		}
	}
	hot := compose.GenerateOptions{Width: 19, Height: 19, Shapes: compose.HotCatalogue(), Dense: true}
	best, bestLen := uint64(0), -1
	for seed := uint64(1); seed <= 60; seed++ {
		_, _, st, err := solve(problemSpec{seed: seed, opts: hot})
		if err == nil && st.points >= 80 && st.areas >= 22 && st.lone == 0 && st.sequence > bestLen {
			best, bestLen = seed, st.sequence
		}
	}
	if bestLen < 0 {
		return nil, fmt.Errorf("no seed gives a hot paper-size problem")
	}
	out = append(out, problemSpec{"paper-hot", best, hot, false, endgame.Japanese})
	first := compose.GenerateOptions{Width: 13, Height: 13, Areas: 6, Shapes: compose.HotCatalogue()}
	for seed := uint64(1); ; seed++ {
		if seed > 200 {
			return nil, fmt.Errorf("no seed gives the IJCAI-99 first example's analogue")
		}
		if _, _, st, err := solve(problemSpec{seed: seed, opts: first}); err == nil && st.hot == 6 && st.points >= 18 && st.points <= 24 {
			out = append(out, problemSpec{"ijcai-first", seed, first, true, endgame.Japanese})
			break
		}
	}
	return out, nil
}

func main() {
	out := flag.String("out", "../../data/endgames", "the folder to write the problems to")
	flag.Parse()
	all, err := specs()
	if err != nil {
		log.Fatal(err)
	}
	for _, s := range all {
		b, labels, st, err := solve(s)
		if err != nil {
			log.Fatalf("%s: %v", s.name, err)
		}
		r := st.result
		p := &endgame.Problem{Name: s.name, Board: b, Labels: labels, Rules: s.rules, ScoreBlackFirst: r.ScoreBlackFirst, ScoreWhiteFirst: r.ScoreWhiteFirst, Verified: "ds"}
		if s.ab {
			for _, first := range []board.Color{board.Black, board.White} {
				ab, err := endgame.AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, first,
					endgame.ABOptions{Rules: s.rules, Budget: search.Budget{MaxNodes: 5e7}, Enhancements: endgame.AllEnhancements()})
				if err != nil {
					log.Fatalf("%s: alpha-beta: %v", s.name, err)
				}
				if ab.Score != r.Score(first) {
					log.Fatalf("%s: alpha-beta %d, decomposition search %d (%v first)", s.name, ab.Score, r.Score(first), first)
				}
			}
			p.Verified = "ds+ab"
		}
		p.Comment = fmt.Sprintf("Composed by decomplab's endgame generator (lib/endgame/compose, seed %d): %d areas, %d unsettled points, %d hot areas, optimal sequence with White first %d moves. MB/MW: minimax score (Black minus White, %s rules, no komi) with Black/White first; VF: methods that agree on them.",
			s.seed, st.areas, st.points, st.hot, st.sequence, s.rules)
		if err := p.WriteFile(filepath.Join(*out, s.name+".sgf")); err != nil {
			log.Fatal(err)
		}
		log.Printf("%s: %d areas, %d points, %d hot, sequence %d, scores %d/%d, %s", s.name, st.areas, st.points, st.hot, st.sequence, r.ScoreBlackFirst, r.ScoreWhiteFirst, p.Verified)
	}
}
