package soft

import (
	"fmt"

	"github.com/decomplab/decomplab/lib/board"
)

// Territory is the rule by which Influence gives empty points to a colour.
type Territory int

const (
	// TerritoryDistance gives a point to the colour that reaches it first
	// through empty points, within the radius (the default).
	TerritoryDistance Territory = iota
	// TerritoryBouzy is Bouzy's 5/21 algorithm (BouzyMap): a point is a
	// colour's when its value after 5 dilations and 21 erosions has that
	// colour's sign.
	TerritoryBouzy
)

func (t Territory) String() string {
	switch t {
	case TerritoryDistance:
		return "distance"
	case TerritoryBouzy:
		return "bouzy"
	}
	return fmt.Sprintf("Territory(%d)", int(t))
}

// ParseTerritory reads "distance" or "bouzy".
func ParseTerritory(s string) (Territory, error) {
	for _, t := range []Territory{TerritoryDistance, TerritoryBouzy} {
		if s == t.String() {
			return t, nil
		}
	}
	return 0, fmt.Errorf("unknown territory rule %q (want distance or bouzy)", s)
}

// Bouzy's 5/21 algorithm: the numbers of dilations and erosions. With n
// dilations, 1 + n(n-1) erosions are what it takes for a lone stone to
// claim no territory.
const (
	BouzyDilations = 5
	BouzyErosions  = 21
)

// bouzyStone is the starting value of a stone (negative for White).
const bouzyStone = 128

// BouzyMap runs Bouzy's dilation/erosion on the stones black and white
// of a board whose points are on (B. Bouzy, thesis, Université Paris 6,
// 1995, p. 86, as the GNU Go documentation describes it, "Bouzy's 5/21
// algorithm"). Stones start at +128 (Black) and -128 (White), other points
// at 0; neighbours are the on-board ones. Both operations read the map of
// the previous step:
//
//   - dilation: a point >= 0 with no neighbour < 0 gains the number of its
//     neighbours > 0; a point <= 0 with no neighbour > 0 loses the number
//     of its neighbours < 0;
//   - erosion: a point > 0 loses the number of its neighbours <= 0, a point
//     < 0 gains the number of its neighbours >= 0, stopping at 0.
func BouzyMap(on, black, white board.Region, dilations, erosions int) *[board.NumPoints]int32 {
	var cur, next [board.NumPoints]int32
	for p := range black.All() {
		cur[p] = bouzyStone
	}
	for p := range white.All() {
		cur[p] = -bouzyStone
	}
	pts := on.Points()
	for range dilations {
		for _, p := range pts {
			pos, neg := int32(0), int32(0)
			for _, q := range p.Neighbours() {
				if !on.Has(q) {
					continue
				}
				switch v := cur[q]; {
				case v > 0:
					pos++
				case v < 0:
					neg++
				}
			}
			v := cur[p]
			switch {
			case v >= 0 && neg == 0:
				v += pos
			case v <= 0 && pos == 0:
				v -= neg
			}
			next[p] = v
		}
		cur, next = next, cur
	}
	for range erosions {
		for _, p := range pts {
			v := cur[p]
			if v == 0 {
				next[p] = 0
				continue
			}
			n := int32(0)
			for _, q := range p.Neighbours() {
				if on.Has(q) && (v > 0 && cur[q] <= 0 || v < 0 && cur[q] >= 0) {
					n++
				}
			}
			if v > 0 {
				v = max(v-n, 0)
			} else {
				v = min(v+n, 0)
			}
			next[p] = v
		}
		cur, next = next, cur
	}
	return &cur
}

// bouzyTerritory returns the non-stone points of on that Bouzy's 5/21
// algorithm gives to Black and to White.
func bouzyTerritory(on, black, white board.Region) (ownB, ownW board.Region) {
	m := BouzyMap(on, black, white, BouzyDilations, BouzyErosions)
	for p := range on.Minus(black).Minus(white).All() {
		switch v := m[p]; {
		case v > 0:
			ownB.Add(p)
		case v < 0:
			ownW.Add(p)
		}
	}
	return ownB, ownW
}
