// Package puzzle reads the Puzzles screen's positions (assets/puzzles:
// a title, a task, the answer's moves, why they are right, and the
// position as a scenario) and judges a player's moves: by the answer's
// and the wrong lines the file lists, and any other move by its outcome
// against the answer's, played on by a Player the screen hands in (the
// strongest computer level; this package may not import rules/ai).
package puzzle
