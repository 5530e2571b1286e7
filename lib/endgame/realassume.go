package endgame

import (
	"context"
	"fmt"
	"strings"

	"github.com/decomplab/decomplab/internal/gtp"
	"github.com/decomplab/decomplab/lib/board"
)

// CountStatus is a life-and-death assumption, "the status at the count":
// the status of every stone of a game record's final position as a judge
// of the count gives it (alive, dead or in seki), by colour. AssumedSafety
// turns it into the Safety of an earlier position of the game, so that the
// rest of the pipeline (areas, local search, SolveKo, move losses) runs
// unchanged on it. It is an assumption, not a proof: results under it are
// never mixed with sound ones (Safety.Report.Assumed names it, and every
// study row carries its safety).
type CountStatus struct {
	// Source names who judged the statuses ("GNU Go 3.8
	// final_status_list").
	Source string
	// Alive, Dead and Seki are the final position's stones of each
	// colour with that status.
	Alive, Dead, Seki [3]board.Region
}

// Name is the assumption's name as result rows carry it.
func (st *CountStatus) Name() string {
	return "assumed: status at the count (" + st.Source + ")"
}

// SoundSafety is the name result rows carry for a sound safety (SafetyOf).
const SoundSafety = "sound"

// ErrNoJudge reports that the program judging the status at the count
// (GNU Go) is not installed.
var ErrNoJudge = gtp.ErrNotFound

// GNUGoCountStatus asks GNU Go (the Debian package's /usr/games/gnugo, or
// gnugo on the PATH) for the status at the count of rec's final position:
// it replays the record's setup and moves over GTP and reads
// final_status_list alive, dead and seki. If GNU Go is not installed the
// error wraps ErrNoJudge; a move GNU Go refuses is an error naming it.
func GNUGoCountStatus(ctx context.Context, rec *board.Record) (*CountStatus, error) {
	final, err := rec.Position(-1)
	if err != nil {
		return nil, err
	}
	if rec.Width != rec.Height {
		return nil, fmt.Errorf("status at the count: GTP boards are square; this one is %dx%d", rec.Width, rec.Height)
	}
	g, err := gtp.GNUGo(ctx)
	if err != nil {
		return nil, fmt.Errorf("status at the count: %w", err)
	}
	defer g.Close()
	version, err := g.Send("version")
	if err != nil {
		return nil, fmt.Errorf("status at the count: GNU Go: %w", err)
	}
	cmds := []string{fmt.Sprintf("boardsize %d", rec.Width), "clear_board", "komi 0"}
	for c := board.Black; c <= board.White; c++ {
		for p := range rec.Setup.Stones(c).All() {
			cmds = append(cmds, "play "+gtpMove(c, p, rec.Height))
		}
	}
	for _, m := range rec.Moves {
		cmds = append(cmds, "play "+gtpMove(m.Color, m.Point, rec.Height))
	}
	const statuses = 3
	cmds = append(cmds, "final_status_list alive", "final_status_list dead", "final_status_list seki")
	replies, err := g.Pipeline(cmds...)
	if err != nil {
		return nil, fmt.Errorf("status at the count: GNU Go: %w", err)
	}
	for i, r := range replies[:len(replies)-statuses] {
		if r.Err != nil {
			return nil, fmt.Errorf("status at the count: GNU Go refused %q (command %d of the replay): %s", cmds[i], i+1, r.Err.Message)
		}
	}
	st := &CountStatus{Source: "GNU Go " + strings.TrimSpace(version) + " final_status_list"}
	lists := []*[3]board.Region{&st.Alive, &st.Dead, &st.Seki}
	for i, r := range replies[len(replies)-statuses:] {
		if r.Err != nil {
			return nil, fmt.Errorf("status at the count: GNU Go: %w", r.Err)
		}
		pts, err := board.ParseGTPRegion(r.Text, rec.Width, rec.Height)
		if err != nil {
			return nil, fmt.Errorf("status at the count: GNU Go answered %q: %w", r.Text, err)
		}
		for _, p := range pts.Points() {
			c := final.At(p)
			if c != board.Black && c != board.White {
				return nil, fmt.Errorf("status at the count: GNU Go lists the empty point %s", p.GTP(rec.Height))
			}
			lists[i][c].Add(p)
		}
	}
	if err := st.check(final); err != nil {
		return nil, err
	}
	return st, nil
}

// gtpMove is a GTP move argument: "black D4", "white pass".
func gtpMove(c board.Color, p board.Point, height int) string {
	return strings.ToLower(c.String()) + " " + p.GTP(height)
}

// check reports statuses that do not describe final: a stone with two
// statuses or none, or a status on a point that is not a stone of its
// colour.
func (st *CountStatus) check(final *board.Board) error {
	for c := board.Black; c <= board.White; c++ {
		a, d, s := st.Alive[c], st.Dead[c], st.Seki[c]
		if a.Intersects(d) || a.Intersects(s) || d.Intersects(s) {
			return fmt.Errorf("status at the count: a %v stone has two statuses", c)
		}
		if all := a.Union(d).Union(s); all != final.Stones(c) {
			return fmt.Errorf("status at the count: %d %v stones of the final position have no status, %d statuses are not on %v stones",
				final.Stones(c).Minus(all).Count(), c, all.Minus(final.Stones(c)).Count(), c)
		}
	}
	return nil
}

