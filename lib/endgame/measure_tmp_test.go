package endgame

import (
	"context"
	"testing"
	"time"

	"github.com/decomplab/decomplab/lib/search"
)

func TestMeasureTmp(t *testing.T) {
	bd, err := edgeCorridorBoard(16)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", bd)
	bd, _ = emptyRectBoard(5)
	a, safe := onlyArea(t, bd)
	s := &lcgs{b: bd, sc: scorer{b: bd, area: a.Points, safe: safe, rules: Japanese}, g: &LocalGame{}, tt: map[uint64]int32{}}
	s.lim = search.NewLimiter(context.Background(), search.Budget{MaxNodes: 1e7}, &s.g.Stats.Stats)
	t0 := time.Now()
	s.positionGraph()
	comp := components(s.pos)
	size := map[int32]int{}
	for _, c := range comp {
		size[c]++
	}
	big := 0
	for _, n := range size {
		big = max(big, n)
	}
	t.Logf("2x5: positions %d in %v, components %d, largest %d, sealed %d entrance %d", len(s.pos), time.Since(t0), len(size), big, s.g.Stats.SealedTerminals, s.g.Stats.PrunedEntrance)
}
