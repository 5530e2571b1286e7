package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
	"github.com/decomplab/decomplab/lib/soft"
)

// bgfMoveReport is the output of `decomp bgf move`: the soft decomposition
// of a position and the move chosen on its forest.
type bgfMoveReport struct {
	File     string          `json:"file"`
	Move     int             `json:"move"` // moves of the main line played
	ToMove   string          `json:"to_move"`
	Method   soft.Method     `json:"method"` // heuristic1, heuristic2, heuristic3 or meta
	Base     int             `json:"base"`   // influence estimate of the position, Black's view
	SubGames []bgfSubGameOut `json:"subgames"`
	Forest   string          `json:"forest"`
	SubGame  int             `json:"subgame"` // 1-based sub-game chosen, 0 for a pass
	Vertex   string          `json:"vertex"`  // the chosen move (GTP), "pass" if none
	Value    string          `json:"value,omitempty"`
	Status   string          `json:"status,omitempty"` // of the Metasearch value
	Complete bool            `json:"complete"`         // false if the node budget stopped a local search
	Nodes    int64           `json:"nodes"`
}

// bgfSubGameOut is one sub-game: its core stones, candidate moves, the four
// local results and their tree.
type bgfSubGameOut struct {
	Core       []string `json:"core"` // core stones; empty for an area sub-game
	Area       []string `json:"area,omitempty"`
	Blocks     int      `json:"blocks"`
	Urgent     bool     `json:"urgent"`
	Depth      int      `json:"depth"`
	Candidates []string `json:"candidates"`
	LL         int      `json:"LL"`
	LR         int      `json:"LR"`
	RL         int      `json:"RL"`
	RR         int      `json:"RR"`
	Tree       string   `json:"tree"`
	BlackMove  string   `json:"black_move"`
	WhiteMove  string   `json:"white_move"`
	Nodes      int64    `json:"nodes"`
}

func runBGFMove(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("bgf move", stderr)
	jsonOut := fs.Bool("json", false, "print JSON")
	method := fs.String("heuristic", "meta", "how to choose the sub-game: `1|2|3|meta` (Algorithms 1-3 or Metasearch)")
	move := moveFlag(fs, "use")
	color := fs.String("color", "", "the colour to move (default: the side to move in the position)")
	areas := fs.Bool("areas", false, "also make calm sub-games of the unsettled empty regions no core reaches (endgames)")
	territory := fs.String("territory", "distance", "how the evaluation gives empty points to a colour: `distance|bouzy` (Bouzy's 5/21)")
	maxNodes := fs.Int64("max-nodes", soft.DefaultOptions().Budget.MaxNodes, "node budget of all local searches")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: decomp bgf move [--json] [--heuristic 1|2|3|meta] [--move N] [--areas] [--territory distance|bouzy] FILE.sgf\n\n"+
			"Soft decomposition search (Chen): finds the core groups of unsafe stones,\n"+
			"searches each locally (LL, LR, RL, RR) into a tree {LL|LR}||{RL|RR}, and\n"+
			"chooses a move on the forest of all sub-games. Prints the sub-games, the\n"+
			"forest and the chosen move (GTP vertex).\n\nflags:")
		fs.PrintDefaults()
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := oneSGFArgument(pos, *move, "decomp bgf move [--json] [--heuristic 1|2|3|meta] FILE.sgf"); err != nil {
		return err
	}
	if *maxNodes <= 0 {
		return usageError("--max-nodes %d: must be positive", *maxNodes)
	}
	m, err := soft.ParseMethod(*method)
	if err != nil {
		return usageError("--heuristic %q: want 1, 2, 3 or meta", *method)
	}
	terr, err := soft.ParseTerritory(*territory)
	if err != nil {
		return usageError("--territory: %v", err)
	}
	_, b, n, err := readPosition(pos[0], *move)
	if err != nil {
		return err
	}
	c := b.ToMove()
	if *color != "" {
		if c, err = board.ParseColor(*color); err != nil {
			return usageError("--color: %v", err)
		}
	}
	opt := soft.DefaultOptions()
	opt.Budget = search.Budget{MaxNodes: *maxNodes}
	opt.Areas = *areas
	opt.Territory = terr
	ctx := context.Background()
	ch, res, err := soft.Move(ctx, b, c, m, opt)
	if err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	rep := describeSoftMove(pos[0], n, b, c, ch, res)
	if *jsonOut {
		return writeJSON(stdout, rep)
	}
	writeSoftMoveText(stdout, rep, b)
	return nil
}

