package session

import (
	"time"

	"twilight/rules"
)

// ahead is what the computers worked out while a paced move waited to
// appear (see thinkAhead).
type ahead struct {
	g     *rules.State // a copy of the game, after the held move and ready
	moves uint64       // the session's move count as it will be at g
	// ready are the answers that need no pacing, worked out in order from
	// the held move on, each for the position it was decided in.
	ready []readyAnswer
	job   *job // the decision under way (or decided, and paced) in g
	final bool // job's answer is paced or an error: the chain stops there
}

type readyAnswer struct {
	player int8
	hash   uint64
	r      result
}

// maxAhead bounds the answers worked out ahead of one held move.
const maxAhead = 16

// thinkAhead works out, while computer move a waits for the readable pace
// (MinThink), the computer decisions that follow it: on a copy of the
// game, a and the quick answers after it are applied exactly as Poll will
// apply them, and the computer deciding there starts thinking from its own
// View of that position, with the seed it would get then. An answer that
// needs no pacing (a pass, most often) is applied to the copy in turn and
// the decision after it started, until a paced answer, a human's decision
// or the end of the game. When Poll plays a, takeAhead plays those answers
// and takes over the paced decision, as long as the game does reach the
// same positions (the state hash, the random generator's included); the
// rest is dropped. Nothing a player could not see is read: the copy
// becomes the real game a few hundred milliseconds later, and each
// decision sees only its player's View of it.
//
// Poll calls it on every frame while a is held: the first call starts the
// chain, the later ones extend it as answers arrive.
//
// A computer's move usually waits for most of the pace (hard needs tens of
// milliseconds a decision), and the decisions after it, passing in the
// priority windows it opens most of all, would otherwise be thought about
// only after it appears, one frame apart at best.
func (s *Session) thinkAhead(a rules.Action) {
	if s.ahead == nil {
		if s.job == nil || s.job.thought {
			return
		}
		s.job.thought = true
		g := s.state.Clone()
		if g.Apply(a) != nil {
			return
		}
		s.ahead = &ahead{g: g, moves: s.moves + 1} // afterAction counts a
		s.extendAhead()
		return
	}
	ah := s.ahead
	if ah.job == nil || ah.final {
		return
	}
	select {
	case r := <-ah.job.done:
		if r.err != nil || paced(r.a) || len(ah.ready) >= maxAhead {
			ah.job.done <- r
			ah.final = true
			return
		}
		ah.job.cancel()
		ah.ready = append(ah.ready, readyAnswer{player: ah.job.player, hash: ah.job.hash, r: r})
		ah.job = nil
		if ah.g.Apply(r.a) != nil {
			return
		}
		ah.moves++
		s.extendAhead()
	default:
	}
}

// extendAhead applies the quick answers in the copy and starts the
// decision of the computer deciding after them, if one is.
func (s *Session) extendAhead() {
	ah := s.ahead
	g := ah.g
	for n := 0; n < maxQuick && !g.Over(); n++ {
		qa, ok := s.quickAnswer(g)
		if !ok {
			break
		}
		if g.Apply(qa) != nil {
			return
		}
		ah.moves++
	}
	if g.Over() || s.seats[g.Pending.Player].Human() {
		return
	}
	ah.job = s.startJob(g, g.Pending.Player, ah.moves)
}

// takeAhead plays the answers worked out ahead while the game follows
// them, then takes over the decision under way if it is the one due; the
// rest is dropped.
func (s *Session) takeAhead() {
	ah := s.ahead
	s.ahead = nil
	for len(ah.ready) > 0 {
		x := ah.ready[0]
		if s.state.Over() || x.player != s.state.Pending.Player || x.hash != s.state.StateHash() {
			break
		}
		ah.ready = ah.ready[1:]
		if !s.play(x.player, x.r) {
			break
		}
		s.aheadTaken++
		s.quick()
	}
	j := ah.job
	if len(ah.ready) == 0 && j != nil && !s.state.Over() && j.player == s.state.Pending.Player && j.hash == s.state.StateHash() {
		// Its pace runs from now, when the move before it appears.
		j.start = time.Now()
		s.job = j
		s.aheadTaken++
		return
	}
	if j != nil {
		j.cancel()
	}
}

// dropAhead stops and drops what was being worked out ahead.
func (s *Session) dropAhead() {
	if s.ahead != nil && s.ahead.job != nil {
		s.ahead.job.cancel()
	}
	s.ahead = nil
}
