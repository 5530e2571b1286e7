package cgt

import (
	"errors"
	"fmt"
	"strings"
)

// Point is a point (T, X) of a thermograph wall: at temperature T the wall
// is at value X. Plot it with X on the horizontal axis growing to the left,
// as Winning Ways does.
type Point struct {
	T, X Dyadic
}

// piece is one linear segment of a trajectory: value a + slope*t for t
// from `from` up to the next piece's start.
type piece struct {
	from  Dyadic
	a     Dyadic
	slope int
}

// Trajectory is a continuous piecewise-linear function of the temperature
// t >= -1 with dyadic break points and slopes in {-1, 0, 1}.
type Trajectory struct {
	pieces []piece
}

var minusOne = Int(-1)

func constTrajectory(x Dyadic) Trajectory {
	return Trajectory{pieces: []piece{{from: minusOne, a: x}}}
}

func mulInt(d Dyadic, k int) Dyadic {
	switch k {
	case 0:
		return Dyadic{}
	case 1:
		return d
	case -1:
		return d.Neg()
	}
	r := Dyadic{}
	neg := k < 0
	if neg {
		k = -k
	}
	for i := 0; i < k; i++ {
		r = r.Add(d)
	}
	if neg {
		r = r.Neg()
	}
	return r
}

func (p piece) at(t Dyadic) Dyadic { return p.a.Add(mulInt(t, p.slope)) }

// At returns the value of the trajectory at temperature t (t >= -1).
func (f Trajectory) At(t Dyadic) Dyadic {
	i := len(f.pieces) - 1
	for i > 0 && t.Less(f.pieces[i].from) {
		i--
	}
	return f.pieces[i].at(t)
}

// shifted returns f(t) + ds*t.
func (f Trajectory) shifted(ds int) Trajectory {
	out := make([]piece, len(f.pieces))
	for i, p := range f.pieces {
		out[i] = piece{from: p.from, a: p.a, slope: p.slope + ds}
	}
	return Trajectory{pieces: out}
}

// divSmall returns d/k for k in {±1, ±2, ±4}.
func divSmall(d Dyadic, k int) Dyadic {
	if k < 0 {
		d, k = d.Neg(), -k
	}
	for k > 1 {
		if k%2 != 0 {
			panic("cgt: non-dyadic thermograph intersection")
		}
		d, k = d.Half(), k/2
	}
	return d
}

// combine returns the pointwise max (or min) of f and g.
func combine(f, g Trajectory, takeMax bool) Trajectory {
	// break points of both
	var bps []Dyadic
	i, j := 0, 0
	for i < len(f.pieces) || j < len(g.pieces) {
		var next Dyadic
		switch {
		case j >= len(g.pieces) || (i < len(f.pieces) && f.pieces[i].from.Less(g.pieces[j].from)):
			next = f.pieces[i].from
			i++
		case i >= len(f.pieces) || g.pieces[j].from.Less(f.pieces[i].from):
			next = g.pieces[j].from
			j++
		default:
			next = f.pieces[i].from
			i++
			j++
		}
		bps = append(bps, next)
	}
	var out []piece
	emit := func(from Dyadic, p piece) {
		p.from = from
		if n := len(out); n > 0 && out[n-1].a == p.a && out[n-1].slope == p.slope {
			return
		}
		out = append(out, p)
	}
	better := func(p, q piece, t Dyadic) piece {
		// choose at t (or just after t when values tie, by slope)
		c := p.at(t).Cmp(q.at(t))
		if c == 0 {
			if p.slope == q.slope {
				return p
			}
			if (p.slope > q.slope) == takeMax {
				return p
			}
			return q
		}
		if (c > 0) == takeMax {
			return p
		}
		return q
	}
	for k, u := range bps {
		p, q := pieceAt(f, u), pieceAt(g, u)
		emit(u, better(p, q, u))
		if p.slope != q.slope {
			// crossing: p.a + p.s t = q.a + q.s t
			tc := divSmall(q.a.Sub(p.a), p.slope-q.slope)
			if u.Less(tc) && (k+1 >= len(bps) || tc.Less(bps[k+1])) {
				emit(tc, better(p, q, tc))
			}
		}
	}
	return Trajectory{pieces: out}
}

