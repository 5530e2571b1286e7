package endgame

import "github.com/decomplab/decomplab/lib/board"

// enclosedKind classifies an empty point of an area for LCGS's exact
// pruning (doc.go, Pruning; Müller 2001, Sections 3.3.2 and 4.2.5): a
// point is enclosed when every neighbour on the board is a stone of a
// block holding a safe stone (sb, sw: scorer.safeNow). No local move can
// capture such a block, so an enclosed point stays enclosed in every
// later position, a stone played there joins a safe block of its colour
// and touches no empty point, and nothing else on the board depends on
// whether it is filled.
type enclosedKind uint8

const (
	notEnclosed enclosedKind = iota
	// enclosedDame: safe blocks of both colours around it (a lone dame).
	enclosedDame
	// enclosedBlack, enclosedWhite: an eye of that colour's safe blocks.
	enclosedBlack
	enclosedWhite
)

func enclosedPoint(b *board.Board, p board.Point, sb, sw board.Region) enclosedKind {
	touchB, touchW := false, false
	for q := range board.RegionOf(p).Neighbours(b.OnBoard()).All() {
		switch {
		case sb.Has(q):
			touchB = true
		case sw.Has(q):
			touchW = true
		default:
			return notEnclosed
		}
	}
	switch {
	case touchB && touchW:
		return enclosedDame
	case touchB:
		return enclosedBlack
	case touchW:
		return enclosedWhite
	}
	return notEnclosed
}

// localPruner decides, in one local position, which legal moves LCGS
// leaves out (doc.go, Pruning):
//
//   - equivalent moves: of the enclosed points of one kind, only the
//     first is played by each colour (any two of them are exchanged by
//     an automorphism of the local game, so their options are equal);
//   - dominated moves: under Japanese rules a player never fills an
//     enclosed point of her own colour (an eye: the option is exactly
//     the position minus 1, and an option below the game it is an option
//     of never changes the game's value, by the gift horse principle).
//
// With suicide allowed on the board the opponent can play into an eye,
// and nothing is pruned.
type localPruner struct {
	on     bool
	rules  Rules
	sb, sw board.Region
	kept   [3][4]bool // by mover and kind: an enclosed point of the kind was played
	// frame, if not nil, numbers the area's points, and kinds holds
	// the enclosed points of each kind in it (areaFrame.enclosed)
	frame *areaFrame
	kinds [4]uint64
}

// newLocalPruner returns the pruner of the current position of sc's
// board; f, st and framed are sc.frameState() there.
func newLocalPruner(b *board.Board, sc *scorer, on bool, f *areaFrame, st frameState, framed bool) localPruner {
	lp := localPruner{on: on && !b.Rules().Suicide, rules: sc.rules}
	if lp.on {
		if framed {
			lp.frame, lp.kinds = f, f.enclosed(st)
		} else {
			lp.sb, lp.sw = sc.safeNow(board.Black), sc.safeNow(board.White)
		}
	}
	return lp
}

// pruneKind says whether the enclosed-point rules leave a move out, and
// by which argument.
type pruneKind uint8

const (
	keep pruneKind = iota
	equivalentMove
	dominatedMove
)

// enclosedMoves are the moves of one position, by colour and kind, that
// the enclosed-point rules leave out where the position is free (no
// position reachable from it can repeat: unroller.node).
type enclosedMoves struct {
	kind [3][3]board.Region
}

// leftOut reports whether the move of Black (black) or White at p is one
// the enclosed-point rules leave out, counting it in st.
func (em *enclosedMoves) leftOut(black bool, p board.Point, st *LCGSStats) bool {
	c := board.White
	if black {
		c = board.Black
	}
	switch {
	case em.kind[c][equivalentMove].Has(p):
		st.PrunedEquivalent++
		return true
	case em.kind[c][dominatedMove].Has(p):
		st.PrunedDominated++
		return true
	}
	return false
}

// enclosed returns the kind of enclosed point p is on b (notEnclosed
// where the pruner is off).
func (lp *localPruner) enclosed(b *board.Board, p board.Point) enclosedKind {
	if !lp.on {
		return notEnclosed
	}
	if f := lp.frame; f != nil {
		i := f.local[p]
		for k := enclosedDame; k <= enclosedWhite; k++ {
			if lp.kinds[k]&(1<<i) != 0 {
				return k
			}
		}
		return notEnclosed
	}
	return enclosedPoint(b, p, lp.sb, lp.sw)
}

// prune reports whether, and why, a legal move of c on an enclosed point
// of kind k (lp.enclosed) is left out; moves not left out of a
// kind are noted as kept.
func (lp *localPruner) prune(c board.Color, k enclosedKind) pruneKind {
	if !lp.on || k == notEnclosed {
		return keep
	}
	own := k == enclosedBlack && c == board.Black || k == enclosedWhite && c == board.White
	if !own && k != enclosedDame {
		return keep // suicide: the board refuses it
	}
	if own && lp.rules == Japanese {
		return dominatedMove
	}
	if lp.kept[c][k] {
		return equivalentMove
	}
	lp.kept[c][k] = true
	return keep
}
