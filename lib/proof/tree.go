package proof

import (
	"context"
	"errors"
	"fmt"
)

// Reason tells why a Tree node has its outcome.
type Reason int8

const (
	Expanded   Reason = iota // by its children
	Terminal                 // Problem.Evaluate
	NoMoves                  // the player to move has no moves and loses
	Repetition               // the position repeats one on the path above it
)

func (r Reason) String() string {
	switch r {
	case Expanded:
		return "expanded"
	case Terminal:
		return "terminal"
	case NoMoves:
		return "no moves"
	case Repetition:
		return "repetition"
	}
	return fmt.Sprintf("Reason(%d)", int8(r))
}

// Tree is a proof tree (root Proven) or disproof tree (root Disproven). At a
// node where the player to move wins it has the one winning child; where
// that player loses it has a child for every legal move.
type Tree struct {
	Move     Move // the move that led here; NoMove at the root
	Outcome  Outcome
	Reason   Reason
	Children []*Tree
}

// Size is the number of nodes of the tree.
func (t *Tree) Size() int {
	n := 1
	for _, c := range t.Children {
		n += c.Size()
	}
	return n
}

// Errors of ProofTree and Check.
var (
	ErrUnsolved     = errors.New("proof: the position is not solved")
	ErrTreeTooLarge = errors.New("proof: proof tree larger than the limit")
	// ErrBusy: the Solver is already running a search (a nested call
	// from inside the problem); nested searches need their own Solver.
	ErrBusy = errors.New("proof: solver is busy with another search")
	// ErrInconsistent: the table contradicts itself under the current
	// history, which can only happen after solved entries were evicted
	// (Stats.SolvedEvicted); use a larger table.
	ErrInconsistent = errors.New("proof: inconsistent transposition table")
)

// ProofTree returns a proof or disproof tree of the current position of p,
// which Solve on this Solver has solved. It follows the transposition
// table and re-searches positions whose entries were evicted, within the
// Solver's budget; maxNodes limits the tree size (0: no limit). p is left
// in the position it was given in.
func (s *Solver) ProofTree(ctx context.Context, p Problem, maxNodes int) (*Tree, error) {
	if s.p != nil {
		return nil, ErrBusy
	}
	s.begin(ctx, p)
	defer s.end()
	s.stats.Evaluations++
	if out := p.Evaluate(); out == Proven || out == Disproven {
		return &Tree{Move: NoMove, Outcome: out, Reason: Terminal}, nil
	}
	h := p.Hash()
	out := s.solvedOutcome(h, 0)
	if out == Unknown {
		pn, dn, _ := s.mid(h, Infinity, Infinity, 0)
		out = outcomeOf(pn, dn)
	}
	if out == Unknown {
		return nil, fmt.Errorf("%w (search stopped: %v)", ErrUnsolved, s.stop)
	}
	b := treeBuilder{s: s, limit: maxNodes}
	return b.build(h, NoMove, out)
}

func outcomeOf(pn, dn uint32) Outcome {
	switch {
	case pn == 0:
		return Proven
	case dn == 0:
		return Disproven
	}
	return Unknown
}

// solvedOutcome is the outcome stored for the position h with history hist.
func (s *Solver) solvedOutcome(h, hist uint64) Outcome {
	if e := s.tt.lookup(tableKey(h), hist); e != nil {
		return outcomeOf(e.pn, e.dn)
	}
	return Unknown
}

type treeBuilder struct {
	s     *Solver
	limit int
	size  int
}

type treeChild struct {
	move   Move
	hash   uint64
	out    Outcome
	reason Reason
	work   uint32
}

// build returns the tree of the current position, whose hash is h, which
// is not terminal, not on the path, and has outcome out.
func (b *treeBuilder) build(h uint64, move Move, out Outcome) (*Tree, error) {
	s := b.s
	b.size++
	if b.limit > 0 && b.size > b.limit {
		return nil, ErrTreeTooLarge
	}
	t := &Tree{Move: move, Outcome: out, Reason: Expanded}
	or := s.p.OrNode()
	moverWins := (out == Proven) == or
	s.moves = s.p.Moves(s.moves[:0])
	if len(s.moves) == 0 {
		if moverWins {
			return nil, fmt.Errorf("%w: position without moves stored as a win for the player to move", ErrInconsistent)
		}
		t.Reason = NoMoves
		return t, nil
	}
	stored := NoMove
	if e := s.tt.lookup(tableKey(h), s.hist); e != nil && outcomeOf(e.pn, e.dn) == out {
		stored = e.best
	}
	s.pushPath(h)
	defer s.popPath()
	kids := make([]treeChild, 0, len(s.moves))
	for _, m := range s.moves {
		s.p.Play(m)
		c := treeChild{move: m, hash: s.p.Hash(), reason: Expanded}
		if s.onPath(c.hash) {
			c.out, c.reason = s.repetitionOutcome(), Repetition
		} else if o := s.p.Evaluate(); o == Proven || o == Disproven {
			c.out, c.reason = o, Terminal
		} else if e := s.tt.lookup(tableKey(c.hash), s.hist); e != nil {
			c.out, c.work = outcomeOf(e.pn, e.dn), e.work()
		}
		s.p.Undo()
		kids = append(kids, c)
	}
	if moverWins {
		// The winning move the stored result rests on: that child was
		// solved before this position, so following stored moves never
		// runs into a position on the path. Otherwise the cheapest known
		// winning child, otherwise search the unknown ones.
		pick := -1
		for i := range kids {
			if stored == NoMove || kids[i].move != stored {
				continue
			}
			if kids[i].out == Unknown {
				if err := b.solveChild(&kids[i]); err != nil {
					return nil, err
				}
			}
			if kids[i].out == out {
				pick = i
			}
			break
		}
		if pick < 0 {
			for i, c := range kids {
				if c.out == out && (pick < 0 || cheaper(c, kids[pick])) {
					pick = i
				}
			}
		}
		for i := 0; pick < 0 && i < len(kids); i++ {
			if kids[i].out == Unknown {
				if err := b.solveChild(&kids[i]); err != nil {
					return nil, err
				}
				if kids[i].out == out {
					pick = i
				}
			}
		}
		if pick < 0 {
			return nil, fmt.Errorf("%w: no winning move found for a position stored as won", ErrInconsistent)
		}
		kids = kids[pick : pick+1]
	} else {
		for i := range kids {
			if kids[i].out == Unknown {
				if err := b.solveChild(&kids[i]); err != nil {
					return nil, err
				}
			}
			if kids[i].out != out {
				return nil, fmt.Errorf("%w: a move escapes from a position stored as lost", ErrInconsistent)
			}
		}
	}
	for _, c := range kids {
		if c.reason != Expanded {
			b.size++
			t.Children = append(t.Children, &Tree{Move: c.move, Outcome: c.out, Reason: c.reason})
			continue
		}
		s.p.Play(c.move)
		sub, err := b.build(c.hash, c.move, c.out)
		s.p.Undo()
		if err != nil {
			return nil, err
		}
		t.Children = append(t.Children, sub)
	}
	return t, nil
}

