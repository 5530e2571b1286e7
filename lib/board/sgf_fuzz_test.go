package board

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzReadSGF checks that no input makes the SGF reader panic, and that
// whatever it reads writes back to SGF that reads as the same record.
func FuzzReadSGF(f *testing.F) {
	for _, s := range []string{
		"(;)",
		"(;GM[1]FF[4]SZ[9]AB[aa][bb]AW[cc:dd]PL[W];W[ee];B[];W[tt])",
		"(;SZ[4:2]AB[aa:bb]MA[ca]TR[da]SQ[cb]CR[db]LB[aa:A][ab:x\\]y]C[c\\\\d]KM[6.5]RE[B+R]RU[Chinese]XX[1][2])",
		"(;SZ[5];AddBlack[aa]AW[ee];B[cc](;W[dd])(;W[bb]))",
		"(;SZ[2]AB[aa]AW[ab][ba])",
		"(;SZ[19:20])",
		"((;B[aa]))",
		"(;PL[1];B[aa]PL[2])",
		"(AB[aa]",
		"(;C[\\",
		"(;SZ[3]AB[aa:cc])",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseSGFString(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "SGF: ") {
				t.Fatalf("error %q does not name the input", err)
			}
			return
		}
		if _, err := r.Position(-1); err != nil {
			_ = err // an illegal main line is reported, not a panic
		}
		var buf bytes.Buffer
		if err := r.Write(&buf); err != nil {
			t.Fatalf("Write: %v", err)
		}
		back, err := ParseSGFString(buf.String())
		if err != nil {
			t.Fatalf("reading back %q (from %q): %v", buf.String(), s, err)
		}
		if d := recordsEqual(r, back); d != "" {
			t.Fatalf("round trip of %q differs in %s; wrote %q", s, d, buf.String())
		}
	})
}
