package bgf

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// SoftMethod is how a soft-decomposition player picks the sub-game to play
// in (Chen, "move decision on the forest"): one of the heuristics (Algorithms 1-3) or Metasearch.
type SoftMethod int

// The methods; the heuristics share the numbers of Heuristic.
const (
	SoftHeuristic1 SoftMethod = SoftMethod(BiggestSwing)
	SoftHeuristic2 SoftMethod = SoftMethod(BiggestIncentive)
	SoftHeuristic3 SoftMethod = SoftMethod(EstimateLookahead)
	SoftMetasearch SoftMethod = 4
)

// SoftMethods lists every method, heuristics first.
func SoftMethods() []SoftMethod {
	return []SoftMethod{SoftHeuristic1, SoftHeuristic2, SoftHeuristic3, SoftMetasearch}
}

func (m SoftMethod) String() string {
	switch m {
	case SoftHeuristic1, SoftHeuristic2, SoftHeuristic3:
		return fmt.Sprintf("heuristic%d", int(m))
	case SoftMetasearch:
		return "meta"
	}
	return fmt.Sprintf("SoftMethod(%d)", int(m))
}

// ParseSoftMethod reads "1", "2", "3" (or "heuristic1" ...) or "meta".
func ParseSoftMethod(s string) (SoftMethod, error) {
	t := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "heuristic")
	switch t {
	case "1", "2", "3":
		return SoftMethod(t[0] - '0'), nil
	case "meta", "metasearch":
		return SoftMetasearch, nil
	}
	return 0, fmt.Errorf("unknown method %q (want 1, 2, 3 or meta)", s)
}

// SoftMetaNodes bounds the exact Metasearch of SoftResult.Choose; beyond
// it Choose searches 4 plies with the Estimate at the frontier.
const SoftMetaNodes = 1_000_000

// SoftChoice is the move a soft-decomposition player makes.
type SoftChoice struct {
	Method  SoftMethod
	Color   board.Color
	SubGame int         // 1-based index into SoftResult.SubGames; 0 for a pass
	Move    board.Point // board.Pass when there is no sub-game
	// Value is Metasearch's Lo (Black to move) or Ro of the forest, exact
	// or estimated (Status); nil for the heuristics.
	Value  *big.Rat
	Status Status
}

// Choose picks c's move (Chen, "move decision"): method m chooses a tree of the
// forest (Left is Black), and the move is that sub-game's first move for
// c (SubGame.BlackMove or WhiteMove). With no sub-game, or when the
// chosen sub-game has no move for c, the move is a pass.
func (r *SoftResult) Choose(ctx context.Context, c board.Color, m SoftMethod) (SoftChoice, error) {
	ch := SoftChoice{Method: m, Color: c, Move: board.Pass}
	if c != board.Black && c != board.White {
		return ch, fmt.Errorf("colour %v is not black or white", c)
	}
	left := c == board.Black
	var k int
	switch m {
	case SoftHeuristic1, SoftHeuristic2, SoftHeuristic3:
		var err error
		if k, err = Heuristic(m).Choose(r.Forest, left); err != nil {
			return ch, err
		}
	case SoftMetasearch:
		res, err := Metasearch(ctx, r.Forest, left, SearchOptions{MaxNodes: SoftMetaNodes})
		if err == nil && res.Status == Unknown && ctx.Err() == nil {
			res, err = Metasearch(ctx, r.Forest, left, SearchOptions{Depth: 4, MaxNodes: SoftMetaNodes})
		}
		if err != nil {
			return ch, err
		}
		if res.Status == Unknown {
			return ch, fmt.Errorf("metasearch over %d sub-games stopped after %d nodes: %v", len(r.Forest), res.Nodes, ctx.Err())
		}
		k, ch.Value, ch.Status = res.Move, res.Value, res.Status
	default:
		return ch, fmt.Errorf("unknown method %d (want 1, 2, 3 or 4 for metasearch)", int(m))
	}
	if k == 0 {
		return ch, nil
	}
	ch.SubGame = k
	if left {
		ch.Move = r.SubGames[k-1].BlackMove
	} else {
		ch.Move = r.SubGames[k-1].WhiteMove
	}
	return ch, nil
}

// SoftMove decomposes b and chooses c's move with method m: SoftDecompose
// followed by Choose.
func SoftMove(ctx context.Context, b *board.Board, c board.Color, m SoftMethod, opt SoftOptions) (SoftChoice, *SoftResult, error) {
	r, err := SoftDecompose(ctx, b, opt)
	if err != nil {
		return SoftChoice{Method: m, Color: c, Move: board.Pass}, nil, err
	}
	ch, err := r.Choose(ctx, c, m)
	return ch, r, err
}