// truncated returns f for t < T and the constant x for t >= T.
func (f Trajectory) truncated(T, x Dyadic) Trajectory {
	var out []piece
	for _, p := range f.pieces {
		if !p.from.Less(T) {
			break
		}
		out = append(out, p)
	}
	if n := len(out); n > 0 && out[n-1].slope == 0 && out[n-1].a == x {
		return Trajectory{pieces: out}
	}
	out = append(out, piece{from: T, a: x})
	return Trajectory{pieces: out}
}

// Points lists the wall from t = -1 up to temperature T (inclusive) at its
// break points.
func (f Trajectory) Points(T Dyadic) []Point {
	var pts []Point
	for _, p := range f.pieces {
		if T.Less(p.from) {
			break
		}
		pts = append(pts, Point{T: p.from, X: p.at(p.from)})
	}
	if n := len(pts); n == 0 || pts[n-1].T != T {
		pts = append(pts, Point{T: T, X: f.At(T)})
	}
	return pts
}

// Thermograph is the exact thermograph of a game for temperatures t >= -1
// (the convention of CGSuite): two walls that meet at the Temperature and
// continue upward as a vertical mast at the Mean.
type Thermograph struct {
	LeftWall, RightWall Trajectory
	Mean                Dyadic
	Temperature         Dyadic
}

// LeftPoints returns the left wall's break points from t=-1 to the temperature.
func (th *Thermograph) LeftPoints() []Point { return th.LeftWall.Points(th.Temperature) }

// RightPoints returns the right wall's break points from t=-1 to the temperature.
func (th *Thermograph) RightPoints() []Point { return th.RightWall.Points(th.Temperature) }

func formatPoints(pts []Point) string {
	var b strings.Builder
	for i, p := range pts {
		if i > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "(%v,%v)", p.T, p.X)
	}
	return b.String()
}

// String prints the walls as (t,x) point lists and the mast.
func (th *Thermograph) String() string {
	return fmt.Sprintf("Thermograph(left: %s; right: %s; mast: %v from t=%v)",
		formatPoints(th.LeftPoints()), formatPoints(th.RightPoints()), th.Mean, th.Temperature)
}

// Thermograph returns the thermograph of g (cached).
func (s *Store) Thermograph(g Game) *Thermograph {
	if th, ok := s.thermo[g]; ok {
		return th
	}
	s.tick()
	var th *Thermograph
	if x, ok := s.NumberValue(g); ok && x.IsInteger() {
		w := constTrajectory(x)
		th = &Thermograph{LeftWall: w, RightWall: w, Mean: x, Temperature: minusOne}
	} else {
		var lw, rw Trajectory
		for i, gl := range s.LeftOptions(g) {
			w := s.Thermograph(gl).RightWall.shifted(-1)
			if i == 0 {
				lw = w
			} else {
				lw = combine(lw, w, true)
			}
		}
		for i, gr := range s.RightOptions(g) {
			w := s.Thermograph(gr).LeftWall.shifted(+1)
			if i == 0 {
				rw = w
			} else {
				rw = combine(rw, w, false)
			}
		}
		T, x := crossing(lw, rw)
		th = &Thermograph{LeftWall: lw.truncated(T, x), RightWall: rw.truncated(T, x), Mean: x, Temperature: T}
	}
	s.thermo[g] = th
	return th
}

// crossing finds the least t >= -1 where the (non-increasing) left wall
// meets the (non-decreasing) right wall, and the value there.
func crossing(lw, rw Trajectory) (Dyadic, Dyadic) {
	var bps []Dyadic
	for _, p := range lw.pieces {
		bps = append(bps, p.from)
	}
	for _, p := range rw.pieces {
		bps = append(bps, p.from)
	}
	sortDyadics(bps)
	diff := func(t Dyadic) Dyadic { return lw.At(t).Sub(rw.At(t)) }
	if diff(minusOne).Sign() <= 0 {
		// Not reached for canonical non-integers; take the midpoint.
		x := lw.At(minusOne).Add(rw.At(minusOne)).Half()
		return minusOne, x
	}
	for k, u := range bps {
		if diff(u).Sign() <= 0 {
			return u, lw.At(u)
		}
		var p, q piece
		p = pieceAt(lw, u)
		q = pieceAt(rw, u)
		ds := p.slope - q.slope
		if ds >= 0 {
			continue
		}
		// p.a - q.a + ds*t = 0
		tc := divSmall(p.a.Sub(q.a), -ds)
		if tc.Less(u) {
			continue
		}
		if k+1 < len(bps) && bps[k+1].Less(tc) {
			continue
		}
		return tc, lw.At(tc)
	}
	panic("cgt: thermograph walls never meet")
}

