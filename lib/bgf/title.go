package bgf

import "fmt"

// Title returns the heuristic's name for figures, tables and the command
// line: "Algorithm 1" to "Algorithm 3" as Chen names them (Section 6),
// ours "biggest swing", "biggest incentive", "count lookahead"; a
// heuristic without a title of its own is shown by its String.
func (h Heuristic) Title() string {
	switch h {
	case Algorithm1, Algorithm2, Algorithm3:
		return fmt.Sprintf("Algorithm %d", int(h))
	case BiggestSwing:
		return "biggest swing"
	case BiggestIncentive:
		return "biggest incentive"
	case CountLookahead:
		return "count lookahead"
	}
	return h.String()
}

// String names the frontier evaluation: "estimate", "count" or "playout".
func (f Frontier) String() string {
	switch f {
	case FrontierEstimate:
		return "estimate"
	case FrontierCount:
		return "count"
	case FrontierPlayout:
		return "playout"
	}
	return fmt.Sprintf("Frontier(%d)", int(f))
}

// Title returns the name of the evaluation a frontier uses: "Estimate"
// (Chen, Section 7), ours "CountEstimate" and "playout".
func (f Frontier) Title() string {
	switch f {
	case FrontierEstimate:
		return "Estimate"
	case FrontierCount:
		return "CountEstimate"
	case FrontierPlayout:
		return "playout"
	}
	return f.String()
}
