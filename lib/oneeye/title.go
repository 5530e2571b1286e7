package oneeye

// Title returns the method's name as Kishimoto & Müller write it
// ("no-DDS", "DDS", "RDS"), or "exhaustive minimax", for figures, tables
// and the command line; a method without a title of its own is shown by
// its String.
func (m Method) Title() string {
	switch m {
	case NoDDS:
		return "no-DDS"
	case DDS:
		return "DDS"
	case RDS:
		return "RDS"
	case Exhaustive:
		return "exhaustive minimax"
	}
	return m.String()
}

// RowMethod is the method of a Row or TableRow: the search method and, for
// no-DDS, the knowledge it had. Only no-DDS with DDSOnlyKnowledge (the
// earlier, asymmetric comparison) is told apart, as "nodds-dds-only";
// every other pair is its method ("nodds", "dds", "rds", ...), the text it
// has in CSV and JSON.
type RowMethod struct {
	Method    Method
	Knowledge Knowledge
}

// MethodOf returns the RowMethod of method m run with knowledge k.
func MethodOf(m Method, k Knowledge) RowMethod {
	if m == NoDDS && k == DDSOnlyKnowledge {
		return RowMethod{m, k}
	}
	return RowMethod{Method: m}
}

// comparisonName is the text of no-DDS with the DDS-only knowledge.
const comparisonName = "nodds-dds-only"

func (r RowMethod) String() string {
	if r == MethodOf(NoDDS, DDSOnlyKnowledge) {
		return comparisonName
	}
	return r.Method.String()
}

// Title is the method's Title, with the knowledge where it is not the
// shared one.
func (r RowMethod) Title() string {
	if r == MethodOf(NoDDS, DDSOnlyKnowledge) {
		return NoDDS.Title() + " (DDS-only knowledge)"
	}
	return r.Method.Title()
}

// MarshalText writes String.
func (r RowMethod) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads what MarshalText writes.
func (r *RowMethod) UnmarshalText(b []byte) error {
	if string(b) == comparisonName {
		*r = MethodOf(NoDDS, DDSOnlyKnowledge)
		return nil
	}
	m, err := ParseMethod(string(b))
	if err != nil {
		return err
	}
	*r = MethodOf(m, SharedKnowledge)
	return nil
}
