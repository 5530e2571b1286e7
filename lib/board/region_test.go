package board

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// naive is a map-based set used as the independent reference for Region.
type naive map[Point]bool

func randomRegion(rng *rand.Rand, on Region, density float64) (Region, naive) {
	var r Region
	n := naive{}
	for p := range on.All() {
		if rng.Float64() < density {
			r.Add(p)
			n[p] = true
		}
	}
	return r, n
}

func (n naive) region() Region {
	var r Region
	for p := range n {
		r.Add(p)
	}
	return r
}

func TestRegionAgainstMaps(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for _, size := range [][2]int{{1, 1}, {3, 5}, {9, 9}, {19, 19}} {
		b := MustNew(size[0], size[1])
		on := b.OnBoard()
		for i := 0; i < 300; i++ {
			r, nr := randomRegion(rng, on, rng.Float64())
			s, ns := randomRegion(rng, on, rng.Float64())
			union, inter, minus := naive{}, naive{}, naive{}
			for p := range nr {
				union[p] = true
				if ns[p] {
					inter[p] = true
				} else {
					minus[p] = true
				}
			}
			for p := range ns {
				union[p] = true
			}
			dil := naive{}
			for p := range nr {
				dil[p] = true
				for _, q := range p.Neighbours() {
					if b.Contains(q) {
						dil[q] = true
					}
				}
			}
			if r.Union(s) != union.region() || r.Intersect(s) != inter.region() || r.Minus(s) != minus.region() {
				t.Fatal("set algebra disagrees with maps")
			}
			if r.Count() != len(nr) || r.Intersects(s) != (len(inter) > 0) || r.SubsetOf(s) != (len(minus) == 0) {
				t.Fatal("count/intersects/subset disagree")
			}
			if r.Dilate(on) != dil.region() {
				t.Fatalf("Dilate disagrees on %v", size)
			}
			// Components: every component is connected, they partition r, and
			// no two are adjacent.
			cs := r.Components()
			var all Region
			for i, c := range cs {
				if FloodFill(c.First(), r) != c {
					t.Fatal("component is not a maximal connected part")
				}
				if all.Intersects(c) {
					t.Fatal("components overlap")
				}
				all = all.Union(c)
				for _, d := range cs[i+1:] {
					if c.Dilate(on).Intersects(d) {
						t.Fatal("adjacent components")
					}
				}
			}
			if all != r {
				t.Fatal("components do not cover the region")
			}
			k := 0
			for p := range r.All() {
				if !nr[p] {
					t.Fatal("All yields a point not in the region")
				}
				k++
			}
			if k != len(nr) {
				t.Fatal("All misses points")
			}
		}
	}
}

func ExampleRegion_Components() {
	b := MustParse(`
		. X . .
		X X O .
		. O . O`)
	for _, area := range b.Empties().Components() {
		fmt.Print(len(area.Points()), " ")
	}
	fmt.Println()
	// Output: 1 3 1 1
}

func ExampleBoard_Play() {
	b := MustParse(`
		. X O .
		X O . O
		. X O .`)
	if err := b.Play(Pt(2, 1), Black); err != nil {
		fmt.Println(err)
	}
	fmt.Print(b)
	fmt.Println("prisoners:", b.Prisoners(Black), "ko:", b.Ko().GTP(b.Height()))
	fmt.Println("white retakes:", b.Play(Pt(1, 1), White))
	b.Undo()
	fmt.Println(b.At(Pt(1, 1)))
	// Output:
	//     A B C D
	//   3 . X O . 3
	//   2 X + X O 2
	//   1 . X O . 1
	//     A B C D
	// prisoners: 1 ko: B2
	// white retakes: retakes a ko
	// white
}

// Replaying a collection of games: one board, Reset before each game.
func ExampleBoard_Reset() {
	games := [][]string{{"C3", "D4", "D3"}, {"E5", "pass", "C3", "C4"}}
	b := MustNew(9, 9)
	for _, game := range games {
		b.Reset()
		for _, vertex := range game {
			p, err := ParseGTP(vertex, b.Width(), b.Height())
			if err == nil {
				err = b.Play(p, b.ToMove())
			}
			if err != nil {
				fmt.Println(err)
			}
		}
		fmt.Println(b.MoveNumber(), "moves:", b.Stones(Black).Count(), "black,", b.Stones(White).Count(), "white")
	}
	// Output:
	// 3 moves: 2 black, 1 white
	// 4 moves: 2 black, 1 white
}
