package session

import "twilight/rules"

// thinkAhead starts, once per held move, the decision that will follow
// computer move a, which has been decided but waits for the readable pace
// (MinThink) before it is played: on a copy of the game, a and the quick
// answers after it are applied exactly as Poll will apply them, and the
// computer deciding there starts thinking from its own View of that
// position, with the seed it would get then. When Poll plays a, next
// takes that decision over if the game did reach the same position (the
// state hash, the random generator's included, matches), else drops it.
// Nothing a player could not see is read: the copy becomes the real game
// a few hundred milliseconds later, and the decision sees only its
// player's View of it.
//
// A computer's move usually waits for most of the pace (hard needs tens of
// milliseconds a decision), and the decisions after it, passing in the
// priority windows it opens most of all, would otherwise be thought about
// only after it appears.
func (s *Session) thinkAhead(a rules.Action) {
	if s.job == nil || s.job.thought || s.ahead != nil {
		return
	}
	s.job.thought = true
	g := s.state.Clone()
	if g.Apply(a) != nil {
		return
	}
	moves := s.moves + 1 // afterAction counts a
	for n := 0; n < maxQuick && !g.Over(); n++ {
		qa, ok := s.quickAnswer(g)
		if !ok {
			break
		}
		if g.Apply(qa) != nil {
			return
		}
		moves++
	}
	if g.Over() || s.seats[g.Pending.Player].Human() {
		return
	}
	s.ahead = s.startJob(g, g.Pending.Player, moves)
}
