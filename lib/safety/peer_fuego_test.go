package safety

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
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
	dir := filepath.Join(testenv.Shared(t), "peer", "fuego", "regression")
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

// fuegoStaticDiffers lists the `go_safe static` tests where our STATIC
// count differs from Fuego's static solver (GoSafetySolver): {Fuego's
// count, ours}, each with the reason. Fuego implements rules STATIC does
// not (see the package documentation), and STATIC has miai chains through
// any region and 1-vital regions of chains, which Fuego's solver applies in
// fewer places. Every other test must agree exactly.
var fuegoStaticDiffers = map[string]struct {
	counts [2]int
	why    string
}{
	"static_safety_basics.tst/70":   {[2]int{186, 177}, "benson_safe2.sgf: the 8-point corner A1-B4 has three empty points next to no black stone (A1, A2, A3); A2 has one free liberty next to it, so STATIC's 1-vital rule (two liberties per point, not recursive) fails; Fuego's recursive interior connection (GoRegion::Find2ConnForAllInterior) passes"},
	"static_safety_basics.tst/190":  {[2]int{155, 123}, "benson_unsafe.sgf: not analysed point by point; one part: T19 is miai-connected to the white group through S19 and T18, which lie in two different regions (STATIC's miai chains use two liberties in one region)"},
	"static_safety_basics.tst/220":  {[2]int{81, 66}, "static-safety.2.sgf move 90: not analysed point by point (Fuego proves the whole 9x9 board)"},
	"static_safety_basics.tst/240":  {[2]int{81, 66}, "static-safety.2.sgf move 91: as test 220"},
	"static_safety_basics.tst/260":  {[2]int{81, 66}, "static-safety.2.sgf move 92: as test 220"},
	"static_safety_basics.tst/680":  {[2]int{42, 0}, "static-safety.3.sgf: the black wall's second eye is the large open lower-left area, 2-vital for Fuego by its recursive interior connection and two intersection points; STATIC's 2-vital rule allows at most two points away from the boundary"},
	"static_safety_basics.tst/700":  {[2]int{36, 29}, "static-safety.4.sgf: Fuego counts the empty 7-point corner F9-J9, G8-J8 as too small for White to live; STATIC has no size rule (with ko a 7-point region can hold a White group Black cannot capture, see the package documentation)"},
	"static_safety_basics.tst/720":  {[2]int{20, 42}, "static-safety.5.sgf, ours more: Fuego proves the box D7-H10 (its rectangular-six eye space has no split point, so STATIC's 2-vital rule does not apply); STATIC proves the right-hand group, whose two parts are miai-connected through M5-P5 and whose lower region is 1-vital (O1 is served by N1 and P1), a chain Fuego does not form (it merges chains only through 1-vital corridors)"},
	"static_safety_basics.tst/950":  {[2]int{81, 61}, "nakade-2x3.sgf: Black's group inside White's area has a 2x3 nakade eye space; Fuego's nakade test (GoEyeUtil::TestNakade via ExtendedMightMakeLife) sees it dead; STATIC has no nakade rule"},
	"static_safety_basics.tst/1030": {[2]int{46, 41}, "static-safety-bug.2.sgf: not analysed point by point"},
	"static_safety_basics.tst/1070": {[2]int{67, 58}, "benson-safe-separate-healthy.2.sgf: the 9 points D9-J9, D8, E8, J8 hold white blocks around E9 and J9; E9 looks like a white eye point to STATIC's two-eyes test, but D9-D8-E8 has E9 as its only liberty (Black captures there), which Fuego's eye test counts"},
	"static_safety_basics.tst/1110": {[2]int{67, 58}, "benson-safe-separate-healthy.2.sgf: as test 1070"},
	"static_safety_seki.tst/40":     {[2]int{48, 43}, "static-safety-seki-bug.sgf (a seki test): not analysed point by point; STATIC has no seki rule"},
	"static_safety_seki.tst/41":     {[2]int{30, 16}, "static-safety-seki-bug.sgf: as test 40"},
	"static_safety_seki.tst/51":     {[2]int{13, 0}, "safety-solver-seki-problem.sgf (a seki test): not analysed point by point; STATIC has no seki rule"},
	"static_safety_seki.tst/61":     {[2]int{13, 0}, "safety-solver-seki-problem.sgf: as test 51"},
	"static_safety_seki.tst/70":     {[2]int{32, 0}, "safety-solver-seki-problem.sgf: as test 51"},
	"static_safety_seki.tst/71":     {[2]int{15, 0}, "safety-solver-seki-problem.sgf: as test 51"},
	"static_safety_seki.tst/80":     {[2]int{65, 43}, "nakade-5pts-1.sgf: a 5-point nakade eye space; STATIC has no nakade rule"},
	"static_safety_seki.tst/90":     {[2]int{65, 43}, "nakade-5pts-2.sgf: as test 80"},
	"static_safety_seki.tst/110":    {[2]int{65, 42}, "nakade-6pts-1.sgf: a 6-point nakade eye space; STATIC has no nakade rule"},
	"static_safety_seki.tst/120":    {[2]int{65, 42}, "nakade-6pts-2.sgf: as test 110"},
	"static_safety_seki.tst/130":    {[2]int{65, 42}, "nakade-6pts-3.sgf: as test 110"},
}

// TestFuegoStaticSafetySuites compares BENSON and STATIC with Fuego's
// expected counts in static_safety_*.tst. Tests whose SGF files are not in
// the shared copy (sgf/gnugo-games/, sgf/eyes/, sgf/semeai-exact/) are
// counted and reported, not compared.
func TestFuegoStaticSafetySuites(t *testing.T) {
	cases := runFuegoSuites(t)
	agree, missing, differ := 0, 0, 0
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
			if _, ok := fuegoStaticDiffers[key]; ok {
				t.Errorf("%s now agrees with Fuego: remove it from fuegoStaticDiffers", key)
			}
		default:
			want, ok := fuegoStaticDiffers[key]
			if !ok || want.counts != [2]int{c.expected, c.ours} || want.why == "" {
				t.Errorf("%s %s %s: STATIC %d points, Fuego %d (table: %v)", key, c.file, c.color, c.ours, c.expected, want.counts)
			}
			differ++
		}
	}
	t.Logf("%d go_safe tests: %d agree, %d STATIC differs from Fuego's static (explained in the table), %d with files absent from the shared copy", len(cases), agree, differ, missing)
	if agree < 350 {
		t.Errorf("only %d tests agree", agree)
	}
}
