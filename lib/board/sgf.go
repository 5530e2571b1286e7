package board

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/rooklift/sgf"
)

// Record is an SGF game record or problem: the setup position, the main
// line of moves and the markup of the setup.
//
// Setup nodes (AB, AW, AE, PL and markup) before the first move of the main
// line are merged into Setup and Markup: problem files put them in the root
// or, as cgoban does, in the node after it. Variations are not kept; a
// collection file yields its first game.
type Record struct {
	Name          string // file name or "" (used in errors)
	Width, Height int
	Setup         *Board // position after the setup (AB/AW/AE and PL), before any move
	Moves         []Move // main line of B/W moves (Pass included)
	Markup        Markup // markup of the setup nodes (problems put it there)
	Komi          float64
	Result        string
	Rules         string
	Comment       string
	// Properties holds the other properties of the setup nodes (problem
	// answers, player names, ...) so that they survive a round trip.
	Properties map[string][]string
}

// Move is a move of a record: a colour and a point or Pass.
type Move struct {
	Color Color
	Point Point
}

// Markup is the SGF markup of a position: MA (crosses), TR (triangles), SQ
// (squares), CR (circles) and LB (labels).
type Markup struct {
	MA, TR, SQ, CR Region
	LB             map[Point]string
}

// SGFError is an error in SGF input: it names the file (or "SGF" when
// unnamed), the property (or the move) and the reason.
type SGFError struct {
	File     string // file name, "" if unnamed
	Property string // the property, e.g. "AB" or "B (move 12)", or "" for syntax errors
	Reason   string
}

func (e *SGFError) Error() string {
	file := e.File
	if file == "" {
		file = "SGF"
	}
	if e.Property == "" {
		return file + ": " + e.Reason
	}
	return file + ": " + e.Property + ": " + e.Reason
}

// Limits guarding the SGF reader: the library parses nested variations
// recursively, so deep nesting is refused before it is parsed.
const (
	maxSGFBytes     = 32 << 20
	maxSGFVariation = 1000 // nesting depth of variations
	// The library looks properties and values up linearly, so a node with
	// very many values takes quadratic time; real nodes have at most a few
	// hundred (AB, AW, LB of a full board).
	maxSGFNodeValues = 5000
)

// ReadSGF reads an SGF game or problem from r. name (a file name, or "")
// is used in error messages.
func ReadSGF(r io.Reader, name string) (*Record, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxSGFBytes+1))
	if err != nil {
		return nil, &SGFError{File: name, Reason: "cannot read: " + err.Error()}
	}
	if len(data) > maxSGFBytes {
		return nil, &SGFError{File: name, Reason: fmt.Sprintf("larger than %d MiB", maxSGFBytes>>20)}
	}
	return parseSGF(string(data), name)
}

// ReadSGFFile reads the SGF file at path.
func ReadSGFFile(path string) (*Record, error) {
	f, err := os.Open(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, &SGFError{File: path, Reason: "cannot read the file: " + err.Error()}
	}
	defer f.Close()
	return ReadSGF(f, path)
}

// ParseSGFString reads an SGF game or problem from a string.
func ParseSGFString(s string) (*Record, error) {
	return parseSGF(s, "")
}

// sgfKnown are the properties Record keeps in its own fields (GM and FF are
// rewritten by Write).
var sgfKnown = map[string]bool{
	"GM": true, "FF": true, "SZ": true, "AB": true, "AW": true, "AE": true, "PL": true,
	"B": true, "W": true, "MA": true, "TR": true, "SQ": true, "CR": true, "LB": true,
	"C": true, "KM": true, "RE": true, "RU": true,
}

