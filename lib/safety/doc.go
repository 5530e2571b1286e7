// Package safety proves stones and territories safe: Benson's
// unconditional life, static safety rules, region search (SOLVER 1.0),
// partial regions split at miaipairs (SOLVER 1.0 + P), open-boundary zones
// (SOLVER 2.0, our reconstruction) and both together (SOLVER 3.0), after
// X. Niu and M. Müller, "An Improved Safety Solver in Go Using Partial
// Regions" (CG 2008), and M. Müller, "Playing it safe: recognizing secure
// territories in computer Go by using static rules and search" (1997).
//
// The decomposition searches use it through one call:
//
//	res, err := safety.Solve(ctx, b, safety.Options{Solver: safety.Partial})
//	black, white := res.Safe[board.Black], res.Safe[board.White]
//
// # Terms
//
// For a colour c (the defender; the other colour is the attacker):
//
//   - A basic region (BasicRegion; paper §2) is a maximal connected set of
//     points not occupied by c: empty points and attacker stones. Its
//     boundary blocks are c's blocks adjacent to it; its interior points
//     are the points not adjacent to any boundary block; Edge counts its
//     points on the edge of the board. Analyze computes them.
//   - A region is vital (Benson's "healthy") for a boundary block if every
//     empty point of the region is a liberty of the block.
//   - Two regions are related when they share boundary blocks (Regions.Related):
//     strongly related if they share two or more, weakly related if exactly
//     one. The terms come from X. Niu and M. Müller, "An Improved Safety
//     Solver for Computer Go" (CG 2004, LNCS 3846; there "strongly / weakly
//     dependent regions"), which introduced SOLVER 1.0's merging; the partial
//     regions paper builds on it. Our reconstruction (the 2004 paper's text
//     was not available to us, only its abstract and talk slides): strongly
//     related regions are merged and searched as one region, since two
//     shared blocks can get their eyes from either region in ways a
//     separate search cannot see; weakly related regions are searched
//     separately, the shared block needing one vital region (one eye) from
//     each, and merged only when that fails. The slides distinguish two
//     kinds of weak dependence: the shared block has more than one liberty
//     inside a region (type 1) or exactly one (type 2); our separate
//     searches (see SOLVER 1.0) treat both alike: the shared block must
//     keep a liberty in each region throughout, so with one liberty the
//     defender must never let it be filled. How the paper treats type 2 we
//     could not reconstruct.
//   - A miaipair (paper §4; MiaiPairs) is two adjacent empty points p, q
//     of a region, both liberties of boundary blocks, that separate it:
//     every other part of the region touches exactly one of them. Whichever
//     the attacker takes, the defender takes the other and the region falls
//     apart. A partial region is one part of a region divided at miaipairs;
//     for a partial region the miai point next to it is "near", the other
//     "far".
//
// A point is safe for c if c can keep it, playing second: c's stones there
// are never captured and the attacker never gets a living group there, if
// c answers every attacker move (the attacker moves first and may pass).
// Ko is never relied on: the defender may not win a ko.
//
// # Solvers
//
// BENSON (Benson 1976; paper §2): repeatedly remove the blocks with fewer
// than two vital regions and the regions adjacent to a removed block. The
// blocks left are unconditionally alive (pass-alive: c may pass forever).
// Territory: a region left whose every empty point is a liberty of an
// alive block; the attacker can never make an eye there, so its stones
// there are dead.
//
// STATIC (Müller, "Playing it safe", §3-4, with the refinements of Fuego's
// GoSafetySolver/GoRegion; these rules and no others):
//  1. Miai chains: two blocks with two common liberties in one region are
//     one chain (the defender answers one point with the other); each
//     point serves one miai pair only (staticChains).
//  2. Benson's iteration on chains (passAlive); a region holding miai
//     points counts as vital only if it keeps an empty point outside them.
//  3. 1-vital regions (oneVital): a region is also vital for a chain if
//     every empty point of it that is not a liberty of the chain has two
//     neighbours that are free liberties of the chain, a miai pair of its
//     own: whichever the attacker takes, the defender takes the other, so
//     every empty point ends a liberty and the attacker can never fill the
//     last one. Not recursive: Fuego's Find2ConnForAllInterior also lets a
//     point served earlier serve the next; we tried it, and it made whole
//     rooms regions 1-vital whose pairs then blocked the partial-region
//     searches (SOLVER 1.0 + P proved less), so we do not.
//  4. 2-vital regions (twoVital; Fuego's Has2IPs): two empty points s1, s2,
//     each a liberty of every boundary block and each splitting the region,
//     such that every point of the region next to no boundary block is
//     empty and next to both. The defender answers one with the other; its
//     stone joins the boundary blocks and leaves two or more parts that are
//     all liberties: two eyes from one region, so the region counts twice
//     and its boundary blocks are safe.
//  5. Territory: a region whose boundary chains are all safe is safe if
//     every empty point is a liberty of a safe chain, or it is 1- or
//     2-vital by rule 3 or 4 and every point away from the safe stones is
//     empty, or the attacker cannot make two eyes: its interior (points
//     not next to safe stones) is at most two adjacent points.
//
// There is no size rule ("a region of at most 7 points is dead: two eyes
// and the stones around them need 8"): the search used one, and the
// exhaustive referee refuted it on three generated 7-point corner regions
// where the attacker already has one eye and a second the defender can
// only take by a ko, which the attacker wins (the safety game's ko rule).
//
// The miai pairs of rules 1, 3 and 4 are the defender's commitments (those
// of rules 3 and 4 only where a chain or territory relies on them): the
// region searches answer them too (see SOLVER 1.0). STATIC does not
// implement nakade shapes, seki, miai connections whose two points lie in
// different regions, interior blocks of the defender, nor the recursive
// interior connection of Fuego's 2-vital test; those regions go to the
// search. Of the 415 go_safe tests of Fuego's static_safety suites, 29
// refer to files the shared copy lacks; BENSON and STATIC agree with Fuego
// on 362 of the others; STATIC proves more than Fuego's static solver on 1
// and less on 22 (before rules 3 and 4: less on 24), BENSON differs on 1,
// each explained in peer_fuego_test.go. Every rule is checked by
// exhaustive search on small positions made for it (static_test.go) and
// by the soundness test.
//
// SOLVER 1.0 (Niu & Müller 2004, as the paper's §4 uses it): for every
// region not yet safe, whatever its size (the paper's "up to 18 empty
// points in reasonable time" is what its search managed, not a rule: the
// node budget per search decides), an AND/OR search inside the region: the
// attacker plays a point of the region or passes, the defender answers
// with a point of the region or passes (two passes end the search
// unproven); the defender wins when the region is statically safe: Benson's
// iteration on the blocks touching it and the regions it is split into
// keeps every block (blocks proven safe before count as alive), and every
// part is territory by rule 5 above (without rules 3 and 4). The search is
// conservative about the outside: the attacker may fill the outside
// liberties of the boundary blocks at any time, so a block with no liberty
// inside the region, or one with the attacker to move, is lost. Transposition table (Zobrist hash of
// the board, side to move, ko point, pass), depth limit twice the region
// size plus 6. Budget embeds the shared search.Budget (MaxNodes and MaxTime
// for the whole Solve call, TTEntries per region search; search.Limiter
// counts the nodes and watches ctx) and adds the per-search node limit
// RegionNodes and the optional size limits MaxRegionSize and MaxMergeSize
// (0 by default: none). A region holding a stone the opponent's STATIC
// proves safe is not searched: it can never be proven. When the attacker plays a point of a
// static miai connection inside the region, the defender must answer the
// other point (safe stones may rest on it); a connection with one point
// outside the searched area, or overlapping a miaipair of a partial
// region, makes the search fail. Merging, when no single region is
// proven: (1) the union of a region with the open regions strongly related
// to it (transitively, counting only blocks not yet safe), method
// "merged strongly"; (2) weakly related
// pairs, whose only common unsafe block is b: each region is searched
// alone with b needing one vital region there instead of two, and keeping
// a liberty there throughout (b is exempt from the atari rule above: the
// other region's search keeps it a liberty there too, so b always has two
// and can never be captured); both proven make both regions and their blocks
// safe, method "weakly related", with no union searched, so this works
// where the union is too large to search (TestWeaklyRelatedRegions); (3)
// the union with all related open regions, method "merged". Every proof makes its blocks safe for later searches, and
// everything is repeated until nothing changes.
//
// SOLVER 1.0 + P (paper §3, "Using Partial Regions"): the partial-region
// module runs on every open region first, before the whole-region and
// merged searches of SOLVER 1.0, which then run on what is left; both
// again while either proves something. A region is divided at miaipairs:
// miaipairs that share or touch points form a cluster, and each cluster
// contributes the pair that minimises the largest side first; after the
// parts are searched, every cluster whose pair has no proven part next to
// it tries its next pair (the backtracking of §3.3), until no cluster has
// one left. Options.OneMiaiAtATime is the ablation of Fig. 5: a region is
// divided at one miaipair at a time into its two sides
// (TestOneMiaiAtATime: on an 86-point region with 7 pairs it proves 295
// points of 361 where the full method proves all). Each partial region A is searched together with
// its near and far miai points (M = {p_A, p_B}) under the three rules of
// §3.2: (1) the attacker may play any legal move in A ∪ M, a miai point
// only while both points of its pair are empty; (2) when the attacker
// takes a miai point and the other is still empty, the defender takes the
// other at once; (3) otherwise the defender plays any legal move in
// A ∪ {p_A}, never p_B; once it holds p_A the pair is settled and p_B
// leaves the attacker's moves (it lies outside the sealed region: as an
// outside liberty it may be filled at any time, so it never counts as a
// liberty inside). A position with an open pair counts as statically safe
// when it is safe both with the defender on p_A and with the attacker on
// p_A and the defender on p_B (the two ways the pair can end): then the
// defender need answer nothing but the miai points, so the region holding
// an open near point can be an eye (regionSearch.staticSafe). A proven
// partial region marks its points, the near miai points and the blocks
// touching them safe; the parts are searched repeatedly, reusing newly
// safe blocks, until nothing changes. A region whose parts are all proven
// is safe, otherwise partly safe. A partial region that cannot be proven
// alone is searched again merged with the open regions strongly related
// to it, then with all related ones (§3.4; transitively, through blocks
// not yet safe; never with the rest of its own region). The miaipairs of
// every proven partial region are commitments, as the static rules' miai
// pairs are: every later search answers them, and no later proof (static
// rules 1, 3 and 4, another pass, another part) uses their points for a
// pair of its own (colorSolver.commit). A promised pair with one point
// in a partial region's area and the other outside (the parts of a
// region often divide a static rule 1 connection: two blocks with two
// common liberties on either side of the dividing pair) is searched as
// one more miaipair of the part, inside point near, outside point far,
// under the same three rules of §3.2, which are exactly the promise
// (ours: the paper has no promised pairs; colorSolver.crossingPairs).
// Before, it made the part's search fail unsearched: at the end of the
// first 10 strong games, of the 127 regions of GNU Go's territory that
// + P left (975 points; TestExplainPartialEnd), 6 (143 points) had their
// parts refused so (2 of them because a promised pair overlaps the
// dividing pair, which stays refused: one attacker move would need two
// answers). TestCrossingPairProof
// keeps a generated position where it proves the whole board and the
// exhaustive referee agrees. SOLVER 1.0 + P proves at least
// what SOLVER 1.0 proves with the same budget on every position of the
// soundness test (checked there), though not by construction: its
// commitments can forbid a pair a later search would use.
//
// What the commitments exclude, and what they do not (ours). Every
// promised pair is in Result.Committed. The static rules start from the
// promised points as used, so no new miai connection (rule 1), 1-vital
// strategy (rule 3) or 2-vital pair (rule 4) takes a promised point; a
// promised pair may connect two blocks again, which is the same answer
// (staticChains). A later region, merged or partial search whose area
// holds both points of a promised pair answers it as a forced reply, and
// one holding only one point fails. Not excluded: a region whose partial
// regions were proven only in part stays open, so SOLVER 1.0's
// whole-region and merged searches, which run after the partial-region
// module, search it whole, over the proven parts too, counting the blocks
// those parts made safe as alive, although their strategy need not
// follow the parts' strategies there. We have no argument that this is
// sound (the composition argument below covers disjoint areas only), nor
// a counterexample: TestNoCircularReliance runs + P step by step
// (plusPSteps), checks that no static rule relies on a pair with a
// promised point, and puts every claim where such a later proof happened
// to CheckClaim (6 kept positions, all that a scan of 6,000 generated
// eyeless and walled miaipair regions found; CheckClaim keeps all 6). A stricter search would count as alive only the blocks
// proven by proofs whose areas it does not overlap.
//
// SOLVER 2.0 (the open-boundary solver of Niu & Müller, "An Open Boundary
// Safety-of-Territory Solver for the Game of Go", CG 2006, which the
// paper cites in §2 and §4 and compares in Table 2; its text was not
// available to us, only what the partial-regions paper says of it (§2:
// "can handle open boundary regions. Its board partitioning is based on
// open boundary zones. Its size limitation is similar"; §4.1: its zones
// are "heuristically computed") and the talk slides' list of its inputs.
// Everything below is OURS, reconstructed, and named so in the code):
//
//   - Start: SOLVER 1.0's result (so SOLVER 2.0 proves at least that, by
//     construction; TestSolversContainTheirPredecessors, and on every
//     position of TestOpenZonesSoundness).
//   - Zones (ours; Zones, zonesOf): a territory heuristic by distance. A
//     block of at most 3 stones with at most 3 liberties, not yet proven
//     safe, is weak; the distance of a point to a colour is the shortest
//     path to a non-weak stone of that colour through empty points and
//     weak stones. The core of c is the empty points and weak opponent
//     stones closer to c; a zone is a connected part of the core plus the
//     frontier points next to it at equal distance from both colours (the
//     slides' dividers). Its dividers are the zone's points next to a
//     point outside it that is not c's stone: where the attacker can come
//     in from outside (they include the slides' potential dividers, core
//     points touching the other colour's area). Points next to a block of
//     the defender in atari (not known safe) are left out: a zone keeps
//     every block next to it, and such a block could never be kept.
//     Zones without dividers
//     (closed regions: SOLVER 1.0's) or with more than 6 are not searched
//     (a forward pruning of ours: wide-open zones were never proven in our
//     runs and cost a full search budget each).
//   - Open-boundary search (ours; regionSearch with openBoundary): the
//     region search of SOLVER 1.0 over the zone, with these changes. The
//     defender must keep every block next to the zone (goal "boundary
//     safe") and every point of the zone but the dividers (goal "territory
//     safe"): at a static evaluation, a region of the zone that reaches
//     the outside holds dividers only, the others are vital or territory
//     as in SOLVER 1.0. External liberties count: a block's empty
//     neighbours outside the zone where the attacker may play now are its
//     liberties too, and the attacker may fill them (its moves include
//     them); one it cannot fill now counts as filled (it might become
//     legal by play the search does not see). The defender may not capture
//     attacker stones outside the zone (their outside liberties are not
//     seen). Seki: no seki is ever counted as safe (a region where the
//     attacker keeps a stone must be proven dead, the paper's conservative
//     reading); ko: the defender never relies on winning a ko (no
//     ko-winner option: the referee lets the attacker win every ko).
//   - Closed regions as zones (ours; colorSolver.closedZones): a basic
//     region not yet proven whose boundary blocks have empty points
//     outside it is searched as a zone too, one without dividers (it is
//     claimed whole). SOLVER 1.0 searches it under the conservative
//     assumption, which fills those outside liberties at once, so a
//     boundary block with one liberty in the region is lost before the
//     defender can answer; the open-boundary search counts them (the
//     attacker fills them one move at a time, and the defender answers)
//     and reserves them after a proof, as for every zone. At the end of
//     the strong games most regions GNU Go calls territory that SOLVER
//     3.0 left unproven had such a block (98 of 127; BENCHMARKS.md).
//   - Group zones (ours; colorSolver.groupZones): for each open region
//     of at most 6 points (then, in a second round, 12), an eye, the
//     union of the eyes of its group and the points connecting the
//     group's blocks, searched as a zone (searched once, not merged). The
//     group grows from the eye's boundary blocks not yet safe: every eye
//     touching one of them joins, and so does every empty point of a
//     larger region next to one of them and to another of the defender's
//     blocks (a cutting point of a diagonal or one-point connection, a
//     point of a miai connection), with the blocks next to it; promised
//     miai points join with their partners. Group zones of one region
//     (closed zones already), of more than 40 points or touching another
//     proof's area are left out. Why: at the end of the strong games most
//     unproven territory belongs to groups whose blocks have one liberty
//     in each of several small eyes and reach each other only through
//     them and through points of the large regions; the conservative
//     assumption loses such a block in every region alone, and §3.4's
//     merges, which follow the blocks transitively, reach the large
//     regions holding the opponent's living stones, which are never
//     proven. Soundness is the zones' (the open-boundary search decides
//     any area: its dividers, the connecting points next to the outside,
//     are searched and never claimed, the outside liberties it counts are
//     reserved): the choice of the area is a heuristic only.
//     TestGroupZonesSoundness puts every claim where the group zones prove
//     more to the exhaustive referee (none refuted; TestGroupZoneProof
//     keeps one position).
//   - Related goals (ours): a zone that is not proven alone is searched
//     again merged with the open closed regions strongly related to it,
//     then with all related ones and the zones sharing a boundary block not
//     yet safe with it (transitively), as §3.4 merges regions. The
//     defender-first searches of the slides are not run: a safety proof is
//     one with the attacker to move first.
//   - A proof makes the zone's points but the dividers safe territory and
//     every block next to the zone safe; zones and SOLVER 1.0 repeat while
//     either proves something.
//   - Composition (ours): the proofs are played side by side, each
//     answering the attacker's moves in its own area, so no two may need
//     to answer the same move. A zone's strategy answers the attacker's
//     fills of the external liberties it counts, so those are counted only
//     where no other proof answers (not in a proven area, a promised miai
//     point, safe territory or another zone's liberties), and after the
//     proof they are reserved: no later search may include them, no static
//     rule may use them for a miai pair (colorSolver.reserved). A zone
//     never overlaps a proven area, and no later search includes a proven
//     zone (its strategy, which the zone's blocks rely on, answers there). Without external liberties no zone of
//     TestOpenZonesSoundness is proven.
//   - What a run reports of its stages (ours): Result.Predecessor is what
//     the first stage (SOLVER 1.0, or + P for SOLVER 3.0) proved, proofs
//     that give the outside away; Result.Zones lists every zone proof
//     with its area, its blocks and the liberties it counted, the only
//     points outside its claim where a zone answers. A user that must know
//     where the proofs answer the attacker (lib/endgame's SafetyOf, which
//     keeps only score-neutral regions) reads them instead of running the
//     predecessor again. TestOpenZonesSoundness checks (checkStages) that
//     the first stage equals the predecessor's own result and that no
//     proof claims a divider or a counted liberty.
//
// Engines (Options.Engine; ours): every region, partial-region and zone
// search above plays one game, and the engine decides only how fast it is
// decided, never what is claimed. Auto (the default) is DepthFirst for
// SOLVER 1.0 and + P (and for the start of SOLVER 2.0 and 3.0, their
// predecessor's result, so each still contains it by construction) and
// ProofNumber for every search SOLVER 2.0 and 3.0 run after it: at the
// end of the strong games it decides the large territories of the zones
// and group zones within the node budget where the depth-first search
// does not. The node budget means the same for both engines: a node is
// a position played (df-pn expands a position by playing every child, so
// counting its expansions instead would give it several times the work).
// DepthFirst is the
// depth-first AND/OR search with a transposition table and a depth limit
// of twice the area plus 6; ProofNumber is df-pn (lib/proof, 1+epsilon,
// df-pn+ mobility initialisation) on the same game (regionGame: the same
// moves, miai replies, terminal tests and static evaluation; a repetition
// is the attacker's win, which only makes it stricter). TestEnginesAgree
// runs both on every region of the soundness test's positions, closed
// and open: they never disagree where both decide, and CheckClaim lets
// every proven closed region hold; the soundness test checks SOLVER 3.0
// with df-pn too. df-pn decides the 14- and 16-point end-of-game
// territories of strong game 009 in 53,386 and 24,455 expansions where
// the depth-first search needs 874,033 and 481,489 nodes.
//
// SOLVER 3.0 (paper §4: "Solver 2.0 + partial-region proving module, the
// full solver"): SOLVER 1.0 + P's result, then the zones of SOLVER 2.0,
// then + P again on what they made safe, while anything is proven; so it
// proves at least what SOLVER 1.0 + P proves (by construction, checked as
// for SOLVER 2.0).
//
// Why proving every part of R proves R (our argument; the paper states
// the rules, not this): the defender plays the part strategies side by
// side, answering each attacker move with the strategy of the part it
// falls in. When A's strategy takes p_A unprompted, B's search never saw
// its far point occupied by the defender; the defender keeps playing B's
// strategy as if p_A were empty: the attacker has lost the option p_A,
// the extra stone lies outside B's claimed part (and is claimed by A's
// proof), and when the attacker then takes p_B, which B's strategy
// answers with the forced p_A already on the board, the defender plays
// B's answer to an attacker pass (B's search lets the attacker pass at
// every turn, so that line was proven too). The referee checks this on
// generated positions (TestSoundnessExhaustive counts those where rule 3
// proves more, and TestRule3MakesTheDifference keeps one);
// TestRule3TwoRooms is the example of two 3x3 rooms joined by a
// corridor, proven only since these rules.
//
// # Verification
//
// Two referees, both independent of the solvers: they use no Benson, no
// static rule, no region analysis of this package and no solver search,
// only lib/board's move rules (and, for the second, lib/proof's generic
// df-pn).
//
// CheckClaim is the first referee: an exhaustive search of the safety game on
// the whole board with nothing but the move rules (the attacker moves
// first, may pass and wins every ko; the defender must keep every claimed
// stone and end the game with no attacker stone on a claimed point; see
// its documentation). TestSoundnessExhaustive checks every solver
// (BENSON, STATIC, SOLVER 1.0, SOLVER 1.0 + P with and without search rule
// 3, SOLVER 2.0 and 3.0; the searching ones with both engines, df-pn
// under the first of two budgets) on 398 generated positions by default
// (at least 300 with a claim; 4x4 to 7x7 boards, soundPosition below),
// every claim decided; partial regions are proven on at least 40 of them,
// rule 3 proves more on a few (3 by default), and SOLVER 1.0 + P proves
// everything SOLVER 1.0 proves under both budgets. Claims on
// regions of more than about 12 empty points are beyond the referee (the
// 19x19 rooms positions and TestRule3TwoRooms are not refereed).
// TestOpenZonesSoundness does the same for SOLVER 2.0 and 3.0 on
// OpenZonePosition (a corner room open through a gap in the defender's
// wall, the attacker alive outside; few empty points) and early-stopped
// random play: where the zones prove more, CheckClaim must not refute it
// (a long run: -safety.zones N); TestOpenZoneProof keeps one position
// where a zone proves a point SOLVER 1.0 cannot. Before
// rule 3 and the composition of §3, a long run over 25,000 positions
// (-safety.soundness 25000) refuted no claim.
//
// RefereeClaim is the second referee, for claims on regions too large
// for CheckClaim (see its documentation for the rules): the same game,
// searched by df-pn (lib/proof; default repetition rule: a repetition is
// the attacker's win), on the claim's own regions and blocks only; the
// rest of the board becomes an attacker wall that can never be captured
// (each wall block keeps an empty eye nobody may fill), which is the
// solvers' conservative assumption (no outside liberties) made a
// position: a claim it proves holds on the real board, and it may refute
// a claim that needs outside liberties (the paper's Fig. 7). The attacker
// moves first (RefereeOptions.DefenderFirst: the defender), wins every ko,
// and the budget ends the search with ClaimUnknown.
// TestRefereeAgreesWithCheckClaim: on every solver claim of the generated
// positions both decide, they agree, and on region claims no solver made
// RefereeClaim is never more lenient. Its reach: claims with 15 to 18
// empty points in play (generated regions of 15-16 points and their
// eyes) are proven in 0.1 to 1.2 million nodes; with 18 to 22 it is
// mostly undecided after 2 million, and the 20-point two-room region of
// rooms-1x2 after 10 million (the attacker's moves in two rooms
// multiply). TestRefereeOnLargeRegions runs it on solver claims of 15-25
// points and logs the counts; none is refuted. (On the Table 1 set the
// solvers prove too little of regions of at most 25 points to give it
// claims.) Reaching 25 points needs a decomposition of its own, which
// would no longer be independent of the partial-region method.
//
// Seki (the paper, after Niu, Kishimoto and Müller's seki work, counts
// stones in seki as alive and their region as no territory; so does the
// referee): CheckClaim keeps a block living in seki for its colour (its
// stones are never captured) and refutes a claim of the region around it
// (an attacker stone stays on a claimed point). The empty shared
// liberties alone it keeps for either side, as the game judges
// occupation and neither side can occupy them; the solvers claim whole
// basic regions, which hold the other side's seki stones, so they never
// claim them. TestCheckClaimSeki checks this on the classic seki of two
// shared liberties in the corner, TestSekiRooms on the 16 rooms of
// SekiPosition (found by trying every filling of rooms of 5 to 9 points
// with the referee): no solver claims a point of a seki room for either
// colour, nor the defender's wall in seki (which the referee would keep),
// and CheckClaim keeps whatever they claim there.
//
// The soundness test's positions (soundPosition) mix miaipair regions,
// eyeless walls, open boundaries (openRegionPosition: the wall has gaps
// with attacker stones behind), random play to the end with and without
// self-atari, and seki (SekiPosition, one position in ten: a seki room,
// or one with a point changed, on a 6x6 or 7x7 board, at most 9 empty
// points); with -args -long (3,000 positions) or
// -safety.soundness N (N positions) every claim goes to RefereeClaim too.
// With the seki slot, over 2,000 positions (165 with a seki by the
// test's check, 11 before), CheckClaim refuted none of 2,116 claims
// (BENCHMARKS.md; 3 undecided ones, beside seki with outside liberties,
// made the slot close its walls). Before it, over 2,000 positions, every solver and both engines (BENCHMARKS.md),
// CheckClaim refuted no claim (18 beyond its budget, all proven by
// RefereeClaim), nor did RefereeClaim any made under the conservative
// assumption; it refutes some of SOLVER 2.0 and 3.0's, which count
// outside liberties and hold on the whole board (CheckClaim), as it
// refutes the Fig. 7 case. At the end of finished games
// (TestSafeAgreesWithGNUGoFinalStatus) no point any solver proves safe
// for a colour is a dead stone of that colour or territory of the other
// by GNU Go's final_status_list (two games of each set by default, all
// with -args -long). BENSON
// agrees with GNU Go's unconditional_status on every block of 536
// positions near the end of the shared self-play games, and on 407 of the
// 673 tests of GNU Go's unconditional.tst without contradicting any (the
// other 266 test GNU Go's extensions of Benson, where BENSON answers
// undecided); Fuego's static_safety suites are compared test by test.
//
// # Experiments
//
// Table1 and Table2 are the paper's two tables for one position and for a
// set of games. Table1 counts one region per position, the Table 1 region
// (marked with triangles in the file, ReadTable1File; TableRegion when
// none is marked), and gives the paper's group (§4.1, Table1Group;
// Table1Groups counts them beside the paper's 4/6/10/1). The Table 1 set
// (data/safety, written by internal/gendata; data/README.md) is modelled
// on the paper's 21 positions: 12 positions from the strong games whose
// region (one basic region of 12 to 30 points with a miaipair, not proven
// by STATIC) ends as the defender's territory by GNU Go's final status at
// the end of the game, taken at the latest position (among those where
// the region differs from the one 5 moves later) where SOLVER 1.0 + P
// proves part of it at a small budget (the 67 games give no more); 8
// built positions (Table1Built), all with a wall that has no eye of its
// own: 4 EyelessRoomsPosition (2 to 15 miaipairs, as the paper's Fig. 5)
// and 4 EyelessMiaiRegionPosition of 15 to 18 points (3 to 9 miaipairs,
// the sizes of the paper's Group 1, which both solvers prove at the
// study's budget); and Fig7Position, the counterpart of
// the paper's Fig. 7: a region that is safe on the board (CheckClaim) but
// not under the conservative assumption (RefereeClaim refutes it), because
// a boundary stone wins its race with an attacker stone inside the region
// only by a liberty outside it (TestFig7OutsideLiberty). Table1Budget is
// the set's budget. The rooms positions (RoomsData) stay as the stress
// set of TestSafetyData; `decomp study safety-regions` runs the Table 1
// set at both scales (Table1Budget). RegionsStudy and PhasesStudy
// run the tables over files with lib/study (one position or solver per
// worker), as `decomp study safety-regions` and `safety-phases` and
// notebook 04 do; their parameters (RegionsParams, PhasesParams) and
// `decomp study --engine` choose the region search engine.
//
// # Performance
//
// Node counts are deterministic (no default time limit); times and the
// full tables are in BENCHMARKS.md (## lib/safety). Table 1 set, 21
// positions (Table1Budget(true)): groups 1/2/3/none 7/6/7/1 (the paper:
// 4/6/10/1); on the built 15-18-point Group 1 regions SOLVER 1.0 + P
// needs 4-49x fewer region nodes than SOLVER 1.0 (paper 5-66x), on the
// three 12-13-point game regions of Group 1 no fewer. Headline: every
// data/safety position (regions of 20 to 174 points, up to 15
// miaipairs) is proven whole by SOLVER 1.0 + P, the 174-point regions in
// 10,895-17,449 nodes; of the 18 that STATIC leaves, SOLVER 1.0 proves
// one (rooms-1x2-s2, 20 points, 672 nodes) and gives up on the others
// after 50,000 nodes each. Table 2 on the first 10 strong games (5,000
// nodes per search): SOLVER 1.0 + P 32.3% of the board at End, SOLVER 1.0
// 28.1% (the paper, 67 master games: 46.7% and 42.5%); SOLVER 3.0, with
// group zones and the Auto engine, 44.8% at End and 21.4% at End-25 (+ P
// 10.7%; paper 48.6% and 17.5%). On all 67 strong games SOLVER 3.0
// proves 3.1, 6.9, 11.6, 23.5 and 45.0% of the board from End-100 to End
// (paper 2.5, 3.7, 9.0, 17.5 and 48.6%); + P / SOLVER 1.0 there is 1.54,
// 1.29, 1.25, 1.11 and 1.05 (paper 1.25, 1.17, 1.50, 1.18 and 1.10).
package safety

//go:generate go run ./internal/gendata -out ../../data/safety -games ../../../shared/games/strong-19
