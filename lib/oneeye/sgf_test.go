package oneeye

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSGFRoundTrip(t *testing.T) {
	for _, p := range append(GenerateToy(3, 3), GenerateSmall(3, 3, 6, 12)...) {
		p.Want = [2]Outcome{DefenderWins, AttackerWins}
		p.ToMove = p.Attacker()
		var buf bytes.Buffer
		if err := p.WriteSGF(&buf, "test"); err != nil {
			t.Fatal(err)
		}
		back, err := ReadSGF(&buf, p.Name)
		if err != nil {
			t.Fatalf("%s: %v\n%s", p.Name, err, buf.String())
		}
		if back.Diagram() != p.Diagram() || back.Want != p.Want || back.ToMove != p.ToMove || back.Defender != p.Defender {
			t.Errorf("%s: round trip changed the problem:\n%s\n%s", p.Name, p.Diagram(), back.Diagram())
		}
	}
}

func TestSGFErrors(t *testing.T) {
	tests := []struct{ name, sgf, want string }{
		{"no region", "(;GM[1]FF[4]SZ[5]AW[aa][ba]TR[aa])", "region (MA) is empty"},
		{"no crucial", "(;GM[1]FF[4]SZ[5]AW[aa][ba]MA[aa][ab])", "no crucial stones"},
		{"crucial outside", "(;GM[1]FF[4]SZ[5]AW[aa][ba]MA[ab][bb]TR[aa])", "outside the region"},
		{"two colours", "(;GM[1]FF[4]SZ[5]AW[aa]AB[ee]MA[aa][ab][ee]TR[aa][ee])", "both colours"},
		{"bad answer", "(;GM[1]FF[4]SZ[5]AW[aa][ba]MA[aa][ab]TR[aa]OD[maybe])", "property OD"},
		{"syntax", "(;GM[1]FF[4]SZ[5", "p.sgf"},
	}
	for _, tc := range tests {
		_, err := ReadSGF(strings.NewReader(tc.sgf), "p.sgf")
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "p.sgf") {
			t.Errorf("%s: error %v, want one naming p.sgf and containing %q", tc.name, err, tc.want)
		}
	}
}

func TestReadDirErrors(t *testing.T) {
	file := filepath.Join(t.TempDir(), "p.sgf")
	if err := os.WriteFile(file, []byte("(;GM[1]FF[4]SZ[5]AW[aa][ba]MA[aa][ab]TR[aa])"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ dir, want string }{
		{filepath.Join(t.TempDir(), "missing"), "no such folder"},
		{file, "not a folder"},
		{t.TempDir(), "no .sgf files"},
	}
	for _, tc := range tests {
		if _, err := ReadDir(tc.dir); err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.dir) {
			t.Errorf("ReadDir(%s): error %v, want one naming the folder and saying %q", tc.dir, err, tc.want)
		}
	}
}
