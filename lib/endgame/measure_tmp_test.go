package endgame

import (
	"context"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

func TestMeasureTmp(t *testing.T) {
	type c struct {
		name string
		f    func(int) (*board.Board, error)
		n    int
	}
	for _, cs := range []c{{"corridor", corridorBoard, 12}, {"corridor", corridorBoard, 14}, {"edge", edgeCorridorBoard, 16}, {"2x", emptyRectBoard, 5}, {"2x", emptyRectBoard, 6}} {
		bd, _ := cs.f(cs.n)
		a, safe := onlyArea(t, bd)
		t0 := time.Now()
		g, err := LCGS(context.Background(), bd, a, safe, Japanese, search.Budget{MaxNodes: 3_000_000, MaxTime: 60 * time.Second})
		st := g.Stats
		t.Logf("%s %d: err %v %v nodes %d positions %d expanded %d second %d sealed %d entrance %d reversible %d eq %d dom %d ko %v", cs.name, cs.n, err, time.Since(t0), st.Nodes, st.Positions, st.PositionsExpanded, st.NodesSecondBound, st.SealedTerminals, st.PrunedEntrance, st.PrunedReversible, st.PrunedEquivalent, st.PrunedDominated, g.Ko)
	}
}
