package figures

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/go-echarts/go-echarts/v2/charts"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/cgt/rulesets"
	"github.com/decomplab/decomplab/lib/plot"
	"github.com/decomplab/decomplab/lib/search"
)

// Games evaluates CGSuite expressions and solves ruleset positions for
// the tables of notebook 01, every search within Budget and stopped when
// Ctx is done. The functions that need no search take the Store.
type Games struct {
	Ctx    context.Context
	Budget search.Budget
	Eval   *cgt.Evaluator   // with the rulesets registered
	Solver *rulesets.Solver // for positions solved one by one
}

// NewGames returns Games over a new store.
func NewGames(ctx context.Context, b search.Budget) *Games {
	s := cgt.NewStore()
	return &Games{Ctx: ctx, Budget: b, Eval: rulesets.NewEvaluator(s), Solver: rulesets.NewSolver(s)}
}

// Store is where the games live.
func (g *Games) Store() *cgt.Store { return g.Eval.Store() }

func (g *Games) eval(x string) (cgt.Value, error) { return g.Eval.EvalContext(g.Ctx, g.Budget, x) }

// Values evaluates CGSuite expressions and returns a table of each
// expression (as code) and its canonical value.
func (g *Games) Values(exprs ...string) ([][]string, error) {
	rows := [][]string{{"expression", "value"}}
	for _, x := range exprs {
		v, err := g.eval(x)
		if err != nil {
			return nil, err
		}
		rows = append(rows, []string{"`" + x + "`", g.Store().FormatValue(v)})
	}
	return rows, nil
}

// GameTree is the canonical game tree of g: Left's options (drawn black)
// then Right's; numbers are leaves, their options implied.
func GameTree(s *cgt.Store, g cgt.Game) *plot.TreeNode {
	return gameTree(s, g, "", "")
}

func gameTree(s *cgt.Store, g cgt.Game, edge, color string) *plot.TreeNode {
	n := &plot.TreeNode{Label: s.String(g), Edge: edge, Color: color}
	if s.IsNumber(g) {
		return n
	}
	for _, l := range s.LeftOptions(g) {
		n.Children = append(n.Children, gameTree(s, l, "L", "#222"))
	}
	for _, r := range s.RightOptions(g) {
		n.Children = append(n.Children, gameTree(s, r, "R", ""))
	}
	return n
}

// Comparison is a row of the order-and-outcome table: two games, how they
// compare, the outcome class of the first, and the comparison checked by
// the evaluator.
type Comparison struct {
	G, H     string
	Relation string `table:"G ? H"`
	Outcome  string `table:"outcome of G"`
	Check    string `table:"check"`
	Result   string `table:"evaluates to"`
}

// Comparisons compares each pair of games (CGSuite expressions) and checks
// the relation found with the evaluator's own operator.
func (gs *Games) Comparisons(pairs ...[2]string) ([]Comparison, error) {
	s := gs.Store()
	var rows []Comparison
	for _, p := range pairs {
		g, err := s.Parse(p[0])
		if err != nil {
			return nil, err
		}
		h, err := s.Parse(p[1])
		if err != nil {
			return nil, err
		}
		r := s.Compare(g, h)
		op := r.String()
		if r == cgt.Confused {
			op = "<>"
		}
		check := p[0] + " " + op + " " + p[1]
		v, err := gs.eval(check)
		if err != nil {
			return nil, err
		}
		rows = append(rows, Comparison{p[0], p[1], r.String(), s.Outcome(g).String(), check, s.FormatValue(v)})
	}
	return rows, nil
}

// HotGame is a row of the incentives table.
type HotGame struct {
	G           string
	Left, Right string // incentives
	LeftStop    string
	RightStop   string
	Mean        string
	Temperature string
	Birthday    int
}

// HotGames lists each game's incentives, stops, mean, temperature and
// birthday.
func HotGames(s *cgt.Store, exprs ...string) ([]HotGame, error) {
	list := func(gs []cgt.Game) string {
		var out []string
		for _, g := range gs {
			out = append(out, s.String(g))
		}
		return strings.Join(out, ", ")
	}
	var rows []HotGame
	for _, x := range exprs {
		g, err := s.Parse(x)
		if err != nil {
			return nil, err
		}
		rows = append(rows, HotGame{x, list(s.LeftIncentives(g)), list(s.RightIncentives(g)),
			s.LeftStop(g).String(), s.RightStop(g).String(), s.Mean(g).String(), s.Temperature(g).String(), s.Birthday(g)})
	}
	return rows, nil
}

