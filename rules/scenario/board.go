package scenario

import (
	"bufio"
	"fmt"
	"io"

	"twilight/rules"
)

// Board reads a scenario from r, runs it with the cards of set and returns
// the game as it stands after the last line: a position to look at (the
// client's screenshot command renders it). Expectations are checked as in
// Run; the first one that fails is returned as an error.
func Board(name string, r io.Reader, set *rules.CardSet) (*rules.State, error) {
	if set == nil {
		return nil, fmt.Errorf("%s: no card set", name)
	}
	rn := &runner{set: set, seed: 1, turn: 3}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		toks, err := lexLine(sc.Text())
		if err != nil {
			return nil, &lineError{name, n, err.Error()}
		}
		if len(toks) == 0 {
			continue
		}
		if err := rn.line(n, toks); err != nil {
			return nil, &lineError{name, n, err.Error()}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if !rn.started {
		return nil, &lineError{name, n, "the scenario never reaches a start line"}
	}
	return rn.s, nil
}
