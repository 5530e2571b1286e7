package oneeye

import (
	"errors"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
)

func TestParseDiagramValidation(t *testing.T) {
	tests := []struct {
		name, diagram, wantErr string
	}{
		{"no crucial stones", `
. . . .
O O O .
o - O .`, "no crucial stones"},
		{"both colours", `
. . . .
O X O .
W - B .`, "both colours"},
		{"no empty point", `
. . . .
O O O .
W o O .`, "no empty point"},
		{"block leaves region without outside liberty", `
X O . .
X O O .
B - O .`, "no liberty outside"},
		{"bad character", `
. . ? .
W - O .`, "not one of"},
		{"valid", `
. . . .
O O O .
W - O .`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseDiagram(tc.diagram)
			if tc.wantErr == "" {
				if err != nil {
					t.Fatalf("ParseDiagram: %v", err)
				}
				if p.Defender != board.White || p.Attacker() != board.Black {
					t.Errorf("defender %v, attacker %v; want white, black", p.Defender, p.Attacker())
				}
				if back, err := ParseDiagram(p.Diagram()); err != nil || back.Diagram() != p.Diagram() {
					t.Errorf("diagram does not round-trip: %v\n%s", err, p.Diagram())
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("error %v, want one containing %q", err, tc.wantErr)
			}
		})
	}
}

func TestNewProblemErrors(t *testing.T) {
	b := board.MustParse(`
. . . .
O O O .
O . O .`)
	region := board.RegionOf(board.Pt(0, 2), board.Pt(1, 2))
	tests := []struct {
		name            string
		region, crucial board.Region
		want            string
	}{
		{"empty region", board.Region{}, board.RegionOf(board.Pt(0, 2)), "region (MA) is empty"},
		{"no crucial", region, board.Region{}, "no crucial stones"},
		{"crucial outside", region, board.RegionOf(board.Pt(2, 2)), "outside the region"},
		{"crucial on empty point", region, board.RegionOf(board.Pt(1, 2)), "has no stone"},
		{"region off board", region.Union(board.RegionOf(board.Pt(7, 7))), board.RegionOf(board.Pt(0, 2)), "off the"},
	}
	for _, tc := range tests {
		_, err := NewProblem(b, tc.region, tc.crucial)
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want ErrInvalid containing %q", tc.name, err, tc.want)
		}
	}
	if _, err := NewProblem(nil, region, region); !errors.Is(err, ErrInvalid) {
		t.Errorf("nil board: error %v, want ErrInvalid", err)
	}
}

func TestOutcomeStrings(t *testing.T) {
	for _, o := range []Outcome{Unknown, DefenderWins, AttackerWins} {
		back, err := ParseOutcome(o.String())
		if err != nil || back != o {
			t.Errorf("ParseOutcome(%q) = %v, %v; want %v", o.String(), back, err, o)
		}
	}
	if _, err := ParseOutcome("white"); err == nil {
		t.Error("ParseOutcome(white) succeeded")
	}
}