func cheaper(a, b treeChild) bool {
	if (a.reason != Expanded) != (b.reason != Expanded) {
		return a.reason != Expanded
	}
	return a.work < b.work
}

// solveChild searches a child whose table entry is missing.
func (b *treeBuilder) solveChild(c *treeChild) error {
	s := b.s
	s.p.Play(c.move)
	pn, dn, _ := s.mid(c.hash, Infinity, Infinity, len(s.path))
	s.p.Undo()
	c.out = outcomeOf(pn, dn)
	if c.out == Unknown {
		return fmt.Errorf("%w (search stopped: %v)", ErrUnsolved, s.stop)
	}
	if e := s.tt.lookup(tableKey(c.hash), s.hist); e != nil {
		c.work = e.work()
	}
	return nil
}

// Check verifies t as a proof or disproof tree of the current position of p
// by replaying it, independently of any search: every leaf must be a
// terminal, a position without moves, or a repetition of a position on its
// path, with the outcome the problem gives it; a node where the player to
// move wins must have one legal winning child, a node where that player
// loses a child for every legal move. p is left in the position it was
// given in.
func (t *Tree) Check(p Problem) error {
	rep, _ := p.(RepetitionRule)
	var path []uint64
	var check func(t *Tree, depth int) error
	check = func(t *Tree, depth int) error {
		h := p.Hash()
		for _, x := range path {
			if x == h {
				want := Disproven
				if rep != nil {
					if o := rep.RepetitionOutcome(); o == Proven || o == Disproven {
						want = o
					}
				}
				if t.Reason != Repetition || t.Outcome != want {
					return fmt.Errorf("proof: depth %d: repeated position marked %v %v, want repetition %v", depth, t.Reason, t.Outcome, want)
				}
				return nil
			}
		}
		if t.Reason == Repetition {
			return fmt.Errorf("proof: depth %d: leaf marked repetition, but the position is not on the path", depth)
		}
		if ev := p.Evaluate(); ev == Proven || ev == Disproven {
			if t.Reason != Terminal || t.Outcome != ev {
				return fmt.Errorf("proof: depth %d: terminal position (%v) marked %v %v", depth, ev, t.Reason, t.Outcome)
			}
			return nil
		}
		if t.Reason == Terminal {
			return fmt.Errorf("proof: depth %d: leaf marked terminal, but Evaluate says unknown", depth)
		}
		moves := p.Moves(nil)
		or := p.OrNode()
		moverWins := (t.Outcome == Proven) == or
		if len(moves) == 0 {
			if t.Reason != NoMoves || moverWins {
				return fmt.Errorf("proof: depth %d: position without moves marked %v %v", depth, t.Reason, t.Outcome)
			}
			return nil
		}
		if t.Reason != Expanded {
			return fmt.Errorf("proof: depth %d: position with moves marked %v", depth, t.Reason)
		}
		if t.Outcome != Proven && t.Outcome != Disproven {
			return fmt.Errorf("proof: depth %d: outcome %v", depth, t.Outcome)
		}
		if moverWins {
			if len(t.Children) != 1 {
				return fmt.Errorf("proof: depth %d: %d children at a won position, want 1", depth, len(t.Children))
			}
		} else if len(t.Children) != len(moves) {
			return fmt.Errorf("proof: depth %d: %d children at a lost position with %d moves", depth, len(t.Children), len(moves))
		}
		seen := make(map[Move]bool, len(t.Children))
		for _, c := range t.Children {
			legal := false
			for _, m := range moves {
				legal = legal || m == c.Move
			}
			if !legal || seen[c.Move] {
				return fmt.Errorf("proof: depth %d: child move %d is illegal or repeated", depth, c.Move)
			}
			seen[c.Move] = true
			if c.Outcome != t.Outcome {
				return fmt.Errorf("proof: depth %d: child %d has outcome %v under %v", depth, c.Move, c.Outcome, t.Outcome)
			}
			path = append(path, h)
			p.Play(c.Move)
			err := check(c, depth+1)
			p.Undo()
			path = path[:len(path)-1]
			if err != nil {
				return err
			}
		}
		return nil
	}
	return check(t, 0)
}
