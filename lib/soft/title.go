package soft

import "fmt"

// Title returns the method's name as Chen's paper writes it ("Algorithm
// 1", "Algorithm 2", "Algorithm 3", "Metasearch"), for figures, tables and
// the command line; a method without a title of its own is shown by its
// String.
func (m Method) Title() string {
	switch m {
	case Heuristic1, Heuristic2, Heuristic3:
		return fmt.Sprintf("Algorithm %d", int(m))
	case Metasearch:
		return "Metasearch"
	}
	return m.String()
}

// Title returns the territory rule's name: "distance" or "Bouzy 5/21";
// a rule without a title of its own is shown by its String.
func (t Territory) Title() string {
	if t == TerritoryBouzy {
		return "Bouzy 5/21"
	}
	return t.String()
}

// MarshalText writes the method's String ("heuristic1", "meta"), so that
// rows carry it as text.
func (m Method) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a method as ParseMethod does.
func (m *Method) UnmarshalText(b []byte) error {
	v, err := ParseMethod(string(b))
	*m = v
	return err
}

// MarshalText writes the rule's String ("distance", "bouzy").
func (t Territory) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a rule as ParseTerritory does.
func (t *Territory) UnmarshalText(b []byte) error {
	v, err := ParseTerritory(string(b))
	*t = v
	return err
}
