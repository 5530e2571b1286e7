package endgame

import (
	"context"
	"errors"
	"flag"
	"math/rand/v2"
	"testing"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

var (
	sealCases = flag.Int("seal-cases", 200, "TestSealedPruningAgreesWithUnpruned: random local positions")
	sealSeed  = flag.Uint64("seal-seed", 3, "TestSealedPruningAgreesWithUnpruned: seed")
)

// TestSealedPruningAgreesWithUnpruned compares LCGS with every pruning
// rule (prune.go; seal.go: "no good move" terminals, the entrance move of
// Müller 2001, Section 4.2.5 and Fig. 5,) with LCGS
// without any, on random local positions of up to 9 points (areas of any
// shape, stones of both colours in them, against the board's edges),
// under both rules: the two ko bounds must be the same games.
func TestSealedPruningAgreesWithUnpruned(t *testing.T) {
	st := cgt.NewStore()
	r := rand.New(rand.NewPCG(*sealSeed, 2))
	old := *bruteSize
	*bruteSize = 9
	defer func() { *bruteSize = old }()
	compared, ko, graph := 0, 0, 0
	var total LCGSStats
	var nodes [2]int64 // pruned, unpruned
	for tries := 0; compared < *sealCases && tries < 100**sealCases; tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		for _, rules := range []Rules{Japanese, Chinese} {
			a := Area{Label: "A", Points: area}
			ref, err := lcgsRun(context.Background(), b, a, safe, rules, search.Budget{MaxNodes: 30_000}, lcgsModes{noPrune: true, allContexts: true})
			if err != nil {
				continue // too large for the unpruned search
			}
			before := b.String()
			g, err := LCGS(context.Background(), b, a, safe, rules, search.Budget{MaxNodes: 200_000})
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != before {
				t.Fatalf("LCGS changed the board:\n%s", before)
			}
			v, _ := Evaluate(st, g)
			w, _ := Evaluate(st, ref)
			if g.Stats.GraphBounds+g.Stats.ComponentBounds > 0 {
				// too many path contexts: graph or component bounds, which hold the path bounds
				if !sandwiched(st, v, w) {
					t.Errorf("%v, area %v:\n%s\nunpruned %s..%s, outside the pruned graph bounds %s..%s", rules, area.Points(), before,
						st.String(w.Lower), st.String(w.Upper), st.String(v.Lower), st.String(v.Upper))
				}
				graph++
			} else if v.Lower != w.Lower || v.Upper != w.Upper {
				t.Errorf("%v, area %v:\n%s\nunpruned %s..%s, pruned %s..%s", rules, area.Points(), before,
					st.String(w.Lower), st.String(w.Upper), st.String(v.Lower), st.String(v.Upper))
			}
			total.Add(g.Stats)
			nodes[0] += g.Stats.Nodes
			nodes[1] += ref.Stats.Nodes
			compared++
			if ref.Ko {
				ko++
			}
		}
	}
	if compared < *sealCases/2 || ko == 0 || total.SealedTerminals == 0 || total.PrunedEntrance == 0 || total.PrunedReversible == 0 {
		t.Fatalf("%d local games compared, %d with repetition, counters %+v", compared, ko, total)
	}
	t.Logf("%d local games compared (%d with repetition, %d pruned ones with graph or component bounds): %d nodes pruned, %d unpruned; %d sealed terminals, %d moves left out beside entrance moves, %d reversible, %d equivalent, %d dominated",
		compared, ko, graph, nodes[0], nodes[1], total.SealedTerminals, total.PrunedEntrance, total.PrunedReversible, total.PrunedEquivalent, total.PrunedDominated)
}

// sandwiched reports whether the bounds gb hold the bounds pb (graph or
// component bounds the path bounds; graph bounds the component bounds):
// gb.Lower <= pb.Lower <= pb.Upper <= gb.Upper (unroll.go, graphBounds).
func sandwiched(st *cgt.Store, gb, pb LocalValue) bool {
	return st.Leq(gb.Lower, pb.Lower) && st.Leq(pb.Lower, pb.Upper) && st.Leq(pb.Upper, gb.Upper)
}

