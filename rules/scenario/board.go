package scenario

import (
	"io"

	"twilight/rules"
)

// Board reads a scenario from r, runs it with the cards of set and returns
// the game as it stands after the last line: a position to look at (the
// client's screenshot command renders it). Expectations are checked as in
// Run; the first one that fails is returned as an error.
func Board(name string, r io.Reader, set *rules.CardSet) (*rules.State, error) {
	return play(name, r, set, nil)
}
