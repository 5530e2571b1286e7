package soft

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/lib/board"
)

// TopMovesRow is one position and territory rule of TopMoves: the move
// soft decomposition (Metasearch) chooses and where it stands among GNU
// Go's best moves.
type TopMovesRow struct {
	Game      string        `csv:"game"`      // file name without .sgf
	At        int           `csv:"at"`        // moves of the record played before the position
	Color     string        `csv:"color"`     // the side to move
	Territory Territory     `csv:"territory"` // the evaluation's territory rule
	Soft      string        `csv:"soft"`      // soft decomposition's move (GTP vertex, or pass)
	Rank      int           `csv:"rank"`      // 1-based rank of Soft among GNU Go's top moves; 0 if not among them
	Value     float64       `csv:"value"`     // GNU Go's value of Soft (0 if not among its top moves)
	Best      string        `csv:"best"`      // GNU Go's move
	BestValue float64       `csv:"best_value"`
	SubGames  int           `csv:"subgames"`
	Nodes     int64         `csv:"nodes"` // local-search nodes
	Time      time.Duration `csv:"time"`  // soft decomposition's time
}

// TopMoves compares soft decomposition with GNU Go on game records: for
// each file, each position after at[i] moves of its main line (positions
// beyond the record are skipped) and each territory rule, Metasearch's
// move for the side to move (the colour of the record's next move) is
// looked up among the moves GNU Go values (reg_genmove, then top_moves:
// up to ten moves with their values). GNU Go is started with args (e.g.
// "--level", "5"); without it the error wraps gtp.ErrNotFound.
func TopMoves(ctx context.Context, files []string, at []int, rules []Territory, o Options, args ...string) ([]TopMovesRow, error) {
	g, err := gtp.GNUGo(ctx, args...)
	if err != nil {
		return nil, err
	}
	rows, err := topMoves(ctx, g, files, at, rules, o)
	return rows, errors.Join(err, g.Close())
}

func topMoves(ctx context.Context, g *gtp.Client, files []string, at []int, rules []Territory, o Options) ([]TopMovesRow, error) {
	var rows []TopMovesRow
	for _, f := range files {
		rec, err := board.ReadSGFFile(f)
		if err != nil {
			return rows, err
		}
		abs, err := filepath.Abs(f)
		if err != nil {
			return rows, err
		}
		if strings.ContainsAny(abs, " \t\n") {
			return rows, fmt.Errorf("%s: GNU Go's loadsgf cannot take a path with spaces", abs)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".sgf")
		for _, n := range at {
			if n < 0 || n >= len(rec.Moves) {
				continue
			}
			b, err := rec.Position(n)
			if err != nil {
				return rows, err
			}
			c := rec.Moves[n].Color
			top, err := gnugoTopMoves(g, abs, n, c)
			if err != nil {
				return rows, fmt.Errorf("%s after %d moves: %w", f, n, err)
			}
			for _, t := range rules {
				row := TopMovesRow{Game: name, At: n, Color: c.String(), Territory: t}
				if len(top) > 0 {
					row.Best, row.BestValue = top[0].move, top[0].value
				}
				opt := o
				opt.Territory = t
				start := time.Now()
				ch, res, err := Move(ctx, b, c, Metasearch, opt)
				row.Time = time.Since(start)
				if err != nil {
					return rows, fmt.Errorf("%s after %d moves: %w", f, n, err)
				}
				row.Soft = strings.ToUpper(ch.Move.GTP(b.Height()))
				row.SubGames, row.Nodes = len(res.SubGames), res.Stats.Nodes
				for i, m := range top {
					if m.move == row.Soft {
						row.Rank, row.Value = i+1, m.value
						break
					}
				}
				rows = append(rows, row)
			}
		}
	}
	return rows, nil
}

type valuedMove struct {
	move  string
	value float64
}

// gnugoTopMoves loads the position after n moves of the record at path
// and returns GNU Go's valued moves for c, best first.
func gnugoTopMoves(g *gtp.Client, path string, n int, c board.Color) ([]valuedMove, error) {
	if _, err := g.Send(fmt.Sprintf("loadsgf %s %d", path, n+1)); err != nil {
		return nil, err
	}
	if _, err := g.Send("reg_genmove " + c.String()); err != nil {
		return nil, err
	}
	top, err := g.Send("top_moves_" + c.String())
	if err != nil {
		return nil, err
	}
	fields := strings.Fields(top)
	if len(fields)%2 != 0 {
		return nil, fmt.Errorf("top_moves: %q is not pairs of move and value", top)
	}
	var out []valuedMove
	for i := 0; i < len(fields); i += 2 {
		v, err := strconv.ParseFloat(fields[i+1], 64)
		if err != nil {
			return nil, fmt.Errorf("top_moves: value %q: %w", fields[i+1], err)
		}
		out = append(out, valuedMove{strings.ToUpper(fields[i]), v})
	}
	return out, nil
}

// TopMovesSummary totals TopMoves rows per territory rule.
type TopMovesSummary struct {
	Territory Territory     `csv:"territory"`
	Positions int           `csv:"positions"`
	InTop     int           `csv:"in_top"` // soft move among GNU Go's top moves
	Best      int           `csv:"best"`   // soft move is GNU Go's move
	MeanTime  time.Duration `csv:"mean_time"`
}

// SummarizeTopMoves totals rows per territory rule, in order of first
// appearance.
func SummarizeTopMoves(rows []TopMovesRow) []TopMovesSummary {
	out := group(rows, func(r TopMovesRow) Territory { return r.Territory }, func(k Territory) TopMovesSummary { return TopMovesSummary{Territory: k} },
		func(s *TopMovesSummary, r TopMovesRow) {
			s.Positions++
			s.MeanTime += r.Time
			if r.Rank > 0 {
				s.InTop++
			}
			if r.Rank == 1 {
				s.Best++
			}
		})
	for i := range out {
		if out[i].Positions > 0 {
			out[i].MeanTime /= time.Duration(out[i].Positions)
		}
	}
	return out
}