// TestGraphBoundsHoldPathBounds checks the argument of graphBounds
// (unroll.go) on random local positions under Japanese rules: the ko
// bounds of the position graph (every further path context refused, so
// the graph bounds are taken wherever a position can repeat) and the
// component bounds (componentNode: a component past one further node
// per position takes them, the other components stay unrolled) hold the
// path bounds unrolled in full, lo <= T_W <= T_B <= hi, and equal bounds
// are the path bounds.
func TestGraphBoundsHoldPathBounds(t *testing.T) {
	st := cgt.NewStore()
	r := rand.New(rand.NewPCG(*sealSeed, 5))
	old := *bruteSize
	*bruteSize = 9
	defer func() { *bruteSize = old }()
	kinds := []struct {
		name string
		mode lcgsModes
		used func(LCGSStats) bool
	}{
		{"graph bounds", lcgsModes{graphBoundsOnly: true}, func(s LCGSStats) bool { return s.GraphBounds == 1 }},
		{"component bounds", lcgsModes{componentContexts: 1}, func(s LCGSStats) bool { return s.ComponentBounds > 0 && s.GraphBounds == 0 }},
	}
	var compared, equal [2]int
	for tries := 0; compared[0] < *sealCases/2 && tries < 100**sealCases; tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		a := Area{Label: "A", Points: area}
		for _, noPrune := range []bool{false, true} {
			ref, err := lcgsRun(context.Background(), b, a, safe, Japanese, search.Budget{MaxNodes: 30_000}, lcgsModes{noPrune: noPrune, allContexts: true})
			if err != nil || !ref.Ko {
				continue // too large for the full unrolling, or no repetition
			}
			w, _ := Evaluate(st, ref)
			for k, kind := range kinds {
				m := kind.mode
				m.noPrune = noPrune
				g, err := lcgsRun(context.Background(), b, a, safe, Japanese, search.Budget{MaxNodes: 30_000}, m)
				if err != nil {
					t.Fatal(err)
				}
				if !kind.used(g.Stats) {
					continue // graph bounds: a position that had only its moves inside its component (graphBounds refuses); component bounds: no component passed its limit
				}
				v, _ := Evaluate(st, g)
				if !sandwiched(st, v, w) || v.Known && (!w.Known || w.Game != v.Game) {
					t.Errorf("%s, area %v (pruning %v):\n%s\npath bounds %s..%s, %s %s..%s", kind.name, area.Points(), !noPrune, b,
						st.String(w.Lower), st.String(w.Upper), kind.name, st.String(v.Lower), st.String(v.Upper))
				}
				compared[k]++
				if v.Known {
					equal[k]++
				}
			}
		}
	}
	for k, kind := range kinds {
		if compared[k] < *sealCases/8 || equal[k] == 0 || equal[k] == compared[k] {
			t.Fatalf("%s: %d local games with repetition compared, %d with equal bounds", kind.name, compared[k], equal[k])
		}
		t.Logf("%s: %d local games with repetition compared: %d with equal bounds (the exact value)", kind.name, compared[k], equal[k])
	}
}

// TestSealBounds checks the lemmas of seal.go against the brute-force
// reading of the ko bounds (bruteLocal) on random local positions under
// Japanese rules: L <= both bounds <= U (Lemma A), and both bounds equal
// U where every component is sealed (Lemma B).
func TestSealBounds(t *testing.T) {
	st := cgt.NewStore()
	r := rand.New(rand.NewPCG(9, 1))
	n, bad, sealed := 0, 0, 0
	for tries := 0; n < 400 && tries < 40000; tries++ {
		b, area, safe, ok := randomLocal(r)
		if !ok {
			continue
		}
		lo, hi, ok := bruteBounds(st, b, area, safe, Japanese, 20000)
		if !ok {
			continue
		}
		sc := scorer{b: b, area: area, safe: safe, rules: Japanese}
		u, l, full := sc.sealCount()
		U, L := st.Integer(int64(u)), st.Integer(int64(l))
		okb := st.Leq(lo, U) && st.Leq(hi, U) && st.Leq(L, lo) && st.Leq(L, hi)
		if full {
			sealed++
			okb = okb && lo == U && hi == U
		}
		if !okb && bad < 5 {
			bad++
			t.Errorf("\n%s\narea %v U %d L %d full %v lo %s hi %s", b, area.Points(), u, l, full, st.String(lo), st.String(hi))
		}
		n++
	}
	if n < 200 || sealed == 0 {
		t.Fatalf("%d positions checked, %d with every component sealed", n, sealed)
	}
	t.Logf("%d positions checked, %d with every component sealed", n, sealed)
}

