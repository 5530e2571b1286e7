package rulesets

import (
	"context"
	"errors"
	"fmt"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

// Solver computes canonical values of ruleset positions by search with a
// transposition table, splitting positions into independent components
// (a sum of games) and normalizing each component under the symmetries of
// its ruleset. One Solver may be reused: its table carries over. Each call
// takes a context and a search.Budget: MaxNodes bounds the positions it
// expands (and, separately, the canonical-form operations of the store,
// see cgt.Store.Within), MaxTime its time; past a bound, or when the
// context is done, the call returns an error wrapping
// search.ErrNodeBudget, search.ErrTimeBudget or the context's error.
type Solver struct {
	store *cgt.Store
	tt    map[string]cgt.Game
	// Progress, if set, is called with the positions expanded so far every
	// 1024 expanded positions, e.g. to show a long search is alive.
	Progress func(nodes int64)
	// Stats of the last call: positions expanded (Nodes), table hits
	// (TTHits), time, and why it stopped.
	Stats   search.Stats
	lim     *search.Limiter
	scratch [2][]byte
}

// NewSolver returns a solver producing games in s.
func NewSolver(s *cgt.Store) *Solver {
	return &Solver{store: s, tt: make(map[string]cgt.Game)}
}

// Store returns the solver's store.
func (v *Solver) Store() *cgt.Store { return v.store }

// stopPanic unwinds a search whose limiter said stop.
type stopPanic struct{ err error }

func (v *Solver) run(ctx context.Context, b search.Budget, f func() cgt.Game) (g cgt.Game, err error) {
	v.Stats = search.Stats{}
	v.lim = search.NewLimiter(ctx, b, &v.Stats)
	defer func() { v.Stats = v.lim.Finish(); v.lim = nil }()
	err = v.store.Within(ctx, b, func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				c, ok := r.(stopPanic)
				if !ok {
					panic(r)
				}
				why := "search stopped"
				switch {
				case errors.Is(c.err, search.ErrNodeBudget):
					why = fmt.Sprintf("node limit of %d positions reached", b.MaxNodes)
				case errors.Is(c.err, search.ErrTimeBudget):
					why = fmt.Sprintf("time limit of %v reached", b.MaxTime)
				}
				err = fmt.Errorf("rulesets: %s after %d positions: %w", why, v.Stats.Nodes, c.err)
			}
		}()
		g = f()
		return nil
	})
	return g, err
}

func (v *Solver) expand() {
	if !v.lim.Expand() {
		panic(stopPanic{v.lim.Reason()})
	}
	if v.Stats.Nodes&1023 == 0 && v.Progress != nil {
		v.Progress(v.Stats.Nodes)
	}
}

// Domineering returns the value of a Domineering position: rows separated
// by '|', '.' empty, '#' blocked. Left places vertical dominoes, Right
// horizontal ones (Winning Ways ch. 2).
func (v *Solver) Domineering(ctx context.Context, b search.Budget, board string) (cgt.Game, error) {
	g, err := parseGrid("Domineering", board, ".#")
	if err != nil {
		return 0, err
	}
	return v.run(ctx, b, func() cgt.Game { return v.domSum(g) })
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
		v.Stats.TTHits++
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
func (v *Solver) Clobber(ctx context.Context, b search.Budget, board string) (cgt.Game, error) {
	g, err := parseGrid("Clobber", board, "xo.")
	if err != nil {
		return 0, err
	}
	return v.run(ctx, b, func() cgt.Game { return v.clobSum(g) })
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
		v.Stats.TTHits++
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
func (v *Solver) ToadsAndFrogs(ctx context.Context, b search.Budget, row string) (cgt.Game, error) {
	g, err := parseGrid("ToadsAndFrogs", row, "tf.")
	if err != nil {
		return 0, err
	}
	if g.h > 1 {
		return 0, fmt.Errorf("ToadsAndFrogs %q: the board is a single row", row)
	}
	return v.run(ctx, b, func() cgt.Game { return v.tf([]byte(row)) })
}

func (v *Solver) tf(row []byte) cgt.Game {
	key := "T" + string(row)
	if x, ok := v.tt[key]; ok {
		v.Stats.TTHits++
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
