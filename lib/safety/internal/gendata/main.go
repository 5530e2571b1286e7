// Command gendata regenerates data/safety: the positions of
// safety.RoomsData, each built by safety.RoomsPosition and written as an
// SGF setup. lib/safety's doc.go runs it through go generate (make data).
package main

import (
	"bytes"
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/safety"
)

func main() {
	out := flag.String("out", "../../data/safety", "folder to write the SGF files to")
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
}
