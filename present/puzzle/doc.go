// Package puzzle reads the Puzzles screen's positions (assets/puzzles:
// a title, a task, the answer's moves, why they are right, and the
// position as a scenario) and judges a player's moves against the answer.
package puzzle
