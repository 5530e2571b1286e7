package search

import "context"

type Budget struct{ MaxNodes int64 }

type Stats struct {
	Nodes    int64
	Counters map[string]int64
}

func (s *Stats) Count(name string, n int64) { s.Counters[name] += n }

// Run takes a Budget in its own package.
func Run(ctx context.Context, b Budget) {}
