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
