package figures

import (
	"testing"

	"github.com/decomplab/decomplab/lib/endgame"
)

func TestRealTables(t *testing.T) {
	rows := []endgame.RealRow{
		{Game: "g1", Before: 0, Solved: true, Score: 3, Komi: 6.5, Recorded: "W+3.5", Played: 3, PlayedKnown: true},
		{Game: "g1", Before: 10, Solved: true, Score: 5, Komi: 6.5, Played: 3, PlayedKnown: true, BlackLost: 2},
		{Game: "g2", Before: 0, Block: endgame.UnprovenGroup, LargestArea: 200},
		{Game: "g2", Before: 10, Block: endgame.UnprovenGroup},
		{Game: "g3", Before: 10, Block: endgame.KoBounds},
	}
	share := RealShareTable(rows)
	if len(share) != 2 || share[0].Percent != "50%" || share[1].Solved != 1 || share[1].Positions != 3 ||
		share[1].Blocks != "unproven-group 1, ko-bounds 1" {
		t.Errorf("shares %+v", share)
	}
	pos := RealPositions(rows)
	if pos[0].Result != "-3.5" || pos[0].Played != "-3.5 (recorded W+3.5)" || pos[1].Lost != "2" || pos[2].Blocker != "unproven-group" || pos[2].Result != "" {
		t.Errorf("positions %+v", pos)
	}
	if _, err := RealShareChart(rows); err != nil {
		t.Error(err)
	}
}
