package proof

import (
	"context"
	"math"
	"time"

	"github.com/decomplab/decomplab/lib/search"
)

// Solver runs df-pn searches. It owns the transposition table, which is
// kept between calls of Solve (positions are identified by their hash, so a
// problem whose hash includes its search context can share one table over
// many sub-searches); Reset clears it. A Solver is not safe for concurrent
// use; run parallel searches on separate Solvers.
type Solver struct {
	opts Options
	tt   *table

	// per search
	p        Problem
	init     Initializer
	look     Lookahead
	rep      RepetitionRule
	ctx      context.Context
	start    time.Time
	stats    Stats
	stop     search.Stop
	aborted  bool
	nextChk  int64
	rootBest Move // most promising root move so far

	path   []uint64 // hashes of the positions root..current
	filter []uint16 // counts of path hashes by their low bits, to skip most path scans
	hist   uint64   // XOR of historyKey over path
	kids   []child  // children of all nodes on the path, a stack
	moves  []Move   // scratch buffer for Problem.Moves
}

type child struct {
	hash  uint64
	key   uint64 // tableKey(hash), when probe is set
	move  Move
	pn    uint32
	dn    uint32
	dep   bool // solved by a result that depends on a path repetition
	probe bool // not terminal: look it up in the table
}

const (
	filterBits  = 12
	filterMask  = 1<<filterBits - 1
	checkPeriod = 1 << 10 // nodes between context and clock checks
	capNumber   = Infinity - 1
)

// NewSolver returns a Solver with a table of opts.TTEntries entries, or an
// error wrapping ErrBadOptions.
func NewSolver(opts Options) (*Solver, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	n := opts.TTEntries
	if n == 0 {
		n = DefaultTableEntries
	}
	return &Solver{opts: opts, tt: newTable(int64(n)), filter: make([]uint16, 1<<filterBits)}, nil
}

// Solve is a convenience for NewSolver(opts) followed by Solver.Solve.
func Solve(ctx context.Context, p Problem, opts Options) (Result, error) {
	s, err := NewSolver(opts)
	if err != nil {
		return Result{}, err
	}
	return s.Solve(ctx, p)
}

// Reset clears the transposition table. It costs next to nothing: the
// entries stay in memory, marked stale, and count as empty (table.go).
func (s *Solver) Reset() { s.tt.clear() }

// SetLimits sets the node and time limits (Options.MaxNodes and MaxTime,
// 0 meaning none) of the next searches; the table stays as it is. The
// error is ErrBusy during a search, or wraps ErrBadOptions for a negative
// limit.
func (s *Solver) SetLimits(maxNodes int64, maxTime time.Duration) error {
	if s.p != nil {
		return ErrBusy
	}
	o := s.opts
	o.MaxNodes, o.MaxTime = maxNodes, maxTime
	if err := o.validate(); err != nil {
		return err
	}
	s.opts = o
	return nil
}

// TableEntries is the size limit of the transposition table in entries
// (the table starts smaller and grows to it as it fills).
func (s *Solver) TableEntries() int { return s.tt.max * bucketWays }

// Solve searches the current position of p with df-pn and returns its
// outcome. On exhaustion of the budget or cancellation of ctx it returns
// promptly with Outcome Unknown, Stop telling why, and the statistics so
// far; an unsolved problem is not an error. p is left in the position it
// was given in. The error is ErrBusy when Solve is called during a search
// of the same Solver (for example from Problem.Evaluate): the call is
// refused, nothing is searched, and the running search goes on unharmed.
func (s *Solver) Solve(ctx context.Context, p Problem) (Result, error) {
	if s.p != nil {
		return Result{}, ErrBusy
	}
	s.begin(ctx, p)
	h := p.Hash()
	res := Result{BestMove: NoMove, PN: 1, DN: 1}
	s.stats.Evaluations++
	switch out := p.Evaluate(); out {
	case Proven, Disproven:
		res.Outcome = out
		res.PN, res.DN = numbers(out)
	default:
		pn, dn, _ := s.mid(h, Infinity, Infinity, 0)
		res.PN, res.DN = pn, dn
		switch {
		case pn == 0:
			res.Outcome = Proven
		case dn == 0:
			res.Outcome = Disproven
		}
		if !s.aborted && res.Outcome == Unknown {
			// Cannot happen with infinite root thresholds; reported
			// rather than hidden.
			s.stop = search.NodeLimit
		}
		res.BestMove = s.rootBestMove(h)
	}
	if res.Outcome == Unknown && s.stop == search.Finished {
		s.stop = search.NodeLimit
	}
	res.Stop = s.stop
	s.stats.Stop = s.stop
	s.stats.Elapsed = time.Since(s.start)
	res.Stats = s.stats
	s.end()
	return res, nil
}

