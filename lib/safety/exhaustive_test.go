package safety

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// TestCheckClaimPlainSearch checks the referee itself: on small generated
// positions, for every region of each colour, the claim "the region and
// the blocks around it" gets the same verdict from CheckClaim and from the
// same game searched without a transposition table (so the table's
// handling of repetitions is checked against the plain search), and from
// CheckClaim with a table of 64 entries. It also
// shows that the referee is not lenient: many of these claims, which no
// solver made, are broken.
func TestCheckClaimPlainSearch(t *testing.T) {
	ctx := context.Background()
	want := 150
	if testing.Short() {
		want = 40
	}
	var verdicts [3]int
	tooBig, repetitions := 0, int64(0)
	for i := uint64(0); verdicts[ClaimHolds]+verdicts[ClaimBroken] < want && i < 20*uint64(want); i++ {
		var b *board.Board
		var err error
		switch {
		case i < uint64(len(soundnessOpen)):
			// Positions with kos.
			b = board.MustParse(soundnessOpen[i].diagram)
		case i%2 == 0:
			b, err = MiaiRegionPosition(5, 4+int(i/2%2), 1, 4+int(i/4%3), i)
		default:
			b, err = RandomPosition(5, 5, 3, i)
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			for _, r := range Analyze(b, c).Regions {
				claim := r.Points.Union(r.BoundaryStones)
				plain, pst, err := checkClaim(ctx, b, c, claim, search.Budget{MaxNodes: 30_000}, checkOptions{})
				if err != nil {
					t.Fatal(err)
				}
				if plain == ClaimUnknown {
					tooBig++ // the plain search is exponential
					continue
				}
				got, st, err := CheckClaim(ctx, b, c, claim, search.Budget{MaxNodes: 1_000_000})
				if err != nil {
					t.Fatal(err)
				}
				small, _, err := CheckClaim(ctx, b, c, claim, search.Budget{MaxNodes: 1_000_000, TTEntries: 64})
				if err != nil {
					t.Fatal(err)
				}
				if got != plain || small != plain {
					t.Errorf("position %d, %v, claim %s: CheckClaim %v (%d nodes), with 64 table entries %v, plain search %v (%d nodes)\n%s",
						i, c, gtpList(claim, b.Height()), got, st.Nodes, small, plain, pst.Nodes, b)
				}
				verdicts[got]++
				repetitions += st.Repetitions
			}
		}
	}
	t.Logf("%d claims hold, %d broken (%d too big for the plain search); %d repetitions met", verdicts[ClaimHolds], verdicts[ClaimBroken], tooBig, repetitions)
	if verdicts[ClaimHolds]+verdicts[ClaimBroken] < want {
		t.Errorf("%d claims compared, want %d", verdicts[ClaimHolds]+verdicts[ClaimBroken], want)
	}
	if verdicts[ClaimHolds] < want/10 || verdicts[ClaimBroken] < want/10 {
		t.Errorf("want at least %d claims of each verdict", want/10)
	}
}

func TestCheckClaim(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		c       board.Color
		claim   string // GTP vertices
		want    Check
	}{
		{"two eyes hold", `
			. X . X O
			X X X X O
			O O O O O
			. O . O .
			O O O O O`, board.Black, "B5 D5 A4 B4 C4 D4 A5 C5", ClaimHolds},
		{"one eye is broken", `
			. . X O .
			X X X O .
			O O O O .
			. . . . .
			. . . . .`, board.Black, "C5 A4 B4 C4 A5 B5", ClaimBroken},
		{"a stone in atari is broken", `
			X O X .
			. . X .
			. . . .`, board.White, "B3", ClaimBroken},
		{"a dead stone inside a living group's eye is captured", `
			O . X . X O
			X X X X X O
			O O O O O O
			. . . . . .`, board.Black, "C4 E4 A3 B3 C3 D3 E3 A4 B4 D4", ClaimHolds},
		{"a living attacker stone is not the defender's", `
			O . X . X O
			X X X X X O
			O O O O O O
			. . . . . .`, board.Black, "F4", ClaimBroken},
		// White's group lives by the eyes A1 and A3 whatever Black does,
		// but to capture Black's stones White must win the ko at C1 and
		// D1 (White D1 takes C1, Black retakes at C1): the attacker wins
		// every ko.
		{"the group lives without the ko", `
			X X X X
			. O O X
			O O O X
			. O X .`, board.White, "B3 C3 A2 B2 C2 B1 A1 A3", ClaimHolds},
		{"capturing the outside needs the ko", `
			X X X X
			. O O X
			O O O X
			. O X .`, board.White, "B3 C3 A2 B2 C2 B1 A1 A3 A4 B4 C4 D4 D3 D2 C1 D1", ClaimBroken},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := board.MustParse(tc.diagram)
			var claim board.Region
			for _, v := range splitFields(tc.claim) {
				p, err := board.ParseGTP(v, b.Width(), b.Height())
				if err != nil {
					t.Fatal(err)
				}
				claim.Add(p)
			}
			got, st, err := CheckClaim(context.Background(), b, tc.c, claim, search.Budget{MaxNodes: 2_000_000})
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("CheckClaim = %v after %d nodes, want %v\n%s", got, st.Nodes, tc.want, b)
			}
		})
	}
}

func TestCheckClaimBadInput(t *testing.T) {
	b := board.MustNew(3, 3)
	if _, _, err := CheckClaim(context.Background(), nil, board.Black, board.Region{}, search.Budget{}); err == nil {
		t.Error("nil board: no error")
	}
	if _, _, err := CheckClaim(context.Background(), b, board.Empty, board.Region{}, search.Budget{}); err == nil {
		t.Error("colour empty: no error")
	}
}

// BenchmarkCheckClaimGenerated referees the union of all solvers' claims
// on the first 200 positions of the soundness test (the claims are
// computed before the timer starts).
func BenchmarkCheckClaimGenerated(b *testing.B) {
	ctx := context.Background()
	type job struct {
		b     *board.Board
		c     board.Color
		claim board.Region
	}
	var jobs []job
	for i := uint64(0); i < 200; i++ {
		pos, err := soundPosition(i)
		if err != nil {
			b.Fatal(err)
		}
		res, err := Solve(ctx, pos, Options{Solver: Partial, Budget: soundBudgets[1]})
		if err != nil {
			b.Fatal(err)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			if !res.Safe[c].IsEmpty() {
				jobs = append(jobs, job{pos, c, res.Safe[c]})
			}
		}
	}
	var nodes int64
	for b.Loop() {
		nodes = 0
		for _, j := range jobs {
			chk, st, err := CheckClaim(ctx, j.b, j.c, j.claim, checkBudget)
			if err != nil || chk != ClaimHolds {
				b.Fatalf("%v %v", chk, err)
			}
			nodes += st.Nodes
		}
	}
	b.ReportMetric(float64(len(jobs)), "claims")
	b.ReportMetric(float64(nodes), "nodes")
}