func parseSGF(s, name string) (*Record, error) {
	if err := checkSGFSyntax(s); err != nil {
		err.File = name
		return nil, err
	}
	if strings.TrimSpace(s) == "" {
		return nil, &SGFError{File: name, Reason: "empty: not an SGF file"}
	}
	root, err := sgf.LoadSGF(s)
	if err != nil {
		return nil, &SGFError{File: name, Reason: "not an SGF file: " + strings.TrimPrefix(err.Error(), "load_sgf_tree(): ")}
	}
	rec := &Record{Name: name, Properties: map[string][]string{}}
	fail := func(prop, format string, a ...any) error {
		return &SGFError{File: name, Property: prop, Reason: fmt.Sprintf(format, a...)}
	}

	// GM: only Go (GM[1], or no GM) is accepted.
	if gm, ok := root.GetValue("GM"); ok && strings.TrimSpace(gm) != "1" {
		return nil, fail("GM", "game %q is not Go (GM[1])", gm)
	}
	rec.Width, rec.Height = 19, 19
	if sz, ok := root.GetValue("SZ"); ok {
		w, h, err := parseSZ(sz)
		if err != nil {
			return nil, fail("SZ", "%v", err)
		}
		rec.Width, rec.Height = w, h
	}
	setup, err := New(rec.Width, rec.Height)
	if err != nil {
		return nil, fail("SZ", "%v", err)
	}
	rec.Setup = setup

	var black, white Region
	toMove := Empty
	node := root
	inSetup := true
	for i := 0; node != nil; i, node = i+1, node.MainChild() {
		nodeName := func(prop string) string {
			if i == 0 {
				return prop
			}
			return fmt.Sprintf("%s (node %d)", prop, i+1)
		}
		hasSetup := hasAny(node, "AB", "AW", "AE")
		if hasSetup && !inSetup {
			return nil, fail(nodeName("AB/AW/AE"), "setup stones after the first move are not supported")
		}
		if inSetup {
			// In a node with a move only the stones are setup (placed
			// before the move); the root's properties are always read.
			stonesOnly := i > 0 && hasAny(node, "B", "W")
			if err := rec.readSetupNode(node, stonesOnly, &black, &white, &toMove, nodeName); err != nil {
				return nil, err
			}
		}
		for _, key := range []string{"B", "W"} {
			c := Black
			if key == "W" {
				c = White
			}
			for _, v := range node.AllValues(key) {
				p, err := ParseSGF(v, rec.Width, rec.Height)
				if err != nil {
					return nil, fail(fmt.Sprintf("%s (move %d)", key, len(rec.Moves)+1), "%v", err)
				}
				rec.Moves = append(rec.Moves, Move{Color: c, Point: p})
				inSetup = false
			}
		}
	}

	// The setup position: every block must have a liberty.
	for p := range black.All() {
		setup.setStone(p, Black)
	}
	for p := range white.All() {
		setup.setStone(p, White)
	}
	setup.rebuildChains()
	for c := Black; c <= White; c++ {
		for _, bl := range setup.Blocks(c) {
			if bl.Liberties.IsEmpty() {
				return nil, fail(map[Color]string{Black: "AB", White: "AW"}[c],
					"the %s block at %s has no liberty", c, bl.Anchor().GTP(rec.Height))
			}
		}
	}
	switch {
	case toMove != Empty:
	case len(rec.Moves) > 0:
		toMove = rec.Moves[0].Color
	default:
		toMove = Black
	}
	setup.SetToMove(toMove)
	if len(rec.Properties) == 0 {
		rec.Properties = nil
	}
	return rec, nil
}

