package cgt

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// Dyadic is an exact dyadic rational Num/2^Exp. The zero value is 0.
// Values are kept normalized: Num is odd whenever Exp > 0.
//
// Arithmetic is exact; results whose numerator leaves int64 or whose
// denominator exceeds 2^MaxExp panic with ErrOverflow. The notation
// evaluator turns that panic into an error, so user input never crashes.
type Dyadic struct {
	num int64
	exp uint8
}

// MaxExp is the largest denominator exponent a Dyadic may carry.
const MaxExp = 62

// ErrOverflow reports a number too large for the exact arithmetic.
var ErrOverflow = errors.New("cgt: number out of range (numerator beyond int64 or denominator beyond 2^62)")

// Int returns the integer n as a Dyadic.
func Int(n int64) Dyadic { return Dyadic{num: n} }

// NewDyadic returns num/2^exp, normalized.
func NewDyadic(num int64, exp uint) Dyadic {
	if exp > MaxExp {
		panic(ErrOverflow)
	}
	return normalize(num, exp)
}

func normalize(num int64, exp uint) Dyadic {
	if num == 0 {
		return Dyadic{}
	}
	tz := uint(bits.TrailingZeros64(uint64(num)))
	if tz > exp {
		tz = exp
	}
	return Dyadic{num: num >> tz, exp: uint8(exp - tz)}
}

// Num and Exp give the normalized numerator and denominator exponent.
func (d Dyadic) Num() int64 { return d.num }

// Exp is the exponent of the denominator 2^Exp.
func (d Dyadic) Exp() uint { return uint(d.exp) }

// IsInteger reports whether d is an integer.
func (d Dyadic) IsInteger() bool { return d.exp == 0 }

// Sign is -1, 0 or +1.
func (d Dyadic) Sign() int {
	switch {
	case d.num < 0:
		return -1
	case d.num > 0:
		return 1
	}
	return 0
}

func checkedShift(n int64, s uint) int64 {
	if s >= 63 {
		if n == 0 {
			return 0
		}
		panic(ErrOverflow)
	}
	r := n << s
	if r>>s != n {
		panic(ErrOverflow)
	}
	return r
}

func checkedAdd(a, b int64) int64 {
	s := a + b
	if (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0) {
		panic(ErrOverflow)
	}
	return s
}

// align returns numerators of a and b over the common denominator 2^e.
func align(a, b Dyadic) (int64, int64, uint) {
	e := uint(a.exp)
	if uint(b.exp) > e {
		e = uint(b.exp)
	}
	return checkedShift(a.num, e-uint(a.exp)), checkedShift(b.num, e-uint(b.exp)), e
}

// Add returns d+e.
func (d Dyadic) Add(e Dyadic) Dyadic {
	x, y, k := align(d, e)
	return normalize(checkedAdd(x, y), k)
}

// Neg returns -d.
func (d Dyadic) Neg() Dyadic {
	if d.num == math.MinInt64 {
		panic(ErrOverflow)
	}
	return Dyadic{num: -d.num, exp: d.exp}
}

// Sub returns d-e.
func (d Dyadic) Sub(e Dyadic) Dyadic { return d.Add(e.Neg()) }

// Half returns d/2.
func (d Dyadic) Half() Dyadic {
	if d.num == 0 {
		return d
	}
	if d.exp >= MaxExp {
		panic(ErrOverflow)
	}
	return normalize(d.num, uint(d.exp)+1)
}

// Cmp compares d and e: -1 if d<e, 0 if equal, +1 if d>e.
func (d Dyadic) Cmp(e Dyadic) int {
	if d.exp == e.exp {
		return cmp.Compare(d.num, e.num)
	}
	x, y, _ := align(d, e)
	if x < y {
		return -1
	}
	if x > y {
		return 1
	}
	return 0
}

// Less reports d < e.
func (d Dyadic) Less(e Dyadic) bool { return d.Cmp(e) < 0 }

// Floor returns the largest integer <= d.
func (d Dyadic) Floor() int64 { return d.num >> d.exp }

// Ceil returns the smallest integer >= d.
func (d Dyadic) Ceil() int64 {
	f := d.Floor()
	if d.exp > 0 {
		f++
	}
	return f
}

// Float returns the nearest float64.
func (d Dyadic) Float() float64 { return math.Ldexp(float64(d.num), -int(d.exp)) }

// String prints d as CGSuite does: "3", "-5/8".
func (d Dyadic) String() string {
	if d.exp == 0 {
		return strconv.FormatInt(d.num, 10)
	}
	return strconv.FormatInt(d.num, 10) + "/" + strconv.FormatUint(1<<d.exp, 10)
}

// shortNumber returns s, or its first 24 bytes, "..." and its length when
// longer, for error messages.
func shortNumber(s string) string {
	if len(s) <= 40 {
		return s
	}
	return fmt.Sprintf("%s... (%d characters)", s[:24], len(s))
}

// ParseDyadic parses "n", "-n", "n/d" with d a power of two.
func ParseDyadic(s string) (Dyadic, error) {
	num, den, hasDen := strings.Cut(s, "/")
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil {
		if errors.Is(err, strconv.ErrRange) {
			return Dyadic{}, fmt.Errorf("bad number %q: out of range (at most 19 digits)", shortNumber(s))
		}
		return Dyadic{}, fmt.Errorf("bad number %q: not an integer", shortNumber(s))
	}
	if !hasDen {
		return Int(n), nil
	}
	d, err := strconv.ParseUint(den, 10, 64)
	if err != nil || d == 0 || d&(d-1) != 0 {
		return Dyadic{}, fmt.Errorf("bad number %q: denominator must be a power of two", shortNumber(s))
	}
	e := uint(bits.TrailingZeros64(d))
	if e > MaxExp {
		return Dyadic{}, fmt.Errorf("bad number %q: denominator too large", shortNumber(s))
	}
	return normalize(n, e), nil
}

// simplestBetween returns the simplest number x with lo < x < hi, where a
// missing bound (hasLo/hasHi false) means -inf/+inf. It requires lo < hi.
func simplestBetween(lo Dyadic, hasLo bool, hi Dyadic, hasHi bool) Dyadic {
	zero := Dyadic{}
	if (!hasLo || lo.Sign() < 0) && (!hasHi || hi.Sign() > 0) {
		return zero
	}
	if hasLo && lo.Sign() >= 0 {
		// smallest integer > lo
		n := Int(lo.Floor() + 1)
		if !hasHi || n.Less(hi) {
			return n
		}
	} else {
		// hi <= 0: largest integer < hi
		n := Int(hi.Ceil() - 1)
		if !hasLo || lo.Less(n) {
			return n
		}
	}
	// No integer strictly between; both bounds present and lo, hi within
	// one unit. Find the smallest denominator.
	for k := uint(1); k <= MaxExp; k++ {
		// smallest m/2^k > lo
		x, _, _ := align(lo, Dyadic{exp: uint8(k)})
		// lo = x / 2^max(k, lo.exp)
		e := uint(lo.exp)
		if k > e {
			e = k
		}
		// numerator of lo over 2^k, floored
		var m int64
		if e == k {
			m = x
		} else {
			m = x >> (e - k)
		}
		c := normalize(m+1, k)
		if lo.Less(c) && c.Less(hi) {
			return c
		}
	}
	panic(ErrOverflow)
}