// ThermographWall turns the thermograph of g into one polyline from
// temperature 0: up the left wall to where the walls meet, up the mast to
// one degree above the temperature and back, then down the right wall.
func ThermographWall(s *cgt.Store, g cgt.Game, name string) plot.Wall {
	th := s.Thermograph(g)
	wall := func(w cgt.Trajectory, ps []cgt.Point) []plot.Point {
		out := []plot.Point{{X: w.At(cgt.Int(0)).Float(), Y: 0}}
		for _, p := range ps {
			if p.T.Sign() > 0 {
				out = append(out, plot.Point{X: p.X.Float(), Y: p.T.Float()})
			}
		}
		return out
	}
	meet := plot.Point{X: th.Mean.Float(), Y: max(0, th.Temperature.Float())}
	top := plot.Point{X: th.Mean.Float(), Y: max(1, th.Temperature.Float()+1)}
	pts := append(wall(th.LeftWall, th.LeftPoints()), meet, top, meet)
	right := wall(th.RightWall, th.RightPoints())
	for i := len(right) - 1; i >= 0; i-- {
		pts = append(pts, right[i])
	}
	return plot.Wall{Name: name, Points: pts}
}

// Thermographs draws the thermographs of games (CGSuite expressions) in
// one chart, and with sum that of their sum too; the subtitle gives the
// mean and temperature of one game, or of the sum.
func Thermographs(s *cgt.Store, sum bool, exprs ...string) (*charts.Line, error) {
	var walls []plot.Wall
	var gs []cgt.Game
	for _, x := range exprs {
		g, err := s.Parse(x)
		if err != nil {
			return nil, err
		}
		gs = append(gs, g)
		walls = append(walls, ThermographWall(s, g, x))
	}
	if len(gs) == 0 {
		return nil, fmt.Errorf("figures: thermographs of no game")
	}
	title := "Thermograph of " + exprs[0]
	last := gs[0]
	if sum {
		last = s.Sum(gs...)
		walls = append(walls, ThermographWall(s, last, "sum"))
		title = "Thermographs of " + strings.Join(exprs, ", ") + " and of their sum"
	} else if len(gs) > 1 {
		title = "Thermographs of " + strings.Join(exprs, ", ")
	}
	return plot.ThermographChart(plot.Thermograph{
		Title:    title,
		Subtitle: fmt.Sprintf("mean %s, temperature %s", s.Mean(last), s.Temperature(last)),
		Walls:    walls,
	})
}

