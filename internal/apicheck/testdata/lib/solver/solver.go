package solver

import (
	ctxpkg "context"

	"example.org/m/lib/search"
)

type Options struct {
	search.Budget
	Depth int
}

type ABOptions struct {
	Budget search.Budget
}

type Outer struct{ Inner Options }

type Solver struct{ Budget search.Budget }

type Loose struct{ N int }

type hidden struct{}

type Cycle struct{ Next *Cycle }

func Solve(ctx ctxpkg.Context, p int, o Options) {}

func SolvePointer(ctx ctxpkg.Context, o *Options) {}

func SolveNamed(ctx ctxpkg.Context, o ABOptions) {}

func SolveNested(ctx ctxpkg.Context, o Outer) {}

func SolveDirect(ctx ctxpkg.Context, b search.Budget) {}

func (s *Solver) Solve(ctx ctxpkg.Context) {}

func Match(ctx ctxpkg.Context, games int) {} // finding

func Walk(ctx ctxpkg.Context, c *Cycle) {} // finding

func (l Loose) Run(ctx ctxpkg.Context) {} // finding

func NoContext(n int) {}

func solve(ctx ctxpkg.Context) {}

func (h *hidden) Solve(ctx ctxpkg.Context) {}

func SolveEach(ctx ctxpkg.Context, opts []Options) {}

func counters(st *search.Stats, name string, r interface{ Count() int }) int64 {
	st.Count("nodes", 1) // finding
	st.Count(name, 1)
	r.Count()
	return st.Counters["nodes"] // finding
}
