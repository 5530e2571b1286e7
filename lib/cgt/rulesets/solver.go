package rulesets

import (
	"context"
	"errors"
	"fmt"

	"github.com/decomplab/decomplab/lib/cgt"
)

// ErrBudget is returned when a search expands more than Solver.MaxNodes
// positions.
var ErrBudget = errors.New("rulesets: node budget exhausted")

// Solver computes canonical values of ruleset positions by search with a
// transposition table, splitting positions into independent components
// (a sum of games) and normalizing each component under the symmetries of
// its ruleset. One Solver may be reused: its table carries over.
type Solver struct {
	store *cgt.Store
	tt    map[string]cgt.Game
	// MaxNodes bounds the positions expanded by one call (0: no bound).
	MaxNodes int
	// Context, if set, is checked every 1024 expanded positions; when it
	// is done the call returns its error (so a notebook interrupt stops
	// the search).
	Context context.Context
	// Progress, if set, is called with the positions expanded so far every
	// 1024 expanded positions, e.g. to show a long search is alive.
	Progress func(nodes int)
	// Stats of the last call.
	Nodes, Hits int
	scratch     [2][]byte
}

// NewSolver returns a solver producing games in s.
func NewSolver(s *cgt.Store) *Solver {
	return &Solver{store: s, tt: make(map[string]cgt.Game)}
}

// Store returns the solver's store.
func (v *Solver) Store() *cgt.Store { return v.store }

type budgetPanic struct{}

type cancelPanic struct{ err error }

func (v *Solver) run(f func() cgt.Game) (g cgt.Game, err error) {
	v.Nodes, v.Hits = 0, 0
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(budgetPanic); ok {
				err = fmt.Errorf("%w after %d positions", ErrBudget, v.Nodes)
				return
			}
			if c, ok := r.(cancelPanic); ok {
				why := "search stopped"
				if errors.Is(c.err, context.DeadlineExceeded) {
					why = "time limit reached"
				}
				err = fmt.Errorf("rulesets: %s after %d positions: %w", why, v.Nodes, c.err)
				return
			}
			panic(r)
		}
	}()
	return f(), nil
}

func (v *Solver) expand() {
	v.Nodes++
	if v.MaxNodes > 0 && v.Nodes > v.MaxNodes {
		panic(budgetPanic{})
	}
	if v.Nodes&1023 == 0 {
		if v.Context != nil {
			if err := v.Context.Err(); err != nil {
				panic(cancelPanic{err})
			}
		}
		if v.Progress != nil {
			v.Progress(v.Nodes)
		}
	}
}

// Domineering returns the value of a Domineering position: rows separated
// by '|', '.' empty, '#' blocked. Left places vertical dominoes, Right
// horizontal ones (Winning Ways ch. 2).
func (v *Solver) Domineering(board string) (cgt.Game, error) {
	g, err := parseGrid("Domineering", board, ".#")
	if err != nil {
		return 0, err
	}
	return v.run(func() cgt.Game { return v.domSum(g) })
}

func isEmpty(b byte) bool { return b == '.' }

func (v *Solver) domSum(g grid) cgt.Game {
	var total cgt.Game
	for _, c := range g.components(isEmpty, '#') {
		total = v.store.Add(total, v.domComponent(c))
	}
	return total
}

func (v *Solver) domComponent(g grid) cgt.Game {
	n := 0
	for _, b := range g.cells {
		if b == '.' {
			n++
		}
	}
	if n < 2 {
		return 0
	}
	kb := g.canonicalKey('D', false, &v.scratch)
	if x, ok := v.tt[string(kb)]; ok {
		v.Hits++
		return x
	}
	key := string(kb)
	v.expand()
	var left, right []cgt.Game
	cells := g.cells
	for r := 0; r < g.h; r++ {
		for c := 0; c < g.w; c++ {
			p := r*g.w + c
			if cells[p] != '.' {
				continue
			}
			if r+1 < g.h && cells[p+g.w] == '.' {
				cells[p], cells[p+g.w] = '#', '#'
				left = append(left, v.domSum(g))
				cells[p], cells[p+g.w] = '.', '.'
			}
			if c+1 < g.w && cells[p+1] == '.' {
				cells[p], cells[p+1] = '#', '#'
				right = append(right, v.domSum(g))
				cells[p], cells[p+1] = '.', '.'
			}
		}
	}
	x := v.store.FromOptions(left, right)
	v.tt[key] = x
	return x
}

