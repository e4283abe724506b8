package scenario

import (
	"fmt"

	"twilight/rules"
)

// Fits reports whether action a is one that an action line's words
// describe ("p1 attack \"Ox of the Furrow\" p2 life"), matched as a
// scenario's action line is: trailing words may be left out, a card may be
// named by title or key and qualified by its controller ("p2:\"Troll\"").
// s is the game a was taken in (or one where a's cards are unchanged:
// only their titles and controllers are read). Words that are not an
// action line are an error.
func Fits(s *rules.State, a rules.Action, line string) (bool, error) {
	toks, err := lexLine(line)
	if err != nil {
		return false, err
	}
	rn := &runner{set: s.Set, s: s, started: true}
	if len(toks) < 2 {
		return false, fmt.Errorf("%q: want a player and an action", line)
	}
	p, ok := rn.player(toks[0])
	if !ok {
		return false, fmt.Errorf("%q: %q is not a player", line, toks[0].text)
	}
	return a.Player == p && rn.fits(a, toks[1:]), nil
}
