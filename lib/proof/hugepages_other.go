//go:build !linux

package proof

// adviseHugePages is a no-op outside Linux.
func adviseHugePages(*table) {}
