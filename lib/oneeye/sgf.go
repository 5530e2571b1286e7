package oneeye

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/decomplab/decomplab/lib/board"
)

// SGF properties of the verified answers, in the root (setup) node: OD with
// the defender to move first, OA with the attacker first; each
// "defender", "attacker" or "unknown".
const (
	PropDefenderFirst = "OD"
	PropAttackerFirst = "OA"
)

// ReadFile reads a one-eye problem from an SGF file: the position after the
// main line (problem files have only setup), region MA, crucial stones TR,
// safe attacker stones SQ (Problem.SetSafe), player to move PL, and the recorded answers OD and OA if present. Errors
// name the file and the property.
func ReadFile(path string) (*Problem, error) {
	rec, err := board.ReadSGFFile(path)
	if err != nil {
		return nil, err
	}
	p, err := fromRecord(rec)
	if err != nil {
		return nil, withFileName(path, err)
	}
	p.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	return p, nil
}

// withFileName prefixes err with the file's name, unless it is an SGF error
// of lib/board, which names the file already.
func withFileName(name string, err error) error {
	var sgfErr *board.SGFError
	if errors.As(err, &sgfErr) {
		return err
	}
	return fmt.Errorf("%s: %w", name, err)
}

// ReadSGF reads a one-eye problem from SGF text; name is used in errors.
func ReadSGF(r io.Reader, name string) (*Problem, error) {
	rec, err := board.ReadSGF(r, name)
	if err != nil {
		return nil, err
	}
	p, err := fromRecord(rec)
	if err != nil {
		if name == "" {
			name = "SGF"
		}
		return nil, withFileName(name, err)
	}
	p.Name = name
	return p, nil
}

func fromRecord(rec *board.Record) (*Problem, error) {
	b, err := rec.Position(-1)
	if err != nil {
		return nil, err
	}
	p, err := NewProblem(b, rec.Markup.MA, rec.Markup.TR)
	if err != nil {
		return nil, err
	}
	p.ToMove = b.ToMove()
	if err := p.SetSafe(rec.Markup.SQ); err != nil {
		return nil, err
	}
	for i, key := range []string{PropDefenderFirst, PropAttackerFirst} {
		vs := rec.Properties[key]
		if len(vs) == 0 {
			continue
		}
		if len(vs) > 1 {
			return nil, fmt.Errorf("property %s: %d values, want one", key, len(vs))
		}
		o, err := ParseOutcome(vs[0])
		if err != nil {
			return nil, fmt.Errorf("property %s: %w", key, err)
		}
		p.Want[i] = o
	}
	return p, nil
}

// WriteSGF writes the problem as SGF: the stones, PL, MA, TR, SQ, the answers
// OD and OA (when known) and comment.
func (p *Problem) WriteSGF(w io.Writer, comment string) error {
	rec := board.RecordOf(p.Board)
	rec.Setup.SetToMove(p.ToMove)
	rec.Markup.MA = p.Region
	rec.Markup.TR = p.Crucial
	rec.Markup.SQ = p.Safe
	rec.Comment = comment
	rec.Properties = map[string][]string{}
	for i, key := range []string{PropDefenderFirst, PropAttackerFirst} {
		if p.Want[i] != Unknown {
			rec.Properties[key] = []string{p.Want[i].String()}
		}
	}
	return rec.Write(w)
}

// WriteFile writes the problem to path with WriteSGF.
func (p *Problem) WriteFile(path, comment string) error {
	var buf bytes.Buffer
	if err := p.WriteSGF(&buf, comment); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// ReadDir reads every .sgf file of dir, in name order.
func ReadDir(dir string) ([]*Problem, error) {
	names, err := board.SGFFiles(dir)
	if err != nil {
		return nil, err
	}
	var ps []*Problem
	for _, n := range names {
		p, err := ReadFile(n)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	return ps, nil
}
