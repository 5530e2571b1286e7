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
	name   string
	seed   uint64
	opts   compose.GenerateOptions
	layout *compose.Layout // a fixed layout instead of seed and opts
	ab     bool            // small enough for alpha-beta to verify
	rules  endgame.Rules
}

func (s problemSpec) build() (*board.Board, map[board.Point]string, error) {
	if s.layout != nil {
		return compose.Compose(*s.layout)
	}
	l, err := compose.Generate(s.seed, s.opts)
	if err != nil {
		return nil, nil, err
	}
	return compose.Compose(l)
}

// stats describes the solved problem of a generator call.
type stats struct {
	areas, points, hot, lone int
	sequence                 int // moves of the optimal sequence with White first, passes included
	passes                   int // passes in it
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
	for _, m := range r.SequenceWhiteFirst {
		if m.Point == board.Pass {
			st.passes++
		}
	}
	for i := range r.Areas {
		a := &r.Areas[i]
		st.points += a.Size()
		if !r.Store.IsNumber(a.Value.Game) && r.Store.Temperature(a.Value.Game).Sign() > 0 {
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
// areas (the paper: 89 points, 29 areas); paper-hot the fixed layout
// compose.PaperHot (checked by checkPaperHot); ijcai-first the first seed drawing six hot shapes on 13x13
// with 18 to 24 points (the IJCAI-99 first example: six areas, White
// first).
func specs() ([]problemSpec, error) {
	var out []problemSpec
	for seed := uint64(1); len(out) < 10; seed++ {
		o := compose.GenerateOptions{Width: 9, Height: 9, Areas: 2 + int(seed%3)}
		if _, n := unsettled(seed, o); n >= 5 && n <= 12 {
			out = append(out, problemSpec{name: fmt.Sprintf("small-%02d", len(out)+1), seed: seed, opts: o, ab: true, rules: endgame.Japanese})
		}
	}
	out = append(out,
		problemSpec{name: "medium-01", seed: 1, opts: compose.GenerateOptions{Width: 13, Height: 13, Areas: 6}, ab: true, rules: endgame.Japanese},
		problemSpec{name: "medium-02", seed: 2, opts: compose.GenerateOptions{Width: 13, Height: 13}, rules: endgame.Japanese},
		problemSpec{name: "chinese-01", seed: out[0].seed, opts: out[0].opts, ab: true, rules: endgame.Chinese},
		problemSpec{name: "chinese-02", seed: 1, opts: compose.GenerateOptions{Width: 13, Height: 13, Areas: 6}, ab: true, rules: endgame.Chinese},
	)
	big := compose.GenerateOptions{Width: 19, Height: 19, MinEmpties: 1}
	for seed := uint64(1); ; seed++ {
		if a, n := unsettled(seed, big); a >= 29 && n >= 85 {
			out = append(out, problemSpec{name: "paper-scale", seed: seed, opts: big, rules: endgame.Japanese})
			break
		}
	}
	hot := compose.PaperHot()
	out = append(out, problemSpec{name: "paper-hot", layout: &hot, rules: endgame.Japanese})
	first := compose.GenerateOptions{Width: 13, Height: 13, Areas: 6, Shapes: compose.HotCatalogue()}
	for seed := uint64(1); ; seed++ {
		if seed > 200 {
			return nil, fmt.Errorf("no seed gives the IJCAI-99 first example's analogue")
		}
		if _, _, st, err := solve(problemSpec{seed: seed, opts: first}); err == nil && st.hot == 6 && st.points >= 18 && st.points <= 24 {
			out = append(out, problemSpec{name: "ijcai-first", seed: seed, opts: first, ab: true, rules: endgame.Japanese})
			break
		}
	}
	return out, nil
}

// checkPaperHot checks the conditions of issue #14 on the hot paper-size
// problem: at least 80 points in at least 25 areas, at least four in five
// of them hot, an optimal sequence of at least 60 moves with White first
// (the papers' first player), and no area a lone point.
func checkPaperHot(st stats) error {
	if st.points < 80 || st.areas < 25 || 5*st.hot < 4*st.areas || st.sequence-st.passes < 60 || st.lone > 0 {
		return fmt.Errorf("%d points, %d areas, %d hot, sequence %d moves and %d passes, %d one-point areas: want at least 80, 25, 4/5 hot, 60 moves and none", st.points, st.areas, st.hot, st.sequence-st.passes, st.passes, st.lone)
	}
	return nil
}

// checkEachArea compares, for a problem too large for full-board
// alpha-beta, each area alone with alpha-beta with both players first.
func checkEachArea(s problemSpec, b *board.Board, labels map[board.Point]string, r *endgame.Result) error {
	ctx := context.Background()
	for _, a := range r.Decomposition.Areas {
		sub, err := endgame.Solve(ctx, b, endgame.Options{Rules: s.rules, Labels: labels, Areas: []string{a.Label}, Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil {
			return err
		}
		for _, first := range []board.Color{board.Black, board.White} {
			ab, err := endgame.AlphaBeta(ctx, b, r.Decomposition, []endgame.Area{a}, first,
				endgame.ABOptions{Rules: s.rules, Budget: search.Budget{MaxNodes: 1e7}, Enhancements: endgame.AllEnhancements()})
			if err != nil {
				return fmt.Errorf("area %s: alpha-beta: %w", a.Label, err)
			}
			if ab.Score != sub.Score(first) {
				return fmt.Errorf("area %s: alpha-beta %d, decomposition search %d (%v first)", a.Label, ab.Score, sub.Score(first), first)
			}
		}
	}
	return nil
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
		origin := fmt.Sprintf("seed %d", s.seed)
		if s.layout != nil {
			if err := checkPaperHot(st); err != nil {
				log.Fatalf("%s: %v", s.name, err)
			}
			if err := checkEachArea(s, b, labels, r); err != nil {
				log.Fatalf("%s: %v", s.name, err)
			}
			origin = "layout compose.PaperHot"
		}
		p.Comment = fmt.Sprintf("Composed by decomplab's endgame generator (lib/endgame/compose, %s): %d areas, %d unsettled points, %d hot areas, optimal sequence with White first %d moves. MB/MW: minimax score (Black minus White, %s rules, no komi) with Black/White first; VF: methods that agree on them.",
			origin, st.areas, st.points, st.hot, st.sequence, s.rules)
		if err := p.WriteFile(filepath.Join(*out, s.name+".sgf")); err != nil {
			log.Fatal(err)
		}
		log.Printf("%s: %d areas, %d points, %d hot, sequence %d, scores %d/%d, %s", s.name, st.areas, st.points, st.hot, st.sequence, r.ScoreBlackFirst, r.ScoreWhiteFirst, p.Verified)
	}
}
