package study

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"time"
)

// Provenance says what produced a result: the code (commit, and whether the
// working tree had changes), the toolchain, the machine, the date and the
// parameters. Every report shows it first; `decomp version` prints it; the
// results cache stores it with the rows.
type Provenance struct {
	Commit string `json:"commit"` // full hash of HEAD; "" if unknown
	// Dirty: the working tree had changes not committed. Code then
	// identifies them (see Code).
	Dirty bool `json:"dirty"`
	// Code identifies the code that ran: the commit, followed for a
	// dirty tree by "+" and a hash of the changes (tracked and untracked
	// files, leaving out notebooks/ (the notebooks, their README and its
	// pictures, which make figures regenerates) and the generated figures/
	// and reports/, which a run does not read). Two runs with the same Code ran
	// the same source on the same data.
	Code    string         `json:"code"`
	Go      string         `json:"go"`
	OS      string         `json:"os"`
	Arch    string         `json:"arch"`
	CPU     string         `json:"cpu"`
	CPUs    int            `json:"cpus"`
	Date    time.Time      `json:"date"`
	Params  map[string]any `json:"params,omitempty"`
	Version string         `json:"version,omitempty"` // decomp's release version, where known
}

// Describe returns the provenance of a run now, of the checkout that
// contains dir ("" for the working directory), with params (nil for none).
// Commit, Dirty and Code are as CodeVersion finds them: the version
// control information go build stamped into the binary, else git's
// answer about the checkout; Commit is empty if neither is known.
func Describe(dir string, params map[string]any) Provenance {
	p := Provenance{
		Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH,
		CPU: cpuModel(), CPUs: runtime.NumCPU(),
		Date: time.Now().UTC().Truncate(time.Second), Params: params,
	}
	p.Commit, p.Dirty, p.Code = codeVersion(dir)
	return p
}

// CodeVersion identifies the code that computes a study's rows: the key
// of the results cache (Provenance.Code) and the code version of sharded
// runs (Manifest.Code), so the two agree. For a binary that go build
// stamped from a clean tree it is the stamped commit, wherever the binary
// runs. Otherwise, in a git checkout (the one that contains dir, "" for
// the working directory; for a stamped binary only the checkout it was
// built from), it is the commit, followed for a tree with changes by "+"
// and a hash of them; else "sha256:" and a hash of the running program;
// "" if none can be had.
func CodeVersion(dir string) string {
	_, _, code := codeVersion(dir)
	return code
}

func codeVersion(dir string) (commit string, dirty bool, code string) {
	commit, dirty = buildStamp()
	if commit != "" && !dirty {
		// A binary built from a clean tree names its code wherever it
		// runs, even in a checkout at another commit.
		return commit, false, commit
	}
	if gc, gd, code, err := gitCode(dir); err == nil && (commit == "" || gc == commit) {
		return gc, gd, code
	}
	exe, err := os.Executable()
	if err != nil {
		return commit, dirty, ""
	}
	b, err := os.ReadFile(exe)
	if err != nil {
		return commit, dirty, ""
	}
	sum := sha256.Sum256(b)
	return commit, dirty, "sha256:" + hex.EncodeToString(sum[:12])
}

// gitCode asks git for HEAD, whether the tree has changes and, if so, a
// hash of them: the diff of tracked files against HEAD and the names and
// contents of untracked files that are not ignored.
func gitCode(dir string) (commit string, dirty bool, code string, err error) {
	git := func(args ...string) ([]byte, error) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("git %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
		}
		return out, nil
	}
	head, err := git("rev-parse", "HEAD")
	if err != nil {
		return "", false, "", err
	}
	commit = strings.TrimSpace(string(head))
	status, err := git("status", "--porcelain")
	if err != nil {
		return "", false, "", err
	}
	if len(bytes.TrimSpace(status)) == 0 {
		return commit, false, commit, nil
	}
	h := sha256.New()
	diff, err := git(append([]string{"diff", "HEAD", "--binary", "--"}, codePaths...)...)
	if err != nil {
		return "", false, "", err
	}
	h.Write(diff)
	top, err := git("rev-parse", "--show-toplevel")
	if err != nil {
		return "", false, "", err
	}
	untracked, err := git(append([]string{"ls-files", "--others", "--exclude-standard", "--full-name", "-z", "--"}, codePaths...)...)
	if err != nil {
		return "", false, "", err
	}
	if len(diff) == 0 && len(untracked) == 0 {
		return commit, true, commit, nil // only notebooks or generated files changed
	}
	names := strings.Split(strings.TrimRight(string(untracked), "\x00"), "\x00")
	sort.Strings(names)
	for _, n := range names {
		if n == "" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(top)), n))
		if err != nil {
			continue // removed since git listed it
		}
		fmt.Fprintf(h, "\x00%s\x00%d\x00", n, len(b))
		h.Write(b)
	}
	return commit, true, commit + "+" + hex.EncodeToString(h.Sum(nil))[:12], nil
}

// codePaths are the git pathspecs of the files a run may read: all but
// the notebooks folder and the generated figures and reports.
var codePaths = []string{":/", ":(top,exclude)notebooks", ":(top,exclude)figures", ":(top,exclude)reports"}

// cpuModel is the processor's model name (Linux: /proc/cpuinfo), else
// GOARCH.
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

// ShortCommit is the first 12 characters of the commit, with " (modified)"
// for a dirty tree; "unknown" without a commit.
func (p Provenance) ShortCommit() string {
	c := p.Commit
	if c == "" {
		c = "unknown"
	}
	if len(c) > 12 {
		c = c[:12]
	}
	if p.Dirty {
		c += " (modified)"
	}
	return c
}

// Table lists the provenance as rows of what and value: commit, Go,
// OS/arch, CPU, date, then each parameter in name order.
func (p Provenance) Table() Table {
	t := Table{Columns: []string{"what", "value"}}
	add := func(k, v string) { t.Rows = append(t.Rows, []string{k, v}) }
	add("commit", p.ShortCommit())
	if p.Version != "" {
		add("version", p.Version)
	}
	add("go", p.Go)
	add("os/arch", p.OS+"/"+p.Arch)
	add("cpu", fmt.Sprintf("%s (%d threads)", p.CPU, p.CPUs))
	add("date", p.Date.UTC().Format(time.RFC3339))
	keys := make([]string, 0, len(p.Params))
	for k := range p.Params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		add("param "+k, fmt.Sprint(p.Params[k]))
	}
	return t
}

// buildStamp returns the version control information go build stamped
// into the running binary: the commit ("" if none, as for go run and go
// test) and whether the tree had changes.
func buildStamp() (commit string, dirty bool) {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "", false
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			commit = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	return commit, dirty
}
