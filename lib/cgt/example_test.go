package cgt_test

import (
	"fmt"

	"github.com/decomplab/decomplab/lib/cgt"
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
