package session

import "twilight/rules"

// Watch is a replay being watched: a position in it, and a session of
// that position whose seats are all at the screen (so no computer plays
// and nothing is saved) for a table to show. Stepping forward one action
// applies it to the session; any other move makes a session afresh from
// the replay's nearest kept copy (rules.Replayer keeps one every few
// dozen actions, so stepping back is quick).
type Watch struct {
	p     *rules.Replayer
	names []string
	at    int
	s     *Session
}

// NewWatch starts watching a replay from the deal. names are the seats'
// names (nil or "": the Deities').
func NewWatch(p *rules.Replayer, names []string) (*Watch, error) {
	w := &Watch{p: p, names: names}
	if err := w.Seek(0); err != nil {
		return nil, err
	}
	return w, nil
}

// Session is the session of the position watched now.
func (w *Watch) Session() *Session { return w.s }

// At is the number of actions played so far; Len the replay's.
func (w *Watch) At() int  { return w.at }
func (w *Watch) Len() int { return w.p.Len() }

// Replayer is the replay watched.
func (w *Watch) Replayer() *rules.Replayer { return w.p }

// Turn is the turn of the position watched.
func (w *Watch) Turn() int { return int(w.s.State().Turn) }

// Seek moves to the position after n actions (clamped to the replay).
func (w *Watch) Seek(n int) error {
	n = min(max(n, 0), w.p.Len())
	state := w.p.At(n)
	seats := make([]Seat, state.NumPlayers())
	for i := range seats {
		if i < len(w.names) {
			seats[i].Name = w.names[i]
		}
	}
	s, err := New(state, seats, "")
	if err != nil {
		return err
	}
	w.s, w.at = s, n
	return nil
}

// Step moves d actions forward (or back, d < 0). It reports whether the
// move was the next action played on the same session, which a table
// animates, rather than a new session.
func (w *Watch) Step(d int) (played bool, err error) {
	if d == 1 && w.at < w.p.Len() {
		if err := w.s.apply(w.p.Action(w.at)); err == nil {
			w.s.afterAction()
			w.at++
			return true, nil
		}
		// Not expected (Open played it here): fall back to a fresh copy.
	}
	return false, w.Seek(w.at + d)
}

// TurnStep jumps by turns: d > 0 to the first action of the d-th turn
// after this one (the end, after the last); d < 0 back to the start of
// this turn, or of the one before when already there.
func (w *Watch) TurnStep(d int) error {
	switch {
	case d > 0 && w.at < w.p.Len():
		// The turn of the next action: the game's own counter may run
		// ahead of the record after its last action (a match won as a
		// turn ended).
		return w.Seek(w.p.TurnStart(w.p.Turn(w.at) + d))
	case d > 0:
		return nil
	case d < 0 && w.at > 0:
		// The turn of the action just taken: at a turn's start that is
		// the turn before, so one step back reaches its start.
		return w.Seek(w.p.TurnStart(w.p.Turn(w.at-1) + d + 1))
	}
	return nil
}
