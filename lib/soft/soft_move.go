package soft

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/decomplab/decomplab/lib/bgf"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// Method is how a soft-decomposition player picks the sub-game to play
// in (Chen, "move decision on the forest"): one of the heuristics (Algorithms 1-3) or Metasearch.
type Method int

// The methods: the paper's Heuristic Algorithms 1-3 (bgf.Algorithm1-3,
// same numbers) and its Metasearch.
const (
	Heuristic1 Method = Method(bgf.Algorithm1)
	Heuristic2 Method = Method(bgf.Algorithm2)
	Heuristic3 Method = Method(bgf.Algorithm3)
	Metasearch Method = 4
)

// Methods lists every method, heuristics first.
func Methods() []Method {
	return []Method{Heuristic1, Heuristic2, Heuristic3, Metasearch}
}

func (m Method) String() string {
	switch m {
	case Heuristic1, Heuristic2, Heuristic3:
		return fmt.Sprintf("heuristic%d", int(m))
	case Metasearch:
		return "meta"
	}
	return fmt.Sprintf("Method(%d)", int(m))
}

// ParseMethod reads "1", "2", "3" (or "heuristic1" ...) or "meta".
func ParseMethod(s string) (Method, error) {
	t := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "heuristic")
	switch t {
	case "1", "2", "3":
		return Method(t[0] - '0'), nil
	case "meta", "metasearch":
		return Metasearch, nil
	}
	return 0, fmt.Errorf("unknown method %q (want 1, 2, 3 or meta)", s)
}

// MetaNodes bounds the exact Metasearch of Result.Choose; beyond
// it Choose searches 4 plies with the Estimate at the frontier.
const MetaNodes = 1_000_000

// Choice is the move a soft-decomposition player makes.
type Choice struct {
	Method  Method
	Color   board.Color
	SubGame int         // 1-based index into Result.SubGames; 0 for a pass
	Move    board.Point // board.Pass when there is no sub-game
	// Value is Metasearch's Lo (Black to move) or Ro of the forest, exact
	// or estimated (Status); nil for the heuristics.
	Value *big.Rat
	Stop  search.Stop // Finished: Value exact; DepthLimit: estimated at the frontier
}

// Choose picks c's move (Chen, "move decision"): method m chooses a tree of the
// forest (Left is Black), and the move is that sub-game's first move for
// c (SubGame.BlackMove or WhiteMove). With no sub-game, or when the
// chosen sub-game has no move for c, the move is a pass.
func (r *Result) Choose(ctx context.Context, c board.Color, m Method) (Choice, error) {
	ch := Choice{Method: m, Color: c, Move: board.Pass}
	if c != board.Black && c != board.White {
		return ch, fmt.Errorf("colour %v is not black or white", c)
	}
	left := c == board.Black
	var k int
	switch m {
	case Heuristic1, Heuristic2, Heuristic3:
		var err error
		if k, err = bgf.Heuristic(m).Choose(r.Forest, left); err != nil {
			return ch, err
		}
	case Metasearch:
		budget := search.Budget{MaxNodes: MetaNodes}
		res, err := bgf.Metasearch(ctx, r.Forest, left, bgf.SearchOptions{Budget: budget})
		if err == nil && res.Value == nil && ctx.Err() == nil {
			res, err = bgf.Metasearch(ctx, r.Forest, left, bgf.SearchOptions{Depth: 4, Budget: budget})
		}
		if err != nil {
			return ch, err
		}
		if res.Value == nil {
			return ch, fmt.Errorf("metasearch over %d sub-games stopped after %d nodes: %v", len(r.Forest), res.Nodes, res.Stop)
		}
		k, ch.Value, ch.Stop = res.Move, res.Value, res.Stop
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

// Move decomposes b and chooses c's move with method m: Decompose
// followed by Choose.
func Move(ctx context.Context, b *board.Board, c board.Color, m Method, opt Options) (Choice, *Result, error) {
	r, err := Decompose(ctx, b, opt)
	if err != nil {
		return Choice{Method: m, Color: c, Move: board.Pass}, nil, err
	}
	ch, err := r.Choose(ctx, c, m)
	return ch, r, err
}

// IntoClass (ours) brings a tree into the paper's class (Section 2) the
// way the paper suggests, bottom-up: a subtree with Lv <= Rv, where no
// player wants to move first, becomes a single node. The paper leaves its
// value to "the rules of the game"; we take (Lv + Rv) / 2, which is the
// common value when Lv = Rv (as for {LL|LR} when the second move gains
// nothing).
func IntoClass(t *bgf.Tree) *bgf.Tree {
	if t.IsLeaf() {
		return t
	}
	t = bgf.Node(IntoClass(t.Left()), IntoClass(t.Right()))
	if lv, rv := t.Lv(), t.Rv(); lv.Cmp(rv) <= 0 {
		mid := new(big.Rat).Add(lv, rv)
		return bgf.Leaf(mid.Quo(mid, big.NewRat(2, 1)))
	}
	return t
}