func (s *Solver) begin(ctx context.Context, p Problem) {
	if ctx == nil {
		ctx = context.Background()
	}
	s.p, s.ctx = p, ctx
	s.init, _ = p.(Initializer)
	s.look, _ = p.(Lookahead)
	s.rep, _ = p.(RepetitionRule)
	s.start = time.Now()
	s.stats = Stats{}
	s.stop = search.Finished
	s.aborted = false
	s.nextChk = checkPeriod
	s.rootBest = NoMove
	s.path = s.path[:0]
	clear(s.filter)
	s.hist = 0
	s.kids = s.kids[:0]
	s.checkBudget()
}

func (s *Solver) end() {
	s.p, s.init, s.look, s.rep, s.ctx = nil, nil, nil, nil, nil
}

// checkBudget sets s.aborted when a limit is reached.
func (s *Solver) checkBudget() {
	if s.opts.MaxNodes > 0 && s.stats.Nodes >= s.opts.MaxNodes {
		s.stop, s.aborted = search.NodeLimit, true
		return
	}
	if s.ctx.Err() != nil {
		s.stop, s.aborted = search.Canceled, true
		return
	}
	if s.opts.MaxTime > 0 && time.Since(s.start) >= s.opts.MaxTime {
		s.stop, s.aborted = search.TimeLimit, true
	}
}

func numbers(o Outcome) (pn, dn uint32) {
	switch o {
	case Proven:
		return 0, Infinity
	case Disproven:
		return Infinity, 0
	}
	return 1, 1
}

func (s *Solver) pushPath(h uint64) {
	s.path = append(s.path, h)
	s.filter[h&filterMask]++
	s.hist ^= historyKey(h)
}

func (s *Solver) popPath() {
	h := s.path[len(s.path)-1]
	s.path = s.path[:len(s.path)-1]
	s.filter[h&filterMask]--
	s.hist ^= historyKey(h)
}

func (s *Solver) onPath(h uint64) bool {
	if s.filter[h&filterMask] == 0 {
		return false
	}
	for _, x := range s.path {
		if x == h {
			return true
		}
	}
	return false
}

// repetitionOutcome is the value of the current position, which repeats a
// position on the path.
func (s *Solver) repetitionOutcome() Outcome {
	if s.rep != nil {
		if o := s.rep.RepetitionOutcome(); o == Proven || o == Disproven {
			return o
		}
	}
	return Disproven
}

// initial returns the numbers of the current, new, non-terminal position.
func (s *Solver) initial() (pn, dn uint32) {
	if s.init == nil {
		return 1, 1
	}
	return clamp(s.init.InitialNumbers())
}

// clamp puts initial numbers into [1, Infinity-1].
func clamp(pn, dn uint32) (uint32, uint32) {
	return min(max(pn, 1), capNumber), min(max(dn, 1), capNumber)
}

// expand appends the children of the current position (whose hash is on
// the path) to s.kids with their current numbers. It stops early at a
// terminal win for the player to move.
//
// Non-terminal children are looked up in the table after all moves were
// played, in two passes: the first prefetches the bucket of each child
// that the table's presence filter does not rule out, a run of independent
// loads that the processor overlaps, where a probe after each Play would
// wait for one cache miss at a time. The price is
// that Initializer.InitialNumbers runs for every non-terminal child, also
// for those the table knows.
func (s *Solver) expand(or bool) {
	s.moves = s.p.Moves(s.moves[:0])
	base := len(s.kids)
	probes := 0
	for _, m := range s.moves {
		// The child is written in place: a child returned by value and
		// then appended was copied with 16-byte loads of fields just
		// stored one by one, which stalls (no store-to-load forwarding).
		s.kids = append(s.kids, child{})
		if c := &s.kids[len(s.kids)-1]; s.lookahead(m, c) {
			if c.probe {
				probes++
			}
			if (or && c.pn == 0) || (!or && c.dn == 0) {
				break
			}
			continue
		}
		s.kids = s.kids[:len(s.kids)-1]
		s.p.Play(m)
		c := child{hash: s.p.Hash(), move: m}
		if s.onPath(c.hash) {
			s.stats.Repetitions++
			c.pn, c.dn = numbers(s.repetitionOutcome())
			c.dep = !s.opts.naiveGHI
		} else {
			// Terminal positions are never stored, so evaluate before
			// probing the table: most children of the deepest nodes
			// are terminal.
			s.stats.Evaluations++
			if out := s.p.Evaluate(); out == Proven || out == Disproven {
				c.pn, c.dn = numbers(out)
			} else {
				c.key, c.probe = tableKey(c.hash), true
				s.tt.prefetchFilter(c.key)
				c.pn, c.dn = s.initial()
				probes++
			}
		}
		s.p.Undo()
		s.kids = append(s.kids, c)
		if !c.dep && ((or && c.pn == 0) || (!or && c.dn == 0)) {
			break
		}
	}
	if probes == 0 {
		return
	}
	kids := s.kids[base:]
	if probes > 1 {
		for i := range kids {
			if kids[i].probe && s.tt.mayHold(kids[i].key) {
				prefetch(&s.tt.buckets[kids[i].key&s.tt.mask])
			}
		}
	}
	for i := range kids {
		c := &kids[i]
		if !c.probe {
			continue
		}
		c.probe = false
		s.stats.TTProbes++
		if e := s.tt.lookup(c.key, s.hist); e != nil {
			s.stats.TTHits++
			c.pn, c.dn, c.dep = e.pn, e.dn, e.pathDep()
		}
	}
}

