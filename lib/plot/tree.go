package plot

import (
	"fmt"
	"html"
	"strings"
)

// TreeNode is a node of a game tree or search tree to draw: a binary game
// tree of lib/bgf, the options of a combinatorial game, a proof tree.
type TreeNode struct {
	// Label is written in the node (a value, a score, a move).
	Label string
	// Edge labels the edge from the parent (e.g. "L", "R", a move).
	Edge string
	// Color fills the node; empty is white. Use e.g. "#222" for a Black
	// (Left) node and "#fff" for a White (Right) one.
	Color    string
	Children []*TreeNode
}

// TreeOptions says how TreeSVG lays a tree out.
type TreeOptions struct {
	Title string
	// MaxNodes bounds the size of the drawing; 0 means 2000.
	MaxNodes int
}

// TreeSVG draws a tree top-down: leaves side by side in order, each parent
// centred over its children, edge labels at the middle of the edges. It
// fails on a nil root, a node reached twice (a cycle or a shared subtree)
// and trees larger than o.MaxNodes.
func TreeSVG(root *TreeNode, o TreeOptions) (string, error) {
	if root == nil {
		return "", fmt.Errorf("plot: TreeSVG of a nil tree")
	}
	maxNodes := o.MaxNodes
	if maxNodes == 0 {
		maxNodes = 2000
	}
	type placed struct {
		n     *TreeNode
		x     float64 // in leaf slots
		depth int
	}
	var nodes []placed
	index := map[*TreeNode]int{}
	nextLeaf := 0.0
	maxDepth := 0
	var place func(n *TreeNode, depth int) (float64, error)
	place = func(n *TreeNode, depth int) (float64, error) {
		if _, seen := index[n]; seen {
			return 0, fmt.Errorf("plot: tree node %q is reached twice (a cycle or a shared subtree)", n.Label)
		}
		if len(nodes) >= maxNodes {
			return 0, fmt.Errorf("plot: tree has more than %d nodes (raise TreeOptions.MaxNodes)", maxNodes)
		}
		index[n] = len(nodes)
		nodes = append(nodes, placed{n: n, depth: depth})
		me := len(nodes) - 1
		maxDepth = max(maxDepth, depth)
		var x float64
		if len(n.Children) == 0 {
			x = nextLeaf
			nextLeaf++
		} else {
			first, last := 0.0, 0.0
			for i, c := range n.Children {
				if c == nil {
					return 0, fmt.Errorf("plot: tree node %q has a nil child %d", n.Label, i)
				}
				cx, err := place(c, depth+1)
				if err != nil {
					return 0, err
				}
				if i == 0 {
					first = cx
				}
				last = cx
			}
			x = (first + last) / 2
		}
		nodes[me].x = x
		return x, nil
	}
	if _, err := place(root, 0); err != nil {
		return "", err
	}

	const (
		slot   = 56.0
		level  = 70.0
		radius = 17.0
		margin = 30.0
	)
	width := margin*2 + slot*max(nextLeaf-1, 0)
	width = max(width, 160)
	title := newSVGTitle(o.Title, 15, width-12)
	top := margin
	if len(title.lines) > 0 {
		top += 26 + title.extra()
	}
	height := top + level*float64(maxDepth) + margin
	X := func(x float64) float64 { return margin + x*slot }
	Y := func(d int) float64 { return top + float64(d)*level }

	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" class="decomplab-tree" width="%.0f" height="%.0f" viewBox="0 0 %.1f %.1f" font-family="sans-serif">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%.1f" height="%.1f" fill="white"/>`+"\n", width, height)
	title.write(&sb, width/2, 22)
	// Edges first, so nodes cover their ends.
	for _, p := range nodes {
		for _, c := range p.n.Children {
			q := nodes[index[c]]
			x1, y1, x2, y2 := X(p.x), Y(p.depth), X(q.x), Y(q.depth)
			fmt.Fprintf(&sb, `<line class="edge" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#555" stroke-width="1.3"/>`, x1, y1, x2, y2)
			if c.Edge != "" {
				fmt.Fprintf(&sb, `<text class="edge-label" x="%.1f" y="%.1f" font-size="11" fill="#a33" text-anchor="middle">%s</text>`,
					(x1+x2)/2+6, (y1+y2)/2, html.EscapeString(c.Edge))
			}
			sb.WriteString("\n")
		}
	}
	for _, p := range nodes {
		fill := p.n.Color
		if fill == "" {
			fill = "#fff"
		}
		ink := "#000"
		if isDark(fill) {
			ink = "#fff"
		}
		fmt.Fprintf(&sb, `<circle class="node" cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="#333" stroke-width="1.3"/>`,
			X(p.x), Y(p.depth), radius, html.EscapeString(fill))
		fmt.Fprintf(&sb, `<text class="node-label" x="%.1f" y="%.1f" font-size="%d" fill="%s" text-anchor="middle">%s</text>`+"\n",
			X(p.x), Y(p.depth)+4, labelSize(p.n.Label), ink, html.EscapeString(p.n.Label))
	}
	sb.WriteString("</svg>\n")
	return sb.String(), nil
}

// labelSize shrinks long labels to fit a node.
func labelSize(s string) int {
	switch n := len([]rune(s)); {
	case n <= 3:
		return 12
	case n <= 5:
		return 10
	default:
		return 8
	}
}

// isDark reports whether a #rgb or #rrggbb colour is dark.
func isDark(c string) bool {
	c = strings.TrimPrefix(c, "#")
	if len(c) == 3 {
		c = string([]byte{c[0], c[0], c[1], c[1], c[2], c[2]})
	}
	if len(c) != 6 {
		return false
	}
	var r, g, b int
	if _, err := fmt.Sscanf(c, "%02x%02x%02x", &r, &g, &b); err != nil {
		return false
	}
	return 299*r+587*g+114*b < 128*1000
}
