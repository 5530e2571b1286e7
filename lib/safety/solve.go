package safety

import (
	"context"
	"fmt"
	"slices"

	"github.com/decomplab/decomplab/lib/board"
)

// Solve proves points safe for both colours with the solver and budget of
// opt. b is not modified (the searches play on a private copy). When the
// budget runs out or ctx is cancelled, Solve returns promptly with what is
// proven so far and Result.Stop set; it returns an error only for
// unusable input.
func Solve(ctx context.Context, b *board.Board, opt Options) (*Result, error) {
	return SolveColors(ctx, b, []board.Color{board.Black, board.White}, opt)
}

// SolveColors is Solve for the given colours only.
func SolveColors(ctx context.Context, b *board.Board, colors []board.Color, opt Options) (*Result, error) {
	if b == nil {
		return nil, fmt.Errorf("safety: no board")
	}
	if opt.Solver < Benson || opt.Solver > Solver3 {
		return nil, fmt.Errorf("safety: unknown solver %d", int(opt.Solver))
	}
	if opt.Engine < Auto || opt.Engine > ProofNumber {
		return nil, fmt.Errorf("safety: unknown region search engine %d", int(opt.Engine))
	}
	work := b.Clone()
	work.SetRules(board.Rules{})
	bud := opt.Budget.withDefaults()
	bs := newBudgetState(ctx, bud)
	res := &Result{Solver: opt.Solver}
	for _, c := range colors {
		if c != board.Black && c != board.White {
			return nil, fmt.Errorf("safety: colour %v is not black or white", c)
		}
		s := &colorSolver{b: work, c: c, rs: Analyze(work, c), bud: bud, bs: bs, rule3: !opt.WithoutRule3, oneMiai: opt.OneMiaiAtATime, engine: opt.Engine, withGroups: !opt.withoutGroupZones, crossing: !opt.withoutCrossing}
		if opt.Solver >= Solver1 {
			// The opponent's statically safe stones: STATIC is sound
			// (checked like every solver), so a region holding one
			// can never be proven and is not searched.
			s.hopeless, _, _ = staticSafety(work, Analyze(work, c.Opponent()), board.Region{}, nil, board.Region{})
		}
		s.solve(opt.Solver)
		res.SafeBlocks[c] = s.safeStones
		res.Committed[c] = s.committed
		res.Safe[c] = s.safeStones.Union(s.territory)
		res.Regions = append(res.Regions, s.verdicts...)
		if opt.Solver == Solver2 || opt.Solver == Solver3 {
			if res.Predecessor == nil {
				res.Predecessor = &Stage{}
			}
			p := s.predecessor
			res.Predecessor.Safe[c], res.Predecessor.SafeBlocks[c], res.Predecessor.Committed[c] = p.Safe[c], p.SafeBlocks[c], p.Committed[c]
		}
		res.Zones = append(res.Zones, s.zones...)
	}
	res.Stats = Stats{Stats: bs.lim.Finish(), RegionSearches: bs.regionSearches, PartialSearches: bs.partialSearches, ZoneSearches: bs.zoneSearches}
	return res, nil
}

