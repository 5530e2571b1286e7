package board

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func TestPt(t *testing.T) {
	for y := 0; y < MaxSize; y++ {
		for x := 0; x < MaxSize; x++ {
			gx, gy := Pt(x, y).XY()
			if gx != x || gy != y {
				t.Fatalf("Pt(%d,%d).XY() = %d,%d", x, y, gx, gy)
			}
		}
	}
	if got := Pt(3, 15).GTP(19); got != "D4" {
		t.Errorf("GTP = %q, want D4", got)
	}
	if got := Pt(8, 0).GTP(19); got != "J19" {
		t.Errorf("GTP = %q, want J19", got)
	}
	for _, tc := range []struct {
		in   string
		want Point
		ok   bool
	}{
		{"D4", Pt(3, 15), true}, {"j19", Pt(8, 0), true}, {"pass", Pass, true},
		{"I5", 0, false}, {"Z1", 0, false}, {"A20", 0, false}, {"A0", 0, false}, {"", 0, false}, {"A", 0, false},
	} {
		p, err := ParseGTP(tc.in, 19, 19)
		if (err == nil) != tc.ok || (tc.ok && p != tc.want) {
			t.Errorf("ParseGTP(%q) = %v, %v", tc.in, p, err)
		}
	}
}

func TestCaptureAndKo(t *testing.T) {
	b := MustParse(`
		. X O .
		X O . O
		. X O .
		. . . .`)
	if got := b.Liberties(Pt(1, 1)); got != 1 {
		t.Fatalf("liberties of B3 = %d, want 1", got)
	}
	// Black captures at C3 and makes a ko.
	if err := b.Play(Pt(2, 1), Black); err != nil {
		t.Fatal(err)
	}
	if b.At(Pt(1, 1)) != Empty || b.Prisoners(Black) != 1 {
		t.Fatalf("capture failed:\n%s", b)
	}
	if b.Ko() != Pt(1, 1) {
		t.Fatalf("ko = %v, want B3", b.Ko())
	}
	if err := b.Play(Pt(1, 1), White); !errors.Is(err, ErrKo) {
		t.Fatalf("retaking the ko: err = %v, want ErrKo", err)
	}
	// After a move elsewhere the ko may be retaken.
	must(t, b.Play(Pt(3, 3), White))
	must(t, b.Play(Pt(0, 3), Black))
	if err := b.Play(Pt(1, 1), White); err != nil {
		t.Fatalf("retake after threat: %v", err)
	}
}

func TestSuicide(t *testing.T) {
	b := MustParse(`
		. O .
		O . .
		. . .`)
	if err := b.Play(Pt(0, 0), Black); !errors.Is(err, ErrSuicide) {
		t.Fatalf("suicide: err = %v", err)
	}
	if b.At(Pt(0, 0)) != Empty || b.MoveNumber() != 0 {
		t.Fatal("illegal move changed the board")
	}
	b.SetRules(Rules{Suicide: true})
	must(t, b.Play(Pt(0, 0), Black))
	if b.At(Pt(0, 0)) != Empty || b.Prisoners(White) != 1 {
		t.Fatalf("allowed suicide should remove the stone:\n%s", b)
	}
	must(t, b.Undo())
	if b.Prisoners(White) != 0 || b.MoveNumber() != 0 {
		t.Fatal("undo of suicide")
	}
}

func TestSuperko(t *testing.T) {
	// A ko where the simple-ko rule is bypassed by passes: positional superko
	// forbids the retake that recreates the position.
	b := MustParse(`
		. X O .
		X O . O
		. X O .`)
	b.SetRules(Rules{Superko: PositionalSuperko})
	must(t, b.Play(Pt(2, 1), Black)) // capture
	must(t, b.Play(Pass, White))
	must(t, b.Play(Pass, Black))
	// White retakes: recreates the position after the original setup?
	// No: Black's stone at C2 is gone but White has... the retake recreates
	// the initial position, which superko forbids.
	if err := b.Play(Pt(1, 1), White); !errors.Is(err, ErrSuperko) {
		t.Fatalf("retake: err = %v, want ErrSuperko\n%s", err, b)
	}
	b.SetRules(Rules{})
	must(t, b.Play(Pt(1, 1), White))
}

