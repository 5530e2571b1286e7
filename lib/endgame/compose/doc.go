// Package compose builds the Go endgame problems decomposition search is
// tested on (lib/endgame, data/endgames): horizontal bands of stones of
// alternating colour, each one Benson-alive block, with local endgame
// shapes of a catalogue where two bands meet (Compose), drawn at random
// from a seed (Generate). Catalogue holds the shapes of the original
// problems (dame, infinitesimals, gote and hane shapes); HotCatalogue
// only hot shapes, for problems like Müller's whose areas are nearly all
// hot. PaperHot is a fixed layout of 25 hot shapes with long local games
// (data/endgames/paper-hot), on edge bands (Layout.EdgeBands: the first
// and last band two rows thick, eyes in the corners, one interface more).
// Every catalogue shape (and every shape of PaperHot) makes one area whose local search is ko-free
// or has equal ko bounds, and whose value agrees with full-board
// alpha-beta for both first players under both rules (lib/endgame's
// TestCatalogueAgreesWithAlphaBeta).
package compose
