package endgame

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

// TestAreaFrameCounts checks the bit-operation counts of an area's frame
// (areaFrame) against the same counts on the board's regions
// (scorer.regionCount, enclosedPoint) in the positions of random walks of
// legal moves, captures included, in random areas between random walls,
// under both rules; the counts after a quiet move (areaFrame.quiet,
// areaFrame.sealed) against the board's after playing it; and that
// sealingAnswers holds every move after which every component is sealed.
func TestAreaFrameCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 5))
	framed, sealing, quiets := 0, 0, 0
	for tries := 0; framed < 3000 && tries < 20000; tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		for step := 0; step < 16; step++ {
			for _, rules := range []Rules{Japanese, Chinese} {
				sc := scorer{b: b, area: area, safe: safe, rules: rules}
				if _, _, ok := sc.frameState(); !ok {
					t.Fatalf("no frame for the area %v of\n%s", area.Points(), b)
				}
				framed++
				if got, want := sc.count(), sc.regionCount(); got != want {
					t.Fatalf("%v rules, area %v of\n%s\nframe counts %+v, regions %+v", rules, area.Points(), b, got, want)
				}
			}
			sc := scorer{b: b, area: area, safe: safe, rules: Japanese}
			f, st, framed := sc.frameState()
			lp := newLocalPruner(b, &sc, true, f, st, framed)
			sb, sw := sc.safeNow(board.Black), sc.safeNow(board.White)
			var answers [3]board.Region
			for _, c := range []board.Color{board.Black, board.White} {
				for w := f.sealingAnswers(b, st, c); w != 0; w &= w - 1 {
					answers[c].Add(f.pts[bits.TrailingZeros64(w)])
				}
			}
			for p := range area.Intersect(b.Empties()).All() {
				if got, want := lp.enclosed(b, p), enclosedPoint(b, p, sb, sw); got != want {
					t.Fatalf("%v on\n%s: frame says kind %d, regions %d", p.GTP(b.Height()), b, got, want)
				}
				for _, c := range []board.Color{board.Black, board.White} {
					_, quiet := b.QuietHash(p, c)
					if b.Play(p, c) != nil {
						continue
					}
					if quiet {
						quiets++
						if got, want := f.count(f.quiet(st, c, p), Japanese), sc.regionCount(); got != want {
							t.Fatalf("%v %v played on the frame counts %+v, on the board %+v:\n%s", c, p.GTP(b.Height()), got, want, b)
						}
					}
					// the board's regions, not the frame, say whether
					// the move seals every component
					want := sc.regionCount()
					if quiet {
						if got, gotFull := f.sealed(f.quiet(st, c, p)); gotFull != want.full || want.full && got != want.upper {
							t.Fatalf("%v %v played: sealed says %d, %v; the regions %d, %v\n%s", c, p.GTP(b.Height()), got, gotFull, want.upper, want.full, b)
						}
					}
					if want.full {
						sealing++
						if !answers[c].Has(p) {
							t.Errorf("%v %v seals every component of\n%s\nbut is not among the answers %v", c, p.GTP(b.Height()), b, answers[c].Points())
						}
					}
					if err := b.Undo(); err != nil {
						t.Fatal(err)
					}
				}
			}
			empties := area.Intersect(b.Empties()).Points()
			if len(empties) == 0 {
				break
			}
			p := empties[r.IntN(len(empties))]
			if b.Play(p, board.Color(1+r.IntN(2))) != nil {
				continue
			}
		}
	}
	if framed < 3000 || sealing < 100 || quiets < 1000 {
		t.Fatalf("%d positions counted, %d sealing moves, %d quiet moves", framed, sealing, quiets)
	}
	t.Logf("%d positions counted, %d sealing moves, %d quiet moves", framed, sealing, quiets)
}

// TestNewAreaFrameApplies checks where newAreaFrame gives a frame: an
// area of at most 64 points whose every neighbour is a safe stone of one
// colour and which holds no safe stone. Each row without a frame differs
// from a row with one in one thing. The board is w x h points, the area
// its first rows, the wall the row below them.
func TestNewAreaFrameApplies(t *testing.T) {
	for _, tc := range []struct {
		name     string
		w, h     int
		rows     int // the area's rows
		wall     string
		safeWall bool                 // the wall stones are safe
		inside   map[board.Point]bool // area stones (Black), safe where true
		want     bool
	}{
		{name: "63 points", w: 9, h: 9, rows: 7, wall: "XXXXXXXXX", safeWall: true, want: true},
		{name: "72 points", w: 9, h: 9, rows: 8, wall: "XXXXXXXXX", safeWall: true},
		{name: "walled row", w: 5, h: 5, rows: 1, wall: "XXOOX", safeWall: true, want: true},
		{name: "an empty neighbour", w: 5, h: 5, rows: 1, wall: "XX.OX", safeWall: true},
		{name: "neighbours not safe", w: 5, h: 5, rows: 1, wall: "XXOOX"},
		{name: "a stone inside, not safe", w: 5, h: 5, rows: 1, wall: "XXOOX", safeWall: true, inside: map[board.Point]bool{board.Pt(0, 0): false}, want: true},
		{name: "a safe stone inside", w: 5, h: 5, rows: 1, wall: "XXOOX", safeWall: true, inside: map[board.Point]bool{board.Pt(0, 0): true}},
		{name: "no area", w: 5, h: 5, wall: "XXOOX", safeWall: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustNew(tc.w, tc.h)
			var area board.Region
			var safe [3]board.Region
			for y := range tc.rows {
				for x := range tc.w {
					area.Add(board.Pt(x, y))
				}
			}
			for x, s := range tc.wall {
				c := map[rune]board.Color{'X': board.Black, 'O': board.White}[s]
				if c == board.Empty {
					continue
				}
				p := board.Pt(x, tc.rows)
				if err := b.Setup(p, c); err != nil {
					t.Fatal(err)
				}
				if tc.safeWall {
					safe[c].Add(p)
				}
			}
			for p, isSafe := range tc.inside {
				if err := b.Setup(p, board.Black); err != nil {
					t.Fatal(err)
				}
				if isSafe {
					safe[board.Black].Add(p)
				}
			}
			if got := newAreaFrame(b, area, safe) != nil; got != tc.want {
				t.Errorf("a frame: %v, want %v, for the area %v with safe stones %v, %v of\n%s", got, tc.want, area.Points(), safe[board.Black].Points(), safe[board.White].Points(), b)
			}
		})
	}
}