func describeSoftMove(file string, n int, b *board.Board, c board.Color, ch soft.Choice, res *soft.Result) bgfMoveReport {
	h := b.Height()
	rep := bgfMoveReport{
		File: file, Move: n, ToMove: c.String(), Method: ch.Method, Base: res.Base,
		SubGames: []bgfSubGameOut{}, Forest: res.Forest.String(), SubGame: ch.SubGame,
		Vertex: ch.Move.GTP(h), Complete: res.Complete, Nodes: res.Stats.Nodes,
	}
	if ch.Value != nil {
		rep.Value = ratText(ch.Value)
		rep.Status = "exact"
		if ch.Stop != search.Finished {
			rep.Status = "estimated (" + ch.Stop.String() + ")"
		}
	}
	for _, sg := range res.SubGames {
		out := bgfSubGameOut{
			Blocks: len(sg.Core.Blocks), Urgent: sg.Core.Urgent, Depth: sg.Depth,
			LL: sg.LL, LR: sg.LR, RL: sg.RL, RR: sg.RR, Tree: sg.Tree.String(),
			BlackMove: sg.BlackMove.GTP(h), WhiteMove: sg.WhiteMove.GTP(h), Nodes: sg.Nodes,
			Core: []string{}, Candidates: []string{},
		}
		for p := range sg.Core.Stones.All() {
			out.Core = append(out.Core, p.GTP(h))
		}
		for p := range sg.Area.All() {
			out.Area = append(out.Area, p.GTP(h))
		}
		for _, p := range sg.Candidates {
			out.Candidates = append(out.Candidates, p.GTP(h))
		}
		rep.SubGames = append(rep.SubGames, out)
	}
	return rep
}

func writeSoftMoveText(w io.Writer, r bgfMoveReport, b *board.Board) {
	fmt.Fprintf(w, "file        %s (move %d)\n", r.File, r.Move)
	fmt.Fprint(w, b.String())
	fmt.Fprintf(w, "base        %d (influence estimate, Black's view)\n", r.Base)
	for i, sg := range r.SubGames {
		kind := "calm"
		if sg.Urgent {
			kind = "urgent"
		}
		size := fmt.Sprintf("%d blocks", sg.Blocks)
		if len(sg.Area) > 0 {
			kind, size = "calm area", fmt.Sprintf("%d points", len(sg.Area))
		}
		fmt.Fprintf(w, "T%-3d        %s, %s, depth %d, %d nodes\n", i+1, kind, size, sg.Depth, sg.Nodes)
		if len(sg.Core) > 0 {
			fmt.Fprintf(w, "  core      %s\n", strings.Join(sg.Core, " "))
		}
		fmt.Fprintf(w, "  moves     %s\n", strings.Join(sg.Candidates, " "))
		fmt.Fprintf(w, "  LL LR RL RR  %d %d %d %d\n", sg.LL, sg.LR, sg.RL, sg.RR)
		fmt.Fprintf(w, "  tree      %s   (black %s, white %s)\n", sg.Tree, sg.BlackMove, sg.WhiteMove)
	}
	if len(r.SubGames) == 0 {
		fmt.Fprintln(w, "sub-games   none (no unsafe blocks)")
	}
	fmt.Fprintf(w, "forest      %s\n", r.Forest)
	fmt.Fprintf(w, "%-11s %s plays %s", r.Method.Title(), r.ToMove, r.Vertex)
	if r.SubGame > 0 {
		fmt.Fprintf(w, " in T%d", r.SubGame)
	}
	if r.Value != "" {
		fmt.Fprintf(w, " (forest value %s, %s)", r.Value, r.Status)
	}
	fmt.Fprintln(w)
	if !r.Complete {
		fmt.Fprintf(w, "note        the node budget stopped the local searches after %d nodes: values are partial\n", r.Nodes)
	}
}