func pieceAt(h Trajectory, t Dyadic) piece {
	k := len(h.pieces) - 1
	for k > 0 && t.Less(h.pieces[k].from) {
		k--
	}
	return h.pieces[k]
}

func sortDyadics(x []Dyadic) {
	for i := 1; i < len(x); i++ {
		for j := i; j > 0 && x[j].Less(x[j-1]); j-- {
			x[j], x[j-1] = x[j-1], x[j]
		}
	}
}

// Mean returns the mean value of g (the mast of its thermograph).
func (s *Store) Mean(g Game) Dyadic { return s.Thermograph(g).Mean }

// Temperature returns the temperature of g (CGSuite's convention: -1 for
// integers, -1/2^k for numbers with denominator 2^k, >= 0 otherwise).
func (s *Store) Temperature(g Game) Dyadic { return s.Thermograph(g).Temperature }

// ErrTemperature reports a cooling temperature at or below -1.
var ErrTemperature = errors.New("cgt: cooling temperature must be > -1")

// Cool returns g cooled by t (t > -1): G_t = {G^L_t - t | G^R_t + t}
// unless G_t' is infinitesimally close to a number for some t' < t, then
// the mean of G (Winning Ways ch. 6; Siegel, Combinatorial Game Theory II.5).
func (s *Store) Cool(g Game, t Dyadic) (Game, error) {
	if !minusOne.Less(t) {
		return 0, fmt.Errorf("%w: got %v", ErrTemperature, t)
	}
	return s.cool(g, t), nil
}

func (s *Store) cool(g Game, t Dyadic) Game {
	if x, ok := s.NumberValue(g); ok && x.IsInteger() {
		return g
	}
	k := coolKey{g, t}
	if v, ok := s.coolMemo[k]; ok {
		return v
	}
	s.tick()
	th := s.Thermograph(g)
	var v Game
	if th.Temperature.Less(t) {
		v = s.Number(th.Mean)
	} else {
		v = s.shiftOptions(g, func(h Game) Game { return s.cool(h, t) }, s.Number(t.Neg()), s.Number(t))
	}
	s.coolMemo[k] = v
	return v
}

// Heat returns g heated by t: the integral of Winning Ways, G itself if G is
// a number, otherwise {heat(G^L) + t | heat(G^R) - t} on the canonical form.
func (s *Store) Heat(g, t Game) Game {
	if s.IsNumber(g) {
		return g
	}
	k := [2]Game{g, t}
	if v, ok := s.heatMemo[k]; ok {
		return v
	}
	v := s.shiftOptions(g, func(h Game) Game { return s.Heat(h, t) }, t, s.Neg(t))
	s.heatMemo[k] = v
	return v
}

// Chill returns g cooled by 1 (Berlekamp & Wolfe, Mathematical Go: chilling
// agrees with cooling by 1 on the positions studied there).
func (s *Store) Chill(g Game) Game { return s.cool(g, Int(1)) }

// Warm is Berlekamp's warming operator, the inverse of chilling on Go
// positions: an integer n warms to n.(1*) (n if n is even, n* if odd);
// any other game warms to {Warm(G^L)+1 | Warm(G^R)-1}
// (Berlekamp & Wolfe, Mathematical Go, ch. 2; overheating from 1* to 1).
func (s *Store) Warm(g Game) Game {
	if x, ok := s.NumberValue(g); ok && x.IsInteger() {
		if x.num%2 != 0 {
			return s.Add(g, s.Star(1))
		}
		return g
	}
	return s.shiftOptions(g, s.Warm, s.Integer(1), s.Integer(-1))
}
