package rules

import (
	"fmt"
	"slices"
)

// snapEvery is how many actions apart a Replayer keeps a copy of the game,
// so stepping back costs at most that many actions played again.
const snapEvery = 32

// Replayer steps through a replay that Open found sound: the game after
// any number of its actions, forward or back.
type Replayer struct {
	file  *Replay
	snaps []*State // snaps[k]: the game after k*snapEvery actions
	turns []int    // turns[i]: the turn in which action i was taken
	end   *State
}

// Open plays the replay's actions from the deal to the end and checks them
// against the file: each must be legal where it stands, the game must pass
// every checkpoint, and end as the file says. A replay that does not is
// refused with an *Error of kind BadReplay that names the action.
func (f *Replay) Open() (*Replayer, error) {
	for i, seat := range f.Seats {
		if !slices.ContainsFunc(f.Deities, func(d savedDeity) bool { return d.Index == seat.Deity }) {
			return nil, badReplay("seat %d: Deity %d is none of the Deities the file defines", i+1, seat.Deity)
		}
	}
	s, err := NewGame(f.ownSet(), f.config())
	if err != nil {
		return nil, badReplay("the match cannot be dealt: %v", err)
	}
	p := &Replayer{file: f, turns: make([]int, len(f.Actions))}
	for i, a := range f.Actions {
		if i%snapEvery == 0 {
			p.snaps = append(p.snaps, s.Clone())
		}
		p.turns[i] = int(s.Turn)
		if err := s.Apply(a); err != nil {
			return nil, badReplay("action %d (%s) is not legal where it stands: %v", i+1, a, err)
		}
		if (i+1)%checkEvery == 0 && f.Checks[(i+1)/checkEvery-1] != fmt.Sprintf("%016x", s.StateHash()) {
			return nil, badReplay("after action %d the game is not the one recorded (an action before it was changed)", i+1)
		}
	}
	switch {
	case fmt.Sprintf("%016x", s.StateHash()) != f.End.Hash:
		return nil, badReplay("after its last action (%d) the game is not the one recorded", len(f.Actions))
	case int(s.Winner) != f.End.Winner || int(s.Turn) != f.End.Turn:
		return nil, badReplay("the file says the match ended in turn %d with %s, but it ends in turn %d with %s",
			f.End.Turn, resultWords(f.End.Winner), s.Turn, resultWords(int(s.Winner)))
	}
	p.end = s
	return p, nil
}

// resultWords says who won in a replay's terms.
func resultWords(winner int) string {
	switch winner {
	case -1:
		return "no winner yet"
	case -2:
		return "a draw"
	}
	return fmt.Sprintf("seat %d winning", winner+1)
}

// Len is the number of actions in the replay.
func (p *Replayer) Len() int { return len(p.file.Actions) }

// Action returns action i (from 0).
func (p *Replayer) Action(i int) Action { return p.file.Actions[i] }

// Turn is the turn in which action i was taken.
func (p *Replayer) Turn(i int) int { return p.turns[i] }

// End is the game after the last action (not to be changed).
func (p *Replayer) End() *State { return p.end }

// At returns a copy of the game after n actions (0: as dealt), clamped to
// the replay's length.
func (p *Replayer) At(n int) *State {
	n = min(max(n, 0), len(p.file.Actions))
	if n == len(p.file.Actions) {
		return p.end.Clone()
	}
	k := n / snapEvery
	s := p.snaps[k].Clone()
	for i := k * snapEvery; i < n; i++ {
		if err := s.Apply(p.file.Actions[i]); err != nil {
			panic(fmt.Sprintf("rules: replay action %d refused after Open accepted it: %v", i+1, err))
		}
	}
	return s
}

// TurnStart is the number of actions before the first action of turn t,
// for jumping by turn: 0 for a turn before the first, Len for one after
// the last.
func (p *Replayer) TurnStart(t int) int {
	i, _ := slices.BinarySearch(p.turns, t)
	return i
}

// Resume continues the replay's match: it returns the game after the
// last action and a Record of every action so far, to which Record.Apply
// adds the next ones (a match left and continued later keeps one record).
// Nothing recorded before can be taken back.
func (p *Replayer) Resume() (*State, *Record) {
	return p.end.Clone(), &Record{set: p.end.Set, cfg: p.file.config(), actions: slices.Clone(p.file.Actions)}
}
