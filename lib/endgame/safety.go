package endgame

import (
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
)

// BensonSafety proves stones and territories safe with Benson's
// unconditional life (lib/safety): the pass-alive blocks of each colour
// and the regions they enclose whose every empty point is their liberty.
func BensonSafety(b *board.Board) Safety {
	var s Safety
	for c := board.Black; c <= board.White; c++ {
		r := safety.BensonAlive(b, c)
		s.Stones[c-1], s.Territory[c-1] = r.Alive, r.Territory
	}
	return s
}