// TestSetRulesMidGame turns superko on in the middle of random games:
// the earlier positions must count exactly as on a board that had the rule
// from the start, and the board must be unchanged.
func TestSetRulesMidGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, rule := range []Superko{PositionalSuperko, SituationalSuperko} {
		compared := 0
	games:
		for g := range 30 {
			late, early := MustNew(5, 5), MustNew(5, 5)
			early.SetRules(Rules{Superko: rule})
			for _, m := range playRandomMoves(rng, late, 40) {
				if err := early.Play(m.Point, m.Color); errors.Is(err, ErrSuperko) {
					continue games // the game repeats a position: not comparable
				} else if err != nil {
					t.Fatalf("%v game %d: %v", rule, g, err)
				}
			}
			compared++
			before := takeSnapshot(late)
			late.SetRules(Rules{Superko: rule})
			checkConsistent(t, late)
			if !equalSnap(before, takeSnapshot(late)) || late.MoveNumber() != 40 {
				t.Fatalf("%v game %d: SetRules changed the board", rule, g)
			}
			if len(late.seen) != len(early.seen) {
				t.Fatalf("%v game %d: %d positions seen, want %d", rule, g, len(late.seen), len(early.seen))
			}
			for k, n := range early.seen {
				if late.seen[k] != n {
					t.Fatalf("%v game %d: position %x seen %d times, want %d", rule, g, k, late.seen[k], n)
				}
			}
		}
		if compared < 10 {
			t.Fatalf("%v: only %d of 30 games without repetition", rule, compared)
		}
	}
}

// TestReset replays random games on one board with Reset in between: each
// game must end as on a new board, and Reset must give an empty board.
func TestReset(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, size := range [][2]int{{1, 1}, {5, 4}, {9, 9}, {19, 19}} {
		reused := MustNew(size[0], size[1])
		for g := range 5 {
			reused.Reset()
			if !reused.Equal(MustNew(size[0], size[1])) || reused.MoveNumber() != 0 || reused.Undo() == nil {
				t.Fatalf("%v game %d: Reset does not give an empty board:\n%s", size, g, reused)
			}
			fresh := MustNew(size[0], size[1])
			for _, m := range playRandomMoves(rng, fresh, 2*size[0]*size[1]) {
				must(t, reused.Play(m.Point, m.Color))
			}
			checkConsistent(t, reused)
			if !equalSnap(takeSnapshot(fresh), takeSnapshot(reused)) {
				t.Fatalf("%v game %d: the game ends differently on a reset board:\n%s\n%s", size, g, fresh, reused)
			}
		}
	}
}

// TestZeroBoard: the zero Board is not usable, but it does not panic.
func TestZeroBoard(t *testing.T) {
	var b Board
	if err := b.Play(Pt(0, 0), Black); !errors.Is(err, ErrOffBoard) {
		t.Errorf("Play on the zero Board: %v, want ErrOffBoard", err)
	}
	must(t, b.Play(Pass, Black))
	must(t, b.Undo())
	b.Reset()
	if b.IsLegal(Pt(1, 1), White) || b.Contains(Pt(0, 0)) || b.Setup(Pt(0, 0), Black) == nil {
		t.Error("the zero Board has points")
	}
}