// lookahead writes to c the child after move m as expand makes it, from
// Lookahead.Child without playing m; it returns false when the problem
// cannot tell or the child is on the path (then expand plays m).
func (s *Solver) lookahead(m Move, c *child) bool {
	if s.look == nil {
		return false
	}
	h, out, pn, dn, ok := s.look.Child(m)
	if !ok || s.onPath(h) {
		return false
	}
	c.hash, c.move = h, m
	s.stats.Evaluations++
	if out == Proven || out == Disproven {
		c.pn, c.dn = numbers(out)
		return true
	}
	c.key, c.probe = tableKey(h), true
	s.tt.prefetchFilter(c.key) // for the look-up after all moves (expand)
	c.pn, c.dn = 1, 1
	if s.init != nil {
		c.pn, c.dn = clamp(pn, dn)
	}
	return true
}

// mid is Nagai's multiple iterative deepening for the current position,
// whose hash is h, with proof and disproof thresholds thpn and thdn. It
// returns the position's numbers and, if they solve it, whether the result
// depends on a repetition of a position on the path.
func (s *Solver) mid(h uint64, thpn, thdn uint32, depth int) (pn, dn uint32, dep bool) {
	// The caller's numbers for this position may be stale: it may have
	// been solved since through a transposition. Re-solving it would
	// waste work and replace the stored winning move by one that rests
	// on positions solved later (ProofTree follows stored moves).
	key := tableKey(h)
	if e := s.tt.lookup(key, s.hist); e != nil && e.solved() {
		s.stats.TTHits++
		return e.pn, e.dn, e.pathDep()
	}
	// Prefetch the bucket the result will be stored in, so that its
	// cache miss overlaps the expansion (the look-up skips the table when
	// the presence filter says the position is new). Below the root the
	// caller did, before it played the move.
	if depth == 0 {
		prefetch(&s.tt.buckets[key&s.tt.mask])
	}
	s.stats.Nodes++
	if s.stats.Nodes >= s.nextChk || (s.opts.MaxNodes > 0 && s.stats.Nodes >= s.opts.MaxNodes) {
		s.nextChk = s.stats.Nodes + checkPeriod
		s.checkBudget()
	}
	if s.aborted {
		return 1, 1, false
	}
	if depth > s.stats.MaxDepth {
		s.stats.MaxDepth = depth
	}
	or := s.p.OrNode()
	hist := s.hist // history of this node: the path above it
	s.pushPath(h)
	base := len(s.kids)
	s.expand(or)
	startNodes := s.stats.Nodes

	// phi/delta: numbers from the point of view of the player to move.
	thphi, thdelta := thpn, thdn
	if !or {
		thphi, thdelta = thdn, thpn
	}
	var phi, delta uint32
	best := -1
	for first := true; ; first = false {
		kids := s.kids[base:]
		var second uint32
		phi, second, delta, best = scanKids(kids, or)
		if depth == 0 && best >= 0 {
			s.rootBest = kids[best].move
		}
		if s.aborted || phi == 0 || delta == 0 {
			break
		}
		// Progress guarantee: a call always searches its best child at
		// least once, with thresholds raised just above its current
		// numbers if it was entered with numbers (recomputed from the
		// table) already over its thresholds. Without this, positions
		// in a cycle off the path can feed each other's numbers through
		// the table and bounce between siblings forever without
		// expanding anything.
		tphi, tdelta := thphi, thdelta
		if phi >= tphi || delta >= tdelta {
			if !first {
				break
			}
			tphi, tdelta = max(tphi, phi+1), max(tdelta, delta+1)
		}
		c := kids[best]
		clos := c.dn
		if !or {
			clos = c.pn
		}
		thwin := min(tphi, s.grow(second))
		thlose := Infinity
		if tdelta < Infinity {
			thlose = tdelta - delta + clos
		}
		cthpn, cthdn := thwin, thlose
		if !or {
			cthpn, cthdn = thlose, thwin
		}
		// The child's look-up (in mid) waits for its filter word and
		// bucket: start loading them before Play.
		ck := tableKey(c.hash)
		s.tt.prefetchFilter(ck)
		prefetch(&s.tt.buckets[ck&s.tt.mask])
		s.p.Play(c.move)
		cpn, cdn, cdep := s.mid(c.hash, cthpn, cthdn, depth+1)
		s.p.Undo()
		if s.aborted {
			break
		}
		k := &s.kids[base+best]
		k.pn, k.dn, k.dep = cpn, cdn, cdep
	}

	if or {
		pn, dn = phi, delta
	} else {
		pn, dn = delta, phi
	}
	bestMove := NoMove
	if best >= 0 {
		bestMove = s.kids[base+best].move
	}
	if phi == 0 {
		// The winning move the result rests on: a path-independent one
		// if there is one (ProofTree follows it).
		for _, k := range s.kids[base:] {
			if ((or && k.pn == 0) || (!or && k.dn == 0)) && !k.dep {
				bestMove = k.move
				break
			}
		}
	}
	if !s.aborted {
		if phi == 0 || delta == 0 {
			dep = s.solvedDependency(s.kids[base:], or, phi == 0)
			if dep {
				s.stats.PathResults++
			}
		}
		work := uint32(min(s.stats.Nodes-startNodes+1, workMask))
		s.stats.TTStores++
		replaced, solvedEvicted := s.tt.store(key, hist, pn, dn, work, dep, bestMove)
		if replaced {
			s.stats.TTReplaced++
		}
		if solvedEvicted {
			s.stats.SolvedEvicted++
		}
	}
	s.kids = s.kids[:base]
	s.popPath()
	return pn, dn, dep
}