// AssumedSafety returns the Safety of the position after n moves of rec
// under the status at the count st (of rec's final position), defined
// stone by stone:
//
//   - a stone of the position survives if no later move of the record
//     captures it (it is then on the final board, as the same stone);
//   - a block of colour c is assumed safe if every one of its stones
//     survives and is alive at the count (the block is then part of a
//     final block GNU Go calls alive: blocks only grow while none of
//     their stones is captured), and it has a liberty in c's territory
//     (below): the moves of the areas can then never capture it, so it
//     is a wall for local search and alpha-beta alike. A block alive at
//     the count whose liberties all lie in the areas still needs moves
//     (a connection, an eye) at position k; it is left to the areas.
//     Dropping a block can shrink c's territory, so the two rules are
//     applied until nothing changes;
//   - a stone is capturable if its final status is dead (it survives
//     and is dead at the count) or a later move captures it;
//   - c's territory is each connected region of the points that are not
//     c's safe stones (so bounded by c's safe stones only) holding no
//     stone of c and, of the opponent's, only capturable stones; these
//     count as captured (prisoners under Japanese rules, c's area under
//     Chinese rules: Decomposition.Constant). Capturable stones elsewhere
//     stay in the areas, to be searched.
//
// Seki stones are not taken as safe (filling a shared liberty is not free
// for either side, which walls would make it). Everything else, empty
// points outside such regions and stones not assumed safe, forms the
// areas. The assumption takes the safe blocks as walls that never need an
// answer: a move that in the game needed one inside a territory is
// played as if it did not.
func AssumedSafety(rec *board.Record, n int, st *CountStatus) (Safety, error) {
	_, s, _, err := assumedAt(rec, n, st)
	return s, err
}

// assumedAt returns the position after n moves of rec, its Safety under
// st (AssumedSafety) and, by colour, the stones the assumption leaves to
// be captured: dead at the count or captured later in the game.
func assumedAt(rec *board.Record, n int, st *CountStatus) (*board.Board, Safety, [3]board.Region, error) {
	var s Safety
	var capturable [3]board.Region
	if n < 0 || n > len(rec.Moves) {
		return nil, s, capturable, fmt.Errorf("status at the count: no position after %d moves (the record has %d)", n, len(rec.Moves))
	}
	b, err := rec.Position(n)
	if err != nil {
		return nil, s, capturable, err
	}
	surv, err := survivors(rec, n, b)
	if err != nil {
		return nil, s, capturable, err
	}
	var blocks [3][]board.Region // the blocks still assumed safe
	for c := board.Black; c <= board.White; c++ {
		for _, blk := range b.Blocks(c) {
			if blk.Stones.SubsetOf(surv[c]) && blk.Stones.SubsetOf(st.Alive[c]) {
				blocks[c] = append(blocks[c], blk.Stones)
			}
		}
		capturable[c] = b.Stones(c).Minus(surv[c]).Union(b.Stones(c).Intersect(st.Dead[c]))
	}
	on, empty := b.OnBoard(), b.Empties()
	for changed := true; changed; {
		changed = false
		for c := board.Black; c <= board.White; c++ {
			opp := c.Opponent()
			s.Stones[c], s.Territory[c] = board.Region{}, board.Region{}
			for _, blk := range blocks[c] {
				s.Stones[c] = s.Stones[c].Union(blk)
			}
			if s.Stones[c].IsEmpty() {
				continue
			}
			for _, r := range on.Minus(s.Stones[c]).Components() {
				if !r.Intersects(b.Stones(c)) && r.Intersect(b.Stones(opp)).SubsetOf(capturable[opp]) {
					s.Territory[c] = s.Territory[c].Union(r)
				}
			}
			kept := blocks[c][:0]
			for _, blk := range blocks[c] {
				if blk.Neighbours(on).Intersect(empty).Intersects(s.Territory[c]) {
					kept = append(kept, blk)
				}
			}
			if len(kept) < len(blocks[c]) {
				blocks[c], changed = kept, true
			}
		}
	}
	s.Report.Assumed = st.Name()
	s.Report.Proven = s.points().Count()
	return b, s, capturable, nil
}

// survivors returns, by colour, the stones of b (the position after n
// moves of rec) that no later move captures.
func survivors(rec *board.Record, n int, b *board.Board) ([3]board.Region, error) {
	var surv [3]board.Region
	for c := board.Black; c <= board.White; c++ {
		surv[c] = b.Stones(c)
	}
	w := b.Clone()
	for i, m := range rec.Moves[n:] {
		if err := w.Play(m.Point, m.Color); err != nil {
			return surv, fmt.Errorf("move %d: %w", n+i+1, err)
		}
		for c := board.Black; c <= board.White; c++ {
			surv[c] = surv[c].Intersect(w.Stones(c))
		}
	}
	return surv, nil
}

// AssumedContradictions checks the status at the count st against a
// sound Safety of the position after n moves of rec: a stone the sound
// safety proves safe must not be one the assumption leaves to be captured
// (dead at the count, or captured later in the game), and no point the
// sound safety proves to be c's territory may be a safe stone or
// territory of the opponent under the assumption. It returns one line per
// kind of contradiction (none: nil). A contradiction means the judge of
// the count erred (or a proven-safe block was given up in the game);
// results under the assumption are suspect there.
func AssumedContradictions(rec *board.Record, n int, st *CountStatus, sound Safety) ([]string, error) {
	_, assumed, capturable, err := assumedAt(rec, n, st)
	if err != nil {
		return nil, err
	}
	var out []string
	for c := board.Black; c <= board.White; c++ {
		opp := c.Opponent()
		if x := sound.Stones[c].Intersect(capturable[c]); !x.IsEmpty() {
			out = append(out, fmt.Sprintf("%d %v stones proven safe are dead at the count or captured later", x.Count(), c))
		}
		if x := sound.Territory[c].Intersect(assumed.Stones[opp].Union(assumed.Territory[opp])); !x.IsEmpty() {
			out = append(out, fmt.Sprintf("%d points proven %v's territory are assumed %v's safe stones or territory", x.Count(), c, opp))
		}
	}
	return out, nil
}
