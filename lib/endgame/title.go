package endgame

import "strings"

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
