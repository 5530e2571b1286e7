package endgame

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// assumeRecord is a 9x9 game made for AssumedSafety: a black wall on
// column 2 with a gap at its top end, a white wall on column 6, a white
// stone dead in Black's corner (1,4), a black stone in seki in the middle
// (4,4) and a black stone (8,8) that White captures in the last moves.
// The moves close the gap (B (2,8)) and capture (8,8). Its status at the
// count is given by hand.
func assumeRecord(t *testing.T) (*board.Record, *CountStatus) {
	t.Helper()
	setup, err := board.New(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	var pts [3][]board.Point
	for y := 0; y < 9; y++ {
		if y < 8 {
			pts[board.Black] = append(pts[board.Black], board.Pt(2, y))
		}
		pts[board.White] = append(pts[board.White], board.Pt(6, y))
	}
	pts[board.White] = append(pts[board.White], board.Pt(1, 4))
	pts[board.Black] = append(pts[board.Black], board.Pt(4, 4), board.Pt(8, 8))
	for c := board.Black; c <= board.White; c++ {
		for _, p := range pts[c] {
			if err := setup.Play(p, c); err != nil {
				t.Fatal(err)
			}
		}
	}
	setup.SetToMove(board.Black)
	rec := &board.Record{Name: "assume", Width: 9, Height: 9, Setup: setup, Moves: []board.Move{
		{Color: board.Black, Point: board.Pt(2, 8)}, {Color: board.White, Point: board.Pt(7, 8)},
		{Color: board.Black, Point: board.Pass}, {Color: board.White, Point: board.Pt(8, 7)}}}
	final, err := rec.Position(-1)
	if err != nil {
		t.Fatal(err)
	}
	st := &CountStatus{Source: "by hand"}
	st.Dead[board.White] = board.RegionOf(board.Pt(1, 4))
	st.Seki[board.Black] = board.RegionOf(board.Pt(4, 4))
	for c := board.Black; c <= board.White; c++ {
		st.Alive[c] = final.Stones(c).Minus(st.Dead[c]).Minus(st.Seki[c])
	}
	if err := st.check(final); err != nil {
		t.Fatal(err)
	}
	return rec, st
}

// columns returns the points of columns x0..x1 of a 9x9 board.
func columns(x0, x1 int) board.Region {
	var r board.Region
	for x := x0; x <= x1; x++ {
		for y := 0; y < 9; y++ {
			r.Add(board.Pt(x, y))
		}
	}
	return r
}

// AssumedSafety by its definition, before and after the gap in Black's
// wall is closed: a block is safe if it survives, is alive at the count
// and has a liberty in its territory (the wall with the gap has none:
// its region leaks); a region is territory if its only stones are
// capturable (the dead white stone, the black stone White captures
// later); the seki stone is not safe.
func TestAssumedSafety(t *testing.T) {
	rec, st := assumeRecord(t)
	blackWall := columns(2, 2)
	tests := []struct {
		n         int
		stones    [3]board.Region
		territory [3]board.Region
	}{
		// the wall with the gap encloses no territory, so it has no
		// liberty there: left to the areas
		{0, [3]board.Region{board.White: columns(6, 6)},
			[3]board.Region{board.White: columns(7, 8)}},
		{1, [3]board.Region{board.Black: blackWall, board.White: columns(6, 6)},
			[3]board.Region{board.Black: columns(0, 1), board.White: columns(7, 8)}},
		{4, [3]board.Region{board.Black: blackWall, board.White: columns(6, 6).Union(board.RegionOf(board.Pt(7, 8), board.Pt(8, 7)))},
			[3]board.Region{board.Black: columns(0, 1), board.White: columns(7, 8).Minus(board.RegionOf(board.Pt(7, 8), board.Pt(8, 7)))}},
	}
	for _, tc := range tests {
		s, err := AssumedSafety(rec, tc.n, st)
		if err != nil {
			t.Fatal(err)
		}
		for c := board.Black; c <= board.White; c++ {
			if s.Stones[c] != tc.stones[c] {
				t.Errorf("n = %d: %v safe stones %v, want %v", tc.n, c, s.Stones[c].Points(), tc.stones[c].Points())
			}
			if s.Territory[c] != tc.territory[c] {
				t.Errorf("n = %d: %v territory %v, want %v", tc.n, c, s.Territory[c].Points(), tc.territory[c].Points())
			}
		}
		if s.Report.Kind() != "assumed: status at the count (by hand)" || s.Report.Proven != s.points().Count() {
			t.Errorf("n = %d: report %+v (kind %q)", tc.n, s.Report, s.Report.Kind())
		}
		b, _ := rec.Position(tc.n)
		d, err := Decompose(b, s, nil)
		if err != nil {
			t.Fatalf("n = %d: %v", tc.n, err)
		}
		// the middle columns, with the seki stone, are left to the areas
		var areas board.Region
		for _, a := range d.Areas {
			areas = areas.Union(a.Points)
		}
		if !columns(3, 5).SubsetOf(areas) {
			t.Errorf("n = %d: areas %v miss part of the middle", tc.n, areas.Points())
		}
	}
	if _, err := AssumedSafety(rec, 9, st); err == nil {
		t.Error("a position after the end: no error")
	}
}

// AssumedContradictions reports a sound safety that proves safe a stone
// the assumption leaves to be captured, or territory the assumption
// gives to the other colour, and nothing for Benson's safety.
func TestAssumedContradictions(t *testing.T) {
	rec, st := assumeRecord(t)
	b, _ := rec.Position(1)
	if c, err := AssumedContradictions(rec, 1, st, BensonSafety(b)); err != nil || c != nil {
		t.Fatalf("Benson's safety: %v, %v", c, err)
	}
	var wrong Safety
	wrong.Stones[board.White] = board.RegionOf(board.Pt(1, 4))    // dead at the count
	wrong.Stones[board.Black] = board.RegionOf(board.Pt(8, 8))    // captured later
	wrong.Territory[board.Black] = board.RegionOf(board.Pt(7, 0)) // White's territory
	c, err := AssumedContradictions(rec, 1, st, wrong)
	if err != nil {
		t.Fatal(err)
	}
	if len(c) != 3 {
		t.Errorf("contradictions %q, want 3 lines", c)
	}
}

// TestGNUGoCountStatusOnAStrongGame runs the study's assumed pipeline on
// a strong game: GNU Go's status at the count, then RealGame. The final
// position's exact score minus komi must be the record's counted result
// (an independent check of the assumption and the scoring); every solved
// position's score is checked against alpha-beta over the same areas,
// none differs and at least one agrees; Benson's
// sound safety contradicts the assumption nowhere. Skipped without GNU Go
// (failed under CI, internal/testenv).
func TestGNUGoCountStatusOnAStrongGame(t *testing.T) {
	testenv.GNUGoPath(t)
	const game = "strong-19-003"
	rec, err := board.ReadSGFFile(filepath.Join(testenv.Shared(t, "games", "strong-19"), game+".sgf"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	st, err := GNUGoCountStatus(ctx, rec)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(st.Source, "GNU Go ") {
		t.Errorf("source %q", st.Source)
	}
	rows, err := RealGame(ctx, game, rec, []int{0, 5, 10}, RealOptions{Options: Options{Budget: search.Budget{MaxNodes: 1e6}},
		Assume: st, Check: search.Budget{MaxNodes: DefaultRealCheckNodes}})
	if err != nil {
		t.Fatal(err)
	}
	agrees := 0
	for _, r := range rows {
		if r.Safety != st.Name() || r.Contradictions != "" {
			t.Errorf("k = %d: safety %q, contradictions %q", r.Before, r.Safety, r.Contradictions)
		}
		if !r.Solved {
			continue
		}
		if r.Before == 0 && r.ResultCheck != CheckAgrees {
			t.Errorf("final score %d - komi %v, recorded %s: %q", r.Score, r.Komi, rec.Result, r.ResultCheck)
		}
		switch r.Check {
		case CheckAgrees:
			agrees++
		case CheckDiffers, CheckFailed, NotChecked:
			t.Errorf("k = %d: check %q", r.Before, r.Check)
		}
	}
	if len(rows) == 0 || !rows[0].Solved {
		t.Fatalf("final position not solved under the assumption: %+v", rows)
	}
	if agrees == 0 {
		t.Error("no solved position checked")
	}
}

// RealCompare puts sound and assumed shares side by side and refuses
// rows of the wrong safety.
func TestRealCompare(t *testing.T) {
	const assumed = "assumed: status at the count (by hand)"
	sound := []RealRow{
		{Game: "g1", Before: 0, Safety: SoundSafety, Block: UnprovenGroup},
		{Game: "g2", Before: 0, Safety: SoundSafety, Solved: true, Check: CheckAgrees},
		{Game: "g1", Before: 10, Safety: SoundSafety, Block: UnprovenGroup},
		{Game: "g2", Before: 10, Safety: SoundSafety, Block: UnprovenGroup},
	}
	under := []RealRow{
		{Game: "g1", Before: 0, Safety: assumed, Solved: true, Check: CheckAgrees},
		{Game: "g2", Before: 0, Safety: assumed, Solved: true, Check: CheckBudget},
		{Game: "g1", Before: 10, Safety: assumed, Block: AreaTooLarge},
		{Game: "g2", Before: 10, Safety: assumed, Solved: true, Check: CheckAgrees},
	}
	got, err := RealCompare(sound, under)
	if err != nil {
		t.Fatal(err)
	}
	want := []RealCompareRow{
		{Before: 0, Positions: 2, SolvedSound: 1, SolvedAssumed: 2, BlocksSound: "unproven-group 1", ChecksSound: "agrees 1", ChecksAssumed: "agrees 1, budget 1"},
		{Before: 10, Positions: 2, SolvedSound: 0, SolvedAssumed: 1, BlocksSound: "unproven-group 2", BlocksAssumed: "area-too-large 1", ChecksAssumed: "agrees 1"},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	for _, tc := range []struct {
		name           string
		sound, assumed []RealRow
	}{
		{"assumed row among the sound ones", under, under},
		{"sound row among the assumed ones", sound, sound},
		{"two assumptions", sound, append([]RealRow{{Before: 0, Safety: "assumed: another"}}, under...)},
		{"different positions", sound, under[:3]},
	} {
		if _, err := RealCompare(tc.sound, tc.assumed); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

// recordedMargin reads counted results only.
func TestRecordedMargin(t *testing.T) {
	for _, tc := range []struct {
		re     string
		margin float64
		ok     bool
	}{
		{"B+5.5", 5.5, true}, {"W+0.5", -0.5, true}, {"W+R", 0, false}, {"B+T", 0, false},
		{"0", 0, false}, {"", 0, false}, {"Void", 0, false}, {"X+3", 0, false},
	} {
		if m, ok := recordedMargin(tc.re); m != tc.margin || ok != tc.ok {
			t.Errorf("%q: %v %v, want %v %v", tc.re, m, ok, tc.margin, tc.ok)
		}
	}
}