// readSetupNode merges a node before the first move into the record: its
// AB/AW/AE, and unless stonesOnly its PL, markup, KM, RE, RU, C and other
// properties.
func (rec *Record) readSetupNode(node *sgf.Node, stonesOnly bool, black, white *Region, toMove *Color, nodeName func(string) string) error {
	fail := func(prop, format string, a ...any) error {
		return &SGFError{File: rec.Name, Property: nodeName(prop), Reason: fmt.Sprintf(format, a...)}
	}
	// AE first: it clears points set up by earlier nodes.
	for _, prop := range []string{"AE", "AB", "AW"} {
		r, err := parsePointList(node.AllValues(prop), rec.Width, rec.Height)
		if err != nil {
			return fail(prop, "%v", err)
		}
		switch prop {
		case "AE":
			*black = black.Minus(r)
			*white = white.Minus(r)
		case "AB", "AW":
			mine, other := black, white
			if prop == "AW" {
				mine, other = white, black
			}
			if clash := r.Intersect(mine.Union(*other)); !clash.IsEmpty() {
				return fail(prop, "point %s is already occupied", clash.First().SGF())
			}
			*mine = mine.Union(r)
		}
	}
	if stonesOnly {
		return nil
	}
	// PL of a setup node (in a node with a move it is not setup: ignored).
	// FF[1] files write 1 for Black and 2 for White.
	if pl, ok := node.GetValue("PL"); ok && !hasAny(node, "B", "W") {
		switch strings.ToUpper(strings.TrimSpace(pl)) {
		case "B", "BLACK", "1":
			*toMove = Black
		case "W", "WHITE", "2":
			*toMove = White
		default:
			return fail("PL", "%q is not B or W", pl)
		}
	}
	for _, m := range []struct {
		prop string
		r    *Region
	}{{"MA", &rec.Markup.MA}, {"TR", &rec.Markup.TR}, {"SQ", &rec.Markup.SQ}, {"CR", &rec.Markup.CR}} {
		r, err := parsePointList(node.AllValues(m.prop), rec.Width, rec.Height)
		if err != nil {
			return fail(m.prop, "%v", err)
		}
		*m.r = m.r.Union(r)
	}
	for _, v := range node.AllValues("LB") {
		pt, text, ok := strings.Cut(v, ":")
		if !ok {
			return fail("LB", "label %q is not point:text", v)
		}
		p, err := parseSetupPoint(pt, rec.Width, rec.Height)
		if err != nil {
			return fail("LB", "%v", err)
		}
		if rec.Markup.LB == nil {
			rec.Markup.LB = map[Point]string{}
		}
		rec.Markup.LB[p] = text
	}
	if v, ok := node.GetValue("KM"); ok {
		km := 0.0
		if t := strings.TrimSpace(v); t != "" {
			var err error
			if km, err = strconv.ParseFloat(t, 64); err != nil {
				return fail("KM", "komi %q is not a number", v)
			}
		}
		rec.Komi = km
	}
	if v, ok := node.GetValue("RE"); ok {
		rec.Result = v
	}
	if v, ok := node.GetValue("RU"); ok {
		rec.Rules = v
	}
	if v, ok := node.GetValue("C"); ok {
		if rec.Comment != "" {
			rec.Comment += "\n"
		}
		rec.Comment += v
	}
	for _, key := range node.AllKeys() {
		if !sgfKnown[key] {
			for _, v := range node.AllValues(key) {
				if !slices.Contains(rec.Properties[key], v) { // as in one node, values are a set
					rec.Properties[key] = append(rec.Properties[key], v)
				}
			}
		}
	}
	return nil
}

// parseSZ reads SZ[n] or SZ[w:h].
func parseSZ(v string) (w, h int, err error) {
	ws, hs, rect := strings.Cut(v, ":")
	if w, err = strconv.Atoi(strings.TrimSpace(ws)); err != nil {
		return 0, 0, fmt.Errorf("size %q is not a number", v)
	}
	h = w
	if rect {
		if h, err = strconv.Atoi(strings.TrimSpace(hs)); err != nil {
			return 0, 0, fmt.Errorf("size %q is not width:height", v)
		}
	}
	if w < 1 || h < 1 || w > MaxSize || h > MaxSize {
		return 0, 0, fmt.Errorf("board %dx%d: sides must be between 1 and %d", w, h, MaxSize)
	}
	return w, h, nil
}

// parseSetupPoint reads a point of a setup or markup property: unlike
// moves, "" and "tt" are not passes here but errors.
func parseSetupPoint(s string, width, height int) (Point, error) {
	p, err := ParseSGF(s, width, height)
	if err != nil {
		return NoPoint, err
	}
	if p == Pass {
		return NoPoint, fmt.Errorf("SGF point %q is off the %dx%d board", s, width, height)
	}
	return p, nil
}

// parsePointList reads the values of a point-list property: points and
// compressed rectangles ("aa:cc").
func parsePointList(values []string, width, height int) (Region, error) {
	var r Region
	for _, v := range values {
		a, b, rect := strings.Cut(v, ":")
		p, err := parseSetupPoint(a, width, height)
		if err != nil {
			return r, err
		}
		if !rect {
			if r.Has(p) {
				return r, fmt.Errorf("point %s is listed twice", v)
			}
			r.Add(p)
			continue
		}
		q, err := parseSetupPoint(b, width, height)
		if err != nil {
			return r, err
		}
		x1, y1 := p.XY()
		x2, y2 := q.XY()
		for y := min(y1, y2); y <= max(y1, y2); y++ {
			for x := min(x1, x2); x <= max(x1, x2); x++ {
				if r.Has(Pt(x, y)) {
					return r, fmt.Errorf("point %s of %s is listed twice", Pt(x, y).SGF(), v)
				}
				r.Add(Pt(x, y))
			}
		}
	}
	return r, nil
}

