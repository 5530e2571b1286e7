package cgt

import (
	"strings"
)

func (p *parser) method(v Value, name token, args []Value, argToks []token) (Value, error) {
	s := p.s
	m := strings.ToLower(name.text)
	wantArgs := 0
	switch m {
	case "cool", "heat", "nortonproduct", "ordinalsum":
		wantArgs = 1
	}
	if len(args) != wantArgs {
		return Value{}, p.errorf(name, "method %s takes %d argument(s), got %d", name.text, wantArgs, len(args))
	}
	if v.Kind != KindGame {
		return Value{}, p.errorf(name, "method %s needs a game, not a %s", name.text, kindName(v.Kind))
	}
	g := v.Game
	num := func(x Dyadic) (Value, error) { return Value{Game: s.Number(x)}, nil }
	switch m {
	case "mean":
		return num(s.Mean(g))
	case "temperature":
		return num(s.Temperature(g))
	case "leftstop":
		return num(s.LeftStop(g))
	case "rightstop":
		return num(s.RightStop(g))
	case "birthday":
		return num(Int(int64(s.Birthday(g))))
	case "cool", "heat":
		t, err := p.game(args[0], argToks[0])
		if err != nil {
			return Value{}, err
		}
		if m == "heat" {
			return Value{Game: s.Heat(g, t)}, nil
		}
		x, ok := s.NumberValue(t)
		if !ok {
			return Value{}, p.errorf(argToks[0], "Cool needs a number, got %s", s.String(t))
		}
		c, err := s.Cool(g, x)
		if err != nil {
			return Value{}, p.errorf(argToks[0], "%v", err)
		}
		return Value{Game: c}, nil
	case "chill":
		return Value{Game: s.Chill(g)}, nil
	case "warm":
		return Value{Game: s.Warm(g)}, nil
	case "incentives":
		return Value{Kind: KindList, List: s.Incentives(g)}, nil
	case "leftincentives":
		return Value{Kind: KindList, List: s.LeftIncentives(g)}, nil
	case "rightincentives":
		return Value{Kind: KindList, List: s.RightIncentives(g)}, nil
	case "thermograph":
		return Value{Kind: KindThermograph, Thermograph: s.Thermograph(g)}, nil
	case "atomicweight":
		w, err := s.AtomicWeight(g)
		if err != nil {
			return Value{}, p.wrapError(name, err)
		}
		return Value{Game: w}, nil
	case "isatomic":
		return Value{Kind: KindBool, Bool: s.IsAtomic(g)}, nil
	case "nortonproduct", "ordinalsum":
		h, err := p.game(args[0], argToks[0])
		if err != nil {
			return Value{}, err
		}
		if m == "ordinalsum" {
			return Value{Game: s.OrdinalSum(g, h)}, nil
		}
		if !s.Leq(0, h) || h == 0 {
			return Value{}, p.errorf(argToks[0], "NortonProduct needs a positive unit, got %s", s.String(h))
		}
		return Value{Game: s.NortonMultiply(g, h)}, nil
	case "reducedcanonicalform":
		return Value{Game: s.ReducedCanonicalForm(g)}, nil
	case "isnumber":
		return Value{Kind: KindBool, Bool: s.IsNumber(g)}, nil
	case "isnimber":
		return Value{Kind: KindBool, Bool: s.IsNimber(g)}, nil
	case "isinfinitesimal":
		return Value{Kind: KindBool, Bool: s.IsInfinitesimal(g)}, nil
	case "isallsmall":
		return Value{Kind: KindBool, Bool: s.IsAllSmall(g)}, nil
	case "tiny":
		return Value{Game: s.Tiny(g)}, nil
	case "miny":
		return Value{Game: s.Neg(s.Tiny(g))}, nil
	case "neg":
		return Value{Game: s.Neg(g)}, nil
	}
	return Value{}, p.errorf(name, "unknown method %q", name.text)
}
