package endgame

import (
	"fmt"
	"strings"
)

// Title returns the combination as Müller 2001 (Section 5, Fig. 7) names
// the enhancements of global alpha-beta: "alpha-beta", then " + sort",
// " + global", " + local", " + POprune" for each one switched on.
func (e Enhancements) Title() string { return e.join("alpha-beta", " + ", true) }

// join writes base followed by sep and the short name (Name) or the
// paper's name (Title) of each enhancement switched on.
func (e Enhancements) join(base, sep string, title bool) string {
	parts := []string{base}
	for _, f := range []struct {
		on          bool
		name, title string
	}{{e.SortByArea, "sort", "sort"}, {e.GlobalPruning, "global", "global"},
		{e.LocalPruning, "local", "local"}, {e.PartialOrderPruning, "poprune", "POprune"}} {
		switch {
		case f.on && title:
			parts = append(parts, f.title)
		case f.on:
			parts = append(parts, f.name)
		}
	}
	return strings.Join(parts, sep)
}

// Method is a search of the comparison studies (SubsetStudy,
// TableSizeStudy): LCGS, the local search of decomposition search (the
// zero value), or global alpha-beta with Enhancements. Rows write it as
// its String ("lcgs", "ab", "ab+sort+global", ...) and read it back.
type Method struct {
	AlphaBeta    bool
	Enhancements Enhancements // with AlphaBeta
}

// AlphaBetaMethod is global alpha-beta with the enhancements e.
func AlphaBetaMethod(e Enhancements) Method { return Method{AlphaBeta: true, Enhancements: e} }

// String is "lcgs" or the enhancements' Name.
func (m Method) String() string {
	if !m.AlphaBeta {
		return "lcgs"
	}
	return m.Enhancements.Name()
}

// Title is "LCGS" or the enhancements' Title ("alpha-beta + sort", ...).
func (m Method) Title() string {
	if !m.AlphaBeta {
		return "LCGS"
	}
	return m.Enhancements.Title()
}

// MarshalText writes the method's String.
func (m Method) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads what MarshalText wrote.
func (m *Method) UnmarshalText(b []byte) error {
	s := string(b)
	if s == "lcgs" {
		*m = Method{}
		return nil
	}
	parts := strings.Split(s, "+")
	if parts[0] != "ab" {
		return fmt.Errorf("endgame: unknown method %q (want lcgs or ab with +sort, +global, +local, +poprune)", s)
	}
	var e Enhancements
	flags := map[string]*bool{"sort": &e.SortByArea, "global": &e.GlobalPruning, "local": &e.LocalPruning, "poprune": &e.PartialOrderPruning}
	for _, p := range parts[1:] {
		f, ok := flags[p]
		if !ok || *f {
			return fmt.Errorf("endgame: unknown method %q: enhancement %q (want sort, global, local or poprune, once each)", s, p)
		}
		*f = true
	}
	*m = AlphaBetaMethod(e)
	return nil
}
