package oneeye

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// edgeWall is a region cut in two by a black wall that reaches the lower
// edge and has no liberty outside the region: inference (a liberty
// outside the region) leaves it capturable, and the region whole; given
// as safe (#, SGF SQ) it splits the region (§4.2 step 3: "safe attacker
// stones ... are used for splitting"; §5.2 credits such walls "reaching
// the borders of the board" for Fig. 6).
const edgeWall = `
. . . . . . . . .
X W W W W W W W X
X - - - X - - - X`

func TestSafeStonesGiven(t *testing.T) {
	inferred, err := ParseDiagram(edgeWall)
	if err != nil {
		t.Fatal(err)
	}
	given, err := ParseDiagram(strings.ReplaceAll(edgeWall, "- X -", "- # -"))
	if err != nil {
		t.Fatal(err)
	}
	if given.Safe.Count() != 1 {
		t.Fatalf("want the wall stone given as safe, got %d:\n%s", given.Safe.Count(), given.Diagram())
	}
	for _, tc := range []struct {
		p     *Problem
		parts int
	}{{inferred, 1}, {given, 2}} {
		d, err := Decompose(tc.p, DDS)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Parts) != tc.parts {
			t.Errorf("%d safe stones: %d subregions at the root, want %d", tc.p.Safe.Count(), len(d.Parts), tc.parts)
		}
		eachMinimaxAnswer(t, tc.p, func(first board.Color, want Outcome) {
			for _, m := range Methods {
				r, err := Solve(context.Background(), tc.p, first, Options{Method: m, Budget: search.Budget{MaxNodes: 200000}})
				if err != nil {
					t.Fatal(err)
				}
				if r.Outcome != want {
					t.Errorf("%d safe stones, %v first, %v: %v, minimax %v", tc.p.Safe.Count(), first, m, r.Outcome, want)
				}
			}
		})
	}
	// The SGF round trip keeps the safe stones (SQ).
	var buf bytes.Buffer
	if err := given.WriteSGF(&buf, ""); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "SQ[") {
		t.Errorf("no SQ property in\n%s", buf.String())
	}
	back, err := ReadSGF(&buf, "edge")
	if err != nil {
		t.Fatal(err)
	}
	if back.Safe != given.Safe {
		t.Errorf("safe stones after the round trip:\n%s\nwant\n%s", back.Diagram(), given.Diagram())
	}
}

func TestSafeStonesBadInput(t *testing.T) {
	p, err := ParseDiagram(edgeWall)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pt   board.Point
		want string
	}{
		{board.Pt(1, 2), "inside the region"},
		{board.Pt(1, 1), "inside the region"}, // a crucial stone
		{board.Pt(0, 0), "holds no"},          // no stone
	} {
		err := p.SetSafe(board.RegionOf(tc.pt))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("SetSafe(%s): %v, want an error saying %q", tc.pt.GTP(p.Board.Height()), err, tc.want)
		}
	}
}
