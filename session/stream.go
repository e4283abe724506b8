package session

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"twilight/rules"
	"twilight/rules/ai"
)

// stream is the computers' play worked out ahead on its own goroutine.
//
// When a computer must decide, think copies the game and a goroutine plays
// on along the copy: the deciding computer answers from its own View of
// it, with the seed it would get at that point of the match; the answer is
// applied to the copy, then the quick answers after it (as Poll applies
// them), and the next computer to decide answers in turn, until a human
// must decide, the game ends or maxAhead answers wait. Poll (drain) plays
// the answers in order as they arrive, as long as the game reaches the
// very positions they were worked out in (the state hash, the random
// generator's included): the copy is the game a little later, and each
// answer reads only its player's View, so nothing a player could not see
// is used. A paced move waits for the readable pace (MinThink) after the
// last move a player saw (the paced move before it, or a human's action
// other than a pass),
// and meanwhile the decisions after it are being worked out; passes and
// other answers that need no pacing are played as soon as they arrive,
// several in one Poll, and do not hold up the next paced move.
//
// Without it a computer began thinking only once the move before its
// decision appeared, and Poll applied at most one searched answer a frame:
// at a 4-player table most of a round's waiting was the decisions to pass
// in the priority windows a move opens, thought about one after another
// while nothing moved.
type stream struct {
	cancel context.CancelFunc
	out    chan step
	head   *step // received, not yet played (a paced move waiting)
	n      int   // answers played from this stream
	// ponder is the state hash of the human's decision this stream
	// guessed the answer to (passing), 0 for a stream from the game as it
	// stands.
	ponder uint64
}

// step is one answer of the stream, for the position it was worked out in,
// or (human) the mark of a human's decision the stream went on past along
// the human's pass.
type step struct {
	player int8
	hash   uint64
	r      result
	human  bool
}

// waitKind is what a Poll that applied nothing waited for (for the
// benchmarks that say where a round's time goes).
type waitKind int8

const (
	waitNone  waitKind = iota
	waitThink          // the computer's answer was not worked out yet
	waitPace           // a paced move waited for MinThink
)

// maxAhead bounds the answers a stream works out ahead of the table.
const maxAhead = 16

// think starts a stream from the game as it stands.
func (s *Session) think() *stream {
	return s.start(s.state.Clone(), s.moves)
}

// start starts a stream along g, moves actions into the match.
func (s *Session) start(g *rules.State, moves uint64) *stream {
	ctx, cancel := context.WithCancel(context.Background())
	st := &stream{cancel: cancel, out: make(chan step, maxAhead)}
	if s.shown.IsZero() {
		s.shown = time.Now() // the first move waits the pace too
	}
	go s.work(ctx, g, moves, s.MaxThink, st.out)
	return st
}

// ponder starts, while a human decides, a stream along the game as it
// would go if they passed (when they may): the computers' answers after a
// pass, by far the commonest human answer in the windows that come round
// most often, are then ready when the pass comes, and dropped unused when
// another answer does. Each computer still reads only its own View of the
// position it answers in; nothing is revealed to them by the guess. A
// stream that reached this decision and went on along the pass (see work)
// is kept.
func (s *Session) ponder() {
	hash := s.state.StateHash()
	if s.stream != nil && (s.stream.ponder == hash || s.stream.through(hash)) || s.stream == nil && s.unpondered == hash {
		return
	}
	s.stop()
	s.unpondered = hash // until a stream starts below: nothing to think along
	if a, ok := humanPass(s.state); ok {
		g := s.state.Clone()
		if g.Apply(a) != nil {
			return
		}
		s.stream = s.start(g, s.moves+1) // afterAction counts the pass
		s.stream.ponder = hash
		s.unpondered = 0
	}
}

// through reports whether the stream went on past the human's decision at
// hash along their pass: its next step, once the marks of the human's
// earlier decisions (answered since) are dropped, is the mark of this one.
// It then counts as the stream pondering that decision.
func (st *stream) through(hash uint64) bool {
	for {
		if st.head == nil {
			select {
			case x, ok := <-st.out:
				if !ok {
					return false
				}
				st.head = &x
			default:
				return false
			}
		}
		switch {
		case !st.head.human:
			return false
		case st.head.hash == hash:
			st.ponder = hash
			return true
		}
		st.head = nil
	}
}

