package board

// zobrist holds the random keys of every (point, colour) pair, made once from
// a fixed seed so that hashes are the same in every run and process.
var zobrist = func() (z [NumPoints][3]uint64) {
	s := uint64(0x2545f4914f6cdd1d)
	next := func() uint64 { // splitmix64
		s += 0x9e3779b97f4a7c15
		x := s
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		return x ^ x>>31
	}
	for p := range z {
		z[p][Black] = next()
		z[p][White] = next()
	}
	return z
}()

// ZobristBlackToMove is xored into a key when Black is to move (a key a
// search may mix into its own transposition key).
const ZobristBlackToMove uint64 = 0x6a09e667f3bcc909

// ZobristKo returns the key of a ko point, for searches that include it.
func ZobristKo(p Point) uint64 {
	if p == NoPoint {
		return 0
	}
	return zobrist[p][Black] ^ zobrist[p][White]*31
}
