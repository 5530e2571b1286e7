package nb

import (
	"os"

	"github.com/janpfeifer/gonb/gonbui"
	"github.com/janpfeifer/gonb/gonbui/protocol"

	"github.com/decomplab/decomplab/lib/board"
	"github.com/decomplab/decomplab/lib/plot"
)

// gonbOutput displays through GoNB.
type gonbOutput struct{}

func (gonbOutput) DisplayHTML(h string)      { gonbui.DisplayHTML(h) }
func (gonbOutput) UpdateHTML(id, h string)   { gonbui.UpdateHTML(id, h) }
func (gonbOutput) DisplayMarkdown(md string) { gonbui.DisplayMarkdown(md) }
func (gonbOutput) Sync()                     { gonbui.Sync() }
func (gonbOutput) DisplayData(data map[string]string) {
	d := &protocol.DisplayData{Data: make(map[protocol.MIMEType]any, len(data))}
	for mime, v := range data {
		d.Data[protocol.MIMEType(mime)] = v
	}
	gonbui.SendData(d)
}

// Default returns the Notebook of the running GoNB cell: it displays through
// gonbui, remembers in the kernel's temporary folder whether ECharts was
// sent to the page, and draws static pictures of charts with
// plot.Renderer when Chromium is installed.
func Default() *Notebook {
	cfg := Config{
		EChartsPath: os.Getenv(EChartsEnv),
		StateDir:    os.Getenv(protocol.GONB_TMP_DIR_ENV),
	}
	if lib, err := FindECharts(); err == nil {
		if r, err := plot.NewRenderer(lib); err == nil {
			cfg.Static = r
		}
	}
	return New(gonbOutput{}, cfg)
}

// InNotebook reports whether the program runs as a GoNB cell.
func InNotebook() bool { return gonbui.IsNotebook }

// Chart displays a go-echarts chart, e.g. one built by lib/plot. Outside a
// notebook it does nothing and needs no ECharts library.
func Chart(c plot.Chart) error {
	if !InNotebook() {
		return nil
	}
	return Default().Chart(c)
}

// Board displays a Go board as SVG (see plot.BoardSVG for the options).
func Board(b *board.Board, o plot.BoardOptions) error { return Default().Board(b, o) }

// Tree displays a game or search tree as SVG (see plot.TreeSVG).
func Tree(root *plot.TreeNode, o plot.TreeOptions) error { return Default().Tree(root, o) }

// Table displays rows (a slice of structs, or [][]string with a header row).
func Table(rows any) error { return Default().Table(rows) }

// HTML displays raw HTML.
func HTML(h string) { Default().HTML(h) }

// SVG displays an SVG picture.
func SVG(svg string) { Default().SVG(svg) }

// Markdown displays Markdown text.
func Markdown(md string) { Default().Markdown(md) }

// LaTeX displays a formula in display style.
func LaTeX(formula string) { Default().LaTeX(formula) }

// LoadECharts sends the ECharts library to the page again.
func LoadECharts() error {
	if !InNotebook() {
		return nil
	}
	return Default().LoadECharts()
}

// NewProgress starts a live progress display for a run of total steps
// (0 if unknown).
func NewProgress(title string, total int) *Progress { return Default().NewProgress(title, total) }
