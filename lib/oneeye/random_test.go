package oneeye

import (
	"context"
	"flag"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

var many = flag.Bool("many", false, "TestRandomProblemsAgree: 20,000 random problems instead of a few hundred")

// randomProblem draws a small one-eye problem unlike the data generators':
// a board of 3x3 to 6x6, a random connected region of 3 to maxPoints points,
// random stones of both colours outside it (walls of any shape: anchored
// blocks, and blocks entirely outside the region that can be captured),
// random stones of both colours inside it, and one to three crucial
// stones, sometimes in one block of two. The defender is black or white.
// A third of the problems give the attacker stones outside the region as
// safe (Problem.SetSafe). Nil when the drawing is no valid problem or is
// decided before any move.
func randomProblem(rng *rand.Rand, maxPoints int) *Problem {
	w, h := 3+rng.IntN(4), 3+rng.IntN(4)
	g := newGrid(w, h)
	type pt struct{ x, y int }
	size := 3 + rng.IntN(maxPoints-2)
	if size > w*h-2 {
		size = w*h - 2
	}
	start := pt{rng.IntN(w), rng.IntN(h)}
	in := map[pt]bool{start: true}
	list := []pt{start}
	for tries := 0; len(list) < size && tries < 1000; tries++ {
		p := list[rng.IntN(len(list))]
		d := [4]pt{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}[rng.IntN(4)]
		q := pt{p.x + d.x, p.y + d.y}
		if q.x < 0 || q.y < 0 || q.x >= w || q.y >= h || in[q] {
			continue
		}
		in[q] = true
		list = append(list, q)
	}
	def, att := byte('o'), byte('x')
	if rng.IntN(2) == 0 {
		def, att = att, def
	}
	up := func(c byte) byte { return c - 'a' + 'A' }
	// Outside: per problem shares of attacker, defender and empty points.
	pa, pd := rng.Float64(), rng.Float64()
	if s := pa + pd; s > 0.95 {
		pa, pd = pa*0.95/s, pd*0.95/s
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if in[pt{x, y}] {
				continue
			}
			switch r := rng.Float64(); {
			case r < pa:
				g.set(x, y, up(att))
			case r < pa+pd:
				g.set(x, y, up(def))
			}
		}
	}
	// Inside: random stones, sometimes an attacker line across the region.
	ia, id := 0.3*rng.Float64(), 0.3*rng.Float64()
	for _, p := range list {
		c := byte('-')
		switch r := rng.Float64(); {
		case r < ia:
			c = att
		case r < ia+id:
			c = def
		}
		g.set(p.x, p.y, c)
	}
	if rng.IntN(3) == 0 {
		if rng.IntN(2) == 0 {
			x := rng.IntN(w)
			for _, p := range list {
				if p.x == x && rng.IntN(5) > 0 {
					g.set(p.x, p.y, att)
				}
			}
		} else {
			y := rng.IntN(h)
			for _, p := range list {
				if p.y == y && rng.IntN(5) > 0 {
					g.set(p.x, p.y, att)
				}
			}
		}
	}
	// Crucial stones.
	crucial := byte('W')
	if def == 'x' {
		crucial = 'B'
	}
	rng.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	n := 1 + rng.IntN(3)
	for _, p := range list[:min(n, len(list))] {
		g.set(p.x, p.y, crucial)
		if rng.IntN(5) == 0 { // a second stone in the same block
			for _, d := range [4]pt{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				q := pt{p.x + d.x, p.y + d.y}
				if in[q] {
					g.set(q.x, q.y, crucial)
					break
				}
			}
		}
	}
	p, _ := g.problem()
	if p != nil && rng.IntN(3) == 0 {
		// The attacker stones outside the region given as safe (SGF SQ).
		if err := p.SetSafe(p.Board.Stones(p.Attacker()).Minus(p.Region)); err != nil {
			panic(err)
		}
	}
	return p
}

