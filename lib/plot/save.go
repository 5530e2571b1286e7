package plot

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
)

// SaveHTML writes a standalone page with the charts to path and puts the
// ECharts library, read from echartsJS (e.g. .cache/echarts/echarts.min.js of
// the checkout), next to it as assets/echarts.min.js. The folder with the
// page and its assets folder opens offline in any browser.
func SaveHTML(path, echartsJS, title string, cs ...Chart) error {
	lib, err := os.ReadFile(echartsJS)
	if err != nil {
		return fmt.Errorf("plot: ECharts library: %v (run `go run ./kernel setup` in the checkout)", err)
	}
	var page bytes.Buffer
	if err := WritePage(&page, PageOptions{Title: title, EChartsSrc: "assets/echarts.min.js"}, cs...); err != nil {
		return err
	}
	assets := filepath.Join(filepath.Dir(path), "assets")
	if err := os.MkdirAll(assets, 0o755); err != nil {
		return err
	}
	dst := filepath.Join(assets, "echarts.min.js")
	// Wrapped, the library sets window.echarts even with an AMD loader on
	// the page.
	wrapped := []byte(InlineScript(string(lib)))
	if old, err := os.ReadFile(dst); err != nil || !bytes.Equal(old, wrapped) {
		if err := os.WriteFile(dst, wrapped, 0o644); err != nil {
			return err
		}
	}
	return os.WriteFile(path, page.Bytes(), 0o644)
}
