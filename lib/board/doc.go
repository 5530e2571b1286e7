// Package board is the Go board every solver in decomplab uses.
package board