func TestDiagramRoundTrip(t *testing.T) {
	b := MustParse(`
		X O . .
		. X O .
		. . . O`)
	c, err := Parse(b.String())
	if err != nil {
		t.Fatal(err)
	}
	if !b.Equal(c) {
		t.Fatalf("round trip:\n%s\n%s", b, c)
	}
	for _, bad := range []string{"", "X.\nX", "X?.", "...................................."} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

// TestCloneIndependent plays and undoes captures and merges on a board and
// its clone in turn: neither may disturb the other's undo stacks.
func TestCloneIndependent(t *testing.T) {
	b := MustParse(`
		. X O .
		X O . O
		. X O .
		. . . .`)
	must(t, b.Play(Pt(2, 1), Black)) // captures B3
	must(t, b.Play(Pt(0, 3), White))
	must(t, b.Play(Pt(1, 3), Black)) // joins nothing yet
	c := b.Clone()
	want := takeSnapshot(b)
	must(t, c.Play(Pt(0, 2), Black)) // captures A1 and joins blocks on the clone
	must(t, c.Play(Pt(1, 1), White))
	must(t, b.Play(Pt(3, 3), White))
	must(t, b.Undo())
	if !equalSnap(want, takeSnapshot(b)) {
		t.Fatal("moves on the clone changed the original")
	}
	for b.Undo() == nil {
	}
	for c.Undo() == nil {
	}
	if !equalSnap(takeSnapshot(b), takeSnapshot(c)) {
		t.Fatalf("undoing both to the start differs:\n%s\n%s", b, c)
	}
	checkConsistent(t, b)
	checkConsistent(t, c)
}

func TestBlocks(t *testing.T) {
	b := MustParse(`
		X X O .
		X . O .
		. . O O`)
	bs := b.Blocks(Black)
	if len(bs) != 1 || bs[0].Stones.Count() != 3 || bs[0].Liberties.Count() != 2 {
		t.Fatalf("black blocks = %+v", bs)
	}
	ws := b.Blocks(White)
	if len(ws) != 1 || ws[0].Stones.Count() != 4 || ws[0].Liberties.Count() != 4 {
		t.Fatalf("white blocks = %d, libs %d", len(ws), ws[0].Liberties.Count())
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// snapshot is everything Undo must restore: the board's fields and its blocks.
type snapshot struct {
	b      Board
	blocks []Block
}

func takeSnapshot(b *Board) snapshot {
	s := snapshot{b: *b}
	s.b.v = nil // the blocks are compared as s.blocks
	s.b.history = nil
	s.b.trail = nil
	s.b.seen = nil
	s.blocks = append(b.Blocks(Black), b.Blocks(White)...)
	return s
}

// checkConsistent verifies the incremental block counters against a fresh rebuild.
func checkConsistent(t *testing.T, b *Board) {
	t.Helper()
	fresh := b.Clone()
	fresh.rebuildChains()
	var h uint64
	for p := range b.onBoard.All() {
		if c := b.color[p]; c != Empty {
			h ^= zobrist[p][c]
			if !b.SameBlock(p, fresh.v[p].head) || b.BlockStones(p) != fresh.BlockStones(p) {
				t.Fatalf("block of %v differs from rebuild", p.GTP(b.height))
			}
			if b.v[b.v[p].head].chain != fresh.v[fresh.v[p].head].chain {
				t.Fatalf("counters of %v: %+v, rebuild %+v\n%s", p.GTP(b.height), b.v[b.v[p].head].chain, fresh.v[fresh.v[p].head].chain, b)
			}
			if b.BlockStones(p).Neighbours(b.onBoard).Intersect(b.Empties()).IsEmpty() {
				t.Fatalf("block at %v has no liberty", p.GTP(b.height))
			}
			// AddBlockStones adds the block to what r holds.
			r := b.Empties()
			if b.AddBlockStones(&r, p); r != b.Empties().Union(fresh.BlockStones(p)) {
				t.Fatalf("AddBlockStones at %v is not the union with the block", p.GTP(b.height))
			}
		}
	}
	if h != b.hash {
		t.Fatal("hash differs from recomputation")
	}
}

func equalSnap(a, b snapshot) bool {
	if a.b.stones != b.b.stones || a.b.hash != b.b.hash || a.b.ko != b.b.ko || a.b.prisoners != b.b.prisoners || a.b.toMove != b.b.toMove || a.b.color != b.b.color {
		return false
	}
	if len(a.blocks) != len(b.blocks) {
		return false
	}
	for i := range a.blocks {
		if a.blocks[i] != b.blocks[i] {
			return false
		}
	}
	return true
}

// TestUndoExact plays random games with captures, ko and suicide attempts on
// several board sizes, then undoes everything, checking after every undo that
// the board equals the snapshot taken before the move.
func TestUndoExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, size := range [][2]int{{1, 1}, {2, 2}, {3, 3}, {5, 4}, {7, 7}, {9, 9}, {13, 13}, {19, 19}} {
		games := max(2, 2000/(size[0]*size[1])) // every size gets thousands of moves
		if testing.Short() {
			games = 2
		}
		for _, rules := range []Rules{{}, {Suicide: true}, {Superko: SituationalSuperko}} {
			for g := 0; g < games; g++ {
				b := MustNew(size[0], size[1])
				b.SetRules(rules)
				var snaps []snapshot
				empties := b.OnBoard().Points()
				for move := 0; move < 3*size[0]*size[1]; move++ {
					c := b.ToMove()
					before := takeSnapshot(b)
					p := empties[rng.IntN(len(empties))]
					if rng.IntN(20) == 0 {
						p = Pass
					}
					legal := b.IsLegal(p, c)
					err := b.Play(p, c)
					if legal != (err == nil) && !errors.Is(err, ErrSuperko) {
						t.Fatalf("IsLegal=%v but Play err=%v", legal, err)
					}
					if err != nil {
						if !equalSnap(before, takeSnapshot(b)) {
							t.Fatalf("illegal move %v changed the board", p.GTP(b.height))
						}
						if err := b.Play(Pass, c); err != nil {
							t.Fatal(err)
						}
					}
					snaps = append(snaps, before)
					if size[0]*size[1] <= 81 || move%5 == 0 {
						checkConsistent(t, b) // a full rebuild: every move on small boards
					}
				}
				for i := len(snaps) - 1; i >= 0; i-- {
					must(t, b.Undo())
					if size[0]*size[1] <= 81 || i%5 == 0 {
						checkConsistent(t, b)
					}
					if !equalSnap(snaps[i], takeSnapshot(b)) {
						got := takeSnapshot(b)
						t.Fatalf("size %v rules %+v game %d: undo of move %d differs:\nwant\n%s ko %v pris %v tomove %v blocks %v\ngot\n%s ko %v pris %v tomove %v blocks %v", size, rules, g, i, snaps[i].b.String(), snaps[i].b.ko, snaps[i].b.prisoners, snaps[i].b.toMove, snaps[i].blocks, got.b.String(), got.b.ko, got.b.prisoners, got.b.toMove, got.blocks)
					}
				}
				if b.Undo() == nil {
					t.Fatal("undo past the start")
				}
			}
		}
	}
}

// TestQuietHash compares QuietHash with playing the move, on random
// games of every rule set: where it answers, the move is legal, takes no
// stone and gives that hash; where it does not, the move is illegal or
// removes stones.
func TestQuietHash(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 3))
	quiet, loud := 0, 0
	for _, rules := range []Rules{{}, {Suicide: true}, {Superko: PositionalSuperko}} {
		for g := 0; g < 40; g++ {
			b := MustNew(2+rng.IntN(6), 2+rng.IntN(6))
			b.SetRules(rules)
			points := b.OnBoard().Points()
			for move := 0; move < 60; move++ {
				for _, p := range points {
					for _, c := range []Color{Black, White} {
						h, ok := b.QuietHash(p, c)
						stones := b.Stones(Black).Count() + b.Stones(White).Count()
						err := b.Play(p, c)
						if errors.Is(err, ErrSuperko) {
							continue
						}
						removed := err == nil && b.Stones(Black).Count()+b.Stones(White).Count() != stones+1
						switch {
						case ok && (err != nil || removed || b.Hash() != h):
							t.Fatalf("%v %v quiet with hash %x, but Play: %v, stones removed %v, hash %x\n%s", c, p.GTP(b.height), h, err, removed, b.Hash(), b)
						case !ok && err == nil && !removed:
							t.Fatalf("%v %v not quiet, but Play took no stone\n%s", c, p.GTP(b.height), b)
						}
						if ok {
							quiet++
						} else {
							loud++
						}
						if err == nil {
							must(t, b.Undo())
						}
					}
				}
				if err := b.Play(points[rng.IntN(len(points))], b.ToMove()); err != nil {
					must(t, b.Play(Pass, b.ToMove()))
				}
			}
		}
	}
	t.Logf("%d quiet moves, %d not", quiet, loud)
}
