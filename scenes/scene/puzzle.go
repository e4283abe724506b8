package scene

import (
	"twilight/rules"
	"twilight/session"
)

// PuzzleTable is the match table a puzzle is played on; Routes.PuzzleTable
// makes one.
type PuzzleTable interface {
	Scene
	// ShowMove points at move a on the table as the computer's hint does,
	// with words in the hint's panel, until the game moves on.
	ShowMove(a rules.Action, words string)
}

// PuzzlePlay is what the Puzzles screen hands the table it plays a
// puzzle on.
type PuzzlePlay struct {
	Session *session.Session
	// Acted is told each action the player at the table applied, with the
	// game as it stood just before it (a copy the callee may keep).
	Acted func(before *rules.State, a rules.Action)
	// Held reports whether the table takes no keys now (the puzzle's
	// panel is open over it). Esc never reaches the table: the puzzle
	// screen takes it.
	Held func() bool
}
