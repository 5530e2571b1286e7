package safety

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// fuegoCase is one `go_safe benson|static [color]` test of Fuego's suites
// with our count.
type fuegoCase struct {
	suite, id, file, solver, color string
	expected                       int
	ours                           int
	failing                        bool
}

// runFuegoSuites computes our counts for every go_safe test of Fuego's
// static safety suites (positions loaded by GNU Go).
func runFuegoSuites(t *testing.T) []fuegoCase {
	dir := filepath.Join(sharedDir, "peer", "fuego", "regression")
	e := startGNUGo(t)
	var out []fuegoCase
	countRe := regexp.MustCompile(`^(\d+)`)
	for _, suite := range []string{"static_safety_basics.tst", "static_safety_from_semeai.tst", "static_safety_seki.tst", "static_safety_fullboard_benson.tst"} {
		cases := readTst(t, filepath.Join(dir, suite))
		loaded := ""
		var res [2]*Result
		var b *board.Board
		for _, c := range cases {
			fs := strings.Fields(c.cmd)
			if len(fs) < 2 || fs[0] != "go_safe" || (fs[1] != "benson" && fs[1] != "static") {
				continue
			}
			m := countRe.FindStringSubmatch(c.expected)
			if m == nil {
				continue
			}
			if c.file != loaded {
				var err error
				b, err = e.position(filepath.Join(dir, c.file), c.move)
				loaded = c.file
				if err != nil {
					// Some suites refer to files the shared copy lacks
					// (sgf/gnugo-games/): recorded, not compared.
					out = append(out, fuegoCase{suite: suite, id: c.id, file: c.file, solver: fs[1], expected: -1})
					b = nil
					continue
				}
				res[0], _ = Solve(context.Background(), b, Options{Solver: Benson})
				res[1], _ = Solve(context.Background(), b, Options{Solver: Static})
			}
			if b == nil {
				out = append(out, fuegoCase{suite: suite, id: c.id, file: c.file, solver: fs[1], expected: -1})
				continue
			}
			r := res[0]
			if fs[1] == "static" {
				r = res[1]
			}
			color := "both"
			n := r.Safe[board.Black].Union(r.Safe[board.White]).Count()
			if len(fs) > 2 {
				color = fs[2]
				col, err := board.ParseColor(fs[2])
				if err != nil {
					t.Fatal(err)
				}
				n = r.Safe[col].Count()
			}
			fc := fuegoCase{suite: suite, id: c.id, file: c.file, solver: fs[1], color: color, ours: n, failing: c.failing}
			fmt.Sscan(m[1], &fc.expected)
			out = append(out, fc)
		}
	}
	return out
}

// fuegoBensonExplained lists the `go_safe benson` tests where our BENSON
// count differs from Fuego's, with the reason.
var fuegoBensonExplained = map[string]string{
	// benson_safe1: we count 191, Fuego's benson 180 and Fuego's static 191.
	// The same position is benson_safe1.sgf of GNU Go's unconditional.tst,
	// where every one of our answers (alive, dead, territory) agrees with
	// GNU Go. Fuego's benson is an "improved" variant (peer/README.md); the
	// 11 points have not been analysed one by one.
	"static_safety_basics.tst/30": "Fuego's benson variant; GNU Go agrees with us on this position",
}