// Cooling tabulates each game cooled by each temperature.
func Cooling(s *cgt.Store, temps []cgt.Dyadic, exprs ...string) ([][]string, error) {
	rows := [][]string{{"G"}}
	for _, t := range temps {
		rows[0] = append(rows[0], "cooled by "+t.String())
	}
	for _, x := range exprs {
		g, err := s.Parse(x)
		if err != nil {
			return nil, err
		}
		row := []string{x}
		for _, t := range temps {
			c, err := s.Cool(g, t)
			if err != nil {
				return nil, err
			}
			row = append(row, s.String(c))
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// Warming is a row of the warming table: a chilled value, its warmed
// value, that chilled again, and whether the round trip gave it back.
type Warming struct {
	Chilled   string `table:"chilled value c"`
	Warmed    string `table:"Warm(c)"`
	Back      string `table:"Chill(Warm(c))"`
	RoundTrip bool   `table:"round trip"`
}

// WarmingRoundTrips warms each chilled value and chills it again.
func WarmingRoundTrips(s *cgt.Store, exprs ...string) ([]Warming, error) {
	var rows []Warming
	for _, x := range exprs {
		c, err := s.Parse(x)
		if err != nil {
			return nil, err
		}
		w := s.Warm(c)
		back := s.Chill(w)
		rows = append(rows, Warming{x, s.String(w), s.String(back), back == c})
	}
	return rows, nil
}

// Position is a row of the rulesets tables: a position, its value, outcome
// class, mean and temperature, and the solver's effort.
type Position struct {
	Game        string
	Position    string
	Value       string
	Outcome     string
	Mean        string
	Temperature string
	Nodes       int64
	Time        time.Duration `table:"ms"`
}

// DomineeringRectangles solves every empty Domineering rectangle of up to
// five rows and columns and maxArea squares.
func (g *Games) DomineeringRectangles(maxArea int) ([]Position, error) {
	var rows []Position
	for h := 1; h <= 5; h++ {
		for w := 1; w <= 5; w++ {
			if h*w > maxArea {
				continue
			}
			pos := strings.TrimSuffix(strings.Repeat(strings.Repeat(".", w)+"|", h), "|")
			row, err := g.solve("Domineering", fmt.Sprintf("%d x %d", h, w), func() (cgt.Game, error) { return g.Solver.Domineering(g.Ctx, g.Budget, pos) })
			if err != nil {
				return nil, err
			}
			rows = append(rows, row)
		}
	}
	return rows, nil
}

// ClobberAndToads solves Clobber and Toads-and-Frogs positions.
func (g *Games) ClobberAndToads(clobber, toads []string) ([]Position, error) {
	var rows []Position
	for _, p := range clobber {
		row, err := g.solve("Clobber", p, func() (cgt.Game, error) { return g.Solver.Clobber(g.Ctx, g.Budget, p) })
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	for _, p := range toads {
		row, err := g.solve("Toads-and-Frogs", p, func() (cgt.Game, error) { return g.Solver.ToadsAndFrogs(g.Ctx, g.Budget, p) })
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func (g *Games) solve(game, name string, solve func() (cgt.Game, error)) (Position, error) {
	v, err := solve()
	if err != nil {
		return Position{}, fmt.Errorf("%s %s: %w", game, name, err)
	}
	s, st := g.Store(), g.Solver.Stats
	return Position{game, name, s.String(v), s.Outcome(v).String(), s.Mean(v).String(), s.Temperature(v).String(), st.Nodes, st.Elapsed}, nil
}

// Corridor is a row of the chilled-corridor table.
type Corridor struct {
	N         int    `table:"n"`
	Value     string `table:"canonical C(n)"`
	Formula   string `table:"n - 1 + 2^-n"`
	Agree     bool   `table:"equal"`
	Warmed    string `table:"Warm(C(n))"`
	RoundTrip bool   `table:"Chill(Warm(C(n))) = C(n)"`
}

// Corridors builds the chilled Go corridor C(n) = {n-1 | 1 + C(n-1)},
// C(0) = 0, for n = 1..maxN from that recursion, reduces it to canonical
// form and compares it with Mathematical Go's n - 1 + 2^-n; warming it and
// chilling again must give it back.
func Corridors(s *cgt.Store, maxN int) ([]Corridor, error) {
	expr := "0"
	var rows []Corridor
	for n := 1; n <= maxN; n++ {
		expr = fmt.Sprintf("{%d|1+(%s)}", n-1, expr)
		g, err := s.Parse(expr)
		if err != nil {
			return nil, err
		}
		want := cgt.Int(int64(n - 1)).Add(cgt.NewDyadic(1, uint(n)))
		x, ok := s.NumberValue(g)
		w := s.Warm(g)
		warmed := s.String(w)
		if len(warmed) > 60 {
			warmed = warmed[:57] + "..."
		}
		rows = append(rows, Corridor{n, s.String(g), want.String(), ok && x == want, warmed, s.Chill(w) == g})
	}
	return rows, nil
}

// NimSequence tabulates a nim-sequence perRow values a row (row n holds
// G(n) ... G(n+perRow-1)), at most maxRows rows, as Winning Ways prints it.
func NimSequence(seq []int, perRow, maxRows int) [][]string {
	rows := [][]string{{"n"}}
	for j := 0; j < perRow; j++ {
		rows[0] = append(rows[0], fmt.Sprintf("+%d", j))
	}
	for i := 0; i < len(seq) && len(rows) <= maxRows; i += perRow {
		row := []string{fmt.Sprint(i)}
		for j := i; j < i+perRow; j++ {
			cell := ""
			if j < len(seq) {
				cell = fmt.Sprint(seq[j])
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	return rows
}

// PeriodStart returns the least n from which G(n) = G(n+period) holds
// for every n with n+period in the sequence.
func PeriodStart(seq []int, period int) int {
	for i := len(seq) - period - 1; i >= 0; i-- {
		if seq[i] != seq[i+period] {
			return i + 1
		}
	}
	return 0
}
