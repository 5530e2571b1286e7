package oneeye

import (
	"errors"
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// Outcome is the answer to a one-eye problem.
type Outcome int8

const (
	// Unknown: not solved (budget exhausted, canceled) or not recorded.
	Unknown Outcome = iota
	// DefenderWins: the defender makes an eye connected to all crucial stones.
	DefenderWins
	// AttackerWins: the attacker prevents the eye or captures a crucial stone.
	AttackerWins
)

// String returns "defender", "attacker" or "unknown", the words of the
// command line's JSON and of the SGF result properties.
func (o Outcome) String() string {
	switch o {
	case DefenderWins:
		return "defender"
	case AttackerWins:
		return "attacker"
	}
	return "unknown"
}

// ParseOutcome reads "defender", "attacker" or "unknown" (any case).
func ParseOutcome(s string) (Outcome, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "defender", "d":
		return DefenderWins, nil
	case "attacker", "a":
		return AttackerWins, nil
	case "unknown", "", "?":
		return Unknown, nil
	}
	return Unknown, fmt.Errorf("bad outcome %q (want defender, attacker or unknown)", s)
}

// Problem is a one-eye problem (Kishimoto & Müller, §2): a position, the
// region in which the defender must make an eye, and the crucial defender
// stones the eye must be connected to. The defender is the colour of the
// crucial stones. Problems are values to be solved; the solvers never
// modify Board.
type Problem struct {
	Name     string       // a name for tables (file name without extension)
	Board    *board.Board // the position; its side to move is ignored
	Region   board.Region // where moves are played and the eye must be made (SGF MA)
	Crucial  board.Region // crucial defender stones (SGF TR)
	Defender board.Color  // colour of the crucial stones
	// Safe holds attacker stones given as safe (SGF SQ; set with
	// SetSafe): their blocks are never captured; the defender does not
	// play next to them. Blocks with a liberty outside the
	// region are safe without being marked (inference, the fallback).
	Safe   board.Region
	ToMove board.Color // the player to move of the file (SGF PL); the defender if unset
	// Want records the verified answers, indexed by the player to move
	// first: Want[0] with the defender first, Want[1] with the attacker
	// first (SGF root properties OD and OA, see data/README.md).
	Want [2]Outcome
}

// Attacker returns the colour opposing the defender.
func (p *Problem) Attacker() board.Color { return p.Defender.Opponent() }

// ErrInvalid is wrapped by every validation error of NewProblem.
var ErrInvalid = errors.New("invalid one-eye problem")

// NewProblem checks a one-eye problem and returns it with the defender set
// to the colour of the crucial stones and the defender to move. The rules
// it checks: the region is on the board and has an empty point; there are
// crucial stones, all inside the region and all of one colour; every block
// with stones both inside and outside the region has a liberty outside the
// region (such blocks can never be captured, since no move is played
// outside the region, so the problem's boundary is well defined). A block
// entirely outside the region whose liberties all lie in the region is
// accepted: it can be captured by moves in the region, and every solver
// treats it so (it is not anchored, hence no safe stone and no wall);
// GenerateSmall draws such attacker blocks (four problems of the earlier
// 9x9 standard collection had them).
func NewProblem(b *board.Board, region, crucial board.Region) (*Problem, error) {
	if b == nil {
		return nil, fmt.Errorf("%w: no board", ErrInvalid)
	}
	on := b.OnBoard()
	switch {
	case region.IsEmpty():
		return nil, fmt.Errorf("%w: the region (MA) is empty", ErrInvalid)
	case !region.SubsetOf(on):
		return nil, fmt.Errorf("%w: the region (MA) has points off the %dx%d board", ErrInvalid, b.Width(), b.Height())
	case crucial.IsEmpty():
		return nil, fmt.Errorf("%w: the region has no crucial stones (TR)", ErrInvalid)
	}
	if out := crucial.Minus(region); !out.IsEmpty() {
		return nil, fmt.Errorf("%w: crucial stone %s (TR) is outside the region (MA)", ErrInvalid, out.First().GTP(b.Height()))
	}
	blacks, whites := crucial.Intersect(b.Stones(board.Black)), crucial.Intersect(b.Stones(board.White))
	if empty := crucial.Minus(blacks).Minus(whites); !empty.IsEmpty() {
		return nil, fmt.Errorf("%w: crucial point %s (TR) has no stone", ErrInvalid, empty.First().GTP(b.Height()))
	}
	if !blacks.IsEmpty() && !whites.IsEmpty() {
		return nil, fmt.Errorf("%w: crucial stones (TR) of both colours (%s black, %s white)", ErrInvalid,
			blacks.First().GTP(b.Height()), whites.First().GTP(b.Height()))
	}
	def := board.Black
	if blacks.IsEmpty() {
		def = board.White
	}
	if region.Intersect(b.Empties()).IsEmpty() {
		return nil, fmt.Errorf("%w: the region (MA) has no empty point", ErrInvalid)
	}
	stones := b.Stones(board.Black).Union(b.Stones(board.White))
	outsideEmpty := b.Empties().Minus(region)
	for left := stones; !left.IsEmpty(); {
		blk := b.BlockStones(left.First())
		left = left.Minus(blk)
		if !blk.Intersects(region) || blk.SubsetOf(region) {
			continue
		}
		if !blk.Dilate(on).Intersects(outsideEmpty) {
			return nil, fmt.Errorf("%w: the %s block at %s reaches outside the region (MA) but has no liberty outside it",
				ErrInvalid, b.At(blk.First()), blk.First().GTP(b.Height()))
		}
	}
	return &Problem{Board: b, Region: region, Crucial: crucial, Defender: def, ToMove: def}, nil
}

