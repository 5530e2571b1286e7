package endgame

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

var writeData = flag.Bool("write-data", false, "regenerate data/endgames from the seeded generator")

const dataDir = "../../data/endgames"

// problemSpec is one problem of data/endgames: a generator call.
type problemSpec struct {
	name  string
	seed  uint64
	opts  GenerateOptions
	ab    bool // small enough for alpha-beta to verify
	rules Rules
}

// unsettledPoints returns the number of areas and of points in them on
// the board of a generator call.
func unsettledPoints(seed uint64, o GenerateOptions) (areas, points int) {
	l, err := Generate(seed, o)
	if err != nil {
		return 0, 0
	}
	b, labels, err := Compose(l)
	if err != nil {
		return 0, 0
	}
	d, err := Decompose(b, BensonSafety(b), labels)
	if err != nil {
		return 0, 0
	}
	for _, a := range d.Areas {
		points += a.Size()
	}
	return len(d.Areas), points
}

// dataSpecs lists the problems of data/endgames. Small problems take the
// first seeds from 1 whose 9x9 board has 5 to 12 unsettled points; the
// paper-scale problem the first seed whose 19x19 board has at least 85
// unsettled points in at least 29 areas (the paper: 89 points, 29 areas).
func dataSpecs() []problemSpec {
	var specs []problemSpec
	for seed := uint64(1); len(specs) < 10; seed++ {
		o := GenerateOptions{Width: 9, Height: 9, Areas: 2 + int(seed%3)}
		if _, n := unsettledPoints(seed, o); n >= 5 && n <= 12 {
			specs = append(specs, problemSpec{fmt.Sprintf("small-%02d", len(specs)+1), seed, o, true, Japanese})
		}
	}
	specs = append(specs,
		problemSpec{"medium-01", 1, GenerateOptions{Width: 13, Height: 13, Areas: 6}, true, Japanese},
		problemSpec{"medium-02", 2, GenerateOptions{Width: 13, Height: 13}, false, Japanese},
		problemSpec{"chinese-01", specs[0].seed, specs[0].opts, true, Chinese},
		problemSpec{"chinese-02", 1, GenerateOptions{Width: 13, Height: 13, Areas: 6}, true, Chinese},
	)
	big := GenerateOptions{Width: 19, Height: 19, MinEmpties: 1}
	for seed := uint64(1); ; seed++ {
		if a, n := unsettledPoints(seed, big); a >= 29 && n >= 85 {
			specs = append(specs, problemSpec{"paper-scale", seed, big, false, Japanese})
			break
		}
	}
	return specs
}

func (s problemSpec) build() (*board.Board, map[board.Point]string, error) {
	l, err := Generate(s.seed, s.opts)
	if err != nil {
		return nil, nil, err
	}
	return Compose(l)
}

// TestWriteData regenerates data/endgames with -write-data: each problem's
// scores come from decomposition search and, for the problems marked so,
// are checked by full-board alpha-beta.
func TestWriteData(t *testing.T) {
	if !*writeData {
		t.Skip("run with -write-data to regenerate data/endgames")
	}
	for _, s := range dataSpecs() {
		b, labels, err := s.build()
		if err != nil {
			t.Fatal(err)
		}
		r, err := Solve(context.Background(), b, Options{Rules: s.rules, Labels: labels, Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil || !r.Known {
			t.Fatalf("%s: %v", s.name, err)
		}
		p := &Problem{Name: s.name, Board: b, Labels: labels, Rules: s.rules, ScoreBlackFirst: r.ScoreBlackFirst, ScoreWhiteFirst: r.ScoreWhiteFirst, Verified: "ds"}
		pts := 0
		for _, a := range r.Areas {
			pts += a.Size()
		}
		if s.ab {
			for _, first := range []board.Color{board.Black, board.White} {
				ab, err := AlphaBeta(context.Background(), b, r.Decomposition, r.Decomposition.Areas, first, ABOptions{Rules: s.rules, Budget: search.Budget{MaxNodes: 5e7}, Enhancements: AllEnhancements()})
				if err != nil {
					t.Fatalf("%s: alpha-beta: %v", s.name, err)
				}
				want := map[board.Color]int{board.Black: r.ScoreBlackFirst, board.White: r.ScoreWhiteFirst}[first]
				if ab.Score != want {
					t.Fatalf("%s: alpha-beta %d, decomposition search %d (%v first)", s.name, ab.Score, want, first)
				}
			}
			p.Verified = "ds+ab"
		}
		p.Comment = fmt.Sprintf("Composed by decomplab's endgame generator (lib/endgame Generate, seed %d): %d areas, %d unsettled points. MB/MW: minimax score (Black minus White, %s rules, no komi) with Black/White first; VF: methods that agree on them.", s.seed, len(r.Areas), pts, s.rules)
		if err := p.WriteFile(filepath.Join(dataDir, s.name+".sgf")); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d areas, %d points, scores %d/%d, %s", s.name, len(r.Areas), pts, r.ScoreBlackFirst, r.ScoreWhiteFirst, p.Verified)
	}
}

// TestData solves every problem of data/endgames and compares with the
// recorded scores; the problems verified by alpha-beta are solved by
// alpha-beta again when they are small.
func TestData(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(dataDir, "*.sgf"))
	if err != nil || len(files) < 10 {
		t.Fatalf("want at least 10 problems in %s, found %d (%v)", dataDir, len(files), err)
	}
	for _, f := range files {
		p, err := ReadProblem(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Solve(context.Background(), p.Board, Options{Rules: p.Rules, Labels: p.Labels, Budget: search.Budget{MaxNodes: 1e6}})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if r.ScoreBlackFirst != p.ScoreBlackFirst || r.ScoreWhiteFirst != p.ScoreWhiteFirst {
			t.Errorf("%s: solved %d/%d, recorded %d/%d", f, r.ScoreBlackFirst, r.ScoreWhiteFirst, p.ScoreBlackFirst, p.ScoreWhiteFirst)
		}
		if r.SequenceScore != r.ScoreBlackFirst {
			t.Errorf("%s: sequence reaches %d, minimax %d", f, r.SequenceScore, r.ScoreBlackFirst)
		}
		pts := 0
		for _, a := range r.Areas {
			pts += a.Size()
		}
		if p.Verified == "ds+ab" && pts <= 12 {
			checkAgainstAlphaBeta(t, f, p.Board, p.Labels, p.Rules, AllEnhancements())
		}
	}
}
