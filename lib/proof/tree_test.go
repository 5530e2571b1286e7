package proof

import (
	"context"
	"errors"
	"github.com/decomplab/decomplab/lib/search"
	"testing"
)

// heuristicTree is a randomTree with Initializer numbers derived from the
// position hash, including out-of-range values the solver must clamp.
type heuristicTree struct{ *randomTree }

func (h heuristicTree) InitialNumbers() (pn, dn uint32) {
	x := mix(h.cur() ^ 0xabcdef)
	switch x % 8 {
	case 0:
		return 0, 0 // clamped to 1
	case 1:
		return Infinity, Infinity // clamped below Infinity
	}
	return uint32(x>>8)%50 + 1, uint32(x>>20)%50 + 1
}

func TestInitialNumbers(t *testing.T) {
	ss := newSolvers(t)
	count := 200
	if testing.Short() {
		count = 50
	}
	var plainNodes, heuristicNodes int64
	for i := range count {
		plain := newRandomTree(uint64(1000+i), 1+i%4, 3+i%6, 40, 128)
		p := heuristicTree{newRandomTree(uint64(1000+i), 1+i%4, 3+i%6, 40, 128)}
		if !checkAgainstMinimax(t, ss, p, func() string { return "heuristic tree" }) {
			t.Fatalf("tree %d", i)
		}
		ss[0].Reset()
		plainNodes += mustSolve(t, ss[0], context.Background(), plain).Stats.Nodes
		ss[0].Reset()
		heuristicNodes += mustSolve(t, ss[0], context.Background(), p).Stats.Nodes
	}
	if plainNodes == heuristicNodes {
		t.Errorf("initial numbers had no effect on the search (%d nodes both ways)", plainNodes)
	}
}

// solvedTree solves p and returns its proof tree, checked by replay.
func solvedTree(t *testing.T, p Problem) *Tree {
	t.Helper()
	s, err := NewSolver(Options{Budget: search.Budget{TTEntries: 2048}})
	if err != nil {
		t.Fatal(err)
	}
	if res := mustSolve(t, s, context.Background(), p); res.Outcome == Unknown {
		t.Fatalf("unsolved: %+v", res)
	}
	tree, err := s.ProofTree(context.Background(), p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := tree.Check(p); err != nil {
		t.Fatalf("valid tree rejected: %v", err)
	}
	return tree
}

func copyTree(t *Tree) *Tree {
	c := *t
	c.Children = nil
	for _, k := range t.Children {
		c.Children = append(c.Children, copyTree(k))
	}
	return &c
}

// firstExpanded finds an expanded node with several children (a lost
// position, all moves listed) or with at most one.
func firstExpanded(t *Tree, wantMany bool) *Tree {
	if t.Reason == Expanded && (len(t.Children) > 1) == wantMany {
		return t
	}
	for _, c := range t.Children {
		if f := firstExpanded(c, wantMany); f != nil {
			return f
		}
	}
	return nil
}

// TestCheckRejects tampers with valid trees: Check must find every fault.
func TestCheckRejects(t *testing.T) {
	proven := func() Problem { return newTakeAway(7, 2) }        // 7%3 != 0: first player wins
	disproven := func() Problem { return newTakeAway(6, 2) }     // 6%3 == 0
	cyclic := func() Problem { return graphGameRep{ghiGraph()} } // repetition leaves
	tests := []struct {
		name   string
		p      func() Problem
		tamper func(*Tree) bool // false: not applicable
	}{
		{"drop a reply at a lost node", proven, func(tr *Tree) bool {
			n := firstExpanded(tr, true)
			if n == nil {
				return false
			}
			n.Children = n.Children[1:]
			return true
		}},
		{"flip the root outcome", disproven, func(tr *Tree) bool { tr.Outcome = Proven; return true }},
		{"illegal move", proven, func(tr *Tree) bool { tr.Children[0].Move = 99; return true }},
		{"duplicate reply", disproven, func(tr *Tree) bool {
			if len(tr.Children) < 2 {
				return false
			}
			tr.Children[1] = tr.Children[0]
			return true
		}},
		{"leaf claimed terminal", proven, func(tr *Tree) bool {
			tr.Children[0].Reason, tr.Children[0].Children = Terminal, nil
			return true
		}},
		{"leaf claimed repetition", disproven, func(tr *Tree) bool {
			tr.Children[0].Reason, tr.Children[0].Children = Repetition, nil
			return true
		}},
		{"repetition outcome flipped", cyclic, func(tr *Tree) bool {
			var flip func(*Tree) bool
			flip = func(n *Tree) bool {
				if n.Reason == Repetition {
					if n.Outcome == Proven {
						n.Outcome = Disproven
					} else {
						n.Outcome = Proven
					}
					return true
				}
				for _, c := range n.Children {
					if flip(c) {
						return true
					}
				}
				return false
			}
			return flip(tr)
		}},
		{"truncated subtree", proven, func(tr *Tree) bool {
			n := firstExpanded(tr.Children[0], false)
			if n == nil {
				return false
			}
			n.Children = nil
			return true
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.p()
			bad := copyTree(solvedTree(t, p))
			if !tc.tamper(bad) {
				t.Fatal("tampering not applicable to this tree")
			}
			if err := bad.Check(p); err == nil {
				t.Errorf("tampered tree accepted")
			}
		})
	}
}

func TestProofTreeErrors(t *testing.T) {
	s, err := NewSolver(Options{Budget: search.Budget{TTEntries: 2048, MaxNodes: 5}})
	if err != nil {
		t.Fatal(err)
	}
	big := newTakeAway(200, 3)
	if _, err := s.ProofTree(context.Background(), big, 0); !errors.Is(err, ErrUnsolved) {
		t.Errorf("unsolved position: %v, want ErrUnsolved", err)
	}
	s, err = NewSolver(Options{Budget: search.Budget{TTEntries: 2048}})
	if err != nil {
		t.Fatal(err)
	}
	p := newTakeAway(30, 3)
	if res := mustSolve(t, s, context.Background(), p); res.Outcome != Proven {
		t.Fatalf("take-away 30: %v", res.Outcome)
	}
	if _, err := s.ProofTree(context.Background(), p, 3); !errors.Is(err, ErrTreeTooLarge) {
		t.Errorf("limit 3: %v, want ErrTreeTooLarge", err)
	}
	tree, err := s.ProofTree(context.Background(), p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := tree.Check(p); err != nil || tree.Size() <= 3 {
		t.Errorf("tree of %d nodes: %v", tree.Size(), err)
	}
}

func TestCancelDuringSearch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30e6) // 30ms
	defer cancel()
	res, err := Solve(ctx, newRandomTree(7, 6, 40, 0, 128), Options{Budget: search.Budget{TTEntries: 2048}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != Unknown || res.Stop != search.Canceled || res.Stats.Nodes == 0 || res.Stats.MaxDepth == 0 {
		t.Errorf("got %v stop %v stats %+v", res.Outcome, res.Stop, res.Stats)
	}
}