// Clobber returns the value of a Clobber position: rows separated by '|',
// 'x' Left's stones, 'o' Right's, '.' empty. A move takes one's stone onto
// an orthogonally adjacent opponent stone, removing it (Albert, Grossman,
// Nowakowski & Wolfe, "An introduction to Clobber", 2005).
func (v *Solver) Clobber(board string) (cgt.Game, error) {
	g, err := parseGrid("Clobber", board, "xo.")
	if err != nil {
		return 0, err
	}
	return v.run(func() cgt.Game { return v.clobSum(g) })
}

func isStone(b byte) bool { return b == 'x' || b == 'o' }

func (v *Solver) clobSum(g grid) cgt.Game {
	var total cgt.Game
	for _, c := range g.components(isStone, '.') {
		total = v.store.Add(total, v.clobComponent(c))
	}
	return total
}

func (v *Solver) clobComponent(g grid) cgt.Game {
	hasX, hasO := false, false
	for _, b := range g.cells {
		hasX = hasX || b == 'x'
		hasO = hasO || b == 'o'
	}
	if !hasX || !hasO {
		return 0
	}
	kb := g.canonicalKey('C', true, &v.scratch)
	if x, ok := v.tt[string(kb)]; ok {
		v.Hits++
		return x
	}
	key := string(kb)
	v.expand()
	var left, right []cgt.Game
	cells := g.cells
	for p, b := range cells {
		if b == '.' {
			continue
		}
		r, c := p/g.w, p%g.w
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			rr, cc := r+d[0], c+d[1]
			if rr < 0 || rr >= g.h || cc < 0 || cc >= g.w {
				continue
			}
			q := rr*g.w + cc
			if !isStone(cells[q]) || cells[q] == b {
				continue
			}
			old := cells[q]
			cells[p], cells[q] = '.', b
			val := v.clobSum(g)
			cells[p], cells[q] = b, old
			if b == 'x' {
				left = append(left, val)
			} else {
				right = append(right, val)
			}
		}
	}
	x := v.store.FromOptions(left, right)
	v.tt[key] = x
	return x
}

// ToadsAndFrogs returns the value of a Toads-and-Frogs row: 't' toads
// (Left, moving right), 'f' frogs (Right, moving left), '.' empty. A
// creature moves one step into an empty square or jumps over one opposing
// creature into an empty square (Winning Ways ch. 1; Erickson, "New
// Toads and Frogs results", 1996).
func (v *Solver) ToadsAndFrogs(row string) (cgt.Game, error) {
	g, err := parseGrid("ToadsAndFrogs", row, "tf.")
	if err != nil {
		return 0, err
	}
	if g.h > 1 {
		return 0, fmt.Errorf("ToadsAndFrogs %q: the board is a single row", row)
	}
	return v.run(func() cgt.Game { return v.tf([]byte(row)) })
}

func (v *Solver) tf(row []byte) cgt.Game {
	key := "T" + string(row)
	if x, ok := v.tt[key]; ok {
		v.Hits++
		return x
	}
	v.expand()
	var left, right []cgt.Game
	n := len(row)
	for i, b := range row {
		switch b {
		case 't':
			if i+1 < n && row[i+1] == '.' {
				row[i], row[i+1] = '.', 't'
				left = append(left, v.tf(row))
				row[i], row[i+1] = 't', '.'
			} else if i+2 < n && row[i+1] == 'f' && row[i+2] == '.' {
				row[i], row[i+2] = '.', 't'
				left = append(left, v.tf(row))
				row[i], row[i+2] = 't', '.'
			}
		case 'f':
			if i-1 >= 0 && row[i-1] == '.' {
				row[i], row[i-1] = '.', 'f'
				right = append(right, v.tf(row))
				row[i], row[i-1] = 'f', '.'
			} else if i-2 >= 0 && row[i-1] == 't' && row[i-2] == '.' {
				row[i], row[i-2] = '.', 'f'
				right = append(right, v.tf(row))
				row[i], row[i-2] = 'f', '.'
			}
		}
	}
	x := v.store.FromOptions(left, right)
	v.tt[key] = x
	return x
}
