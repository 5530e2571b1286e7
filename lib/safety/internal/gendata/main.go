// Command gendata regenerates data/safety: the positions of
// safety.RoomsData, each built by safety.RoomsPosition and written as an
// SGF setup, and the Table 1 set in data/safety/table1: the positions
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
	table1 := filepath.Join(*out, "table1")
	if err := os.MkdirAll(table1, 0o755); err != nil {
		log.Fatal(err)
	}
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
// at most one per game: for each game the latest position, 10 to 100
// moves before the end in steps of 5, where a colour (Black, then White)
// has a Table 1 region (safety.TableRegion) of 15 to 40 points that is
// still open (not every point of it safe by STATIC), has a miaipair, and
// is bounded by blocks not all alive by Benson (proving them safe is part
// of the problem). The first small of them with regions of 15 to 18
// points (the paper's Group 1 sizes) are taken first, then the others in
// the order of the files. Names: game-FILE-endK-C.sgf, C the defender (b
// or w).
func gamePositions(dir, out string, n, small int) error {
	files, err := board.SGFFiles(dir)
	if err != nil {
		return err
	}
	var found []gameCandidate
	for _, f := range files {
		rec, err := board.ReadSGFFile(f)
		if err != nil {
			return err
		}
		if g, ok, err := gameCandidateOf(rec, strings.TrimSuffix(filepath.Base(f), ".sgf")); err != nil {
			return err
		} else if ok {
			found = append(found, g)
		}
	}
	var chosen []gameCandidate
	for _, g := range found {
		if len(chosen) < small && g.size <= 18 {
			chosen = append(chosen, g)
		}
	}
	for _, g := range found {
		if len(chosen) < n && g.size > 18 {
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

// gameCandidateOf returns the Table 1 position of one game, if it has one.
func gameCandidateOf(rec *board.Record, game string) (gameCandidate, bool, error) {
	for back := 5; back <= 120; back += 5 {
		move := len(rec.Moves) - back
		if move < 0 {
			break
		}
		b, err := rec.Position(move)
		if err != nil {
			return gameCandidate{}, false, err
		}
		static, err := safety.Solve(context.Background(), b, safety.Options{Solver: safety.Static})
		if err != nil {
			return gameCandidate{}, false, err
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
			name := fmt.Sprintf("game-%s-end%d-%s.sgf", game, back, strings.ToLower(c.String()[:1]))
			return gameCandidate{name: name, b: b, size: r.Count()}, true, nil
		}
	}
	return gameCandidate{}, false, nil
}
