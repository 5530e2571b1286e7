package soft

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/decomplab/decomplab/internal/testenv"
	"github.com/decomplab/decomplab/lib/board"
)

// TestSoftGNUGo checks the expected answers of the tactical positions
// against GNU Go's reg_genmove (an independent program): the moves the
// soft-decomposition player must find are the ones GNU Go plays. It skips
// when GNU Go is not installed (fails under CI).
func TestSoftGNUGo(t *testing.T) {
	g := testenv.GNUGo(t)
	dir := t.TempDir()
	for i, tc := range softTactics {
		b := board.MustParse(tc.diagram)
		path := filepath.Join(dir, "p"+string(rune('a'+i))+".sgf")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := board.WriteSGF(f, b); err != nil {
			t.Fatal(err)
		}
		f.Close()
		if _, err := g.Send("loadsgf " + path); err != nil {
			t.Fatalf("%s: loadsgf: %v", tc.name, err)
		}
		for _, c := range []struct {
			color string
			want  []string
		}{{"black", tc.black}, {"white", tc.white}} {
			got, err := g.Send("reg_genmove " + c.color)
			if err != nil {
				t.Fatalf("%s: reg_genmove: %v", tc.name, err)
			}
			if !slices.Contains(c.want, strings.ToUpper(strings.TrimSpace(got))) {
				t.Errorf("%s: GNU Go plays %s for %s, the test expects %s", tc.name, got, c.color, c.want)
			}
		}
	}
}