// TestMoveLossesOfSealPrunedMoves: moves the entrance-move and
// reversible-move rules leave out of the graph still get their loss from
// MoveLosses (a new search after the move), and it agrees with a fresh
// solve of the position after the move, on two corridors, both players to move.
func TestMoveLossesOfSealPrunedMoves(t *testing.T) {
	ctx := context.Background()
	boards := map[string]func() (*board.Board, error){
		"corridor 5":      func() (*board.Board, error) { return corridorBoard(5) },
		"edge corridor 6": func() (*board.Board, error) { return edgeCorridorBoard(6) },
	}
	checked := 0
	for name, mk := range boards {
		b, err := mk()
		if err != nil {
			t.Fatal(err)
		}
		o := Options{MaxAreaSize: -1, Budget: search.Budget{MaxNodes: 1e6}}
		res, err := Solve(ctx, b, o)
		if err != nil || !res.Known {
			t.Fatalf("%s: %v", name, err)
		}
		if res.Stats.PrunedEntrance+res.Stats.PrunedReversible == 0 {
			t.Fatalf("%s: nothing left out", name)
		}
		for _, c := range []board.Color{board.Black, board.White} {
			losses, err := res.MoveLosses(b, c)
			if err != nil {
				t.Fatal(err)
			}
			for _, ml := range losses {
				if ml.Move == board.Pass || ml.Area == "" {
					continue
				}
				if ml.Skipped != "" {
					t.Errorf("%s, %v %s skipped: %s", name, c, ml.Move.GTP(b.Height()), ml.Skipped)
					continue
				}
				score, lo, hi, err := scoreAfter(ctx, afterMove(t, b, ml.Move, c), Japanese, c.Opponent(), o.Budget)
				if err != nil {
					t.Fatal(err)
				}
				best := res.Score(c)
				want := best - int(ml.Loss.Floor())
				if c == board.White {
					want = best + int(ml.Loss.Floor())
				}
				if lo == hi && score != want {
					t.Errorf("%s, %v %s: loss %v, score after it %d, optimal %d", name, c, ml.Move.GTP(b.Height()), ml.Loss, score, best)
				}
				checked++
			}
		}
	}
	t.Logf("%d moves checked", checked)
}

// afterMove returns a copy of b after c plays p.
func afterMove(t *testing.T, b *board.Board, p board.Point, c board.Color) *board.Board {
	t.Helper()
	after := b.Clone()
	after.SetToMove(c)
	if err := after.Play(p, c); err != nil {
		t.Fatal(err)
	}
	return after
}

// TestPathContextCap: an 8-point area whose path contexts passed
// 1,000,000 nodes before the cap (unroll.go) is searched within the cap,
// with component bounds at least as tight as the graph bounds taken at
// once, and Solve reports it as a ko (unequal bounds), not as out of
// budget.
func TestPathContextCap(t *testing.T) {
	b, err := betweenWallsBoard("...XX", "..XOO", "..OOO")
	if err != nil {
		t.Fatal(err)
	}
	a, safe := onlyArea(t, b)
	g, err := LCGS(context.Background(), b, a, safe, Japanese, search.Budget{MaxNodes: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if g.Stats.GraphBounds+g.Stats.ComponentBounds == 0 || g.Stats.Nodes > pathContextsBase+pathContextsPerPosition*g.Stats.PositionsExpanded+3*g.Stats.PositionsExpanded {
		t.Fatalf("stats %+v: want graph or component bounds within the cap", g.Stats)
	}
	at, err := lcgsRun(context.Background(), b, a, safe, Japanese, search.Budget{MaxNodes: 1_000_000}, lcgsModes{graphBoundsOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	st := cgt.NewStore()
	v, _ := Evaluate(st, g)
	w, _ := Evaluate(st, at)
	if !sandwiched(st, w, v) || v.Known {
		t.Errorf("capped %s..%s (known %v), graph bounds at once %s..%s", st.String(v.Lower), st.String(v.Upper), v.Known, st.String(w.Lower), st.String(w.Upper))
	}
	r, err := Solve(context.Background(), b, Options{Budget: search.Budget{MaxNodes: 1_000_000}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Areas) != 1 || !errors.Is(r.Areas[0].Err, ErrLocalEvaluation) {
		t.Errorf("Solve: areas %+v, want the one area's %v", r.Areas, ErrLocalEvaluation)
	}
}