// fuegoStaticLess lists the `go_safe static` tests where our STATIC proves
// fewer points than Fuego's static solver: {Fuego's count, ours}. Fuego's
// static solver implements more of Müller's rules than STATIC does (1- and
// 2-vital regions with interior points the attacker cannot use, regions
// that are healthy through several chains, nakade and seki-shaped eye
// spaces); those regions are left to SOLVER 1.0's search here. Our count
// must never exceed Fuego's on these, and must match it elsewhere.
var fuegoStaticLess = map[string][2]int{
	"static_safety_basics.tst/70":   {186, 177}, // sgf/safetytest/benson_safe2.sgf both
	"static_safety_basics.tst/190":  {155, 111}, // sgf/safetytest/benson_unsafe.sgf both
	"static_safety_basics.tst/220":  {81, 66},   // sgf/safetytest/static-safety.2.sgf both
	"static_safety_basics.tst/240":  {81, 66},   // sgf/safetytest/static-safety.2.sgf both
	"static_safety_basics.tst/260":  {81, 66},   // sgf/safetytest/static-safety.2.sgf both
	"static_safety_basics.tst/680":  {42, 0},    // sgf/safetytest/static-safety.3.sgf both
	"static_safety_basics.tst/700":  {36, 29},   // sgf/safetytest/static-safety.4.sgf both
	"static_safety_basics.tst/720":  {20, 0},    // sgf/safetytest/static-safety.5.sgf both
	"static_safety_basics.tst/950":  {81, 61},   // sgf/safetytest/nakade-2x3.sgf white
	"static_safety_basics.tst/1030": {46, 41},   // sgf/safetytest/static-safety-bug.2.sgf black
	"static_safety_basics.tst/1051": {31, 17},   // sgf/safetytest/benson-safe-separate-healthy.1.sgf white
	"static_safety_basics.tst/1070": {67, 58},   // sgf/safetytest/benson-safe-separate-healthy.2.sgf black
	"static_safety_basics.tst/1110": {67, 58},   // sgf/safetytest/benson-safe-separate-healthy.2.sgf black
	"static_safety_seki.tst/40":     {48, 43},   // sgf/seki/static-safety-seki-bug.sgf black
	"static_safety_seki.tst/41":     {30, 16},   // sgf/seki/static-safety-seki-bug.sgf white
	"static_safety_seki.tst/51":     {13, 0},    // sgf/seki/safety-solver-seki-problem.sgf white
	"static_safety_seki.tst/61":     {13, 0},    // sgf/seki/safety-solver-seki-problem.sgf white
	"static_safety_seki.tst/70":     {32, 0},    // sgf/seki/safety-solver-seki-problem.sgf black
	"static_safety_seki.tst/71":     {15, 0},    // sgf/seki/safety-solver-seki-problem.sgf white
	"static_safety_seki.tst/80":     {65, 43},   // sgf/lifeanddeath/nakade-5pts-1.sgf black
	"static_safety_seki.tst/90":     {65, 43},   // sgf/lifeanddeath/nakade-5pts-2.sgf black
	"static_safety_seki.tst/110":    {65, 42},   // sgf/lifeanddeath/nakade-6pts-1.sgf black
	"static_safety_seki.tst/120":    {65, 42},   // sgf/lifeanddeath/nakade-6pts-2.sgf black
	"static_safety_seki.tst/130":    {65, 42},   // sgf/lifeanddeath/nakade-6pts-3.sgf black
}

// TestFuegoStaticSafetySuites compares BENSON and STATIC with Fuego's
// expected counts in static_safety_*.tst. Tests whose SGF files are not in
// the shared copy (sgf/gnugo-games/, sgf/eyes/, sgf/semeai-exact/) are
// counted and reported, not compared.
func TestFuegoStaticSafetySuites(t *testing.T) {
	cases := runFuegoSuites(t)
	agree, missing, less := 0, 0, 0
	for _, c := range cases {
		key := c.suite + "/" + c.id
		switch {
		case c.expected < 0:
			missing++
		case c.solver == "benson" && c.ours == c.expected:
			agree++
			if _, ok := fuegoBensonExplained[key]; ok {
				t.Errorf("%s now agrees with Fuego: remove its explanation", key)
			}
		case c.solver == "benson":
			if _, ok := fuegoBensonExplained[key]; !ok {
				t.Errorf("%s %s %s: BENSON %d points, Fuego %d", key, c.file, c.color, c.ours, c.expected)
			}
		case c.ours == c.expected:
			agree++
			if _, ok := fuegoStaticLess[key]; ok {
				t.Errorf("%s now agrees with Fuego: remove it from fuegoStaticLess", key)
			}
		default:
			want, ok := fuegoStaticLess[key]
			if !ok || want != [2]int{c.expected, c.ours} || c.ours > c.expected {
				t.Errorf("%s %s %s: STATIC %d points, Fuego %d (table: %v)", key, c.file, c.color, c.ours, c.expected, want)
			}
			less++
		}
	}
	t.Logf("%d go_safe tests: %d agree, %d STATIC below Fuego's static (table), %d with files absent from the shared copy", len(cases), agree, less, missing)
	if agree < 350 {
		t.Errorf("only %d tests agree", agree)
	}
}
