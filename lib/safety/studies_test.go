package safety

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/study"
)

// TestRegionsStudy checks that the study gives Table1's rows for each file,
// in the files' order, with Black defending the rooms.
func TestRegionsStudy(t *testing.T) {
	files := []string{filepath.Join(dataDir, "rooms-1x3-s0.sgf"), filepath.Join(dataDir, "rooms-1x2-s0.sgf")}
	rows, err := RegionsStudy(context.Background(), files, Budget{RegionNodes: 2_000}, study.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 4 || rows[0].Name != "rooms-1x3-s0" || rows[2].Name != "rooms-1x2-s0" {
		t.Fatalf("rows %+v", rows)
	}
	rec, err := board.ReadSGFFile(files[1])
	if err != nil {
		t.Fatal(err)
	}
	want, err := Table1(context.Background(), "rooms-1x2-s0", rec.Setup, board.Black, Budget{RegionNodes: 2_000})
	if err != nil {
		t.Fatal(err)
	}
	if rows[3].RegionSafe != want[1].RegionSafe || rows[3].Nodes != want[1].Nodes {
		t.Errorf("study row %+v, Table1 row %+v", rows[3], want[1])
	}
	if _, err := RegionsStudy(context.Background(), []string{"no-such.sgf"}, Budget{}, study.Options{}); err == nil {
		t.Error("missing file: no error")
	}
}
