package scene

import "twilight/session"

// Watcher is what drives a read-only match table (a replay being
// watched): whose eyes the table uses, and whether every card is shown
// face up.
type Watcher interface {
	Seat() int8
	Revealed() bool
}

// Watched is the match table showing a replay, read-only: nothing on it
// can be picked up, dragged or played. Routes.Watched makes one.
type Watched interface {
	Scene
	// Show puts the game of s on the table; animate plays its new log
	// events as in a match (one action forward), otherwise the table
	// moves there quietly.
	Show(s *session.Session, animate bool)
	// WatchTick is Update for the read-only table: the pointer points
	// (the hovered card shows large), largeLog toggles the log's size and
	// wheel scrolls it.
	WatchTick(ctx *Context, largeLog bool, wheel float64)
	// Strip is where the table's prompt bar is, and the table's unit of
	// size: the watcher's controls go there.
	Strip() (x, y, w, h, unit float64)
	// Busy reports whether cards are still moving.
	Busy() bool
}