// colorSolver proves safety for one colour.
type colorSolver struct {
	b          *board.Board
	c          board.Color
	rs         *Regions
	bud        Budget
	bs         *budgetState
	safeStones board.Region
	territory  board.Region
	verdicts   []RegionVerdict
	// hopeless holds the opponent's statically safe stones: a region holding
	// one can never be proven, so it is not searched.
	hopeless board.Region
	// pairs are the miai connections the static rules rely on: the
	// defender answers one point with the other, also inside searches.
	pairs []miaiPair
	// committed holds the points of pairs: no later proof may use one
	// as a miai point of its own (an answer already promised elsewhere).
	committed board.Region
	// provenAreas holds the areas of the proofs so far (where their
	// strategies answer the attacker); reserved holds the external
	// liberties open-boundary proofs count (SOLVER 2.0): the attacker's
	// moves there are answered in that zone, so no other proof may answer
	// them, search them or use them for a miai pair.
	// zoneAreas (part of provenAreas) are the areas of the zone proofs:
	// no later search may include them (it would answer there too, and
	// rest on the blocks the zone made safe).
	provenAreas, reserved, zoneAreas board.Region
	rule3                            bool // the defender may take a near miai point first
	oneMiai                          bool // the Fig. 5 ablation: one miaipair at a time
	engine                           Engine
	withGroups                       bool // SOLVER 2.0's group zones (off only in tests)
	// predecessor is what the first stage of SOLVER 2.0 and 3.0 proved
	// (Result.Predecessor, this colour's entries); zones are the zone
	// proofs (Result.Zones).
	predecessor Stage
	zones       []ZoneProof
	crossing    bool // partial regions search promised pairs crossing them (off only in tests)
	failed      map[searchKey]bool
}

func (s *colorSolver) solve(solver Solver) {
	s.verdicts = make([]RegionVerdict, len(s.rs.Regions))
	for i, r := range s.rs.Regions {
		s.verdicts[i] = RegionVerdict{Color: s.c, Points: r.Points}
	}
	if solver == Benson {
		br := bensonOn(s.b, s.rs, board.Region{})
		s.safeStones, s.territory = br.Alive, br.Territory
		s.markStatic("benson")
		return
	}
	s.static()
	if solver == Static {
		return
	}
	// SOLVER 2.0 starts from SOLVER 1.0's result and SOLVER 3.0 from
	// SOLVER 1.0 + P's, so each proves at least that; the open-boundary
	// zones follow, then the closed-region solver again on what they
	// made safe, while either proves something.
	closed := s.searchRegions
	if solver == Partial || solver == Solver3 {
		closed = s.partialAndRegions
	}
	closed()
	if solver != Solver2 && solver != Solver3 {
		return
	}
	s.predecessor.Safe[s.c] = s.safeStones.Union(s.territory)
	s.predecessor.SafeBlocks[s.c] = s.safeStones
	s.predecessor.Committed[s.c] = s.committed
	if s.engine == Auto {
		s.engine = ProofNumber // the searches SOLVER 2.0 and 3.0 add
	}
	for !s.bs.stopped() {
		before := s.safeStones.Union(s.territory)
		s.openZones()
		if before == s.safeStones.Union(s.territory) {
			break
		}
		closed()
	}
}

// partialAndRegions is SOLVER 1.0 + P: the partial-region module on every
// region first (where it divides, its parts are far cheaper than the
// whole), then the whole-region and merged searches on what is left, and
// again while either proves something.
func (s *colorSolver) partialAndRegions() {
	for !s.bs.stopped() {
		before := s.safeStones.Union(s.territory)
		s.partialRegions()
		s.searchRegions()
		if before == s.safeStones.Union(s.territory) {
			break
		}
	}
}

// static applies the static rules with the current safe stones as external.
func (s *colorSolver) static() {
	stones, terr, pairs := staticSafety(s.b, s.rs, s.safeStones, s.pairs, s.reserved)
	s.commit(pairs)
	s.safeStones = s.safeStones.Union(stones)
	s.territory = s.territory.Union(terr)
	s.markStatic("static")
}

// commit records miai pairs the defender has promised to answer (those of
// the static rules a proof relies on, and the miaipairs of proven partial
// regions): every later search answers them, and no later proof uses
// their points for a pair of its own.
func (s *colorSolver) commit(pairs []miaiPair) {
	for _, m := range pairs {
		if s.committed.Has(m.near) && s.committed.Has(m.far) {
			continue // the same pair, promised before
		}
		s.pairs = append(s.pairs, m)
		s.committed.Add(m.near)
		s.committed.Add(m.far)
	}
}

// markStatic records the regions inside the territory as safe.
func (s *colorSolver) markStatic(method string) {
	for i := range s.verdicts {
		v := &s.verdicts[i]
		if v.Status != Safe && v.Points.SubsetOf(s.territory) {
			v.Status, v.SafePoints, v.Method = Safe, v.Points, method
		}
	}
}

