// Command gendata regenerates data/safety: the positions of
// safety.RoomsData, each built by safety.RoomsPosition and written as an
// SGF setup, and the Table 1 set beside them: the positions
// taken from the strong games (gamePositions) and the built ones
// (safety.Table1Built). lib/safety's doc.go runs it through go generate
// (make data).
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
)

func main() {
	out := flag.String("out", "../../data/safety", "folder to write the SGF files to")
	games := flag.String("games", "", "folder of game records to take Table 1 positions from (none if empty)")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	for _, f := range safety.RoomsData() {
		b, err := safety.RoomsPosition(f.Bands, f.Rooms, f.Seed)
		if err != nil {
			log.Fatalf("%s: %v", f.Name, err)
		}
		if err := writeSetup(filepath.Join(*out, f.Name), b); err != nil {
			log.Fatal(err)
		}
	}
	table1 := *out
	for _, f := range safety.Table1Built() {
		b, err := safety.EyelessRoomsPosition(f.Bands, f.Rooms, f.Seed)
		if err != nil {
			log.Fatalf("%s: %v", f.Name, err)
		}
		if err := writeSetup(filepath.Join(table1, f.Name), b); err != nil {
			log.Fatal(err)
		}
	}
	if *games != "" {
		if err := gamePositions(*games, table1, 16, 5); err != nil {
			log.Fatal(err)
		}
	}
}

// writeSetup writes b as an SGF setup.
func writeSetup(file string, b *board.Board) error {
	var buf bytes.Buffer
	if err := board.WriteSGF(&buf, b); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return os.WriteFile(file, buf.Bytes(), 0o644)
}

// gameCandidate is a game position with a Table 1 region.
type gameCandidate struct {
	name string
	b    *board.Board
	size int
}

// gamePositions writes n Table 1 positions from the game records in dir,
// at most one per game: positions 5 to 120 moves before the end, in steps
// of 5, where a colour (Black, then White) has a Table 1 region
// (safety.TableRegion) of 12 to 80 points that is still open (not every
// point of it safe by STATIC), has a miaipair, and is bounded by blocks
// not all alive by Benson (proving them safe is part of the problem).
// First up to small games with such a region of 15 to 18 points (the
// paper's Group 1 sizes; the latest such position of the game), then the
// latest position of the other games, in the order of the files. Names:
// game-FILE-endK-C.sgf, C the defender (b or w).
func gamePositions(dir, out string, n, small int) error {
	files, err := board.SGFFiles(dir)
	if err != nil {
		return err
	}
	var latest, smallest []gameCandidate // by game; name "" when none
	for _, f := range files {
		rec, err := board.ReadSGFFile(f)
		if err != nil {
			return err
		}
		any, sm, err := gameCandidates(rec, strings.TrimSuffix(filepath.Base(f), ".sgf"))
		if err != nil {
			return err
		}
		latest, smallest = append(latest, any), append(smallest, sm)
	}
	var chosen []gameCandidate
	taken := make([]bool, len(files))
	for i, g := range smallest {
		if len(chosen) < small && g.name != "" {
			chosen, taken[i] = append(chosen, g), true
		}
	}
	for i, g := range latest {
		if len(chosen) < n && g.name != "" && !taken[i] {
			chosen = append(chosen, g)
		}
	}
	for _, g := range chosen {
		if err := writeSetup(filepath.Join(out, g.name), g.b); err != nil {
			return err
		}
	}
	return nil
}

// gameCandidates returns the latest Table 1 position of one game and the
// latest one whose region has 15 to 18 points (name "" if none).
func gameCandidates(rec *board.Record, game string) (latest, small gameCandidate, err error) {
	for back := 5; back <= 120 && small.name == ""; back += 5 {
		move := len(rec.Moves) - back
		if move < 0 {
			break
		}
		b, err := rec.Position(move)
		if err != nil {
			return latest, small, err
		}
		static, err := safety.Solve(context.Background(), b, safety.Options{Solver: safety.Static})
		if err != nil {
			return latest, small, err
		}
		for _, c := range []board.Color{board.Black, board.White} {
			r := safety.TableRegion(b, c)
			if r.Count() < 12 || r.Count() > 80 || r.SubsetOf(static.Safe[c]) || len(safety.MiaiPairs(b, c, r)) == 0 {
				continue
			}
			boundary := b.Stones(c).Intersect(r.Dilate(b.OnBoard()))
			if boundary.SubsetOf(safety.BensonAlive(b, c).Alive) {
				continue
			}
			g := gameCandidate{name: fmt.Sprintf("game-%s-end%d-%s.sgf", game, back, strings.ToLower(c.String()[:1])), b: b, size: r.Count()}
			if latest.name == "" {
				latest = g
			}
			if small.name == "" && g.size >= 15 && g.size <= 18 {
				small = g
			}
		}
	}
	return latest, small, nil
}