// checkSGFSyntax refuses input the SGF library should not be given or
// would silently repair: nesting of variations deeper than maxSGFVariation
// (the library recurses on it), nodes with more than maxSGFNodeValues
// values (quadratic look-ups), truncated input (an unclosed value or
// variation: the library returns what it has read) and a point listed
// twice in one node's AB, AW or AE (the library keeps values as a set).
// It tokenizes as the library does: brackets open values, backslash
// escapes the next byte inside a value, identifiers are the upper-case
// letters before a value (lower-case letters are dropped, as FF[3] allows).
// The error's File is left for the caller to fill in.
func checkSGFSyntax(s string) *SGFError {
	// As the library: bytes up to ' ' are white space before the '('.
	for i := 0; i < len(s) && s[i] != '('; i++ {
		if s[i] > ' ' {
			return &SGFError{Reason: fmt.Sprintf("not an SGF file: unexpected byte 0x%x before (", s[i])}
		}
	}
	depth, values, nodes := 0, 0, 0
	inValue, keyDone := false, false
	var key, value []byte
	var seen map[string]bool // "AB\x00cc" of the current node
	node := func() {
		values = 0
		clear(seen)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inValue {
			switch c {
			case '\\':
				if i+1 < len(s) {
					value = append(value, s[i+1])
				}
				i++
			case ']':
				inValue = false
				if k := string(key); k == "AB" || k == "AW" || k == "AE" {
					if seen == nil {
						seen = map[string]bool{}
					}
					id := k + "\x00" + string(value)
					if seen[id] {
						prop := k
						if nodes > 1 {
							prop = fmt.Sprintf("%s (node %d)", k, nodes)
						}
						return &SGFError{Property: prop, Reason: fmt.Sprintf("point %s is listed twice", value)}
					}
					seen[id] = true
				}
			default:
				value = append(value, c)
			}
			continue
		}
		switch {
		case c == '[':
			inValue, keyDone = true, true
			value = value[:0]
			if values++; values > maxSGFNodeValues {
				return &SGFError{Reason: fmt.Sprintf("a node has more than %d property values", maxSGFNodeValues)}
			}
		case c >= 'A' && c <= 'Z':
			if keyDone {
				key, keyDone = key[:0], false
			}
			key = append(key, c)
		case c == ';':
			nodes++
			key, keyDone = key[:0], false
			node()
		case c == '(':
			node()
			if depth++; depth > maxSGFVariation {
				return &SGFError{Reason: fmt.Sprintf("variations nested deeper than %d levels", maxSGFVariation)}
			}
		case c == ')':
			depth--
			node()
		}
	}
	switch {
	case inValue:
		return &SGFError{Reason: fmt.Sprintf("truncated: the value of %s is not closed with ']'", key)}
	case depth > 0:
		return &SGFError{Reason: fmt.Sprintf("truncated: %d variation(s) not closed with ')'", depth)}
	}
	return nil
}

// Position returns a new board with the position after the first move
// moves of the main line; move < 0 or > len(Moves) gives the final
// position. An illegal move gives an error naming the move number and the
// vertex. GNU Go's `loadsgf FILE N` (the position before move N, as used in
// regression .tst files) is Position(N-1); the tests check this.
func (r *Record) Position(move int) (*Board, error) {
	if r.Setup == nil {
		return nil, &SGFError{File: r.Name, Reason: "record has no setup position"}
	}
	if move < 0 || move > len(r.Moves) {
		move = len(r.Moves)
	}
	b := r.Setup.Clone()
	for i, m := range r.Moves[:move] {
		if err := b.Play(m.Point, m.Color); err != nil {
			prop := "B"
			if m.Color == White {
				prop = "W"
			}
			return nil, &SGFError{File: r.Name, Property: fmt.Sprintf("%s (move %d)", prop, i+1),
				Reason: fmt.Sprintf("%s %s is illegal: %v", m.Color, m.Point.GTP(r.Height), err)}
		}
	}
	return b, nil
}

// RecordOf returns a record whose setup is b's stones and side to move (no
// moves; prisoners, ko and history are not kept).
func RecordOf(b *Board) *Record {
	s, _ := New(b.width, b.height)
	for c := Black; c <= White; c++ {
		for p := range b.stones[c-1].All() {
			s.setStone(p, c)
		}
	}
	s.rebuildChains()
	s.SetRules(b.rules)
	s.toMove = b.toMove
	return &Record{Width: b.width, Height: b.height, Setup: s}
}