// open reports whether region i is not yet proven safe and could be.
func (s *colorSolver) open(i int) bool {
	return s.verdicts[i].Status != Safe && !s.rs.Regions[i].Points.Intersects(s.hopeless)
}

// prove records that the union of the regions in idx is safe together
// with the blocks touching it.
func (s *colorSolver) prove(idx []int, method string, nodes int) {
	for _, i := range idx {
		r := &s.rs.Regions[i]
		s.territory = s.territory.Union(r.Points)
		s.provenAreas = s.provenAreas.Union(r.Points)
		s.safeStones = s.safeStones.Union(r.BoundaryStones)
		v := &s.verdicts[i]
		v.Status, v.SafePoints, v.Method = Safe, r.Points, method
		v.Nodes += nodes
	}
}

// search runs one region search over area.
func (s *colorSolver) search(area board.Region, miai []miaiPair) (outcome, int) {
	return s.searchArea(area, miai, board.Region{}, false)
}

// searchOneEye runs one region search over area in which the block with
// the stones oneEye (if any) needs one vital region only.
func (s *colorSolver) searchOneEye(area board.Region, miai []miaiPair, oneEye board.Region) (outcome, int) {
	return s.searchArea(area, miai, oneEye, false)
}

// searchArea runs one region search over area with the miaipairs miai,
// the one-eye block oneEye (if any) and, if open, an open boundary
// (SOLVER 2.0's zones: the area's points next to the outside are
// dividers, not claimed).
func (s *colorSolver) searchArea(area board.Region, miai []miaiPair, oneEye board.Region, open bool) (outcome, int) {
	// Safe stones may rest on static miai connections inside the area: the
	// search must keep answering them; one it cannot see whole (a point
	// outside the area) makes the search pointless, except in a partial
	// region (crossingPairs).
	miai, area, ok := s.crossingPairs(area, miai)
	if !ok || area.Intersects(s.reserved) || area.Intersects(s.zoneAreas) {
		return failed, 0 // a zone's proof answers the attacker there
	}
	var forced []miaiPair
	for _, m := range s.pairs {
		pm := board.RegionOf(m.near, m.far)
		if pm.Intersect(area).Count() == 2 {
			forced = append(forced, m)
		}
		// A miaipair of the partial region overlapping a static miai
		// connection would demand two different replies.
		for _, x := range miai {
			px := board.RegionOf(x.near, x.far)
			if px.Intersects(pm) && px != pm {
				return failed, 0
			}
		}
	}
	key := searchKey{area: area, safe: s.safeStones, committed: s.committed, oneEye: oneEye, open: open}
	for _, m := range miai {
		key.near.Add(m.near)
	}
	if s.failed[key] {
		return failed, 0 // the same search failed before
	}
	before := s.bs.nodes()
	rsr := newRegionSearch(s.b, s.c, area, s.safeStones, miai, s.bs, s.bud.RegionNodes)
	rsr.staticMiai = forced
	rsr.oneEye = oneEye
	rsr.rule3 = s.rule3
	if open {
		rsr.openBoundary(s.uncounted())
	}
	run := rsr.run
	if s.engine == ProofNumber {
		run = rsr.runProofNumber
	}
	o := run()
	switch {
	case open:
		s.bs.zoneSearches++
	case len(miai) > 0:
		s.bs.partialSearches++
	default:
		s.bs.regionSearches++
	}
	if o == failed {
		if s.failed == nil {
			s.failed = map[searchKey]bool{}
		}
		s.failed[key] = true
	}
	return o, s.bs.nodes() - before
}

