// Package oneeye solves one-eye problems in Go with df-pn, with and without
// dynamic decomposition (Kishimoto & Müller, "Dynamic Decomposition Search:
// A Divide and Conquer Approach and its Application to the One-Eye Problem
// in Go").
//
// # The problem (paper §2)
//
// A one-eye problem is a position, a region R (SGF MA) and crucial defender
// stones (SGF TR) inside R; the defender is their colour. Moves are played
// only inside R (every legal move there, and pass). The defender wins by
// making an eye connected to all crucial stones; the attacker wins by
// capturing a crucial stone or by leaving no potential eye point. The
// definitions are in rules.go:
//
//   - A block is anchored if it has a liberty outside R; since nothing is
//     played outside R it can never be captured. Anchored attacker blocks
//     are the safe attacker stones.
//   - An eye point is an empty point of R whose neighbours are all stones
//     of safe defender blocks: blocks that are anchored or have two such
//     eye points (Benson's argument restricted to one-point eyes). The
//     attacker can never play on an eye point. Larger eyes, and eyes holding
//     capturable attacker stones, are left to the search: the defender turns
//     them into one-point eyes.
//   - The eye is made when an eye point lies in one connected part of (safe
//     defender stones ∪ eye points) holding every crucial stone.
//   - Potential eye points are the empty points and unsafe attacker stones
//     of the working region.
//
// Repetition: a move that repeats a position of the current line (stones,
// side to move, ko point, working region) loses for the defender, and a
// defender move that captures a single stone in ko loses at once (the
// attacker retakes, repeating the position): situational superko with every
// ko won by the attacker, so an eye that needs a ko win counts as not made
// (the paper's setting). Two passes in a row are such a repetition.
package oneeye