// Write writes the record as SGF (FF[4]): SZ (square or w:h), PL, AB/AW,
// markup, KM, RU, RE, C, the other properties, and the main line.
func (r *Record) Write(w io.Writer) error {
	fail := func(prop, format string, a ...any) error {
		return &SGFError{File: r.Name, Property: prop, Reason: fmt.Sprintf(format, a...)}
	}
	if r.Setup == nil {
		return fail("", "record has no setup position")
	}
	width, height := r.Setup.Width(), r.Setup.Height()
	if width != r.Width || height != r.Height {
		return fail("SZ", "record size %dx%d differs from its setup board %dx%d", r.Width, r.Height, width, height)
	}
	root := sgf.NewNode(nil)
	root.SetValue("GM", "1")
	root.SetValue("FF", "4")
	if width == height {
		root.SetValue("SZ", strconv.Itoa(width))
	} else {
		root.SetValue("SZ", fmt.Sprintf("%d:%d", width, height))
	}
	if c := r.Setup.ToMove(); c == Black || c == White {
		root.SetValue("PL", map[Color]string{Black: "B", White: "W"}[c])
	}
	addPoints := func(key string, reg Region) {
		for p := range reg.All() {
			root.AddValue(key, p.SGF())
		}
	}
	addPoints("AB", r.Setup.Stones(Black))
	addPoints("AW", r.Setup.Stones(White))
	onBoard := r.Setup.OnBoard()
	for _, m := range []struct {
		key string
		reg Region
	}{{"MA", r.Markup.MA}, {"TR", r.Markup.TR}, {"SQ", r.Markup.SQ}, {"CR", r.Markup.CR}} {
		if !m.reg.SubsetOf(onBoard) {
			return fail(m.key, "markup point off the %dx%d board", width, height)
		}
		addPoints(m.key, m.reg)
	}
	labels := make([]Point, 0, len(r.Markup.LB))
	for p := range r.Markup.LB {
		if !r.Setup.Contains(p) {
			return fail("LB", "label at point %d is off the %dx%d board", p, width, height)
		}
		labels = append(labels, p)
	}
	slices.Sort(labels)
	for _, p := range labels {
		root.AddValue("LB", p.SGF()+":"+r.Markup.LB[p])
	}
	if r.Komi != 0 {
		root.SetValue("KM", strconv.FormatFloat(r.Komi, 'f', -1, 64))
	}
	if r.Rules != "" {
		root.SetValue("RU", r.Rules)
	}
	if r.Result != "" {
		root.SetValue("RE", r.Result)
	}
	if r.Comment != "" {
		root.SetValue("C", r.Comment)
	}
	keys := make([]string, 0, len(r.Properties))
	for k := range r.Properties {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if k == "" || strings.Trim(k, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			return fail(k, "property name must be upper-case letters")
		}
		if sgfKnown[k] {
			return fail(k, "property is kept in the record's own fields, not in Properties")
		}
		for _, v := range r.Properties[k] {
			root.AddValue(k, v)
		}
	}
	node := root
	for i, m := range r.Moves {
		key := "B"
		switch m.Color {
		case Black:
		case White:
			key = "W"
		default:
			return fail(fmt.Sprintf("move %d", i+1), "colour %v is not black or white", m.Color)
		}
		v := ""
		if m.Point != Pass {
			if !r.Setup.Contains(m.Point) {
				return fail(fmt.Sprintf("%s (move %d)", key, i+1), "point %d is off the %dx%d board", m.Point, width, height)
			}
			v = m.Point.SGF()
		}
		node = sgf.NewNode(node)
		node.SetValue(key, v)
	}
	var buf bytes.Buffer
	buf.WriteString(root.SGF())
	buf.WriteByte('\n')
	if _, err := w.Write(buf.Bytes()); err != nil {
		return fail("", "cannot write: %v", err)
	}
	return nil
}

// WriteSGF writes b's position (stones and side to move) as an SGF problem
// record: RecordOf(b).Write(w).
func WriteSGF(w io.Writer, b *Board) error {
	return RecordOf(b).Write(w)
}

// SGFFiles returns the .sgf files of folder dir in name order; an error
// says when dir does not exist, is not a folder or holds no .sgf file.
func SGFFiles(dir string) ([]string, error) {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: no such folder", dir)
	case err != nil:
		return nil, err
	case !fi.IsDir():
		return nil, fmt.Errorf("%s: not a folder", dir)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".sgf") {
			files = append(files, dir+string(os.PathSeparator)+e.Name())
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: no .sgf files", dir)
	}
	return files, nil
}

// hasAny reports whether node has a value for any of the properties keys.
func hasAny(node *sgf.Node, keys ...string) bool {
	for _, k := range keys {
		if node.ValueCount(k) > 0 {
			return true
		}
	}
	return false
}
