package endgame

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// Problem is a full-board endgame problem of data/endgames: a position,
// its area labels (SGF LB) and its verified minimax scores, kept in the
// root properties MB (Black first) and MW (White first) under the rules RU,
// with VF naming the methods that agree on them ("ds+ab" or "ds").
type Problem struct {
	Name                             string
	Board                            *board.Board
	Labels                           map[board.Point]string
	Rules                            Rules
	ScoreBlackFirst, ScoreWhiteFirst int
	Verified                         string
	Comment                          string
}

// ReadProblem reads a problem from an SGF file.
func ReadProblem(path string) (*Problem, error) {
	rec, err := board.ReadSGFFile(path)
	if err != nil {
		return nil, err
	}
	p := &Problem{Name: path, Board: rec.Setup, Labels: rec.Markup.LB, Comment: rec.Comment}
	if p.Board == nil {
		return nil, fmt.Errorf("%s: no position", path)
	}
	if rec.Rules != "" {
		if p.Rules, err = ParseRules(strings.ToLower(rec.Rules)); err != nil {
			return nil, fmt.Errorf("%s: RU: %w", path, err)
		}
	}
	get := func(prop string) (int, error) {
		v := rec.Properties[prop]
		if len(v) != 1 {
			return 0, fmt.Errorf("%s: property %s: want one integer score", path, prop)
		}
		n, err := strconv.Atoi(strings.TrimSpace(v[0]))
		if err != nil {
			return 0, fmt.Errorf("%s: property %s: %q is not an integer", path, prop, v[0])
		}
		return n, nil
	}
	if p.ScoreBlackFirst, err = get("MB"); err != nil {
		return nil, err
	}
	if p.ScoreWhiteFirst, err = get("MW"); err != nil {
		return nil, err
	}
	if v := rec.Properties["VF"]; len(v) == 1 {
		p.Verified = v[0]
	}
	return p, nil
}

// ReadProblems reads every problem (*.sgf) of a folder, in name order.
func ReadProblems(dir string) ([]*Problem, error) {
	files, err := board.SGFFiles(dir)
	if err != nil {
		return nil, err
	}
	var problems []*Problem
	for _, f := range files {
		p, err := ReadProblem(f)
		if err != nil {
			return nil, err
		}
		problems = append(problems, p)
	}
	return problems, nil
}

// Write writes the problem as SGF.
func (p *Problem) Write(w io.Writer) error {
	rec := board.RecordOf(p.Board)
	rec.Markup.LB = p.Labels
	rules := "Japanese"
	if p.Rules == Chinese {
		rules = "Chinese"
	}
	rec.Rules = rules
	rec.Comment = p.Comment
	rec.Properties = map[string][]string{
		"GN": {p.Name},
		"MB": {strconv.Itoa(p.ScoreBlackFirst)},
		"MW": {strconv.Itoa(p.ScoreWhiteFirst)},
		"VF": {p.Verified},
	}
	return rec.Write(w)
}

// WriteFile writes the problem to an SGF file.
func (p *Problem) WriteFile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := p.Write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