// crossingPairs prepares the promised pairs (s.pairs) of a search over
// area with the miaipairs miai. A pair with one point in the area and the
// other outside makes a whole-region, merged or zone search (no miai)
// pointless: ok is false. In a partial region (SOLVER 1.0 + P, miai not
// empty; ours, the paper's §3 knows no promised pairs) such a pair
// crosses the part's border as the dividing miaipair M does, and the
// defender's promise is the miai strategy of §3.2: whichever point the
// attacker takes, the defender takes the other. So it is searched as a
// miaipair of the part, with the inside point near and the outside point
// far (added to the area, never claimed): the three rules of §3.2 are the
// promise (rule 2) with the attacker's choice of either point (rule 1)
// and the defender's option of the inside point (rule 3), which settles
// the pair as the promise does. Its other side (another part, searched
// with the pair the other way round) relies on the same answers, so the
// strategies still compose (see the package documentation). It returns
// the miaipairs with the crossing pairs added and the area with their far
// points.
func (s *colorSolver) crossingPairs(area board.Region, miai []miaiPair) ([]miaiPair, board.Region, bool) {
	var cross []miaiPair
	for _, m := range s.pairs {
		in, out := m.near, m.far
		if !area.Has(in) {
			in, out = out, in
		}
		if !area.Has(in) || area.Has(out) {
			continue
		}
		if len(miai) == 0 || !s.crossing || s.b.At(in) != board.Empty || s.b.At(out) != board.Empty {
			return nil, area, false
		}
		cross = append(cross, miaiPair{near: in, far: out})
	}
	if len(cross) == 0 {
		return miai, area, true
	}
	for _, m := range cross {
		area.Add(m.far)
	}
	return append(slices.Clip(miai), cross...), area, true
}

// uncounted returns the points that never count as external liberties in
// an open-boundary search: where other proofs answer the attacker (their
// areas, the reserved liberties of zones, the promised miai points) and
// safe territory.
func (s *colorSolver) uncounted() board.Region {
	return s.provenAreas.Union(s.reserved).Union(s.committed).Union(s.territory)
}

// searchKey identifies a region search: its outcome depends on the area,
// the near miai points (the far points are the area's other miai points),
// the stones already safe, the promised miai pairs, the one-eye block and
// whether the boundary is open.
type searchKey struct {
	area, near, safe, committed, oneEye board.Region
	open                                bool
}

// searchRegions is SOLVER 1.0: search every open region up to
// MaxRegionSize alone; then, while nothing new is proven, unions of
// strongly related open regions, pairs of weakly related ones searched
// separately, and last unions of all related open regions (up to
// MaxMergeSize); repeat while new blocks are proven safe.
func (s *colorSolver) searchRegions() {
	for changed := true; changed && !s.bs.stopped(); {
		changed = false
		for i := range s.rs.Regions {
			if !s.open(i) || s.tooBig(s.rs.Regions[i].Points) || len(s.rs.Regions[i].Boundary) == 0 {
				continue
			}
			o, n := s.search(s.rs.Regions[i].Points, nil)
			s.verdicts[i].Nodes += n
			switch o {
			case proven:
				s.prove([]int{i}, "search", 0)
				changed = true
			case undecided:
				s.verdicts[i].Status = Unknown
			}
			if s.bs.stopped() {
				return
			}
		}
		if changed {
			s.static()
			continue
		}
		changed = s.mergeRelated(Strongly) || s.weaklyRelated() || s.mergeRelated(Weakly)
		if changed {
			s.static()
		}
	}
	for i := range s.verdicts {
		if s.verdicts[i].Status == Unknown && !s.bs.stopped() {
			s.verdicts[i].Status = NotProven
		}
	}
}

// tooBig reports whether a region exceeds Budget.MaxRegionSize, if set.
func (s *colorSolver) tooBig(r board.Region) bool {
	return s.bud.MaxRegionSize > 0 && r.Count() > s.bud.MaxRegionSize
}

