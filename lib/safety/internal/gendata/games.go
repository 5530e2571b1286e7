package main

import (
	"context"
	"fmt"
	"log"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
	"github.com/decomplab/decomplab/lib/search"
)

// gameRegion is a candidate region of the Table 1 set: one basic region of
// the defender in a game position.
type gameRegion struct {
	game   string // file name without .sgf
	back   int    // moves before the end
	c      board.Color
	b      *board.Board
	region board.Region
}

func (g gameRegion) name() string {
	return fmt.Sprintf("game-%s-end%d-%s.sgf", g.game, g.back, strings.ToLower(g.c.String()[:1]))
}

// finalTerritory asks GNU Go for the final status of a game's last
// position and returns, by colour, the points that end as the colour's:
// its living stones, its territory and the opponent's dead stones.
func finalTerritory(e *gtp.Client, file string, end *board.Board) ([3]board.Region, error) {
	var out [3]board.Region
	if _, err := e.Send("loadsgf " + file); err != nil {
		return out, err
	}
	list := func(status string) (board.Region, error) {
		var r board.Region
		s, err := e.Send("final_status_list " + status)
		if err != nil {
			return r, err
		}
		return board.ParseGTPRegion(s, end.Width(), end.Height())
	}
	dead, err := list("dead")
	if err != nil {
		return out, err
	}
	for _, c := range []board.Color{board.Black, board.White} {
		t, err := list(strings.ToLower(c.String()) + "_territory")
		if err != nil {
			return out, err
		}
		out[c] = t.Union(end.Stones(c).Minus(dead)).Union(dead.Intersect(end.Stones(c.Opponent())))
	}
	return out, nil
}

// Sizes of the game regions of the Table 1 set: 12 to 30 points. The
// paper's are "large" (its Group 1 regions have 15 to 18 points, its
// Fig. 7 25); at 15 the strong games give only 8 regions SOLVER 1.0 + P
// proves in part, at 12 they give 12 (and 12 to 14-point regions prove
// whole), and the built positions fill Group 1's 15 to 18 points.
const minRegion, maxRegion = 12, 30

// gameRegions returns the candidate Table 1 regions of one game: for each
// position 5 to 120 moves before the end (steps of 5) and each colour c,
// the basic regions of c of minRegion to maxRegion points with a miaipair that STATIC
// does not prove whole, whose points and boundary stones all end as c's
// by GNU Go's final status (territory of c at the end of the game).
func gameRegions(e *gtp.Client, file string) ([]gameRegion, error) {
	rec, err := board.ReadSGFFile(file)
	if err != nil {
		return nil, err
	}
	end, err := rec.Position(len(rec.Moves))
	if err != nil {
		return nil, err
	}
	final, err := finalTerritory(e, file, end)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	game := strings.TrimSuffix(filepath.Base(file), ".sgf")
	var out []gameRegion
	for back := 5; back <= 120 && back <= len(rec.Moves); back += 5 {
		b, err := rec.Position(len(rec.Moves) - back)
		if err != nil {
			return nil, err
		}
		static, err := safety.Solve(context.Background(), b, safety.Options{Solver: safety.Static})
		if err != nil {
			return nil, err
		}
		for _, c := range []board.Color{board.Black, board.White} {
			for _, r := range safety.Analyze(b, c).Regions {
				if r.Size() < minRegion || r.Size() > maxRegion || len(r.Boundary) == 0 || r.Points.SubsetOf(static.Safe[c]) {
					continue
				}
				if !r.Points.Union(r.BoundaryStones).SubsetOf(final[c]) || len(safety.MiaiPairs(b, c, r.Points)) == 0 {
					continue
				}
				out = append(out, gameRegion{game: game, back: back, c: c, b: b, region: r.Points})
			}
		}
	}
	return out, nil
}

// cluster groups candidate regions of one game and colour that overlap
// (the same region at different moves), latest position first.
func clusters(cands []gameRegion) [][]gameRegion {
	var out [][]gameRegion
	used := make([]bool, len(cands))
	for i := range cands {
		if used[i] {
			continue
		}
		cl := []gameRegion{cands[i]}
		used[i] = true
		for j := i + 1; j < len(cands); j++ {
			if used[j] || cands[j].game != cands[i].game || cands[j].c != cands[i].c {
				continue
			}
			for _, g := range cl {
				if g.region.Intersects(cands[j].region) {
					cl, used[j] = append(cl, cands[j]), true
					break
				}
			}
		}
		out = append(out, cl)
	}
	return out
}

// screenBudget is the look at a candidate: SOLVER 1.0 + P with 10,000
// nodes per search and 30,000 in all.
var screenBudget = safety.Budget{Budget: search.Budget{MaxNodes: 30_000}, RegionNodes: 10_000}

// Kinds of game positions by what SOLVER 1.0 + P proves of the region
// with screenBudget, and how many of each the set takes: the whole of a
// region of 15 to 18 points (the paper's Group 1 sizes, where SOLVER 1.0
// may succeed too), the whole of a larger one (Group 3 if SOLVER 1.0
// fails), part of the region (Group 2). The groups themselves are
// safety.Table1's, at the study's budget.
const (
	wholeSmall = iota
	wholeLarge
	part
)

var quota = [...]int{wholeSmall: 5, wholeLarge: 6, part: 8}

// chooseGames picks the game positions of the Table 1 set, game by game
// in the order of the files until every quota is met: the candidate
// regions of the game (gameRegions) are grouped into clusters (a region
// followed through the game), and of each cluster the latest position
// where SOLVER 1.0 + P proves a point of the region with screenBudget
// (tried only where the region differs from the one 5 moves later) is
// kept if its kind still has room in quota. Node budgets only: the choice
// is the same on every machine.
func chooseGames(dir string) ([]gameRegion, error) {
	files, err := board.SGFFiles(dir)
	if err != nil {
		return nil, err
	}
	e, err := gtp.GNUGo(context.Background())
	if err != nil {
		return nil, err
	}
	defer e.Close()
	var out []gameRegion
	var taken [len(quota)]int
	for _, f := range files {
		if taken == quota {
			break
		}
		abs, err := filepath.Abs(f)
		if err != nil {
			return nil, err
		}
		cands, err := gameRegions(e, abs)
		if err != nil {
			return nil, err
		}
		for _, cl := range clusters(cands) {
			for i, g := range cl {
				if i > 0 && g.region == cl[i-1].region {
					continue // the same region a few moves earlier
				}
				res, err := safety.SolveColors(context.Background(), g.b, []board.Color{g.c}, safety.Options{Solver: safety.Partial, Budget: screenBudget})
				if err != nil {
					return nil, err
				}
				n := res.Safe[g.c].Intersect(g.region).Count()
				if n == 0 {
					continue
				}
				kind := part
				switch {
				case n == g.region.Count() && n <= 18:
					kind = wholeSmall
				case n == g.region.Count():
					kind = wholeLarge
				}
				log.Printf("%s: region of %d points, SOLVER 1.0 + P proves %d", g.name(), g.region.Count(), n)
				if taken[kind] < quota[kind] {
					taken[kind]++
					out = append(out, g)
				}
				break
			}
		}
	}
	return out, nil
}
