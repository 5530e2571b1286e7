package endgame

import (
	"math/rand/v2"
	"testing"
)

// TestSmallMemo checks the unroller's open-addressing memo against a
// map: every (component, key) gets the node first added for it, across
// the table's growth from empty, with keys that collide in all but the
// component and components that share keys.
func TestSmallMemo(t *testing.T) {
	type ck struct {
		comp int32
		key  uint64
	}
	for _, start := range []int{0, 1, 5000} {
		var m smallMemo
		m.init(start)
		ref := map[ck]int32{}
		r := rand.New(rand.NewPCG(1, uint64(start)))
		for i := range int32(20_000) {
			k := ck{comp: r.Int32N(40), key: r.Uint64N(300) << r.IntN(60)}
			got, found := m.findOrAdd(k.comp, k.key, i)
			want, ok := ref[k]
			if !ok {
				ref[k], want = i, i
			}
			if found != ok || got != want {
				t.Fatalf("start %d, step %d, %+v: node %d found %v, want %d found %v", start, i, k, got, found, want, ok)
			}
		}
		if m.n != len(ref) || 2*m.n > len(m.slots) {
			t.Errorf("start %d: %d entries in %d slots, want %d at most half full", start, m.n, len(m.slots), len(ref))
		}
	}
}