// humanPass is the pass of the human deciding in g, when they may pass.
func humanPass(g *rules.State) (rules.Action, bool) {
	p := g.Pending.Player
	for _, a := range g.Legal(nil) {
		if a.Kind == rules.ActPass && a.Player == p {
			return a, true
		}
	}
	return rules.Action{}, false
}

// work plays on along g (moves actions into the match) on the stream's
// goroutine, each decision bounded by maxThink; see stream. At a human's
// decision it goes on along the human's pass, when they may pass, after
// a mark of that decision (see ponder and drain): at a table of computers
// the human is asked after most of their moves, and at once passes (the
// client passes for them when nothing else is worth doing). Of the
// session it reads only the seats, which do not change during a match.
func (s *Session) work(ctx context.Context, g *rules.State, moves uint64, maxThink time.Duration, out chan<- step) {
	defer close(out)
	for ctx.Err() == nil {
		for n := 0; n < maxQuick && !g.Over(); n++ {
			a, ok := s.quickAnswer(g)
			if !ok || g.Apply(a) != nil {
				break
			}
			moves++
		}
		if g.Over() {
			return
		}
		p := g.Pending.Player
		hash := g.StateHash()
		var r result
		if s.seats[p].Human() {
			var ok bool
			if r.a, ok = humanPass(g); !ok {
				return
			}
		} else {
			r = s.decide(ctx, g, p, moves, maxThink)
		}
		select {
		case out <- step{player: p, hash: hash, r: r, human: s.seats[p].Human()}:
		case <-ctx.Done():
			return
		}
		if r.err != nil || g.Apply(r.a) != nil {
			return
		}
		moves++ // afterAction counts it
	}
}

// decide asks computer p for its answer in g, from p's View, bounded by
// maxThink; a computer player that fails outright is reported like one
// that could not decide, rather than taking the game down.
func (s *Session) decide(ctx context.Context, g *rules.State, p int8, moves uint64, maxThink time.Duration) (r result) {
	if maxThink > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, maxThink)
		defer cancel()
	}
	// The player waits for the computers: their searches use every
	// processor (the answer is the same, only sooner; see ai.WithWorkers).
	ctx = ai.WithWorkers(ctx, runtime.GOMAXPROCS(0))
	view := g.View(p)
	view.NoLog = true
	// The move count keeps seeds fresh even if a position repeats.
	seed := g.StateHash() ^ uint64(p)*0x9e3779b97f4a7c15 ^ moves*0xbf58476d1ce4e5b9
	defer func() {
		if e := recover(); e != nil {
			r = result{err: fmt.Errorf("stopped on an error: %v", e)}
		}
	}()
	bot := s.seats[p].Bot
	if rb, ok := bot.(ReasonBot); ok {
		r.a, r.why, r.err = rb.DecideWhy(ctx, view, seed)
	} else {
		r.a, r.err = bot.Decide(ctx, view, seed)
	}
	return r
}

// drain plays the stream's answers that have arrived and are due, at most
// maxQuick actions in one call; it reports whether any was applied. A
// stream that has ended, or that the game no longer follows, is replaced
// by a new one.
func (s *Session) drain() bool {
	s.waiting = waitNone
	applied := 0
	for applied < maxQuick && !s.state.Over() && !s.seats[s.state.Pending.Player].Human() {
		st := s.stream
		if s.quick(1) {
			// The stream's next answer comes after the quick ones.
			applied++
			continue
		}
		st.ponder = 0
		if st.head == nil {
			select {
			case x, ok := <-st.out:
				if !ok {
					s.stop()
					s.next()
					return applied > 0
				}
				st.head = &x
			default:
				s.waiting = waitThink
				return applied > 0
			}
		}
		x := st.head
		if x.human {
			// The mark of a human's decision, answered since: the steps
			// after it follow the game only if the answer was the pass.
			st.head = nil
			continue
		}
		if x.player != s.state.Pending.Player || x.hash != s.state.StateHash() {
			s.stop()
			s.next()
			return applied > 0
		}
		wait := x.r.err == nil && s.waits(x.r.a)
		if wait && time.Since(s.shown) < s.pace(x.r.a) {
			s.waiting = waitPace
			return applied > 0
		}
		st.head = nil
		if wait {
			s.pacedMoves++
			s.shown, s.lastShown = time.Now(), x.r.a
		}
		if !s.play(x.player, x.r) {
			s.stop()
			return applied > 0
		}
		if st.n > 0 {
			s.aheadTaken++
		}
		st.n++
		applied++
	}
	if s.state.Over() {
		s.stop()
	}
	return applied > 0
}
