package safety

import "testing"

// The solvers are titled as Table 2 of the paper prints them; a solver
// without a title of its own falls back on its String.
func TestSolverTitle(t *testing.T) {
	for s, want := range map[Solver]string{Benson: "BENSON", Static: "STATIC", Solver1: "SOLVER 1.0", Partial: "SOLVER 1.0 + P", Solver2: "SOLVER 2.0", Solver3: "SOLVER 3.0", Solver(99): "Solver(99)"} {
		if s.Title() != want {
			t.Errorf("%v: title %q, want %q", s, s.Title(), want)
		}
	}
}
