package oneeye

import (
	"context"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/search"
)

// firsts returns the two first players of p: defender, attacker.
func firsts(p *Problem) [2]board.Color { return [2]board.Color{p.Defender, p.Attacker()} }

// playable is the number of region points that are not crucial stones,
// the measure of size for the exhaustive reference.
func playable(p *Problem) int { return p.Region.Minus(p.Crucial).Count() }

// TestMethodsAgree solves generated problems (standard ones and the
// pocket families with one and two pockets) with no-DDS, DDS, RDS (and
// RDS without its fallback) and, where the region has at most 12 playable
// points, exhaustive minimax, and requires every pair of answers that are
// both known to agree.
func TestMethodsAgree(t *testing.T) {
	problems := GenerateSmall(12, 24, 5, 12)
	for _, live := range []bool{false, true} {
		for k := 1; k <= 2; k++ { // small enough for no-DDS (TOY is not)
			p, err := PocketFamily(k, live)
			if err != nil {
				t.Fatal(err)
			}
			problems = append(problems, p)
		}
	}
	if !testing.Short() {
		problems = append(problems, GenerateSmall(13, 12, 12, 16)...)
	}
	ctx := context.Background()
	opts := Options{Budget: search.Budget{MaxNodes: 200000, TTEntries: 32768}}
	solvedAll, exhaustive := 0, 0
	for _, p := range problems {
		for _, first := range firsts(p) {
			answers := map[Method]Outcome{}
			for _, m := range append(Methods, Exhaustive) {
				if m == Exhaustive && playable(p) > 12 {
					continue
				}
				o := opts
				o.Method = m
				if m == Exhaustive {
					o.MaxNodes = 2000000
				}
				r, err := Solve(ctx, p, first, o)
				if err != nil {
					t.Fatalf("%s %v %v: %v", p.Name, first, m, err)
				}
				answers[m] = r.Outcome
				if r.Outcome != Unknown && r.Move == board.NoPoint {
					t.Errorf("%s %v %v: solved without a move", p.Name, first, m)
				}
			}
			// RDS alone: its defender wins must be real (Theorem 6.1).
			raw, err := new(Solver).solveDFPN(ctx, p, first, Options{Method: RDS, Budget: search.Budget{MaxNodes: opts.MaxNodes, TTEntries: opts.TTEntries}})
			if err != nil {
				t.Fatal(err)
			}
			if raw.Outcome == DefenderWins {
				answers[-1] = DefenderWins
			}
			var ref Outcome
			for _, o := range answers {
				if o == Unknown {
					continue
				}
				if ref == Unknown {
					ref = o
				} else if o != ref {
					t.Errorf("%s, %v first: methods disagree: %v (-1 is RDS without fallback)\n%s", p.Name, first, answers, p.Diagram())
					break
				}
			}
			if answers[NoDDS] != Unknown && answers[DDS] != Unknown && answers[RDS] != Unknown {
				solvedAll++
			}
			if a, ok := answers[Exhaustive]; ok && a != Unknown {
				exhaustive++
			}
		}
	}
	t.Logf("%d problems x 2 first players: %d solved by all three df-pn methods, %d checked by exhaustive minimax",
		len(problems), solvedAll, exhaustive)
	if solvedAll < 2*len(problems)*9/10 {
		t.Errorf("only %d of %d solved by all methods within the budget", solvedAll, 2*len(problems))
	}
}

// TestWinningMoveWins plays the move Solve returns for a winner and checks
// with exhaustive minimax that the opponent then loses.
func TestWinningMoveWins(t *testing.T) {
	ctx := context.Background()
	for _, p := range GenerateSmall(21, 12, 5, 10) {
		for _, first := range firsts(p) {
			r, err := Solve(ctx, p, first, Options{Method: DDS, Budget: search.Budget{MaxNodes: 100000, TTEntries: 32768}})
			if err != nil || r.Outcome == Unknown {
				t.Fatalf("%s: %v %v", p.Name, r.Outcome, err)
			}
			winner := p.Defender
			if r.Outcome == AttackerWins {
				winner = p.Attacker()
			}
			if winner != first {
				continue
			}
			after := *p
			b := p.Board.Clone()
			if err := b.Play(r.Move, first); err != nil {
				t.Fatalf("%s: move %s: %v", p.Name, r.Move.GTP(b.Height()), err)
			}
			if r.Move == board.Pass || b.Ko() != board.NoPoint {
				continue // the ko point (or the pass) is not part of a fresh problem
			}
			after.Board = board.RecordOf(b).Setup
			rules := newRules(&after)
			if first == p.Defender && rules.eyeMade(after.Board, after.Board.Empties()) {
				continue
			}
			r2, err := Minimax(ctx, &after, first.Opponent(), Options{Budget: search.Budget{MaxNodes: 2000000}})
			if err != nil {
				t.Fatal(err)
			}
			if r2.Outcome != r.Outcome && r2.Outcome != Unknown {
				t.Errorf("%s: %v plays %s to win, but minimax then says %v\n%s", p.Name, first, r.Move.GTP(b.Height()), r2.Outcome, p.Diagram())
			}
		}
	}
}

// TestTinyTablesAgree solves small generated problems with tables of 2 and
// 16 entries, where solved entries are evicted all the time, and requires
// exhaustive minimax's answer (lib/proof's "Evictions" argument: the
// one-eye game's rule, every repetition lost for the defender, is uniform).
func TestTinyTablesAgree(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 20
	}
	ctx := context.Background()
	var runs, evicting, unknown int
	for _, p := range append(GenerateToy(31, n/4), GenerateSmall(32, n, 6, 12)...) {
		if playable(p) > 12 {
			continue
		}
		eachMinimaxAnswer(t, p, func(first board.Color, want Outcome) {
			for _, m := range []Method{NoDDS, DDS} {
				for _, entries := range []int{2, 16} {
					r, err := Solve(ctx, p, first, Options{Method: m, Budget: search.Budget{MaxNodes: 300000, TTEntries: entries}})
					if err != nil {
						t.Fatal(err)
					}
					runs++
					if r.Stats.SolvedEvicted > 0 {
						evicting++
					}
					if r.Outcome == Unknown {
						unknown++
					}
					if r.Outcome != Unknown && r.Outcome != want {
						t.Errorf("%s, %v first, %v, %d entries: %v, minimax %v", p.Name, first, m, entries, r.Outcome, want)
					}
				}
			}
		})
	}
	if evicting < runs/2 || unknown > runs/10 {
		t.Errorf("solved entries evicted in %d of %d searches, %d unsolved", evicting, runs, unknown)
	}
	t.Logf("%d searches, %d with evicted solved entries, %d unsolved", runs, evicting, unknown)
}

// eachMinimaxAnswer calls check for each first player of p whose answer
// exhaustive minimax finds within 2,000,000 nodes.
func eachMinimaxAnswer(t *testing.T, p *Problem, check func(first board.Color, want Outcome)) {
	t.Helper()
	for _, first := range firsts(p) {
		r, err := Minimax(context.Background(), p, first, Options{Budget: search.Budget{MaxNodes: 2000000}})
		if err != nil {
			t.Fatal(err)
		}
		if r.Outcome != Unknown {
			check(first, r.Outcome)
		}
	}
}
