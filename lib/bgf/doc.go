// Package bgf implements binary game trees and forests, the model of Ken
// Chen's "Soft Decomposition Search in Computer Go" (work in progress; the
// full documentation of definitions and play rules follows).
package bgf