// SetSafe marks attacker stones as safe (SGF SQ): every block holding a
// point of safe can never be captured (it lives by means outside the
// problem, as the paper's "safe attacker stones, which surround the
// region" do). Our rule: the defender may not play next to such a block
// (so it keeps its liberties). Forbidding only the move that takes its
// last liberty would make a move's legality depend on the block's
// liberties elsewhere, coupling the pockets a wall separates; playing
// there without capturing (a liberty outside the board) needs support the
// board does not have. The
// points must hold attacker stones outside the region. Such walls split
// the region in DDS even where they reach the edge of the board with no
// liberty outside the region, where inference (a liberty outside the
// region) cannot see them.
func (p *Problem) SetSafe(safe board.Region) error {
	b := p.Board
	if in := safe.Intersect(p.Region); !in.IsEmpty() {
		return fmt.Errorf("%w: safe stone %s (SQ) is inside the region (MA)", ErrInvalid, in.First().GTP(b.Height()))
	}
	if bad := safe.Minus(b.Stones(p.Attacker())); !bad.IsEmpty() {
		return fmt.Errorf("%w: safe point %s (SQ) holds no %s (attacker) stone", ErrInvalid, bad.First().GTP(b.Height()), p.Attacker())
	}
	var blocks board.Region
	for left := safe; !left.IsEmpty(); {
		blk := b.BlockStones(left.First())
		left = left.Minus(blk)
		blocks = blocks.Union(blk)
	}
	p.Safe = blocks.Minus(p.Region) // a block may reach into the region
	return nil
}

// ParseDiagram reads a problem from a diagram, one line per row, top row
// first (spaces and row numbers ignored, as in board.Parse):
//
//	X O .   black stone, white stone, empty point outside the region
//	x o -   black stone, white stone, empty point inside the region
//	B W     crucial black or white stone (inside the region)
//	# @     black or white stone given as safe (outside the region, SetSafe)
//
// It is the format of the examples, tests and the data generator.
func ParseDiagram(diagram string) (*Problem, error) {
	var plain strings.Builder
	type mark struct {
		x, y             int
		inRegion, crucal bool
		safe             bool
	}
	var marks []mark
	y := 0
	for _, line := range strings.Split(diagram, "\n") {
		line = strings.Trim(strings.TrimSpace(line), "0123456789 \t|")
		if line == "" {
			continue
		}
		x := 0
		for _, r := range line {
			var c byte
			switch r {
			case ' ', '\t':
				continue
			case 'X', 'O', '.':
				c = byte(r)
			case '#':
				c = 'X'
			case '@':
				c = 'O'
			case 'x', 'B':
				c = 'X'
			case 'o', 'W':
				c = 'O'
			case '-':
				c = '.'
			default:
				return nil, fmt.Errorf("diagram row %d: %q is not one of X O . x o - B W # @", y+1, r)
			}
			if r == 'x' || r == 'o' || r == '-' || r == 'B' || r == 'W' || r == '#' || r == '@' {
				marks = append(marks, mark{x, y, r != '#' && r != '@', r == 'B' || r == 'W', r == '#' || r == '@'})
			}
			plain.WriteByte(c)
			x++
		}
		plain.WriteByte('\n')
		y++
	}
	b, err := board.Parse(plain.String())
	if err != nil {
		return nil, err
	}
	var region, crucial, safe board.Region
	for _, m := range marks {
		switch {
		case m.safe:
			safe.Add(board.Pt(m.x, m.y))
		case m.inRegion:
			region.Add(board.Pt(m.x, m.y))
		}
		if m.crucal {
			crucial.Add(board.Pt(m.x, m.y))
		}
	}
	p, err := NewProblem(b, region, crucial)
	if err != nil {
		return nil, err
	}
	if err := p.SetSafe(safe); err != nil {
		return nil, err
	}
	return p, nil
}

// String is the problem's diagram (Diagram).
func (p *Problem) String() string { return p.Diagram() }

// Diagram prints the problem in the format of ParseDiagram.
func (p *Problem) Diagram() string {
	var sb strings.Builder
	b := p.Board
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			pt := board.Pt(x, y)
			in := p.Region.Has(pt)
			var c byte
			switch b.At(pt) {
			case board.Black:
				c = "Xx"[btoi(in)]
			case board.White:
				c = "Oo"[btoi(in)]
			default:
				c = ".-"[btoi(in)]
			}
			if p.Crucial.Has(pt) {
				c = "BW"[btoi(p.Defender == board.White)]
			}
			if p.Safe.Has(pt) {
				c = "#@"[btoi(b.At(pt) == board.White)]
			}
			if x > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteByte(c)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
