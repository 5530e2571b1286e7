//go:build unix

package board

import (
	"bytes"
	"fmt"
	"github.com/decomplab/decomplab/internal/cputime"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/rooklift/sgf"
)

// The benchmarks here replay the same random games through lib/board and
// through the board of github.com/rooklift/sgf (the SGF library lib/board
// reads files with), for comparison. TestRookliftAgrees checks that both
// reach the same positions, so the comparison is of equal work.

// benchGames returns n random games of the given length on a size x size
// board (legal moves, a few passes), the same for every call.
func benchGames(size, n, length int) [][]Move {
	rng := rand.New(rand.NewPCG(uint64(size), uint64(length)))
	games := make([][]Move, n)
	for i := range games {
		games[i] = playRandomMoves(rng, MustNew(size, size), length)
	}
	return games
}

// sgfMoves converts moves to SGF coordinates ("" for a pass) and colours of rooklift/sgf.
func sgfMoves(moves []Move) ([]string, []sgf.Colour) {
	pts := make([]string, len(moves))
	cols := make([]sgf.Colour, len(moves))
	for i, m := range moves {
		pts[i] = m.Point.SGF()
		cols[i] = sgf.BLACK
		if m.Color == White {
			cols[i] = sgf.WHITE
		}
	}
	return pts, cols
}

// replayBoard plays a game on a new lib/board board.
func replayBoard(size int, moves []Move) (*Board, error) {
	b := MustNew(size, size)
	for i, m := range moves {
		if err := b.Play(m.Point, m.Color); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return b, nil
}

// replayRooklift plays a game on a new rooklift/sgf board with its legality checks.
func replayRooklift(size int, pts []string, cols []sgf.Colour) (*sgf.Board, error) {
	b := sgf.NewBoard(size)
	for i, p := range pts {
		if p == "" {
			b.Player = cols[i]
			b.Pass()
			continue
		}
		if err := b.PlayColour(p, cols[i]); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return b, nil
}

// replayRookliftNodes plays a game through rooklift/sgf's node API (each
// move a node, the board computed from the tree) and returns the final board.
func replayRookliftNodes(size int, pts []string, cols []sgf.Colour) (*sgf.Board, error) {
	node := sgf.NewTree(size)
	for i, p := range pts {
		if p == "" {
			node = node.PassColour(cols[i])
			continue
		}
		next, err := node.PlayColour(p, cols[i])
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		node = next
	}
	return node.Board(), nil
}

// TestRookliftAgrees checks that lib/board and rooklift/sgf's board (both
// play APIs) give the same stones and captures after the benchmark games.
func TestRookliftAgrees(t *testing.T) {
	for _, size := range []int{9, 19} {
		for i, game := range benchGames(size, 10, 3*size*size/2) {
			ours, err := replayBoard(size, game)
			if err != nil {
				t.Fatal(err)
			}
			pts, cols := sgfMoves(game)
			for api, replay := range map[string]func(int, []string, []sgf.Colour) (*sgf.Board, error){
				"board": replayRooklift, "nodes": replayRookliftNodes,
			} {
				theirs, err := replay(size, pts, cols)
				if err != nil {
					t.Fatalf("%dx%d game %d, rooklift %s: %v", size, size, i, api, err)
				}
				for y := range size {
					for x := range size {
						want := map[sgf.Colour]Color{sgf.EMPTY: Empty, sgf.BLACK: Black, sgf.WHITE: White}[theirs.State[x][y]]
						if got := ours.At(Pt(x, y)); got != want {
							t.Fatalf("%dx%d game %d, rooklift %s: %s at %s, rooklift has %s", size, size, i, api, got, Pt(x, y).GTP(size), want)
						}
					}
				}
				if ours.Prisoners(Black) != theirs.CapturesBy[sgf.BLACK] || ours.Prisoners(White) != theirs.CapturesBy[sgf.WHITE] {
					t.Fatalf("%dx%d game %d, rooklift %s: captures differ", size, size, i, api)
				}
			}
		}
	}
}

// BenchmarkReplay replays random games (1.5 moves per point: captures and
// kos) through lib/board (a new board per game, or one board with the game
// undone after it) and through rooklift/sgf's Board.PlayColour and
// Node.PlayColour; ns/move is the figure to compare.
func BenchmarkReplay(b *testing.B) {
	for _, size := range []int{9, 19} {
		games := benchGames(size, 20, 3*size*size/2)
		moves := 0
		for _, g := range games {
			moves += len(g)
		}
		type sgfGame struct {
			pts  []string
			cols []sgf.Colour
		}
		var sgfGames []sgfGame
		for _, g := range games {
			pts, cols := sgfMoves(g)
			sgfGames = append(sgfGames, sgfGame{pts, cols})
		}
		var start time.Duration
		report := func(b *testing.B) {
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*moves), "ns/move")
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N*moves), "cpu-ns/move")
		}
		b.Run(fmt.Sprintf("board/%dx%d", size, size), func(b *testing.B) {
			start = cpuTime()
			for b.Loop() {
				for _, g := range games {
					if _, err := replayBoard(size, g); err != nil {
						b.Fatal(err)
					}
				}
			}
			report(b)
		})
		b.Run(fmt.Sprintf("board-reset/%dx%d", size, size), func(b *testing.B) {
			board := MustNew(size, size)
			start = cpuTime()
			for b.Loop() {
				for _, g := range games {
					board.Reset()
					for _, m := range g {
						if err := board.Play(m.Point, m.Color); err != nil {
							b.Fatal(err)
						}
					}
				}
			}
			report(b)
		})
		b.Run(fmt.Sprintf("board-reuse/%dx%d", size, size), func(b *testing.B) {
			// One board for all games, as searches use it: play the game,
			// then undo it back to the empty board (more work than replaying).
			board := MustNew(size, size)
			start = cpuTime()
			for b.Loop() {
				for _, g := range games {
					for _, m := range g {
						if err := board.Play(m.Point, m.Color); err != nil {
							b.Fatal(err)
						}
					}
					for range g {
						board.Undo()
					}
				}
			}
			report(b)
		})
		b.Run(fmt.Sprintf("rooklift-board/%dx%d", size, size), func(b *testing.B) {
			start = cpuTime()
			for b.Loop() {
				for _, g := range sgfGames {
					if _, err := replayRooklift(size, g.pts, g.cols); err != nil {
						b.Fatal(err)
					}
				}
			}
			report(b)
		})
		b.Run(fmt.Sprintf("rooklift-nodes/%dx%d", size, size), func(b *testing.B) {
			start = cpuTime()
			for b.Loop() {
				for _, g := range sgfGames {
					if _, err := replayRookliftNodes(size, g.pts, g.cols); err != nil {
						b.Fatal(err)
					}
				}
			}
			report(b)
		})
	}
}

