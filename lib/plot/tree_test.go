package plot

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestTreeSVG(t *testing.T) {
	// {1 | {0 | -2}}: Left moves to 1, Right to {0 | -2}.
	root := &TreeNode{Label: "G", Children: []*TreeNode{
		{Label: "1", Edge: "L", Color: "#222"},
		{Label: "{0|-2}", Edge: "R", Children: []*TreeNode{
			{Label: "0", Edge: "L", Color: "#222"},
			{Label: "-2", Edge: "R"},
		}},
	}}
	svg, err := TreeSVG(root, TreeOptions{Title: "a <game>"})
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(svg, `class="node"`); n != 5 {
		t.Errorf("%d nodes, want 5", n)
	}
	if n := strings.Count(svg, `class="edge"`); n != 4 {
		t.Errorf("%d edges, want 4", n)
	}
	if !strings.Contains(svg, "a &lt;game&gt;") || !strings.Contains(svg, ">{0|-2}<") {
		t.Errorf("labels missing or unescaped:\n%s", svg)
	}
	// Labels on dark nodes are white.
	if !regexp.MustCompile(`fill="#fff" text-anchor="middle">1<`).MatchString(svg) {
		t.Errorf("label on a dark node is not white")
	}
	// The parent is centred over its children: G over 1 (slot 0) and
	// {0|-2} (centred over slots 1 and 2, so at 1.5), i.e. at 0.75.
	cx := func(label string) float64 {
		m := regexp.MustCompile(`<text class="node-label" x="([0-9.]+)"[^>]*>` + regexp.QuoteMeta(label) + `<`).FindStringSubmatch(svg)
		if m == nil {
			t.Fatalf("no node %q", label)
		}
		v, _ := strconv.ParseFloat(m[1], 64)
		return v
	}
	if got, want := cx("G"), (cx("1")+cx("{0|-2}"))/2; got != want {
		t.Errorf("root at x=%v, want %v", got, want)
	}
}

func TestTreeSVGErrors(t *testing.T) {
	shared := &TreeNode{Label: "s"}
	cyc := &TreeNode{Label: "c"}
	cyc.Children = []*TreeNode{cyc}
	big := &TreeNode{Label: "r"}
	for i := 0; i < 5; i++ {
		big.Children = append(big.Children, &TreeNode{Label: "x"})
	}
	tests := []struct {
		name string
		root *TreeNode
		o    TreeOptions
		want string
	}{
		{"nil", nil, TreeOptions{}, "nil tree"},
		{"shared", &TreeNode{Label: "r", Children: []*TreeNode{shared, shared}}, TreeOptions{}, `"s" is reached twice`},
		{"cycle", cyc, TreeOptions{}, "reached twice"},
		{"nil child", &TreeNode{Label: "r", Children: []*TreeNode{nil}}, TreeOptions{}, "nil child 0"},
		{"too big", big, TreeOptions{MaxNodes: 4}, "more than 4 nodes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := TreeSVG(tt.root, tt.o)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error = %v, want %q", err, tt.want)
			}
		})
	}
}

func TestIsDark(t *testing.T) {
	for c, want := range map[string]bool{"#000": true, "#222222": true, "#fff": false, "#e8a33d": false, "red": false, "#3b3b8f": true} {
		if got := isDark(c); got != want {
			t.Errorf("isDark(%q) = %v, want %v", c, got, want)
		}
	}
}

func TestTreeSVGTitleInside(t *testing.T) {
	const title = "The canonical form of {4 || 3 | 0}, the first tree of the paper"
	svg, err := TreeSVG(&TreeNode{Label: "G"}, TreeOptions{Title: title})
	if err != nil {
		t.Fatal(err)
	}
	circle := regexp.MustCompile(`<circle[^>]* cy="([0-9.]+)" r="([0-9.]+)"`).FindStringSubmatch(svg)
	if circle == nil {
		t.Fatalf("no node circle in\n%s", svg)
	}
	cy, _ := strconv.ParseFloat(circle[1], 64)
	r, _ := strconv.ParseFloat(circle[2], 64)
	lines := titleInside(t, svg, cy-r)
	if len(lines) < 2 || strings.Join(lines, " ") != title {
		t.Errorf("title lines %q, want the title wrapped over several lines", lines)
	}
}
