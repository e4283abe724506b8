// Package lesson is "Learn to play": a short guided match on a fixed deal
// against a gentle scripted opponent, one idea a turn. It is pure Go: the
// deal (a scenario, deal.txt), the steps (what to do, why, the place on
// the table to point at, and when the step is done, read from the game
// state and its log) and the opponent's choices. The table draws the
// coach panel and lets the player act through its usual input; the
// lesson only watches the game.
package lesson
