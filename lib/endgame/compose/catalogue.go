package compose

// catalogue holds the local endgame shapes Generate draws from. They were
// chosen from all two-row shapes up to three columns wide as those whose
// local search is ko-free (or whose ko bounds agree), needs at most a few
// thousand nodes, and whose value agrees with full-board alpha-beta for
// both first players (see TestCatalogue). Values are Japanese, the upper
// wall Black; with the colours swapped they are negated.
var catalogue = []Shape{
	{"dame", "U", "."},               // 0
	{"dame-high", ".", "L"},          // 0
	{"star", "UU", ".."},             // *
	{"star2", "UUU", "..."},          // *2
	{"gote-1", ".U.", ".UU"},         // {1|0}
	{"gote-2", "LU.", ".UU"},         // {2|0}
	{"reverse-gote-1", ".LL", ".L."}, // {0|-1}
	{"reverse-gote-2", "LL.", ".LU"}, // {0|-2}
	{"corridor", "..", ".."},         // 0
	{"cut", "L.", ".U"},              // 0
	{"hane", "L.U", ".U."},           // {2,{3|0}|0}
	{"hane-2", "L..", ".UL"},         // {0,{2,{2|0}|0,{2|0}}|-2,{0,{0|-2}|-2,{0|-2}}}
	{"hane-3", "UL.", "..U"},         // {2,{2,{2|0}|0,{2|0}}|0,{0,{0|-2}|-2,{0|-2}}}
	{"push", ".L.", "L.U"},           // {0|-2,{0|-3}}
	{"push-4", ".L.", "..U"},         // {2|0||-2,{4*|-2}|-4}
	{"cut-4", "..L", ".U."},          // {4|2,{2|-4*}||0|-2}
}

// Catalogue returns the local endgame shapes Generate draws from by default.
func Catalogue() []Shape { return append([]Shape(nil), catalogue...) }

// hotCatalogue holds only hot shapes (temperature above 0 under both
// rules), from all two-row shapes up to three columns wide with the same
// conditions as catalogue; values are Japanese, the upper wall Black.
var hotCatalogue = []Shape{
	{"gote-1", ".U.", ".UU"},              // {1|0}
	{"gote-2", "LU.", ".UU"},              // {2|0}
	{"reverse-gote-1", ".LL", ".L."},      // {0|-1}
	{"reverse-gote-2", "LL.", ".LU"},      // {0|-2}
	{"gote-1-narrow", ".U", ".U"},         // {1|0}
	{"gote-2-narrow", "LU", ".U"},         // {2|0}
	{"reverse-gote-1-narrow", ".L", ".L"}, // {0|-1}
	{"reverse-gote-2-narrow", "L.", "LU"}, // {0|-2}
	{"sente-4", "LLU", ".UU"},             // {4|0}
	{"gote-4-2", "LLU", "U.U"},            // {4|-2}
	{"gote-2-4", "L.L", "LUU"},            // {2|-4}
	{"double-gote", "..U", ".UU"},         // {2||1|0}
	{"push-sente", "LLU", "..U"},          // {4|0||-1}
	{"reverse-push", ".LL", "..L"},        // {0|-1||-2}
	{"hane", "L.U", ".U."},                // {2,{3|0}|0}
	{"hane-2", "L..", ".UL"},              // {0,{2,{2|0}|0,{2|0}}|-2,{0,{0|-2}|-2,{0|-2}}}
	{"hane-3", "UL.", "..U"},              // {2,{2,{2|0}|0,{2|0}}|0,{0,{0|-2}|-2,{0|-2}}}
	{"hane-1", "U.U", "..U"},              // {1,{1|0}|0,{1|0}}
	{"push", ".L.", "L.U"},                // {0|-2,{0|-3}}
	{"push-4", ".L.", "..U"},              // {2|0||-2,{4*|-2}|-4}
	{"cut-4", "..L", ".U."},               // {4|2,{2|-4*}||0|-2}
}

// HotCatalogue returns the hot shapes: problems drawn from them have
// nearly every area hot, as Müller's C.11 has.
func HotCatalogue() []Shape { return append([]Shape(nil), hotCatalogue...) }

// AreaLabel returns A, B, ..., Z, AA, AB, ... for 0, 1, ...: the labels
// Compose gives its shapes and endgame.Decompose its unlabelled areas.
func AreaLabel(i int) string {
	s := ""
	for {
		s = string(rune('A'+i%26)) + s
		i = i/26 - 1
		if i < 0 {
			return s
		}
	}
}