// solvedDependency reports whether a solved node's result depends on a
// path repetition: a win needs one winning child, so it depends only if
// every winning child does; a loss needs all children, so it depends if
// any child does.
func (s *Solver) solvedDependency(kids []child, or, moverWins bool) bool {
	if s.opts.naiveGHI {
		return false
	}
	if moverWins {
		for _, k := range kids {
			win := k.pn
			if !or {
				win = k.dn
			}
			if win == 0 && !k.dep {
				return false
			}
		}
		return true
	}
	for _, k := range kids {
		if k.dep {
			return true
		}
	}
	return false
}

// grow is the child threshold derived from the second-best number x:
// x+1 (Nagai) or about x*(1+epsilon) (Pawlewicz and Lew), saturating.
func (s *Solver) grow(x uint32) uint32 {
	if x >= capNumber {
		return Infinity
	}
	inc := uint64(1)
	if s.opts.Epsilon > 0 {
		inc = max(inc, uint64(math.Ceil(float64(x)*s.opts.Epsilon)))
	}
	return uint32(min(uint64(x)+inc, uint64(Infinity)))
}

// scanKids returns, from the point of view of the player to move (the OR
// player if or), the smallest number to win of the children (phi, at
// index best, -1 if there is none), the second smallest and the sum of
// their numbers to lose (delta): Infinity if one is, else the sum capped
// at Infinity-1, so that an unsolved node never looks solved.
func scanKids(kids []child, or bool) (phi, second, delta uint32, best int) {
	phi, second, best = Infinity, Infinity, -1
	var sum uint64
	inf := false
	for i := range kids {
		win, lose := kids[i].pn, kids[i].dn
		if !or {
			win, lose = lose, win
		}
		if win < phi {
			second = phi
			phi, best = win, i
		} else if win < second {
			second = win
		}
		sum += uint64(lose)
		inf = inf || lose == Infinity
	}
	switch {
	case inf:
		delta = Infinity
	case sum < uint64(capNumber):
		delta = uint32(sum)
	default:
		delta = capNumber
	}
	return phi, second, delta, best
}

// rootBestMove picks the root move after a search (the root's own entry
// is stored with an empty history).
func (s *Solver) rootBestMove(h uint64) Move {
	e := s.tt.lookup(tableKey(h), 0)
	or := s.p.OrNode()
	if e == nil || !e.solved() {
		return s.rootBest
	}
	moverLoses := (or && e.dn == 0) || (!or && e.pn == 0)
	if !moverLoses {
		return e.best
	}
	// Every move loses: choose the one whose refutation took most work.
	bestMove, bestWork := NoMove, int64(-1)
	s.pushPath(h)
	s.moves = s.p.Moves(s.moves[:0])
	moves := append([]Move(nil), s.moves...)
	for _, m := range moves {
		s.p.Play(m)
		w := int64(0)
		if ce := s.tt.lookup(tableKey(s.p.Hash()), s.hist); ce != nil {
			w = int64(ce.work())
		}
		s.p.Undo()
		if w > bestWork {
			bestMove, bestWork = m, w
		}
	}
	s.popPath()
	return bestMove
}