// randomConfigs are the searches TestRandomProblemsAgree compares with
// minimax: every method with the shared knowledge, no-DDS without it
// (DDSOnlyKnowledge), DDS with the sound extension of the text's split
// rule, RDS without its DDS fallback, and every method with the forced-move
// test (TestForcedMovesAgree's claim on random problems).
var randomConfigs = []struct {
	name      string
	method    Method
	knowledge Knowledge
	split     SplitRule
	rdsAlone  bool
	forced    bool
}{
	{"nodds", NoDDS, SharedKnowledge, SoundSplit, false, false},
	{"nodds dds-only knowledge", NoDDS, DDSOnlyKnowledge, SoundSplit, false, false},
	{"dds", DDS, SharedKnowledge, SoundSplit, false, false},
	{"dds text-defender-wins", DDS, SharedKnowledge, TextSplitDefenderWins, false, false},
	{"rds", RDS, SharedKnowledge, SoundSplit, false, false},
	{"rds without fallback", RDS, SharedKnowledge, SoundSplit, true, false},
	{"nodds forced moves", NoDDS, SharedKnowledge, SoundSplit, false, true},
	{"dds forced moves", DDS, SharedKnowledge, SoundSplit, false, true},
	{"rds forced moves", RDS, SharedKnowledge, SoundSplit, false, true},
}

// TestRandomProblemsAgree is a differential test of the rules of DDS and
// RDS (package documentation, "Why the DDS rules are sound") on random
// small problems (randomProblem), both first players: no-DDS (with and
// without the shared knowledge), DDS, RDS and RDS without its fallback (defender wins only) must give exhaustive
// minimax's answer whenever they solve the problem, and DDS must give the
// same result and counters when run again. Table sizes vary from 16
// entries (solved entries evicted) to the default. Regions have at most 9
// playable points (300 problems, a few seconds); with -args -many 20,000
// problems of up to 12 playable points (about 25 minutes on the shared
// machine).
func TestRandomProblemsAgree(t *testing.T) {
	n, seed, size := 300, uint64(6), 9
	if testing.Short() {
		n = 100
	}
	if *many {
		n, seed, size = 20000, 7, 12
	}
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(seed, 0xdd5))
	tables := []int{16, 1024, 0}
	var problems, compared, unknown, given int
	var forcedWins int64
	var st Stats
	for problems < n {
		p := randomProblem(rng, 14)
		if p == nil || playable(p) > size {
			continue
		}
		problems++
		if r := newRules(p); !r.given.IsEmpty() {
			given++
		}
		entries := tables[problems%len(tables)]
		eachMinimaxAnswer(t, p, func(first board.Color, want Outcome) {
			for _, c := range randomConfigs {
				opts := Options{Method: c.method, Knowledge: c.knowledge, Split: c.split, ForcedMoves: c.forced, Budget: search.Budget{MaxNodes: 100000, TTEntries: entries}}
				var r Result
				var err error
				if c.rdsAlone {
					r, err = new(Solver).solveDFPN(ctx, p, first, opts)
				} else {
					r, err = Solve(ctx, p, first, opts)
				}
				if err != nil {
					t.Fatal(err)
				}
				compared++
				switch {
				case r.Outcome == Unknown:
					unknown++
				case c.rdsAlone && r.Outcome == AttackerWins:
					// RDS alone: only its defender wins are trusted.
				case r.Outcome != want:
					t.Errorf("%v first, %s, %d entries: %v, minimax %v\n%s",
						first, c.name, entries, r.Outcome, want, p.Diagram())
				}
				if c.forced {
					forcedWins += r.Stats.ForcedWins
				}
				if c.method == DDS && !c.rdsAlone && !c.forced {
					st.add(r.Stats)
					// Node counts are deterministic.
					again, _ := Solve(ctx, p, first, opts)
					again.Stats.Elapsed, r.Stats.Elapsed = 0, 0
					if !reflect.DeepEqual(again, r) {
						t.Errorf("%v first, %d entries: DDS gave %+v, then %+v\n%s", first, entries, r, again, p.Diagram())
					}
				}
			}
		})
	}
	t.Logf("%d problems (%d with safe stones that inference does not see), %d solves compared with minimax, %d unsolved; DDS: %d decompositions, %d narrowings, %d lost nodes; %d positions decided by the forced-move test",
		problems, given, compared, unknown, st.Decompositions, st.Narrowings, st.Lost, forcedWins)
	if st.Decompositions == 0 || st.Narrowings == 0 || st.Lost == 0 || given == 0 || forcedWins == 0 || unknown > compared/100 {
		t.Errorf("the rules were not exercised or too many problems unsolved")
	}
}