// BenchmarkLoadGame reads an SGF game record and computes its final
// position: ReadSGF + Position against rooklift's LoadSGF + Board of the
// last node.
func BenchmarkLoadGame(b *testing.B) {
	game := benchGames(19, 1, 300)[0]
	r := RecordOf(MustNew(19, 19))
	r.Moves = game
	var buf bytes.Buffer
	if err := r.Write(&buf); err != nil {
		b.Fatal(err)
	}
	text := buf.String()
	b.Run("board", func(b *testing.B) {
		for b.Loop() {
			r, err := ParseSGFString(text)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := r.Position(-1); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("rooklift", func(b *testing.B) {
		for b.Loop() {
			root, err := sgf.LoadSGF(text)
			if err != nil {
				b.Fatal(err)
			}
			root.GetEnd().Board()
		}
	})
}

// BenchmarkReplayRatio replays the same games through lib/board and
// rooklift/sgf's Board.PlayColour in alternation and reports how many
// times faster lib/board is: "x" with a new board per game (what replaying
// a collection of game records costs), "x-reset" with one board Reset
// before each game, and "x-reuse" with one board on which each game is
// played and then undone (as searches use it: more work, no allocation).
//
// Times are CPU time of the process, garbage collection included, and
// alternation makes the ratio robust to a shared machine whose load
// changes during the run. A collection between the phases (not counted)
// keeps one library's garbage from being collected on the other's time.
// Each lib/board phase replays the games replayRatioReps times, so that it
// lasts about as long as rooklift's single replay: what follows a forced
// collection (the runtime returning and faulting memory back in) costs a
// phase some 0.1-0.2 ms whatever its length, which on a single replay of
// 20 short 9x9 games (0.2 ms) would double lib/board's time.
func BenchmarkReplayRatio(b *testing.B) {
	for _, size := range []int{9, 19} {
		games := benchGames(size, 20, 3*size*size/2)
		var sgfGames [][2]any
		for _, g := range games {
			pts, cols := sgfMoves(g)
			sgfGames = append(sgfGames, [2]any{pts, cols})
		}
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			var ours, oursReset, oursReused, theirs time.Duration
			reset, reused := MustNew(size, size), MustNew(size, size)
			moves := 0 // moves of one replay of the games
			for _, g := range games {
				moves += len(g)
			}
			phase := func(run func()) time.Duration {
				b.StopTimer()
				runtime.GC()
				b.StartTimer()
				t0 := cpuTime()
				run()
				return cpuTime() - t0
			}
			n := 0
			for b.Loop() {
				n++
				ours += phase(func() {
					for range replayRatioReps {
						for _, g := range games {
							if _, err := replayBoard(size, g); err != nil {
								b.Fatal(err)
							}
						}
					}
				})
				oursReset += phase(func() {
					for range replayRatioReps {
						for _, g := range games {
							reset.Reset()
							for _, m := range g {
								if err := reset.Play(m.Point, m.Color); err != nil {
									b.Fatal(err)
								}
							}
						}
					}
				})
				oursReused += phase(func() {
					for range replayRatioReps {
						for _, g := range games {
							for _, m := range g {
								if err := reused.Play(m.Point, m.Color); err != nil {
									b.Fatal(err)
								}
							}
							for range g {
								reused.Undo()
							}
						}
					}
				})
				theirs += phase(func() {
					for _, g := range sgfGames {
						if _, err := replayRooklift(size, g[0].([]string), g[1].([]sgf.Colour)); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
			perMove := func(d time.Duration, reps int) float64 {
				return float64(d.Nanoseconds()) / float64(n*reps*moves)
			}
			b.ReportMetric(perMove(ours, replayRatioReps), "board-ns/move")
			b.ReportMetric(perMove(oursReset, replayRatioReps), "reset-ns/move")
			b.ReportMetric(perMove(oursReused, replayRatioReps), "reuse-ns/move")
			b.ReportMetric(perMove(theirs, 1), "rooklift-ns/move")
			b.ReportMetric(perMove(theirs, 1)/perMove(ours, replayRatioReps), "x")
			b.ReportMetric(perMove(theirs, 1)/perMove(oursReset, replayRatioReps), "x-reset")
			b.ReportMetric(perMove(theirs, 1)/perMove(oursReused, replayRatioReps), "x-reuse")
		})
	}
}

// replayRatioReps is how many times BenchmarkReplayRatio replays the games
// through lib/board for one replay through rooklift/sgf.
const replayRatioReps = 40

// cpuTime returns the CPU time (user and system) used by the process so far.
func cpuTime() time.Duration { return cputime.Process() }
