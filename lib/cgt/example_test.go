package cgt_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/search"
)

func Example() {
	s := cgt.NewStore()
	g := s.FromOptions([]cgt.Game{s.Integer(3)}, []cgt.Game{s.Integer(-1)}) // {3|-1}
	fmt.Println(s.String(g), s.Mean(g), s.Temperature(g))
	fmt.Println(s.String(s.Add(g, s.Star(1))))
	fmt.Println(s.Compare(s.Up(), s.Star(1)))
	// Output:
	// {3|-1} 1 2
	// {3*|-1*}
	// ||
}

func ExampleEvaluator_Eval() {
	s := cgt.NewStore()
	e := cgt.NewEvaluator(s)
	for _, expr := range []string{"{0|*} + {0|*} + *", "{3|-1}.Cool(1)", "^.Incentives", "^ > *", "{2|0}.Thermograph"} {
		v, err := e.Eval(expr)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(s.FormatValue(v))
	}
	// Output:
	// ^^*
	// {2|0}
	// {^*}
	// false
	// Thermograph(left: (-1,3) (1,1); right: (-1,-1) (1,1); mast: 1 from t=1)
}

func ExampleStore_Parse_error() {
	s := cgt.NewStore()
	_, err := s.Parse("{1|2|3}")
	fmt.Println(err)
	// Output:
	// position 5 of "{1|2|3}": ambiguous "|": two separators of the same level
}

func ExampleStore_Incentives() {
	s := cgt.NewStore()
	g := s.MustParse("{4|2||-2}")
	for _, inc := range s.Incentives(g) {
		fmt.Println(s.String(inc))
	}
	// Output:
	// {6|4||0}
}

func ExampleStore_AtomicWeight() {
	s := cgt.NewStore()
	for _, expr := range []string{"^^*", "{0||0|-3/2}", "{^^^|vv}", "{1|^^^||^}", "{3|-1}"} {
		g := s.MustParse(expr)
		w, err := s.AtomicWeight(g)
		if err != nil {
			fmt.Println(expr, "->", err)
			continue
		}
		fmt.Println(expr, "->", s.String(w))
	}
	// Output:
	// ^^* -> 2
	// {0||0|-3/2} -> 0
	// {^^^|vv} -> {1|0}
	// {1|^^^||^} -> cgt: {1|^3||^}: the game is not atomic
	// {3|-1} -> cgt: {3|-1}: the game is not atomic
}

func ExampleStore_Within() {
	s := cgt.NewStore()
	var terms []cgt.Game
	for i := int64(0); i < 12; i++ {
		terms = append(terms, s.MustParse(fmt.Sprintf("{%d|{%d|%d}}", i%5+4, i%3, -i%4-1)))
	}
	err := s.Within(context.Background(), search.Budget{MaxNodes: 100}, func() error {
		s.Sum(terms...)
		return nil
	})
	fmt.Println(err)
	fmt.Println(errors.Is(err, search.ErrNodeBudget))
	fmt.Println(s.SumMean(terms...), s.SumTemperature(terms...)) // no canonical sum needed
	// Output:
	// cgt: node limit of 100 operations reached
	// true
	// 30 4
}

func ExampleStore_UptimalExpansion() {
	s := cgt.NewStore()
	for _, expr := range []string{"^ + ^<2> + *", "{0||0|v*}", "^<2> + ^<2>"} {
		g := s.MustParse(expr)
		e, _ := s.UptimalExpansion(g)
		fmt.Println(expr, "=", s.String(g), "expansion", e)
	}
	// Output:
	// ^ + ^<2> + * = ^[2]* expansion *.11
	// {0||0|v*} = {0|^<2>} expansion *.12
	// ^<2> + ^<2> = {0||0,v*|vv} expansion 0.02
}

// The stops of a sum of Go corridors C(n) = {n-1 | C(n-1)} from reduced
// canonical forms of the terms, without the canonical sum.
func ExampleStore_SumStops() {
	s := cgt.NewStore()
	corridor := []cgt.Game{s.Zero()}
	for n := 2; n <= 6; n++ {
		corridor = append(corridor, s.FromOptions([]cgt.Game{s.Integer(int64(n - 1))}, corridor[n-2:]))
	}
	var terms []cgt.Game
	for i := 0; i < 12; i++ {
		terms = append(terms, corridor[1+i%5])
	}
	fmt.Println(s.String(corridor[3]))
	fmt.Println(s.SumStops(terms...))
	// Output:
	// {3|||2||1|0}
	// 24 23
}
