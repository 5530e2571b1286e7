package endgame

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

// Catalogue returns the local endgame shapes Generate draws from.
func Catalogue() []Shape { return append([]Shape(nil), catalogue...) }
