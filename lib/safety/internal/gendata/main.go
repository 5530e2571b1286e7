// Command gendata regenerates data/safety: the positions of
// safety.RoomsData, each built by safety.RoomsPosition and written as an
// SGF setup, and the Table 1 positions taken from the strong games
// (gamePositions). lib/safety's doc.go runs it through go generate (make
// data).
package main

import (
	"bytes"
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
		var buf bytes.Buffer
		if err := board.WriteSGF(&buf, b); err != nil {
			log.Fatalf("%s: %v", f.Name, err)
		}
		if err := os.WriteFile(filepath.Join(*out, f.Name), buf.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	if *games != "" {
		if err := gamePositions(*games, *out, 17); err != nil {
			log.Fatal(err)
		}
	}
}

// gamePositions writes up to n Table 1 positions from the game records in
// dir, at most one per game, in the order of the files: the position 25,
// else 50, 75 or 100 moves before the end, for the first colour (Black,
// then White) whose Table 1 region (safety.TableRegion) has 12 to 80
// points and a miaipair and is bounded by blocks not all alive by Benson
// (proving them safe is part of the problem). Names: game-FILE-endK-C.sgf, C the defender (b or w).
func gamePositions(dir, out string, n int) error {
	files, err := board.SGFFiles(dir)
	if err != nil {
		return err
	}
	written := 0
	for _, f := range files {
		if written == n {
			break
		}
		rec, err := board.ReadSGFFile(f)
		if err != nil {
			return err
		}
	game:
		for _, back := range []int{25, 50, 75, 100} {
			move := len(rec.Moves) - back
			if move < 0 {
				continue
			}
			b, err := rec.Position(move)
			if err != nil {
				return err
			}
			for _, c := range []board.Color{board.Black, board.White} {
				r := safety.TableRegion(b, c)
				if r.Count() < 12 || r.Count() > 80 || len(safety.MiaiPairs(b, c, r)) == 0 {
					continue
				}
				boundary := b.Stones(c).Intersect(r.Dilate(b.OnBoard()))
				if boundary.SubsetOf(safety.BensonAlive(b, c).Alive) {
					continue
				}
				var buf bytes.Buffer
				if err := board.WriteSGF(&buf, b); err != nil {
					return err
				}
				name := fmt.Sprintf("game-%s-end%d-%s.sgf", strings.TrimSuffix(filepath.Base(f), ".sgf"), back, strings.ToLower(c.String()[:1]))
				if err := os.WriteFile(filepath.Join(out, name), buf.Bytes(), 0o644); err != nil {
					return err
				}
				written++
				break game
			}
		}
	}
	return nil
}
