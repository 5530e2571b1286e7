package rulesets_test

import (
	"context"
	"fmt"

	"github.com/decomplab/decomplab/lib/cgt"
	"github.com/decomplab/decomplab/lib/cgt/rulesets"
	"github.com/decomplab/decomplab/lib/search"
)

func ExampleSolver_Domineering() {
	s := cgt.NewStore()
	v := rulesets.NewSolver(s)
	for _, b := range []string{"..|..", ".#|.#|..", "...|..."} {
		g, err := v.Domineering(context.Background(), search.Budget{}, b)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s = %s\n", b, s.String(g))
	}
	// Output:
	// ..|.. = +-1
	// .#|.#|.. = 1/2
	// ...|... = {2|-1/2}
}

func ExampleRegister() {
	s := cgt.NewStore()
	e := rulesets.NewEvaluator(s)
	v, err := e.Eval(`Clobber("xxo") + ToadsAndFrogs("t.f") + Kayles(5)`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.FormatValue(v))
	// Output:
	// ^*5
}

func ExampleOctal_NimSequence() {
	fmt.Println(rulesets.Kayles().NimSequence(12))
	// Output:
	// [0 1 2 3 1 4 3 2 1 4 2 6]
}
