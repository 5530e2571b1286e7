package safety

// Title returns the solver's name as Niu & Müller's Table 2 prints it
// ("BENSON", "STATIC", "SOLVER 1.0", "SOLVER 2.0", "SOLVER 1.0 + P",
// "SOLVER 3.0"), for figures, tables and the command line; a solver
// without a title of its own is shown by its String.
func (s Solver) Title() string {
	switch s {
	case Benson:
		return "BENSON"
	case Static:
		return "STATIC"
	case Solver1:
		return "SOLVER 1.0"
	case Solver2:
		return "SOLVER 2.0"
	case Partial:
		return "SOLVER 1.0 + P"
	case Solver3:
		return "SOLVER 3.0"
	}
	return s.String()
}

// MarshalText writes the solver's String ("benson", "solver1", ...), so
// that rows carry it as text.
func (s Solver) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a solver as ParseSolver does.
func (s *Solver) UnmarshalText(b []byte) error {
	v, err := ParseSolver(string(b))
	*s = v
	return err
}