// mergeRelated searches, for each open region, the union with the open
// regions related to it at least as strongly as rel (transitively, through
// boundary blocks not yet safe), up to MaxMergeSize points. It stops at the
// first proof and reports whether there was one.
func (s *colorSolver) mergeRelated(rel Relation) bool {
	method := map[Relation]string{Strongly: "merged strongly", Weakly: "merged"}[rel]
	for i := range s.rs.Regions {
		if !s.open(i) || len(s.rs.Regions[i].Boundary) == 0 {
			continue
		}
		idx := s.relatedOpen(i, rel)
		if len(idx) < 2 {
			continue
		}
		var area board.Region
		for _, j := range idx {
			area = area.Union(s.rs.Regions[j].Points)
		}
		if s.bud.MaxMergeSize > 0 && area.Count() > s.bud.MaxMergeSize {
			continue
		}
		o, n := s.search(area, nil)
		s.verdicts[i].Nodes += n
		if o == proven {
			s.prove(idx, method, 0)
			return true
		}
		if s.bs.stopped() {
			return false
		}
	}
	return false
}

// weaklyRelated is Niu & Müller's method for weakly dependent regions
// ("An Improved Safety Solver for Computer Go", CG 2004, §3): two open
// regions whose only common boundary block not yet safe is b are searched
// separately, each with b needing one vital region there (and keeping a
// liberty there throughout) and every other boundary block safe. If both
// searches succeed, b gets one vital region from each, so both regions and
// their boundary blocks are safe; no union is searched, so this works
// where the union exceeds MaxMergeSize. Each region must be at most
// MaxRegionSize points. Sound because each search keeps b a liberty in its
// region at every step (a position where b has none there is lost), so b
// always has two liberties and is never captured, also when it has a
// single liberty in a region ("type 2" in the paper).
func (s *colorSolver) weaklyRelated() bool {
	// One search per region and common block: its outcome does not depend
	// on the other region.
	type key struct{ region, block int }
	memo := map[key]outcome{}
	half := func(region, block int) outcome {
		k := key{region, block}
		if o, ok := memo[k]; ok {
			return o
		}
		o, n := s.searchOneEye(s.rs.Regions[region].Points, nil, s.rs.Blocks[block].Stones)
		s.verdicts[region].Nodes += n
		memo[k] = o
		return o
	}
	for i := range s.rs.Regions {
		if !s.open(i) || s.tooBig(s.rs.Regions[i].Points) {
			continue
		}
		for j := i + 1; j < len(s.rs.Regions); j++ {
			if !s.open(j) || s.tooBig(s.rs.Regions[j].Points) {
				continue
			}
			shared := s.unsafeShared(i, j)
			if len(shared) != 1 {
				continue
			}
			if half(i, shared[0]) == proven && half(j, shared[0]) == proven {
				s.prove([]int{i, j}, "weakly related", 0)
				return true
			}
			if s.bs.stopped() {
				return false
			}
		}
	}
	return false
}

// unsafeShared returns the common boundary blocks of regions i and j that
// are not yet safe.
func (s *colorSolver) unsafeShared(i, j int) []int {
	var out []int
	for _, bi := range s.rs.SharedBlocks(i, j) {
		if !s.rs.Blocks[bi].Stones.Intersects(s.safeStones) {
			out = append(out, bi)
		}
	}
	return out
}

// relatedOpen returns region i and the open regions related to it at least
// as strongly as rel through boundary blocks not yet safe (transitively):
// Weakly collects every region sharing such a block, Strongly only those
// sharing two or more with a region already collected.
func (s *colorSolver) relatedOpen(i int, rel Relation) []int {
	in := map[int]bool{i: true}
	queue := []int{i}
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		for k := range s.rs.Regions {
			if in[k] || !s.open(k) {
				continue
			}
			n := len(s.unsafeShared(j, k))
			if n >= 2 || (rel == Weakly && n == 1) {
				in[k] = true
				queue = append(queue, k)
			}
		}
	}
	idx := make([]int, 0, len(in))
	for k := range s.rs.Regions {
		if in[k] {
			idx = append(idx, k)
		}
	}
	return idx
}

// partialRegions is filled in by partial.go.
