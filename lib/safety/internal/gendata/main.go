// Command gendata regenerates data/safety: the positions of
// safety.RoomsData, each built by safety.RoomsPosition and written as an
// SGF setup, and the Table 1 set beside them: the built positions
// (safety.Table1Built) and, with -games, the
// positions taken from the strong games (chooseGames; it needs GNU Go for
// the games' final status and takes tens of minutes). The Table 1 region
// of each position is marked with triangles (TR), as
// safety.ReadTable1File reads it. lib/safety's doc.go runs it through go
// generate (make data).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

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
		if err := writeSetup(filepath.Join(*out, f.Name), b, board.Region{}); err != nil {
			log.Fatal(err)
		}
	}
	built, err := safety.Table1Built()
	if err != nil {
		log.Fatal(err)
	}
	for _, p := range built {
		if err := writeSetup(filepath.Join(*out, p.Name), p.Board, p.Region); err != nil {
			log.Fatal(err)
		}
	}
	if *games == "" {
		return
	}
	chosen, err := chooseGames(*games)
	if err != nil {
		log.Fatal(err)
	}
	for _, g := range chosen {
		if err := writeSetup(filepath.Join(*out, g.name()), g.b, g.region); err != nil {
			log.Fatal(err)
		}
	}
}

// writeSetup writes b as an SGF setup, region marked with triangles.
func writeSetup(file string, b *board.Board, region board.Region) error {
	rec := board.RecordOf(b)
	rec.Markup.TR = region
	var buf bytes.Buffer
	if err := rec.Write(&buf); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return os.WriteFile(file, buf.Bytes(), 0o644)
}
