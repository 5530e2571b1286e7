package bgf

import (
	"fmt"
	"strconv"
	"strings"
)

// QualityKind is what a method of the heuristic-quality experiment does.
type QualityKind int8

const (
	// MoveHeuristic picks Left's move with a Heuristic.
	MoveHeuristic QualityKind = iota
	// ValueEstimate estimates Lo with a frontier evaluation (Frontier).
	ValueEstimate
	// MetasearchMove picks Left's move by Metasearch, to Depth plies with
	// Frontier at the frontier, or exact (Depth 0).
	MetasearchMove
)

// QualityMethod is one method of HeuristicQuality (a row's Method). It is
// written as text, in JSON and CSV, by its String ("heuristic1",
// "estimate", "metasearch-d2", "metasearch-exact", "metasearch-d2-count",
// ...) and read back by UnmarshalText.
type QualityMethod struct {
	Kind      QualityKind
	Heuristic Heuristic // MoveHeuristic
	Frontier  Frontier  // ValueEstimate; MetasearchMove with Depth > 0
	Depth     int       // MetasearchMove: plies, 0 for exact
}

// String is the method's name in rows: the heuristic's String; the
// estimate's ("estimate", "count-estimate", "playout");
// "metasearch-exact" or "metasearch-dN" followed by "-count" or
// "-playout" for ours.
func (m QualityMethod) String() string {
	switch m.Kind {
	case MoveHeuristic:
		return m.Heuristic.String()
	case ValueEstimate:
		switch m.Frontier {
		case FrontierEstimate:
			return "estimate"
		case FrontierCount:
			return "count-estimate"
		}
		return m.Frontier.String()
	case MetasearchMove:
		if m.Depth == 0 {
			return "metasearch-exact"
		}
		s := "metasearch-d" + strconv.Itoa(m.Depth)
		if m.Frontier != FrontierEstimate {
			s += "-" + m.Frontier.String()
		}
		return s
	}
	return fmt.Sprintf("QualityMethod(%d)", int(m.Kind))
}

// Title is the method's name in figures and tables: the heuristic's or
// the frontier evaluation's Title, or "Metasearch (exact)",
// "Metasearch (depth 2)" and "Metasearch (depth 2, CountEstimate)".
func (m QualityMethod) Title() string {
	switch m.Kind {
	case MoveHeuristic:
		return m.Heuristic.Title()
	case ValueEstimate:
		return m.Frontier.Title()
	case MetasearchMove:
		if m.Depth == 0 {
			return "Metasearch (exact)"
		}
		if m.Frontier != FrontierEstimate {
			return fmt.Sprintf("Metasearch (depth %d, %s)", m.Depth, m.Frontier.Title())
		}
		return fmt.Sprintf("Metasearch (depth %d)", m.Depth)
	}
	return m.String()
}

// Chen reports whether the method is one of Chen's: Algorithms 1-3, the
// Estimate, Metasearch exact or depth-limited with the Estimate at the
// frontier.
func (m QualityMethod) Chen() bool {
	switch m.Kind {
	case MoveHeuristic:
		return m.Heuristic >= Algorithm1 && m.Heuristic <= Algorithm3
	case ValueEstimate, MetasearchMove:
		return m.Frontier == FrontierEstimate
	}
	return false
}

// MarshalText writes the method's String.
func (m QualityMethod) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads what MarshalText wrote.
func (m *QualityMethod) UnmarshalText(b []byte) error {
	s := string(b)
	var known []QualityMethod
	for _, h := range Heuristics() {
		known = append(known, QualityMethod{Kind: MoveHeuristic, Heuristic: h})
	}
	known = append(known, QualityMethod{Kind: MetasearchMove})
	depth := 0
	if rest, ok := strings.CutPrefix(s, "metasearch-d"); ok {
		digits, _, _ := strings.Cut(rest, "-")
		depth, _ = strconv.Atoi(digits)
	}
	for _, f := range []Frontier{FrontierEstimate, FrontierCount, FrontierPlayout} {
		known = append(known, QualityMethod{Kind: ValueEstimate, Frontier: f})
		if depth > 0 {
			known = append(known, QualityMethod{Kind: MetasearchMove, Frontier: f, Depth: depth})
		}
	}
	for _, k := range known {
		if s == k.String() {
			*m = k
			return nil
		}
	}
	return fmt.Errorf("bgf: unknown heuristic-quality method %q", s)
}
